import { and, asc, count, eq, exists, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { eventCategories, groups, groupTeams, matches, teams, type MatchStatus, type TeamStatus } from "#drizzle/schema";
import { decidedStatuses } from "~/domain/standings";
import { getDb } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";
import { readScope, scopeCategories, type ScopeCategory } from "./schedule-scope.server";
import { categoryLabel } from "../events/team-category.server";

export const groupListSpec = {
  sorts: ["category", "name"] as const,
  defaultSort: "category" as const,
  filters: ["category"] as const,
};

type GroupListParams = ListParams<(typeof groupListSpec.sorts)[number], (typeof groupListSpec.filters)[number]>;

export type GroupRow = {
  id: number;
  name: string;
  eventCategoryId: number;
  category: ScopeCategory;
  members: { teamId: number; name: string; club: string | null; seed: number | null; status: TeamStatus; position: number }[];
  matches: number;
  /** Matches with a result; a live one is still being played. */
  played: number;
};

const sortColumns = {
  category: [eventCategories.sortOrder, eventCategories.id, groups.name],
  name: [groups.name, eventCategories.sortOrder],
} satisfies Record<GroupListParams["sort"], AnyColumn[]>;

function whereOf(eventId: number, params: GroupListParams): SQL | undefined {
  const category = params.filters.category;
  const teamMatches = params.q
    ? exists(
        getDb()
          .select({ one: sql`1` })
          .from(groupTeams)
          .innerJoin(teams, eq(teams.id, groupTeams.teamId))
          .where(and(eq(groupTeams.groupId, groups.id), contains(teams.name, params.q))),
      )
    : undefined;
  return and(
    eq(groups.eventId, eventId),
    params.q ? sql`(${contains(groups.name, params.q)} or ${teamMatches})` : undefined,
    category && /^\d{1,9}$/.test(category) ? eq(groups.eventCategoryId, Number(category)) : undefined,
  );
}

const groupColumns = { id: groups.id, name: groups.name, eventCategoryId: groups.eventCategoryId };

const orderOf = (params: GroupListParams) => [...sortColumns[params.sort].map((column) => ordered(column, params.direction)), asc(groups.id)];

function orderedRows(eventId: number, params: GroupListParams) {
  return getDb()
    .select(groupColumns)
    .from(groups)
    .innerJoin(eventCategories, eq(eventCategories.id, groups.eventCategoryId))
    .where(whereOf(eventId, params))
    .orderBy(...orderOf(params));
}

/** Members and match counts of some groups, in one query each. */
function withDetails(eventId: number, rows: { id: number; name: string; eventCategoryId: number }[]): GroupRow[] {
  if (rows.length === 0) return [];
  const db = getDb();
  const ids = rows.map((row) => row.id);
  const members = db
    .select({ groupId: groupTeams.groupId, teamId: teams.id, name: teams.name, club: teams.club, seed: teams.seed, status: teams.status, position: groupTeams.position })
    .from(groupTeams)
    .innerJoin(teams, eq(teams.id, groupTeams.teamId))
    .where(inArray(groupTeams.groupId, ids))
    .orderBy(asc(groupTeams.position), asc(groupTeams.id))
    .all();
  const tallies = db.select({ groupId: matches.groupId, status: matches.status, n: count() }).from(matches).where(inArray(matches.groupId, ids)).groupBy(matches.groupId, matches.status).all();
  const categories = new Map(scopeCategories(eventId).map((category) => [category.id, category]));
  const decided = new Set<MatchStatus>(decidedStatuses);
  return rows.flatMap((row) => {
    const category = categories.get(row.eventCategoryId);
    if (!category) return [];
    const own = tallies.filter((tally) => tally.groupId === row.id);
    return [
      {
        ...row,
        category,
        members: members.filter((m) => m.groupId === row.id).map(({ groupId: _, ...member }) => member),
        matches: own.reduce((n, tally) => n + tally.n, 0),
        played: own.filter((tally) => decided.has(tally.status)).reduce((n, tally) => n + tally.n, 0),
      },
    ];
  });
}

/** One page of an event's groups with their teams in draw order. */
export function listGroups(eventId: number, params: GroupListParams) {
  const total = getDb().select({ n: count() }).from(groups).innerJoin(eventCategories, eq(eventCategories.id, groups.eventCategoryId)).where(whereOf(eventId, params)).get()?.n ?? 0;
  const window = pageWindow(total, params);
  return { rows: withDetails(eventId, orderedRows(eventId, params).limit(window.perPage).offset(window.offset).all()), window };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type GroupExportRow = { eventName: string; category: ScopeCategory; group: string; member: GroupRow["members"][number] };

/** The group list as a sheet: one row per team, in group and draw order. */
export const groupExport = {
  roles: ["admin", "event"],
  sheet: (t: Translate) => t("groupsAdmin.title"),
  columns: (t: Translate) => [
    { header: t("groupsAdmin.fields.event"), width: 24, type: "text", value: (row) => row.eventName },
    { header: t("groupsAdmin.fields.category"), width: 28, type: "text", value: (row) => categoryLabel(row.category, t) },
    { header: t("groupsAdmin.fields.group"), width: 8, type: "text", value: (row) => row.group },
    { header: t("groupsAdmin.fields.position"), width: 8, type: "number", value: (row) => row.member.position },
    { header: t("groupsAdmin.fields.team"), width: 32, type: "text", value: (row) => row.member.name },
    { header: t("groupsAdmin.fields.club"), width: 24, type: "text", value: (row) => row.member.club },
    { header: t("groupsAdmin.fields.seed"), width: 8, type: "number", value: (row) => row.member.seed },
    { header: t("groupsAdmin.fields.status"), width: 14, type: "text", value: (row) => t(`teams.statuses.${row.member.status}`) },
  ],
  rows: (search, user) => {
    const { event } = readScope(user, search);
    if (!event) return [];
    const params = readListParams(search, groupListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: groups.id })
        .from(groups)
        .innerJoin(eventCategories, eq(eventCategories.id, groups.eventCategoryId))
        .where(whereOf(event.id, params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) =>
      withDetails(event.id, inIdOrder(chunk, getDb().select(groupColumns).from(groups).where(inArray(groups.id, chunk)).all())).flatMap((group) =>
        group.members.map((member) => ({ eventName: event.name, category: group.category, group: group.name, member })),
      ),
    );
  },
} satisfies ExportDefinition<GroupExportRow>;
