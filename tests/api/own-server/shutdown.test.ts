import Database from "better-sqlite3";
import { rmSync } from "node:fs";
import { Agent, request, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * SIGTERM (a container stop, a deploy): the server answers every new request
 * 503 with Connection: close for a second, then stops accepting; it finishes
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
    const req = request(
      { host: "127.0.0.1", port, path: "/api/login", method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json", "Content-Length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    sendRest = () => req.end(body.slice(10));
  });
  return { answer, sendRest: () => sendRest() };
}

describe("graceful shutdown on SIGTERM", () => {
  it("finishes the request in flight, ends event streams, answers new connections 503 while it drains and exits 0 with the database closed", async () => {
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
    // A new connection while the server drains is answered 503, told to close and go elsewhere; once it has exited, refused.
    const fresh = () =>
      new Promise<IncomingMessage>((resolve, reject) =>
        request({ host: "127.0.0.1", port: new URL(server.base).port, path: "/healthz", agent: false }, (res) => resolve(res.resume()))
          .on("error", reject)
          .end(),
      );
    expect(await fresh()).toMatchObject({ statusCode: 503, headers: { connection: "close" } });

    inFlight.sendRest();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toHaveProperty("message");

    expect(await exit).toBe(0);
    await expect(fresh()).rejects.toMatchObject({ code: "ECONNREFUSED" });
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

type Outcome = {
  write: string | null;
  /** Milliseconds after SIGTERM was sent when the answer (or the failure) came; negative before it. */
  at: number;
  socket: number;
  status?: number;
  headers?: IncomingHttpHeaders;
  error?: string;
};

const admin = { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "shutdown-load-password" };

async function signIn(base: string) {
  const response = await fetch(`${base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith("laga_session="))!
    .split(";")[0]!;
}

describe("graceful shutdown under a load of kept-alive requests and writes", () => {
  it("answers every request it took, each write with its outcome, with Connection: close once stopping, and exits 0 within 8 s", async () => {
    const loaded = await startServer("shutdown-load", admin, { capture: true });
    try {
      const cookie = await signIn(loaded.base);
      const { port } = new URL(loaded.base);
      const agent = new Agent({ keepAlive: true, maxSockets: 10 });
      const sockets = new Map<Socket, number>();
      let signalled = Number.POSITIVE_INFINITY;
      const now = () => performance.now() - signalled;

      // `rest`: the body's second half is held back until it resolves, so the request is in flight when the stop begins;
      // `sent` is called once the first half has left.
      const send = (write: string | null, through = agent, rest?: Promise<unknown>, sent?: () => void) =>
        new Promise<Outcome>((resolve) => {
          const body = write ? new URLSearchParams({ name: write, color: "#2a9d8f", position: "1" }).toString() : undefined;
          const headers = write
            ? { Cookie: cookie, Origin: loaded.base, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body!)) }
            : { Accept: "text/html" };
          let socket = -1;
          const req = request({ agent: through, host: "127.0.0.1", port, method: write ? "POST" : "GET", path: write ? "/add-skilllevel" : "/live-event/martabaks-vol-2", headers }, (res) => {
            res.resume();
            res.on("end", () => resolve({ write, at: now(), socket, status: res.statusCode, headers: res.headers }));
            res.on("error", (error) => resolve({ write, at: now(), socket, error: `answer cut: ${error.message}` }));
          });
          req.on("socket", (s) => {
            if (!sockets.has(s)) sockets.set(s, sockets.size);
            socket = sockets.get(s)!;
          });
          req.on("error", (error: NodeJS.ErrnoException) => resolve({ write, at: now(), socket, error: error.code ?? error.message }));
          if (!rest || !body) return void req.end(body);
          req.write(body.slice(0, 10), () => sent?.());
          void rest.then(() => req.end(body.slice(10)));
        });

      const outcomes: Outcome[] = [];
      let written = 0;
      // SIGTERM comes once the load is under way (twenty answers, five of them saves), however slow the machine.
      let underWay!: () => void;
      const loadUnderWay = new Promise<void>((resolve) => (underWay = resolve));
      const note = (outcome: Outcome) => {
        outcomes.push(outcome);
        const answered = outcomes.filter((o) => o.status !== undefined);
        if (answered.length >= 20 && answered.filter((o) => o.write !== null && o.status === 302).length >= 5) underWay();
      };
      // Ten clients, four of them saving, each sending its next request as soon as the last is answered, until the server is gone.
      const client = async (writer: boolean, id: number) => {
        for (;;) {
          const outcome = await send(writer ? `load-${id}-${++written}` : null);
          note(outcome);
          if (outcome.error === "ECONNREFUSED" || now() > 12_000) return;
        }
      };
      const clients = Array.from({ length: 10 }, (_, id) => client(id < 4, id));
      // Three more kept-alive connections, each with a save whose body is still arriving when SIGTERM comes and is
      // finished 0.6 s later; then each sends one more request on its connection, if the server kept it open.
      let stopBegun!: () => void;
      const stopping = new Promise<void>((resolve) => (stopBegun = resolve));
      const slowBegun: Promise<void>[] = [];
      const slow = Array.from({ length: 3 }, async (_, id) => {
        const own = new Agent({ keepAlive: true, maxSockets: 1 });
        note(await send(null, own));
        let begun!: () => void;
        slowBegun.push(new Promise<void>((resolve) => (begun = resolve)));
        note(
          await send(
            `load-slow-${id}`,
            own,
            stopping.then(() => new Promise((resolve) => setTimeout(resolve, 600))),
            begun,
          ),
        );
        note(await send(null, own));
        own.destroy();
      });
      await loadUnderWay;
      while (slowBegun.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.all(slowBegun);
      // Five more answers: the server has gone round its loop since, and so has read the saves' first halves.
      const seen = outcomes.length;
      while (outcomes.length < seen + 5) await new Promise((resolve) => setTimeout(resolve, 10));
      signalled = performance.now();
      const exit = loaded.stop();
      stopBegun();
      const exitCode = await exit;
      const exitedAfter = now();
      await Promise.all([...clients, ...slow]);
      agent.destroy();

      expect(exitCode).toBe(0);
      expect(exitedAfter).toBeLessThan(8_000);

      // No answer was cut once begun. A request without an answer was never taken: refused on connecting, sent on a
      // kept-alive connection the server had just closed as idle, or on one the kernel had queued and the closing
      // server never accepted (the writes below show that none of them was carried out).
      const failures = outcomes.filter((o) => o.error !== undefined);
      for (const failure of failures) expect(["ECONNREFUSED", "ECONNRESET", "EPIPE", "socket hang up"], JSON.stringify(failure)).toContain(failure.error);
      // Once the stop is under way (SIGTERM plus a moment for the process to take it), every answer closes its connection.
      const late = outcomes.filter((o) => o.status !== undefined && o.at > 500);
      for (const answer of late) expect(answer.headers!.connection, JSON.stringify({ status: answer.status, at: answer.at })).toBe("close");
      // And no connection was used again after an answer that closed it.
      for (const socket of new Set(outcomes.map((o) => o.socket))) {
        const answers = outcomes.filter((o) => o.socket === socket && o.status !== undefined);
        const closing = answers.findIndex((o) => o.headers!.connection === "close");
        if (closing >= 0) expect(answers.length - 1, `socket ${socket}`).toBe(closing);
      }

      // Every write that reached the database was answered as saved; a write answered otherwise, or not at all, left nothing.
      const db = new Database(path.join(loaded.dataDir, "laga.sqlite"), { readonly: true });
      const stored = new Set(db.prepare("select name from skill_levels where name like 'load-%'").pluck().all() as string[]);
      db.close();
      const writes = outcomes.filter((o) => o.write !== null);
      for (const write of writes) {
        const saved = write.status !== undefined && write.status >= 300 && write.status < 400;
        expect(stored.has(write.write!), JSON.stringify({ write: write.write, status: write.status, error: write.error, at: write.at })).toBe(saved);
      }
      // The saves in flight when the stop began were carried out and answered, closing their connections.
      for (const id of [0, 1, 2]) expect(outcomes.find((o) => o.write === `load-slow-${id}`)).toMatchObject({ status: 302, headers: { connection: "close" } });
    } finally {
      await loaded.stop();
      rmSync(loaded.dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

type ReaderAnswer = { status?: number; connection?: string; error?: string; at: number };

describe("graceful shutdown under many readers on kept-alive connections", () => {
  it("answers every request sent on a kept-alive connection, 200 or 503, and resets none, a write in flight included", async () => {
    const loaded = await startServer("shutdown-readers", admin, { capture: true });
    try {
      const cookie = await signIn(loaded.base);
      const { port } = new URL(loaded.base);
      let signalled = Number.POSITIVE_INFINITY;
      const now = () => performance.now() - signalled;

      // One request on the reader's own kept-alive connection; the body's second half, if any, waits for `rest`.
      const ask = (agent: Agent, options: { write?: string; rest?: Promise<unknown>; sent?: () => void } = {}) =>
        new Promise<ReaderAnswer>((resolve) => {
          const body = options.write ? new URLSearchParams({ name: options.write, color: "#2a9d8f", position: "1" }).toString() : undefined;
          const headers = body
            ? { Cookie: cookie, Origin: loaded.base, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)) }
            : { Accept: "text/html" };
          const req = request({ agent, host: "127.0.0.1", port, method: body ? "POST" : "GET", path: body ? "/add-skilllevel" : "/live-event/martabaks-vol-2", headers }, (res) => {
            let text = "";
            res.on("data", (c: Buffer) => (text += c.toString()));
            res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, at: now(), text: text.slice(0, 200) } as ReaderAnswer));
            res.on("error", (error) => resolve({ error: `answer cut: ${error.message}`, at: now() }));
          });
          req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, at: now() }));
          if (!body || !options.rest) return void req.end(body);
          req.write(body.slice(0, 10), () => options.sent?.());
          void options.rest.then(() => req.end(body.slice(10)));
        });

      // Fifty readers, each on a connection of its own, reading again a few milliseconds after each answer
      // (a phone's page, a proxy's pool), until an answer tells them the connection closes.
      const answers: ReaderAnswer[] = [];
      let underWay!: () => void;
      const loadUnderWay = new Promise<void>((resolve) => (underWay = resolve));
      const reader = async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (;;) {
            const answer = await ask(agent);
            answers.push(answer);
            if (answers.length >= 200) underWay();
            if (answer.error !== undefined || answer.connection === "close" || now() > 12_000) return;
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
          }
        } finally {
          agent.destroy();
        }
      };
      // A save whose body is still arriving when SIGTERM comes, finished 300 ms later: begun on a quiet server, so its
      // headers have been read (and the save started) before the load and the stop.
      let stopBegun!: () => void;
      const stopping = new Promise<void>((resolve) => (stopBegun = resolve));
      const writer = new Agent({ keepAlive: true, maxSockets: 1 });
      let writeSent!: () => void;
      const writeBegun = new Promise<void>((resolve) => (writeSent = resolve));
      const write = ask(writer, { write: "readers-save", rest: stopping.then(() => new Promise((resolve) => setTimeout(resolve, 300))), sent: writeSent });
      await writeBegun;
      await new Promise((resolve) => setTimeout(resolve, 300));

      const readers = Array.from({ length: 50 }, () => reader());
      await loadUnderWay;
      signalled = performance.now();
      const exit = loaded.stop();
      stopBegun();
      const exitCode = await exit;
      const exitedAfter = now();
      await Promise.all(readers);
      const saved = await write;
      writer.destroy();

      expect(exitCode).toBe(0);
      expect(exitedAfter).toBeLessThan(8_000);
      // Not one reset, refused or unanswered request: each was answered, before the stop or during it.
      const failed = answers.filter((answer) => answer.error !== undefined);
      expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
      for (const answer of answers) expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
      // Requests that came on kept-alive connections once the stop had begun were told to go elsewhere, as the README says.
      expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.status === 503)) expect(answer.connection).toBe("close");
      // The write in flight was carried out and answered.
      expect(saved).toMatchObject({ status: 302, connection: "close" });
      const db = new Database(path.join(loaded.dataDir, "laga.sqlite"), { readonly: true });
      expect(db.prepare("select count(*) from skill_levels where name = 'readers-save'").pluck().get()).toBe(1);
      db.close();
    } finally {
      await loaded.stop();
      rmSync(loaded.dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
