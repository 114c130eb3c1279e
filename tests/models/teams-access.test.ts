import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { teamPlayers, teams } from "#drizzle/schema";
import { eventChoices, requireEventAccess } from "~/auth/event-access.server";
import { getDb } from "~/db.server";
import { rosterCandidates, searchRosterCandidates } from "~/models/people/player.server";
import { categoriesOfEvents } from "~/models/events/team-category.server";
import { teamImportFor } from "~/models/competition/team-import.server";
import { listEvent, listTeams, teamExport, teamListSpec } from "~/models/competition/team-list.server";
import { createTeam, updateTeam, type TeamInput } from "~/models/competition/team.server";
import { readListParams } from "~/utils/list-params";
import { newPlayer, prepareLeague } from "./teams-fixtures";

let league: Awaited<ReturnType<typeof prepareLeague>>;
let ligaBTeam: number;

beforeAll(async () => {
  league = await prepareLeague();
  const pair = [newPlayer("Asing Satu", "male", league.admin.id).id, newPlayer("Asing Dua", "male", league.admin.id).id];
  const created = createTeam(
    { eventId: league.ligaB.id, eventCategoryId: league.categories.padelMen, name: null, club: null, seed: null, status: "registered", playerIds: pair, captainId: null },
    league.admin,
  );
  if (!created.ok) throw new Error("setup");
  ligaBTeam = created.team.id;
}, 60_000);

/** The 404 a guard throws, or null when it lets the user through. */
function refusal(run: () => unknown): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe("an event manager", () => {
  it("picks only the events they run", () => {
    expect(eventChoices(league.manager).map((event) => event.slug)).toEqual(["martabaks-vol-2"]);
    expect(
      eventChoices(league.admin)
        .map((event) => event.slug)
        .sort(),
    ).toEqual(["liga-b", "martabaks-vol-2"]);
  });

  it("gets 404 for a team of another event, which an admin may open", () => {
    const team = getDb().select().from(teams).where(eq(teams.id, ligaBTeam)).get()!;
    expect(refusal(() => requireEventAccess(league.manager, team.eventId))).toBe(404);
    expect(refusal(() => requireEventAccess(league.admin, team.eventId))).toBeNull();
    const demoTeam = getDb().select().from(teams).where(eq(teams.eventId, league.demo.id)).get()!;
    expect(refusal(() => requireEventAccess(league.manager, demoTeam.eventId))).toBeNull();
  });

  it("sees the teams list of their own event by default, and 404 for another", () => {
    expect(listEvent(league.manager, new URLSearchParams()).event?.id).toBe(league.demo.id);
    expect(refusal(() => listEvent(league.manager, new URLSearchParams(`event=${league.ligaB.id}`)))).toBe(404);
    expect(refusal(() => listEvent(league.manager, new URLSearchParams("event=abc")))).toBe(404);
    expect(listEvent(league.admin, new URLSearchParams(`event=${league.ligaB.id}`)).event?.id).toBe(league.ligaB.id);
    const { rows, window } = listTeams(league.demo.id, readListParams(new URLSearchParams("perPage=100"), teamListSpec));
    expect(window.total).toBe(28);
    expect(rows.every((row) => row.id !== ligaBTeam)).toBe(true);
  });

  it("cannot export another event's teams", () => {
    expect(refusal(() => teamExport.rows(new URLSearchParams(`event=${league.ligaB.id}`), league.manager))).toBe(404);
    expect([...teamExport.rows(new URLSearchParams(`event=${league.ligaB.id}`), league.admin)].flat().map((row) => row.id)).toEqual([ligaBTeam]);
  });

  it("cannot import into another event: it is not found among theirs", async () => {
    const plan = await teamImportFor(league.manager).plan([{ row: 2, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["Asing Satu", "Asing Dua"] } }], []);
    expect(plan.errors).toEqual([{ row: 2, field: "eventSlug", message: "teams.import.errors.eventUnknown?slug=liga-b" }]);
  });
});

describe("another event's players in an event manager's rosters", () => {
  let stranger: { id: number; name: string };
  let demoMen: number;

  beforeAll(() => {
    const player = newPlayer("Orang Asing", "male", league.admin.id, { phone: "+6285799887766", email: "orang.asing@liga-b.id" });
    stranger = { id: player.id, name: player.name };
    const created = createTeam(
      { eventId: league.ligaB.id, eventCategoryId: league.categories.tennisMen, name: null, club: null, seed: null, status: "registered", playerIds: [player.id], captainId: null },
      league.admin,
    );
    if (!created.ok) throw new Error("setup");
    demoMen = categoriesOfEvents([league.demo.id]).find((category) => category.gender === "men")!.id;
  });

  const demoTeam = (playerIds: number[]): TeamInput => ({
    eventId: league.demo.id,
    eventCategoryId: demoMen,
    name: "Tim Curian",
    club: null,
    seed: null,
    status: "registered",
    playerIds,
    captainId: null,
  });
  const rows = () => ({
    teams: getDb().select({ n: count() }).from(teams).get()!.n,
    stranger: getDb().select({ teamId: teamPlayers.teamId }).from(teamPlayers).where(eq(teamPlayers.playerId, stranger.id)).all(),
  });

  it("are not found by the roster search, by name, phone or e-mail substring, which finds them for an admin", () => {
    for (const q of ["Orang Asi", "0857 9988", "99887766", "asing@liga"]) {
      expect(
        searchRosterCandidates(q, demoMen, null, league.manager).map((p) => p.id),
        q,
      ).not.toContain(stranger.id);
      expect(
        searchRosterCandidates(q, demoMen, null, league.admin).map((p) => p.id),
        q,
      ).toContain(stranger.id);
    }
  });

  it("are left out of a roster's picked players, which an admin sees", () => {
    const pool = newPlayer("Pemain Kolam", "male", league.admin.id);
    expect(rosterCandidates([stranger.id, pool.id], demoMen, null, league.manager).map((p) => p.id)).toEqual([pool.id]);
    expect(rosterCandidates([stranger.id, pool.id], demoMen, null, league.admin).map((p) => p.id)).toEqual([stranger.id, pool.id]);
  });

  it("do not name another event's team that holds a player both events share", () => {
    const shared = getDb()
      .select({ id: teamPlayers.playerId })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(teams.eventId, league.demo.id), eq(teamPlayers.eventCategoryId, demoMen)))
      .get()!.id;
    const elsewhere = createTeam(
      { eventId: league.ligaB.id, eventCategoryId: league.categories.tennisMen, name: "Tim Rahasia", club: null, seed: null, status: "registered", playerIds: [shared], captainId: null },
      league.admin,
    );
    expect(elsewhere.ok).toBe(true);
    expect(rosterCandidates([shared], league.categories.tennisMen, null, league.manager)).toEqual([expect.objectContaining({ id: shared, takenBy: null })]);
    expect(rosterCandidates([shared], league.categories.tennisMen, null, league.admin)).toEqual([expect.objectContaining({ id: shared, takenBy: "Tim Rahasia" })]);
  });

  it("cannot be put on a team, added or edited, and nothing is written", () => {
    const pool = newPlayer("Pemain Kolam Dua", "male", league.admin.id);
    const before = rows();
    const created = createTeam(demoTeam([stranger.id, pool.id]), league.manager);
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.fieldErrors.playerIds).toContain("teams.errors.unknownPlayer");
    const own = getDb().select().from(teams).where(eq(teams.eventCategoryId, demoMen)).get()!;
    const roster = getDb().select({ id: teamPlayers.playerId }).from(teamPlayers).where(eq(teamPlayers.teamId, own.id)).all();
    const edited = updateTeam(own.id, { ...demoTeam([roster[0]!.id, stranger.id]), name: own.name }, league.manager, false);
    expect(edited.ok).toBe(false);
    if (!edited.ok && "fieldErrors" in edited) expect(edited.fieldErrors.playerIds).toContain("teams.errors.unknownPlayer");
    expect(rows()).toEqual(before);
    expect(getDb().select({ id: teamPlayers.playerId }).from(teamPlayers).where(eq(teamPlayers.teamId, own.id)).all()).toEqual(roster);
  });

  it("are unknown to the manager's team import, by name or e-mail", async () => {
    const pool = newPlayer("Pemain Kolam Tiga", "male", league.admin.id);
    for (const named of ["Orang Asing", "orang.asing@liga-b.id"]) {
      const plan = await teamImportFor(league.manager).plan([{ row: 2, value: { eventSlug: "martabaks-vol-2", category: String(demoMen), players: [named, pool.name] } }], []);
      expect(plan.errors, named).toEqual([{ row: 2, field: "players", message: `teams.import.errors.playerUnknown?${new URLSearchParams({ player: named })}` }]);
      expect((await teamImportFor(league.admin).plan([{ row: 2, value: { eventSlug: "martabaks-vol-2", category: String(demoMen), players: [named, pool.name] } }], [])).errors, named).toEqual([]);
    }
  });

  it("may be put on any team by an admin", () => {
    const pool = newPlayer("Pemain Kolam Empat", "male", league.admin.id);
    expect(createTeam(demoTeam([stranger.id, pool.id]), league.admin)).toMatchObject({ ok: true, team: { name: "Tim Curian", eventId: league.demo.id } });
  });
});
