import type { TFunction } from "i18next";
import { translator } from "~/i18n/i18next.server";
import { recordAudit } from "~/models/audit.server";
import { DESCRIPTION_IMAGE_MAX_SIDE, formatBytes, ImageRejected, MAX_UPLOAD_BYTES, storeImage } from "~/models/upload.server";
import { apiCaller, apiHandler, apiJson, methodNotAllowed, unauthenticated } from "~/utils/api.server";
import type { Uploads } from "~/utils/body-limits";
import { log } from "~/utils/logger.server";
import type { Route } from "./+types/uploads-image";

/** The upload messages keep the product's #placeholders#, filled with the file's own values. */
function message(t: TFunction, key: string, file?: { name: string; size: number }) {
  const values: Record<string, string> = {
    image_name: file?.name ?? "",
    image_size: file ? formatBytes(file.size) : "",
    image_max_size: formatBytes(MAX_UPLOAD_BYTES),
  };
  return t(key).replace(/#(\w+)#/g, (whole, name: string) => values[name] ?? whole);
}

/** One image (app/utils/body-limits.ts). */
export const uploads: Uploads = { file: "image" };

const rejectionStatus: Record<ImageRejected["reason"], number> = { empty: 422, tooBig: 413, notAnImage: 422, typeNotAllowed: 422, tooManyPixels: 422, storageFull: 507 };

const refusalKey: Record<ImageRejected["reason"], string> = {
  empty: "uploads.noFile",
  tooBig: "uploads.tooBig",
  notAnImage: "uploads.typeNotAllowed",
  typeNotAllowed: "uploads.typeNotAllowed",
  tooManyPixels: "uploads.tooManyPixels",
  storageFull: "errors.storageFull.body",
};

/**
 * POST /api/uploads/image (multipart field `image`): an image for an event
 * description, from a signed-in admin or event manager (session cookie or
 * bearer token; cross-site posts are refused in Express, and so are bodies
 * over the size limit, before they are read). Answers `{data:{filePath}}` or `{error}`.
 */
export function action(args: Route.ActionArgs) {
  return apiHandler(args, async () => {
    const caller = apiCaller(args, { allowCookie: true });
    if (!caller) return unauthenticated();
    const t = translator(args.context);
    let form: FormData;
    try {
      form = await args.request.formData();
    } catch {
      return apiJson({ error: message(t, "uploads.noFile") }, 422);
    }
    const file = form.get("image");
    if (!(file instanceof File) || file.size === 0) return apiJson({ error: message(t, "uploads.noFile") }, 422);
    if (file.size > MAX_UPLOAD_BYTES) return apiJson({ error: message(t, "uploads.tooBig", file) }, 413);
    try {
      const stored = await storeImage(Buffer.from(await file.arrayBuffer()), { maxSide: DESCRIPTION_IMAGE_MAX_SIDE, uploadedBy: caller.user.id });
      recordAudit({ userId: caller.user.id, action: "create", entity: "upload", entityId: null, summary: `${stored.path} (${stored.width}×${stored.height})` });
      return apiJson({ data: { filePath: stored.path } });
    } catch (error) {
      if (error instanceof ImageRejected) return apiJson({ error: message(t, refusalKey[error.reason], file) }, rejectionStatus[error.reason]);
      log.error("description image upload failed", { userId: caller.user.id, error });
      return apiJson({ error: message(t, "uploads.failed", file) }, 500);
    }
  });
}

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args, "POST");
}
