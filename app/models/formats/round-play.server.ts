import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { categoryRounds, eventCategories, matches, roundByes, teams, type MatchStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import type { PairCourt, PairResult, PairRound } from "~/domain/formats/pairs";
import { isPairFormat, isRoundFormat, readPairSettings, readSwissSettings, type PairSettings, type RoundFormat, type SwissSettings } from "~/domain/formats/settings";
import type { SwissHistory } from "~/domain/formats/swiss";
import { sidesOfMatches, type MatchSides } from "./match-sides.server";

/**
 * What has been played in a category of rounds (Americano, Mexicano, Swiss),
 * read from its rows: the entrants, the rounds made with their matches and
 * byes, and the history the formats' rules take (app/domain/formats).
 */

/** A category that plays in rounds, with its settings read. */
export type RoundCategory = { id: number; eventId: number; format: "americano" | "mexicano"; pairs: PairSettings } | { id: number; eventId: number; format: "swiss"; swiss: SwissSettings };

/** The category by id when it plays in rounds, else null. */
export function findRoundCategory(categoryId: number): RoundCategory | null {
  const row = getDb()
    .select({ id: eventCategories.id, eventId: eventCategories.eventId, format: eventCategories.format, formatSettings: eventCategories.formatSettings })
    .from(eventCategories)
    .where(eq(eventCategories.id, categoryId))
    .get();
  if (!row || !isRoundFormat(row.format)) return null;
  const format: RoundFormat = row.format;
  if (isPairFormat(format)) return { id: row.id, eventId: row.eventId, format, pairs: readPairSettings(row.formatSettings) };
  return { id: row.id, eventId: row.eventId, format: "swiss", swiss: readSwissSettings(row.formatSettings) };
}

/** An entrant of the category: a player alone (Americano, Mexicano) or a team (Swiss). */
export type RoundEntrant = { id: number; name: string; seed: number | null };

/** The entrants who play, by seed (level) then as entered; a withdrawn team plays no further round. */
export function roundEntrants(categoryId: number): RoundEntrant[] {
  return getDb()
    .select({ id: teams.id, name: teams.name, seed: teams.seed })
    .from(teams)
    .where(and(eq(teams.eventCategoryId, categoryId), ne(teams.status, "withdrawn")))
    .orderBy(sql`${teams.seed} is null`, asc(teams.seed), asc(teams.id))
    .all();
}

/** Every entrant of the category who plays or has played: those who withdrew after playing stay, marked, for the tables keep their results. */
export function tableEntrants(categoryId: number, rounds: readonly MadeRound[]): (RoundEntrant & { withdrawn: boolean })[] {
  const seated = new Set(rounds.flatMap((round) => [...round.matches.flatMap((match) => [...match.sides.home, ...match.sides.away].map((e) => e.teamId)), ...round.byes.map((bye) => bye.id)]));
  return getDb()
    .select({ id: teams.id, name: teams.name, seed: teams.seed, status: teams.status })
    .from(teams)
    .where(eq(teams.eventCategoryId, categoryId))
    .orderBy(sql`${teams.seed} is null`, asc(teams.seed), asc(teams.id))
    .all()
    .filter((row) => row.status !== "withdrawn" || seated.has(row.id))
    .map(({ status, ...row }) => ({ ...row, withdrawn: status === "withdrawn" }));
}

/** A match of a round, as staff and spectators see it. */
export type RoundMatch = {
  id: number;
  code: string;
  round: number;
  status: MatchStatus;
  court: string | null;
  scheduledAt: Date | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerTeamId: number | null;
  /** The entrants of each side: two players, or one team. */
  sides: MatchSides;
};

export type MadeRound = { round: number; drawNumber: number | null; matches: RoundMatch[]; byes: RoundEntrant[] };

/** Statuses that give a match its result for the next round and the tables. */
const decided = new Set<MatchStatus>(["finished", "walkover", "retired"]);
/** A round is complete when each of its matches has a result or will not be played. */
const settled = new Set<MatchStatus>([...decided, "cancelled"]);

/** The rounds made so far, in order, each with its matches (in court order) and byes. */
export function madeRounds(categoryId: number): MadeRound[] {
  const db = getDb();
  const made = db
    .select({ round: categoryRounds.round, drawNumber: categoryRounds.drawNumber })
    .from(categoryRounds)
    .where(eq(categoryRounds.eventCategoryId, categoryId))
    .orderBy(asc(categoryRounds.round))
    .all();
  if (made.length === 0) return [];
  const rows = db
    .select({
      id: matches.id,
      code: matches.code,
      round: matches.round,
      status: matches.status,
      court: matches.court,
      scheduledAt: matches.scheduledAt,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      winnerTeamId: matches.winnerTeamId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeName: sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${matches.homeTeamId})`,
      awayName: sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${matches.awayTeamId})`,
    })
    .from(matches)
    .where(and(eq(matches.eventCategoryId, categoryId), isNull(matches.groupId), isNull(matches.bracket)))
    .orderBy(asc(matches.round), asc(matches.id))
    .all();
  const pairSides = sidesOfMatches(rows.map((row) => row.id));
  const byeRows = db
    .select({ round: roundByes.round, id: teams.id, name: teams.name, seed: teams.seed })
    .from(roundByes)
    .innerJoin(teams, eq(teams.id, roundByes.teamId))
    .where(eq(roundByes.eventCategoryId, categoryId))
    .orderBy(asc(roundByes.id))
    .all();
  return made.map(({ round, drawNumber }) => ({
    round,
    drawNumber,
    matches: rows
      .filter((row) => row.round === round)
      .map(({ homeTeamId, awayTeamId, homeName, awayName, ...row }) => ({
        ...row,
        sides: pairSides.get(row.id) ?? {
          home: homeTeamId !== null ? [{ teamId: homeTeamId, name: homeName ?? "" }] : [],
          away: awayTeamId !== null ? [{ teamId: awayTeamId, name: awayName ?? "" }] : [],
        },
      })),
    byes: byeRows.filter((bye) => bye.round === round).map(({ id, name, seed }) => ({ id, name, seed })),
  }));
}

/** Every match of the round has a result or was cancelled. */
export function isRoundComplete(round: MadeRound): boolean {
  return round.matches.every((match) => settled.has(match.status));
}

const pairOf = (entrants: MatchSides["home"]) => [entrants[0]?.teamId ?? 0, entrants[1]?.teamId ?? 0] as const;

/**
 * The rounds as the pair formats' rules take them: courts in order and who
 * sat out. The players of a cancelled match (one of them withdrew) sat that
 * round out, so the next rounds even their sit-outs out (decision 0084).
 */
export function pairRoundsOf(rounds: readonly MadeRound[]): PairRound[] {
  return rounds.map((round) => {
    const played = round.matches.filter((match) => match.status !== "cancelled");
    const idle = round.matches.filter((match) => match.status === "cancelled").flatMap((match) => [...match.sides.home, ...match.sides.away].map((entrant) => entrant.teamId));
    return {
      round: round.round,
      courts: played.map((match, index): PairCourt => ({ court: index + 1, home: pairOf(match.sides.home), away: pairOf(match.sides.away) })),
      sittingOut: [...round.byes.map((bye) => bye.id), ...idle],
    };
  });
}

/** The results of the pair matches that have one: each side's points. */
export function pairResultsOf(rounds: readonly MadeRound[]): PairResult[] {
  return rounds.flatMap((round) =>
    round.matches
      .filter((match) => decided.has(match.status) && match.homeScore !== null && match.awayScore !== null)
      .map((match) => ({ round: round.round, home: pairOf(match.sides.home), away: pairOf(match.sides.away), homePoints: match.homeScore!, awayPoints: match.awayScore! })),
  );
}

/** The Swiss history: games with a result (a walkover a forfeit) and byes given. */
export function swissHistoryOf(rounds: readonly MadeRound[]): SwissHistory {
  const games = rounds.flatMap((round) =>
    round.matches
      .filter((match) => decided.has(match.status) && match.sides.home[0] && match.sides.away[0])
      .map((match) => ({ round: round.round, homeId: match.sides.home[0]!.teamId, awayId: match.sides.away[0]!.teamId, winnerId: match.winnerTeamId, forfeit: match.status === "walkover" })),
  );
  const byes = rounds.flatMap((round) => round.byes.map((bye) => ({ round: round.round, teamId: bye.id })));
  return { games, byes };
}

/**
 * Whether a result of this match, corrected now, would change standings that
 * rounds already made were paired from: a match of a Swiss round with a later
 * round made. Those pairings stay as they are (design §6.15).
 */
export function pairedFromThisResult(matchId: number): boolean {
  const db = getDb();
  const match = db.select({ categoryId: matches.eventCategoryId, round: matches.round, groupId: matches.groupId, bracket: matches.bracket }).from(matches).where(eq(matches.id, matchId)).get();
  if (!match || match.round === null || match.groupId !== null || match.bracket !== null) return false;
  if (findRoundCategory(match.categoryId)?.format !== "swiss") return false;
  return (
    db
      .select({ round: categoryRounds.round })
      .from(categoryRounds)
      .where(and(eq(categoryRounds.eventCategoryId, match.categoryId), gt(categoryRounds.round, match.round)))
      .limit(1)
      .all().length > 0
  );
}

/** Whether the category plays in rounds and has made one: its entrants then withdraw on the rounds page. */
export function roundsMade(categoryId: number): boolean {
  return findRoundCategory(categoryId) !== null && getDb().select({ round: categoryRounds.round }).from(categoryRounds).where(eq(categoryRounds.eventCategoryId, categoryId)).limit(1).all().length > 0;
}
