import { useTranslation } from "react-i18next";
import { Link, NavLink as RouterLink, useLocation } from "react-router";
import type { UserRole } from "#drizzle/schema";
import { Icon } from "./icons";
import { groupIsActive, isGroup, linkIsActive, sectionsFor, type NavGroup, type NavLink } from "./navigation";

/** The back-office sidebar: 260 px; below 1024 px an overlay opened from the header. */
export function Sidebar({ role, onNavigate }: { role: UserRole; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <aside
      id="sidebar"
      className="sidebar fixed inset-y-0 start-0 z-50 flex w-[260px] flex-col bg-white shadow-[5px_0_25px_0_rgba(94,92,154,0.1)] transition-transform duration-300 dark:bg-night"
    >
      <div className="flex h-16 items-center gap-3 px-5">
        <Link to="/" className="flex items-center gap-2.5" onClick={onNavigate}>
          <img src="/images/laga-logo.svg" alt="" width={32} height={32} />
          <span className="text-2xl font-bold text-ink dark:text-white">Laga</span>
        </Link>
      </div>
      <nav aria-label={t("nav.mainNavigation")} className="flex-1 overflow-y-auto px-3 pb-6">
        {sectionsFor(role).map((section, index) => (
          <div key={section.heading ?? index} className="mt-2">
            {section.heading ? (
              <h2 className="-mx-3 mb-1 bg-[#fafafa] px-6 py-3 text-xs font-extrabold uppercase text-muted dark:bg-night-soft/40">
                {t(section.heading)}
              </h2>
            ) : null}
            <ul className="space-y-0.5">
              {section.entries.map((entry) => (
                <li key={entry.label}>
                  <Entry entry={entry} pathname={pathname} depth={0} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

function Entry({ entry, pathname, depth, onNavigate }: { entry: NavLink | NavGroup; pathname: string; depth: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (!isGroup(entry)) {
    const active = linkIsActive(entry, pathname);
    return (
      <RouterLink
        to={entry.to}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={`flex min-h-11 items-center gap-3 rounded-md px-3 py-2 font-semibold transition ${
          active ? "bg-primary-light text-primary dark:bg-night-soft dark:text-white" : "text-[#3b3f5c] hover:bg-black/5 dark:text-[#888ea8] dark:hover:bg-white/5"
        } ${depth > 0 ? "ps-9 text-[13px] font-medium" : ""}`}
      >
        {entry.icon ? <Icon name={entry.icon} /> : null}
        <span>{t(entry.label)}</span>
      </RouterLink>
    );
  }
  const active = groupIsActive(entry, pathname);
  return (
    <details open={active} className="group/nav">
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-md px-3 py-2 font-semibold transition [&::-webkit-details-marker]:hidden ${
          active ? "text-primary" : "text-[#3b3f5c] dark:text-[#888ea8]"
        } hover:bg-black/5 dark:hover:bg-white/5 ${depth > 0 ? "ps-9 text-[13px] font-medium" : ""}`}
      >
        <Icon name={entry.icon} />
        <span className="flex-1">{t(entry.label)}</span>
        <Icon name="chevron" className="size-4 transition-transform group-open/nav:rotate-90 rtl:-scale-x-100" />
      </summary>
      <ul className="mt-0.5 space-y-0.5">
        {entry.children.map((child) => (
          <li key={child.label}>
            <Entry entry={child} pathname={pathname} depth={depth + 1} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </details>
  );
}
