import { and, eq, ne } from "drizzle-orm";
import { eventCategories, matches } from "#drizzle/schema";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { checkPairSettings, checkSwissSettings, isPairFormat, type PairSettings, type SettingsError, type SwissSettings } from "~/domain/formats/settings";
import { changedFields, recordAudit } from "../audit.server";
import { message } from "../competition/schedule-scope.server";
import { findRoundCategory } from "./round-play.server";

/** Settings as the form sends them: a pair format's (its total any number until checked) or Swiss's. */
export type RoundSettingsInput = { format: "pairs"; settings: Omit<PairSettings, "total"> & { total: number } } | { format: "swiss"; settings: SwissSettings };

const settingsProblem = (error: SettingsError) => message(`rounds.errors.${error.code.split(".").at(-1)}`, error.params as Record<string, string | number>);

/**
 * Saves a round format's settings (JSON in `format_settings`), checked by the
 * domain. The points a match is played to stay as they are once a match of the
 * category has begun: its scorer counts to them.
 */
export function saveRoundSettings(categoryId: number, input: RoundSettingsInput, actorId: number): { ok: true } | { ok: false; problems: string[] } {
  return writeTransaction(() => {
    const category = findRoundCategory(categoryId);
    if (!category) return { ok: false, problems: [message("rounds.errors.notRounds")] };
    const pairs = isPairFormat(category.format);
    if (pairs !== (input.format === "pairs")) return { ok: false, problems: [message("rounds.errors.notRounds")] };
    const errors = input.format === "pairs" ? checkPairSettings(category.format as "americano" | "mexicano", input.settings) : checkSwissSettings(input.settings);
    if (errors.length) return { ok: false, problems: errors.map(settingsProblem) };
    const before: Record<string, unknown> = category.format === "swiss" ? category.swiss : category.pairs;
    if (input.format === "pairs" && category.format !== "swiss" && input.settings.total !== category.pairs.total) {
      const begun = countRows(getDb(), matches, and(eq(matches.eventCategoryId, categoryId), ne(matches.status, "scheduled")));
      if (begun > 0) return { ok: false, problems: [message("rounds.errors.totalLocked", { total: category.pairs.total })] };
    }
    const after: Record<string, unknown> = { ...input.settings };
    getDb().update(eventCategories).set({ formatSettings: after }).where(eq(eventCategories.id, categoryId)).run();
    recordAudit({
      userId: actorId,
      action: "update",
      entity: "event-category",
      entityId: categoryId,
      eventId: category.eventId,
      summary: `${category.format} settings`,
      changes: changedFields(before, after, Object.keys(after)),
    });
    return { ok: true };
  });
}
