import ExcelJS from "exceljs";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, signInCookie, url } from "../support/http";

let admin: string;
let manager: string;

beforeAll(async () => {
  admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
  manager = (await signInCookie(inject("apiManager").email, inject("apiManager").password)).cookie;
});

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

  it("exports the whole national set of subdistricts", { timeout: 120_000 }, async () => {
    const started = Date.now();
    const csv = await get("/export/subdistrict?format=csv", admin);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(83_764);
    expect(lines[1]).toBe("11.01.01.2001,Keude Bakongan,,11.01.01,Bakongan");
    const csvMs = Date.now() - started;

    const xlsxStarted = Date.now();
    const xlsx = await get("/export/subdistrict?format=xlsx", admin);
    expect(xlsx.status).toBe(200);
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    console.info(`subdistrict export: csv ${csvMs} ms, xlsx ${Date.now() - xlsxStarted} ms (${bytes.length} bytes)`);
  });

  it("lets an event manager export districts but not provinces", async () => {
    expect((await get("/export/district?format=csv&q=coblong", manager)).status).toBe(200);
    expect((await get("/export/province?format=csv", manager)).status).toBe(404);
  });
});

describe("uploads", () => {
  it("refuses a body above 5 MB before reading it all", async () => {
    const form = new FormData();
    form.set("intent", "importUpload");
    form.set("file", new File([new Uint8Array(6 * 1024 * 1024)], "big.csv"));
    const response = await fetch(url("/list-district?import=1"), { method: "POST", redirect: "manual", headers: { Cookie: admin, Origin: base() }, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Berkas terlalu besar; maksimal 5 MB.");
  });
});
