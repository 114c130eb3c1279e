import { useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { rememberEventWrittenTo } from "~/auth/event-access.server";
import { requireSignedIn, requireUser } from "~/auth/guards.server";
import { homeFor } from "~/auth/session.server";
import { Customizer } from "~/components/backoffice/customizer";
import { Header } from "~/components/backoffice/header";
import { useBriefFlag, useRootData } from "~/components/backoffice/hooks";
import { usePreferences } from "~/components/backoffice/preference-form";
import { ScrollToTop } from "~/components/backoffice/scroll-to-top";
import { Sidebar } from "~/components/backoffice/sidebar";
import { Toast } from "~/components/toast";
import { directionOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translation";
import type { Route } from "./+types/layout";
import { now } from "~/clock.server";

/** Every back-office page needs a signed-in user; role-specific groups add their own guard below. A write to an event makes it the one the lists open on. */
export const middleware: Route.MiddlewareFunction[] = [requireSignedIn, rememberEventWrittenTo];

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return { user, home: homeFor(user), year: now().getFullYear() };
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, home, year } = loaderData;
  const { pathname } = useLocation();
  const preferences = usePreferences();
  const direction = directionOf(useRootData()?.locale ?? "id") === "rtl" ? "rtl" : preferences.direction;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const customizer = useRef<HTMLDivElement>(null);
  // The page is covered for a moment while the theme or direction changes, so it does not repaint in view.
  const loading = useBriefFlag(`${preferences.theme}|${direction}`, 500);

  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const closeCustomizer = useCallback(() => {
    setCustomizerOpen(false);
    document.querySelector<HTMLElement>('[aria-controls="customizer"]')?.focus();
  }, []);

  useEffect(() => setSidebarOpen(false), [pathname, preferences.menu]);
  useEffect(() => {
    if (window.location.hash === "#customizer") setCustomizerOpen(true);
  }, []);
  useEffect(() => {
    if (customizerOpen) customizer.current?.focus();
  }, [customizerOpen]);
  useEffect(() => {
    if (sidebarOpen) document.getElementById("sidebar")?.focus();
  }, [sidebarOpen]);
  useEffect(() => {
    if (!sidebarOpen && !customizerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (customizerOpen) return closeCustomizer();
      setSidebarOpen(false);
      document.querySelector<HTMLElement>('a[href="#sidebar"]')?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [sidebarOpen, customizerOpen, closeCustomizer]);

  return (
    <div className={`app-shell ${sidebarOpen ? "sidebar-open" : ""}`} data-sidebar={preferences.sidebar}>
      <a href="#content" className="skip-link">
        {t("shell.skipToContent")}
      </a>
      <Sidebar role={user.role} home={home} onClose={closeSidebar} />
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- a backdrop for the pointer only: hidden and unfocusable, the sidebar's close link names the way out */}
      <a
        href="#content"
        className="sidebar-overlay"
        tabIndex={-1}
        aria-hidden="true"
        onClick={(event) => {
          event.preventDefault();
          closeSidebar();
        }}
      />
      <div className="app-main">
        <Header
          user={user}
          home={home}
          customizerOpen={customizerOpen}
          onOpenSidebar={() => setSidebarOpen(true)}
          onToggleCustomizer={() => (customizerOpen ? closeCustomizer() : setCustomizerOpen(true))}
        />
        <main id="content" tabIndex={-1} className="app-content">
          <div key={pathname} className="route-animation">
            <Outlet />
          </div>
        </main>
        <footer className="app-footer">
          <bdi>{t("footer.copyright", { year })}</bdi>
        </footer>
      </div>
      <Customizer ref={customizer} open={customizerOpen} onClose={closeCustomizer} />
      <ScrollToTop />
      <Toast />
      {loading ? (
        <div className="main-loader" aria-hidden="true">
          <span className="spinner" />
        </div>
      ) : null}
    </div>
  );
}
