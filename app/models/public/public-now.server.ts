import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { isResult, matches, resultOrder } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";
import { eventDateFormat, type EventDateFormat } from "~/utils/event-dates";
import { naturalOrder } from "~/utils/natural-order";
import { keptPerVersion, type EventAtVersion } from "./kept-per-version.server";
import { categoriesAt, type CategoryChip } from "./public-categories.server";
import { matchRows, matchSummaries, scheduleOrder, type MatchSummary } from "./public-matches.server";
import { findPublishedStandings } from "./public-standings.server";
import { nowMs } from "~/clock.server";

/**
 * What is on the courts now, the one read behind the venue's TV board and the
 * "Now" strip of the event's pages: per court the match live there and the
 * next one planned, the latest results, where the event stands (before, during
 * or after, by the event's own days) and, once it is over, its champions.
 */

/** Where the event stands, by its days in its own time zone. */
export type NowPhase = "before" | "during" | "after";

export type NextMatch = {
  match: MatchSummary;
  /** Its planned time has passed and it has not started. */
  late: boolean;
};

export type CourtNow = {
  /** Null for live matches that have no court. */
  court: string | null;
  live: MatchSummary[];
  next: NextMatch | null;
};

export type Champion = {
  category: CategoryChip;
  teamId: number;
  team: string;
  /** The group a groups-only category's winner won; null for the winner of a final. */
  group: string | null;
};

export type NowAtEvent = {
  phase: NowPhase;
  /** The event's first day ("2025-11-22") and its label, what the strip shows before the event. */
  firstDay: { day: string; date: string };
  courts: CourtNow[];
  /** Finished matches, the most recently ended first. */
  latest: MatchSummary[];
  /** After the event: each category's winner (the final's, or each group's in a groups-only category). */
  champions: Champion[];
};

export type NowFilters = { court: string | null; category: number | null };

/** Every court and category: what the event's pages show. */
export const everyCourt: NowFilters = { court: null, category: null };

export type NowEvent = EventAtVersion & { timezone: string; startsAt: Date; endsAt: Date };

/** The filters, each a nullable parameter (null: not filtered), so one compiled statement serves every combination. */
const filtered = () =>
  and(
    eq(matches.eventId, sql.placeholder("eventId")),
    sql`(${sql.placeholder("court")} is null or ${matches.court} = ${sql.placeholder("court")})`,
    sql`(${sql.placeholder("category")} is null or ${matches.eventCategoryId} = ${sql.placeholder("category")})`,
  );

const reads = {
  courts: preparedQuery((db) =>
    db
      .selectDistinct({ court: matches.court })
      .from(matches)
      .where(and(filtered(), isNotNull(matches.court)))
      .prepare(),
  ),
  live: preparedQuery((db) =>
    matchRows(db)
      .where(and(filtered(), eq(matches.status, "live")))
      .orderBy(...scheduleOrder())
      .prepare(),
  ),
  /** Per court, the match the desk called to it, else its earliest planned match still to start: one row a court, found among the event's scheduled matches. */
  next: preparedQuery((db) => {
    const ranked = db
      .select({ id: matches.id, rank: sql<number>`row_number() over (partition by ${matches.court} order by ${matches.calledAt} is null, ${matches.scheduledAt}, ${matches.id})`.as("rank") })
      .from(matches)
      .where(and(filtered(), eq(matches.status, "scheduled"), isNotNull(matches.scheduledAt), isNotNull(matches.court)))
      .as("ranked");
    const firsts = db.select({ id: ranked.id }).from(ranked).where(eq(ranked.rank, 1));
    return matchRows(db)
      .where(inArray(matches.id, firsts))
      .orderBy(...scheduleOrder())
      .prepare();
  }),
  /** The latest finished matches, through the results' own index. */
  latest: preparedQuery((db) =>
    matchRows(db)
      .where(and(filtered(), isResult(matches.status), ne(matches.status, "live")))
      .orderBy(...resultOrder(matches))
      .limit(sql.placeholder("limit"))
      .prepare(),
  ),
};

type CourtsAtVersion = { courts: { court: string | null; live: MatchSummary[]; next: { match: MatchSummary; at: number } | null }[]; latest: MatchSummary[] };

/** The courts and latest results as read at a version, per language (their time labels) and filters; whether a match is late is the clock's, worked out on each read. */
const keptCourts = keptPerVersion<CourtsAtVersion>(256);

function readCourts(event: EventAtVersion, dates: EventDateFormat, filters: NowFilters, latestCount: number): CourtsAtVersion {
  const categories = categoriesAt(event);
  const values = { eventId: event.id, court: filters.court, category: filters.category };
  const live = matchSummaries(reads.live().all(values), categories, dates);
  const next = matchSummaries(reads.next().all(values), categories, dates);
  const names = reads
    .courts()
    .all(values)
    .map((row) => row.court!)
    .sort(naturalOrder);
  const courts: CourtsAtVersion["courts"] = names.map((court) => {
    const first = next.find((match) => match.court === court);
    return { court, live: live.filter((match) => match.court === court), next: first?.scheduledAt ? { match: first, at: Date.parse(first.scheduledAt.iso) } : null };
  });
  const courtless = live.filter((match) => match.court === null);
  if (courtless.length > 0) courts.push({ court: null, live: courtless, next: null });
  const latest = matchSummaries(reads.latest().all({ ...values, limit: latestCount }), categories, dates);
  return { courts, latest };
}

/** Each category's champion from its standings: the knockout's first place (a double elimination's after its reset), or each complete group's sole leader where there is no knockout. */
function findChampions(event: EventAtVersion, dates: EventDateFormat, category: number | null): Champion[] {
  return findPublishedStandings(event, dates, category, categoriesAt(event)).flatMap((standings): Champion[] => {
    if (standings.hasKnockout) {
      const winner = standings.places.find((p) => p.competition === "main" && p.place.from === 1);
      return winner && winner.team ? [{ category: standings.category, teamId: winner.teamId, team: winner.team, group: null }] : [];
    }
    return standings.groups.flatMap((group) => {
      const leaders = group.rows.filter((row) => row.rank === 1);
      const [leader] = leaders;
      return group.complete && leaders.length === 1 && leader ? [{ category: standings.category, teamId: leader.teamId, team: leader.team, group: group.name }] : [];
    });
  });
}

function phaseOf(event: NowEvent, dates: EventDateFormat, anyLive: boolean, now: number): NowPhase {
  const today = dates.day(new Date(now));
  if (event.status === "finished" || (today > dates.day(event.endsAt) && !anyLive)) return "after";
  if (today < dates.day(event.startsAt) && !anyLive) return "before";
  return "during";
}

/**
 * What is on the courts of an event at `now`, labelled in `language` (filtered to one court or one
 * category when asked): read once per event version, language and filters,
 * and shared by every page that shows it. Only the clock's parts (the phase,
 * which matches are late) are worked out on each call; both change with the
 * event's moment (its day and the latest start time reached), which the
 * pages' validators carry.
 */
export function findNow(event: NowEvent, language: string, filters: NowFilters, options: { now?: number; latest?: number } = {}): NowAtEvent {
  const now = options.now ?? nowMs();
  const latestCount = options.latest ?? 5;
  const dates = eventDateFormat(language, event.timezone);
  const read = keptCourts(event, JSON.stringify([language, filters.court, filters.category, latestCount]), () => readCourts(event, dates, filters, latestCount));
  const anyLive = read.courts.some((court) => court.live.length > 0);
  const phase = phaseOf(event, dates, anyLive, now);
  const first = dates.label(event.startsAt);
  return {
    phase,
    firstDay: { day: first.day, date: first.date },
    courts: read.courts.map(({ court, live, next }) => ({ court, live, next: next && { match: next.match, late: next.at <= now } })),
    latest: read.latest,
    champions: phase === "after" ? findChampions(event, dates, filters.category) : [],
  };
}
