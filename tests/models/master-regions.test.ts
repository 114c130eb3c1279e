import { eq } from "drizzle-orm";
import { getDistricts, getProvinces, getRegencies, getVillages } from "idn-area-data";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities, districts, provinces, subdistricts } from "#drizzle/schema";
import { getDb, migrateDatabase } from "~/db.server";
import { createUser } from "~/models/accounts/user.server";
import { currentRegionImport, startRegionImport } from "~/models/regions/region-import-job.server";
import { importRegions } from "~/models/regions/region-import.server";
import { listRegions, readRegionListParams, regionChoices, regionExport, regionOptions } from "~/models/regions/region-list.server";
import { applyRegionImport, planRegionImport } from "~/models/regions/region-spreadsheet.server";
import { findRegion, saveRegion, type RegionEntity } from "~/models/regions/region.server";

let adminId: number;
const id = (table: typeof provinces | typeof cities | typeof districts | typeof subdistricts, code: string) => getDb().select({ id: table.id }).from(table).where(eq(table.code, code)).get()!.id;

beforeAll(async () => {
  migrateDatabase(getDb());
  await importRegions();
  adminId = (await createUser({ name: "Admin", email: "admin@example.id", role: "admin", password: "regions-test-password" })).id;
}, 60_000);

const list = (entity: RegionEntity, query: string) => listRegions(entity, readRegionListParams(entity, new URLSearchParams(query)));

describe("saving a region", () => {
  it("stores a name as it was typed, at every level, without stray spaces", () => {
    const province = saveRegion("province", { code: "97", name: "  Provinsi   Uji Coba ", parentId: null, postalCode: null }, adminId);
    expect(province).toMatchObject({ ok: true, region: { code: "97", name: "Provinsi Uji Coba" } });
    const city = saveRegion("city", { code: "97.01", name: "Kota Uji", parentId: id(provinces, "97"), postalCode: null }, adminId);
    expect(city).toMatchObject({ ok: true, region: { name: "Kota Uji" } });
    const district = saveRegion("district", { code: "32.73.99", name: "Cibeunying Uji", parentId: id(cities, "32.73"), postalCode: null }, adminId);
    expect(district).toMatchObject({ ok: true, region: { name: "Cibeunying Uji" } });
  });

  it("refuses a code that does not start with the parent's code", () => {
    expect(saveRegion("city", { code: "32.99", name: "Kota Salah", parentId: id(provinces, "31"), postalCode: null }, adminId)).toEqual({
      ok: false,
      field: "code",
      error: "regions.errors.codeParent?parent=DKI%20JAKARTA&prefix=31.",
    });
  });

  it("refuses a code another region of the level has, naming it", () => {
    expect(saveRegion("city", { code: "32.73", name: "Kota Kembar", parentId: id(provinces, "32"), postalCode: null }, adminId)).toEqual({
      ok: false,
      field: "code",
      error: "regions.errors.codeTaken?name=KOTA%20BANDUNG",
    });
  });

  it("refuses a parent that does not exist", () => {
    expect(saveRegion("district", { code: "32.73.98", name: "Tanpa Induk", parentId: 999_999, postalCode: null }, adminId)).toMatchObject({ ok: false, field: "parentId" });
  });

  it("keeps the code of a region with regions below it, but lets its name change", () => {
    const bandung = id(cities, "32.73");
    expect(saveRegion("city", { code: "32.98", name: "KOTA BANDUNG", parentId: id(provinces, "32"), postalCode: null }, adminId, bandung)).toMatchObject({
      ok: false,
      error: "regions.errors.codeLocked",
    });
    expect(saveRegion("city", { code: "32.73", name: " KOTA  BANDUNG ", parentId: id(provinces, "32"), postalCode: null }, adminId, bandung)).toEqual({
      ok: true,
      region: { id: bandung, code: "32.73", name: "KOTA BANDUNG" },
    });
    const entry = getDb().select().from(auditLog).where(eq(auditLog.entityId, bandung)).all().at(-1);
    expect(entry).toMatchObject({ action: "update", entity: "city", changes: {} });
  });

  it("keeps a subdistrict's postal code and answers a missing id", () => {
    const saved = saveRegion("subdistrict", { code: "32.73.01.9001", name: "Dago Uji", parentId: id(districts, "32.73.01"), postalCode: "40135" }, adminId);
    if (!saved.ok) throw new Error("setup");
    expect(findRegion("subdistrict", saved.region.id)).toMatchObject({ postalCode: "40135", parent: { code: "32.73.01" } });
    expect(saveRegion("subdistrict", { code: "32.73.01.9001", name: "X", parentId: id(districts, "32.73.01"), postalCode: null }, adminId, 999_999)).toMatchObject({ ok: false, error: "missing" });
  });
});

describe("the region lists", () => {
  it("pages the national subdistricts and shows the last page for a page past the end", () => {
    const first = list("subdistrict", "");
    expect(first.window).toMatchObject({ page: 1, from: 1, to: 25 });
    expect(first.window.total).toBeGreaterThanOrEqual(83_763);
    const last = list("subdistrict", "page=99999&perPage=100");
    expect(last.window.page).toBe(last.window.pages);
    expect(last.rows.length).toBeGreaterThan(0);
  });

  it("searches a code as a prefix and a name as a part, escaping wildcards", () => {
    expect(list("subdistrict", "q=32.73.01&perPage=100").rows.every((r) => r.code.startsWith("32.73.01"))).toBe(true);
    expect(list("district", "q=coblong").rows.map((r) => r.code)).toEqual(["32.73.02"]);
    expect(list("subdistrict", "q=%25").window.total).toBe(0);
    expect(list("subdistrict", "q=_").window.total).toBe(0);
  });

  it("filters by the parent, and a filter that is not an id matches nothing", () => {
    const coblong = id(districts, "32.73.02");
    const rows = list("subdistrict", `district=${coblong}&perPage=100`).rows;
    expect(rows.length).toBe(6);
    expect(rows.every((r) => r.parent?.id === coblong && r.grandparent === "KOTA BANDUNG")).toBe(true);
    expect(list("subdistrict", "district=abc").window.total).toBe(0);
  });

  it("sorts by each sortable column, with an unknown sort falling back to the code", () => {
    const names = list("district", `city=${id(cities, "32.73")}&sort=name&dir=desc&perPage=100`).rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "en", { sensitivity: "accent" })));
    const byParent = list("subdistrict", "sort=parent&perPage=50").rows.map((r) => r.parent!.name);
    expect(byParent).toEqual([...byParent].sort());
    expect(list("city", "sort=password").rows[0]!.code).toBe("11.01");
  });

  it("offers select options under a limit, always with the current value", () => {
    const options = regionOptions("subdistrict", { q: "a", limit: 50 });
    expect(options).toHaveLength(50);
    const current = id(subdistricts, "31.71.07.1001");
    const withCurrent = regionOptions("subdistrict", { q: "zzz-no-match", currentId: current, limit: 50 });
    expect(withCurrent).toEqual([{ value: String(current), label: "Gelora", hint: "31.71.07.1001 · Tanah Abang · KOTA ADMINISTRASI JAKARTA PUSAT" }]);
    expect(regionOptions("city", { parentId: id(provinces, "32"), limit: 100 })).toHaveLength(27);
  });

  it("gives a searchable select a hundred matches, says when there are more, and puts the chosen one first", () => {
    const bandung = id(cities, "32.73");
    const all = regionChoices("city", "", bandung);
    expect(all.truncated).toBe(true);
    // Bandung sorts after the first hundred, so it comes first, before them.
    expect(all.options).toHaveLength(101);
    expect(all.options[0]!.value).toBe(String(bandung));
    const elsewhere = regionChoices("city", "surabaya", bandung);
    expect(elsewhere).toEqual({ truncated: false, options: [expect.objectContaining({ value: String(bandung), hint: "32.73 · JAWA BARAT" }), expect.objectContaining({ label: "KOTA SURABAYA" })] });
  });

  it("exports the whole filter, every page", () => {
    const rows = [...regionExport("district").rows(new URLSearchParams(`city=${id(cities, "32.73")}&page=2&perPage=10`), null as never, null as never)].flat();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const all = [...regionExport("subdistrict").rows(new URLSearchParams(""), null as never, null as never)].flat();
    expect(all.length).toBeGreaterThanOrEqual(83_763);
    expect(all[0]).toMatchObject({ code: "11.01.01.2001", parent: { code: "11.01.01" } });
  });
});

describe("importing a region spreadsheet", () => {
  const rows = (values: { code: string; name: string; postalCode?: string }[]) => values.map((value, index) => ({ row: index + 2, value }));

  it("plans additions, updates and unchanged rows without writing", () => {
    const plan = planRegionImport(
      "district",
      rows([
        { code: "32.73.01", name: "Sukasari" },
        { code: "32.73.02", name: "Coblong Baru" },
        { code: "32.73.97", name: "Kecamatan Baru" },
      ]),
      false,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.summary).toEqual({ added: 1, updated: 1, unchanged: 1 });
    expect(getDb().select().from(districts).where(eq(districts.code, "32.73.97")).get()).toBeUndefined();
  });

  it("refuses a code twice and an unknown parent, row by row", () => {
    const plan = planRegionImport(
      "district",
      rows([
        { code: "32.73.96", name: "Satu" },
        { code: "32.73.96", name: "Dua" },
        { code: "99.99.01", name: "Tanpa Kota" },
      ]),
      false,
    );
    expect(plan.errors).toEqual([
      { row: 3, field: "code", message: "imports.errors.duplicate?row=2" },
      { row: 4, field: "parentCode", message: "regions.errors.parentCodeUnknown?code=99.99" },
    ]);
  });

  it("writes all of it or nothing, and a second run changes nothing", () => {
    const bad = rows([
      { code: "32.73.02.9101", name: "Kelurahan A", postalCode: "40132" },
      { code: "99.99.99.9999", name: "Tanpa Kecamatan" },
    ]);
    expect(applyRegionImport("subdistrict", bad, true, adminId)).toMatchObject({ ok: false });
    expect(getDb().select().from(subdistricts).where(eq(subdistricts.code, "32.73.02.9101")).get()).toBeUndefined();

    const good = rows([
      { code: "32.73.02.9101", name: "Kelurahan A", postalCode: "40132" },
      { code: "32.73.02.9102", name: "Kelurahan B" },
    ]);
    expect(applyRegionImport("subdistrict", good, true, adminId)).toEqual({ ok: true, summary: { added: 2, updated: 0, unchanged: 0 } });
    expect(applyRegionImport("subdistrict", good, true, adminId)).toEqual({ ok: true, summary: { added: 0, updated: 0, unchanged: 2 } });
    // A sheet without the postal code column leaves stored postal codes alone.
    expect(planRegionImport("subdistrict", rows([{ code: "32.73.02.9101", name: "Kelurahan A" }]), false).summary).toEqual({ added: 0, updated: 0, unchanged: 1 });
    expect(getDb().select().from(subdistricts).where(eq(subdistricts.code, "32.73.02.9101")).get()).toMatchObject({ postalCode: "40132" });
  });
});

describe("the national import from the back office", () => {
  it("runs in the background, one at a time, and a re-run changes nothing", async () => {
    const { started, job } = startRegionImport(adminId);
    expect(started).toBe(true);
    expect(startRegionImport(adminId)).toMatchObject({ started: false, job: { id: job.id } });
    for (let i = 0; i < 200 && currentRegionImport()?.state === "running"; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    const done = currentRegionImport()!;
    expect(done.state).toBe("done");
    expect(done.result!.subdistricts).toMatchObject({ inserted: 0, updated: 0 });
    expect(done.result!.provinces).toMatchObject({ inserted: 0, unchanged: 38 });
    expect(getDb().select().from(auditLog).where(eq(auditLog.entity, "region")).all().at(-1)).toMatchObject({ action: "import", summary: "idn-area-data: 0 added, 0 updated" });
  });

  it("stores every record as the package's own CSV reader reads it", async () => {
    const db = getDb();
    const codes = (table: typeof provinces | typeof cities | typeof districts) =>
      new Map(
        db
          .select({ id: table.id, code: table.code })
          .from(table)
          .all()
          .map((r) => [r.id, r.code]),
      );
    const [provinceCodes, cityCodes, districtCodes] = [codes(provinces), codes(cities), codes(districts)];
    const record = (code: string, name: string, parent: string | null | undefined) => `${code}|${name}|${parent}`;
    const read = [
      (await getProvinces()).map((p) => record(p.code, p.name, null)),
      (await getRegencies()).map((r) => record(r.code, r.name, r.province_code)),
      (await getDistricts()).map((d) => record(d.code, d.name, d.regency_code)),
      (await getVillages()).map((v) => record(v.code, v.name, v.district_code)),
    ];
    const stored = [
      db
        .select()
        .from(provinces)
        .all()
        .map((p) => record(p.code, p.name, null)),
      db
        .select()
        .from(cities)
        .all()
        .map((c) => record(c.code, c.name, provinceCodes.get(c.provinceId))),
      db
        .select()
        .from(districts)
        .all()
        .map((d) => record(d.code, d.name, cityCodes.get(d.cityId))),
      db
        .select()
        .from(subdistricts)
        .all()
        .map((s) => record(s.code, s.name, districtCodes.get(s.districtId))),
    ];
    read.forEach((records, level) => {
      const inPackage = new Set(records.map((r) => r.split("|")[0]));
      expect(stored[level]!.filter((r) => inPackage.has(r.split("|")[0])).sort()).toEqual([...records].sort());
    });
  });
});
