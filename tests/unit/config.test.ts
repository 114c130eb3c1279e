import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings } from "~/config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "laga-settings-"));

describe("settings", () => {
  it("has the documented defaults", () => {
    const dir = dataDir();
    const s = readSettings({ DATA_DIR: dir });
    expect(s).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", SEED_DEMO: true, DEFAULT_EVENT_SLUG: "martabaks-vol-2" });
    expect(s.DATABASE_PATH).toBe(path.join(dir, "laga.sqlite"));
  });

  it("generates the session secret once into the data folder and reuses it", () => {
    const dir = dataDir();
    const first = readSettings({ DATA_DIR: dir }).SESSION_SECRETS;
    expect(first[0]!.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first[0]);
    expect(readSettings({ DATA_DIR: dir }).SESSION_SECRETS).toEqual(first);
  });

  it("accepts a comma list of secrets to rotate", () => {
    const secrets = ["a".repeat(32), "b".repeat(32)];
    expect(readSettings({ DATA_DIR: dataDir(), SESSION_SECRET: secrets.join(", ") }).SESSION_SECRETS).toEqual(secrets);
  });

  it("holds every secret of the comma list to the length rule, naming the short one without printing it", () => {
    const env = { DATA_DIR: dataDir(), SESSION_SECRET: `${"a".repeat(40)}, too-short-old-secret` };
    expect(() => readSettings(env)).toThrow("SESSION_SECRET: secret 2 of the comma list needs at least 32 characters");
    expect(() => readSettings(env)).not.toThrow("too-short-old-secret");
    expect(() => readSettings({ DATA_DIR: dataDir(), SESSION_SECRET: `${"a".repeat(40)},` })).toThrow("SESSION_SECRET: secret 2 of the comma list");
  });

  it.each([
    [{ PORT: "http" }, "PORT: must be a port number"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO: use 1 or 0"],
    [{ BASE_URL: "laga.example" }, "BASE_URL: must be an http(s) origin"],
    [{ ADMIN_EMAIL: "admin" }, "ADMIN_EMAIL: must be an e-mail address"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD: needs at least 8 characters"],
    [{ SESSION_SECRET: "tiny" }, "SESSION_SECRET: needs at least 32 characters"],
    [{ DEFAULT_EVENT_SLUG: "Not A Slug" }, "DEFAULT_EVENT_SLUG: must be a slug"],
  ])("stops with a message naming a bad value: %o", (env, message) => {
    expect(() => readSettings({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
