import { z } from "zod";
import { CategoryChip } from "~/components/public/category-chip";
import { stageLabel } from "~/components/public/labels";
import { eventLinks } from "~/components/public/links";
import { MatchSides } from "~/components/public/match-card";
import { courtName, NextUp } from "~/components/public/now-strip";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument } from "~/components/public/spectator-script";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { categoriesAt } from "~/models/public/public-categories.server";
import { findNow, type CourtNow } from "~/models/public/public-now.server";
import { findPublishedStandings, type GroupTable } from "~/models/public/public-standings.server";
import type { CategoryChip as Category } from "~/models/public/public-categories.server";
import { eventDateFormat, zoneName } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { requirePublicEvent } from "./public-event.server";
import type { Route } from "./+types/tv";
import { rankLabel } from "~/domain/standings";
import { ColumnHeading } from "~/components/column-heading";

/**
 * The venue's TV board: a full screen with nothing to press, for a big screen
 * at the venue. Every court's live match with its point score and server, the
 * next match of each court, the latest results and the group tables. It never
 * scrolls: what does not fit is cut into pages that take turns on screen (a
 * CSS animation, so it turns without JavaScript too). It follows the event's
 * stream like every spectator page; without JavaScript it reloads itself.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? titled(spectatorData(loaderData).title) : titled("404"));

export const clientLoader = loadAsDocument;

/** Filters come from the URL; a value that is not one (a typo, an old link) simply does not filter. */
const filtersSchema = z.object({
  court: z.string().trim().min(1).max(80).nullable().catch(null),
  category: z.coerce.number().int().positive().nullable().catch(null),
});

/** What the board reads from its address (server/route-kinds.ts): a stored page ignores every other parameter. */
export const queryParameters = Object.keys(filtersSchema.shape);

/** Courts on one page of the board, and group tables on one page of the tables (below the latest results). */
const COURTS_PER_PAGE = 6;
const GROUPS_PER_PAGE = 1;
/** How long a page stays on screen before the next one takes its place. */
const SECONDS_PER_PAGE = 12;
/** Without JavaScript, the board reloads itself this often (with it, the event's stream brings every change). */
const RELOAD_SECONDS = 30;

function pages<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const language = getLocale(context);
  const search = new URL(request.url).searchParams;
  const filters = filtersSchema.parse({ court: search.get("court") || null, category: search.get("category") || null });
  const categories = categoriesAt(event);
  const category = categories.some((c) => c.id === filters.category) ? filters.category : null;
  const now = findNow(event, language, { court: filters.court, category });
  const dates = eventDateFormat(language, event.timezone);
  const tables = findPublishedStandings(event, dates, category, categories).flatMap((standings) =>
    pages(standings.groups, GROUPS_PER_PAGE).map((groups) => ({ category: standings.category, groups })),
  );
  const name = event.name.trim() || t("live.defaultEventName");
  return forSpectators({
    title: `${t("venue.tvTitle")} - ${name}`,
    name,
    now,
    zone: zoneName(event.timezone),
    tables,
    stream: eventLinks(event.slug, false).stream,
    version: event.version,
    live: event.status !== "finished",
  });
}

/** Pages that take turns: each shown for a while, the whole set in a loop (one page stands still). */
function Turns({ count, children }: { count: number; children: React.ReactNode }) {
  const turning = count > 1 ? { height: `${count * 100}%`, animation: `tv-turn ${count * SECONDS_PER_PAGE}s steps(${count}) infinite` } : undefined;
  return (
    <div className="tv-frame">
      <div className="tv-turns" style={turning}>
        {children}
      </div>
    </div>
  );
}

function Court({ court, zone }: { court: CourtNow; zone: string }) {
  const { t } = useTranslation();
  const live = court.live.length > 0;
  return (
    <li className={live ? "tv-court tv-court-live" : "tv-court"}>
      <h2 className="tv-court-name">
        <bdi>{courtName(t, court)}</bdi>
        {live ? (
          <span className="tv-live">
            <span className="live-dot" aria-hidden="true" />
            {t("live.status.live")}
          </span>
        ) : null}
      </h2>
      {court.live.map((match) => (
        <div key={match.id} className="tv-match">
          <p className="tv-match-head">
            <CategoryChip category={match.category} />
            <span>{stageLabel(t, match)}</span>
          </p>
          <MatchSides match={match} />
        </div>
      ))}
      {court.next ? <NextUp next={court.next} zone={zone} /> : live ? null : <p className="tv-quiet">{t("venue.noNext")}</p>}
    </li>
  );
}

function Tables({ category, groups }: { category: Category; groups: GroupTable[] }) {
  const { t } = useTranslation();
  return (
    <div className="tv-page">
      <CategoryChip category={category} />
      {groups.map((group) => (
        <table key={group.id} className="tv-table">
          <caption>{t("live.groupName", { name: group.name })}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("live.standings.team")}</th>
              <ColumnHeading short={t("live.standings.playedShort")} long={t("live.standings.played")} />
              <ColumnHeading short={t("live.standings.wonShort")} long={t("live.standings.won")} />
              <ColumnHeading short={t("live.standings.pointsShort")} long={t("live.standings.points")} />
            </tr>
          </thead>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.teamId} className={row.inQualifyingPlace ? "standing-qualifying" : undefined}>
                <td>{rankLabel(row)}</td>
                <th scope="row">
                  <bdi>{row.team}</bdi>
                </th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

export default function VenueTv({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, now, zone, tables, stream, version, live } = spectatorData(loaderData);
  const courtPages = pages(now.courts, COURTS_PER_PAGE);
  const perPage = Math.min(now.courts.length, COURTS_PER_PAGE);
  return (
    <main id="content" className="tv" data-version={version} data-live-stream={live ? stream : undefined}>
      <noscript>
        <meta httpEquiv="refresh" content={String(RELOAD_SECONDS)} />
      </noscript>
      <header className="tv-head">
        <h1 className="tv-title">
          <bdi>{name}</bdi>
        </h1>
        <p className="tv-phase">{now.phase === "before" ? t("venue.firstDay", { date: now.firstDay.date }) : now.phase === "after" ? t("venue.finalResults") : t("venue.now")}</p>
      </header>
      <div className="tv-body">
        <section className="tv-courts" aria-label={t("venue.now")}>
          {now.phase === "after" && now.champions.length > 0 ? (
            <div className="tv-champions">
              <h2 className="tv-side-title">{t("venue.champions")}</h2>
              <ul>
                {now.champions.map((champion) => (
                  <li key={`${champion.category.id}:${champion.teamId}`}>
                    <CategoryChip category={champion.category} />
                    {champion.group ? <span>{t("venue.groupChampion", { group: champion.group })}</span> : null}
                    <strong>
                      <bdi>{champion.team}</bdi>
                    </strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : now.courts.length === 0 ? (
            <p className="tv-quiet">{t("venue.noCourts")}</p>
          ) : (
            <Turns count={courtPages.length}>
              {courtPages.map((page, i) => (
                <ul key={i} className={`tv-page tv-court-grid tv-court-grid-${perPage}`}>
                  {page.map((court) => (
                    <Court key={court.court ?? ""} court={court} zone={zone} />
                  ))}
                </ul>
              ))}
            </Turns>
          )}
        </section>
        <aside className="tv-side">
          <section className="tv-latest">
            <h2 className="tv-side-title">{t("venue.latest")}</h2>
            {now.latest.length === 0 ? (
              <p className="tv-quiet">{t("venue.noResults")}</p>
            ) : (
              <ul>
                {now.latest.map((match) => (
                  <li key={match.id} className="tv-result">
                    <MatchSides match={match} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {tables.length > 0 ? (
            <section className="tv-standings">
              <h2 className="tv-side-title">{t("venue.standings")}</h2>
              <Turns count={tables.length}>
                {tables.map((page, i) => (
                  <Tables key={i} category={page.category} groups={page.groups} />
                ))}
              </Turns>
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
