import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { matchStatuses } from "#drizzle/schema";
import type { SetScore } from "~/domain/scoring";
import type { ResultInput, StatisticInput } from "~/models/competition/match-result.server";

/** What the score form sent, as typed, to show again when the save is refused. */
export type TypedScore = Record<string, string>;

export type ParsedScore = { ok: true; input: ResultInput; version: number; typed: TypedScore } | { ok: false; errors: ScoreError[]; typed: TypedScore };

/** A score error as the form shows it: a key under `scoreErrors.` and its values (the domain's own refusals take the same shape). */
export type ScoreError = { code: string; params: Record<string, unknown> };

/**
 * Messages travel as `scoreErrors` keys with their values in query form
 * ("set.notANumber?set=2"), as the other forms' zod messages do.
 */
const whole = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: message })
    .transform(Number);
const side = z.enum(["home", "away"]).optional().catch(undefined);
const version = z.number({ error: "result.stale" }).int({ error: "result.stale" }).min(1, { error: "result.stale" });
const setField = (n: number, team: "home" | "away") => `set-${n}-${team}`;

/**
 * The score form: `status`, `version`, set rows `set-N-home`/`set-N-away`
 * (empty trailing rows ignored; a half-filled row, or one after an empty row,
 * refused), `goals-home`/`goals-away` (both or neither), `present` (walkover)
 * and `retired`. Every problem is reported at once.
 */
export function scoreSchema(maxSets: number) {
  const sets: Record<string, z.ZodOptional<ReturnType<typeof whole>>> = {};
  for (let n = 1; n <= maxSets; n++) {
    for (const team of ["home", "away"] as const) sets[setField(n, team)] = whole(`set.notANumber?set=${n}`).optional();
  }
  return z
    .object({
      status: z.enum(matchStatuses, { error: "result.statusRequired" }),
      version,
      ...sets,
      "goals-home": whole("goals.invalid?side=home").optional(),
      "goals-away": whole("goals.invalid?side=away").optional(),
      present: side,
      retired: side,
    })
    .superRefine(
      (value, ctx) => {
        const typed = value as Record<string, unknown>;
        let blankFrom: number | null = null;
        for (let n = 1; n <= maxSets; n++) {
          const home = typed[setField(n, "home")];
          const away = typed[setField(n, "away")];
          if (home === undefined && away === undefined) {
            blankFrom ??= n;
            continue;
          }
          if (blankFrom !== null || home === undefined || away === undefined) ctx.addIssue({ code: "custom", message: `set.notANumber?set=${n}`, path: [setField(n, "home")] });
        }
        const goalsHome = typed["goals-home"];
        const goalsAway = typed["goals-away"];
        if ((goalsHome === undefined) !== (goalsAway === undefined)) {
          ctx.addIssue({ code: "custom", message: `goals.invalid?side=${goalsHome === undefined ? "home" : "away"}`, path: [goalsHome === undefined ? "goals-home" : "goals-away"] });
        }
      },
      // Checked with the fields, not only once they pass: every problem is listed at once.
      { when: () => true },
    );
}

/** Zod's messages as the score errors the page lists, each once, in the form's order. */
function scoreErrors(error: Record<string, string[] | null> | null | undefined): ScoreError[] {
  const messages = [...new Set(Object.values(error ?? {}).flatMap((list) => list ?? []))];
  return messages.map((message) => {
    const [code, query] = message.split("?", 2) as [string, string | undefined];
    return { code, params: Object.fromEntries(new URLSearchParams(query ?? "")) };
  });
}

/** What was typed, as it was typed (each value cut to 20 characters), to show again when the save is refused. */
function typedOf(form: FormData): TypedScore {
  const typed: TypedScore = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "intent") typed[key] = value.slice(0, 20);
  return typed;
}

/** Reads the score form (see scoreSchema) into the result to save. */
export function readScoreForm(form: FormData, maxSets: number): ParsedScore {
  const typed = typedOf(form);
  const submission = parseWithZod(form, { schema: scoreSchema(maxSets) });
  if (submission.status !== "success") return { ok: false, errors: scoreErrors(submission.error), typed };
  const value = submission.value as Record<string, unknown> & z.infer<ReturnType<typeof scoreSchema>>;
  const sets: SetScore[] = [];
  for (let n = 1; n <= maxSets; n++) {
    const home = value[setField(n, "home")] as number | undefined;
    const away = value[setField(n, "away")] as number | undefined;
    if (home !== undefined && away !== undefined) sets.push({ home, away });
  }
  const goals = value["goals-home"] !== undefined && value["goals-away"] !== undefined ? { home: value["goals-home"], away: value["goals-away"] } : null;
  return {
    ok: true,
    version: value.version,
    typed,
    input: { status: value.status, sets, goals, present: value.present ?? null, retired: value.retired ?? null },
  };
}

/** The statistics form: `stat-<id>-home` / `stat-<id>-away` for the statistics the match's sport defines (empty = not counted), and `version`. */
export function statisticsSchema(statisticIds: number[]) {
  const fields: Record<string, z.ZodOptional<ReturnType<typeof whole>>> = {};
  for (const id of statisticIds) for (const team of ["home", "away"] as const) fields[`stat-${id}-${team}`] = whole(`result.statisticRange?id=${id}`).optional();
  return z.object({ ...fields, version });
}

/** Reads the statistics form (see statisticsSchema). */
export function readStatisticsForm(form: FormData, statisticIds: number[]): { ok: true; stats: StatisticInput[]; version: number } | { ok: false; errors: ScoreError[] } {
  const submission = parseWithZod(form, { schema: statisticsSchema(statisticIds) });
  if (submission.status !== "success") return { ok: false, errors: scoreErrors(submission.error) };
  const value = submission.value as Record<string, unknown> & { version: number };
  const stats: StatisticInput[] = [];
  for (const statisticId of statisticIds) {
    for (const team of ["home", "away"] as const) {
      const count = value[`stat-${statisticId}-${team}`];
      if (typeof count === "number") stats.push({ side: team, statisticId, value: count });
    }
  }
  return { ok: true, stats, version: value.version };
}
