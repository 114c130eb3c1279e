/**
 * What a point scored through a scorer link costs as a match grows: points
 * 1–100 of a fresh match against points 3,001–3,100 of a tennis match of long
 * deuce games (the longest kind the rules allow), each a whole write through
 * the app's model (point-scoring.server.ts) in this process, and the first
 * point after the match's kept tally is given up (a restart), which reads and
 * replays its stream once. The matches are in a draft event of their own
 * (the public pages measured after stay as they were), each in a category of
 * its own with no group or bracket to move on, so the rows differ by the
 * match's length alone.
 */
import { and, eq } from "drizzle-orm";
import { eventCategories, events, gameCategories, gameTypes, matches, skillLevels, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { findPointState, scorePoint, startScoring, type Scorer } from "~/models/competition/point-scoring.server";
import { percentile } from "./report";

export type PointCost = { what: string; points: number; p50Ms: number; p99Ms: number };

type Side = "home" | "away";
const other = (side: Side): Side => (side === "home" ? "away" : "home");

/** The longest game or tie-break the rules allow, won by `winner`: 48 all, then 50-48 (98 points). */
const longGame = (winner: Side): Side[] => [...Array.from({ length: 96 }, (_, i): Side => (i % 2 === 0 ? winner : other(winner))), winner, winner];

/** Games of that length won in turn from 0-0 to 6-6, then the tie-break: 1,274 points a set. */
const longSet = (winner: Side): Side[] => [...Array.from({ length: 12 }, (_, i) => longGame(i % 2 === 0 ? "home" : "away")).flat(), ...longGame(winner)];

function newMatch(eventId: number, code: string) {
  const db = getDb();
  const gameCategory = db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId))
    .where(and(eq(gameTypes.name, "Tennis"), eq(skillLevels.name, "Intermediate"), eq(gameCategories.gender, code === "P1" ? "men" : "women")))
    .get();
  if (!gameCategory) throw new Error("no Tennis Intermediate game category");
  const category = db.insert(eventCategories).values({ eventId, gameCategoryId: gameCategory.id, tieBreakPreset: "padel" }).returning().get();
  const team = (name: string) => db.insert(teams).values({ eventId, eventCategoryId: category.id, name, status: "confirmed" }).returning().get().id;
  return db
    .insert(matches)
    .values({ eventId, eventCategoryId: category.id, code, homeTeamId: team(`${code} home`), awayTeamId: team(`${code} away`), court: "Bench court", scheduledAt: new Date() })
    .returning()
    .get().id;
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

  const fresh = newMatch(eventId, "P1");
  startScoring(fresh, { clientId: `bench-start-${fresh}`, server: "home", at: new Date() }, scorer);
  const first: number[] = [];
  score(fresh, hundred, first);

  const long = newMatch(eventId, "P3000");
  startScoring(long, { clientId: `bench-start-${long}`, server: "home", at: new Date() }, scorer);
  const threeSets = [...longSet("home"), ...longSet("away"), ...longSet("home")];
  score(long, threeSets.slice(0, 3_000), null);
  const later: number[] = [];
  score(long, threeSets.slice(3_000, 3_100), later);

  // Another process's write, or a restart: the kept tally is of an older version, so the next point reads the stream again.
  getDb().$client.prepare("update matches set version = version + 1 where id = ?").run(long);
  const afterRestart: number[] = [];
  score(long, threeSets.slice(3_100, 3_101), afterRestart);

  return [row("points 1–100 of a match", first), row("points 3,001–3,100 of a match (tally kept)", later), row("point 3,101, the tally read again (after a restart)", afterRestart)];
}
