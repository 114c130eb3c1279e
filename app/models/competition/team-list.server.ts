import { and, asc, count, eq, exists, inArray, isNotNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { eventCategories, gameCategories, gameTypes, players, skillLevels, teamPlayers, teams, teamStatuses, type CategoryGender, type TeamStatus } from "#drizzle/schema";
import { eventChoices, requireEventAccess } from "~/auth/event-access.server";
import { getDb } from "~/db.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { withCategoryDetails } from "../events/category-details.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";
import { categoryLabel } from "../events/team-category.server";

export const teamListSpec = {
  sorts: ["category", "name", "seed", "status"] as const,
  defaultSort: "category" as const,
  filters: ["category", "status", "club"] as const,
};

type TeamListParams = ListParams<(typeof teamListSpec.sorts)[number], (typeof teamListSpec.filters)[number]>;

export type TeamRow = {
  id: number;
  name: string;
  club: string | null;
  seed: number | null;
  status: TeamStatus;
  eventCategoryId: number;
  category: { name: string | null; gameType: string; skillLevel: string; gender: CategoryGender };
  players: { id: number; name: string; captain: boolean }[];
};

/**
 * The event a teams list shows: `?event=` when the user runs it (another
 * event answers 404), else the user's first event; null when they run none.
 */
export function listEvent(user: SessionUser, search: URLSearchParams) {
  const choices = eventChoices(user);
  const requested = search.get("event");
  if (requested === null || requested === "") return { event: choices[0] ?? null, choices };
  const id = /^\d{1,9}$/.test(requested) ? Number(requested) : null;
  requireEventAccess(user, id);
  const event = choices.find((choice) => choice.id === id);
  if (!event) throw data(null, { status: 404 });
  return { event, choices };
}

const statusOrder = sql`case ${teams.status} when 'registered' then 1 when 'confirmed' then 2 else 3 end`;

const sortColumns = {
  category: [eventCategories.sortOrder, eventCategories.id],
  name: sql`${teams.name} collate nocase`,
  // Unseeded teams come after the seeded ones.
  seed: sql`coalesce(${teams.seed}, 2147483647)`,
  status: statusOrder,
} satisfies Record<TeamListParams["sort"], SQL | AnyColumn | AnyColumn[]>;

const positiveId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

function whereOf(eventId: number, params: TeamListParams): SQL | undefined {
  const { category, status, club } = params.filters;
  const playerMatches = params.q
    ? exists(
        getDb()
          .select({ one: sql`1` })
          .from(teamPlayers)
          .innerJoin(players, eq(players.id, teamPlayers.playerId))
          .where(and(eq(teamPlayers.teamId, teams.id), contains(players.name, params.q))),
      )
    : undefined;
  return and(
    eq(teams.eventId, eventId),
    params.q ? sql`(${contains(teams.name, params.q)} or ${playerMatches})` : undefined,
    category ? eq(teams.eventCategoryId, positiveId(category)) : undefined,
    status && (teamStatuses as readonly string[]).includes(status) ? eq(teams.status, status as TeamStatus) : undefined,
    club ? sql`${teams.club} = ${club} collate nocase` : undefined,
  );
}

/** Teams with their category's parts; `where` picks them. */
function teamRows(where: SQL | undefined) {
  return withCategoryDetails(
    getDb()
      .select({
        id: teams.id,
        name: teams.name,
        club: teams.club,
        seed: teams.seed,
        status: teams.status,
        eventCategoryId: teams.eventCategoryId,
        categoryName: gameCategories.name,
        gameType: gameTypes.name,
        skillLevel: skillLevels.name,
        gender: gameCategories.gender,
      })
      .from(teams)
      .innerJoin(eventCategories, eq(eventCategories.id, teams.eventCategoryId))
      .$dynamic(),
  ).where(where);
}

const orderOf = (params: TeamListParams) => [...[sortColumns[params.sort]].flat().map((column) => ordered(column, params.direction)), asc(sql`${teams.name} collate nocase`), asc(teams.id)];

function orderedRows(eventId: number, params: TeamListParams) {
  return teamRows(whereOf(eventId, params)).orderBy(...orderOf(params));
}

type RawRow = ReturnType<ReturnType<typeof orderedRows>["all"]>[number];

function withPlayers(rows: RawRow[]): TeamRow[] {
  if (rows.length === 0) return [];
  const roster = getDb()
    .select({ teamId: teamPlayers.teamId, id: players.id, name: players.name, captain: teamPlayers.captain })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(
      inArray(
        teamPlayers.teamId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(teamPlayers.id))
    .all();
  return rows.map(({ categoryName, gameType, skillLevel, gender, ...row }) => ({
    ...row,
    category: { name: categoryName, gameType, skillLevel, gender },
    players: roster.filter((p) => p.teamId === row.id).map(({ id, name, captain }) => ({ id, name, captain })),
  }));
}

/** One page of an event's teams, with their players. */
export function listTeams(eventId: number, params: TeamListParams) {
  const total = getDb().select({ n: count() }).from(teams).where(whereOf(eventId, params)).get()?.n ?? 0;
  const window = pageWindow(total, params);
  return { rows: withPlayers(orderedRows(eventId, params).limit(window.perPage).offset(window.offset).all()), window };
}

/** The clubs an event's teams come from, for the club filter. */
export function teamClubs(eventId: number) {
  return getDb()
    .selectDistinct({ club: teams.club })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), isNotNull(teams.club)))
    .orderBy(sql`${teams.club} collate nocase`)
    .all()
    .map((row) => row.club!);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type TeamExportRow = TeamRow & { eventName: string };

export const teamExport = {
  roles: ["admin", "event"],
  sheet: (t: Translate) => t("teams.title"),
  columns: (t: Translate) => [
    { header: t("teams.fields.event"), width: 24, type: "text", value: (team) => team.eventName },
    { header: t("teams.fields.category"), width: 28, type: "text", value: (team) => categoryLabel(team.category, t) },
    { header: t("teams.fields.name"), width: 28, type: "text", value: (team) => team.name },
    { header: t("teams.fields.club"), width: 24, type: "text", value: (team) => team.club },
    { header: t("teams.fields.seed"), width: 8, type: "number", value: (team) => team.seed },
    { header: t("teams.fields.status"), width: 14, type: "text", value: (team) => t(`teams.statuses.${team.status}`) },
    { header: t("teams.fields.players"), width: 40, type: "text", value: (team) => team.players.map((p) => p.name).join("; ") },
    { header: t("teams.fields.captain"), width: 24, type: "text", value: (team) => team.players.find((p) => p.captain)?.name ?? null },
  ],
  rows: (search, user) => {
    const { event } = listEvent(user, search);
    if (!event) return [];
    const params = readListParams(search, teamListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: teams.id })
        .from(teams)
        .innerJoin(eventCategories, eq(eventCategories.id, teams.eventCategoryId))
        .where(whereOf(event.id, params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) => withPlayers(inIdOrder(chunk, teamRows(and(eq(teams.eventId, event.id), inArray(teams.id, chunk))).all())).map((row) => ({ ...row, eventName: event.name })));
  },
} satisfies ExportDefinition<TeamExportRow>;
