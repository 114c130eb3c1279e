import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * An export is written while it is sent: a reader who leaves (a closed tab, a
 * phone losing its signal) stops it, and the server reads no more rows for a
 * file nobody receives. The server's log (at info) says where it stopped.
 */

const admin = { email: "admin@laga.local", password: "export-disconnect-password" };
let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  server = await startServer("export-disconnect", { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED_DEMO: "0", LOG_LEVEL: "info" }, { capture: true });
  const login = await fetch(`${server.base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams(admin),
  });
  cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("laga_session="))!
    .split(";")[0]!;
}, 120_000);

afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

type LogLine = { msg: string; file?: string; rows?: number; path?: string; status?: number };

function logLines(): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The log line about an export of `file` stopping, once the server wrote it (at most a minute). */
async function stopLine(file: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const line = logLines().find((entry) => entry.msg === "export stopped: the reader left" && entry.file === file);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "export stopped" line for ${file} in:\n${server.output().slice(-2_000)}`);
}

describe("an export whose reader leaves", () => {
  it.each(["csv", "xlsx"] as const)("stops reading the national subdistricts for a %s", { timeout: 120_000 }, async (format) => {
    const leaving = new AbortController();
    const response = await fetch(`${server.base}/export/subdistrict?format=${format}`, { headers: { Cookie: cookie }, signal: leaving.signal });
    expect(response.status).toBe(200);
    await response.body!.getReader().read();
    leaving.abort();

    const file = response.headers.get("content-disposition")!.match(/filename="([^"]+)"/)![1]!;
    const line = await stopLine(file);
    expect(line.rows).toBeLessThan(83_763);
    // It was never finished: no request line reports the export sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(logLines().filter((entry) => entry.msg === "request" && entry.path === "/export/subdistrict")).toEqual([]);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });
});
