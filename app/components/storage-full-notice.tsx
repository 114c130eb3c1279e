import { useSyncExternalStore } from "react";
import { isRouteErrorResponse, type DataStrategyResult, type MiddlewareFunction } from "react-router";
import { useTranslation } from "~/i18n/translation";

/** When the server last refused a save for want of space, in this tab (0: not since the page loaded). */
let refusedAt = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * With JavaScript, a save the server refuses for want of space (507, see
 * app/utils/storage.server.ts) is not shown as an error page in place of the
 * form: the route gets no answer, so the form stays as it was typed, and the
 * notice below says why nothing was saved. Without JavaScript the error page
 * says it.
 */
export const keepFormWhenStorageFull: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request }, next) => {
  const results = await next();
  if (request.method === "GET") return results;
  for (const [route, result] of Object.entries(results)) {
    if (result.type === "error" && isRouteErrorResponse(result.result) && result.result.status === 507) {
      results[route] = { type: "data", result: undefined };
      refusedAt = Date.now();
      for (const listener of listeners) listener();
    }
  }
  return results;
};

/** The message of the last save refused for want of space, until dismissed. */
export function StorageFullNotice() {
  const { t } = useTranslation();
  const at = useSyncExternalStore(
    subscribe,
    () => refusedAt,
    () => 0,
  );
  if (at === 0) return null;
  return (
    <div role="alert" className="fixed inset-x-4 bottom-4 z-[70] mx-auto flex max-w-xl items-start gap-3 rounded-md border-s-4 border-danger bg-white p-4 shadow-lg dark:bg-night-soft">
      <div className="flex-1">
        <p className="font-semibold text-ink dark:text-white">{t("errors.storageFull.title")}</p>
        <p className="text-sm text-ink dark:text-white">{t("errors.storageFull.body")}</p>
        <p className="text-sm text-muted dark:text-[#aeb4cc]">{t("errors.storageFull.kept")}</p>
      </div>
      <button
        type="button"
        className="-m-2 grid size-9 place-items-center rounded text-muted hover:bg-black/5 dark:text-[#aeb4cc] dark:hover:bg-white/10"
        aria-label={t("toast.dismiss")}
        onClick={() => {
          refusedAt = 0;
          for (const listener of listeners) listener();
        }}
      >
        <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true" focusable="false">
          <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
        </svg>
      </button>
    </div>
  );
}
