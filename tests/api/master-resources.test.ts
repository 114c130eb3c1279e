import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, postOversized, signInCookie, url } from "../support/http";

let admin: string;
let manager: string;

beforeAll(async () => {
  admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
  manager = (await signInCookie(inject("apiManager").email, inject("apiManager").password)).cookie;
});

/**
 * Downloads `path` as the admin, and while its body arrives asks for `page`
 * again and again: how many of those answers came before the body's end.
 */
async function downloadWhileAsking(path: string, page: string) {
  const response = await get(path, admin);
  const reader = response.body!.getReader();
  const parts: Uint8Array[] = [];
  const first = await reader.read();
  if (first.value) parts.push(first.value);
  let ended = first.done;
  let answered = 0;
  const asking = (async () => {
    while (!ended) {
      const answer = await get(page, admin);
      await answer.arrayBuffer();
      if (!ended && answer.status === 200) answered += 1;
    }
  })();
  while (!ended) {
    const next = await reader.read();
    if (next.value) parts.push(next.value);
    ended = next.done;
  }
  await asking;
  return { response, body: Buffer.concat(parts), answered };
}

const csvRows = (body: Buffer) =>
  new TextDecoder("utf-8", { ignoreBOM: false })
    .decode(body)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));

/** The cells of the first sheet's rows, read as a stream (a workbook of 83,764 rows is large to load whole). */
async function xlsxRows(body: Buffer) {
  const rows: (string | null)[][] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), { worksheets: "emit", sharedStrings: "cache", styles: "cache" });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows.push(
        Array.from({ length: 5 }, (_, index) => {
          const value = row.getCell(index + 1).value;
          return value === null || value === undefined ? null : String(value);
        }),
      );
      if (row.number === 1) expect(row.getCell(1).font?.bold).toBe(true);
    }
  }
  return rows;
}

/** The first or last subdistrict by code as the export writes it, read from the test server's database. */
function subdistrictRow(order: "asc" | "desc") {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select s.code, s.name, s.postal_code, d.code, d.name from subdistricts s join districts d on d.id = s.district_id order by s.code ${order} limit 1`).raw().get() as (
      string | null
    )[];
  } finally {
    db.close();
  }
}

describe("GET /options/regions", () => {
  it("answers any signed-in user with at most 50 options of a level", async () => {
    const response = await get("/options/regions?level=subdistrict&q=a", manager);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const { options } = (await response.json()) as { options: { value: string; label: string; hint: string }[] };
    expect(options).toHaveLength(50);
    expect(options[0]).toEqual({ value: expect.stringMatching(/^\d+$/), label: expect.any(String), hint: expect.stringMatching(/^\d{2}\.\d{2}\.\d{2}\.\d{4} · /) });
  });

  it("narrows by search and parent", async () => {
    const cities = (await (await get("/options/regions?level=city&q=kota%20bandung", admin)).json()) as { options: { value: string; label: string }[] };
    expect(cities.options.map((o) => o.label)).toEqual(["KOTA BANDUNG"]);
    const districts = (await (await get(`/options/regions?level=district&parent=${cities.options[0]!.value}&q=32.73.0`, admin)).json()) as { options: unknown[] };
    expect(districts.options).toHaveLength(9);
  });

  it("refuses an unknown level and anonymous visitors", async () => {
    expect((await get("/options/regions?level=planet", admin)).status).toBe(400);
    const anonymous = await get("/options/regions?level=city");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\/login/);
  });
});

describe("templates and exports", () => {
  it("offers an empty template with the export's columns to whoever may import the list", async () => {
    const csv = await get("/options/import-template/subdistrict?format=csv", manager);
    expect(csv.status).toBe(200);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer())).toBe("\uFEFFKode,Nama,Kode pos,Kode kecamatan,Kecamatan\r\n");
    expect((await get("/options/import-template/city?format=csv", manager)).status).toBe(404);
    expect((await get("/options/import-template/user?format=csv", admin)).status).toBe(404);
    const xlsx = await get("/options/import-template/match-statistics", admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, "Jenis permainan", "Nama", "Kunci", "Urutan"]);
  });

  it.each(["csv", "xlsx"] as const)("exports the whole national set of subdistricts as %s, and answers other pages while the file is sent", { timeout: 240_000 }, async (format) => {
    const { response, body, answered } = await downloadWhileAsking(`/export/subdistrict?format=${format}`, "/list-province");
    expect(response.status).toBe(200);
    if (format === "csv") expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = format === "csv" ? csvRows(body) : await xlsxRows(body);
    // An empty postal code is an empty field in the CSV and no cell in the XLSX.
    const written = (row: (string | null)[]) => (format === "csv" ? row.map((cell) => cell ?? "") : row);
    expect(rows).toHaveLength(83_764);
    expect(rows[0]).toEqual(["Kode", "Nama", "Kode pos", "Kode kecamatan", "Kecamatan"]);
    expect(rows[1]).toEqual(written(subdistrictRow("asc")));
    expect(rows.at(-1)).toEqual(written(subdistrictRow("desc")));
    // The file is written while it is sent, a chunk of rows at a time: the list pages asked meanwhile were answered before its end.
    expect(answered).toBeGreaterThan(0);
  });

  it("lets an event manager export districts but not provinces", async () => {
    expect((await get("/export/district?format=csv&q=coblong", manager)).status).toBe(200);
    expect((await get("/export/province?format=csv", manager)).status).toBe(404);
  });
});

describe("uploads", () => {
  it("refuses a body above 5 MB with 413 before reading it all, saying the limit in the reader's language", async () => {
    const result = await postOversized("/list-district?import=1", { Cookie: admin, "Content-Type": "multipart/form-data; boundary=x" }, 6 * 1024 * 1024, true);
    expect(result.status).toBe(413);
    expect(result.body).toBe("Berkas terlalu besar; maksimal 5 MB.");
  });
});

/** A form post as a browser without JavaScript sends it. */
function post(path: string, cookie: string, fields: Record<string, string>) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * The demo event plays Padel Beginner Putra: that game category, its game type and skill level, and
 * Padel's statistics are master data an event uses; a new skill level of the manager's own is not.
 */
function itemsTheDemoUses() {
  return readDatabase((db) => {
    const category = db
      .prepare(
        "select gc.id, gc.game_type_id as gameTypeId, gc.skill_level_id as skillLevelId, sl.name as level from event_categories ec join events e on e.id = ec.event_id join game_categories gc on gc.id = ec.game_category_id join skill_levels sl on sl.id = gc.skill_level_id where e.slug = 'martabaks-vol-2' order by ec.id limit 1",
      )
      .get() as { id: number; gameTypeId: number; skillLevelId: number; level: string };
    const statistic = db.prepare("select id, name from match_statistics where game_type_id = ? order by id limit 1").get(category.gameTypeId) as { id: number; name: string };
    return { category, statistic };
  });
}

describe("master data an event uses", () => {
  const screens = (used: ReturnType<typeof itemsTheDemoUses>): { edit: string; list: string; id: number; form: Record<string, string> }[] => [
    {
      edit: `/edit-gametype/${used.category.gameTypeId}`,
      list: "/list-gametype",
      id: used.category.gameTypeId,
      form: { name: "Padel Baru", scoring: "sets", setsToWin: "2", playersPerSide: "2", setTarget: "6", winByTwo: "on", active: "on" },
    },
    { edit: `/edit-skilllevel/${used.category.skillLevelId}`, list: "/list-skilllevel", id: used.category.skillLevelId, form: { name: "Expert", color: "#123456", position: "1" } },
    {
      edit: `/edit-gamecategories/${used.category.id}`,
      list: "/list-gamecategories",
      id: used.category.id,
      form: { gameTypeId: String(used.category.gameTypeId), skillLevelId: String(used.category.skillLevelId), gender: "open", name: "Ganti" },
    },
    { edit: `/edit-match-statistics/${used.statistic.id}`, list: "/list-match-statistics", id: used.statistic.id, form: { name: "Ganti", key: "ganti", gameTypeId: "", sortOrder: "1" } },
  ];

  it("is not changed or deleted by an event manager: the edit page, its .data and every write answer 403 with the reason, and the list offers neither", async () => {
    const used = itemsTheDemoUses();
    const before = readDatabase((db) => db.prepare("select name from skill_levels where id = ?").get(used.category.skillLevelId));
    for (const screen of screens(used)) {
      const page = await get(screen.edit, manager);
      expect(page.status, screen.edit).toBe(403);
      expect(await page.text(), screen.edit).toContain("dipakai event, jadi hanya admin yang dapat mengubah atau menghapusnya.");
      expect((await get(`${screen.edit}.data`, manager)).status, `${screen.edit}.data`).toBe(403);

      const edit = await post(screen.edit, manager, screen.form);
      expect(edit.status, `POST ${screen.edit}`).toBe(403);
      expect(await edit.text(), `POST ${screen.edit}`).toContain("dipakai event, jadi hanya admin yang dapat mengubah atau menghapusnya.");
      const remove = await post(screen.list, manager, { intent: "remove", id: String(screen.id) });
      expect(remove.status, `remove from ${screen.list}`).toBe(403);
      expect(await remove.text(), `remove from ${screen.list}`).toContain("dipakai event, jadi hanya admin yang dapat mengubah atau menghapusnya.");

      const list = await (await get(`${screen.list}?perPage=100`, manager)).text();
      expect(list, screen.list).not.toContain(`href="${screen.edit}"`);
      expect(list, screen.list).toContain("Dipakai event");
    }
    expect(readDatabase((db) => db.prepare("select name from skill_levels where id = ?").get(used.category.skillLevelId))).toEqual(before);
    const reorder = await post("/list-skilllevel", manager, { intent: "move", id: String(used.category.skillLevelId), direction: "down" });
    expect(reorder.status).toBe(403);
  });

  it("is still changed by an admin, and what a manager adds stays theirs to change and delete until an event uses it", async () => {
    const used = itemsTheDemoUses();
    for (const screen of screens(used)) {
      expect((await get(screen.edit, admin)).status, screen.edit).toBe(200);
      expect(await (await get(`${screen.list}?perPage=100`, admin)).text(), screen.list).toContain(`href="${screen.edit}"`);
    }
    const added = await post("/add-skilllevel", manager, { name: "Antar Kampung", color: "#0f766e", position: "99" });
    expect(added.status).toBe(302);
    const own = readDatabase((db) => db.prepare("select id from skill_levels where name = 'Antar Kampung'").get() as { id: number });
    expect((await get(`/edit-skilllevel/${own.id}`, manager)).status).toBe(200);
    expect((await post(`/edit-skilllevel/${own.id}`, manager, { name: "Antar Desa", color: "#0f766e", position: "99" })).status).toBe(302);
    expect((await post("/list-skilllevel", manager, { intent: "remove", id: String(own.id) })).status).toBe(302);
    expect(readDatabase((db) => db.prepare("select count(*) as n from skill_levels where id = ?").get(own.id))).toEqual({ n: 0 });
  });
});

describe("a game type's change of ends in the deciding game", () => {
  it("is table tennis's 5 out of the box, refused at or past the set target with the typed value kept, and saved by an admin", async () => {
    const tableTennis = readDatabase((db) => db.prepare("select id from game_types where name = 'Table Tennis'").get() as { id: number });
    const edit = `/edit-gametype/${tableTennis.id}`;
    expect(await (await get(edit, admin)).text()).toMatch(/<input[^>]*name="decidingEndsAt"[^>]*value="5"/);

    const form = {
      name: "Table Tennis",
      scoring: "sets",
      setsToWin: "3",
      playersPerSide: "1",
      setTarget: "11",
      winByTwo: "on",
      pointCounting: "rally",
      serve: "twoEach",
      matchMinutes: "25",
      active: "on",
    };
    const refused = await post(edit, admin, { ...form, decidingEndsAt: "11" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Pindah sisi harus sebelum target set (11).");
    expect(page).toMatch(/<input[^>]*name="decidingEndsAt"[^>]*value="11"/);
    expect(readDatabase((db) => db.prepare("select deciding_ends_at as at from game_types where id = ?").get(tableTennis.id))).toEqual({ at: 5 });

    expect((await post(edit, admin, { ...form, decidingEndsAt: "6" })).status).toBe(302);
    expect(readDatabase((db) => db.prepare("select deciding_ends_at as at from game_types where id = ?").get(tableTennis.id))).toEqual({ at: 6 });
    expect((await post(edit, admin, { ...form, decidingEndsAt: "5" })).status).toBe(302);
  });
});
