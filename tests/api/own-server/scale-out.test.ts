import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type ServerProcess } from "../../support/server-process";

/**
 * Past one machine (README "Scaling out"): several app processes behind a load
 * balancer. A score saved through one process reaches a spectator whose live
 * stream is held by another — through the shared database's version, and
 * through Redis pub/sub when the processes do not share one database file.
 */

const REDIS = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";
const admin = { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "scale-out-tests-password" };
const started: ServerProcess[] = [];
let redis: ChildProcess | undefined;
let redisUrl = "";

/** Starts a redis-server of its own on a free port; `redis` is the one every test here shares. */
async function startRedis() {
  const port = await freePort();
  const child = spawn(REDIS, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  await waitForPort(port);
  return { child, url: `redis://127.0.0.1:${port}` };
}

async function waitForPort(port: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => resolve(socket.end() !== undefined));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("redis-server did not listen within 10 s");
}

beforeAll(async () => {
  if (!existsSync(REDIS)) throw new Error(`The scale-out test needs Redis at ${REDIS}: apt-get install -y redis-server (npm test installs it when run as root).`);
  ({ child: redis, url: redisUrl } = await startRedis());
}, 30_000);

afterAll(async () => {
  // Side by side: one after another, the servers' graceful stops outlasted the hook's time on a busy machine.
  await Promise.all(started.map((server) => server.stop()));
  for (const server of started) rmSync(server.dataDir, { recursive: true, force: true });
  redis?.kill("SIGTERM");
}, 60_000);

async function launch(name: string, env: Record<string, string>, dataDir?: string) {
  const server = await startServer(name, { ...admin, ...env }, { dataDir });
  started.push(server);
  return server;
}

/** A scheduled match of the demo event and its version, as stored in a process's database. */
function scheduledMatch(dataDir: string) {
  const db = new Database(path.join(dataDir, "laga.sqlite"), { readonly: true });
  try {
    return db.prepare("select m.id, m.version from matches m join events e on e.id = m.event_id where e.slug = 'martabaks-vol-2' and m.status = 'scheduled' order by m.id limit 1").get() as {
      id: number;
      version: number;
    };
  } finally {
    db.close();
  }
}

function eventVersion(dataDir: string) {
  const db = new Database(path.join(dataDir, "laga.sqlite"), { readonly: true });
  try {
    return (db.prepare("select version from events where slug = 'martabaks-vol-2'").get() as { version: number }).version;
  } finally {
    db.close();
  }
}

/** Signs in on one process and saves a live score there. */
async function saveScoreThrough(server: ServerProcess) {
  const login = await fetch(`${server.base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("laga_session="))!
    .split(";")[0]!;
  const match = scheduledMatch(server.dataDir);
  const saved = await fetch(`${server.base}/match-progress/matches/${match.id}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ status: "live", version: String(match.version), "set-1-home": "2", "set-1-away": "1" }),
  });
  expect(saved.status).toBe(302);
}

/** Opens the demo's live stream on a process; `next()` resolves with the first version newer than the one it opened with. */
async function openStream(server: ServerProcess) {
  const response = await fetch(`${server.base}/live-event/stream/martabaks-vol-2`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const versions = async function* () {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message)?.[1];
        if (message.includes("event: version") && data) yield (JSON.parse(data) as { version: number }).version;
      }
    }
  };
  const iterator = versions();
  const first = (await iterator.next()).value as number;
  return {
    first,
    async nextWithin(ms: number) {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
      const next = (async () => {
        for (;;) {
          const { value, done } = await iterator.next();
          if (done) return null;
          if (value > first) return { version: value };
        }
      })();
      return Promise.race([next, timeout]);
    },
    close: () => reader.cancel(),
  };
}

describe("two app processes", () => {
  it("on one database: a score saved through one reaches a stream held by the other", async () => {
    const one = await launch("scale-db-1", {});
    const two = await launch("scale-db-2", {}, one.dataDir);
    const stream = await openStream(two);
    const arrival = stream.nextWithin(5_000);
    await saveScoreThrough(one);
    const news = await arrival;
    await stream.close();
    // The streams poll the shared database's version once a second: the news arrives within the window, however busy the machine.
    expect(news, "no version reached the other process").not.toBeNull();
  }, 120_000);

  it("with Redis pub/sub: the score reaches the other process even when its database cannot show the write yet", async () => {
    // Two databases stand for a primary and a replica that has not caught up: only Redis can carry the news.
    const primary = await launch("scale-redis-1", { LIVE_PUBSUB_URL: redisUrl });
    const replica = await launch("scale-redis-2", { LIVE_PUBSUB_URL: redisUrl });
    const stream = await openStream(replica);
    const arrival = stream.nextWithin(5_000);
    await saveScoreThrough(primary);
    const news = await arrival;
    await stream.close();
    expect(news, "no version reached the other process").not.toBeNull();
    expect(news!.version).toBeGreaterThan(stream.first);
    // The replica's own database never saw the write: the news came through Redis.
    expect(eventVersion(replica.dataDir)).toBe(stream.first);
  }, 120_000);
});

/** One login over the API from a given address (the servers believe X-Forwarded-For from loopback). */
async function apiLogin(server: ServerProcess, email: string, password: string, from: string) {
  const response = await fetch(`${server.base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": from },
    body: JSON.stringify({ email, password }),
  });
  await response.text();
  return response.status;
}

describe("login limits across app processes", () => {
  const manager = { email: "manager@laga.local", password: "scale-out-manager-password" };
  const limits = { LOGIN_RATE_LIMIT: "2", DEMO_PASSWORD: manager.password };

  it("with Redis: attempts through either process count against one limit, per account and per address", async () => {
    const one = await launch("limits-redis-1", { ...limits, LIVE_PUBSUB_URL: redisUrl });
    const two = await launch("limits-redis-2", { ...limits, LIVE_PUBSUB_URL: redisUrl }, one.dataDir);
    const both = [one, two];

    // Per account (2): alternating between the processes, counted apart each would check four.
    const account: number[] = [];
    for (let i = 0; i < 4; i++) account.push(await apiLogin(both[i % 2]!, manager.email, `wrong-password-${i}`, `10.91.0.${i + 1}`));
    expect(account).toEqual([401, 401, 429, 429]);
    expect(await apiLogin(one, manager.email, manager.password, "10.91.0.9")).toBe(429);
    expect(await apiLogin(two, manager.email, manager.password, "10.91.0.9")).toBe(429);

    // Per address (2 × 5): one address trying ten unknown accounts and then more, through both.
    const address: number[] = [];
    for (let i = 0; i < 12; i++) address.push(await apiLogin(both[i % 2]!, `nobody-${i}@laga.local`, "some-password", "10.91.1.1"));
    expect(address).toEqual([...Array(10).fill(401), 429, 429]);
  }, 180_000);

  it("with Redis unreachable: the server starts, answers logins and limits them in its own memory, says so in its log, and stops cleanly", async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const server = await startServer("limits-no-redis", { ...admin, ...limits, LIVE_PUBSUB_URL: nowhere }, { capture: true });
    started.push(server);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push(await apiLogin(server, manager.email, `wrong-password-${i}`, `10.92.0.${i + 1}`));
    expect(statuses).toEqual([401, 401, 429]);
    expect(await apiLogin(server, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD, "10.92.0.9")).toBe(200);
    expect(server.output()).toContain("this process counts in its own memory meanwhile");
    // Nor does a stop wait for Redis to come back.
    expect(await server.stop()).toBe(0);
  }, 120_000);

  it("with Redis hanging (stopped mid-event): logins are still answered and limited, each process counting for itself meanwhile", async () => {
    const own = await startRedis();
    const server = await launch("limits-redis-hang", { ...limits, LIVE_PUBSUB_URL: own.url });
    try {
      expect(await apiLogin(server, manager.email, "wrong-password-0", "10.93.0.1")).toBe(401);
      own.child.kill("SIGSTOP");
      const statuses: number[] = [];
      for (let i = 1; i < 4; i++) statuses.push(await apiLogin(server, manager.email, `wrong-password-${i}`, `10.93.0.${i + 1}`));
      // The count kept in Redis (one) is out of reach: the process counts anew, and still stops at the limit.
      expect(statuses).toEqual([401, 401, 429]);
      own.child.kill("SIGCONT");
      expect(await apiLogin(server, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD, "10.93.0.9")).toBe(200);
      expect(await server.stop()).toBe(0);
    } finally {
      own.child.kill("SIGCONT");
      await server.stop();
      own.child.kill("SIGTERM");
    }
  }, 120_000);
});
