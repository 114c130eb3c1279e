import { formatBytes, ImageRejected, imageShapes, isStoredUpload, MAX_UPLOAD_BYTES, storeImage, type CropArea } from "~/models/upload.server";
import { log } from "~/utils/logger.server";

/** A submitted form is read only up to this size: a 2 MB photo (or a 5 MB import) and the fields around it. */
const MAX_FORM_BYTES = 8 * 1024 * 1024;

/** The form data of a request, or null when the body is larger than any form of these pages sends. */
export async function readForm(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) return null;
  return request.formData();
}

/** "x,y,width,height" in source pixels, as the cropper (app/components/image-crop-field.tsx) writes it; anything else means "centre". */
function cropOf(value: FormDataEntryValue | null): CropArea | null {
  if (typeof value !== "string") return null;
  const parts = value.split(",").map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [x, y, width, height] = parts as [number, number, number, number];
  return { x, y, width, height };
}

const rejectionKey: Record<ImageRejected["reason"] | "failed", string> = {
  tooBig: "uploads.tooBig",
  typeNotAllowed: "uploads.typeNotAllowed",
  notAnImage: "uploads.typeNotAllowed",
  tooManyPixels: "uploads.tooManyPixels",
  empty: "uploads.noFile",
  storageFull: "errors.storageFull.body",
  failed: "uploads.failed",
};

/** A refused image's message as the image field shows it: a translation key with the values of its #placeholders#. */
function imageError(reason: ImageRejected["reason"] | "failed", file: File) {
  const params = new URLSearchParams({ image_name: file.name, image_size: formatBytes(file.size), image_max_size: formatBytes(MAX_UPLOAD_BYTES) });
  return `${rejectionKey[reason]}?${params}`;
}

export type PhotoOutcome = { ok: true; path: string | null } | { ok: false; error: string };

/**
 * The photo a submitted player form names, before the rest is validated: a new
 * file is checked and stored square at once (with the area the cropper chose),
 * so a form sent back with errors keeps it as `photoPath` and nothing has to be
 * chosen again; a path from an earlier try must be the current photo or one
 * of our stored uploads. A new file wins over "remove the photo".
 */
export async function receivePhoto(form: FormData, uploadedBy: number, current: string | null): Promise<PhotoOutcome> {
  const file = form.get("photo");
  if (file instanceof File && file.size > 0) {
    try {
      if (file.size > MAX_UPLOAD_BYTES) throw new ImageRejected("tooBig");
      const stored = await storeImage(Buffer.from(await file.arrayBuffer()), { shape: imageShapes.square, crop: cropOf(form.get("photoCrop")), uploadedBy });
      return { ok: true, path: stored.path };
    } catch (error) {
      if (!(error instanceof ImageRejected)) log.error("player photo upload failed", { error });
      return { ok: false, error: imageError(error instanceof ImageRejected ? error.reason : "failed", file) };
    }
  }
  if (form.get("photoRemove") === "on") return { ok: true, path: null };
  const earlier = form.get("photoPath");
  if (typeof earlier !== "string" || earlier === "") return { ok: true, path: null };
  return earlier === current || isStoredUpload(earlier) ? { ok: true, path: earlier } : { ok: false, error: "players.errors.photoUnknown" };
}
