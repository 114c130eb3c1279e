import { z } from "zod";
import { mexicanoVariants } from "~/domain/formats/mexicano";
import { firstRoundModes, nextRoundModes, swissMethods } from "~/domain/formats/settings";
import { swissTieBreakKeys, type SwissTieBreak } from "~/domain/formats/swiss";
import type { RoundSettingsInput } from "~/models/formats/round-settings.server";

/** How many tie-break places the Swiss form offers: one per rule. */
export const tieBreakPlaces = swissTieBreakKeys.length;

const whole = z.number({ error: "rounds.errors.number" }).int({ error: "rounds.errors.number" });
const half = z.number({ error: "rounds.errors.number" });

/**
 * The settings form of a round format, as sent: the domain checks the values
 * (app/domain/formats/settings.ts); here only their kind. An empty number of
 * courts or rounds means "as the players fill" and "the format's own".
 */
export const roundSettingsSchema = z.discriminatedUnion("kind", [
  z.object({
    intent: z.literal("settings"),
    kind: z.literal("pairs"),
    total: whole,
    courts: whole.optional(),
    rounds: whole.optional(),
    variant: z.enum(mexicanoVariants).default("1+4v2+3"),
    noRepeatPartner: z.boolean().default(false),
    firstRound: z.enum(firstRoundModes).default("draw"),
    nextRound: z.enum(nextRoundModes).default("staff"),
  }),
  z.object({
    intent: z.literal("settings"),
    kind: z.literal("swiss"),
    rounds: whole,
    method: z.enum(swissMethods),
    tieBreaks: z
      .array(z.enum(swissTieBreakKeys).or(z.literal("")))
      .max(tieBreakPlaces)
      .default([]),
    win: half,
    draw: half,
    loss: half,
    nextRound: z.enum(nextRoundModes).default("staff"),
  }),
]);

/** The form's values as the settings the model saves (tie-break places left empty dropped). */
export function readSettingsForm(value: z.infer<typeof roundSettingsSchema>): RoundSettingsInput {
  if (value.kind === "pairs") {
    const { total, courts, rounds, variant, noRepeatPartner, firstRound, nextRound } = value;
    return { format: "pairs", settings: { total, courts: courts ?? null, rounds: rounds ?? null, variant, noRepeatPartner, firstRound, nextRound } };
  }
  const tieBreaks = value.tieBreaks.filter((key): key is SwissTieBreak => key !== "");
  return { format: "swiss", settings: { rounds: value.rounds, method: value.method, tieBreaks, points: { win: value.win, draw: value.draw, loss: value.loss }, nextRound: value.nextRound } };
}
