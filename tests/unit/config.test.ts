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
    [{ BASE_URL: "https://laga.example/portal" }, "BASE_URL: must be an http(s) origin such as https://laga.example, without a path"],
    [{ BASE_URL: "https://laga.example/?x=1" }, "BASE_URL: must be an http(s) origin such as https://laga.example, without a path"],
    [{ LIVE_STREAMS_PER_ADDRESS: "0" }, "LIVE_STREAMS_PER_ADDRESS"],
    [{ ADMIN_EMAIL: "admin" }, "ADMIN_EMAIL: must be an e-mail address"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD: needs at least 8 characters"],
    [{ SESSION_SECRET: "tiny" }, "SESSION_SECRET: needs at least 32 characters"],
    [{ DEFAULT_EVENT_SLUG: "Not A Slug" }, "DEFAULT_EVENT_SLUG: must be a slug"],
    [{ VAPID_PRIVATE_KEY: "not-a-key" }, "VAPID_PRIVATE_KEY: must be a P-256 private key of 32 bytes in base64url"],
    [{ PUSH_TEST_ORIGIN: "127.0.0.1:4400" }, "PUSH_TEST_ORIGIN: must be an http(s) origin"],
    [{ PUSH_TEST_ORIGIN: "http://127.0.0.1:4400/push" }, "PUSH_TEST_ORIGIN: must be an http(s) origin such as http://127.0.0.1:4400, without a path"],
    [{ NOTICE_RATE_LIMIT: "0" }, "NOTICE_RATE_LIMIT"],
  ])("stops with a message naming a bad value: %o", (env, message) => {
    expect(() => readSettings({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("keeps BASE_URL as an origin, a trailing slash dropped", () => {
    expect(readSettings({ DATA_DIR: dataDir(), BASE_URL: "https://Laga.example/" }).BASE_URL).toBe("https://laga.example");
    expect(readSettings({ DATA_DIR: dataDir(), BASE_URL: "http://10.0.0.7:8080" }).BASE_URL).toBe("http://10.0.0.7:8080");
  });

  it("refuses to start in production with mail but without BASE_URL, since a mailed link must not take a request's host", () => {
    const mail = { DATA_DIR: dataDir(), SMTP_URL: "smtps://laga:secret@mail.example:465" };
    expect(() => readSettings({ ...mail, NODE_ENV: "production" })).toThrow("BASE_URL: must be set when SMTP_URL is");
    expect(readSettings({ ...mail, NODE_ENV: "production", BASE_URL: "https://laga.example" }).BASE_URL).toBe("https://laga.example");
    // Without mail the link stays on this machine, and in development the developer's own address serves.
    expect(readSettings({ DATA_DIR: dataDir(), NODE_ENV: "production" }).BASE_URL).toBeUndefined();
    expect(readSettings({ ...mail, NODE_ENV: "development" }).BASE_URL).toBeUndefined();
  });
});
