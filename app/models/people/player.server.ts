import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { cities, entryPlayers, events, players, skillLevels, teamPlayers, teams, type EventStatus, type PlayerGender } from "#drizzle/schema";
import { canRunEvent, eventScope, managedEventIds } from "~/auth/event-access.server";
import { getDb, writeTransaction } from "~/db.server";
import { phoneSearchDigits } from "~/utils/phone";
import { changedFields, recordAudit } from "../audit.server";
import { contains, trigramCandidates } from "../list.server";
import { releaseUpload } from "../upload.server";
import type { SessionUser } from "../accounts/user.server";

export type Player = typeof players.$inferSelect;

/** What staff type about a player; the phone is already normalised to "+62…". */
export type PlayerInput = {
  name: string;
  gender: PlayerGender;
  birthDate: string;
  phone: string | null;
  email: string | null;
  cityId: number | null;
  club: string | null;
  skillLevelId: number | null;
};

/** A new photo's path, null to remove the photo, undefined to keep it. */
export type PhotoChange = string | null | undefined;

export type DuplicatePlayer = { id: number; name: string };

export type PlayerRefusal = { ok: false; reason: "duplicate"; duplicates: DuplicatePlayer[] } | { ok: false; reason: "field"; field: "cityId" | "skillLevelId"; error: string };

const blank = (value: string | null | undefined) => (value?.trim() ? value.trim().replace(/\s+/g, " ") : null);

/** How two names are compared for duplicates: case, surrounding and repeated spaces do not count. */
export function nameKey(name: string) {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("id");
}

function cleaned(input: PlayerInput) {
  return {
    name: input.name.trim().replace(/\s+/g, " "),
    gender: input.gender,
    birthDate: input.birthDate,
    phone: blank(input.phone),
    email: blank(input.email)?.toLowerCase() ?? null,
    cityId: input.cityId,
    club: blank(input.club),
    skillLevelId: input.skillLevelId,
  };
}

/** Players with the same name and birth date (another person is rare; the same person entered twice is not). */
export function findDuplicatePlayers(name: string, birthDate: string, exceptId?: number): DuplicatePlayer[] {
  return playersKnownAs([{ name, birthDate }], exceptId).map(({ id, name }) => ({ id, name }));
}

/**
 * The players with any of these names and birth dates, by id. Each pair is one
 * search of players_birth_date_name_idx, which compares names case-blind as
 * SQLite does (ASCII letters); nameKey then decides, as it does everywhere.
 */
export function playersKnownAs(wanted: { name: string; birthDate: string }[], exceptId?: number): (DuplicatePlayer & { birthDate: string })[] {
  if (wanted.length === 0) return [];
  const keys = new Set(wanted.map((w) => `${w.birthDate}|${nameKey(w.name)}`));
  const pairs = JSON.stringify(wanted.map((w) => [w.birthDate, w.name.trim().replace(/\s+/g, " ")]));
  return getDb()
    .select({ id: players.id, name: players.name, birthDate: sql<string>`${players.birthDate}` })
    .from(players)
    .where(and(sql`(${players.birthDate}, ${players.name}) in (select value ->> 0, value ->> 1 collate nocase from json_each(${pairs}))`, exceptId ? ne(players.id, exceptId) : undefined))
    .orderBy(asc(players.id))
    .all()
    .filter((player) => keys.has(`${player.birthDate}|${nameKey(player.name)}`));
}

/** Duplicates as a user is shown them: by name and link those they may see, the others only counted. */
export type ShownDuplicates = { duplicates: DuplicatePlayer[]; otherDuplicates: number };

/**
 * Another event's player stays unnamed (visiblePlayers) but is still counted,
 * so the same person is not entered twice without a word.
 */
export function duplicatesShownTo(user: SessionUser, duplicates: DuplicatePlayer[]): ShownDuplicates {
  if (duplicates.length === 0) return { duplicates, otherDuplicates: 0 };
  const ids = duplicates.map((player) => player.id);
  const visible = new Set(
    getDb()
      .select({ id: players.id })
      .from(players)
      .where(and(inArray(players.id, ids), visiblePlayers(user)))
      .all()
      .map((row) => row.id),
  );
  const shown = duplicates.filter((player) => visible.has(player.id));
  return { duplicates: shown, otherDuplicates: duplicates.length - shown.length };
}

function unknownReference(input: PlayerInput): PlayerRefusal | null {
  const db = getDb();
  if (input.cityId !== null && !db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)).get()) {
    return { ok: false, reason: "field", field: "cityId", error: "players.errors.unknownCity" };
  }
  if (input.skillLevelId !== null && !db.select({ id: skillLevels.id }).from(skillLevels).where(eq(skillLevels.id, input.skillLevelId)).get()) {
    return { ok: false, reason: "field", field: "skillLevelId", error: "players.errors.unknownSkillLevel" };
  }
  return null;
}

/**
 * The players a user may see in the registry. Admins see everyone; an event
 * manager sees the players on a team of an event they run and the players on
 * no team yet (the shared pool new entries are picked from), so the contact
 * details of another event's players stay with that event's staff.
 */
export function visiblePlayers(user: SessionUser): SQL | undefined {
  const ids = managedEventIds(user);
  if (ids === "all") return undefined;
  const onAnyTeam = sql`exists (select 1 from ${teamPlayers} where ${teamPlayers.playerId} = ${players.id})`;
  if (ids.length === 0) return sql`not ${onAnyTeam}`;
  return sql`(not ${onAnyTeam} or ${onOwnTeam(ids)})`;
}

const onOwnTeam = (eventIds: number[]) =>
  sql`exists (select 1 from ${teamPlayers} inner join ${teams} on ${teams.id} = ${teamPlayers.teamId} where ${teamPlayers.playerId} = ${players.id} and ${inArray(teams.eventId, eventIds)})`;

/**
 * How many players matching `where` the user may see: for an event manager,
 * all that match less those on another event's team only. Counted that way the
 * registry's many players on no team are counted from an index, and only the
 * players on a team (an event's few hundred) are checked one by one.
 */
export function countVisiblePlayers(where: SQL | undefined, user: SessionUser): number {
  const db = getDb();
  const matching = db.select({ n: count() }).from(players).where(where).get()?.n ?? 0;
  const ids = managedEventIds(user);
  if (ids === "all" || matching === 0) return matching;
  const onAnyTeam = sql`${players.id} in (select ${teamPlayers.playerId} from ${teamPlayers})`;
  const hidden = ids.length === 0 ? onAnyTeam : and(onAnyTeam, sql`not ${onOwnTeam(ids)}`);
  return matching - (db.select({ n: count() }).from(players).where(and(where, hidden)).get()?.n ?? 0);
}

/** A player the user may see, or null (an unknown id and another event's player look the same). */
export function findPlayer(id: number, user: SessionUser): Player | null {
  return (
    getDb()
      .select()
      .from(players)
      .where(and(eq(players.id, id), visiblePlayers(user)))
      .get() ?? null
  );
}

export type PlayerTeam = { teamId: number; teamName: string; eventId: number; eventName: string; eventStatus: EventStatus };

/** Every team the player is on, in any event. */
export function teamsOfPlayer(playerId: number): PlayerTeam[] {
  return getDb()
    .select({ teamId: teams.id, teamName: teams.name, eventId: events.id, eventName: events.name, eventStatus: events.status })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teamPlayers.playerId, playerId))
    .orderBy(asc(events.name), asc(teams.name))
    .all();
}

/**
 * Adds a player. A second player with the same name and birth date is only
 * added once staff confirmed it is another person (`confirmDuplicate`).
 */
/** `actorId` is the user adding the player; null with `actor` naming who did when no user did (the waiting list moving up). */
export function createPlayer(input: PlayerInput, photo: string | null, actorId: number | null, confirmDuplicate: boolean, actor: string | null = null) {
  return writeTransaction((): { ok: true; player: Player } | PlayerRefusal => {
    const refusal = unknownReference(input);
    if (refusal) return refusal;
    const values = cleaned(input);
    const duplicates = findDuplicatePlayers(values.name, values.birthDate);
    if (duplicates.length && !confirmDuplicate) return { ok: false, reason: "duplicate", duplicates };
    const player = getDb()
      .insert(players)
      .values({ ...values, photo })
      .returning()
      .get();
    recordAudit({
      userId: actorId,
      actor,
      action: "create",
      entity: "player",
      entityId: player.id,
      summary: duplicates.length ? `${player.name} (${player.birthDate}; confirmed not #${duplicates.map((d) => d.id).join(", #")})` : `${player.name} (${player.birthDate})`,
    });
    return { ok: true, player };
  });
}

/** Changes a player; a new name or birth date that matches another player needs the same confirmation as adding one. */
export function updatePlayer(id: number, input: PlayerInput, photo: PhotoChange, actorId: number, confirmDuplicate: boolean) {
  const result = writeTransaction((): { ok: true; player: Player; replacedPhoto: string | null } | PlayerRefusal | { ok: false; reason: "missing" } => {
    const db = getDb();
    const before = db.select().from(players).where(eq(players.id, id)).get();
    if (!before) return { ok: false, reason: "missing" };
    const refusal = unknownReference(input);
    if (refusal) return refusal;
    const values = { ...cleaned(input), ...(photo === undefined ? {} : { photo }) };
    const identityChanged = nameKey(values.name) !== nameKey(before.name) || values.birthDate !== before.birthDate;
    const duplicates = identityChanged ? findDuplicatePlayers(values.name, values.birthDate, id) : [];
    if (duplicates.length && !confirmDuplicate) return { ok: false, reason: "duplicate", duplicates };
    const player = db.update(players).set(values).where(eq(players.id, id)).returning().get();
    const changes = changedFields(before, values, ["name", "gender", "birthDate", "phone", "email", "cityId", "club", "skillLevelId", "photo"]);
    recordAudit({ userId: actorId, action: "update", entity: "player", entityId: id, summary: player.name, changes });
    return { ok: true, player, replacedPhoto: "photo" in changes ? before.photo : null };
  });
  if (result.ok) releaseUpload(result.replacedPhoto);
  return result;
}

/**
 * Deletes a player who plays in no team. The refusal names the teams the
 * user may see and counts the others, so no other event's entries are revealed.
 */
export function deletePlayer(id: number, user: SessionUser) {
  const result = writeTransaction(
    (): { ok: true; name: string; photo: string | null } | { ok: false; error: "missing" } | { ok: false; error: "inTeams"; name: string; teams: string[]; otherTeams: number } => {
      const db = getDb();
      const player = db
        .select()
        .from(players)
        .where(and(eq(players.id, id), visiblePlayers(user)))
        .get();
      if (!player) return { ok: false, error: "missing" };
      const playing = teamsOfPlayer(id);
      if (playing.length) {
        const visible = playing.filter((t) => canRunEvent(user, t.eventId));
        return { ok: false, error: "inTeams", name: player.name, teams: visible.map((t) => `${t.teamName} (${t.eventName})`), otherTeams: playing.length - visible.length };
      }
      // An entrant linked to the player keeps what they typed; accepting the entry adds them again.
      db.update(entryPlayers).set({ playerId: null }).where(eq(entryPlayers.playerId, id)).run();
      db.delete(players).where(eq(players.id, id)).run();
      recordAudit({ userId: user.id, action: "delete", entity: "player", entityId: id, summary: `${player.name} (${player.birthDate ?? "—"})` });
      return { ok: true, name: player.name, photo: player.photo };
    },
  );
  if (result.ok) releaseUpload(result.photo);
  return result;
}

export function skillLevelChoices() {
  return getDb().select({ id: skillLevels.id, name: skillLevels.name, color: skillLevels.color }).from(skillLevels).orderBy(asc(skillLevels.sortOrder), asc(skillLevels.name)).all();
}

export type RosterCandidate = {
  id: number;
  name: string;
  gender: PlayerGender;
  birthDate: string | null;
  club: string | null;
  /** The team of this category the player is already on, when there is one. */
  takenBy: string | null;
};

export const ROSTER_SEARCH_LIMIT = 50;

/**
 * The players a user may pick for a roster: those they may see (visiblePlayers),
 * with the team of the category that already has each, named only when it is
 * of an event the user runs.
 */
function candidateQuery(user: SessionUser, categoryId: number | null, exceptTeamId: number | null, where: SQL | undefined) {
  const db = getDb();
  // A query of its own (with a join, so every column is named with its table) inside the outer one.
  const takenBy = categoryId
    ? sql<string | null>`(${db
        .select({ name: teams.name })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .where(and(eq(teamPlayers.playerId, players.id), eq(teamPlayers.eventCategoryId, categoryId), ne(teamPlayers.teamId, exceptTeamId ?? 0), eventScope(user, teams.eventId)))
        .limit(1)})`
    : sql<null>`null`;
  return db
    .select({ id: players.id, name: players.name, gender: players.gender, birthDate: players.birthDate, club: players.club, takenBy })
    .from(players)
    .where(and(visiblePlayers(user), where));
}

/**
 * A search over name, club, e-mail and phone. A number matches however it was
 * typed or stored ("0812 34" finds "+62 812-3456-7890"). The trigram index
 * players_search narrows the rows (it holds the phone as digits, as compared here).
 */
export function playerSearch(text: string): SQL | undefined {
  const q = text.trim();
  if (!q) return undefined;
  const digits = phoneSearchDigits(q);
  return and(
    trigramCandidates(players.id, "players_search", digits ? [q, digits] : [q]),
    or(
      contains(players.name, q),
      contains(players.club, q),
      contains(players.email, q),
      digits ? sql`replace(replace(replace(${players.phone}, ' ', ''), '-', ''), '.', '') like ${`%${digits}%`}` : undefined,
    ),
  );
}

/** Players the user may see matching a search, for picking a roster (at most 50). */
export function searchRosterCandidates(search: string, categoryId: number | null, exceptTeamId: number | null, user: SessionUser): RosterCandidate[] {
  const where = playerSearch(search);
  if (!where) return [];
  return candidateQuery(user, categoryId, exceptTeamId, where).orderBy(asc(players.name), asc(players.id)).limit(ROSTER_SEARCH_LIMIT).all();
}

/** The players a roster names that the user may see, in the order given; unknown ids are left out. */
export function rosterCandidates(ids: number[], categoryId: number | null, exceptTeamId: number | null, user: SessionUser): RosterCandidate[] {
  if (ids.length === 0) return [];
  const found = candidateQuery(user, categoryId, exceptTeamId, inArray(players.id, ids)).all();
  return ids.flatMap((id) => found.filter((p) => p.id === id));
}
