import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { clockActions, type ClockAction } from "~/domain/match-clock";
import type { SetScore } from "~/domain/scoring";
import type { Ending } from "~/models/competition/point-scoring.server";

/** The most sets a match has (best of five). */
const MAX_SETS = 5;

const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const side = z.enum(["home", "away"]);
const matchId = z.coerce.number().int().positive();
/** The entry a new one follows; empty before the first. */
const after = z
  .string()
  .max(64)
  .optional()
  .transform((value) => value || null);
const count = z.coerce.number().int().min(0).max(99).optional();

const setFields = Object.fromEntries(
  Array.from({ length: MAX_SETS }, (_, i) => i + 1).flatMap((n) => [
    [`set-${n}-home`, count],
    [`set-${n}-away`, count],
  ]),
);

/**
 * One tap of the scorer's page, as a form post (or the same fields sent by its
 * script): start (who serves first), a point for a side, undo of the point
 * named, a correction of the sets with who serves next, the end of the match,
 * a tap of a goals game's clock.
 */
const entrySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), matchId, clientId, side }),
  z.object({ intent: z.literal("point"), matchId, clientId, side, after }),
  z.object({ intent: z.literal("undo"), matchId, target: clientId }),
  z.object({
    intent: z.literal("correct"),
    matchId,
    clientId,
    side,
    after,
    /** The sets the form showed, as the score it corrects ("6-4 2-1"; empty before a set has begun). */
    from: z
      .string()
      .max(200)
      .optional()
      .transform((value) => value ?? ""),
    ...setFields,
  }),
  z.object({ intent: z.literal("end"), matchId, ending: z.enum(["finished", "walkover", "retired"]), side: side.optional(), after }),
  z.object({ intent: z.literal("clock"), matchId, clientId, action: z.enum(clockActions) }),
]);

type Entry =
  | { intent: "start"; matchId: number; clientId: string; side: "home" | "away" }
  | { intent: "point"; matchId: number; clientId: string; side: "home" | "away"; after: string | null }
  | { intent: "undo"; matchId: number; target: string }
  | { intent: "correct"; matchId: number; clientId: string; side: "home" | "away"; after: string | null; from: string; sets: SetScore[] }
  | { intent: "end"; matchId: number; ending: Ending; after: string | null }
  | { intent: "clock"; matchId: number; clientId: string; action: ClockAction };

export type ScorerEntry = { ok: true; matchId: number; value: Entry } | { ok: false; errors: { code: string; params: Record<string, unknown> }[] };

/** Reads a tap; a correction's sets are the filled rows, in order, up to the first empty one. */
export function readScorerEntry(form: FormData): ScorerEntry {
  const submission = parseWithZod(form, { schema: entrySchema });
  if (submission.status !== "success") return { ok: false, errors: [{ code: "result.stale", params: {} }] };
  const value = submission.value;
  if (value.intent === "end") {
    const ending: Ending | null =
      value.ending === "finished"
        ? { status: "finished" }
        : value.side
          ? value.ending === "walkover"
            ? { status: "walkover", present: value.side }
            : { status: "retired", retired: value.side }
          : null;
    if (!ending) return { ok: false, errors: [{ code: "result.sideRequired", params: {} }] };
    return { ok: true, matchId: value.matchId, value: { intent: "end", matchId: value.matchId, ending, after: value.after } };
  }
  if (value.intent !== "correct") return { ok: true, matchId: value.matchId, value };
  const typed = value as unknown as Record<string, number | undefined>;
  const sets: SetScore[] = [];
  for (let n = 1; n <= MAX_SETS; n++) {
    const home = typed[`set-${n}-home`];
    const away = typed[`set-${n}-away`];
    if (home === undefined || away === undefined) break;
    sets.push({ home, away });
  }
  return { ok: true, matchId: value.matchId, value: { intent: "correct", matchId: value.matchId, clientId: value.clientId, side: value.side, after: value.after, from: value.from, sets } };
}
