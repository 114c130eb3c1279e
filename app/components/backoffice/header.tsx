import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { languages } from "~/i18n/languages";
import type { SessionUser } from "~/models/user.server";
import { Icon } from "./icons";

/** Top bar of the back office: sidebar toggle, language menu, profile menu. Menus are <details>, so they work without JS. */
export function Header({ user, onOpenSidebar }: { user: SessionUser; onOpenSidebar?: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className="app-header z-40 flex h-16 items-center gap-2 bg-white px-4 shadow-sm dark:bg-night">
      <a
        href="#sidebar"
        onClick={(event) => {
          if (!onOpenSidebar) return;
          event.preventDefault();
          onOpenSidebar();
        }}
        className="btn btn-ghost px-3 lg:hidden"
        aria-label={t("header.toggleSidebar")}
      >
        <Icon name="menu" />
      </a>
      <div className="flex-1" />
      <details className="relative">
        <summary className="btn btn-ghost list-none px-3 [&::-webkit-details-marker]:hidden" aria-label={t("common.language")}>
          <span className="text-xs font-bold uppercase">{i18n.language}</span>
        </summary>
        <ul className="absolute end-0 mt-2 max-h-96 w-56 overflow-y-auto rounded-md bg-white p-2 shadow-lg dark:bg-night-soft">
          {languages.map((language) => (
            <li key={language.code}>
              <a
                href={`${pathname}?lng=${language.code}`}
                lang={language.code}
                className="flex min-h-11 items-center rounded px-3 hover:bg-primary-light dark:hover:bg-night"
                aria-current={language.code === i18n.language ? "true" : undefined}
              >
                {language.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <details className="relative">
        <summary className="btn btn-ghost list-none gap-2 px-2 [&::-webkit-details-marker]:hidden" aria-label={t("header.profileMenu")}>
          <span className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-white" aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="hidden font-semibold sm:inline">{user.name}</span>
        </summary>
        <div className="absolute end-0 mt-2 w-64 rounded-md bg-white p-2 shadow-lg dark:bg-night-soft">
          <div className="border-b border-black/5 px-3 py-3 dark:border-white/10">
            <p className="font-bold">
              {user.name}{" "}
              <span className="badge ms-1 bg-success/15 text-success">{t(`roles.${user.role}`)}</span>
            </p>
            <p className="truncate text-muted">{user.email || t("header.noEmail")}</p>
          </div>
          <Link to="/auth/boxed-lockscreen" className="flex min-h-11 items-center gap-2 rounded px-3 hover:bg-primary-light dark:hover:bg-night">
            <Icon name="lock" className="size-4" />
            {t("header.lockScreen")}
          </Link>
          <Form method="post" action="/auth/logout">
            <button type="submit" className="flex min-h-11 w-full items-center gap-2 rounded px-3 text-danger hover:bg-danger/10">
              <Icon name="logout" className="size-4" />
              {t("common.signOut")}
            </button>
          </Form>
        </div>
      </details>
    </header>
  );
}
