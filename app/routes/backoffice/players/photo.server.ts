import { cropArea, imageShapes, isStoredUpload, receiveImage } from "~/models/upload.server";
import { chosenFile } from "~/utils/upload-form.server";

export type PhotoOutcome = { ok: true; path: string | null } | { ok: false; error: string };

/**
 * The photo a submitted player form names, before the rest is validated: a new
 * file is checked and stored square at once (with the area the cropper chose),
 * so a form sent back with errors keeps it as `photoPath` and nothing has to be
 * chosen again; a path from an earlier try must be the current photo or one
 * of our stored uploads. A new file wins over "remove the photo".
 */
export async function receivePhoto(form: FormData, uploadedBy: number, current: string | null): Promise<PhotoOutcome> {
  const file = chosenFile(form, "photo");
  if (file) {
    const received = await receiveImage(file, { shape: imageShapes.square, crop: cropArea(form.get("photoCrop")), uploadedBy });
    return received.ok ? { ok: true, path: received.image.path } : { ok: false, error: received.error };
  }
  if (form.get("photoRemove") === "on") return { ok: true, path: null };
  const earlier = form.get("photoPath");
  if (typeof earlier !== "string" || earlier === "") return { ok: true, path: null };
  return earlier === current || isStoredUpload(earlier) ? { ok: true, path: earlier } : { ok: false, error: "players.errors.photoUnknown" };
}
