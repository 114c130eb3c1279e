import { data, redirect, type RouterContextProvider } from "react-router";
import { getSession } from "~/auth/session.server";
import { translator } from "~/i18n/i18next.server";
import { listSearch } from "~/utils/list-params";
import { confirmImport, dropPreview, findPreview, previewUpload, type SheetImport } from "~/utils/spreadsheet-import.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The list as it was, with the import panel open (`import=1`), showing a preview, or closed. */
function listUrl(request: Request, changes: Record<string, string | null>) {
  const url = new URL(request.url);
  for (const key of ["confirm", "intent"]) url.searchParams.delete(key);
  return `${url.pathname}${listSearch(url.searchParams, changes)}`;
}

/**
 * The import steps of a list's action (see app/components/import-preview.tsx):
 * upload → a preview the page shows (`?import=1&preview=<id>`), then confirm
 * (all rows or none) or cancel. Null when the form asks for something else.
 */
export async function handleImportIntent<T>(request: Request, context: Readonly<RouterContextProvider>, form: FormData, sheetImport: SheetImport<T>, actorId: number, doneKey: string) {
  const intent = form.get("intent");
  const sessionId = getSession(context)?.id ?? "";
  const previewId = typeof form.get("previewId") === "string" ? (form.get("previewId") as string) : null;
  const t = translator(context);
  switch (intent) {
    case "importUpload": {
      const preview = await previewUpload(form, { userId: actorId, sessionId }, sheetImport);
      if (!preview.ok) return data({ uploadError: preview.error }, { status: preview.status });
      return redirect(listUrl(request, { import: "1", preview: preview.id }));
    }
    case "importConfirm": {
      const result = await confirmImport(previewId, sessionId, sheetImport, actorId);
      if (!result.ok) return redirectWithToast(listUrl(request, { import: "1", preview: null }), { type: "error", message: t(result.error) });
      return redirectWithToast(listUrl(request, { import: null, preview: null }), { type: "success", message: t(doneKey, { count: result.summary.added }) });
    }
    case "importCancel": {
      const preview = findPreview(previewId, sessionId, sheetImport.entity);
      if (preview) dropPreview(preview.id);
      return redirect(listUrl(request, { import: "1", preview: null }));
    }
    default:
      return null;
  }
}
