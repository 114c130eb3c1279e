import Database from "better-sqlite3";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserSubscription, decryptPush, startPushService, verifyVapid, type BrowserSubscription, type PushService } from "../../support/push-service";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * "Your match is called" over real HTTP, end to end: a push service of the
 * test's own (tests/support/push-service.ts) as the one the server may send
 * to besides the browsers' (PUSH_TEST_ORIGIN), browsers' subscriptions made as
 * a browser makes them and posted where the team page's button posts them, a
 * match ended through the back office, and the notice decrypted and its VAPID
 * token checked against the key the page served.
 */

const slug = "martabaks-vol-2";
const admin = { email: "admin@laga.local", password: "notices-tests-password" };
const RATE_LIMIT = 30;
let push: PushService;
let server: ServerProcess;
let demo: ReturnType<typeof liveAndNext>;

type Match = { id: number; court: string; homeTeamId: number; awayTeamId: number; home: string; away: string; version: number };

/** The demo's live match, and the match its court plays next (by expected, else planned start), as the server finds it. */
function liveAndNext(): { live: Match; next: Match; awayPlayer: number } {
  const db = new Database(path.join(server.dataDir, "laga.sqlite"), { readonly: true });
  try {
    const select = `select m.id, m.court, m.home_team_id as homeTeamId, m.away_team_id as awayTeamId, h.name as home, a.name as away, m.version
                      from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id`;
    const live = db.prepare(`${select} where m.status = 'live' order by m.id limit 1`).get() as Match;
    const next = db
      .prepare(`${select} where m.court = ? and m.status = 'scheduled' and m.called_at is null and m.id <> ? order by coalesce(m.expected_at, m.scheduled_at), m.id limit 1`)
      .get(live.court, live.id) as Match;
    const awayPlayer = (db.prepare("select player_id from team_players where team_id = ? order by id limit 1").pluck().get(next.awayTeamId) as number) ?? 0;
    return { live, next, awayPlayer };
  } finally {
    db.close();
  }
}

function subscriptionRows(endpoint: string) {
  const db = new Database(path.join(server.dataDir, "laga.sqlite"), { readonly: true });
  try {
    return db.prepare("select team_id as teamId, player_id as playerId, language from push_subscriptions where endpoint = ? order by id").all(endpoint);
  } finally {
    db.close();
  }
}

type Post = { intent?: string; endpoint?: string; p256dh?: string; auth?: string; target?: string; language?: string };

/** A post as the page's script sends it: a form, from the page's own origin. */
function post(fields: Post, headers: Record<string, string> = {}, where = `/live-event/notices/${slug}`) {
  return fetch(`${server.base}${where}`, {
    method: "POST",
    headers: { Origin: server.base, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  });
}

const subscribing = (browser: BrowserSubscription, target: string, language: string): Post => ({
  intent: "subscribe",
  endpoint: browser.endpoint,
  p256dh: browser.p256dh,
  auth: browser.auth,
  target,
  language,
});

let servedKey = "";
/** The posts that reached the route, which the address's limit counts. */
let posts = 0;
const counted = async (answer: Promise<Response>) => {
  posts += 1;
  return answer;
};

beforeAll(async () => {
  push = await startPushService();
  server = await startServer("notices", { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, PUSH_TEST_ORIGIN: push.origin, NOTICE_RATE_LIMIT: String(RATE_LIMIT) });
  demo = liveAndNext();
}, 90_000);

afterAll(async () => {
  await server.stop();
  await push.close();
  rmSync(server.dataDir, { recursive: true, force: true });
});

describe("notices over HTTP", () => {
  let browserA: BrowserSubscription;
  let browserB: BrowserSubscription;

  it("offers the button on the team page with where to post and the server's public key, and serves a push-only worker", async () => {
    const { next } = demo;
    const page = await (await fetch(`${server.base}/live-event/teams-detail/${slug}/${next.homeTeamId}`)).text();
    const button = /<button[^>]*data-notify="team\/(\d+)"[^>]*>/.exec(page)?.[0] ?? "";
    expect(button).toContain(`data-notify-post="/live-event/notices/${slug}"`);
    // Hidden in the HTML: without the page's script a subscription cannot be made.
    expect(button).toMatch(/\shidden(?:=""|\s|>)/);
    servedKey = /data-notify-key="([A-Za-z0-9_-]+)"/.exec(button)?.[1] ?? "";
    expect(Buffer.from(servedKey, "base64url")).toHaveLength(65);

    const worker = await fetch(`${server.base}/push-sw.js`);
    expect(worker.headers.get("content-type")).toContain("javascript");
    const source = await worker.text();
    expect(source).toContain('addEventListener("push"');
    expect(source).toContain('addEventListener("notificationclick"');
    expect(source).not.toContain('"fetch"');
  });

  it("keeps a follower's subscription posted from the page, and refuses what is not a browser's subscription to a push service", async () => {
    const { next, awayPlayer } = demo;
    browserA = browserSubscription(`${push.origin}/push/a`);
    browserB = browserSubscription(`${push.origin}/push/b`);

    const kept = await counted(post(subscribing(browserA, `team/${next.homeTeamId}`, "en")));
    expect(kept.status).toBe(200);
    expect(kept.headers.get("cache-control")).toBe("no-store");
    expect(await kept.json()).toEqual({ state: "on", message: "This device is told when the match is called to a court and when it is next on one." });
    expect((await counted(post(subscribing(browserB, `player/${awayPlayer}`, "id")))).status).toBe(200);
    expect(subscriptionRows(browserA.endpoint)).toEqual([{ teamId: next.homeTeamId, playerId: null, language: "en" }]);

    const refusals: [Post, number][] = [
      // Not a push service the server sends to: plain http elsewhere, a private address, a look-alike host, another port.
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), endpoint: "http://fcm.googleapis.com/fcm/send/x" }, 400],
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), endpoint: "https://10.0.0.7/push/x" }, 400],
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), endpoint: "https://fcm.googleapis.com.evil.example/fcm/send/x" }, 400],
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), endpoint: "https://fcm.googleapis.com:8443/fcm/send/x" }, 400],
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), endpoint: `https://fcm.googleapis.com/fcm/send/${"x".repeat(3000)}` }, 400],
      // Keys that are not a browser's: a point off the curve, an auth secret of the wrong size.
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url") }, 400],
      [{ ...subscribing(browserA, `team/${next.homeTeamId}`, "en"), auth: Buffer.alloc(8).toString("base64url") }, 400],
      // Nothing of the event to follow.
      [subscribing(browserA, "team/999999", "en"), 404],
      [subscribing(browserA, "match/1", "en"), 404],
      [subscribing(browserA, `team/${next.homeTeamId}`, "en"), 200],
    ];
    for (const [fields, status] of refusals) {
      const answer = await counted(post(fields));
      expect([fields.endpoint?.slice(0, 60), answer.status]).toEqual([fields.endpoint?.slice(0, 60), status]);
      if (status !== 200) expect(((await answer.json()) as { message: string }).message).toMatch(/./);
    }
    expect(subscriptionRows(`https://10.0.0.7/push/x`)).toEqual([]);
    // In the reader's language.
    const unknown = await counted(post(subscribing(browserA, "team/999999", "id")));
    expect(await unknown.json()).toEqual({ state: "notFound", message: "Tim atau pemain ini tidak ada lagi di acara ini." });
    // Posts only: a GET changes nothing; another site's post is refused before it is read.
    expect((await fetch(`${server.base}/live-event/notices/${slug}`)).status).toBe(405);
    expect((await post(subscribing(browserSubscription(`${push.origin}/push/x`), `team/${next.homeTeamId}`, "en"), { Origin: "https://evil.example" })).status).toBe(403);
    expect(subscriptionRows(`${push.origin}/push/x`)).toEqual([]);
    // An entrant's link that does not exist has nothing to follow.
    expect((await counted(post(subscribing(browserA, "entry", "en"), {}, `/entry/${"x".repeat(43)}/notices`))).status).toBe(404);
  });

  it("sends the next match on a court its notice, encrypted for each browser and signed with the served key, once a result ends the match before", async () => {
    const { live, next } = demo;
    const login = await fetch(`${server.base}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(admin),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("laga_session="))!
      .split(";")[0]!;
    const saved = await fetch(`${server.base}/match-progress/matches/${live.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ status: "walkover", version: String(live.version), present: "home" }),
    });
    expect(saved.status).toBe(302);

    const [toA] = await push.waitFor(1, browserA.endpoint);
    const [toB] = await push.waitFor(1, browserB.endpoint);
    const claims = verifyVapid(toA!.headers.authorization, servedKey, browserA.endpoint);
    expect(claims.aud).toBe(push.origin);
    verifyVapid(toB!.headers.authorization, servedKey, browserB.endpoint);
    expect(JSON.parse(decryptPush(toA!.body, browserA))).toEqual({
      title: `Next on ${next.court}`,
      body: `${next.home} vs ${next.away} is next on ${next.court}: get ready.`,
      url: `/live-event/match-detail/${slug}/${next.id}`,
      tag: `match-${next.id}`,
      lang: "en",
      dir: "ltr",
    });
    expect(JSON.parse(decryptPush(toB!.body, browserB))).toMatchObject({ title: `Berikutnya di ${next.court}`, lang: "id" });
    // A's subscription was posted twice (the second an update): one notice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.filter((p) => p.path === "/push/a")).toHaveLength(1);
  });

  it("forgets a subscription its browser takes back", async () => {
    const { next } = demo;
    const taken = await counted(post({ intent: "unsubscribe", endpoint: browserA.endpoint, target: `team/${next.homeTeamId}`, language: "en" }));
    expect(await taken.json()).toMatchObject({ state: "off" });
    expect(subscriptionRows(browserA.endpoint)).toEqual([]);
  });

  it("counts the posts of an address and refuses past the limit, saying when to try again", async () => {
    const browser = browserSubscription(`${push.origin}/push/limited`);
    let answer: Response | undefined;
    while (posts < RATE_LIMIT) answer = await counted(post(subscribing(browser, "team/999999", "en")));
    expect(answer?.status).toBe(404);
    const limited = await counted(post(subscribing(browser, "team/999999", "en")));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ state: "limited", message: "Too many tries from this network. Try again later." });
  });
});
