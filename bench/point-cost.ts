/**
 * What a point scored through a scorer link costs as a match grows: points
 * 1–100 of a fresh match against points 3,001–3,100 of a tennis match of long
 * deuce games (the longest kind the rules allow), each a whole write through
 * the app's model (point-scoring.server.ts) in this process, and the first
 * point after the match's kept tally is given up (a restart), which reads and
 * replays its stream once. The matches are in a draft event of their own
 * (the public pages measured after stay as they were), each in a category of
 * its own with no group or bracket to move on, so those rows differ by the
 * match's length alone. A last row scores the closing match of a group of
 * four whose places feed a final, the usual live match of a weekend: what a
 * point costs beside a table and a bracket that only a decided match moves.
 */
import { and, eq } from "drizzle-orm";
import { eventCategories, events, gameCategories, gameTypes, groups, groupTeams, matches, matchSets, skillLevels, teams } from "#drizzle/schema";
import type { genders } from "#drizzle/schema/master";
import { getDb } from "~/db.server";
import { findPointState, scorePoint, startScoring, type Scorer } from "~/models/competition/point-scoring.server";
import { percentile } from "./report";

export type PointCost = { what: string; points: number; p50Ms: number; p99Ms: number };

type Side = "home" | "away";
type Gender = (typeof genders)[number];
const other = (side: Side): Side => (side === "home" ? "away" : "home");

/** The longest game or tie-break the rules allow, won by `winner`: 48 all, then 50-48 (98 points). */
const longGame = (winner: Side): Side[] => [...Array.from({ length: 96 }, (_, i): Side => (i % 2 === 0 ? winner : other(winner))), winner, winner];

/** Games of that length won in turn from 0-0 to 6-6, then the tie-break: 1,274 points a set. */
const longSet = (winner: Side): Side[] => [...Array.from({ length: 12 }, (_, i) => longGame(i % 2 === 0 ? "home" : "away")).flat(), ...longGame(winner)];

/** A category of its own for each measured match: an Intermediate game category of a sport scored in games, its gender used by no other row. */
function newCategory(eventId: number, sport: "Tennis" | "Padel", gender: Gender) {
  const db = getDb();
  const gameCategory = db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId))
    .where(and(eq(gameTypes.name, sport), eq(skillLevels.name, "Intermediate"), eq(gameCategories.gender, gender)))
    .get();
  if (!gameCategory) throw new Error(`no ${sport} Intermediate ${gender} game category`);
  const category = db.insert(eventCategories).values({ eventId, gameCategoryId: gameCategory.id, tieBreakPreset: "padel" }).returning().get();
  const team = (name: string) => db.insert(teams).values({ eventId, eventCategoryId: category.id, name, status: "confirmed" }).returning().get().id;
  return { categoryId: category.id, team };
}

function newMatch(eventId: number, code: string, gender: Gender) {
  const { categoryId, team } = newCategory(eventId, "Tennis", gender);
  return getDb()
    .insert(matches)
    .values({ eventId, eventCategoryId: categoryId, code, homeTeamId: team(`${code} home`), awayTeamId: team(`${code} away`), court: "Bench court", scheduledAt: new Date() })
    .returning()
    .get().id;
}

/** Group A of four, five of its six matches played 6-3 6-4 by the first-named team, and a final of 1A against 2A: the last group match is returned. */
function newGroupMatch(eventId: number) {
  const db = getDb();
  const { categoryId, team } = newCategory(eventId, "Padel", "mixed");
  const groupId = db.insert(groups).values({ eventId, eventCategoryId: categoryId, name: "A" }).returning().get().id;
  const teamIds = [1, 2, 3, 4].map((n) => team(`Group team ${n}`));
  teamIds.forEach((teamId, i) =>
    db
      .insert(groupTeams)
      .values({ groupId, teamId, position: i + 1 })
      .run(),
  );
  const pairs = [
    [0, 1],
    [2, 3],
    [0, 2],
    [1, 3],
    [0, 3],
    [1, 2],
  ] as const;
  const ids = pairs.map(([home, away], i) => {
    const played = i < pairs.length - 1;
    const match = db
      .insert(matches)
      .values({
        eventId,
        eventCategoryId: categoryId,
        groupId,
        code: `A${i + 1}`,
        homeTeamId: teamIds[home]!,
        awayTeamId: teamIds[away]!,
        court: "Bench court",
        scheduledAt: new Date(),
        ...(played ? { status: "finished" as const, homeScore: 2, awayScore: 0, winnerTeamId: teamIds[home]! } : {}),
      })
      .returning()
      .get();
    if (played)
      db.insert(matchSets)
        .values([
          { matchId: match.id, setNo: 1, home: 6, away: 3 },
          { matchId: match.id, setNo: 2, home: 6, away: 4 },
        ])
        .run();
    return match.id;
  });
  db.insert(matches)
    .values({ eventId, eventCategoryId: categoryId, stage: "final", bracket: "main", code: "F", homeSource: "1A", awaySource: "2A", court: "Bench court", scheduledAt: new Date() })
    .run();
  return ids.at(-1)!;
}

export function measurePointCost(userId: number): PointCost[] {
  const scorer: Scorer = { userId, scorerLinkId: null, name: null };
  const now = new Date();
  const eventId = getDb().insert(events).values({ slug: "bench-point-cost", name: "Bench point cost", startsAt: now, endsAt: now }).returning().get().id;
  let n = 0;
  const score = (matchId: number, sides: Side[], timed: number[] | null) => {
    let after = findPointState(matchId)!.last;
    for (const side of sides) {
      const clientId = `bench-${++n}`;
      const started = performance.now();
      const outcome = scorePoint(matchId, { clientId, side, at: new Date(), after }, scorer);
      timed?.push(performance.now() - started);
      if (!outcome.ok) throw new Error(`point refused: ${outcome.reason}`);
      after = clientId;
    }
  };
  const row = (what: string, samples: number[]): PointCost => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { what, points: samples.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  };
  const hundred = [...longGame("home"), ...longGame("away"), ...longGame("home")].slice(0, 100);

  const fresh = newMatch(eventId, "P1", "men");
  startScoring(fresh, { clientId: `bench-start-${fresh}`, server: "home", at: new Date() }, scorer);
  const first: number[] = [];
  score(fresh, hundred, first);

  const long = newMatch(eventId, "P3000", "women");
  startScoring(long, { clientId: `bench-start-${long}`, server: "home", at: new Date() }, scorer);
  const threeSets = [...longSet("home"), ...longSet("away"), ...longSet("home")];
  score(long, threeSets.slice(0, 3_000), null);
  const later: number[] = [];
  score(long, threeSets.slice(3_000, 3_100), later);

  // Another process's write, or a restart: the kept tally is of an older version, so the next point reads the stream again.
  getDb().$client.prepare("update matches set version = version + 1 where id = ?").run(long);
  const afterRestart: number[] = [];
  score(long, threeSets.slice(3_100, 3_101), afterRestart);

  const groupMatch = newGroupMatch(eventId);
  startScoring(groupMatch, { clientId: `bench-start-${groupMatch}`, server: "home", at: new Date() }, scorer);
  const inGroup: number[] = [];
  score(groupMatch, hundred, inGroup);

  return [
    row("points 1–100 of a match", first),
    row("points 3,001–3,100 of a match (tally kept)", later),
    row("point 3,101, the tally read again (after a restart)", afterRestart),
    row("points 1–100 of a group's last match, its places feeding a final", inGroup),
  ];
}
