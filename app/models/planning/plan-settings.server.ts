import { and, eq } from "drizzle-orm";
import { eventCategories } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { changedFields, recordAudit } from "../audit.server";
import { planCategoryFacts } from "./event-facts.server";

/**
 * Each category's settings for the event planner: how long a match is
 * expected to last (null: its game type's usual length), the least rest
 * between two matches of one player, the most matches a player plays in a
 * day, its place in the planning order and the hours of the day it plays in.
 */
export type CategoryPlanSettings = {
  id: number;
  matchMinutes: number | null;
  restMinutes: number;
  maxMatchesPerDay: number | null;
  planOrder: number | null;
  planNotBefore: number | null;
  planNotAfter: number | null;
};

const fields = ["matchMinutes", "restMinutes", "maxMatchesPerDay", "planOrder", "planNotBefore", "planNotAfter"] as const;

/** Saves the settings of the event's categories given; a category of another event is left alone. */
export function saveCategoryPlanSettings(eventId: number, settings: readonly CategoryPlanSettings[], actorId: number): number {
  return writeTransaction(() => {
    const current = new Map(planCategoryFacts(eventId).map((category) => [category.id, category]));
    let saved = 0;
    for (const { id, ...values } of settings) {
      const before = current.get(id);
      if (!before) continue;
      const changes = changedFields(before, values, fields);
      if (Object.keys(changes).length === 0) continue;
      getDb()
        .update(eventCategories)
        .set(values)
        .where(and(eq(eventCategories.id, id), eq(eventCategories.eventId, eventId)))
        .run();
      recordAudit({ userId: actorId, action: "update", entity: "event_category", entityId: id, eventId, summary: "planning settings", changes });
      saved++;
    }
    return saved;
  });
}
