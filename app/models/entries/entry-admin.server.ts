import { and, asc, eq, inArray } from "drizzle-orm";
import { entries, type EntryStatus } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { canMove } from "~/domain/entries";
import { changedFields, recordAudit } from "../audit.server";
import type { SessionUser } from "../accounts/user.server";
import { entryPlayersOf, type EntryPlayer } from "./entry.server";
import { saveEntryWindow, type EntryWindowInput } from "./entry-window.server";
import { acceptEntry, fillFreedPlaces, markWithdrawn, Refused, type Entry, type Promotion } from "./places.server";

/**
 * Staff's side of the entries: the list per category, decisions one by one or
 * in bulk, the waiting line, paid and the message to the entrant. Access to
 * the event is the caller's to check; every function is given the event and
 * finds nothing of another.
 */

export type EntryRow = Entry & { players: EntryPlayer[] };

/** A category's entries in the order they came, optionally of one status. */
export function entryList(eventId: number, eventCategoryId: number, status: EntryStatus | null): EntryRow[] {
  const rows = getDb()
    .select()
    .from(entries)
    .where(and(eq(entries.eventId, eventId), eq(entries.eventCategoryId, eventCategoryId), status ? eq(entries.status, status) : undefined))
    .orderBy(asc(entries.id))
    .all();
  const people = entryPlayersOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, players: people.filter((p) => p.entryId === row.id) }));
}

/** Why an entry was not moved, as a translation key with parameters. */
export type Decision = { id: number; ok: true; status: EntryStatus } | { id: number; ok: false; error: string };

/** Moves one entry; a withdrawal that freed a place names its category, whose waiting line may move up. */
function decideOne(entry: Entry, to: EntryStatus, user: SessionUser, freed: Set<number>): EntryStatus {
  if (!canMove(entry.status, to)) throw new Refused(`entries.errors.cannotMove?from=${entry.status}&to=${to}`);
  if (to === "accepted") return acceptEntry(entry, user);
  if (to === "withdrawn") {
    if (markWithdrawn(entry, { userId: user.id, actor: null })) freed.add(entry.eventCategoryId);
    return "withdrawn";
  }
  getDb().update(entries).set({ status: to }).where(eq(entries.id, entry.id)).run();
  return to;
}

/** What a decision did: each entry's outcome, and the waiting entries that moved up into places it freed. */
export type DecisionOutcome = { decisions: Decision[]; promoted: Promotion[] };

/**
 * Moves entries of the event to a status, oldest first so that places go in
 * the order the entries came. Each is decided on its own: one refused (the
 * category full, a player on another team meanwhile) leaves the others done.
 * Places freed by withdrawals go to the waiting line where the window says so.
 */
export function decideEntries(eventId: number, ids: number[], to: EntryStatus, user: SessionUser): DecisionOutcome {
  return writeTransaction(() => {
    const sqlite = getDb().$client;
    const chosen = ids.length
      ? getDb()
          .select()
          .from(entries)
          .where(and(eq(entries.eventId, eventId), inArray(entries.id, ids)))
          .orderBy(asc(entries.id))
          .all()
      : [];
    const found = new Set(chosen.map((entry) => entry.id));
    const decisions: Decision[] = ids.filter((id) => !found.has(id)).map((id) => ({ id, ok: false, error: "list.notFound" }));
    const freed = new Set<number>();
    for (const entry of chosen) {
      try {
        const status = sqlite.transaction(() => decideOne(entry, to, user, freed))();
        recordAudit({ userId: user.id, action: "status", entity: "entry", entityId: entry.id, eventId, summary: `${entry.status} → ${status}` });
        decisions.push({ id: entry.id, ok: true, status });
      } catch (refusal) {
        if (!(refusal instanceof Refused)) throw refusal;
        decisions.push({ id: entry.id, ok: false, error: refusal.key });
      }
    }
    return { decisions, promoted: [...freed].flatMap((categoryId) => fillFreedPlaces(categoryId, user)) };
  });
}

/** Accepts the first entry of the waiting line while its category has a place; null when the line is empty. */
export function promoteNext(eventId: number, eventCategoryId: number, user: SessionUser): Decision | null {
  const next = getDb()
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.eventId, eventId), eq(entries.eventCategoryId, eventCategoryId), eq(entries.status, "waiting")))
    .orderBy(asc(entries.id))
    .get();
  return next ? decideEntries(eventId, [next.id], "accepted", user).decisions[0]! : null;
}

export type EntryNotes = { paid: boolean; paidNote: string; message: string };

/** Records payment and the message shown to the entrant; false when the entry is not the event's. */
export function updateEntryNotes(eventId: number, id: number, notes: EntryNotes, actorId: number) {
  return writeTransaction(() => {
    const db = getDb();
    const before = db
      .select()
      .from(entries)
      .where(and(eq(entries.id, id), eq(entries.eventId, eventId)))
      .get();
    if (!before) return false;
    const values = { paid: notes.paid, paidNote: notes.paidNote.trim(), message: notes.message.trim() };
    db.update(entries).set(values).where(eq(entries.id, id)).run();
    recordAudit({ userId: actorId, action: "update", entity: "entry", entityId: id, eventId, summary: `entry #${id}`, changes: changedFields(before, values, ["paid", "paidNote", "message"]) });
    return true;
  });
}

/** Opens a category for entries or changes its window, and gives the places it frees (more of them, or promotion turned on) to the waiting line. */
export function saveWindow(eventId: number, eventCategoryId: number, input: EntryWindowInput, user: SessionUser) {
  return writeTransaction(() => {
    const saved = saveEntryWindow(eventId, eventCategoryId, input, user.id);
    return saved.ok ? { ...saved, promoted: fillFreedPlaces(eventCategoryId, user) } : saved;
  });
}

/** After a team of the category left it (withdrawn or deleted on the teams screen): its place to the waiting line, where the window says so. */
export function takeUpFreedPlaces(eventCategoryId: number, user: SessionUser): Promotion[] {
  return writeTransaction(() => fillFreedPlaces(eventCategoryId, user));
}
