import { useTranslation } from "~/i18n/translation";
import { imageSlots } from "~/utils/responsive-image";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import type { EventLinks, EventSection } from "./links";
import { PageLink } from "./page-link";
import { UploadImage } from "./upload-image";

const sections: { section: EventSection; label: string }[] = [
  { section: "overview", label: "landing.overview" },
  { section: "groups", label: "landing.groups" },
  { section: "schedule", label: "landing.schedule" },
  { section: "results", label: "landing.results" },
];

type Props = {
  event: { name: string; logo: string | null };
  links: EventLinks;
  active: EventSection | null;
};

/**
 * The event's header: its logo back to the event's start page (a plain link,
 * so it reloads even when already there), the four sections inline on wide
 * screens and behind a burger on phones, and the language menu. The burger is a <details>, so it
 * opens and closes without JavaScript; a link in it loads the next page, where
 * it starts closed; the spectator script also closes it on Escape.
 */
export function EventHeader({ event, links, active }: Props) {
  const { t } = useTranslation();

  const navLinks = (className: string) =>
    sections.map(({ section, label }) => (
      <PageLink key={section} to={links.section(section)} aria-current={active === section ? "page" : undefined} className={className}>
        {t(label)}
      </PageLink>
    ));

  return (
    <header className="live-header sticky top-0 z-30 text-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
        <a href={links.landing} className="flex min-h-11 shrink-0 items-center rounded-md">
          <UploadImage src={event.logo || "/images/event-logo-fallback.svg"} slot={imageSlots.headerLogo} alt={t("live.header.home", { name: event.name })} className="h-11 w-auto object-contain" />
        </a>
        <nav aria-label={t("landing.sections")} className="ms-auto hidden md:block">
          <div className="flex items-center gap-1">{navLinks("live-nav-link")}</div>
        </nav>
        <LanguageSwitcher className="ms-auto md:ms-0" />
        <details className="live-menu md:hidden">
          <summary className="flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-white/10">
            <MenuIcon className="live-menu-open size-6" />
            <CloseIcon className="live-menu-close size-6" />
            <span className="sr-only">{t("common.menu")}</span>
          </summary>
          <nav aria-label={t("landing.sections")} className="live-menu-panel absolute inset-x-0 top-16 border-t border-white/10 px-4 pb-4 pt-2 shadow-xl">
            <div className="mx-auto flex max-w-5xl flex-col">{navLinks("live-menu-link")}</div>
          </nav>
        </details>
      </div>
    </header>
  );
}
