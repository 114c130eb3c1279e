import { pointRulesOf } from "~/domain/points";
import { tallyStream, type Tally } from "~/domain/point-tally";
import type { MatchForScoring } from "./match-result.server";
import { readPointStream } from "./point-stream.server";

/**
 * The one owner of the matches' tallies kept between entries (domain/point-tally.ts):
 * a point is one step of the rules instead of a read and a replay of every
 * point the match has had. A tally is of one version of its match: every write
 * of a match raises its version (applyResult; a staff save's baseline too), so
 * a tally of another version, or none (a restart, a write by another process),
 * is read again from the stream, once. A write takes the tally for itself and
 * gives it back only once committed, so a write that fails leaves nothing
 * half-changed behind.
 */

/** Matches kept at once, the least recently used given up first: every live match of every event on one server, with room. */
const KEPT_MATCHES = 500;

const kept = new Map<number, { version: number; tally: Tally }>();

function streamTally(found: MatchForScoring): Tally | null {
  const stream = readPointStream(found.match.id);
  return stream.baseline === null ? null : tallyStream(pointRulesOf(found.rules), stream.baseline, stream.points);
}

/** For a write, inside its transaction: the match's tally, its alone until `keepTally` (null before scoring began). */
export function takeTally(found: MatchForScoring): Tally | null {
  const entry = kept.get(found.match.id);
  kept.delete(found.match.id);
  return entry?.version === found.match.version ? entry.tally : streamTally(found);
}

/** After a committed write: the tally as the match's `version` stands. */
export function keepTally(matchId: number, version: number, tally: Tally | null) {
  kept.delete(matchId);
  if (tally === null) return;
  kept.set(matchId, { version, tally });
  if (kept.size > KEPT_MATCHES) kept.delete(kept.keys().next().value!);
}

/** For a read (in a read transaction with the match's row): the tally, kept for the next read or write. Never change it. */
export function readTally(found: MatchForScoring): Tally | null {
  const entry = kept.get(found.match.id);
  if (entry?.version === found.match.version) {
    keepTally(found.match.id, entry.version, entry.tally);
    return entry.tally;
  }
  const tally = streamTally(found);
  keepTally(found.match.id, found.match.version, tally);
  return tally;
}
