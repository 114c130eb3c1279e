import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import { entries, entryWindows, eventCategories, teams, type EntryStatus } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { placesLeft, windowState, type WindowState } from "~/domain/entries";
import { changedFields, recordAudit } from "../audit.server";
import { categoriesOfEvents, findTeamCategory, type TeamCategory } from "../events/team-category.server";
import { now as clockNow } from "~/clock.server";

/**
 * A category's entry window (schema/entries.ts). Its places are the
 * category's max_teams: the teams not withdrawn count against them, however
 * they came in.
 */

export type EntryWindow = typeof entryWindows.$inferSelect;

export type EntryWindowInput = {
  opensAt: Date;
  closesAt: Date;
  maxTeams: number;
  waitingList: boolean;
  feeIdr: number;
  note: string;
  publicList: boolean;
  autoPromote: boolean;
};

export type WindowField = keyof EntryWindowInput;

/** Teams a category counts against its places: every one not withdrawn. */
export function teamsIn(eventCategoryId: number) {
  return (
    getDb()
      .select({ n: count() })
      .from(teams)
      .where(and(eq(teams.eventCategoryId, eventCategoryId), ne(teams.status, "withdrawn")))
      .get()?.n ?? 0
  );
}

/** A category's entries still pending and waiting, in one read of its entries index. */
function undecided(eventCategoryId: number) {
  const rows = getDb()
    .select({ status: entries.status, n: count() })
    .from(entries)
    .where(and(eq(entries.eventCategoryId, eventCategoryId), inArray(entries.status, ["pending", "waiting"] satisfies EntryStatus[])))
    .groupBy(entries.status)
    .all();
  const of = (status: EntryStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return { pending: of("pending"), waiting: of("waiting") };
}

export function findEntryWindow(eventCategoryId: number): EntryWindow | null {
  return getDb().select().from(entryWindows).where(eq(entryWindows.eventCategoryId, eventCategoryId)).get() ?? null;
}

export type CategoryEntries = {
  category: TeamCategory;
  window: EntryWindow;
  state: WindowState;
  /** Places left as an entrant is told: the limit less the teams in and the entries pending (null: no limit). */
  places: number | null;
  /** Places staff can still accept into: the limit less the teams in. */
  free: number | null;
  pending: number;
  waiting: number;
};

/** The event's categories that have an entry window, in the organiser's order, with their state now. */
export function entryWindowsOfEvent(eventId: number, now = clockNow()): CategoryEntries[] {
  const windows = getDb().select().from(entryWindows).where(eq(entryWindows.eventId, eventId)).orderBy(asc(entryWindows.id)).all();
  if (windows.length === 0) return [];
  const byCategory = new Map(windows.map((w) => [w.eventCategoryId, w]));
  return categoriesOfEvents([eventId])
    .filter((category) => byCategory.has(category.id))
    .map((category) => {
      const window = byCategory.get(category.id)!;
      const teams = teamsIn(category.id);
      const { pending, waiting } = undecided(category.id);
      return { category, window, state: windowState(window, now), places: placesLeft(category.maxTeams, teams + pending), free: placesLeft(category.maxTeams, teams), pending, waiting };
    });
}

/** The entry window of one category of an event, with its category; null when the category is not the event's. */
export function categoryEntries(eventId: number, eventCategoryId: number, now = clockNow()) {
  return entryWindowsOfEvent(eventId, now).find((entry) => entry.category.id === eventCategoryId) ?? null;
}

export type WindowOutcome = { ok: true; window: EntryWindow } | { ok: false; missing: true } | { ok: false; fieldErrors: Partial<Record<WindowField, string[]>> };

/**
 * Opens a category for entries or changes its window. The places are written
 * to the category's max_teams, which may not fall below the teams already in.
 */
export function saveEntryWindow(eventId: number, eventCategoryId: number, input: EntryWindowInput, actorId: number) {
  return writeTransaction((): WindowOutcome => {
    const db = getDb();
    const category = findTeamCategory(eventCategoryId);
    if (!category || category.eventId !== eventId) return { ok: false, missing: true };
    const fieldErrors: Partial<Record<WindowField, string[]>> = {};
    if (input.closesAt <= input.opensAt) fieldErrors.closesAt = ["entries.errors.closesBeforeOpens"];
    const already = teamsIn(eventCategoryId);
    if (input.maxTeams < already) fieldErrors.maxTeams = [`entries.errors.fewerPlacesThanTeams?count=${already}`];
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

    const before = findEntryWindow(eventCategoryId);
    const values = {
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      waitingList: input.waitingList,
      feeIdr: input.feeIdr,
      note: input.note.trim(),
      publicList: input.publicList,
      autoPromote: input.autoPromote,
    };
    const window = before
      ? db.update(entryWindows).set(values).where(eq(entryWindows.id, before.id)).returning().get()
      : db
          .insert(entryWindows)
          .values({ eventId, eventCategoryId, ...values })
          .returning()
          .get();
    if (category.maxTeams !== input.maxTeams) db.update(eventCategories).set({ maxTeams: input.maxTeams }).where(eq(eventCategories.id, eventCategoryId)).run();
    recordAudit({
      userId: actorId,
      action: before ? "update" : "create",
      entity: "entry-window",
      entityId: window.id,
      eventId,
      summary: `${category.gameType} ${category.skillLevel} ${category.gender}`,
      changes: changedFields({ ...(before ?? {}), maxTeams: category.maxTeams } as Record<string, unknown>, { ...values, maxTeams: input.maxTeams }, [
        "opensAt",
        "closesAt",
        "waitingList",
        "feeIdr",
        "note",
        "publicList",
        "autoPromote",
        "maxTeams",
      ]),
    });
    return { ok: true, window };
  });
}

/** The windows of some categories, by category id (the staff screens show every category of an event). */
export function windowsOfCategories(categoryIds: number[]) {
  if (categoryIds.length === 0) return new Map<number, EntryWindow>();
  return new Map(
    getDb()
      .select()
      .from(entryWindows)
      .where(inArray(entryWindows.eventCategoryId, categoryIds))
      .all()
      .map((w) => [w.eventCategoryId, w]),
  );
}
