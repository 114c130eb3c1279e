import { and, asc, desc, eq, or } from "drizzle-orm";
import { matches, teams, type TeamStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import type { EventDateFormat } from "~/utils/event-dates";
import { chipOf, loadEventCategories, type CategoryChip } from "./public-categories.server";
import { loadMatches, type MatchSummary } from "./public-matches.server";
import { findGroupTable, type StandingRow } from "./public-standings.server";

export type TeamDetail = {
  id: number;
  name: string;
  club: string | null;
  status: TeamStatus;
  category: CategoryChip;
  players: { id: number; name: string; photo: string | null; captain: boolean }[];
  /** The team's group and its row in the table as it stands. */
  group: { id: number; name: string; complete: boolean; standing: StandingRow | null } | null;
  matches: MatchSummary[];
  /** The match being played now, or else the first one still to be played. */
  next: MatchSummary | null;
};

const stillToPlay = new Set(["live", "scheduled", "postponed"]);

/** A team of this event with its players, its place in its group and its matches; null for another event's team. */
export function findTeamDetail(eventId: number, teamId: number, dates: EventDateFormat): TeamDetail | null {
  const team = getDb()
    .query.teams.findFirst({
      where: and(eq(teams.id, teamId), eq(teams.eventId, eventId)),
      with: {
        players: { with: { player: { columns: { id: true, name: true, photo: true } } }, orderBy: (entry) => [desc(entry.captain), asc(entry.id)] },
        groupEntry: { with: { group: { columns: { id: true, name: true } } } },
      },
    })
    .sync();
  if (!team) return null;
  const categories = loadEventCategories(eventId);
  const category = categories.find((c) => c.id === team.eventCategoryId);
  if (!category) return null;
  const list = loadMatches(eventId, categories, dates, { where: or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)) });
  const group = team.groupEntry[0]?.group ?? null;
  const table = group ? findGroupTable(eventId, group.id) : null;
  return {
    id: team.id,
    name: team.name,
    club: team.club,
    status: team.status,
    category: chipOf(category),
    players: team.players.map((entry) => ({ id: entry.player.id, name: entry.player.name, photo: entry.player.photo, captain: entry.captain })),
    group: group && {
      id: group.id,
      name: group.name,
      complete: table?.complete ?? false,
      standing: table?.rows.find((row) => row.teamId === teamId) ?? null,
    },
    matches: list,
    next: list.find((m) => m.status === "live") ?? list.find((m) => stillToPlay.has(m.status)) ?? null,
  };
}
