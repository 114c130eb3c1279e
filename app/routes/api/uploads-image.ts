import { translator } from "~/i18n/i18next.server";
import { recordAudit } from "~/models/audit.server";
import { DESCRIPTION_IMAGE_MAX_SIDE, receiveImage, type ImageRejection } from "~/models/upload.server";
import { apiCaller, apiHandler, apiJson, methodNotAllowed, unauthenticated } from "./request.server";
import type { Uploads } from "~/utils/body-limits";
import { chosenFile, messageText, readUploadForm } from "~/utils/upload-form.server";
import type { Route } from "./+types/uploads-image";

/** One image (app/utils/body-limits.ts). */
export const uploads: Uploads = { file: "image" };

const rejectionStatus: Record<ImageRejection | "failed", number> = { empty: 422, tooBig: 413, notAnImage: 422, typeNotAllowed: 422, tooManyPixels: 422, storageFull: 507, busy: 503, failed: 500 };

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
    const read = await readUploadForm(args.request, uploads);
    // A body past the limit sent without a length, or a server parsing too many forms, is said as such.
    if (!read.ok && read.status !== 400) return apiJson({ error: messageText(t, read.error) }, read.status);
    const file = read.ok ? chosenFile(read.form, "image") : null;
    if (!file) return apiJson({ error: messageText(t, "uploads.noFile") }, 422);
    const received = await receiveImage(file, { maxSide: DESCRIPTION_IMAGE_MAX_SIDE, uploadedBy: caller.user.id });
    if (!received.ok) return apiJson({ error: messageText(t, received.error) }, rejectionStatus[received.reason]);
    const stored = received.image;
    recordAudit({ userId: caller.user.id, action: "create", entity: "upload", entityId: null, summary: `${stored.path} (${stored.width}×${stored.height})` });
    return apiJson({ data: { filePath: stored.path } });
  });
}

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args, "POST");
}
