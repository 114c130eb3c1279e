import { matchStatuses, type MatchStatus } from "#drizzle/schema";
import type { SetScore, Side } from "~/domain/scoring";
import type { ResultInput, StatisticInput } from "~/models/competition/match-result.server";

/** What the score form sent, as typed, to show again when the save is refused. */
export type TypedScore = Record<string, string>;

export type ParsedScore =
  | { ok: true; input: ResultInput; version: number; typed: TypedScore }
  | { ok: false; errors: { code: string; params: Record<string, unknown> }[]; typed: TypedScore };

const whole = /^\d{1,3}$/;

function sideOf(value: FormDataEntryValue | null): Side | null {
  return value === "home" || value === "away" ? value : null;
}

/**
 * Reads the score form: `status`, `version`, set rows `set-N-home`/`set-N-away`
 * (empty trailing rows ignored, a half-filled row refused), `goals-home`/
 * `goals-away`, `present` (walkover) and `retired`.
 */
export function readScoreForm(form: FormData, maxSets: number): ParsedScore {
  const typed: TypedScore = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "intent") typed[key] = value.slice(0, 20);
  const errors: { code: string; params: Record<string, unknown> }[] = [];
  const status = String(form.get("status") ?? "");
  const version = Number(form.get("version"));
  if (!(matchStatuses as readonly string[]).includes(status)) errors.push({ code: "result.statusRequired", params: {} });
  if (!Number.isInteger(version) || version < 1) errors.push({ code: "result.stale", params: {} });

  const sets: SetScore[] = [];
  let blankFrom: number | null = null;
  for (let n = 1; n <= maxSets; n++) {
    const home = String(form.get(`set-${n}-home`) ?? "").trim();
    const away = String(form.get(`set-${n}-away`) ?? "").trim();
    if (home === "" && away === "") {
      blankFrom ??= n;
      continue;
    }
    if (blankFrom !== null || home === "" || away === "" || !whole.test(home) || !whole.test(away)) {
      errors.push({ code: "set.notANumber", params: { set: n } });
      continue;
    }
    sets.push({ home: Number(home), away: Number(away) });
  }

  const goalsHome = String(form.get("goals-home") ?? "").trim();
  const goalsAway = String(form.get("goals-away") ?? "").trim();
  let goals: SetScore | null = null;
  if (goalsHome !== "" || goalsAway !== "") {
    if (!whole.test(goalsHome) || !whole.test(goalsAway)) errors.push({ code: "goals.invalid", params: { side: !whole.test(goalsHome) ? "home" : "away" } });
    else goals = { home: Number(goalsHome), away: Number(goalsAway) };
  }

  if (errors.length) return { ok: false, errors, typed };
  return {
    ok: true,
    version,
    typed,
    input: { status: status as MatchStatus, sets, goals, present: sideOf(form.get("present")), retired: sideOf(form.get("retired")) },
  };
}

/** Reads `stat-<id>-home` / `stat-<id>-away` fields for the statistics the match's sport defines. */
export function readStatisticsForm(form: FormData, statisticIds: number[]): { ok: true; stats: StatisticInput[]; version: number } | { ok: false; errors: { code: string; params: Record<string, unknown> }[] } {
  const version = Number(form.get("version"));
  const errors: { code: string; params: Record<string, unknown> }[] = [];
  const stats: StatisticInput[] = [];
  for (const statisticId of statisticIds) {
    for (const side of ["home", "away"] as const) {
      const raw = String(form.get(`stat-${statisticId}-${side}`) ?? "").trim();
      if (raw === "") continue;
      if (!whole.test(raw)) errors.push({ code: "result.statisticRange", params: { id: statisticId } });
      else stats.push({ side, statisticId, value: Number(raw) });
    }
  }
  if (!Number.isInteger(version) || version < 1) errors.push({ code: "result.stale", params: {} });
  return errors.length ? { ok: false, errors } : { ok: true, stats, version };
}
