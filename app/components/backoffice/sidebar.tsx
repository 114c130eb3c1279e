import { Link, useLocation } from "react-router";
import type { UserRole } from "#drizzle/schema";
import { useTranslation } from "~/i18n/translation";
import { Icon } from "./icons";
import { groupIsActive, isGroup, linkIsActive, sectionsFor, type NavEntry } from "./navigation";
import { PreferenceForm } from "./preference-form";

type Props = {
  role: UserRole;
  home: string;
  /** Closes the overlay below 1024 px (JavaScript); without it the links and `#` do. */
  onClose: () => void;
};

/**
 * The back-office sidebar: 260 px beside the page, an icon rail in the
 * collapsible-vertical menu, and below 1024 px an overlay opened from the header
 * (`#sidebar` as the target without JavaScript).
 */
export function Sidebar({ role, home, onClose }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div id="sidebar" className="sidebar" tabIndex={-1}>
      <div className="sidebar-brand">
        <Link to={home} className="flex min-h-11 min-w-0 items-center gap-2.5" onClick={onClose} aria-label="Laga">
          <img src="/images/laga-logo.svg" alt="" width={32} height={32} className="shrink-0" />
          <span className="nav-label text-2xl font-bold">Laga</span>
        </Link>
        <PreferenceForm className="sidebar-collapse ms-auto">
          <button type="submit" name="sidebar" value="collapsed" className="icon-button" aria-label={t("shell.collapseSidebar")} title={t("shell.collapseSidebar")}>
            <Icon name="collapse" className="size-5 rtl:-scale-x-100" />
          </button>
        </PreferenceForm>
        <a
          href="#content"
          className="icon-button ms-auto lg:hidden"
          aria-label={t("shell.closeSidebar")}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          <Icon name="close" />
        </a>
      </div>
      <nav aria-label={t("nav.mainNavigation")} className="sidebar-nav">
        {sectionsFor(role).map((section, index) => (
          <div key={section.heading ?? index}>
            {section.heading ? (
              <h2 className="nav-heading">
                <span className="nav-label">{t(section.heading)}</span>
                <span className="nav-heading-dash" aria-hidden="true">
                  —
                </span>
              </h2>
            ) : null}
            <ul className="space-y-0.5">
              {section.entries.map((entry) => (
                <li key={entry.label}>
                  <Entry entry={entry} pathname={pathname} depth={0} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

function Entry({ entry, pathname, depth, onNavigate }: { entry: NavEntry; pathname: string; depth: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  if (!isGroup(entry)) {
    const active = linkIsActive(entry, pathname);
    return (
      <Link to={entry.to} onClick={onNavigate} aria-current={active ? "page" : undefined} className={depth > 0 ? "nav-link nav-sublink" : "nav-link"} title={depth === 0 ? t(entry.label) : undefined}>
        {entry.icon ? <Icon name={entry.icon} /> : <span className="nav-bullet" aria-hidden="true" />}
        <span className="nav-label">{t(entry.label)}</span>
      </Link>
    );
  }
  const active = groupIsActive(entry, pathname);
  return (
    <details open={active} className="nav-group">
      <summary className={depth > 0 ? "nav-link nav-sublink" : "nav-link"} data-active={active || undefined}>
        {depth === 0 ? <Icon name={entry.icon} /> : <span className="nav-bullet" aria-hidden="true" />}
        <span className="nav-label flex-1">{t(entry.label)}</span>
        <Icon name="chevron" className="nav-chevron size-4 rtl:-scale-x-100" />
      </summary>
      <ul className="nav-submenu">
        {entry.children.map((child) => (
          <li key={child.label}>
            <Entry entry={child} pathname={pathname} depth={depth + 1} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </details>
  );
}
