import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { players, subdistricts } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { listPlayers, playerExport, playerListSpec } from "~/models/people/player-list.server";
import { deletePlayer, updatePlayer, type PlayerInput } from "~/models/people/player.server";
import { listRegions, readRegionListParams, regionExport } from "~/models/regions/region-list.server";
import { removeRegion, saveRegion } from "~/models/regions/region.server";
import { readListParams } from "~/utils/list-params";
import { phoneSearchDigits } from "~/utils/phone";
import { plansOf } from "../support/query-plans";
import { newPlayer, prepareLeague } from "./teams-fixtures";

/**
 * The trigram indexes only narrow a search: every answer must be exactly what
 * the search meant when it read the whole table — a part of the text, case
 * ignored for ASCII letters only (SQLite's LIKE), LIKE's wildcards taken
 * literally, a phone number's digits however they were typed — and follow
 * every change of the rows. Each case compares the list with that rule
 * applied here to every row.
 */

let league: Awaited<ReturnType<typeof prepareLeague>>;

beforeAll(async () => {
  league = await prepareLeague();
  const add = (name: string, extra: Parameters<typeof newPlayer>[3] = {}) => newPlayer(name, "male", league.admin.id, extra);
  add("Budi Wijaya", { club: "Kemang Smash", email: "budi.wijaya@example.id", phone: "+62 812-3456-7890" });
  add("Ayu Aab", { club: "PB 50 Persen" });
  add("Ratna a_b Sari", { club: "Diskon 50% Club" });
  add("ÉLODIE Ünal", { email: "elodie@example.fr" });
  add('Liam O"Brien', { club: "Back\\slash Padel" });
  add("Wi", { phone: "+62.857.1234.5678" });
  add("Pak Budi");
}, 120_000);

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const holds = (value: string | null, part: string) => value !== null && asciiLower(value).includes(asciiLower(part));

/** What the search means, applied to every player. */
function expectedPlayers(q: string) {
  const digits = phoneSearchDigits(q);
  return getDb()
    .select()
    .from(players)
    .all()
    .filter((p) => holds(p.name, q) || holds(p.club, q) || holds(p.email, q) || (digits !== null && p.phone !== null && p.phone.replace(/[ .-]/g, "").includes(digits)))
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

/** Every player the list finds (through the export, which pages nothing), checked against the list's count. */
function foundPlayers(q: string) {
  const search = new URLSearchParams({ q });
  const ids = [...playerExport.rows(search, league.admin)].flat().map((p) => p.id);
  expect(listPlayers(readListParams(search, playerListSpec), league.admin).window.total, `total for ${JSON.stringify(q)}`).toBe(ids.length);
  return ids.sort((a, b) => a - b);
}

const playerNeedles = [
  "wijaya",
  "WIJAYA",
  "wIjAyA",
  "ija",
  "Budi Wijaya",
  "  wijaya  ",
  "kemang smash",
  "@example.id",
  "EXAMPLE.FR",
  "0812 34",
  "0812-3456",
  "+62 812 3456",
  "81234567890",
  "0857 1234",
  "857.1234",
  "50%",
  "%",
  "50",
  "a_b",
  "_",
  'o"b',
  'o"brien',
  "\\",
  "back\\slash",
  "élodie",
  "ÉLODIE",
  "Élodie",
  "ünal",
  "Ünal",
  "wi",
  "w",
  "a",
  "zzq",
  "x".repeat(100),
  "wij\ud800aya",
];

describe("the player search through its index", () => {
  it.each(playerNeedles)("finds what a full read finds for %j", (q) => {
    expect(foundPlayers(q)).toEqual(expectedPlayers(q.trim()));
  });

  it("leaves a search holding NUL to the full read, which stops at the NUL as it always did", () => {
    const plain = getDb()
      .select({ id: players.id })
      .from(players)
      .where(sql`${players.name} like ${"%Budi"}`)
      .all();
    expect(plain).toHaveLength(1);
    expect(foundPlayers("Budi\u0000Wijaya")).toEqual(plain.map((p) => p.id));
  });

  it("takes wildcards literally and ignores only ASCII case", () => {
    const names = (q: string) => foundPlayers(q).map((id) => getDb().select({ name: players.name }).from(players).where(eq(players.id, id)).get()!.name);
    expect(names("a_b")).toEqual(["Ratna a_b Sari"]);
    expect(names("50%")).toEqual(["Ratna a_b Sari"]);
    expect(names("élodie")).toEqual([]);
    expect(names("ÉLODIE")).toEqual(["ÉLODIE Ünal"]);
    expect(names("BUDI wijaya")).toEqual(["Budi Wijaya"]);
  });

  it("follows a renamed, re-numbered and deleted player", () => {
    const player = newPlayer("Citra Qirana", "female", league.admin.id, { phone: "+6281399887766", club: "Cipete Rally" });
    expect(foundPlayers("qirana")).toEqual([player.id]);
    const input: PlayerInput = { ...player, name: "Citra Qaharani", phone: "+62 877-1111-2222", club: null, gender: "female", birthDate: player.birthDate! };
    expect(updatePlayer(player.id, input, undefined, league.admin.id, false).ok).toBe(true);
    expect(foundPlayers("qirana")).toEqual([]);
    expect(foundPlayers("0813 9988")).toEqual([]);
    expect(foundPlayers("cipete")).toEqual(expectedPlayers("cipete"));
    expect(foundPlayers("qaharani")).toEqual([player.id]);
    expect(foundPlayers("0877 1111")).toEqual([player.id]);
    expect(deletePlayer(player.id, league.admin)).toMatchObject({ ok: true });
    expect(foundPlayers("qaharani")).toEqual([]);
    expect(foundPlayers("0877 1111")).toEqual([]);
    expectIndexSound("players_search");
  });

  it("reads the index for three characters or more and the table below that", () => {
    const list = (q: string) => () => listPlayers(readListParams(new URLSearchParams({ q }), playerListSpec), league.manager);
    const plans = plansOf("players", list("wijaya"));
    // The page's order and the count of all matches come from one read of the index;
    // the page's columns are read by id.
    expect(plans.filter((plan) => plan.includes("SCAN players_search VIRTUAL TABLE INDEX"))).toHaveLength(1);
    for (const plan of plans) expect(plan).not.toMatch(/SCAN players\b/);
    for (const plan of plansOf("players", list("wi"))) expect(plan).not.toMatch(/players_search/);
  });
});

/** What the search means for the national subdistricts: a part of the name, or a code prefix. */
function expectedSubdistricts(q: string) {
  return getDb()
    .select({ id: subdistricts.id, name: subdistricts.name })
    .from(subdistricts)
    .all()
    .filter((s) => holds(s.name, q))
    .map((s) => s.id)
    .sort((a, b) => a - b);
}

function foundSubdistricts(q: string) {
  const search = new URLSearchParams({ q });
  const ids = [...regionExport("subdistrict").rows(search, null as never, null as never)].flat().map((r) => r.id);
  expect(listRegions("subdistrict", readRegionListParams("subdistrict", search)).window.total, `total for ${JSON.stringify(q)}`).toBe(ids.length);
  return ids.sort((a, b) => a - b);
}

const subdistrictNeedles = ["sari", "SARI", "Tanjung Sari", 'ko"ol', 'o"o', '"', "ngg", "sa", "s", "%", "_", "zzq", "Kampung Baru"];

describe("the subdistrict search through its index", () => {
  it.each(subdistrictNeedles)("finds what a full read finds for %j", (q) => {
    expect(foundSubdistricts(q)).toEqual(expectedSubdistricts(q));
  });

  it("follows a renamed and a removed subdistrict", () => {
    const gelora = getDb()
      .select()
      .from(subdistricts)
      .all()
      .find((s) => s.code === "31.71.07.1001")!;
    const renamed = saveRegion("subdistrict", { code: gelora.code, name: "Gelora Zzqx", parentId: gelora.districtId, postalCode: gelora.postalCode }, league.admin.id, gelora.id);
    expect(renamed.ok).toBe(true);
    expect(foundSubdistricts("zzqx")).toEqual([gelora.id]);
    const added = saveRegion("subdistrict", { code: "31.71.07.9999", name: "Kelurahan Zzqy", parentId: gelora.districtId, postalCode: null }, league.admin.id);
    expect(added.ok).toBe(true);
    const addedId = (added as { region: { id: number } }).region.id;
    expect(foundSubdistricts("zzqy")).toEqual([addedId]);
    expect(removeRegion("subdistrict", addedId, league.admin.id)).toMatchObject({ ok: true });
    expect(foundSubdistricts("zzqy")).toEqual([]);
    expectIndexSound("subdistricts_search");
  });

  it("reads the index for a name and the code index for a code", () => {
    const list = (q: string) => () => listRegions("subdistrict", readRegionListParams("subdistrict", new URLSearchParams({ q })));
    for (const plan of plansOf("subdistricts", list("sari"))) expect(plan).toMatch(/SCAN subdistricts_search VIRTUAL TABLE INDEX/);
    for (const plan of plansOf("subdistricts", list("32.73"))) expect(plan).toMatch(/USING (COVERING )?INDEX subdistricts_code_unique/);
  });
});

/** FTS5's own check of an external-content index against its table. */
function expectIndexSound(index: string) {
  expect(() => getDb().$client.prepare(`insert into ${index} (${index}, rank) values ('integrity-check', 1)`).run()).not.toThrow();
}
