import { Link, useLocation } from "react-router";
import type { UserRole } from "#drizzle/schema";
import { useTranslation } from "~/i18n/translation";
import { useDismissableDetails } from "./hooks";
import { Icon, type IconName } from "./icons";
import { entryIsActive, isGroup, linkIsActive, sectionsFor, type NavEntry, type NavLink } from "./navigation";

/**
 * The horizontal menu: a bar under the header on wide screens, the same entries
 * as the sidebar, groups and headed sections as dropdowns (`<details>`).
 */
export function HorizontalMenu({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = sectionsFor(role).flatMap((section) => (section.heading ? [{ label: section.heading, icon: section.icon ?? "menu", children: section.entries }] : section.entries));
  return (
    <nav aria-label={t("nav.mainNavigation")} className="horizontal-menu">
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.label}>
            {isGroup(item) ? (
              <MenuDropdown label={item.label} icon={item.icon} entries={item.children} active={entryIsActive(item, pathname)} pathname={pathname} />
            ) : (
              <MenuLink link={item} active={linkIsActive(item, pathname)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuLink({ link, active }: { link: NavLink; active: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={link.to} aria-current={active ? "page" : undefined} className="hmenu-link">
      {link.icon ? <Icon name={link.icon} className="size-[18px]" /> : null}
      <span>{t(link.label)}</span>
    </Link>
  );
}

function MenuDropdown({ label, icon, entries, active, pathname }: { label: string; icon: IconName; entries: NavEntry[]; active: boolean; pathname: string }) {
  const { t } = useTranslation();
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="relative">
      <summary className="hmenu-link" data-active={active || undefined}>
        <Icon name={icon} className="size-[18px]" />
        <span>{t(label)}</span>
        <Icon name="chevronDown" className="size-4" />
      </summary>
      <ul className="dropdown-panel absolute start-0 z-50 mt-1 w-60 p-2">
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <p className="px-3 pt-2 pb-1 text-xs font-bold uppercase text-muted dark:text-[#aeb4cc]">{t(entry.label)}</p>
              <ul className="border-s border-black/10 ps-2 dark:border-white/10">
                {entry.children.map((child) =>
                  isGroup(child) ? null : (
                    <li key={child.label}>
                      <DropdownLink link={child} pathname={pathname} />
                    </li>
                  ),
                )}
              </ul>
            </li>
          ) : (
            <li key={entry.label}>
              <DropdownLink link={entry} pathname={pathname} />
            </li>
          ),
        )}
      </ul>
    </details>
  );
}

function DropdownLink({ link, pathname }: { link: NavLink; pathname: string }) {
  const { t } = useTranslation();
  return (
    <Link to={link.to} aria-current={linkIsActive(link, pathname) ? "page" : undefined} className="dropdown-item">
      {t(link.label)}
    </Link>
  );
}
