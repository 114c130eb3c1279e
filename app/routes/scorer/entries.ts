import { z } from "zod";
import { clockActions } from "~/domain/match-clock";
import { findPointState, type Scorer } from "~/models/competition/point-scoring.server";
import { openScorerLink, scorerMatches, touchScorerLink } from "~/models/competition/scorer-link.server";
import { applyQueuedTaps } from "~/models/competition/scorer-send.server";
import type { Route } from "./+types/entries";
import { TAPS_PER_SEND } from "./send-plan";
import { nowMs } from "~/clock.server";

/** A tap's time, on the server's clock, is believed within these bounds; outside them the time it arrived is kept. */
const CLOCK_AHEAD_MS = 60_000;
const CLOCK_BEHIND_MS = 24 * 60 * 60_000;

const clientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const entrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("point"), clientId, side: z.enum(["home", "away"]), at: z.number().int(), after: clientId.nullable() }),
  z.object({ kind: z.literal("undo"), target: clientId }),
  z.object({ kind: z.literal("clock"), clientId, action: z.enum(clockActions), at: z.number().int() }),
]);
const bodySchema = z.object({
  matchId: z.number().int().positive(),
  /** A phone with more sends them in pieces of this many (scoring-queue.ts). */
  entries: z.array(entrySchema).min(1).max(TAPS_PER_SEND),
  /** The phone's clock when it sent them: how far it is from the server's, so a match clock's times are the server's. */
  sentAt: z.number().int().nullable(),
});

const noStore = { "Cache-Control": "no-store" };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Taps are only ever posted here. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST", ...noStore } });
}

/**
 * The scorer's page with JavaScript sends its taps here, queued on the phone
 * while offline and sent in order once it is back: points (with the phone's
 * time and the entry each follows), undos and a goals game's clock taps. They are applied one by one
 * until one is refused, in slices of the event loop (scorer-send.server.ts); the
 * answer says how many were taken, why the next was not (a conflict with what
 * changed meanwhile, a point the rules refuse), and the score as it now
 * stands. A tap sent twice is taken once (point-scoring.server.ts).
 */
export async function action({ params, request }: Route.ActionArgs) {
  const opened = openScorerLink(params.secret);
  if (!opened.ok) return Response.json({ link: opened.refusal }, { status: opened.refusal === "unknown" ? 404 : 410, headers: noStore });
  // A form like every other post to the pages (root.tsx reads only forms): the taps are one field, as JSON.
  const form = await request.formData();
  const sentAt = form.get("sentAt");
  const body = bodySchema.safeParse({ matchId: Number(form.get("matchId")), entries: parseJson(String(form.get("entries") ?? "")), sentAt: sentAt ? Number(sentAt) : null });
  if (!body.success) return Response.json({ error: "invalid" }, { status: 400, headers: noStore });
  const { matchId, entries } = body.data;
  if (!scorerMatches(opened.link).some((m) => m.id === matchId)) return Response.json({ link: "unknown" }, { status: 404, headers: noStore });
  touchScorerLink(opened.link);
  const scorer: Scorer = { userId: null, scorerLinkId: opened.link.id, name: opened.link.name };
  const now = nowMs();
  const offset = body.data.sentAt === null ? 0 : now - body.data.sentAt;
  const serverTime = (at: number) => {
    const shifted = at + offset;
    return new Date(shifted > now + CLOCK_AHEAD_MS || shifted < now - CLOCK_BEHIND_MS ? now : shifted);
  };
  const { accepted, refusal } = await applyQueuedTaps(
    matchId,
    entries.map((entry) => (entry.kind === "undo" ? entry : { ...entry, at: serverTime(entry.at) })),
    scorer,
  );
  return Response.json(
    { accepted, refusal: refusal ? { reason: refusal.reason, errors: refusal.reason === "invalid" ? refusal.errors : [] } : null, state: findPointState(matchId) },
    { status: refusal?.reason === "conflict" ? 409 : 200, headers: noStore },
  );
}
