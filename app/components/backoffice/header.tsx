import { Form, Link, useLocation } from "react-router";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translation";
import type { SessionUser } from "~/models/accounts/user.server";
import { HorizontalMenu } from "./horizontal-menu";
import { useCurrentPath, useDismissableDetails } from "./hooks";
import { Icon, type IconName } from "./icons";
import { PreferenceForm, usePreferences } from "./preference-form";
import type { Preferences } from "./preferences";

type Props = {
  user: SessionUser;
  home: string;
  customizerOpen: boolean;
  onOpenSidebar: () => void;
  onToggleCustomizer: () => void;
};

/**
 * Top bar of the back office: menu buttons, theme switch, customizer, language
 * and profile menus, and in the horizontal layout the menu bar below it. The
 * menus are `<details>`, so they open without JavaScript.
 */
export function Header({ user, home, customizerOpen, onOpenSidebar, onToggleCustomizer }: Props) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const collapsed = preferences.sidebar === "collapsed";
  return (
    <header className="app-header">
      <div className="header-bar">
        <a
          href="#sidebar"
          className="icon-button lg:hidden"
          aria-label={t("header.toggleSidebar")}
          onClick={(event) => {
            event.preventDefault();
            onOpenSidebar();
          }}
        >
          <Icon name="menu" />
        </a>
        <PreferenceForm className="header-sidebar-toggle">
          <button
            type="submit"
            name="sidebar"
            value={collapsed ? "expanded" : "collapsed"}
            className="icon-button"
            aria-label={t(collapsed ? "shell.expandSidebar" : "shell.collapseSidebar")}
            title={t(collapsed ? "shell.expandSidebar" : "shell.collapseSidebar")}
          >
            <Icon name="menu" />
          </button>
        </PreferenceForm>
        <Link to={home} className="header-logo flex min-h-11 min-w-11 items-center gap-2" aria-label="Laga">
          <img src="/images/laga-logo.svg" alt="" width={28} height={28} />
          <span className="hidden text-xl font-bold sm:inline">Laga</span>
        </Link>
        <div className="flex-1" />
        <ThemeSwitch theme={preferences.theme} />
        <a
          href="#customizer"
          className="icon-button"
          aria-label={t("customizer.open")}
          title={t("customizer.open")}
          aria-controls="customizer"
          aria-expanded={customizerOpen}
          onClick={(event) => {
            event.preventDefault();
            onToggleCustomizer();
          }}
        >
          <Icon name="settings" className="size-5 motion-safe:animate-[spin_6s_linear_infinite]" />
        </a>
        <LanguageMenu />
        <ProfileMenu user={user} />
      </div>
      {preferences.menu === "horizontal" ? <HorizontalMenu role={user.role} /> : null}
    </header>
  );
}

const nextTheme: Record<Preferences["theme"], Preferences["theme"]> = { light: "dark", dark: "system", system: "light" };
const themeIcon: Record<Preferences["theme"], IconName> = { light: "sun", dark: "moon", system: "monitor" };

/** One button cycling light → dark → system, like the template's. */
function ThemeSwitch({ theme }: { theme: Preferences["theme"] }) {
  const { t } = useTranslation();
  const next = nextTheme[theme];
  const label = t("header.themeSwitch", { current: t(`customizer.theme.${theme}`), next: t(`customizer.theme.${next}`) });
  return (
    <PreferenceForm>
      <button type="submit" name="theme" value={next} className="icon-button" aria-label={label} title={label}>
        <Icon name={themeIcon[theme]} />
      </button>
    </PreferenceForm>
  );
}

/** Every language as a link that keeps the current page (`?lng=` is remembered in a cookie). */
function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const ref = useDismissableDetails();
  const linkTo = (code: string) => {
    const params = new URLSearchParams(search);
    params.set("lng", code);
    return { pathname, search: `?${params}` };
  };
  return (
    <details ref={ref} className="relative">
      <summary className="icon-button gap-1.5 px-2" aria-label={t("header.languageMenu")}>
        <Icon name="globe" />
        <span className="text-xs font-bold uppercase" aria-hidden="true">
          {i18n.language}
        </span>
      </summary>
      <ul className="dropdown-panel absolute end-0 z-50 mt-2 max-h-[70vh] w-56 overflow-y-auto p-2">
        {languages.map((language) => (
          <li key={language.code}>
            <Link to={linkTo(language.code)} lang={language.code} className="dropdown-item" aria-current={language.code === i18n.language ? "true" : undefined}>
              <span className="w-7 text-xs font-bold uppercase text-muted dark:text-[#aeb4cc]" aria-hidden="true">
                {language.code}
              </span>
              {language.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const back = useCurrentPath();
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="relative">
      <summary className="icon-button gap-2 px-1.5" aria-label={t("header.profileMenu")}>
        <span className="grid size-9 place-items-center rounded-full bg-primary text-sm font-bold text-white" aria-hidden="true">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
      </summary>
      <div className="dropdown-panel absolute end-0 z-50 mt-2 w-72 p-2">
        <div className="flex items-center gap-3 border-b border-black/5 px-3 pt-2 pb-4 dark:border-white/10">
          <span className="grid size-11 shrink-0 place-items-center rounded-md bg-primary-light text-lg font-bold text-primary dark:bg-night-soft dark:text-white" aria-hidden="true">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-1.5 font-bold">
              <span className="truncate">{user.name}</span>
              <span className="badge badge-success">{t(`roles.${user.role}`, { defaultValue: t("roles.guest") })}</span>
            </p>
            <p className="truncate text-muted dark:text-[#aeb4cc]">{user.email || t("header.noEmail")}</p>
          </div>
        </div>
        <ul className="pt-2">
          <li>
            <Link to="/account" className="dropdown-item">
              <Icon name="account" className="size-4" />
              {t("header.account")}
            </Link>
          </li>
          <li>
            <Form method="post" action="/auth/boxed-lockscreen">
              <input type="hidden" name="intent" value="lock" />
              <input type="hidden" name="redirectTo" value={back} />
              <button type="submit" className="dropdown-item w-full">
                <Icon name="lock" className="size-4" />
                {t("header.lockScreen")}
              </button>
            </Form>
          </li>
          <li className="mt-1 border-t border-black/5 pt-1 dark:border-white/10">
            <Form method="post" action="/auth/logout">
              <button type="submit" className="dropdown-item w-full text-[#c2313a] dark:text-[#ff6b74]">
                <Icon name="logout" className="size-4" />
                {t("common.signOut")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
