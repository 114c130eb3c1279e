import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { teamImportFor } from "~/models/competition/team-import.server";
import { listTeams, teamExport, teamListSpec } from "~/models/competition/team-list.server";
import { readListParams } from "~/utils/list-params";
import { newPlayer, prepareLeague } from "./teams-fixtures";

let league: Awaited<ReturnType<typeof prepareLeague>>;

beforeAll(async () => {
  league = await prepareLeague();
}, 60_000);

const demoList = (query: string) => listTeams(league.demo.id, readListParams(new URLSearchParams(query), teamListSpec));

describe("the teams list", () => {
  it("searches team names and player names", () => {
    const team = getDb().select().from(teams).where(eq(teams.eventId, league.demo.id)).get()!;
    expect(demoList(`q=${encodeURIComponent(team.name)}`).rows.map((row) => row.id)).toContain(team.id);
    const player = demoList("perPage=100").rows.find((row) => row.id === team.id)!.players[0]!;
    const byPlayer = demoList(`q=${encodeURIComponent(player.name)}`).rows;
    expect(byPlayer.map((row) => row.id)).toContain(team.id);
    expect(byPlayer.every((row) => row.name.includes(player.name) || row.players.some((p) => p.name.includes(player.name)))).toBe(true);
  });

  it("filters by category, status and club, and sorts", () => {
    const category = getDb().select().from(teams).where(eq(teams.eventId, league.demo.id)).get()!.eventCategoryId;
    expect(demoList(`category=${category}&perPage=100`).rows.every((row) => row.eventCategoryId === category)).toBe(true);
    expect(demoList("status=withdrawn").window.total).toBe(0);
    const club = demoList("perPage=100").rows.find((row) => row.club)!.club!;
    expect(demoList(`club=${encodeURIComponent(club.toUpperCase())}&perPage=100`).rows.every((row) => row.club === club)).toBe(true);
    const seeds = demoList("sort=seed&perPage=100").rows.map((row) => row.seed);
    expect(seeds.slice(0, 7).every((seed) => seed !== null)).toBe(true);
    expect(seeds.at(-1)).toBeNull();
    const names = demoList("sort=name&dir=desc&perPage=100").rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
  });

  it("exports the current filter of every page, with players and captain", () => {
    const rows = [...teamExport.rows(new URLSearchParams(`event=${league.demo.id}&perPage=10&page=3`), league.admin)].flat();
    expect(rows).toHaveLength(28);
    // Without ?event= the list and its export show the user's first event: the manager's is the demo.
    expect([...teamExport.rows(new URLSearchParams(""), league.manager)].flat()).toHaveLength(28);
    expect(rows[0]).toMatchObject({ eventName: expect.any(String), players: expect.arrayContaining([expect.objectContaining({ captain: true })]) });
    const t = (key: string) => key;
    const columns = teamExport.columns(t);
    expect(columns.map((c) => c.header)).toEqual([
      "teams.fields.event",
      "teams.fields.category",
      "teams.fields.name",
      "teams.fields.club",
      "teams.fields.seed",
      "teams.fields.status",
      "teams.fields.players",
      "teams.fields.captain",
    ]);
  });
});

describe("importing teams", () => {
  const teamCount = () => getDb().select({ n: count() }).from(teams).where(eq(teams.eventId, league.ligaB.id)).get()!.n;

  it("reports unknown players and broken rules per row, and writes nothing", async () => {
    newPlayer("Impor Satu", "male", league.admin.id, { email: "satu@example.id" });
    newPlayer("Impor Dua", "male", league.admin.id);
    newPlayer("Impor Tiga", "female", league.admin.id);
    const rows = [
      { row: 2, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["SATU@example.id", "Impor Dua"], seed: 1 } },
      { row: 3, value: { eventSlug: "liga-b", category: "Padel Putra Beginner", players: ["Impor Tiga", "Nobody Here"] } },
      { row: 4, value: { eventSlug: "liga-b", category: "Badminton Men Beginner", players: ["Impor Dua"] } },
      { row: 5, value: { eventSlug: "liga-b", category: String(league.categories.padelMen), players: ["impor dua", "Impor Tiga"], status: "Mundur" } },
    ];
    const before = teamCount();
    const { errors } = await teamImportFor(league.admin).plan(rows, []);
    expect(errors).toEqual([
      { row: 3, field: "players", message: "teams.import.errors.playerUnknown?player=Nobody+Here" },
      { row: 4, field: "category", message: "teams.import.errors.categoryUnknown?category=Badminton+Men+Beginner" },
      { row: 5, field: "players", message: "teams.errors.menOnly" },
      { row: 5, field: "players", message: "teams.errors.playerTaken?player=Impor+Dua&team=Satu+%2F+Dua" },
    ]);
    expect(await teamImportFor(league.admin).apply(rows, [], league.admin.id)).toMatchObject({ ok: false });
    expect(teamCount()).toBe(before);
  });

  it("writes every row of a clean file, counting rows against each other", async () => {
    newPlayer("Impor Empat", "female", league.admin.id);
    newPlayer("Impor Lima", "female", league.admin.id);
    newPlayer("Impor Enam", "female", league.admin.id, { email: "enam@example.id" });
    newPlayer("Impor Tujuh", "female", league.admin.id);
    const rows = [
      { row: 2, value: { eventSlug: "liga-b", category: "padel women intermediate", players: ["Impor Empat", "Impor Lima"], seed: 2, status: "confirmed" } },
      { row: 3, value: { eventSlug: "Liga B", category: "Padel Putri Intermediate", teamName: "Putri Enam", players: ["enam@example.id", "Impor Tujuh"], captain: "Impor Tujuh" } },
    ];
    const before = teamCount();
    expect(await teamImportFor(league.admin).apply(rows, [], league.admin.id)).toEqual({ ok: true, summary: { added: 2, updated: 0, unchanged: 0 } });
    expect(teamCount()).toBe(before + 2);
    const named = getDb()
      .select()
      .from(teams)
      .where(and(eq(teams.eventId, league.ligaB.id), eq(teams.name, "Putri Enam")))
      .get();
    expect(named).toMatchObject({ status: "registered" });
    expect(getDb().select().from(teams).where(eq(teams.name, "Empat / Lima")).get()).toMatchObject({ seed: 2, status: "confirmed" });
    expect(
      getDb()
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "team"), eq(auditLog.eventId, league.ligaB.id)))
        .get()!.n,
    ).toBeGreaterThanOrEqual(2);

    const again = await teamImportFor(league.admin).plan([{ row: 2, value: { eventSlug: "liga-b", category: "Padel Women Intermediate", players: ["Impor Empat", "Impor Tujuh"], seed: 2 } }], []);
    expect(again.errors.map((e) => e.message)).toEqual([
      "teams.errors.playerTaken?player=Impor+Empat&team=Empat+%2F+Lima",
      "teams.errors.playerTaken?player=Impor+Tujuh&team=Putri+Enam",
      "teams.errors.seedTaken?seed=2&team=Empat+%2F+Lima",
    ]);
  });
});
