/**
 * The settings of a category that plays in rounds (Americano, Mexicano,
 * Swiss), as its `format_settings` JSON holds them: read with their defaults
 * (a stored value that no longer reads falls back to its default rather than
 * breaking a page), and checked, the entrants' count aside, by the same typed
 * errors as the formats' own check functions.
 */
import { maxAmericanoRounds } from "./americano";
import { mexicanoVariants, type MexicanoVariant } from "./mexicano";
import { maxPairPlayers, pairMatchTotals, type PairMatchTotal } from "./pairs";
import { defaultSwissPoints, defaultSwissTieBreaks, maxSwissTeams, swissTieBreakKeys, type SwissMethod, type SwissPoints, type SwissTieBreak } from "./swiss";

export const roundFormats = ["americano", "mexicano", "swiss"] as const;
export type RoundFormat = (typeof roundFormats)[number];

export const pairFormats = ["americano", "mexicano"] as const;
export type PairFormat = (typeof pairFormats)[number];

export const isRoundFormat = (format: string): format is RoundFormat => (roundFormats as readonly string[]).includes(format);
export const isPairFormat = (format: string): format is PairFormat => (pairFormats as readonly string[]).includes(format);

/** When the next round is made: by itself once the round before is complete, or when staff ask. */
export const nextRoundModes = ["staff", "auto"] as const;
export type NextRoundMode = (typeof nextRoundModes)[number];

export const firstRoundModes = ["draw", "level"] as const;
export type FirstRoundMode = (typeof firstRoundModes)[number];

export const swissMethods = ["dutch", "monrad"] as const satisfies readonly SwissMethod[];

export type PairSettings = {
  /** The points each match is played to, both sides together. */
  total: PairMatchTotal;
  /** Courts used each round; null: as many as the players fill (a quarter of them). */
  courts: number | null;
  /** Rounds to play; null: Americano's full schedule, Mexicano as long as staff go on. */
  rounds: number | null;
  /** Mexicano only. */
  variant: MexicanoVariant;
  noRepeatPartner: boolean;
  firstRound: FirstRoundMode;
  nextRound: NextRoundMode;
};

export type SwissSettings = {
  rounds: number;
  method: SwissMethod;
  tieBreaks: SwissTieBreak[];
  points: SwissPoints;
  nextRound: NextRoundMode;
};

export const defaultPairSettings: PairSettings = { total: 21, courts: null, rounds: null, variant: "1+4v2+3", noRepeatPartner: false, firstRound: "draw", nextRound: "staff" };
export const defaultSwissSettings: SwissSettings = { rounds: 5, method: "dutch", tieBreaks: [...defaultSwissTieBreaks], points: { ...defaultSwissPoints }, nextRound: "staff" };

/** The most rounds a Swiss category plays: one fewer than its most teams. */
export const maxSwissRounds = maxSwissTeams - 1;
/** Points a Swiss result may be worth: halves from 0 to this. */
export const maxSwissResultPoints = 10;

const wholeIn = (value: unknown, min: number, max: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === "string" && (list as readonly string[]).includes(value);
const isHalf = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value * 2) && value >= 0 && value <= maxSwissResultPoints;

/** A pair format's settings from what is stored; anything missing or unreadable is its default. */
export function readPairSettings(stored: Record<string, unknown>): PairSettings {
  const d = defaultPairSettings;
  return {
    total: (pairMatchTotals as readonly unknown[]).includes(stored.total) ? (stored.total as PairMatchTotal) : d.total,
    courts: wholeIn(stored.courts, 1, maxPairPlayers / 4) ? stored.courts : null,
    rounds: wholeIn(stored.rounds, 1, maxAmericanoRounds) ? stored.rounds : null,
    variant: oneOf(mexicanoVariants, stored.variant) ? stored.variant : d.variant,
    noRepeatPartner: typeof stored.noRepeatPartner === "boolean" ? stored.noRepeatPartner : d.noRepeatPartner,
    firstRound: oneOf(firstRoundModes, stored.firstRound) ? stored.firstRound : d.firstRound,
    nextRound: oneOf(nextRoundModes, stored.nextRound) ? stored.nextRound : d.nextRound,
  };
}

/** Swiss settings from what is stored; anything missing or unreadable is its default. */
export function readSwissSettings(stored: Record<string, unknown>): SwissSettings {
  const d = defaultSwissSettings;
  const tieBreaks = Array.isArray(stored.tieBreaks) && stored.tieBreaks.every((key) => oneOf(swissTieBreakKeys, key)) && new Set(stored.tieBreaks).size === stored.tieBreaks.length;
  const points = stored.points as Record<string, unknown> | undefined;
  return {
    rounds: wholeIn(stored.rounds, 1, maxSwissRounds) ? stored.rounds : d.rounds,
    method: oneOf(swissMethods, stored.method) ? stored.method : d.method,
    tieBreaks: tieBreaks ? [...(stored.tieBreaks as SwissTieBreak[])] : [...d.tieBreaks],
    points: points && isHalf(points.win) && isHalf(points.draw) && isHalf(points.loss) ? { win: points.win, draw: points.draw, loss: points.loss } : { ...d.points },
    nextRound: oneOf(nextRoundModes, stored.nextRound) ? stored.nextRound : d.nextRound,
  };
}

/**
 * A setting the rules refuse, whatever the entrants:
 * - roundSettings.badTotal: points to play not one of pairMatchTotals.
 * - roundSettings.badCourts: courts not from 1 to a quarter of the most players.
 * - americano.badRounds / roundSettings.badRounds: rounds out of range.
 * - mexicano.badVariant: not one of the variants.
 * - swiss.badTieBreaks: an unknown or repeated tie-break.
 * - swiss.badPoints: points not halves from 0 to maxSwissResultPoints, or a win worth no more than a draw, a draw less than a loss.
 */
export type SettingsError =
  | { code: "roundSettings.badTotal"; params: { totals: string } }
  | { code: "roundSettings.badCourts"; params: { max: number } }
  | { code: "roundSettings.badRounds"; params: { max: number } }
  | { code: "americano.badRounds"; params: { rounds: number; max: number } }
  | { code: "mexicano.badVariant"; params: { variant: string } }
  | { code: "swiss.badTieBreaks"; params: Record<string, never> }
  | { code: "swiss.badPoints"; params: { max: number } };

/** Every rule a pair format's settings break (its raw values, before defaults). */
export function checkPairSettings(format: PairFormat, settings: { total: number; courts: number | null; rounds: number | null; variant: string }): SettingsError[] {
  const errors: SettingsError[] = [];
  if (!(pairMatchTotals as readonly number[]).includes(settings.total)) errors.push({ code: "roundSettings.badTotal", params: { totals: pairMatchTotals.join(", ") } });
  if (settings.courts !== null && !wholeIn(settings.courts, 1, maxPairPlayers / 4)) errors.push({ code: "roundSettings.badCourts", params: { max: maxPairPlayers / 4 } });
  if (settings.rounds !== null && !wholeIn(settings.rounds, 1, maxAmericanoRounds)) {
    errors.push(
      format === "americano" ? { code: "americano.badRounds", params: { rounds: settings.rounds, max: maxAmericanoRounds } } : { code: "roundSettings.badRounds", params: { max: maxAmericanoRounds } },
    );
  }
  if (format === "mexicano" && !oneOf(mexicanoVariants, settings.variant)) errors.push({ code: "mexicano.badVariant", params: { variant: settings.variant } });
  return errors;
}

/** Every rule Swiss settings break (raw values, before defaults). */
export function checkSwissSettings(settings: { rounds: number; tieBreaks: readonly string[]; points: SwissPoints }): SettingsError[] {
  const errors: SettingsError[] = [];
  if (!wholeIn(settings.rounds, 1, maxSwissRounds)) errors.push({ code: "roundSettings.badRounds", params: { max: maxSwissRounds } });
  const keys = settings.tieBreaks;
  if (new Set(keys).size !== keys.length || keys.some((key) => !oneOf(swissTieBreakKeys, key))) errors.push({ code: "swiss.badTieBreaks", params: {} });
  const { win, draw, loss } = settings.points;
  if (![win, draw, loss].every(isHalf) || win <= draw || draw < loss) errors.push({ code: "swiss.badPoints", params: { max: maxSwissResultPoints } });
  return errors;
}

/** The courts a round of `players` uses: the setting, or as many as the players fill. */
export function roundCourts(settings: Pick<PairSettings, "courts">, players: number): number {
  return settings.courts ?? Math.max(1, Math.floor(players / 4));
}
