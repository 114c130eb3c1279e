/**
 * A category's knockout settings, kept under "knockout" in
 * event_categories.format_settings (decision 0079): single or double
 * elimination, the grand final's reset, a plate, how group places reach the
 * bracket, and the number of the draw saved. Read leniently: a missing or
 * unknown value is the default, so settings written before a field existed
 * still read.
 */

export const eliminationKinds = ["single", "double"] as const;
export type EliminationKind = (typeof eliminationKinds)[number];

/** None; the losers of each team's first match; the teams the groups leave out. */
export const plateKinds = ["none", "firstMatch", "groups"] as const;
export type PlateKind = (typeof plateKinds)[number];

/** The fixed cross-group lines (1A–2B …) or the World Tour Finals draw (./group-lines.ts). */
export const groupLinesKinds = ["fixed", "drawn"] as const;
export type GroupLinesKind = (typeof groupLinesKinds)[number];

export type KnockoutSettings = {
  elimination: EliminationKind;
  /** Double elimination: a second grand final when the lower bracket's winner wins the first. */
  reset: boolean;
  /** A plate is played beside a single elimination only. */
  plate: PlateKind;
  groupLines: GroupLinesKind;
  /** The draw number of the saved bracket; null before one is saved or when nothing was drawn by lot. */
  drawNumber: number | null;
};

export const defaultKnockoutSettings: KnockoutSettings = { elimination: "single", reset: false, plate: "none", groupLines: "fixed", drawNumber: null };

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);

/** The knockout settings in a category's format settings. */
export function knockoutSettingsOf(formatSettings: Record<string, unknown> | null | undefined): KnockoutSettings {
  const raw = formatSettings?.knockout;
  if (typeof raw !== "object" || raw === null) return { ...defaultKnockoutSettings };
  const value = raw as Record<string, unknown>;
  const drawNumber = value.drawNumber;
  return {
    elimination: oneOf(eliminationKinds, value.elimination, "single"),
    reset: value.reset === true,
    plate: oneOf(plateKinds, value.plate, "none"),
    groupLines: oneOf(groupLinesKinds, value.groupLines, "fixed"),
    drawNumber: typeof drawNumber === "number" && Number.isInteger(drawNumber) ? drawNumber : null,
  };
}

/** The format settings with these knockout settings in them; every other format's settings kept. */
export function withKnockoutSettings(formatSettings: Record<string, unknown> | null | undefined, settings: KnockoutSettings): Record<string, unknown> {
  return { ...(formatSettings ?? {}), knockout: { ...settings } };
}
