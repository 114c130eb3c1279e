import type { Translation } from "~/i18n/resources";

/**
 * The largest body each kind of request may send, in one place. The server
 * refuses a larger one with 413 before reading it (server/limit-bodies.ts), the
 * upload helper reads a form within it (app/utils/upload-form.server.ts), and a
 * route that takes files says which in its module's `uploads` export:
 *
 *   export const uploads: Uploads = { file: "image", count: 3, fieldBytes: 512 * KB };
 *
 * The server reads that export from the route table, so a new upload route
 * gets its limit without a change to the server.
 */

export const KB = 1024;
const MB = 1024 * KB;

/**
 * The largest file of each kind a form carries: an image (logo, photo,
 * description picture; a phone camera's photo is 3–20 MB, and is shrunk on
 * arrival), a spreadsheet to import.
 */
export const maxFileBytes = { image: 20 * MB, sheet: 5 * MB } as const;

export type FileKind = keyof typeof maxFileBytes;

/** What a route's action accepts uploaded: files of one kind, how many at most, and room for the form's other fields (64 KB unless said). */
export type Uploads = { file: FileKind; count?: number; fieldBytes?: number };

/**
 * Every other post: the forms without files and the JSON API. The largest such
 * form, the knockout times of a 256-team bracket with every court named in 40
 * accented characters, is 96 KB; the others take a few kilobytes at most.
 */
export const formBodyBytes = 256 * KB;

/** Room for a multipart form's part headers and fields around its files. */
const defaultFieldBytes = 64 * KB;

export type BodyLimit = { bytes: number; refusal: (t: Translation) => string };

/** "2 MB", "2.50 MB", "640 KB": sizes as upload messages show them. */
export function formatBytes(bytes: number): string {
  // A whole number of megabytes reads "2 MB"; anything else keeps two decimals, so 2 MB + 1 byte is not "2 MB".
  if (bytes >= MB) return bytes % MB === 0 ? `${bytes / MB} MB` : `${(bytes / MB).toFixed(2)} MB`;
  return `${Math.max(1, Math.round(bytes / KB))} KB`;
}

const refusals: Record<FileKind | "form", (t: Translation) => string> = {
  // An image form's message names the largest image, the one limit its user can act on.
  image: (t) => t.uploads.requestTooBig.replace("#image_max_size#", formatBytes(maxFileBytes.image)),
  sheet: (t) => t.imports.errors.tooLarge.replace("{{max}}", String(maxFileBytes.sheet / MB)),
  form: (t) => t.uploads.formTooBig.replace("#max_size#", formatBytes(formBodyBytes)),
};

/** The limit of a request to a route that accepts `uploads` (none: a form or JSON post). */
export function bodyLimit(uploads: Uploads | undefined): BodyLimit {
  if (!uploads) return { bytes: formBodyBytes, refusal: refusals.form };
  return {
    bytes: (uploads.count ?? 1) * maxFileBytes[uploads.file] + (uploads.fieldBytes ?? defaultFieldBytes),
    refusal: refusals[uploads.file],
  };
}
