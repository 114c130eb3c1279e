import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { matches, matchSides, teams } from "#drizzle/schema";
import { getDb, inIdList, preparedQuery } from "~/db.server";
import type { Side } from "~/domain/scoring";

/** One entrant of a side made of several (an Americano or Mexicano player). */
export type SideEntrant = { teamId: number; name: string };

export type MatchSides = Record<Side, SideEntrant[]>;

const sidesQuery = preparedQuery((db) =>
  db
    .select({ matchId: matchSides.matchId, side: matchSides.side, teamId: matchSides.teamId, name: teams.name })
    .from(matchSides)
    .innerJoin(teams, eq(teams.id, matchSides.teamId))
    .where(inIdList(matchSides.matchId))
    .orderBy(asc(matchSides.id))
    .prepare(),
);

/** The sides of these matches that are made of several entrants, by match id; a match with ordinary teams is absent. */
export function sidesOfMatches(matchIds: readonly number[]): Map<number, MatchSides> {
  const found = new Map<number, MatchSides>();
  if (matchIds.length === 0) return found;
  for (const row of sidesQuery().all({ ids: JSON.stringify(matchIds) })) {
    const sides = found.get(row.matchId) ?? { home: [], away: [] };
    sides[row.side].push({ teamId: row.teamId, name: row.name });
    found.set(row.matchId, sides);
  }
  return found;
}

/** The entrants' team ids of every side made of several in an event, by match id (the planner and the desk read them whole). */
export function sideTeamsOfEvent(eventId: number): Map<number, Record<Side, number[]>> {
  const found = new Map<number, Record<Side, number[]>>();
  for (const row of getDb()
    .select({ matchId: matchSides.matchId, side: matchSides.side, teamId: matchSides.teamId })
    .from(matchSides)
    .innerJoin(matches, eq(matches.id, matchSides.matchId))
    .where(eq(matches.eventId, eventId))
    .orderBy(asc(matchSides.id))
    .all()) {
    const sides = found.get(row.matchId) ?? { home: [], away: [] };
    sides[row.side].push(row.teamId);
    found.set(row.matchId, sides);
  }
  return found;
}

/** A side's name as one line: "Ani / Budi". */
export function sideName(entrants: readonly SideEntrant[]): string {
  return entrants.map((entrant) => entrant.name).join(" / ");
}

/** Whether a match's sides are made of several entrants each (both sides known). */
export function hasPairSides(matchId: number): boolean {
  const sides = sidesOfMatches([matchId]).get(matchId);
  return sides !== undefined && sides.home.length > 0 && sides.away.length > 0;
}

/**
 * A side's name in a query of matches: its team's, else (a side of several
 * entrants, Americano and Mexicano) their names joined, "Ani / Budi". Every
 * list that reads a match's teams by name shows pairs with it.
 */
export function sideNameSql(side: "home" | "away", teamName: SQLiteColumn): SQL<string | null> {
  return sql<
    string | null
  >`coalesce(${teamName}, (select group_concat(side_team.name, ' / ' order by side_entrant.id) from match_sides side_entrant join teams side_team on side_team.id = side_entrant.team_id where side_entrant.match_id = ${matches.id} and side_entrant.side = ${sql.raw(`'${side}'`)}))`;
}
