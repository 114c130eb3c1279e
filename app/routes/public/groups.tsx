import { useEventShell } from "~/components/public/event-shell";
import { FinishingPlaces } from "~/components/public/finishing-places";
import { KnockoutBracket } from "~/components/public/knockout-bracket";
import { categoryLabel } from "~/components/public/labels";
import { shareMeta } from "~/components/public/meta";
import { PageHero } from "~/components/public/page-hero";
import { PageLink } from "~/components/public/page-link";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { RoundList, RoundStandings } from "~/components/public/round-standings";
import { StandingsTable } from "~/components/public/standings-table";
import { isPairFormat, isRoundFormat } from "~/domain/formats/settings";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { categoriesAt, chipOf } from "~/models/public/public-categories.server";
import { publicRounds } from "~/models/public/public-rounds.server";
import { countEventGroups, findPublishedStandings } from "~/models/public/public-standings.server";
import { eventDateFormat } from "~/utils/event-dates";
import { requirePublicEvent } from "./public-event.server";
import { sharePreview } from "./share-preview.server";
import type { SectionHandle } from "./event-layout";
import type { Route } from "./+types/groups";
import { eventDrawNumbers } from "~/models/public/bracket-matches.server";

export const handle: SectionHandle = { section: "groups" };

/** What the page reads from its address (server/route-kinds.ts): a stored page ignores every other parameter. */
export const queryParameters = ["category"];

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

/**
 * An event with more groups than this shows one category at a time (the first
 * unless one is asked for), so a phone does not render dozens of tables at
 * once; a smaller event shows every category on one page.
 */
const ONE_CATEGORY_FROM = 16;

/** What the category's preview card draws: a pair format's leaderboard, Swiss standings, or its groups' tables. */
const tableOf = (format: string | undefined) => (format === "swiss" ? "standings" : format !== undefined && isPairFormat(format) ? "leaderboard" : "groups");

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const language = getLocale(context);
  const name = event.name.trim() || t("live.defaultEventName");
  const eventCategories = categoriesAt(event);
  const choices = eventCategories.map(chipOf);
  const asked = new URL(request.url).searchParams.get("category");
  const askedCategory = choices.find((category) => String(category.id) === asked);
  const chosen = asked === "all" ? null : (askedCategory ?? (countEventGroups(event.id) > ONE_CATEGORY_FROM ? (choices[0] ?? null) : null));
  // A page of one category reads that category's groups and matches alone.
  // The preview image shows the category the page shows, else the first.
  const pictured = chosen ?? choices[0];
  const categories = findPublishedStandings(event, eventDateFormat(language, event.timezone), chosen?.id ?? null, eventCategories);
  // A category played in rounds (Americano, Mexicano, Swiss) shows its leaderboard or standings and its rounds in place of groups.
  const roundFormats = eventCategories.filter((category) => isRoundFormat(category.format) && (chosen === null || category.id === chosen.id));
  const rounds = Object.fromEntries(roundFormats.flatMap((category) => [[category.id, publicRounds(category.id)] as const]));
  return forSpectators({
    meta: sharePreview(request, {
      event,
      title: `${t("live.groups.title")} - ${name}`,
      description: t("live.meta.groups", { name }),
      path: `/live-event/groups/${event.slug}`,
      card: pictured
        ? { card: "groups", category: pictured.id, label: categoryLabel(t, pictured), table: tableOf(eventCategories.find((category) => category.id === pictured.id)?.format) }
        : undefined,
      language,
    }),
    categories,
    rounds,
    /** The number each category's bracket was drawn from, shown under it. */
    drawNumbers: eventDrawNumbers(event.id),
    /** Set when the page shows one category: its choices are then links, not jumps within the page. */
    shown: chosen?.id ?? null,
    choices,
  });
}

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, links } = useEventShell();
  const { categories, rounds, shown, choices, drawNumbers } = spectatorData(loaderData);
  return (
    <>
      <PageHero eyebrow={event.name} title={t("live.groups.title")}>
        {choices.length > 1 ? (
          <nav aria-label={t("live.groups.jump")} className="mt-4 flex flex-wrap gap-2">
            {choices.map((category) =>
              shown === null ? (
                <a key={category.id} href={`#category-${category.id}`} target="_self" className="live-hero-button">
                  {categoryLabel(t, category)}
                </a>
              ) : (
                <PageLink key={category.id} to={`?category=${category.id}`} className="live-hero-button" aria-current={category.id === shown ? "page" : undefined}>
                  {categoryLabel(t, category)}
                </PageLink>
              ),
            )}
            {shown === null ? null : (
              <PageLink to="?category=all" className="live-hero-button">
                {t("live.schedule.allCategories")}
              </PageLink>
            )}
          </nav>
        ) : null}
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-6">
        {categories.length === 0 ? <p className="live-card text-center text-[#475569]">{t("live.groups.empty")}</p> : null}
        {categories.map((entry) => {
          const label = categoryLabel(t, entry.category);
          const played = rounds[entry.category.id] ?? null;
          if (played) {
            return (
              <section key={entry.category.id} id={`category-${entry.category.id}`} aria-labelledby={`category-title-${entry.category.id}`} className="scroll-mt-20">
                <h2 id={`category-title-${entry.category.id}`} className="mb-3 flex items-center gap-2 text-lg font-extrabold text-[#0e1726]">
                  <span className="inline-block size-3 rounded-full" style={{ backgroundColor: entry.category.color }} aria-hidden="true" />
                  {label}
                  <span className="text-sm font-semibold text-[#475569]">· {t(`events.formats.${played.format}`)}</span>
                </h2>
                <h3 className="mb-2 text-base font-bold text-[#0e1726]">{t(played.format === "swiss" ? "rounds.public.standings" : "rounds.public.leaderboard")}</h3>
                <RoundStandings view={played} caption={`${t(played.format === "swiss" ? "rounds.public.standings" : "rounds.public.leaderboard")} · ${label}`} links={links} />
                <h3 className="mb-2 mt-6 text-base font-bold text-[#0e1726]">{t("rounds.public.rounds")}</h3>
                {played.rounds.length === 0 ? (
                  <p className="live-card text-[#475569]">{t("rounds.public.none")}</p>
                ) : (
                  <RoundList rounds={played.rounds} swiss={played.format === "swiss"} links={links} idPrefix={`category-${entry.category.id}`} />
                )}
              </section>
            );
          }
          return (
            <section key={entry.category.id} id={`category-${entry.category.id}`} aria-labelledby={`category-title-${entry.category.id}`} className="scroll-mt-20">
              <h2 id={`category-title-${entry.category.id}`} className="mb-3 flex items-center gap-2 text-lg font-extrabold text-[#0e1726]">
                <span className="inline-block size-3 rounded-full" style={{ backgroundColor: entry.category.color }} aria-hidden="true" />
                {label}
              </h2>
              {entry.groups.length === 0 ? <p className="live-card text-[#475569]">{t("live.groups.noGroups")}</p> : null}
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {entry.groups.map((group) => (
                  <article key={group.id} id={`group-${group.id}`} aria-labelledby={`group-title-${group.id}`} className="live-card scroll-mt-20 p-0">
                    <h3 id={`group-title-${group.id}`} className="flex items-center justify-between px-4 pb-1 pt-3 text-base font-bold text-[#0e1726]">
                      {t("live.groupName", { name: group.name })}
                      {group.complete ? <span className="text-xs font-semibold text-[#047857]">{t("live.groups.complete")}</span> : null}
                    </h3>
                    <StandingsTable
                      group={group}
                      caption={t("live.groups.tableCaption", { group: group.name, category: label })}
                      scoring={entry.scoring}
                      scoreUnit={entry.scoreUnit}
                      showDraws={entry.showDraws}
                      teamHref={links.team}
                    />
                  </article>
                ))}
              </div>
              {entry.hasKnockout && entry.groups.length > 0 ? (
                <p className="mt-2 flex items-center gap-2 text-xs text-[#475569]">
                  <span className="inline-block h-3 w-1 rounded bg-[#059669]" aria-hidden="true" />
                  {t("live.groups.legend", { count: entry.advancePerGroup })}
                </p>
              ) : null}
              {entry.knockout.length > 0 ? (
                <div className="bracket-page mt-6">
                  <h3 className="mb-3 text-base font-bold text-[#0e1726]">
                    {t("live.groups.knockout")}
                    <span className="hidden print:inline"> · {label}</span>
                  </h3>
                  {drawNumbers[entry.category.id] ? <p className="mb-3 text-xs text-[#475569]">{t("bracket.draw.shown", { number: drawNumbers[entry.category.id]! })}</p> : null}
                  <KnockoutBracket rounds={entry.knockout} links={links} headingLevel={4} />
                </div>
              ) : null}
              <FinishingPlaces places={entry.places} links={links} headingLevel={3} />
            </section>
          );
        })}
      </div>
    </>
  );
}
