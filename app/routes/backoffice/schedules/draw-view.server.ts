import type { KnockoutSettings } from "~/domain/bracket/settings";
import type { DrawLine } from "~/models/competition/bracket-draw.server";
import { teamNames } from "~/models/competition/schedule.server";
import { describeMatchSource } from "~/utils/match-source";

type Translate = (key: string, options?: Record<string, string | number>) => string;

export type DrawLineView = { line: number; seed: number | null; name: string | null; club: string | null };

/** A draw as staff check it before saving: its number and each first-round line's team (or group place), seed and club; a bye has no name. */
export function drawView(plan: { lines: DrawLine[]; drawNumber: number | null }, t: Translate) {
  const names = teamNames(plan.lines.map((line) => line.teamId));
  const lines: DrawLineView[] = plan.lines.map((line) => ({
    line: line.line,
    seed: line.seed,
    name: line.teamId !== null ? (names.get(line.teamId) ?? null) : line.source ? describeMatchSource(t, line.source) : null,
    club: line.club,
  }));
  return { drawNumber: plan.drawNumber, lines };
}

export type DrawView = ReturnType<typeof drawView>;

/** The draw's settings as the form's fields carry them. */
export function drawFieldValues(settings: KnockoutSettings, drawNumber: number) {
  return { elimination: settings.elimination, reset: settings.reset, plate: settings.plate, groupLines: settings.groupLines, drawNumber: String(drawNumber) };
}

export type DrawFieldValues = ReturnType<typeof drawFieldValues>;
