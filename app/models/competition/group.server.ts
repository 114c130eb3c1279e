import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { groups, groupTeams, matches, resultStatuses, teams, type TeamStatus } from "#drizzle/schema";
import { decidedStatuses } from "~/domain/standings";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { recordAudit } from "../audit.server";
import { fillQualifiedPlaces } from "./match-result.server";
import { findGroupTable, type StandingRow } from "../public/public-standings.server";
import { message } from "./schedule-scope.server";

/** Group names are letters, as the knockout's sources ("1A", "2B") name them. */
export const GROUP_NAME = /^[A-Z]{1,3}$/;

export type Group = typeof groups.$inferSelect;

export type GroupMember = {
  teamId: number;
  name: string;
  club: string | null;
  seed: number | null;
  status: TeamStatus;
  position: number;
  lot: number | null;
};

export type TeamOption = { id: number; name: string; club: string | null; seed: number | null };

/** A member as a form sends it: the team and its draw position. */
export type MemberInput = { teamId: number; position: number };

export type GroupRefusal = { ok: false; field: "name" | "members" | null; error: string };

/** Seeded teams first (by seed), then by name. */
const bySeedThenName = [sql`coalesce(${teams.seed}, 2147483647)`, sql`${teams.name} collate nocase`, asc(teams.id)];

export function findGroupRow(id: number): Group | null {
  return getDb().select().from(groups).where(eq(groups.id, id)).get() ?? null;
}

export function groupMembers(groupId: number): GroupMember[] {
  return getDb()
    .select({ teamId: teams.id, name: teams.name, club: teams.club, seed: teams.seed, status: teams.status, position: groupTeams.position, lot: groupTeams.lot })
    .from(groupTeams)
    .innerJoin(teams, eq(teams.id, groupTeams.teamId))
    .where(eq(groupTeams.groupId, groupId))
    .orderBy(asc(groupTeams.position), asc(groupTeams.id))
    .all();
}

/** Teams of a category in no group yet, withdrawn ones left out. */
export function unassignedTeams(eventCategoryId: number): TeamOption[] {
  return getDb()
    .select({ id: teams.id, name: teams.name, club: teams.club, seed: teams.seed })
    .from(teams)
    .leftJoin(groupTeams, eq(groupTeams.teamId, teams.id))
    .where(and(eq(teams.eventCategoryId, eventCategoryId), isNull(groupTeams.id), ne(teams.status, "withdrawn")))
    .orderBy(...bySeedThenName)
    .all();
}

export function categoryGroups(eventCategoryId: number) {
  return getDb().select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.eventCategoryId, eventCategoryId)).orderBy(asc(groups.name)).all();
}

/** The first letter name no group of the category uses yet. */
export function nextGroupName(eventCategoryId: number) {
  const used = new Set(categoryGroups(eventCategoryId).map((g) => g.name));
  for (let i = 0; i < 26; i++) {
    const name = String.fromCharCode(65 + i);
    if (!used.has(name)) return name;
  }
  return "";
}

/** How far a group's matches have gone: every match, those with a result or under way (which fix its teams), those played (with a result). */
export function groupMatchCounts(groupId: number) {
  const db = getDb();
  return {
    total: countRows(db, matches, eq(matches.groupId, groupId)),
    withResult: countRows(db, matches, and(eq(matches.groupId, groupId), inArray(matches.status, [...resultStatuses]))),
    played: countRows(db, matches, and(eq(matches.groupId, groupId), inArray(matches.status, [...decidedStatuses]))),
  };
}

/** Whether a knockout match of the category waits for a place of this group ("1A", "2A" …). */
function inBracket(eventCategoryId: number, name: string) {
  const place = new RegExp(`^\\d{1,2}${name}$`);
  return getDb()
    .select({ home: matches.homeSource, away: matches.awaySource })
    .from(matches)
    .where(and(eq(matches.eventCategoryId, eventCategoryId), ne(matches.stage, "group")))
    .all()
    .some((m) => place.test(m.home ?? "") || place.test(m.away ?? ""));
}

/**
 * Why a group's teams cannot change now: results are in (the table stands on
 * them), or matches are on the schedule (they would be left without a team:
 * staff remove the group's schedule first, on purpose). Null when they can.
 */
export function membershipLock(group: Group): string | null {
  const counts = groupMatchCounts(group.id);
  if (counts.withResult > 0) return message("groupsAdmin.errors.hasResults", { group: group.name });
  if (counts.total > 0) return message("groupsAdmin.errors.hasSchedule", { group: group.name });
  return null;
}

function nameTaken(eventCategoryId: number, name: string, exceptId?: number) {
  return categoryGroups(eventCategoryId).some((g) => g.name.toUpperCase() === name && g.id !== exceptId);
}

/** Members in the order staff gave: by position, ties in the order listed; renumbered 1, 2, 3 … */
function ordered(members: readonly MemberInput[]) {
  return members
    .map((member, index) => ({ ...member, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((member, i) => ({ teamId: member.teamId, position: i + 1 }));
}

/** Every new member must be a team of the category that sits in no other group and has not withdrawn. */
function checkNewMembers(eventCategoryId: number, teamIds: readonly number[]): string | null {
  if (new Set(teamIds).size !== teamIds.length) return "groupsAdmin.errors.teamTwice";
  if (teamIds.length === 0) return null;
  const free = new Set(unassignedTeams(eventCategoryId).map((team) => team.id));
  return teamIds.every((id) => free.has(id)) ? null : "groupsAdmin.errors.teamUnavailable";
}

function writeMembers(groupId: number, members: readonly { teamId: number; position: number }[]) {
  const db = getDb();
  for (const member of members) {
    const existing = db.select({ id: groupTeams.id }).from(groupTeams).where(eq(groupTeams.teamId, member.teamId)).get();
    if (existing) db.update(groupTeams).set({ groupId, position: member.position }).where(eq(groupTeams.id, existing.id)).run();
    else db.insert(groupTeams).values({ groupId, teamId: member.teamId, position: member.position }).run();
  }
}

export function createGroup(input: { eventCategoryId: number; eventId: number; name: string; members: MemberInput[] }, actorId: number) {
  return writeTransaction((): { ok: true; group: Group } | GroupRefusal => {
    const name = input.name.trim().toUpperCase();
    if (!GROUP_NAME.test(name)) return { ok: false, field: "name", error: "groupsAdmin.errors.name" };
    if (nameTaken(input.eventCategoryId, name)) return { ok: false, field: "name", error: message("groupsAdmin.errors.nameTaken", { name }) };
    const problem = checkNewMembers(
      input.eventCategoryId,
      input.members.map((m) => m.teamId),
    );
    if (problem) return { ok: false, field: "members", error: problem };
    const group = getDb().insert(groups).values({ eventId: input.eventId, eventCategoryId: input.eventCategoryId, name }).returning().get();
    writeMembers(group.id, ordered(input.members));
    recordAudit({ userId: actorId, action: "create", entity: "group", entityId: group.id, eventId: group.eventId, summary: `${name}: ${input.members.length}` });
    return { ok: true, group };
  });
}

/**
 * Saves a group's name and its members (the full list staff want, in draw
 * order). Positions may change at any time; a new name only while nothing
 * refers to the old one (matches, the bracket); members only while the
 * group has no matches (see membershipLock).
 */
export function updateGroup(groupId: number, input: { name: string; members: MemberInput[] }, actorId: number) {
  return writeTransaction((): { ok: true; group: Group } | GroupRefusal | { ok: false; field: null; error: "missing" } => {
    const db = getDb();
    const group = findGroupRow(groupId);
    if (!group) return { ok: false, field: null, error: "missing" };
    const name = input.name.trim().toUpperCase();
    if (!GROUP_NAME.test(name)) return { ok: false, field: "name", error: "groupsAdmin.errors.name" };
    if (name !== group.name) {
      if (nameTaken(group.eventCategoryId, name, group.id)) return { ok: false, field: "name", error: message("groupsAdmin.errors.nameTaken", { name }) };
      if (groupMatchCounts(group.id).total > 0 || inBracket(group.eventCategoryId, group.name)) {
        return { ok: false, field: "name", error: message("groupsAdmin.errors.renameLocked", { group: group.name }) };
      }
    }
    const before = groupMembers(group.id);
    const current = new Set(before.map((m) => m.teamId));
    const wanted = new Set(input.members.map((m) => m.teamId));
    if (wanted.size !== input.members.length) return { ok: false, field: "members", error: "groupsAdmin.errors.teamTwice" };
    const added = input.members.filter((m) => !current.has(m.teamId)).map((m) => m.teamId);
    const removed = before.filter((m) => !wanted.has(m.teamId));
    if (added.length || removed.length) {
      const lock = membershipLock(group);
      if (lock) return { ok: false, field: "members", error: lock };
      const problem = checkNewMembers(group.eventCategoryId, added);
      if (problem) return { ok: false, field: "members", error: problem };
    }
    for (const member of removed)
      db.delete(groupTeams)
        .where(and(eq(groupTeams.groupId, group.id), eq(groupTeams.teamId, member.teamId)))
        .run();
    writeMembers(group.id, ordered(input.members));
    if (name !== group.name) db.update(groups).set({ name }).where(eq(groups.id, group.id)).run();
    const names = new Map(before.map((m) => [m.teamId, m.name]));
    recordAudit({
      userId: actorId,
      action: "update",
      entity: "group",
      entityId: group.id,
      eventId: group.eventId,
      summary: name,
      changes: {
        name: { from: group.name, to: name },
        members: { from: before.map((m) => m.teamId), to: ordered(input.members).map((m) => m.teamId) },
        ...(removed.length ? { removed: { from: removed.map((m) => names.get(m.teamId)), to: null } } : {}),
      },
    });
    return { ok: true, group: { ...group, name } };
  });
}

/** Moves a team to another group of its category, as the last in draw order; both groups must be free to change. */
export function moveTeam(teamId: number, toGroupId: number, actorId: number) {
  return writeTransaction((): { ok: true; team: string; from: string; to: string } | GroupRefusal => {
    const db = getDb();
    const entry = db.select({ groupId: groupTeams.groupId, name: teams.name }).from(groupTeams).innerJoin(teams, eq(teams.id, groupTeams.teamId)).where(eq(groupTeams.teamId, teamId)).get();
    const from = entry ? findGroupRow(entry.groupId) : null;
    const to = findGroupRow(toGroupId);
    if (!entry || !from || !to || to.eventCategoryId !== from.eventCategoryId || to.id === from.id) return { ok: false, field: "members", error: "groupsAdmin.errors.moveTarget" };
    const teamMatches = countRows(db, matches, and(eq(matches.groupId, from.id), or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId))));
    const lock = membershipLock(from) ?? membershipLock(to);
    if (lock) {
      // A team with its own matches on the schedule: say so, in words that name the team.
      const results = groupMatchCounts(from.id).withResult + groupMatchCounts(to.id).withResult;
      if (results === 0 && teamMatches > 0) return { ok: false, field: "members", error: message("groupsAdmin.errors.teamScheduled", { team: entry.name, group: from.name }) };
      return { ok: false, field: "members", error: lock };
    }
    const last = groupMembers(to.id).reduce((max, m) => Math.max(max, m.position), 0);
    db.update(groupTeams)
      .set({ groupId: to.id, position: last + 1, lot: null })
      .where(eq(groupTeams.teamId, teamId))
      .run();
    renumber(from.id);
    recordAudit({ userId: actorId, action: "update", entity: "group", entityId: to.id, eventId: to.eventId, summary: `${entry.name}: ${from.name} → ${to.name}` });
    return { ok: true, team: entry.name, from: from.name, to: to.name };
  });
}

function renumber(groupId: number) {
  groupMembers(groupId).forEach((member, i) => {
    if (member.position !== i + 1)
      getDb()
        .update(groupTeams)
        .set({ position: i + 1 })
        .where(eq(groupTeams.teamId, member.teamId))
        .run();
  });
}

/** Why a group cannot be deleted (it has matches, or the bracket waits for its places), or null. */
export function deleteLock(group: Group): string | null {
  if (groupMatchCounts(group.id).total > 0) return message("groupsAdmin.errors.deleteHasMatches", { group: group.name });
  if (inBracket(group.eventCategoryId, group.name)) return message("groupsAdmin.errors.deleteInBracket", { group: group.name });
  return null;
}

/** Deletes a group without matches that no knockout match waits for; its team entries go first, explicitly. */
export function deleteGroup(groupId: number, actorId: number) {
  return writeTransaction((): { ok: true; group: Group } | GroupRefusal => {
    const db = getDb();
    const group = findGroupRow(groupId);
    if (!group) return { ok: false, field: null, error: "list.notFound" };
    const lock = deleteLock(group);
    if (lock) return { ok: false, field: null, error: lock };
    const members = groupMembers(group.id);
    db.delete(groupTeams).where(eq(groupTeams.groupId, group.id)).run();
    db.delete(groups).where(eq(groups.id, group.id)).run();
    recordAudit({ userId: actorId, action: "delete", entity: "group", entityId: group.id, eventId: group.eventId, summary: `${group.name}: ${members.map((m) => m.name).join(", ")}` });
    return { ok: true, group };
  });
}

/** The ties of a table no result still to come can change, by place: what a drawing of lots decides. */
function finalTies(rows: readonly StandingRow[]) {
  const blocks = new Map<number, { teamId: number; team: string }[]>();
  for (const row of rows) {
    if (!row.needsLots || row.rank === null) continue;
    blocks.set(row.rank, [...(blocks.get(row.rank) ?? []), { teamId: row.teamId, team: row.team }]);
  }
  return [...blocks.entries()].map(([rank, tied]) => ({ rank, teams: tied }));
}

/** Teams the standings leave tied (sharing a place) for good, by place; a tie results to come may still break is not among them. */
export function tiedBlocks(group: Group) {
  return finalTies(findGroupTable(group.eventId, group.id)?.rows ?? []);
}

/**
 * Records the order drawn for the tied teams (1 = ahead), each tie drawn as a
 * whole; the knockout places it settles are filled at once. Refused while no
 * tie is final: results still to come may yet separate the teams.
 */
export function recordLots(groupId: number, lots: { teamId: number; lot: number }[], actorId: number) {
  return writeTransaction((): { ok: true; group: Group } | GroupRefusal => {
    const group = findGroupRow(groupId);
    if (!group) return { ok: false, field: null, error: "list.notFound" };
    const rows = findGroupTable(group.eventId, group.id)?.rows ?? [];
    const blocks = finalTies(rows);
    const lotOf = new Map(lots.map((entry) => [entry.teamId, entry.lot]));
    if (blocks.length === 0) return { ok: false, field: null, error: rows.some((row) => row.shared) ? "groupsAdmin.errors.tieOpen" : "groupsAdmin.errors.noTie" };
    for (const block of blocks) {
      const drawn = block.teams.map((team) => lotOf.get(team.teamId));
      const expected = block.teams.map((_, i) => i + 1);
      if ([...drawn].sort((a, b) => (a ?? 0) - (b ?? 0)).join() !== expected.join()) {
        return { ok: false, field: null, error: message("groupsAdmin.errors.lotsIncomplete", { place: block.rank }) };
      }
    }
    for (const block of blocks) {
      for (const team of block.teams) {
        getDb()
          .update(groupTeams)
          .set({ lot: lotOf.get(team.teamId)! })
          .where(and(eq(groupTeams.groupId, group.id), eq(groupTeams.teamId, team.teamId)))
          .run();
      }
    }
    fillQualifiedPlaces(group.eventId, group.id);
    const summary = blocks
      .map((block) =>
        [...block.teams]
          .sort((a, b) => lotOf.get(a.teamId)! - lotOf.get(b.teamId)!)
          .map((t) => t.team)
          .join(" > "),
      )
      .join("; ");
    recordAudit({ userId: actorId, action: "update", entity: "group", entityId: group.id, eventId: group.eventId, summary: `${group.name} lots: ${summary}` });
    return { ok: true, group };
  });
}

/** Forgets every lot drawn in a group (a new result may have changed who is tied). */
export function clearLots(groupId: number, actorId: number) {
  return writeTransaction((): { ok: true; group: Group } | GroupRefusal => {
    const group = findGroupRow(groupId);
    if (!group) return { ok: false, field: null, error: "list.notFound" };
    getDb().update(groupTeams).set({ lot: null }).where(eq(groupTeams.groupId, group.id)).run();
    fillQualifiedPlaces(group.eventId, group.id);
    recordAudit({ userId: actorId, action: "update", entity: "group", entityId: group.id, eventId: group.eventId, summary: `${group.name} lots cleared` });
    return { ok: true, group };
  });
}
