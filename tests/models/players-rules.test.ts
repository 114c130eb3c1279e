import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities, players, teamPlayers } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { createPlayer, deletePlayer, findDuplicatePlayers, findPlayer, updatePlayer, type PlayerInput } from "~/models/people/player.server";
import { createTeam } from "~/models/competition/team.server";
import { newPlayer, prepareLeague } from "./teams-fixtures";

let league: Awaited<ReturnType<typeof prepareLeague>>;

beforeAll(async () => {
  league = await prepareLeague();
}, 60_000);

const person = (extra: Partial<PlayerInput> = {}): PlayerInput => ({
  name: "Budi Santoso",
  gender: "male",
  birthDate: "1991-03-14",
  phone: "+6281234567890",
  email: null,
  cityId: null,
  club: null,
  skillLevelId: null,
  ...extra,
});

describe("a duplicate player", () => {
  it("is one with the same name, whatever the case and spacing, and the same birth date", () => {
    const first = createPlayer(person({ email: "Budi@Example.ID", club: "  PB   Senayan " }), null, league.admin.id, false);
    expect(first).toMatchObject({ ok: true, player: { name: "Budi Santoso", email: "budi@example.id", club: "PB Senayan" } });
    if (!first.ok) return;
    expect(findDuplicatePlayers("  budi   SANTOSO ", "1991-03-14")).toEqual([{ id: first.player.id, name: "Budi Santoso" }]);
    expect(findDuplicatePlayers("Budi Santoso", "1991-03-15")).toEqual([]);
    expect(createPlayer(person({ name: "BUDI santoso" }), null, league.admin.id, false)).toEqual({
      ok: false,
      reason: "duplicate",
      duplicates: [{ id: first.player.id, name: "Budi Santoso" }],
    });
  });

  it("is saved once staff confirm it is someone else, and the log says so", () => {
    const second = createPlayer(person(), null, league.admin.id, true);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    const entry = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.entityId, second.player.id)))
      .get();
    expect(entry?.summary).toMatch(/confirmed not #\d+/);
  });

  it("is checked again when an edit gives a player another's name and birth date, not on other edits", () => {
    const rina = newPlayer("Rina Kartika", "female", league.admin.id);
    const budi = findDuplicatePlayers("Budi Santoso", "1991-03-14")[0]!;
    const asBudi = { ...person(), gender: "female" as const };
    expect(updatePlayer(rina.id, asBudi, undefined, league.admin.id, false)).toMatchObject({ ok: false, reason: "duplicate" });
    const budiRow = findPlayer(budi.id, league.admin)!;
    const sameIdentity = { ...person(), club: "Klub Baru", phone: budiRow.phone, email: budiRow.email };
    expect(updatePlayer(budi.id, sameIdentity, undefined, league.admin.id, false)).toMatchObject({ ok: true, player: { club: "Klub Baru" } });
    const entry = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.entityId, budi.id), eq(auditLog.action, "update")))
      .get();
    expect(entry?.changes).toEqual({ club: { from: "PB Senayan", to: "Klub Baru" } });
  });

  it("refuses a city that does not exist", () => {
    expect(createPlayer(person({ name: "Tanpa Kota", cityId: 999_999 }), null, league.admin.id, false)).toEqual({
      ok: false,
      reason: "field",
      field: "cityId",
      error: "players.errors.unknownCity",
    });
    const city = getDb().select().from(cities).where(eq(cities.code, "31.74")).get()!;
    expect(createPlayer(person({ name: "Dengan Kota", cityId: city.id }), null, league.admin.id, false)).toMatchObject({ ok: true, player: { cityId: city.id } });
  });
});

describe("deleting a player", () => {
  it("is refused while they play in a team, naming the teams the user may see", () => {
    const demoPlayer = getDb().select({ id: teamPlayers.playerId }).from(teamPlayers).get()!.id;
    const partner = newPlayer("Mitra Liga B", "male", league.admin.id);
    const created = createTeam(
      { eventId: league.ligaB.id, eventCategoryId: league.categories.padelMen, name: "Tim Liga B", club: null, seed: null, status: "registered", playerIds: [demoPlayer, partner.id], captainId: null },
      league.admin,
    );
    expect(created.ok).toBe(true);
    const asAdmin = deletePlayer(demoPlayer, league.admin);
    expect(asAdmin).toMatchObject({ ok: false, error: "inTeams", otherTeams: 0 });
    if (asAdmin.ok || asAdmin.error !== "inTeams") return;
    expect(asAdmin.teams).toHaveLength(2);
    expect(asAdmin.teams).toContain("Tim Liga B (Liga B)");
    // The manager runs only the demo: the Liga B team is counted, not named.
    const asManager = deletePlayer(demoPlayer, league.manager);
    expect(asManager).toMatchObject({ ok: false, error: "inTeams", otherTeams: 1 });
    if (asManager.ok || asManager.error !== "inTeams") return;
    expect(asManager.teams).toEqual([expect.stringContaining("(Martabaks Vol. 2)")]);
    expect(findPlayer(demoPlayer, league.admin)).not.toBeNull();
  });

  it("is allowed to anyone when they play nowhere, and logged", () => {
    const loner = newPlayer("Pemain Lepas", "female", league.admin.id);
    expect(deletePlayer(loner.id, league.manager)).toEqual({ ok: true, name: "Pemain Lepas", photo: null });
    expect(getDb().select().from(players).where(eq(players.id, loner.id)).get()).toBeUndefined();
    const entry = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.entityId, loner.id), eq(auditLog.action, "delete")))
      .get();
    expect(entry).toMatchObject({ userId: league.manager.id });
    expect(deletePlayer(loner.id, league.manager)).toEqual({ ok: false, error: "missing" });
  });
});
