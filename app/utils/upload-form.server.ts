import type { TFunction } from "i18next";
import { bodyLimit, formatBytes, maxFileBytes, type FileKind, type Uploads } from "./body-limits";
import { parseFormBody } from "./form-parser.server";
import type { SheetFormat } from "./spreadsheet.server";
import { Busy } from "./turns.server";

/**
 * Uploads, read one way everywhere. A route says what it accepts (its module's
 * `uploads`, app/utils/body-limits.ts); this reads its form within that
 * limit, picks the chosen file out, checks it by its content (never by its
 * name or declared type) and says why one is refused, as a message key with
 * its values ("uploads.tooBig?image_name=…"), which the forms show and the
 * API turns into text with `messageText`.
 */

export type UploadedForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 503; error: string };

const formRefusal: Record<FileKind, { tooLarge: string; unreadable: string }> = {
  image: { tooLarge: `uploads.requestTooBig?image_max_size=${formatBytes(maxFileBytes.image)}`, unreadable: "uploads.noFile" },
  sheet: { tooLarge: `imports.errors.tooLarge?max=${maxFileBytes.sheet / 1024 / 1024}`, unreadable: "imports.errors.unreadable" },
};

/** Room for a body sent without a length, grown as it arrives (never past the limit). */
const FIRST_ROOM = 256 * 1024;

/**
 * The form posted to a route that accepts `uploads`, read into memory within
 * the route's body limit: a body larger than that is refused while it arrives,
 * not after (the server has refused one that said so in Content-Length). The
 * bytes go into one buffer as they come, a chunk per turn of the event loop,
 * and are parsed on a worker thread (form-parser.server.ts): a form of three
 * camera photos never holds the loop for its size. A form without files is
 * read the same way.
 */
export async function readUploadForm(request: Request, uploads: Uploads): Promise<UploadedForm> {
  const limit = bodyLimit(uploads).bytes;
  const refusal = formRefusal[uploads.file];
  const tooLarge = { ok: false, status: 413, error: refusal.tooLarge } as const;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) return tooLarge;
  let body = new Uint8Array(Number.isSafeInteger(declared) && declared > 0 ? declared : FIRST_ROOM);
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const chunk = reader ? await reader.read() : { done: true as const };
    if (chunk.done) break;
    if (size + chunk.value.byteLength > limit) {
      await reader!.cancel();
      return tooLarge;
    }
    if (size + chunk.value.byteLength > body.byteLength) {
      const grown = new Uint8Array(Math.min(limit, Math.max(body.byteLength * 2, size + chunk.value.byteLength)));
      grown.set(body.subarray(0, size));
      body = grown;
    }
    body.set(chunk.value, size);
    size += chunk.value.byteLength;
  }
  try {
    // The buffer is handed to the parser whole; only its first `size` bytes are the body.
    const form = await parseFormBody(size === body.byteLength ? body : body.slice(0, size), request.headers.get("Content-Type") ?? "");
    return form ? { ok: true, form } : { ok: false, status: 400, error: refusal.unreadable };
  } catch (error) {
    if (error instanceof Busy) return { ok: false, status: 503, error: "uploads.busy" };
    throw error;
  }
}

/** The file chosen in a form's field; null when none was (an empty file input still sends a part, of no bytes). */
export function chosenFile(form: FormData, field: string): File | null {
  const file = form.get(field);
  return file instanceof File && file.size > 0 ? file : null;
}

export type ReceivedSheet = { ok: true; format: SheetFormat; bytes: Buffer } | { ok: false; error: string };

/** The format of a spreadsheet by its content: an xlsx is a zip, a CSV is UTF-8 text without NUL bytes. */
export function sniffFormat(bytes: Uint8Array): SheetFormat | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "xlsx";
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.includes("\u0000") ? null : "csv";
  } catch {
    return null;
  }
}

/** An uploaded spreadsheet, checked by its size and content; or why it was refused. */
export async function receiveSheet(file: File | null): Promise<ReceivedSheet> {
  if (!file) return { ok: false, error: "imports.errors.noFile" };
  if (file.size > maxFileBytes.sheet) return { ok: false, error: formRefusal.sheet.tooLarge };
  const bytes = Buffer.from(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  return format ? { ok: true, format, bytes } : { ok: false, error: "imports.errors.unsupported" };
}

/** A message key with its values ("uploads.tooBig?image_name=…") as text: i18next fills `{{values}}`, the upload messages' `#values#` are filled here. */
export function messageText(t: TFunction, message: string): string {
  const [key, query] = message.split("?", 2) as [string, string | undefined];
  const values = Object.fromEntries(new URLSearchParams(query ?? ""));
  return t(key, values).replace(/#(\w+)#/g, (whole, name: string) => values[name] ?? whole);
}
