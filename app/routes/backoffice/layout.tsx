import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { requireSignedIn, requireUser } from "~/auth/guards.server";
import { Header } from "~/components/backoffice/header";
import { Sidebar } from "~/components/backoffice/sidebar";
import type { Route } from "./+types/layout";

/** Every back-office page needs a signed-in user; role-specific groups add their own guard below. */
export const middleware: Route.MiddlewareFunction[] = [requireSignedIn];

export function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireUser(request, context), year: new Date().getFullYear() };
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, year } = loaderData;
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  return (
    <div className={`app-shell min-h-screen ${sidebarOpen ? "sidebar-open" : ""}`}>
      <Sidebar role={user.role} onNavigate={() => setSidebarOpen(false)} />
      <a
        href="#"
        className="sidebar-overlay fixed inset-0 z-40 bg-black/60 lg:hidden"
        aria-label={t("common.close")}
        onClick={(event) => {
          event.preventDefault();
          setSidebarOpen(false);
        }}
      />
      <div className="app-main flex min-h-screen flex-col lg:ms-[260px]">
        <Header user={user} onOpenSidebar={() => setSidebarOpen(true)} />
        <main id="content" className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
        <footer className="px-6 py-4 text-center text-sm text-muted sm:text-start">{t("footer.copyright", { year })}</footer>
      </div>
    </div>
  );
}
