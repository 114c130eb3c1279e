import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import { entries, events, groups, groupTeams, matches, matchStatValues, players, teamPlayers, teams, type PlayerGender, type TeamStatus } from "#drizzle/schema";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { defaultTeamName, rosterIssues } from "~/domain/roster";
import { changedFields, recordAudit } from "../audit.server";
import { visiblePlayers } from "../people/player.server";
import { findTeamCategory, type TeamCategory } from "../events/team-category.server";
import type { SessionUser } from "../accounts/user.server";
import { roundsMade } from "../formats/round-play.server";

export type Team = typeof teams.$inferSelect;

export type TeamInput = {
  eventId: number;
  eventCategoryId: number;
  /** Empty: named after the players (pairs and singles only). */
  name: string | null;
  club: string | null;
  seed: number | null;
  status: TeamStatus;
  /** In the order staff picked them. */
  playerIds: number[];
  captainId: number | null;
};

export type TeamField = "eventId" | "eventCategoryId" | "name" | "club" | "seed" | "status" | "playerIds" | "captainId";
export type TeamFieldErrors = Partial<Record<TeamField, string[]>>;

/**
 * Why a team was not saved: messages per field (translation keys with
 * parameters). `playedMatches` asks staff to confirm a withdrawal first: the
 * team has played that many group matches, whose results would be voided.
 */
export type TeamRefusal = { ok: false; fieldErrors: TeamFieldErrors; playedMatches?: number };

/** A translation key with its parameters in query form, as the forms read them. */
function message(key: string, params: Record<string, string | number>) {
  return `${key}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}

function addError(errors: TeamFieldErrors, field: TeamField, text: string) {
  (errors[field] ??= []).push(text);
}

const PLAYED = ["finished", "walkover", "retired"] as const;

function involving(teamId: number) {
  return or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId), eq(matches.winnerTeamId, teamId));
}

/** How far a team is drawn into the competition: its group, its matches, the group matches it has played. */
export function teamCommitments(teamId: number) {
  const db = getDb();
  const group = db.select({ name: groups.name }).from(groupTeams).innerJoin(groups, eq(groups.id, groupTeams.groupId)).where(eq(groupTeams.teamId, teamId)).get();
  return {
    group: group?.name ?? null,
    matches: countRows(db, matches, involving(teamId)),
    playedGroupMatches: countRows(db, matches, and(eq(matches.stage, "group"), inArray(matches.status, [...PLAYED]), or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)))),
  };
}

export type RosterEntry = { playerId: number; name: string; gender: PlayerGender; club: string | null; captain: boolean };

export function teamRoster(teamId: number): RosterEntry[] {
  return getDb()
    .select({ playerId: players.id, name: players.name, gender: players.gender, club: players.club, captain: teamPlayers.captain })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(eq(teamPlayers.teamId, teamId))
    .orderBy(asc(teamPlayers.id))
    .all();
}

/** A team with its event, category, roster and commitments; null when there is none. Access is the caller's to check. */
export function findTeam(id: number) {
  const db = getDb();
  const team = db.select().from(teams).where(eq(teams.id, id)).get();
  if (!team) return null;
  const event = db.select({ id: events.id, name: events.name }).from(events).where(eq(events.id, team.eventId)).get()!;
  return { ...team, event, category: findTeamCategory(team.eventCategoryId)!, roster: teamRoster(id), ...teamCommitments(id) };
}

export type TeamDetail = NonNullable<ReturnType<typeof findTeam>>;

type Current = Pick<Team, "id" | "eventId" | "eventCategoryId" | "status">;

/**
 * Who adds a team: a signed-in user, or, with no user at hand, the waiting list
 * moving up into a place an entrant freed (its players all vouched for by their
 * entry; `automatic` names it in the history).
 */
export type TeamAuthor = SessionUser | { automatic: string };

/** The players the author may put on a team besides those vouched for: a user's view of the registry, or none. */
function playersSeenBy(author: TeamAuthor) {
  return "automatic" in author ? sql`0` : visiblePlayers(author);
}

/**
 * Checks a team against every rule of its category before anything is
 * written: players the user may see (another event's player is as unknown as
 * a deleted one), roster size and genders, one team per player in a category,
 * a free seed, room under the category's limit. Returns the team's final name.
 */
function judgeTeam(input: TeamInput, current: Current | null, user: TeamAuthor, vouched: readonly number[] = []): { errors: TeamFieldErrors; category: TeamCategory | null; name: string | null } {
  const db = getDb();
  const errors: TeamFieldErrors = {};
  const category = findTeamCategory(input.eventCategoryId);
  if (!category || category.eventId !== input.eventId) {
    addError(errors, "eventCategoryId", "teams.errors.unknownCategory");
    return { errors, category: null, name: null };
  }
  const selfId = current?.id ?? 0;

  const visible = playersSeenBy(user);
  const found = input.playerIds.length
    ? db
        .select({ id: players.id, name: players.name, gender: players.gender })
        .from(players)
        .where(and(inArray(players.id, input.playerIds), visible && vouched.length ? or(visible, inArray(players.id, [...vouched])) : visible))
        .all()
    : [];
  const roster = input.playerIds.flatMap((id) => found.filter((p) => p.id === id));
  if (roster.length !== input.playerIds.length) addError(errors, "playerIds", "teams.errors.unknownPlayer");
  for (const issue of rosterIssues(category, roster, input.captainId)) addError(errors, issue.field, issue.message);

  const taken = input.playerIds.length
    ? db
        .select({ player: players.name, team: teams.name })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .innerJoin(players, eq(players.id, teamPlayers.playerId))
        .where(and(eq(teamPlayers.eventCategoryId, category.id), inArray(teamPlayers.playerId, input.playerIds), ne(teamPlayers.teamId, selfId)))
        .all()
    : [];
  for (const row of taken) addError(errors, "playerIds", message("teams.errors.playerTaken", { player: row.player, team: row.team }));

  const name =
    input.name?.trim() ||
    defaultTeamName(
      roster.map((p) => p.name),
      category.playersPerSide,
    );
  if (!name && !errors.playerIds) addError(errors, "name", category.playersPerSide > 2 ? "teams.errors.nameRequired" : "validation.required");

  if (input.seed !== null) {
    const seeded = db
      .select({ name: teams.name })
      .from(teams)
      .where(and(eq(teams.eventCategoryId, category.id), eq(teams.seed, input.seed), ne(teams.id, selfId)))
      .get();
    if (seeded) addError(errors, "seed", message("teams.errors.seedTaken", { seed: input.seed, team: seeded.name }));
  }

  // Withdrawn teams give their place back; a team already counted in this category keeps its own.
  const needsPlace = input.status !== "withdrawn" && (!current || current.status === "withdrawn" || current.eventCategoryId !== category.id);
  if (needsPlace && category.maxTeams !== null) {
    const entered = countRows(db, teams, and(eq(teams.eventCategoryId, category.id), ne(teams.status, "withdrawn"), ne(teams.id, selfId)));
    if (entered >= category.maxTeams) addError(errors, current?.eventCategoryId === category.id ? "status" : "eventCategoryId", message("teams.errors.categoryFull", { max: category.maxTeams }));
  }
  return { errors, category, name: name || null };
}

function hasErrors(errors: TeamFieldErrors) {
  return Object.keys(errors).length > 0;
}

function writeRoster(teamId: number, eventCategoryId: number, playerIds: number[], captainId: number | null) {
  const db = getDb();
  db.delete(teamPlayers).where(eq(teamPlayers.teamId, teamId)).run();
  if (playerIds.length) {
    db.insert(teamPlayers)
      .values(playerIds.map((playerId) => ({ teamId, playerId, eventCategoryId, captain: playerId === captainId })))
      .run();
  }
}

/**
 * Adds a team inside the caller's transaction (the import adds many in one).
 * Spectators are told by the caller once the transaction has committed.
 * `vouched`: players the caller found for this team by other means than the
 * user's view of the registry (an accepted entry's players, known by name and
 * birth date), which the user may put on it though another event's team holds them.
 */
export function insertTeam(input: TeamInput, user: TeamAuthor, vouched: readonly number[] = []): { ok: true; team: Team } | TeamRefusal {
  const { errors, name } = judgeTeam(input, null, user, vouched);
  if (hasErrors(errors)) return { ok: false, fieldErrors: errors };
  const team = getDb()
    .insert(teams)
    .values({ eventId: input.eventId, eventCategoryId: input.eventCategoryId, name: name!, club: input.club?.trim() || null, seed: input.seed, status: input.status })
    .returning()
    .get();
  writeRoster(team.id, team.eventCategoryId, input.playerIds, input.captainId);
  recordAudit({
    ...("automatic" in user ? { userId: null, actor: user.automatic } : { userId: user.id }),
    action: "create",
    entity: "team",
    entityId: team.id,
    eventId: team.eventId,
    summary: `${team.name} (${team.status})`,
    changes: { playerIds: { from: null, to: input.playerIds }, captainId: { from: null, to: input.captainId } },
  });
  return { ok: true, team };
}

export function createTeam(input: TeamInput, user: SessionUser) {
  return writeTransaction(() => insertTeam(input, user));
}

/**
 * Changes a team. It stays in its event; its category is fixed once it is in
 * a group or has matches. Withdrawing a team that has played group matches
 * voids those results in the standings, so staff confirm it first.
 */
export function updateTeam(id: number, input: TeamInput, user: SessionUser, confirmWithdraw: boolean) {
  return writeTransaction((): { ok: true; team: Team } | TeamRefusal | { ok: false; missing: true } => {
    const db = getDb();
    const before = db.select().from(teams).where(eq(teams.id, id)).get();
    if (!before) return { ok: false, missing: true };
    const next = { ...input, eventId: before.eventId };
    const { errors, name } = judgeTeam(next, before, user);
    const commitments = teamCommitments(id);
    if (next.eventCategoryId !== before.eventCategoryId && (commitments.group !== null || commitments.matches > 0)) {
      addError(errors, "eventCategoryId", "teams.errors.categoryLocked");
    }
    const withdrawing = next.status === "withdrawn" && before.status !== "withdrawn";
    // Mid-Americano, Mexicano or Swiss a withdrawal changes the rounds (decision 0084): it is made on the rounds page, which cancels or makes again the matches still to play.
    if (withdrawing && roundsMade(before.eventCategoryId)) addError(errors, "status", "rounds.errors.withdrawOnRoundsPage");
    if (withdrawing && commitments.playedGroupMatches > 0 && !confirmWithdraw && !errors.status) {
      return { ok: false, fieldErrors: errors, playedMatches: commitments.playedGroupMatches };
    }
    if (hasErrors(errors)) return { ok: false, fieldErrors: errors };

    const beforeRoster = teamRoster(id);
    const values = { eventCategoryId: next.eventCategoryId, name: name!, club: next.club?.trim() || null, seed: next.seed, status: next.status };
    const team = db.update(teams).set(values).where(eq(teams.id, id)).returning().get();
    writeRoster(id, team.eventCategoryId, next.playerIds, next.captainId);
    const changes = changedFields(
      { ...before, playerIds: beforeRoster.map((p) => p.playerId), captainId: beforeRoster.find((p) => p.captain)?.playerId ?? null },
      { ...values, playerIds: next.playerIds, captainId: next.captainId },
      ["eventCategoryId", "name", "club", "seed", "status", "playerIds", "captainId"],
    );
    recordAudit({
      userId: user.id,
      action: withdrawing ? "status" : "update",
      entity: "team",
      entityId: id,
      eventId: team.eventId,
      summary: withdrawing && commitments.playedGroupMatches > 0 ? `${team.name}: withdrawn, ${commitments.playedGroupMatches} group results voided` : team.name,
      changes,
    });
    return { ok: true, team };
  });
}

/** Deletes a team that is in no group and no match, with its roster; anything else is refused. */
export function deleteTeam(id: number, actorId: number) {
  return writeTransaction((): { ok: true; team: Team } | { ok: false; error: string } => {
    const db = getDb();
    const team = db.select().from(teams).where(eq(teams.id, id)).get();
    if (!team) return { ok: false, error: "list.notFound" };
    const commitments = teamCommitments(id);
    const statistics = db.select({ n: count() }).from(matchStatValues).where(eq(matchStatValues.teamId, id)).get()?.n ?? 0;
    if (commitments.group !== null || commitments.matches > 0 || statistics > 0) return { ok: false, error: "teams.errors.inUse" };
    // The entry that made it still stands for the players: staff withdraw the entry instead.
    if (countRows(db, entries, eq(entries.teamId, id)) > 0) return { ok: false, error: "entries.errors.teamFromEntry" };
    const roster = teamRoster(id);
    // The roster is the team's own and means nothing without it.
    db.delete(teamPlayers).where(eq(teamPlayers.teamId, id)).run();
    db.delete(teams).where(eq(teams.id, id)).run();
    recordAudit({
      userId: actorId,
      action: "delete",
      entity: "team",
      entityId: id,
      eventId: team.eventId,
      summary: `${team.name}: ${roster.map((p) => p.name).join(", ")}`,
    });
    return { ok: true, team };
  });
}

/** How many teams each category has entered and which seeds they hold, for the hints next to the form. */
export function categoryUsage(categoryIds: number[], exceptTeamId: number | null) {
  const usage = new Map<number, { entered: number; seeds: number[] }>(categoryIds.map((id) => [id, { entered: 0, seeds: [] }]));
  if (categoryIds.length === 0) return usage;
  const rows = getDb()
    .select({ categoryId: teams.eventCategoryId, status: teams.status, seed: teams.seed })
    .from(teams)
    .where(and(inArray(teams.eventCategoryId, categoryIds), ne(teams.id, exceptTeamId ?? 0)))
    .orderBy(asc(teams.seed))
    .all();
  for (const row of rows) {
    const entry = usage.get(row.categoryId)!;
    if (row.status !== "withdrawn") entry.entered += 1;
    if (row.seed !== null) entry.seeds.push(row.seed);
  }
  return usage;
}
