import { eq, inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { eventCategories, gameCategories, matchStatistics, matchStatValues, users, type UserRole } from "#drizzle/schema";
import { getDb } from "~/db.server";

/**
 * Who may change master data that events use. Event managers add game types,
 * skill levels, game categories and match statistics, and change or delete
 * them only while no event uses them; once one does, every event that shows
 * the item depends on it, and only admins change or delete it (deletes still
 * refused while other records point at it, see dependents.server.ts).
 */
export type MasterKind = "gameType" | "skillLevel" | "gameCategory" | "matchStatistic";

/** The message key of the refusal; routes answer it with 403. */
export const MASTER_IN_USE = "masterData.inUse.message";

function usedThroughCategories(column: SQLiteColumn, ids: readonly number[]) {
  return getDb()
    .selectDistinct({ id: column })
    .from(eventCategories)
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .where(inArray(column, [...ids]))
    .all()
    .map((row) => row.id as number);
}

/**
 * Which of these items an event uses: a game category an event plays, the game
 * type and skill level of one, and a match statistic of a game type an event
 * plays (a general statistic: of any) or recorded in one of its matches.
 */
export function usedByEvents(kind: MasterKind, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const db = getDb();
  switch (kind) {
    case "gameCategory":
      return new Set(
        db
          .selectDistinct({ id: eventCategories.gameCategoryId })
          .from(eventCategories)
          .where(inArray(eventCategories.gameCategoryId, [...ids]))
          .all()
          .map((row) => row.id),
      );
    case "skillLevel":
      return new Set(usedThroughCategories(gameCategories.skillLevelId, ids));
    case "gameType":
      return new Set(usedThroughCategories(gameCategories.gameTypeId, ids));
    case "matchStatistic": {
      const statistics = db
        .select({ id: matchStatistics.id, gameTypeId: matchStatistics.gameTypeId })
        .from(matchStatistics)
        .where(inArray(matchStatistics.id, [...ids]))
        .all();
      const played = new Set(
        db
          .selectDistinct({ id: gameCategories.gameTypeId })
          .from(eventCategories)
          .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
          .all()
          .map((row) => row.id),
      );
      const recorded = new Set(
        db
          .selectDistinct({ id: matchStatValues.statisticId })
          .from(matchStatValues)
          .where(inArray(matchStatValues.statisticId, [...ids]))
          .all()
          .map((row) => row.id),
      );
      return new Set(statistics.filter((s) => recorded.has(s.id) || (s.gameTypeId === null ? played.size > 0 : played.has(s.gameTypeId))).map((s) => s.id));
    }
  }
}

/** The items of these ids the user may not change or delete: none for an admin, those an event uses for anyone else. */
export function lockedFor(role: UserRole, kind: MasterKind, ids: readonly number[]): Set<number> {
  return role === "admin" ? new Set() : usedByEvents(kind, ids);
}

/** The role of the user who writes, as the database has it now (called inside the write's transaction). */
export function actorRole(actorId: number): UserRole {
  return getDb().select({ role: users.role }).from(users).where(eq(users.id, actorId)).get()?.role ?? "event";
}

/**
 * Whether the user who writes may not change or delete the item. Called inside
 * the write's transaction, so an event that takes the item up meanwhile is seen.
 */
export function lockedForActor(actorId: number, kind: MasterKind, id: number): boolean {
  return lockedFor(actorRole(actorId), kind, [id]).has(id);
}
