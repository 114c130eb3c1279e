import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { cities, playerGenders, players, skillLevels, teamPlayers, type PlayerGender } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { ordered } from "../list.server";
import { countVisiblePlayers, playerSearch, visiblePlayers } from "./player.server";
import type { SessionUser } from "../accounts/user.server";

export const playerListSpec = {
  sorts: ["name", "birthDate", "city", "club", "created"] as const,
  defaultSort: "name" as const,
  filters: ["gender", "skill", "city", "club"] as const,
};

type PlayerListParams = ListParams<(typeof playerListSpec.sorts)[number], (typeof playerListSpec.filters)[number]>;

export type PlayerRow = {
  id: number;
  name: string;
  gender: PlayerGender;
  birthDate: string | null;
  phone: string | null;
  email: string | null;
  club: string | null;
  photo: string | null;
  cityCode: string | null;
  cityName: string | null;
  skillLevel: string | null;
  skillColor: string | null;
  teams: number;
  createdAt: Date;
};

const teamCount = sql<number>`(select count(*) from ${teamPlayers} where ${teamPlayers.playerId} = ${players.id})`;

const rowColumns = {
  id: players.id,
  name: players.name,
  gender: players.gender,
  birthDate: players.birthDate,
  phone: players.phone,
  email: players.email,
  club: players.club,
  photo: players.photo,
  cityCode: cities.code,
  cityName: cities.name,
  skillLevel: skillLevels.name,
  skillColor: skillLevels.color,
  teams: teamCount,
  createdAt: players.createdAt,
};

const sortColumns = {
  name: sql`${players.name} collate nocase`,
  birthDate: players.birthDate,
  city: cities.name,
  club: sql`${players.club} collate nocase`,
  created: players.createdAt,
};

const positiveId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The players the search and filters ask for, whoever reads the list. */
function narrowedBy(params: PlayerListParams): SQL | undefined {
  const { gender, skill, city, club } = params.filters;
  const skillId = positiveId(skill);
  const cityId = positiveId(city);
  return and(
    playerSearch(params.q),
    gender && (playerGenders as readonly string[]).includes(gender) ? eq(players.gender, gender as PlayerGender) : undefined,
    skill ? eq(players.skillLevelId, skillId ?? 0) : undefined,
    city ? eq(players.cityId, cityId ?? 0) : undefined,
    club ? sql`${players.club} = ${club} collate nocase` : undefined,
  );
}

const whereOf = (params: PlayerListParams, user: SessionUser) => and(visiblePlayers(user), narrowedBy(params));

/** The list's ids in its order, each with the number of all matches when `counted`: only a sort by city reads another table. */
function orderedIdQuery(params: PlayerListParams, user: SessionUser, counted: boolean) {
  let order = getDb()
    .select({ id: players.id, total: counted ? sql<number>`count(*) over ()` : sql<number>`0` })
    .from(players)
    .$dynamic();
  if (params.sort === "city") order = order.leftJoin(cities, eq(cities.id, players.cityId));
  return order.where(whereOf(params, user)).orderBy(ordered(sortColumns[params.sort], params.direction), ordered(players.id, "asc"));
}

/** The ids of one stretch of the list in its order. */
function orderedIds(params: PlayerListParams, user: SessionUser, window: { perPage: number; offset: number }, counted: boolean) {
  return orderedIdQuery(params, user, counted).limit(window.perPage).offset(window.offset).all();
}

/** The rows of some players with their city, skill level and team count, in the ids' order. */
function playerRows(ids: number[], where?: SQL): PlayerRow[] {
  if (ids.length === 0) return [];
  const rows = getDb()
    .select(rowColumns)
    .from(players)
    .leftJoin(cities, eq(cities.id, players.cityId))
    .leftJoin(skillLevels, eq(skillLevels.id, players.skillLevelId))
    .where(and(inArray(players.id, ids), where))
    .all();
  return inIdOrder(ids, rows);
}

/**
 * The page asked for with the number of matches. A search has to find and sort
 * every match to show any page, so it counts them in the same pass; without one
 * the page is read in index order and stops at its last row, and the count
 * (which reads every row) is its own cheaper query. A page past the end is
 * read again as the last one.
 */
function pageOfIds(params: PlayerListParams, user: SessionUser) {
  if (params.q.trim()) {
    const asked = pageWindow(Number.MAX_SAFE_INTEGER, params);
    const rows = orderedIds(params, user, asked, true);
    if (rows.length > 0 || params.page === 1) {
      return { window: pageWindow(rows[0]?.total ?? 0, params), ids: rows.map((row) => row.id) };
    }
  }
  const window = pageWindow(countVisiblePlayers(narrowedBy(params), user), params);
  return { window, ids: orderedIds(params, user, window, false).map((row) => row.id) };
}

/**
 * One page of the players list, limited to the players the user may see. The
 * order is found reading only the sort key of every match; a row's columns
 * (its city, skill level and team count) are read for the page's rows alone.
 */
export function listPlayers(params: PlayerListParams, user: SessionUser) {
  const { window, ids } = pageOfIds(params, user);
  return { rows: playerRows(ids), window };
}

/**
 * What the short filters offer: the skill levels, and only the clubs some
 * visible player has, so no club leads to an empty list. Clubs are read one per
 * name whatever its case (one step through the club index each, not a pass over
 * every player). Cities are too many for a plain select: the list searches
 * them (citySelect in the players' routes).
 */
export function playerFilterChoices(user: SessionUser) {
  const db = getDb();
  const visible = visiblePlayers(user) ?? sql`1`;
  return {
    skillLevels: db.select({ id: skillLevels.id, name: skillLevels.name }).from(skillLevels).orderBy(asc(skillLevels.sortOrder)).all(),
    clubs: db
      .all<{ club: string }>(
        sql`with recursive clubs(club) as (
          select (select ${players.club} from ${players} where ${players.club} >= '' collate nocase order by ${players.club} collate nocase limit 1)
          union all
          select (select ${players.club} from ${players} where ${players.club} > clubs.club collate nocase order by ${players.club} collate nocase limit 1)
          from clubs where clubs.club is not null
        )
        select club from clubs
        where club is not null and exists (select 1 from ${players} where ${players.club} = clubs.club collate nocase and ${visible})`,
      )
      .map((row) => row.club),
  };
}

type Translate = (key: string) => string;

export const playerExport = {
  roles: ["admin", "event"],
  sheet: (t: Translate) => t("players.title"),
  columns: (t: Translate) => [
    { header: t("players.fields.name"), width: 28, type: "text", value: (p) => p.name },
    { header: t("players.fields.gender"), width: 12, type: "text", value: (p) => t(`players.genders.${p.gender}`) },
    { header: t("players.fields.birthDate"), width: 14, type: "text", value: (p) => p.birthDate },
    { header: t("players.fields.phone"), width: 18, type: "text", value: (p) => p.phone },
    { header: t("players.fields.email"), width: 30, type: "text", value: (p) => p.email },
    { header: t("players.fields.cityCode"), width: 10, type: "text", value: (p) => p.cityCode },
    { header: t("players.fields.city"), width: 28, type: "text", value: (p) => p.cityName },
    { header: t("players.fields.club"), width: 24, type: "text", value: (p) => p.club },
    { header: t("players.fields.skillLevel"), width: 16, type: "text", value: (p) => p.skillLevel },
    { header: t("players.fields.teams"), width: 8, type: "number", value: (p) => p.teams },
    { header: t("players.fields.created"), width: 20, type: "date", value: (p) => p.createdAt },
  ],
  // Each chunk is read under the visibility rule again: a player who left the user's events since the ids were read is not written.
  rows: (search, user) => rowsByIds(idsInOrder(orderedIdQuery(readListParams(search, playerListSpec), user, false)), (chunk) => playerRows(chunk, visiblePlayers(user))),
} satisfies ExportDefinition<PlayerRow>;
