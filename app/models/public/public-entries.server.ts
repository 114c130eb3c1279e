import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { players, teamPlayers, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { entryWindowsOfEvent, type CategoryEntries } from "../entries/entry-window.server";
import { now as clockNow } from "~/clock.server";

/**
 * The public entry list (docs/design.md §3.8): per category whose window says
 * so, the teams in (not withdrawn, however they came in) with their players'
 * names and clubs only — never a phone, an e-mail or a birth date — the places
 * left and the waiting list's length.
 */

export type PublicEntryList = Pick<CategoryEntries, "category" | "places" | "waiting"> & {
  teams: { id: number; name: string; club: string | null; players: { name: string; club: string | null }[] }[];
};

export function publicEntryLists(eventId: number, now = clockNow()): PublicEntryList[] {
  const shown = entryWindowsOfEvent(eventId, now).filter((entry) => entry.window.publicList);
  if (shown.length === 0) return [];
  const db = getDb();
  const rows = db
    .select({ id: teams.id, name: teams.name, club: teams.club, eventCategoryId: teams.eventCategoryId })
    .from(teams)
    .where(
      and(
        inArray(
          teams.eventCategoryId,
          shown.map((entry) => entry.category.id),
        ),
        ne(teams.status, "withdrawn"),
      ),
    )
    .orderBy(asc(teams.id))
    .all();
  const people = rows.length
    ? db
        .select({ teamId: teamPlayers.teamId, name: players.name, club: players.club })
        .from(teamPlayers)
        .innerJoin(players, eq(players.id, teamPlayers.playerId))
        .where(
          inArray(
            teamPlayers.teamId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(teamPlayers.id))
        .all()
    : [];
  return shown.map(({ category, places, waiting }) => ({
    category,
    places,
    waiting,
    teams: rows
      .filter((row) => row.eventCategoryId === category.id)
      .map((row) => ({ id: row.id, name: row.name, club: row.club, players: people.filter((p) => p.teamId === row.id).map(({ name, club }) => ({ name, club })) })),
  }));
}
