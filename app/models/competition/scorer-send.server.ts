import type { ClockAction } from "~/domain/match-clock";
import type { Side } from "~/domain/scoring";
import { timeSlices } from "~/utils/time-slices.server";
import { scorePoint, tapClock, undoPoint, type PointOutcome, type Scorer } from "./point-scoring.server";

/** A tap as a phone queued it, its time moved onto the server's clock. */
export type QueuedEntry =
  { kind: "point"; clientId: string; side: Side; after: string | null; at: Date } | { kind: "undo"; target: string } | { kind: "clock"; clientId: string; action: ClockAction; at: Date };

export type SendOutcome = { accepted: number; refusal: Exclude<PointOutcome, { ok: true }> | null };

/**
 * A phone's queued taps, applied in order, each in a write of its own, until
 * one is refused. Each costs the same however long the match (the kept tally,
 * point-tally.server.ts), and the send goes in slices of the event loop: once
 * 10 ms have run it lets the requests that arrived meanwhile be answered
 * before the next tap, so a send of the most taps it may carry (routes/scorer/entries.ts)
 * holds no other request, and other writes may come between its taps (each
 * names the entry it follows, so one that no longer follows is refused).
 */
export async function applyQueuedTaps(matchId: number, entries: readonly QueuedEntry[], scorer: Scorer): Promise<SendOutcome> {
  const slices = timeSlices();
  let accepted = 0;
  for (const entry of entries) {
    const outcome =
      entry.kind === "point"
        ? scorePoint(matchId, { clientId: entry.clientId, side: entry.side, after: entry.after, at: entry.at }, scorer)
        : entry.kind === "clock"
          ? tapClock(matchId, { clientId: entry.clientId, action: entry.action, at: entry.at }, scorer)
          : undoPoint(matchId, entry.target, scorer);
    if (!outcome.ok) return { accepted, refusal: outcome };
    accepted++;
    if (slices.due()) await slices.next();
  }
  return { accepted, refusal: null };
}
