import Database from "better-sqlite3";
import { rmSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * SIGTERM (a container stop, a deploy): the server stops accepting, finishes
 * the requests in flight, ends the event streams so browsers reconnect to the
 * next process, closes the database and exits 0.
 */

let server: ServerProcess;

beforeAll(async () => {
  server = await startServer("shutdown", { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "shutdown-tests-password" }, { capture: true });
}, 90_000);

afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

/** A login post whose body arrives in two parts; the answer is awaited after the second. */
function slowLogin(base: string) {
  const body = JSON.stringify({ email: "admin@laga.local", password: "wrong-password-here" });
  const { port } = new URL(base);
  let sendRest!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/login", method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json", "Content-Length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.write(body.slice(0, 10));
    sendRest = () => req.end(body.slice(10));
  });
  return { answer, sendRest: () => sendRest() };
}

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the request in flight, ends event streams, refuses new connections and exits 0 with the database closed", async () => {
    const stream = await fetch(`${server.base}/live-event/stream/martabaks-vol-2`);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    await reader.read();
    const inFlight = slowLogin(server.base);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exit = server.stop();
    // The stream ends by itself rather than hanging until a timeout.
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(ended).toBe(true);
    await expect(fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();

    inFlight.sendRest();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toHaveProperty("message");

    expect(await exit).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    // Closed cleanly: the write-ahead log was checkpointed and the file is whole.
    const db = new Database(path.join(server.dataDir, "laga.sqlite"), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.close();
    }
  }, 60_000);
});
