import { and, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, groupTeams, matches, teamPlayers, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { rosterCandidates, searchRosterCandidates } from "~/models/people/player.server";
import { createTeam, deleteTeam, findTeam, updateTeam, type TeamInput } from "~/models/competition/team.server";
import { newPlayer, prepareLeague } from "./teams-fixtures";

let league: Awaited<ReturnType<typeof prepareLeague>>;

beforeAll(async () => {
  league = await prepareLeague();
}, 60_000);

const input = (categoryId: number, playerIds: number[], extra: Partial<TeamInput> = {}): TeamInput => ({
  eventId: league.ligaB.id,
  eventCategoryId: categoryId,
  name: null,
  club: null,
  seed: null,
  status: "registered",
  playerIds,
  captainId: null,
  ...extra,
});

const version = (eventId: number) => getDb().select({ version: events.version }).from(events).where(eq(events.id, eventId)).get()!.version;

describe("roster rules of the category", () => {
  it("names a pair after the family names and keeps the captain", () => {
    const budi = newPlayer("Budi Santoso", "male", league.admin.id);
    const andi = newPlayer("Andi Wijaya", "male", league.admin.id);
    const before = version(league.ligaB.id);
    const result = createTeam(input(league.categories.padelMen, [budi.id, andi.id], { captainId: andi.id }), league.admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.team.name).toBe("Santoso / Wijaya");
    expect(findTeam(result.team.id)?.roster).toEqual([expect.objectContaining({ playerId: budi.id, captain: false }), expect.objectContaining({ playerId: andi.id, captain: true })]);
    // A published event's open pages are told.
    expect(version(league.ligaB.id)).toBeGreaterThan(before);
    const entry = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "team"), eq(auditLog.entityId, result.team.id)))
      .get();
    expect(entry).toMatchObject({ action: "create", eventId: league.ligaB.id, userId: league.admin.id });
  });

  it("refuses the wrong number of players and the wrong genders, with every reason at once", () => {
    const rina = newPlayer("Rina Kartika", "female", league.admin.id);
    expect(createTeam(input(league.categories.padelMen, [rina.id]), league.admin)).toEqual({
      ok: false,
      fieldErrors: { playerIds: ["teams.errors.rosterExactly?count=2", "teams.errors.menOnly"] },
    });
    const dewi = newPlayer("Dewi Lestari", "female", league.admin.id);
    const tono = newPlayer("Tono Hartono", "male", league.admin.id);
    expect(createTeam(input(league.categories.padelMixed, [rina.id, dewi.id]), league.admin)).toMatchObject({ fieldErrors: { playerIds: ["teams.errors.mixedPair"] } });
    expect(createTeam(input(league.categories.padelMixed, [rina.id, tono.id], { captainId: dewi.id }), league.admin)).toEqual({
      ok: false,
      fieldErrors: { captainId: ["teams.errors.captainNotInRoster"] },
    });
    expect(createTeam(input(league.categories.padelMixed, [rina.id, tono.id]), league.admin)).toMatchObject({ ok: true, team: { name: "Kartika / Hartono" } });
  });

  it("plays singles with one player, named after them", () => {
    const agus = newPlayer("Agus Salim", "male", league.admin.id);
    expect(createTeam(input(league.categories.tennisMen, [agus.id]), league.admin)).toMatchObject({ ok: true, team: { name: "Agus Salim" } });
  });

  it("needs a name and a full side for a team sport", () => {
    const squad = ["Eko", "Fajar", "Gilang", "Hendra", "Irfan"].map((name) => newPlayer(`${name} Futsal`, "male", league.admin.id).id);
    expect(createTeam(input(league.categories.futsalOpen, squad.slice(0, 4)), league.admin)).toEqual({
      ok: false,
      fieldErrors: { playerIds: ["teams.errors.rosterAtLeast?count=5"] },
    });
    expect(createTeam(input(league.categories.futsalOpen, squad), league.admin)).toEqual({ ok: false, fieldErrors: { name: ["teams.errors.nameRequired"] } });
    expect(createTeam(input(league.categories.futsalOpen, squad, { name: "  Garuda FC " }), league.admin)).toMatchObject({ ok: true, team: { name: "Garuda FC" } });
  });

  it("refuses a category of another event", () => {
    const [a, b] = [newPlayer("Wawan Setiawan", "male", league.admin.id), newPlayer("Yudi Prasetyo", "male", league.admin.id)];
    const demoCategory = getDb().select({ id: teams.eventCategoryId }).from(teams).where(eq(teams.eventId, league.demo.id)).get()!.id;
    expect(createTeam(input(demoCategory, [a.id, b.id]), league.admin)).toEqual({ ok: false, fieldErrors: { eventCategoryId: ["teams.errors.unknownCategory"] } });
  });
});

describe("one team per player and category", () => {
  it("names the other team, and lets the player enter another category", () => {
    const joko = newPlayer("Joko Susilo", "male", league.admin.id);
    const rudi = newPlayer("Rudi Hartono", "male", league.admin.id);
    const siti = newPlayer("Siti Aminah", "female", league.admin.id);
    const first = createTeam(input(league.categories.padelMixed, [joko.id, siti.id], { name: "Duo Senayan" }), league.admin);
    expect(first.ok).toBe(true);
    const kiki = newPlayer("Kiki Amalia", "female", league.admin.id);
    expect(createTeam(input(league.categories.padelMixed, [rudi.id, siti.id]), league.admin)).toEqual({
      ok: false,
      fieldErrors: { playerIds: ["teams.errors.playerTaken?player=Siti+Aminah&team=Duo+Senayan"] },
    });
    expect(createTeam(input(league.categories.padelMixed, [rudi.id, kiki.id]), league.admin).ok).toBe(true);
    const women = createTeam(input(league.categories.padelWomen, [siti.id, newPlayer("Lia Marlina", "female", league.admin.id).id]), league.admin);
    expect(women.ok).toBe(true);
  });

  it("is held by the database itself", () => {
    const row = getDb().select().from(teamPlayers).where(eq(teamPlayers.eventCategoryId, league.categories.padelMixed)).get()!;
    const otherTeam = getDb()
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventCategoryId, league.categories.padelMixed)))
      .orderBy(desc(teams.id))
      .get()!;
    expect(() => getDb().insert(teamPlayers).values({ teamId: otherTeam.id, playerId: row.playerId, eventCategoryId: row.eventCategoryId }).run()).toThrow(/UNIQUE/);
  });

  it("lets a team keep its own players when it is saved again", () => {
    const team = getDb().select().from(teams).where(eq(teams.name, "Duo Senayan")).get()!;
    const roster = findTeam(team.id)!.roster.map((p) => p.playerId);
    expect(updateTeam(team.id, input(league.categories.padelMixed, roster, { name: "Duo Senayan", club: "PB Senayan" }), league.admin, false)).toMatchObject({ ok: true });
    expect(findTeam(team.id)).toMatchObject({ club: "PB Senayan" });
  });
});

describe("seeds and the category's limit", () => {
  it("keeps a seed unique within its category only", () => {
    let n = 0;
    const pair = () => [newPlayer(`Seed Putri ${++n}`, "female", league.admin.id).id, newPlayer(`Seed Putri ${++n}`, "female", league.admin.id).id];
    const seeded = createTeam(input(league.categories.padelWomen, pair(), { name: "Unggulan Satu", seed: 1 }), league.admin);
    expect(seeded.ok).toBe(true);
    expect(createTeam(input(league.categories.padelWomen, pair(), { name: "Penantang", seed: 1 }), league.admin)).toEqual({
      ok: false,
      fieldErrors: { seed: ["teams.errors.seedTaken?seed=1&team=Unggulan+Satu"] },
    });
    const mixed = [newPlayer("Seed Putra", "male", league.admin.id).id, newPlayer("Seed Putri", "female", league.admin.id).id];
    expect(createTeam(input(league.categories.padelMixed, mixed, { seed: 1 }), league.admin).ok).toBe(true);
    if (seeded.ok) {
      const roster = findTeam(seeded.team.id)!.roster.map((p) => p.playerId);
      expect(updateTeam(seeded.team.id, input(league.categories.padelWomen, roster, { name: "Unggulan Satu", seed: 1 }), league.admin, false).ok).toBe(true);
    }
  });

  it("refuses a team beyond max_teams, counting no withdrawn team", () => {
    const pair = (tag: string) => [newPlayer(`Max ${tag} One`, "male", league.admin.id).id, newPlayer(`Max ${tag} Two`, "male", league.admin.id).id];
    // The first test entered one team; the limit is two.
    const second = createTeam(input(league.categories.padelMen, pair("b")), league.admin);
    expect(second.ok).toBe(true);
    expect(createTeam(input(league.categories.padelMen, pair("c")), league.admin)).toEqual({ ok: false, fieldErrors: { eventCategoryId: ["teams.errors.categoryFull?max=2"] } });
    // A withdrawn entry may be added, and a withdrawal frees a place.
    const withdrawnEntry = createTeam(input(league.categories.padelMen, pair("d"), { status: "withdrawn" }), league.admin);
    expect(withdrawnEntry.ok).toBe(true);
    if (!second.ok || !withdrawnEntry.ok) return;
    const secondRoster = findTeam(second.team.id)!.roster.map((p) => p.playerId);
    expect(updateTeam(second.team.id, input(league.categories.padelMen, secondRoster, { status: "withdrawn" }), league.admin, false).ok).toBe(true);
    const withdrawnRoster = findTeam(withdrawnEntry.team.id)!.roster.map((p) => p.playerId);
    expect(updateTeam(withdrawnEntry.team.id, input(league.categories.padelMen, withdrawnRoster, { status: "confirmed" }), league.admin, false).ok).toBe(true);
    // Coming back now would make three.
    expect(updateTeam(second.team.id, input(league.categories.padelMen, secondRoster, { status: "registered" }), league.admin, false)).toEqual({
      ok: false,
      fieldErrors: { status: ["teams.errors.categoryFull?max=2"] },
    });
  });
});

describe("a team already in the competition", () => {
  const demoTeamWithPlayedGroupMatches = () => {
    const played = getDb()
      .select({ teamId: matches.homeTeamId })
      .from(matches)
      .where(and(eq(matches.eventId, league.demo.id), eq(matches.stage, "group"), eq(matches.status, "finished")))
      .get()!;
    return findTeam(played.teamId!)!;
  };

  it("keeps its category once it is in a group or has matches", () => {
    const team = demoTeamWithPlayedGroupMatches();
    const otherCategory = getDb()
      .select({ id: teams.eventCategoryId })
      .from(teams)
      .where(and(eq(teams.eventId, league.demo.id)))
      .all()
      .find((row) => row.id !== team.eventCategoryId)!.id;
    const result = updateTeam(
      team.id,
      {
        ...input(
          otherCategory,
          team.roster.map((p) => p.playerId),
        ),
        eventId: team.eventId,
        name: team.name,
      },
      league.admin,
      false,
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { eventCategoryId: expect.arrayContaining(["teams.errors.categoryLocked"]) } });
  });

  it("withdraws only once staff confirmed that its group results are voided", () => {
    const team = demoTeamWithPlayedGroupMatches();
    const same = {
      eventId: team.eventId,
      eventCategoryId: team.eventCategoryId,
      name: team.name,
      club: team.club,
      seed: team.seed,
      status: "withdrawn" as const,
      playerIds: team.roster.map((p) => p.playerId),
      captainId: team.roster.find((p) => p.captain)?.playerId ?? null,
    };
    const asked = updateTeam(team.id, same, league.manager, false);
    expect(asked).toMatchObject({ ok: false, playedMatches: team.playedGroupMatches });
    expect(team.playedGroupMatches).toBeGreaterThan(0);
    expect(findTeam(team.id)?.status).toBe("confirmed");
    expect(updateTeam(team.id, same, league.manager, true)).toMatchObject({ ok: true, team: { status: "withdrawn" } });
    const entry = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "team"), eq(auditLog.entityId, team.id)))
      .orderBy(desc(auditLog.id))
      .get();
    expect(entry).toMatchObject({ action: "status", eventId: league.demo.id, userId: league.manager.id, changes: { status: { from: "confirmed", to: "withdrawn" } } });
  });

  it("cannot be deleted; a team in no group and no match can, with its roster", () => {
    const team = demoTeamWithPlayedGroupMatches();
    expect(deleteTeam(team.id, league.admin.id)).toEqual({ ok: false, error: "teams.errors.inUse" });
    const inGroupOnly = getDb().select({ id: groupTeams.teamId }).from(groupTeams).get()!;
    expect(deleteTeam(inGroupOnly.id, league.admin.id)).toEqual({ ok: false, error: "teams.errors.inUse" });

    const fresh = createTeam(input(league.categories.tennisMen, [newPlayer("Bayu Nugroho", "male", league.admin.id).id]), league.admin);
    if (!fresh.ok) throw new Error("setup");
    expect(deleteTeam(fresh.team.id, league.admin.id)).toMatchObject({ ok: true, team: { id: fresh.team.id } });
    expect(findTeam(fresh.team.id)).toBeNull();
    expect(
      getDb()
        .select()
        .from(teamPlayers)
        .where(inArray(teamPlayers.teamId, [fresh.team.id]))
        .all(),
    ).toEqual([]);
    const entry = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "team"), eq(auditLog.entityId, fresh.team.id), eq(auditLog.action, "delete")))
      .get();
    expect(entry).toMatchObject({ eventId: league.ligaB.id, summary: "Bayu Nugroho: Bayu Nugroho" });
  });
});

describe("picking a roster", () => {
  it("finds players and says who already plays in the category", () => {
    const taken = getDb().select().from(teamPlayers).where(eq(teamPlayers.eventCategoryId, league.categories.padelMixed)).get()!;
    const team = findTeam(taken.teamId)!;
    const player = team.roster.find((p) => p.playerId === taken.playerId)!;
    expect(rosterCandidates([taken.playerId], league.categories.padelMixed, null, league.admin)).toEqual([expect.objectContaining({ id: taken.playerId, takenBy: team.name })]);
    // The team being edited does not count against its own players.
    expect(rosterCandidates([taken.playerId], league.categories.padelMixed, team.id, league.admin)[0]!.takenBy).toBeNull();
    expect(rosterCandidates([taken.playerId], league.categories.tennisMen, null, league.admin)[0]!.takenBy).toBeNull();
    expect(searchRosterCandidates(player.name.toUpperCase(), league.categories.padelMixed, null, league.admin)).toEqual([expect.objectContaining({ id: taken.playerId, takenBy: team.name })]);
    expect(searchRosterCandidates("", league.categories.padelMixed, null, league.admin)).toEqual([]);
    expect(searchRosterCandidates("a", null, null, league.admin)).toHaveLength(50);
  });
});
