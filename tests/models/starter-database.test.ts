import Database from "better-sqlite3";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "~/config.server";
import { isStoredUpload } from "~/models/upload.server";
import { encodeDemoLogos, prepareDemoAssets, writeDemoLogos } from "~/seed/demo-event.server";
import { startFromStarter, writeStarterDatabase } from "~/seed/starter-database.server";
import { VARIANT_WIDTHS, variantPath } from "~/utils/responsive-image";

const dir = mkdtempSync(path.join(os.tmpdir(), "laga-starter-test-"));
const starter = path.join(dir, "starter.sqlite");

beforeAll(async () => {
  await writeStarterDatabase(starter);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function read<T>(file: string, work: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const count = (db: Database.Database, table: string) => db.prepare(`select count(*) from ${table}`).pluck().get() as number;

describe("the starter database", () => {
  it("holds the migrations, the master data, the national regions and their search index, and no account", () => {
    read(starter, (db) => {
      expect(count(db, "__drizzle_migrations")).toBeGreaterThan(0);
      expect(count(db, "game_types")).toBe(5);
      expect(count(db, "skill_levels")).toBe(4);
      expect([count(db, "provinces"), count(db, "cities"), count(db, "districts"), count(db, "subdistricts")]).toEqual([38, 514, 7277, 83763]);
      const found = db.prepare("select count(*) from subdistricts_search where subdistricts_search match ?").pluck().get('"Tan" AND "anj" AND "Sar"') as number;
      expect(found).toBeGreaterThan(0);
      expect(count(db, "users")).toBe(0);
    });
    expect(existsSync(`${starter}-wal`)).toBe(false);
  });

  it("becomes a new database by a copy, and never replaces an existing one", () => {
    const file = path.join(dir, "new.sqlite");
    expect(startFromStarter(file, starter)).toBe(true);
    expect(readFileSync(file).equals(readFileSync(starter))).toBe(true);
    expect(existsSync(`${file}.starting`)).toBe(false);

    const existing = path.join(dir, "existing.sqlite");
    writeFileSync(existing, "");
    expect(startFromStarter(existing, starter)).toBe(false);
    expect(readFileSync(existing).length).toBe(0);
  });

  it("drops a write-ahead log left without its database, so SQLite cannot replay it into the copy", () => {
    const file = path.join(dir, "orphan.sqlite");
    writeFileSync(`${file}-wal`, "not a log of this database");
    expect(startFromStarter(file, starter)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
    read(file, (db) => expect(count(db, "provinces")).toBe(38));
  });

  it("is passed over when it holds a migration this build does not know (a starter of another build)", () => {
    const foreign = path.join(dir, "foreign-starter.sqlite");
    copyFileSync(starter, foreign);
    const db = new Database(foreign);
    db.prepare("insert into __drizzle_migrations (hash, created_at) values (?, ?)").run("a-migration-of-a-later-build", Date.now());
    db.close();
    const file = path.join(dir, "from-foreign.sqlite");
    expect(startFromStarter(file, foreign)).toBe(false);
    expect(existsSync(file)).toBe(false);
  });

  it("is passed over when it is missing", () => {
    const file = path.join(dir, "without-starter.sqlite");
    expect(startFromStarter(file, path.join(dir, "no-such-starter.sqlite"))).toBe(false);
    expect(existsSync(file)).toBe(false);
  });
});

describe("the demo logos a build keeps beside its starter", () => {
  const fileOf = (publicPath: string) => path.join(settings().UPLOADS_DIR, publicPath.slice("/uploads/".length));

  it("are stored as uploads with every variant, the same bytes as encoding them at start", async () => {
    const folder = path.join(dir, "demo-logos");
    const encoded = await encodeDemoLogos();
    writeDemoLogos(folder, encoded);
    const assets = await prepareDemoAssets(folder);
    for (const name of ["event", "organizer", "partner"] as const) {
      expect(readFileSync(fileOf(assets.logos[name])).equals(encoded[name].data)).toBe(true);
      for (const width of VARIANT_WIDTHS) expect(existsSync(fileOf(variantPath(assets.logos[name], width)!)), `${name} at ${width}px`).toBe(true);
      expect(isStoredUpload(assets.logos[name])).toBe(true);
    }
    expect(new Set(Object.values(assets.logos)).size).toBe(3);
  });

  it("are encoded again when the folder was written for other variant widths", async () => {
    const folder = path.join(dir, "demo-logos-elsewhere");
    const encoded = await encodeDemoLogos();
    writeDemoLogos(folder, encoded);
    const manifest = JSON.parse(readFileSync(path.join(folder, "logos.json"), "utf8")) as Record<string, { variants: number[] }>;
    for (const entry of Object.values(manifest)) entry.variants = [48];
    writeFileSync(path.join(folder, "logos.json"), JSON.stringify(manifest));
    writeFileSync(path.join(folder, "event"), "not the logo");
    const assets = await prepareDemoAssets(folder);
    expect(readFileSync(fileOf(assets.logos.event)).equals(encoded.event.data)).toBe(true);
  });
});
