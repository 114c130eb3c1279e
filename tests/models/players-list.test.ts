import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities, players, teamPlayers, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { playerImport, playerImportRow, type PlayerImportRow } from "~/models/people/player-import.server";
import { deletePlayer, findPlayer, visiblePlayers } from "~/models/people/player.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { createTeam } from "~/models/competition/team.server";
import { listPlayers, playerExport, playerFilterChoices, playerListSpec } from "~/models/people/player-list.server";
import { readListParams } from "~/utils/list-params";
import { validateRows } from "~/utils/spreadsheet-import.server";
import { newPlayer, prepareLeague } from "./teams-fixtures";

let league: Awaited<ReturnType<typeof prepareLeague>>;

beforeAll(async () => {
  league = await prepareLeague();
  newPlayer("Zaki Telepon", "male", league.admin.id, { phone: "+6285712345678", club: "Klub Telepon", email: "zaki@example.id" });
}, 60_000);

const list = (query: string) => listPlayers(readListParams(new URLSearchParams(query), playerListSpec), league.admin);
const playerCount = () => getDb().select({ n: count() }).from(players).get()!.n;

describe("the players list", () => {
  it("finds a phone number however it is typed, and searches name, club and e-mail", () => {
    for (const q of ["0857-1234", "+62 857 1234 5678", "85712345678", "klub telepon", "ZAKI@example"]) {
      expect(
        list(`q=${encodeURIComponent(q)}`).rows.map((p) => p.name),
        q,
      ).toEqual(["Zaki Telepon"]);
    }
    // The demo's phones are stored as typed ("+62 81x-xxxx-xxxx") and are found as well.
    const demo = getDb().select().from(players).where(eq(players.id, 1)).get()!;
    expect(list(`q=${encodeURIComponent(`0${demo.phone!.replace(/\D/g, "").slice(2)}`)}`).rows.map((p) => p.id)).toContain(1);
  });

  it("filters by gender, skill level, city and club, and sorts", () => {
    expect(list("gender=female&perPage=100").rows.every((p) => p.gender === "female")).toBe(true);
    const choices = playerFilterChoices(league.admin);
    const city = getDb().select({ id: cities.id, name: cities.name }).from(cities).innerJoin(players, eq(players.cityId, cities.id)).get()!;
    const inCity = list(`city=${city.id}&perPage=100`).rows;
    expect(inCity.length).toBeGreaterThan(0);
    expect(inCity.every((p) => p.cityName === city.name)).toBe(true);
    const level = choices.skillLevels.find((l) => l.name === "Beginner")!;
    expect(list(`skill=${level.id}&perPage=100`).rows.every((p) => p.skillLevel === "Beginner")).toBe(true);
    expect(list("skill=nonsense").window.total).toBe(0);
    expect(list(`club=${encodeURIComponent("KLUB TELEPON")}`).rows.map((p) => p.name)).toEqual(["Zaki Telepon"]);
    const births = list("sort=birthDate&dir=desc&perPage=100").rows.map((p) => p.birthDate ?? "");
    expect(births).toEqual([...births].sort().reverse());
  });

  it("exports the current filter, every page", () => {
    const rows = [...playerExport.rows(new URLSearchParams("gender=female&perPage=10&page=5"), league.admin)].flat();
    expect(rows.length).toBe(list("gender=female").window.total);
    expect(rows.every((p) => p.gender === "female")).toBe(true);
  });
});

describe("importing players", () => {
  const table = (...rows: string[][]) => [["Name", "gender", "birth_date", "phone", "email", "city_code", "City", "club", "skill_level"], ...rows];
  const parse = (rows: string[][]) => validateRows<PlayerImportRow>(table(...rows), playerImport.fields, playerImport.required, playerImportRow);

  it("reads the template's columns and the export's headers in any language", () => {
    const exported = validateRows<PlayerImportRow>(
      [
        ["Nama", "Jenis kelamin", "Tanggal lahir", "Nomor telepon"],
        ["Sari Dewi", "Perempuan", "02/05/1999", "81298765432"],
      ],
      playerImport.fields,
      playerImport.required,
      playerImportRow,
    );
    expect(exported.errors).toEqual([]);
    expect(exported.rows[0]!.value).toMatchObject({ name: "Sari Dewi", gender: "female", birthDate: "1999-05-02", phone: "+6281298765432" });
  });

  it("reports every bad row and writes nothing", async () => {
    const parsed = parse([
      ["Andi Baru", "L", "2001-07-15", "0812 1111 2222", "andi@example.id", "31.74", "", "PB Baru", "beginner"],
      ["Bad Gender", "x", "2001-07-15", "", "", "", "", "", ""],
      ["Bad Date", "P", "2099-01-01", "123", "not-an-email", "", "", "", ""],
      ["Bandung Ambigu", "male", "1980-01-01", "", "", "", "Bandung", "", ""],
      ["Kota Salah", "male", "1980-01-01", "", "", "99.99", "", "", "Grandmaster"],
    ]);
    expect(parsed.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, "gender", "players.import.errors.gender"],
      [4, "birthDate", "players.errors.birthDateFuture"],
      [4, "phone", "players.errors.phone"],
      [4, "email", "validation.email"],
    ]);
    const plan = await playerImport.plan(parsed.rows, parsed.columns);
    expect(plan.errors).toEqual([
      { row: 5, field: "city", message: "players.import.errors.cityAmbiguous?city=Bandung" },
      { row: 6, field: "cityCode", message: "players.import.errors.cityUnknown?city=99.99" },
      { row: 6, field: "skillLevel", message: "players.import.errors.skillLevelUnknown?level=Grandmaster" },
    ]);
    const before = playerCount();
    expect(await playerImport.apply(parsed.rows, parsed.columns, league.admin.id)).toMatchObject({ ok: false });
    expect(playerCount()).toBe(before);
  });

  it("writes every row of a clean file, with cities by code or by name", async () => {
    const parsed = parse([
      ["Andi Baru", "L", "2001-07-15", "0812 1111 2222", "ANDI@example.id", "31.74", "", "PB Baru", "beginner"],
      ["Citra Baru", "Perempuan", "15-08-1998", "+62 857 3333 4444", "", "", "Kota Bandung", "", "Advanced"],
      ["Dedi Baru", "pria", "1985-12-01", "", "", "", "jakarta selatan", "", ""],
    ]);
    expect(parsed.errors).toEqual([]);
    const before = playerCount();
    expect(await playerImport.apply(parsed.rows, parsed.columns, league.admin.id)).toEqual({ ok: true, summary: { added: 3, updated: 0, unchanged: 0 } });
    expect(playerCount()).toBe(before + 3);
    const cityOf = (code: string) => getDb().select().from(cities).where(eq(cities.code, code)).get()!.id;
    const added = getDb()
      .select()
      .from(players)
      .all()
      .filter((p) => p.name.endsWith(" Baru"));
    expect(added.map((p) => [p.name, p.email, p.phone, p.cityId, p.birthDate])).toEqual([
      ["Andi Baru", "andi@example.id", "+6281211112222", cityOf("31.74"), "2001-07-15"],
      ["Citra Baru", null, "+6285733334444", cityOf("32.73"), "1998-08-15"],
      ["Dedi Baru", null, null, cityOf("31.74"), "1985-12-01"],
    ]);
    expect(getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.action, "import")).get()!.n).toBe(3);
  });

  it("refuses a player already known, or twice in the same file", async () => {
    const parsed = parse([
      ["andi  baru", "male", "2001-07-15", "", "", "", "", "", ""],
      ["Eka Kembar", "female", "2000-02-02", "", "", "", "", "", ""],
      ["EKA KEMBAR", "female", "2000-02-02", "", "", "", "", "", ""],
    ]);
    expect((await playerImport.plan(parsed.rows, parsed.columns)).errors).toEqual([
      { row: 2, field: "name", message: "players.import.errors.duplicateExisting?name=andi++baru" },
      { row: 4, field: "name", message: "players.import.errors.duplicateInFile?row=3" },
    ]);
  });
});

describe("which players an event manager sees", () => {
  it("shows the players of the manager's events and the players on no team, not another event's", () => {
    const pool = newPlayer("Pemain Bebas", "male", league.admin.id, { phone: "+6281200000001" });
    const elsewhere = newPlayer("Pemain Liga B", "male", league.admin.id, { phone: "+6281200000002" });
    const created = createTeam(
      { eventId: league.ligaB.id, eventCategoryId: league.categories.tennisMen, name: null, club: null, seed: null, status: "registered", playerIds: [elsewhere.id], captainId: null },
      league.admin,
    );
    expect(created.ok).toBe(true);
    const asManager = (query: string) => listPlayers(readListParams(new URLSearchParams(query), playerListSpec), league.manager).rows.map((p) => p.name);

    expect(asManager("q=Pemain")).toEqual(["Pemain Bebas"]);
    expect(list("q=Pemain").rows.map((p) => p.name)).toEqual(["Pemain Bebas", "Pemain Liga B"]);
    expect(findPlayer(elsewhere.id, league.manager)).toBeNull();
    expect(findPlayer(elsewhere.id, league.admin)).not.toBeNull();
    expect(findPlayer(pool.id, league.manager)).not.toBeNull();
    const demoPlayer = getDb().select({ id: teamPlayers.playerId }).from(teamPlayers).innerJoin(teams, eq(teams.id, teamPlayers.teamId)).where(eq(teams.eventId, league.demo.id)).get()!;
    expect(findPlayer(demoPlayer.id, league.manager)).not.toBeNull();
    expect([...playerExport.rows(new URLSearchParams("q=Pemain"), league.manager)].flat().map((p) => p.name)).toEqual(["Pemain Bebas"]);
    expect(deletePlayer(elsewhere.id, league.manager)).toEqual({ ok: false, error: "missing" });
  });

  it("offers a manager's filters only the clubs of players they may see, each club once", () => {
    const elsewhere = newPlayer("Pemain Klub Lain", "male", league.admin.id, { club: "Zebra Liga B" });
    const created = createTeam(
      { eventId: league.ligaB.id, eventCategoryId: league.categories.tennisMen, name: null, club: null, seed: null, status: "registered", playerIds: [elsewhere.id], captainId: null },
      league.admin,
    );
    expect(created.ok).toBe(true);
    newPlayer("Pemain Kapital", "male", league.admin.id, { club: "ZEBRA BEBAS" });
    newPlayer("Pemain Kecil", "male", league.admin.id, { club: "zebra bebas" });

    const admin = playerFilterChoices(league.admin);
    const manager = playerFilterChoices(league.manager);
    expect(admin.clubs.filter((club) => club.toLowerCase().startsWith("zebra")).map((club) => club.toLowerCase())).toEqual(["zebra bebas", "zebra liga b"]);
    expect(manager.clubs.filter((club) => club.toLowerCase().startsWith("zebra")).map((club) => club.toLowerCase())).toEqual(["zebra bebas"]);
    expect(admin.clubs).toEqual([...admin.clubs].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it("counts exactly the players the manager may see, with or without a search", () => {
    newPlayer("Pemain Hitung", "female", league.admin.id, { phone: "+6281200000003" });
    const counted = (user: SessionUser, query: string) => listPlayers(readListParams(new URLSearchParams(query), playerListSpec), user).window.total;
    const visible = (user: SessionUser) => getDb().select({ n: count() }).from(players).where(visiblePlayers(user)).get()!.n;
    const noEvents: SessionUser = { ...league.manager, id: league.manager.id + 1000 };

    for (const user of [league.admin, league.manager, noEvents]) expect(counted(user, "")).toBe(visible(user));
    expect(counted(league.manager, "")).toBeLessThan(counted(league.admin, ""));
    expect(counted(league.manager, "q=Pemain")).toBe(listPlayers(readListParams(new URLSearchParams("q=Pemain&perPage=100"), playerListSpec), league.manager).rows.length);
    expect(counted(noEvents, "q=Pemain")).toBe(counted(league.manager, "q=Pemain"));
  });

  it("pages a search like the plain list: the same total on every page, a page past the end shows the last", () => {
    for (let n = 1; n <= 12; n++) newPlayer(`Halaman Uji ${n}`, "female", league.admin.id);
    const all = list("q=Halaman Uji&perPage=100");
    expect(all.window.total).toBe(12);
    const second = list("q=Halaman Uji&perPage=10&page=2");
    expect(second.window).toMatchObject({ page: 2, pages: 2, total: 12, from: 11, to: 12 });
    expect(second.rows.map((p) => p.id)).toEqual(all.rows.slice(10).map((p) => p.id));
    const past = list("q=Halaman Uji&perPage=10&page=999");
    expect(past.window).toMatchObject({ page: 2, total: 12, from: 11 });
    expect(past.rows.map((p) => p.id)).toEqual(all.rows.slice(10).map((p) => p.id));
    expect(list("q=zzqzzq").window).toMatchObject({ total: 0, page: 1, from: 0 });
  });
});
