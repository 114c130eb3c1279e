import { asc, eq } from "drizzle-orm";
import { matchClockTaps, matchPoints, type LiveGame } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { replayClock, type ClockAction, type ClockReplay } from "~/domain/match-clock";
import type { TallyBaseline, TallyEntry } from "~/domain/point-tally";
import type { Baseline, LiveScore } from "~/domain/points";
import type { SetScore, Side } from "~/domain/scoring";

/**
 * A match's points as stored (schema/courtside.ts): the latest baseline and
 * the points after it that are not undone. Everything before the latest
 * baseline is history only. What a phone is sent is a recent part of it
 * (domain/point-tally.ts, `recentWindow`): its baseline may be a score some
 * points back, with the game then in play.
 */
export type PointStream = {
  /** Null before point scoring began. */
  baseline: (TallyBaseline & Pick<Baseline, "game">) | null;
  points: TallyEntry[];
  /** The client id of the entry a next point follows: the last point, or the baseline. */
  last: string | null;
};

export function readPointStream(matchId: number): PointStream {
  const rows = getDb()
    .select({ clientId: matchPoints.clientId, kind: matchPoints.kind, side: matchPoints.side, sets: matchPoints.sets, undoneAt: matchPoints.undoneAt })
    .from(matchPoints)
    .where(eq(matchPoints.matchId, matchId))
    .orderBy(asc(matchPoints.id))
    .all();
  let stream: PointStream = { baseline: null, points: [], last: null };
  for (const row of rows) {
    if (row.kind === "baseline") {
      const sets = (row.sets ?? []).map(([home, away]) => ({ home, away }));
      stream = { baseline: { clientId: row.clientId, sets, server: row.side }, points: [], last: row.clientId };
    } else if (row.undoneAt === null) {
      stream.points.push({ clientId: row.clientId, side: row.side });
      stream.last = row.clientId;
    }
  }
  return stream;
}

/** What the match row keeps of a live score: the game in play and the next server. */
export function liveGameOf(score: LiveScore): LiveGame {
  return { game: score.game, tieBreak: score.tieBreak, server: score.server };
}

export type EntryAuthor = { userId: number | null; scorerLinkId: number | null };

/** Appends a baseline: the sets as they now stand (goals as one pair) and who serves next. */
export function appendBaseline(matchId: number, entry: { clientId: string; sets: SetScore[]; server: Side; at: Date }, author: EntryAuthor) {
  getDb()
    .insert(matchPoints)
    .values({
      matchId,
      clientId: entry.clientId,
      kind: "baseline",
      side: entry.server,
      sets: entry.sets.map((set) => [set.home, set.away] as [number, number]),
      scoredAt: entry.at,
      userId: author.userId,
      scorerLinkId: author.scorerLinkId,
    })
    .run();
}

/** Whether point scoring has begun for the match. */
export function isPointScored(matchId: number) {
  return getDb().select({ id: matchPoints.id }).from(matchPoints).where(eq(matchPoints.matchId, matchId)).limit(1).get() !== undefined;
}

/** A goals game's clock taps, in the order they were taken, with the phone's ids. */
export type ClockStream = { clientId: string; action: ClockAction; at: number }[];

export function readClockStream(matchId: number): ClockStream {
  return getDb()
    .select({ clientId: matchClockTaps.clientId, action: matchClockTaps.action, at: matchClockTaps.tappedAt })
    .from(matchClockTaps)
    .where(eq(matchClockTaps.matchId, matchId))
    .orderBy(asc(matchClockTaps.id))
    .all()
    .map((tap) => ({ ...tap, at: tap.at.getTime() }));
}

/** The clock its taps replay to; null for a game without a clock (no minutes per half). */
export function replayClockStream(halfMinutes: number | null, taps: ClockStream): ClockReplay | null {
  return halfMinutes === null ? null : replayClock(halfMinutes, taps);
}

export function appendClockTap(matchId: number, tap: { clientId: string; action: ClockAction; at: Date }, author: EntryAuthor) {
  getDb().insert(matchClockTaps).values({ matchId, clientId: tap.clientId, action: tap.action, tappedAt: tap.at, userId: author.userId, scorerLinkId: author.scorerLinkId }).run();
}
