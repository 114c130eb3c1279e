import { and, asc, eq, inArray } from "drizzle-orm";
import { entries, entryPlayers, eventCategories, gameCategories, type EntryStatus } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { acceptedInto, canMove, placesLeft } from "~/domain/entries";
import { changedFields, recordAudit } from "../audit.server";
import { findTeamCategory } from "../events/team-category.server";
import { createPlayer, playersKnownAs, nameKey } from "../people/player.server";
import { insertTeam } from "../competition/team.server";
import type { SessionUser } from "../accounts/user.server";
import { entryPlayersOf, markWithdrawn, type Entry, type EntryPlayer } from "./entry.server";
import { findEntryWindow, teamsIn } from "./entry-window.server";

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

/** Raised inside an entry's savepoint so that the players and team it made are taken back with it. */
class Refused extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

function skillLevelOf(eventCategoryId: number) {
  return getDb()
    .select({ id: gameCategories.skillLevelId })
    .from(eventCategories)
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .where(eq(eventCategories.id, eventCategoryId))
    .get()!.id;
}

/**
 * The registry's player for each entrant: the one linked when the entry came,
 * else one known by the same name and birth date now, else a new player added
 * as staff would add them, with the category's skill level.
 */
function registryPlayers(entry: Entry, people: EntryPlayer[], user: SessionUser) {
  const known = playersKnownAs(people.filter((p) => p.playerId === null).map((p) => ({ name: p.name, birthDate: p.birthDate })));
  const skillLevelId = skillLevelOf(entry.eventCategoryId);
  return people.map((person) => {
    const id = person.playerId ?? known.find((k) => k.birthDate === person.birthDate && nameKey(k.name) === nameKey(person.name))?.id;
    if (id !== undefined) return id;
    const created = createPlayer(
      { name: person.name, gender: person.gender, birthDate: person.birthDate, phone: person.phone, email: person.email, cityId: person.cityId, club: person.club, skillLevelId },
      null,
      user.id,
      false,
    );
    if (!created.ok) throw new Refused(created.reason === "field" ? created.error : "entries.errors.playerChanged");
    getDb().update(entryPlayers).set({ playerId: created.player.id }).where(eq(entryPlayers.id, person.id)).run();
    return created.player.id;
  });
}

/**
 * Accepts an entry into a place, or into the waiting line when none is left
 * and the category keeps one: its team and players are made exactly as staff
 * adding them would (the team model's rules and audit), so the draw and the
 * schedule use it like any other team.
 */
function accept(entry: Entry, user: SessionUser): EntryStatus {
  const category = findTeamCategory(entry.eventCategoryId)!;
  const window = findEntryWindow(entry.eventCategoryId);
  const place = acceptedInto(placesLeft(category.maxTeams, teamsIn(category.id)), window?.waitingList ?? false);
  if (place === "full" || (place === "waiting" && entry.status === "waiting")) throw new Refused("entries.errors.full");
  const db = getDb();
  if (place === "waiting") {
    db.update(entries).set({ status: "waiting" }).where(eq(entries.id, entry.id)).run();
    return "waiting";
  }
  const people = entryPlayersOf([entry.id]);
  const playerIds = registryPlayers(entry, people, user);
  const made = insertTeam(
    {
      eventId: entry.eventId,
      eventCategoryId: entry.eventCategoryId,
      name: entry.teamName,
      club: people[0]?.club ?? null,
      seed: null,
      status: "registered",
      playerIds,
      captainId: playerIds[0] ?? null,
    },
    user,
    // The entry names its players: a manager puts one who plays on another event's team into their own event's.
    playerIds,
  );
  if (!made.ok) throw new Refused(Object.values(made.fieldErrors).flat()[0] ?? "entries.errors.playerChanged");
  db.update(entries).set({ status: "accepted", teamId: made.team.id }).where(eq(entries.id, entry.id)).run();
  return "accepted";
}

function decideOne(entry: Entry, to: EntryStatus, user: SessionUser): EntryStatus {
  if (!canMove(entry.status, to)) throw new Refused(`entries.errors.cannotMove?from=${entry.status}&to=${to}`);
  if (to === "accepted") return accept(entry, user);
  if (to === "withdrawn") {
    markWithdrawn(entry, { userId: user.id, actor: null });
    return "withdrawn";
  }
  getDb().update(entries).set({ status: to }).where(eq(entries.id, entry.id)).run();
  return to;
}

/**
 * Moves entries of the event to a status, oldest first so that places go in
 * the order the entries came. Each is decided on its own: one refused (the
 * category full, a player on another team meanwhile) leaves the others done.
 */
export function decideEntries(eventId: number, ids: number[], to: EntryStatus, user: SessionUser): Decision[] {
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
    for (const entry of chosen) {
      try {
        const status = sqlite.transaction(() => decideOne(entry, to, user))();
        recordAudit({ userId: user.id, action: "status", entity: "entry", entityId: entry.id, eventId, summary: `${entry.status} → ${status}` });
        decisions.push({ id: entry.id, ok: true, status });
      } catch (refusal) {
        if (!(refusal instanceof Refused)) throw refusal;
        decisions.push({ id: entry.id, ok: false, error: refusal.key });
      }
    }
    return decisions;
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
  return next ? decideEntries(eventId, [next.id], "accepted", user)[0]! : null;
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
