import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, players } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { stopImports } from "~/models/import-batches.server";
import { playerImport, type PlayerImportRow } from "~/models/people/player-import.server";
import { createPlayer, findDuplicatePlayers } from "~/models/people/player.server";
import { teamImportFor } from "~/models/competition/team-import.server";
import { plansOf, plansOfAwaited } from "../support/query-plans";
import { newPlayer, prepareLeague } from "./teams-fixtures";

/**
 * Imports at the size that froze the server: the duplicate check and the team
 * import's player lookups go through indexes (a look at each statement's plan),
 * and the writing in batches stays all or nothing for the user who imports.
 */

let league: Awaited<ReturnType<typeof prepareLeague>>;
const sharedBirthDate = "2001-07-15";

beforeAll(async () => {
  league = await prepareLeague();
  // Everyone born on one day: reading them all for each row was the freeze.
  const insert = getDb().$client.prepare("insert into players (name, gender, birth_date, email) values (?, 'male', ?, ?)");
  getDb().$client.transaction(() => {
    for (let n = 1; n <= 3000; n++) insert.run(`Lahir Sama ${n}`, sharedBirthDate, `lahir${n}@example.id`);
  })();
}, 60_000);

const rowsOf = (names: string[], birthDate = sharedBirthDate) => names.map((name, index) => ({ row: index + 2, value: { name, gender: "male", birthDate, phone: null } as PlayerImportRow }));
const importedCount = (prefix: string) =>
  getDb()
    .select({ n: count() })
    .from(players)
    .where(like(players.name, `${prefix}%`))
    .get()!.n;

describe("looking players up for an import", () => {
  it("finds a duplicate by one search of the birth date and name index, not by reading everyone born that day", () => {
    const plans = plansOf("players", () => expect(findDuplicatePlayers("lahir  SAMA 1234", sharedBirthDate)).toHaveLength(1));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain("USING COVERING INDEX players_birth_date_name_idx (birth_date=? AND name=?)");
  });

  it("checks a file's rows against the registry in batches, each row an index search", async () => {
    const names = Array.from({ length: 1000 }, (_, n) => `Berkas Baru ${n}`);
    names[500] = "LAHIR SAMA 17";
    const plans = await plansOfAwaited("players", async () => {
      const { errors } = await playerImport.plan(rowsOf(names), []);
      expect(errors).toEqual([{ row: 502, field: "name", message: "players.import.errors.duplicateExisting?name=LAHIR+SAMA+17" }]);
    });
    // 1,000 rows, 100 a batch: ten statements, not one per row.
    expect(plans).toHaveLength(10);
    for (const plan of plans) expect(plan).toContain("SEARCH players USING COVERING INDEX players_birth_date_name_idx (birth_date=? AND name=?)");
  });

  it("finds the team import's players by the name and e-mail indexes, never by reading every player", async () => {
    const plans = await plansOfAwaited("players", async () => {
      const { errors } = await teamImportFor(league.admin).plan(
        [
          { row: 2, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["lahir sama 1", "LAHIR2@example.id"] } },
          { row: 3, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: ["Lahir Sama 3", "lahir sama 1"] } },
        ],
        [],
      );
      expect(errors.map((e) => e.message)).toEqual(["teams.errors.playerTaken?player=Lahir+Sama+1&team=1+%2F+2"]);
    });
    // Two names and one e-mail (a name repeated is looked up once), then the rosters' players by id.
    expect(plans).toEqual([
      "SEARCH players USING INDEX players_name_idx (name=?)",
      "SEARCH players USING INDEX players_email_idx (email=?)",
      "SEARCH players USING INTEGER PRIMARY KEY (rowid=?)",
      "SEARCH players USING INDEX players_name_idx (name=?)",
      "SEARCH players USING INTEGER PRIMARY KEY (rowid=?)",
    ]);
  });
});

describe("checking a team file row by row", () => {
  it("counts the file's earlier rows as the form would count teams already entered: their players, seeds and places", async () => {
    const pair = (first: number) => [`Lahir Sama ${first}`, `Lahir Sama ${first + 1}`];
    const { errors } = await teamImportFor(league.admin).plan(
      [
        { row: 2, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: pair(101), seed: 1 } },
        { row: 3, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: pair(103), seed: 1 } },
        { row: 4, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: [`Lahir Sama 102`, `Lahir Sama 105`] } },
        { row: 5, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: pair(107) } },
        { row: 6, value: { eventSlug: "liga-b", category: "Padel Men Beginner", players: pair(109) } },
      ],
      [],
    );
    // Padel Men Beginner takes two teams: rows 2 and 5 get them.
    expect(errors).toEqual([
      { row: 3, field: "seed", message: "teams.errors.seedTaken?seed=1&team=101+%2F+102" },
      { row: 4, field: "players", message: "teams.errors.playerTaken?player=Lahir+Sama+102&team=101+%2F+102" },
      { row: 6, field: "category", message: "teams.errors.categoryFull?max=2" },
    ]);
  });
});

describe("writing an import in batches", () => {
  it("writes a file of many batches whole", async () => {
    const names = Array.from({ length: 700 }, (_, n) => `Utuh ${n}`);
    expect(await playerImport.apply(rowsOf(names), [], league.admin.id)).toEqual({ ok: true, summary: { added: 700, updated: 0, unchanged: 0 } });
    expect(importedCount("Utuh ")).toBe(700);
  });

  it("takes back its written batches when another member of staff adds one of its players meanwhile", async () => {
    const names = Array.from({ length: 1000 }, (_, n) => `Serentak ${n}`);
    const importing = playerImport.apply(rowsOf(names), [], league.admin.id);
    // Let the first batches be written, then add the file's last player through the form.
    while (importedCount("Serentak ") === 0) await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = createPlayer(
      { name: "Serentak 999", gender: "male", birthDate: sharedBirthDate, phone: null, email: null, cityId: null, club: null, skillLevelId: null },
      null,
      league.manager.id,
      false,
    );
    expect(meanwhile.ok).toBe(true);
    expect(await importing).toMatchObject({ ok: false, errors: [{ row: 1001, field: "name" }] });
    expect(importedCount("Serentak ")).toBe(1);
    const importEntries = getDb()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "import"), like(auditLog.summary, "Serentak %")))
      .get()!.n;
    expect(importEntries).toBe(0);
  });

  it("stops with the server and takes back what it wrote", async () => {
    newPlayer("Sebelum Henti", "male", league.admin.id);
    const names = Array.from({ length: 1000 }, (_, n) => `Henti ${n}`);
    const importing = playerImport.apply(rowsOf(names), [], league.admin.id);
    while (importedCount("Henti ") === 0) await new Promise((resolve) => setImmediate(resolve));
    stopImports();
    expect(await importing).toEqual({ ok: false, stopped: true });
    expect(importedCount("Henti ")).toBe(0);
    // Once the server is stopping, no import starts writing.
    expect(await playerImport.apply(rowsOf(["Henti Lagi"]), [], league.admin.id)).toEqual({ ok: false, stopped: true });
  });
});
