import { useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { loader as rootLoader } from "~/root";
import type { Toast as ToastMessage } from "~/utils/toast.server";

const HIDE_AFTER_MS = 5_000;

/**
 * Toasts already dismissed or timed out. The root loader keeps returning the same
 * object until it runs again, so a toast is remembered by identity and shows once.
 */
const shown = new WeakSet<ToastMessage>();

const tone: Record<ToastMessage["type"], { box: string; icon: string; path: string }> = {
  success: { box: "border-success", icon: "text-success", path: "M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z" },
  info: { box: "border-info", icon: "text-info", path: "M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm1 15h-2v-6h2zm0-8h-2V7h2z" },
  warning: { box: "border-warning", icon: "text-warning", path: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" },
  error: { box: "border-danger", icon: "text-danger", path: "M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm1 15h-2v-2h2zm0-4h-2V7h2z" },
};

/**
 * The flash message of the last write (root loader → `toast`). With JavaScript it
 * hides after 5 s, unless the pointer or focus rests on it; without, it stays until
 * the next page, and its dismiss button simply reloads this page.
 */
export function Toast() {
  const { t } = useTranslation();
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast ?? null;
  const { pathname, search } = useLocation();
  const [hidden, setHidden] = useState(() => (toast ? shown.has(toast) : true));
  const [paused, setPaused] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHidden(toast ? shown.has(toast) : true);
    setPaused(false);
  }, [toast]);

  useEffect(() => {
    if (!toast || hidden || paused) return;
    const timer = setTimeout(() => {
      shown.add(toast);
      setHidden(true);
    }, HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toast, hidden, paused]);

  function dismiss() {
    if (toast) shown.add(toast);
    setHidden(true);
  }

  if (!toast || hidden) return null;
  const style = tone[toast.type];
  return (
    <div
      ref={box}
      role="status"
      className={`toast fixed end-4 top-4 z-[70] flex w-[min(24rem,calc(100%-2rem))] items-start gap-3 rounded-md border-s-4 bg-white p-4 shadow-lg dark:bg-night-soft ${style.box}`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <svg viewBox="0 0 24 24" className={`mt-0.5 size-5 shrink-0 fill-current ${style.icon}`} aria-hidden="true" focusable="false">
        <path d={style.path} />
      </svg>
      <p className="flex-1 font-semibold text-ink dark:text-white">
        <bdi>{toast.message}</bdi>
      </p>
      <form
        method="get"
        action={pathname}
        onSubmit={(event) => {
          event.preventDefault();
          dismiss();
        }}
      >
        {[...new URLSearchParams(search)].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="-m-2 grid size-9 place-items-center rounded text-muted hover:bg-black/5 dark:text-[#aeb4cc] dark:hover:bg-white/10" aria-label={t("toast.dismiss")}>
          <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true" focusable="false">
            <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
          </svg>
        </button>
      </form>
    </div>
  );
}
