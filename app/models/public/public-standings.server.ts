import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { groups, groupTeams, matches, teams, type MatchStage } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";
import { finishingPlaces, type FinishingPlace } from "~/domain/bracket/places";
import { computeStandings, tablePoints, type StandingMatch, type StandingTeam } from "~/domain/standings";
import type { TieBreakRule } from "~/domain/tiebreak";
import type { EventDateFormat } from "~/utils/event-dates";
import { naturalOrder } from "~/utils/natural-order";
import { ofEventCategory } from "../events/category-details.server";
import { keptPerVersion, type EventAtVersion } from "./kept-per-version.server";
import { loadSetScores } from "../competition/match-sets.server";
import { chipOf, loadEventCategories, type CategoryChip, type EventCategory, type ScoreUnit } from "./public-categories.server";
import { matchRows, matchSummaries, type MatchSummary } from "./public-matches.server";

export type StandingRow = {
  teamId: number;
  team: string;
  /** Null for a withdrawn team, listed last. */
  rank: number | null;
  /** Tied with another team that nothing (not even lots) has separated yet. */
  shared: boolean;
  /** Shared, and no result still to come can change that: the tie waits for the drawing of lots. */
  needsLots: boolean;
  withdrawn: boolean;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  setsFor: number;
  setsAgainst: number;
  scoreFor: number;
  scoreAgainst: number;
  /** The points column: the category's points, or ITTF match points where those rank the group (see tablePoints). */
  points: number;
  /** The tie-break rule that separated this team from those level with it, for staff to see why. */
  decidedBy: TieBreakRule | null;
  /** In the places that go through to the knockout (advance_per_group), as the table stands now. */
  inQualifyingPlace: boolean;
  /** Through for certain: the group is over and the place is not shared across the line. */
  qualified: boolean;
};

export type GroupTable = {
  id: number;
  name: string;
  /** Every match of the group has a final result (or was cancelled). */
  complete: boolean;
  rows: StandingRow[];
};

export type KnockoutRound = { stage: Exclude<MatchStage, "group">; matches: MatchSummary[] };

export type CategoryStandings = {
  category: CategoryChip;
  scoring: EventCategory["scoring"];
  scoreUnit: ScoreUnit;
  /** Whether draws are possible and so worth a column. */
  showDraws: boolean;
  advancePerGroup: number;
  hasKnockout: boolean;
  groups: GroupTable[];
  knockout: KnockoutRound[];
  /** The finishing places decided so far in the knockout and its plate (app/domain/bracket/places.ts), main first, by place. */
  places: PlacedTeam[];
};

export type PlacedTeam = FinishingPlace & { team: string };

/** The knockout's finishing places, read from its matches as the public pages show them. */
function knockoutPlaces(knockout: readonly MatchSummary[]): PlacedTeam[] {
  const names = new Map(knockout.flatMap((m) => [m.home, m.away]).flatMap((side) => (side.teamId === null ? [] : [[side.teamId, side.name ?? ""] as const])));
  const played = knockout.map((m) => ({
    code: m.code,
    bracket: m.bracket,
    stage: m.stage,
    round: m.round,
    homeSource: m.home.source,
    awaySource: m.away.source,
    homeTeamId: m.home.teamId,
    awayTeamId: m.away.teamId,
    winnerTeamId: m.home.winner ? m.home.teamId : m.away.winner ? m.away.teamId : null,
  }));
  return finishingPlaces(played).map((place) => ({ ...place, team: names.get(place.teamId) ?? "" }));
}

const knockoutStages = ["r32", "r16", "qf", "sf", "third", "final"] as const;
const settled = new Set(["finished", "walkover", "retired", "cancelled"]);

type GroupInput = {
  id: number;
  name: string;
  eventCategoryId: number;
  teams: (StandingTeam & { position: number })[];
  matches: (StandingMatch & { groupId: number })[];
};

type GroupScope = "event" | "category" | "group";

/**
 * The reads of the groups in a scope (the event's, one category's, one group's),
 * each led by those groups, so the event's other matches are never visited. One
 * set of compiled queries per scope: with the scope's condition written out,
 * SQLite picks the groups' index, where "? is null or …" made it scan matches.
 */
function groupReads(scope: GroupScope) {
  const inScope =
    scope === "category"
      ? ofEventCategory(groups.eventId, groups.eventCategoryId)
      : and(eq(groups.eventId, sql.placeholder("eventId")), scope === "group" ? eq(groups.id, sql.placeholder("groupId")) : undefined);
  const groupMatch = and(inScope, eq(matches.stage, "group"), isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId));
  return {
    groups: preparedQuery((db) => db.select({ id: groups.id, name: groups.name, eventCategoryId: groups.eventCategoryId }).from(groups).where(inScope).orderBy(asc(groups.name)).prepare()),
    entries: preparedQuery((db) =>
      db
        .select({ groupId: groupTeams.groupId, id: teams.id, name: teams.name, status: teams.status, lot: groupTeams.lot, position: groupTeams.position })
        .from(groups)
        .innerJoin(groupTeams, eq(groupTeams.groupId, groups.id))
        .innerJoin(teams, eq(teams.id, groupTeams.teamId))
        .where(inScope)
        .orderBy(asc(groupTeams.groupId), asc(groupTeams.position))
        .prepare(),
    ),
    matches: preparedQuery((db) =>
      db
        .select({
          id: matches.id,
          groupId: groups.id,
          homeId: matches.homeTeamId,
          awayId: matches.awayTeamId,
          status: matches.status,
          winnerId: matches.winnerTeamId,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
        })
        .from(groups)
        .innerJoin(matches, eq(matches.groupId, groups.id))
        .where(groupMatch)
        .orderBy(asc(matches.id))
        .prepare(),
    ),
  };
}

const readsByScope = { event: groupReads("event"), category: groupReads("category"), group: groupReads("group") };

/** The knockout matches of the event, or of one category, by round. */
const knockoutReads = {
  event: preparedQuery((db) =>
    matchRows(db)
      .where(and(eq(matches.eventId, sql.placeholder("eventId")), ne(matches.stage, "group")))
      .orderBy(asc(matches.round))
      .prepare(),
  ),
  category: preparedQuery((db) =>
    matchRows(db)
      .where(and(ofEventCategory(matches.eventId, matches.eventCategoryId), ne(matches.stage, "group")))
      .orderBy(asc(matches.round))
      .prepare(),
  ),
};

/**
 * The groups of an event (or of one category, or one group) with their teams
 * in draw order and their group matches with set scores (read by match id, as
 * every list of matches reads them): flat reads put together here, where
 * nested JSON queries spent more time building and unpacking rows than SQLite
 * spent finding them.
 */
function loadGroupInputs(eventId: number, scope: { groupId?: number; categoryId?: number } = {}): GroupInput[] {
  const reads = readsByScope[scope.groupId !== undefined ? "group" : scope.categoryId !== undefined ? "category" : "event"];
  const values = { eventId, categoryId: scope.categoryId, groupId: scope.groupId };
  const groupRows = reads.groups().all(values);
  if (groupRows.length === 0) return [];
  const inputs = new Map<number, GroupInput>(groupRows.map((group) => [group.id, { ...group, teams: [], matches: [] }]));
  for (const entry of reads.entries().all(values)) {
    inputs.get(entry.groupId)?.teams.push({ id: entry.id, name: entry.name, withdrawn: entry.status === "withdrawn", lot: entry.lot, position: entry.position });
  }
  const matchRows = reads.matches().all(values);
  const sets = loadSetScores(matchRows.map((match) => match.id));
  for (const match of matchRows) {
    inputs.get(match.groupId)?.matches.push({ ...match, homeId: match.homeId!, awayId: match.awayId!, sets: sets.get(match.id) ?? [] });
  }
  return [...inputs.values()];
}

/** One group's table, ordered by the category's tie-break rules (app/domain/standings). */
function groupTable(input: GroupInput, category: EventCategory): GroupTable {
  const standings = computeStandings(input.teams, input.matches, {
    preset: category.preset,
    scoring: category.scoring,
    points: category.points,
    rules: category.rules,
  });
  const names = new Map(input.teams.map((team) => [team.id, team.name]));
  const complete = input.matches.length > 0 && input.matches.every((m) => settled.has(m.status));
  const sharing = new Map<number, number>();
  for (const standing of standings) if (standing.rank !== null) sharing.set(standing.rank, (sharing.get(standing.rank) ?? 0) + 1);
  const advancing = category.format === "groups" ? 0 : category.advancePerGroup;
  const rows = standings.map((standing, index): StandingRow => {
    const lastPlace = standing.rank === null ? null : standing.rank + (sharing.get(standing.rank) ?? 1) - 1;
    return {
      teamId: standing.teamId,
      team: names.get(standing.teamId) ?? "",
      rank: standing.rank,
      shared: standing.shared,
      needsLots: standing.needsLots,
      withdrawn: standing.withdrawn,
      played: standing.played,
      won: standing.won,
      drawn: standing.drawn,
      lost: standing.lost,
      setsFor: standing.setsFor,
      setsAgainst: standing.setsAgainst,
      scoreFor: standing.scoreFor,
      scoreAgainst: standing.scoreAgainst,
      points: tablePoints(standing, category.rules),
      decidedBy: standing.decidedBy,
      inQualifyingPlace: !standing.withdrawn && index < advancing,
      qualified: complete && lastPlace !== null && lastPlace <= advancing,
    };
  });
  return { id: input.id, name: input.name, complete, rows };
}

function categoryStandings(category: EventCategory, tables: GroupTable[], knockout: MatchSummary[]): CategoryStandings {
  return {
    category: chipOf(category),
    scoring: category.scoring,
    scoreUnit: category.scoreUnit,
    showDraws: category.scoring === "goals" || category.points.draw !== 0,
    advancePerGroup: category.advancePerGroup,
    hasKnockout: category.format !== "groups",
    groups: tables,
    knockout: knockoutStages
      .map((stage) => ({
        stage,
        matches: knockout.filter((m) => m.stage === stage).sort((a, b) => naturalOrder(a.code, b.code)),
      }))
      .filter((round) => round.matches.length > 0),
    places: knockoutPlaces(knockout),
  };
}

const groupCountOfEvent = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(groups)
    .where(eq(groups.eventId, sql.placeholder("eventId")))
    .prepare(),
);

/** How many groups an event has, across its categories (the groups page reads it on every view). */
export function countEventGroups(eventId: number): number {
  return groupCountOfEvent().get({ eventId })?.n ?? 0;
}

/** Each category's group tables, by category id, for the categories asked for. */
type TablesByCategory = ReadonlyMap<number, readonly GroupTable[]>;

function computeGroupTables(eventId: number, categories: readonly EventCategory[], categoryId: number | null): TablesByCategory {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const tables = new Map<number, GroupTable[]>(categories.map((category) => [category.id, []]));
  for (const input of loadGroupInputs(eventId, categoryId === null ? {} : { categoryId })) {
    const category = byId.get(input.eventCategoryId);
    if (category) tables.get(category.id)!.push(groupTable(input, category));
  }
  return tables;
}

function standingsOf(eventId: number, dates: EventDateFormat, categoryId: number | null, categories: readonly EventCategory[], tables: TablesByCategory): CategoryStandings[] {
  const knockoutRows = categoryId === null ? knockoutReads.event().all({ eventId }) : knockoutReads.category().all({ eventId, categoryId });
  const knockout = matchSummaries(knockoutRows, categories, dates);
  return categories.map((category) =>
    categoryStandings(
      category,
      [...(tables.get(category.id) ?? [])],
      knockout.filter((m) => m.category.id === category.id),
    ),
  );
}

/**
 * Every category of an event with its group tables and its knockout rounds;
 * with `categoryId`, that category alone (and only its rows are read). A page
 * that has read the event's categories already passes them in.
 */
export function findEventStandings(
  eventId: number,
  dates: EventDateFormat,
  categoryId: number | null = null,
  eventCategories: readonly EventCategory[] = loadEventCategories(eventId),
): CategoryStandings[] {
  const categories = eventCategories.filter((category) => categoryId === null || category.id === categoryId);
  return standingsOf(eventId, dates, categoryId, categories, computeGroupTables(eventId, categories, categoryId));
}

/** Group tables of public events, kept per version (see keptPerVersion). */
const keptTables = keptPerVersion<TablesByCategory>(64);

/**
 * `findEventStandings` for the public groups page. An event's group tables
 * change only with its version, so they are computed by the first view of a
 * version and reused by the rest, in every language (they hold no dates): a
 * score save costs one computation where each reader's render paid it. The
 * knockout rounds are read each time, for their dates.
 */
export function findPublishedStandings(event: EventAtVersion, dates: EventDateFormat, categoryId: number | null, eventCategories: readonly EventCategory[]): CategoryStandings[] {
  const categories = eventCategories.filter((category) => categoryId === null || category.id === categoryId);
  const tables = keptTables(event, String(categoryId ?? "all"), () => computeGroupTables(event.id, categories, categoryId));
  return standingsOf(event.id, dates, categoryId, categories, tables);
}

/** The table of one group of the event, or null when the group is not the event's. A page that has read the event's categories passes them in. */
export function findGroupTable(eventId: number, groupId: number, eventCategories?: readonly EventCategory[]): GroupTable | null {
  const [input] = loadGroupInputs(eventId, { groupId });
  const category = input ? (eventCategories ?? loadEventCategories(eventId)).find((c) => c.id === input.eventCategoryId) : undefined;
  return input && category ? groupTable(input, category) : null;
}
