import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { groups, groupTeams, matches, matchSides, players, teamPlayers, teams, type TeamStatus } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";
import type { EventDateFormat } from "~/utils/event-dates";
import type { EventAtVersion } from "./kept-per-version.server";
import { categoriesAt, chipOf, type CategoryChip } from "./public-categories.server";
import { matchRows, matchSummaries, scheduleOrder, type MatchSummary } from "./public-matches.server";
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

/** The match being played now, or else the first one still to be played. */
const nextOf = (list: MatchSummary[]) => list.find((m) => m.status === "live") ?? list.find((m) => stillToPlay.has(m.status)) ?? null;

/**
 * The reads of a team's page, compiled once (see preparedQuery): Drizzle's
 * nested query for the team with its players and group, built and compiled on
 * every view, cost more than running it.
 */
const teamDetailReads = {
  team: preparedQuery((db) =>
    db
      .select({ id: teams.id, name: teams.name, club: teams.club, status: teams.status, eventCategoryId: teams.eventCategoryId })
      .from(teams)
      .where(and(eq(teams.id, sql.placeholder("teamId")), eq(teams.eventId, sql.placeholder("eventId"))))
      .prepare(),
  ),
  /** Captains first, then in the order they joined the team. */
  players: preparedQuery((db) =>
    db
      .select({ id: players.id, name: players.name, photo: players.photo, captain: teamPlayers.captain })
      .from(teamPlayers)
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .where(eq(teamPlayers.teamId, sql.placeholder("teamId")))
      .orderBy(desc(teamPlayers.captain), asc(teamPlayers.id))
      .prepare(),
  ),
  /** A team is drawn into one group at most. */
  group: preparedQuery((db) =>
    db
      .select({ id: groups.id, name: groups.name })
      .from(groupTeams)
      .innerJoin(groups, eq(groups.id, groupTeams.groupId))
      .where(eq(groupTeams.teamId, sql.placeholder("teamId")))
      .prepare(),
  ),
  matches: preparedQuery((db) =>
    matchRows(db)
      .where(
        and(
          eq(matches.eventId, sql.placeholder("eventId")),
          // A player of Americano or Mexicano plays on a side of several entrants (match_sides).
          or(
            eq(matches.homeTeamId, sql.placeholder("teamId")),
            eq(matches.awayTeamId, sql.placeholder("teamId")),
            inArray(
              matches.id,
              db
                .select({ id: matchSides.matchId })
                .from(matchSides)
                .where(eq(matchSides.teamId, sql.placeholder("teamId"))),
            ),
          ),
        ),
      )
      .orderBy(...scheduleOrder())
      .prepare(),
  ),
  /** A player of this event and the teams they play on in it, in the order they joined them. */
  player: preparedQuery((db) =>
    db
      .select({ name: players.name, teamId: teams.id, teamName: teams.name })
      .from(teamPlayers)
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(teamPlayers.playerId, sql.placeholder("playerId")), eq(teams.eventId, sql.placeholder("eventId"))))
      .orderBy(asc(teamPlayers.id))
      .prepare(),
  ),
  /** The matches of every team a player plays on in this event, in schedule order. */
  playerMatches: preparedQuery((db) => {
    const playersTeams = db
      .select({ id: teamPlayers.teamId })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(teamPlayers.playerId, sql.placeholder("playerId")), eq(teams.eventId, sql.placeholder("eventId"))));
    return matchRows(db)
      .where(
        and(
          eq(matches.eventId, sql.placeholder("eventId")),
          or(
            inArray(matches.homeTeamId, playersTeams),
            inArray(matches.awayTeamId, playersTeams),
            inArray(matches.id, db.select({ id: matchSides.matchId }).from(matchSides).where(inArray(matchSides.teamId, playersTeams))),
          ),
        ),
      )
      .orderBy(...scheduleOrder())
      .prepare();
  }),
};

/** A team of this event, its category and its matches in schedule order; null for another event's team. */
function teamWithMatches(event: EventAtVersion, teamId: number, dates: EventDateFormat) {
  const eventId = event.id;
  const team = teamDetailReads.team().get({ teamId, eventId });
  if (!team) return null;
  const categories = categoriesAt(event);
  const category = categories.find((c) => c.id === team.eventCategoryId);
  if (!category) return null;
  return { team, categories, category, list: matchSummaries(teamDetailReads.matches().all({ eventId, teamId }), categories, dates) };
}

/** A team of this event with its players, its place in its group and its matches; null for another event's team. */
export function findTeamDetail(event: EventAtVersion, teamId: number, dates: EventDateFormat): TeamDetail | null {
  const eventId = event.id;
  const found = teamWithMatches(event, teamId, dates);
  if (!found) return null;
  const { team, categories, category, list } = found;
  const group = teamDetailReads.group().get({ teamId }) ?? null;
  const table = group ? findGroupTable(eventId, group.id, categories) : null;
  return {
    id: team.id,
    name: team.name,
    club: team.club,
    status: team.status,
    category: chipOf(category),
    players: teamDetailReads.players().all({ teamId }),
    group: group && {
      id: group.id,
      name: group.name,
      complete: table?.complete ?? false,
      standing: table?.rows.find((row) => row.teamId === teamId) ?? null,
    },
    matches: list,
    next: nextOf(list),
  };
}

export type FollowedTeam = Pick<TeamDetail, "id" | "name" | "category" | "next">;

/** What the bar of a followed team shows: its name and the match it plays now or next; null for another event's team. */
export function findFollowedTeam(event: EventAtVersion, teamId: number, dates: EventDateFormat): FollowedTeam | null {
  const found = teamWithMatches(event, teamId, dates);
  if (!found) return null;
  const { team, category, list } = found;
  return { id: team.id, name: team.name, category: chipOf(category), next: nextOf(list) };
}

export type FollowedPlayer = {
  id: number;
  name: string;
  /** The team playing `next`, else the first team the player joined in this event: where the bar's name leads. */
  teamId: number;
  next: MatchSummary | null;
};

/**
 * What the bar of a followed player shows: their name and the match they play
 * now or next, on whichever of their teams in this event (a badminton player
 * may enter men's doubles and mixed doubles); null for a player of no team of
 * this event.
 */
export function findFollowedPlayer(event: EventAtVersion, playerId: number, dates: EventDateFormat): FollowedPlayer | null {
  const eventId = event.id;
  const joined = teamDetailReads.player().all({ playerId, eventId });
  const first = joined[0];
  if (!first) return null;
  const next = nextOf(matchSummaries(teamDetailReads.playerMatches().all({ playerId, eventId }), categoriesAt(event), dates));
  const playing = next && joined.find((team) => team.teamId === next.home.teamId || team.teamId === next.away.teamId);
  return { id: playerId, name: first.name, teamId: playing?.teamId ?? first.teamId, next };
}
