import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { cities, entries, entryPlayers, teamPlayers, teams, type EntryStatus, type PlayerGender } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { entrantIssues, entrantMayChange, windowState } from "~/domain/entries";
import { randomSecret, sha256 } from "~/utils/crypto.server";
import { recordAudit } from "../audit.server";
import { findTeamCategory } from "../events/team-category.server";
import { nameKey, playersKnownAs } from "../people/player.server";
import { findEntryWindow } from "./entry-window.server";
import { fillFreedPlaces, markWithdrawn, WAITING_LIST_ACTOR, type Entry } from "./places.server";
import { now as clockNow } from "~/clock.server";

/**
 * Entries as their players make them, without an account (docs/design.md
 * §3.8): sent through the public form, then seen, changed or withdrawn through
 * the private link, whose secret is shown once and kept only as its sha256.
 */

export type EntryPlayer = typeof entryPlayers.$inferSelect;

/** One player as the form sends it: phone already "+62…", e-mail lower-cased or null. */
export type EntrantInput = {
  name: string;
  gender: PlayerGender;
  birthDate: string;
  phone: string;
  email: string | null;
  club: string | null;
  cityId: number | null;
};

export type EntrySubmission = { eventCategoryId: number; teamName: string | null; players: EntrantInput[] };

/** Messages per form field (a player's field by its place, the category, the whole form), as translation keys with parameters. */
export type EntryErrors = Record<string, string[]>;

/** Entries that hold or may still take a place: a player in one of them has entered the category. */
const standing: EntryStatus[] = ["pending", "accepted", "waiting"];

function add(errors: EntryErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

function param(key: string, params: Record<string, string>) {
  return `${key}?${new URLSearchParams(params).toString()}`;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * Players of the submission who already stand in the category: in another
 * entry still standing, or on one of its teams (the same name and birth date,
 * as duplicates are judged in the registry).
 */
function alreadyEntered(eventCategoryId: number, wanted: EntrantInput[]) {
  const db = getDb();
  const keys = new Set(wanted.map((p) => `${p.birthDate}|${nameKey(p.name)}`));
  const pairs = JSON.stringify(wanted.map((p) => [p.birthDate, tidy(p.name)]));
  const entered = db
    .select({ name: entryPlayers.name, birthDate: entryPlayers.birthDate })
    .from(entryPlayers)
    .innerJoin(entries, eq(entries.id, entryPlayers.entryId))
    .where(
      and(
        eq(entryPlayers.eventCategoryId, eventCategoryId),
        sql`(${entryPlayers.birthDate}, ${entryPlayers.name}) in (select value ->> 0, value ->> 1 collate nocase from json_each(${pairs}))`,
        inArray(entries.status, standing),
      ),
    )
    .all();
  const known = playersKnownAs(wanted.map((p) => ({ name: p.name, birthDate: p.birthDate })));
  const onTeam = known.length
    ? db
        .select({ playerId: teamPlayers.playerId })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .where(
          and(
            eq(teamPlayers.eventCategoryId, eventCategoryId),
            inArray(
              teamPlayers.playerId,
              known.map((p) => p.id),
            ),
            notInArray(teams.status, ["withdrawn"]),
          ),
        )
        .all()
    : [];
  const teamIds = new Set(onTeam.map((row) => row.playerId));
  const taken = new Set([
    ...entered.map((row) => `${row.birthDate}|${nameKey(row.name)}`).filter((key) => keys.has(key)),
    ...known.filter((p) => teamIds.has(p.id)).map((p) => `${p.birthDate}|${nameKey(p.name)}`),
  ]);
  return { taken, known };
}

export type SubmitOutcome = { ok: true; entry: Entry; secret: string } | { ok: false; errors: EntryErrors };

/**
 * Takes an entry for a category of the event while its window is open: the
 * players checked against the category's roster rules, none entered twice, a
 * player the registry knows (same name and birth date) linked rather than
 * copied. The entry waits for staff; it never makes an account.
 */
export function submitEntry(eventId: number, submission: EntrySubmission, address: string, now = clockNow()): SubmitOutcome {
  return writeTransaction((): SubmitOutcome => {
    const db = getDb();
    const errors: EntryErrors = {};
    const category = findTeamCategory(submission.eventCategoryId);
    const window = category && category.eventId === eventId ? findEntryWindow(category.id) : null;
    if (!category || !window || windowState(window, now) !== "open") {
      add(errors, "eventCategoryId", "entries.errors.notOpen");
      return { ok: false, errors };
    }
    for (const message of entrantIssues(
      category,
      submission.players.map((p) => p.gender),
    )) {
      add(errors, "players", message);
    }
    const seen = new Set<string>();
    submission.players.forEach((player, index) => {
      const key = `${player.birthDate}|${nameKey(player.name)}`;
      if (seen.has(key)) add(errors, `players.${index}.name`, "entries.errors.samePlayerTwice");
      seen.add(key);
    });
    const cityIds = [...new Set(submission.players.map((p) => p.cityId).filter((id): id is number => id !== null))];
    const knownCities = new Set(
      cityIds.length
        ? db
            .select({ id: cities.id })
            .from(cities)
            .where(inArray(cities.id, cityIds))
            .all()
            .map((c) => c.id)
        : [],
    );
    submission.players.forEach((player, index) => {
      if (player.cityId !== null && !knownCities.has(player.cityId)) add(errors, `players.${index}.cityId`, "players.errors.unknownCity");
    });
    const { taken, known } = alreadyEntered(category.id, submission.players);
    submission.players.forEach((player, index) => {
      if (taken.has(`${player.birthDate}|${nameKey(player.name)}`)) add(errors, `players.${index}.name`, param("entries.errors.alreadyEntered", { player: tidy(player.name) }));
    });
    if (category.playersPerSide > 2 && !submission.teamName?.trim()) add(errors, "teamName", "teams.errors.nameRequired");
    if (Object.keys(errors).length > 0) return { ok: false, errors };

    const secret = randomSecret();
    const contact = submission.players[0]!;
    const entry = db
      .insert(entries)
      .values({
        eventId,
        eventCategoryId: category.id,
        teamName: submission.teamName?.trim() || null,
        contactPhone: contact.phone,
        contactEmail: contact.email,
        secretHash: sha256(secret),
        address,
      })
      .returning()
      .get();
    db.insert(entryPlayers)
      .values(
        submission.players.map((player) => ({
          entryId: entry.id,
          eventCategoryId: category.id,
          name: tidy(player.name),
          gender: player.gender,
          birthDate: player.birthDate,
          phone: player.phone,
          email: player.email,
          club: player.club ? tidy(player.club) : null,
          cityId: player.cityId,
          playerId: known.find((k) => k.birthDate === player.birthDate && nameKey(k.name) === nameKey(player.name))?.id ?? null,
        })),
      )
      .run();
    recordAudit({ userId: null, actor: "entrant", action: "create", entity: "entry", entityId: entry.id, eventId, summary: submission.players.map((p) => tidy(p.name)).join(" / ") });
    return { ok: true, entry, secret };
  });
}

export function entryPlayersOf(entryIds: number[]): EntryPlayer[] {
  if (entryIds.length === 0) return [];
  return getDb().select().from(entryPlayers).where(inArray(entryPlayers.entryId, entryIds)).orderBy(asc(entryPlayers.entryId), asc(entryPlayers.id)).all();
}

/** The entry a private link's secret opens, or null (an unknown and a malformed secret look the same). */
export function openEntry(secret: string) {
  if (!/^[A-Za-z0-9_-]{40,100}$/.test(secret)) return null;
  const entry = getDb()
    .select()
    .from(entries)
    .where(eq(entries.secretHash, sha256(secret)))
    .get();
  if (!entry) return null;
  const window = findEntryWindow(entry.eventCategoryId);
  return { entry, players: entryPlayersOf([entry.id]), category: findTeamCategory(entry.eventCategoryId)!, closesAt: window?.closesAt ?? entry.createdAt };
}

export type OpenedEntry = NonNullable<ReturnType<typeof openEntry>>;

/**
 * What the entrant is told will become of places: whether a freed place goes
 * at once to the waiting line, how many wait in it, and a waiting entry's
 * place in that line (first is 1).
 */
export function entrantOutlook(entry: Entry) {
  const line = getDb()
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.eventCategoryId, entry.eventCategoryId), eq(entries.status, "waiting")))
    .orderBy(asc(entries.id))
    .all();
  const position = line.findIndex((waiting) => waiting.id === entry.id);
  return { autoPromote: findEntryWindow(entry.eventCategoryId)?.autoPromote ?? false, waiting: line.length, position: position >= 0 ? position + 1 : null };
}

/** What an entrant may change: each player's phone and e-mail, in the entry's order. */
export type ContactChange = { phone: string; email: string | null }[];

export type EntrantOutcome = { ok: true } | { ok: false; error: "missing" | "closed" };

/** Changes the players' phones and e-mails, before entries close and while the entry stands. */
export function changeEntryContact(secret: string, contacts: ContactChange, now = clockNow()) {
  return writeTransaction((): EntrantOutcome => {
    const opened = openEntry(secret);
    if (!opened || contacts.length !== opened.players.length) return { ok: false, error: "missing" };
    if (!entrantMayChange(opened.entry.status, opened.closesAt, now)) return { ok: false, error: "closed" };
    const db = getDb();
    opened.players.forEach((player, index) => {
      db.update(entryPlayers).set(contacts[index]!).where(eq(entryPlayers.id, player.id)).run();
    });
    db.update(entries).set({ contactPhone: contacts[0]!.phone, contactEmail: contacts[0]!.email }).where(eq(entries.id, opened.entry.id)).run();
    recordAudit({ userId: null, actor: "entrant", action: "update", entity: "entry", entityId: opened.entry.id, eventId: opened.entry.eventId, summary: "contact details" });
    return { ok: true };
  });
}

/**
 * Withdraws an entry before entries close. An accepted entry's team is
 * withdrawn with it, under the rules for withdrawn teams (§6.2): out of the
 * draw and the schedule, its place given at once to the first of the waiting
 * line when the window promotes by itself, else free for staff to give.
 */
export function withdrawEntry(secret: string, now = clockNow()) {
  return writeTransaction((): EntrantOutcome => {
    const opened = openEntry(secret);
    if (!opened) return { ok: false, error: "missing" };
    if (!entrantMayChange(opened.entry.status, opened.closesAt, now)) return { ok: false, error: "closed" };
    const freed = markWithdrawn(opened.entry, { userId: null, actor: "entrant" });
    recordAudit({ userId: null, actor: "entrant", action: "status", entity: "entry", entityId: opened.entry.id, eventId: opened.entry.eventId, summary: `${opened.entry.status} → withdrawn` });
    if (freed) fillFreedPlaces(opened.entry.eventCategoryId, { automatic: WAITING_LIST_ACTOR });
    return { ok: true };
  });
}
