import { and, asc, eq } from "drizzle-orm";
import { entries, entryPlayers, eventCategories, gameCategories, teams, type EntryStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { acceptedInto, placesLeft, promotionsDue } from "~/domain/entries";
import { recordAudit } from "../audit.server";
import { insertTeam, type TeamAuthor } from "../competition/team.server";
import { findTeamCategory } from "../events/team-category.server";
import { createPlayer, nameKey, playersKnownAs } from "../people/player.server";
import { findEntryWindow, teamsIn } from "./entry-window.server";

/**
 * A category's places (docs/design.md §3.8): an entry accepted into one makes
 * its team; an accepted entry withdrawn gives its place back; and a window that
 * promotes by itself (the default, decision 0066) gives a freed place at once
 * to the first of its waiting line. Everything here runs inside the caller's
 * write; the callers record the entries' own changes of status.
 */

export type Entry = typeof entries.$inferSelect;

/** Who moves an entry: a signed-in user, or the waiting line moving up by itself into a place an entrant freed. */
export type EntryDecider = TeamAuthor;

/** The history's name for the waiting line moving up when no user moved it. */
export const WAITING_LIST_ACTOR = "waiting list";

/** Raised inside an entry's savepoint so that the players and team it made are taken back with it. */
export class Refused extends Error {
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
function registryPlayers(entry: Entry, by: EntryDecider) {
  const db = getDb();
  const people = db.select().from(entryPlayers).where(eq(entryPlayers.entryId, entry.id)).orderBy(asc(entryPlayers.id)).all();
  const known = playersKnownAs(people.filter((p) => p.playerId === null).map((p) => ({ name: p.name, birthDate: p.birthDate })));
  const skillLevelId = skillLevelOf(entry.eventCategoryId);
  const playerIds = people.map((person) => {
    const id = person.playerId ?? known.find((k) => k.birthDate === person.birthDate && nameKey(k.name) === nameKey(person.name))?.id;
    if (id !== undefined) return id;
    const created = createPlayer(
      { name: person.name, gender: person.gender, birthDate: person.birthDate, phone: person.phone, email: person.email, cityId: person.cityId, club: person.club, skillLevelId },
      null,
      "automatic" in by ? null : by.id,
      false,
      "automatic" in by ? by.automatic : null,
    );
    if (!created.ok) throw new Refused(created.reason === "field" ? created.error : "entries.errors.playerChanged");
    db.update(entryPlayers).set({ playerId: created.player.id }).where(eq(entryPlayers.id, person.id)).run();
    return created.player.id;
  });
  return { playerIds, club: people[0]?.club ?? null };
}

/**
 * Accepts an entry into a place, or into the waiting line when none is left
 * and the category keeps one: its team and players are made exactly as staff
 * adding them would (the team model's rules and audit), so the draw and the
 * schedule use it like any other team. A place is there while the teams in are
 * under the category's limit; pending entries hold none.
 */
export function acceptEntry(entry: Entry, by: EntryDecider): EntryStatus {
  const category = findTeamCategory(entry.eventCategoryId)!;
  const window = findEntryWindow(entry.eventCategoryId);
  const place = acceptedInto(placesLeft(category.maxTeams, teamsIn(category.id)), window?.waitingList ?? false);
  if (place === "full" || (place === "waiting" && entry.status === "waiting")) throw new Refused("entries.errors.full");
  const db = getDb();
  if (place === "waiting") {
    db.update(entries).set({ status: "waiting" }).where(eq(entries.id, entry.id)).run();
    return "waiting";
  }
  const { playerIds, club } = registryPlayers(entry, by);
  const made = insertTeam(
    {
      eventId: entry.eventId,
      eventCategoryId: entry.eventCategoryId,
      name: entry.teamName,
      club,
      seed: null,
      status: "registered",
      playerIds,
      captainId: playerIds[0] ?? null,
    },
    by,
    // The entry names its players: a manager puts one who plays on another event's team into their own event's.
    playerIds,
  );
  if (!made.ok) throw new Refused(Object.values(made.fieldErrors).flat()[0] ?? "entries.errors.playerChanged");
  db.update(entries).set({ status: "accepted", teamId: made.team.id }).where(eq(entries.id, entry.id)).run();
  return "accepted";
}

/** The entry withdrawn, and its team when it has one (the caller records the entry's change); true when that freed a place. */
export function markWithdrawn(entry: Entry, by: { userId: number | null; actor: string | null }) {
  const db = getDb();
  db.update(entries).set({ status: "withdrawn" }).where(eq(entries.id, entry.id)).run();
  if (entry.teamId === null) return false;
  const before = db.select().from(teams).where(eq(teams.id, entry.teamId)).get();
  if (!before || before.status === "withdrawn") return false;
  db.update(teams).set({ status: "withdrawn" }).where(eq(teams.id, before.id)).run();
  recordAudit({
    ...by,
    action: "status",
    entity: "team",
    entityId: before.id,
    eventId: before.eventId,
    summary: `${before.name}: withdrawn with its entry`,
    changes: { status: { from: before.status, to: "withdrawn" } },
  });
  return true;
}

/** An entry of the waiting line that moved up, or (ok false) one that could not and stays in line, with why. */
export type Promotion = { id: number; ok: true } | { id: number; ok: false; error: string };

/**
 * Gives the category's free places to its waiting line, first come first,
 * when its window promotes by itself: as many entries as places are free. One
 * that cannot take its place (a player meanwhile on another team) stays in
 * line, said in the answer, and the next is tried. Each in a savepoint of the
 * caller's write; nothing when the window promotes by hand.
 */
export function fillFreedPlaces(eventCategoryId: number, by: EntryDecider): Promotion[] {
  const window = findEntryWindow(eventCategoryId);
  const category = findTeamCategory(eventCategoryId);
  if (!window || !category) return [];
  const db = getDb();
  const line = db
    .select()
    .from(entries)
    .where(and(eq(entries.eventCategoryId, eventCategoryId), eq(entries.status, "waiting")))
    .orderBy(asc(entries.id))
    .all();
  let due = promotionsDue(placesLeft(category.maxTeams, teamsIn(eventCategoryId)), line.length, window.autoPromote);
  const promotions: Promotion[] = [];
  for (const entry of line) {
    if (due === 0) break;
    try {
      db.$client.transaction(() => acceptEntry(entry, by))();
      const userId = "automatic" in by ? null : by.id;
      const actor = "automatic" in by ? by.automatic : null;
      recordAudit({ userId, actor, action: "status", entity: "entry", entityId: entry.id, eventId: entry.eventId, summary: "waiting → accepted (a place freed)" });
      promotions.push({ id: entry.id, ok: true });
      due -= 1;
    } catch (refusal) {
      if (!(refusal instanceof Refused)) throw refusal;
      promotions.push({ id: entry.id, ok: false, error: refusal.key });
    }
  }
  return promotions;
}
