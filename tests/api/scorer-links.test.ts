import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, serverNow, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * Courtside scoring over real HTTP: staff create a court's scorer link, a
 * phone without an account opens it and scores with plain form posts (as
 * without JavaScript), a resent tap counts once, a tap on a score that moved
 * meanwhile is refused, and a revoked link opens a page that says so.
 */

let event: SecondEvent;
let staff: string;
let secret: string;

function stored(matchId: number) {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    const match = db.prepare("select status, home_score as homeScore, away_score as awayScore from matches where id = ?").get(matchId) as Record<string, unknown>;
    const sets = db.prepare("select home, away from match_sets where match_id = ? order by set_no").all(matchId);
    const points = (db.prepare("select count(*) as n from match_points where match_id = ? and kind = 'point' and undone_at is null").get(matchId) as { n: number }).n;
    const actors = db.prepare("select distinct actor from audit_log where entity = 'match' and entity_id = ?").pluck().all(matchId);
    const links = db.prepare("select id, secret_hash as hash from scorer_links where event_id = ?").all(event.eventId) as { id: number; hash: string }[];
    return { match, sets, points, actors, links };
  } finally {
    db.close();
  }
}

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base(), "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });

const tap = (fields: Record<string, string>) => post(`/score/${secret}`, { matchId: String(event.matchId), ...fields });

beforeAll(async () => {
  event = createSecondEvent("scorer");
  staff = (await signInCookie(event.manager.email, event.manager.password)).cookie;
});

describe("a court's scorer link", () => {
  it("is created by the event's staff and shown once, with its QR code; another event's manager cannot", async () => {
    const page = await (await get(`/match-progress/events/${event.eventId}/scorer-links`, staff)).text();
    const courtDay = /<option value="(\d{4}-\d{2}-\d{2}\|Court 1)"/.exec(page)?.[1];
    expect(courtDay).toBeDefined();
    const demoManager = (await signInCookie("manager@laga.local", "api-tests-manager-password")).cookie;
    expect((await post(`/match-progress/events/${event.eventId}/scorer-links`, { intent: "court", courtDay: courtDay! }, demoManager)).status).toBe(404);

    const created = await post(`/match-progress/events/${event.eventId}/scorer-links`, { intent: "court", courtDay: courtDay! }, staff);
    expect(created.status).toBe(200);
    const html = await created.text();
    secret = /\/score\/([A-Za-z0-9_-]{43})/.exec(html)![1]!;
    expect(html).toContain('src="data:image/svg+xml;base64,');
    expect(stored(event.matchId).links.some((link) => link.hash.includes(secret))).toBe(false);
  });

  it("opens for a phone without an account, never cached, indexed or sent on as a referrer", async () => {
    const response = await get(`/score/${secret}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain('<meta name="referrer" content="same-origin"/>');
    expect(html).toContain("Siapa yang servis pertama?");
    expect(html).toContain(`<link rel="manifest" href="/score/${secret}/manifest.webmanifest"/>`);
    const manifest = await get(`/score/${secret}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
    expect(await manifest.json()).toMatchObject({ start_url: `/score/${secret}`, scope: "/score/", display: "standalone" });
    const worker = await get("/score-sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toContain("javascript");
  });

  it("is named in the reader's language, whatever language the staff made it in", async () => {
    const arabic = await (await get(`/score/${secret}?lng=ar`)).text();
    expect(arabic).toContain("مسجّل Court 1");
    expect(arabic).not.toContain("Pencatat Court 1");
    expect(await (await get(`/score/${secret}`)).text()).toContain("Pencatat Court 1");
    const manifest = (await (await get(`/score/${secret}/manifest.webmanifest`, undefined, { "Accept-Language": "en" })).json()) as { name: string };
    expect(manifest.name).toBe("Laga · Court 1 scorer");
    const list = await (await get(`/match-progress/events/${event.eventId}/scorer-links?lng=en`, staff)).text();
    expect(list).toContain("Court 1 scorer");
  });

  it("scores point by point with plain form posts, counts a resent tap once and refuses one on a score that moved", async () => {
    expect((await tap({ intent: "start", side: "home", clientId: "start-0001" })).status).toBe(302);
    let after = "start-0001";
    for (let n = 1; n <= 4; n++) {
      const response = await tap({ intent: "point", side: "home", clientId: `point-000${n}`, after });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/score/${secret}?match=${event.matchId}`);
      after = `point-000${n}`;
    }
    expect((await tap({ intent: "point", side: "home", clientId: "point-0004", after: "point-0003" })).status).toBe(302);
    const afterGame = stored(event.matchId);
    expect(afterGame.points).toBe(4);
    expect(afterGame.match).toMatchObject({ status: "live", homeScore: 0, awayScore: 0 });
    expect(afterGame.sets).toEqual([{ home: 1, away: 0 }]);
    expect(afterGame.actors).toEqual(["Pencatat Court 1"]);

    const stale = await tap({ intent: "point", side: "away", clientId: "point-0099", after: "point-0002" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Skor berubah sementara itu");
    expect(stored(event.matchId).points).toBe(4);

    expect((await tap({ intent: "undo", target: "point-0004" })).status).toBe(302);
    expect(stored(event.matchId).sets).toEqual([{ home: 0, away: 0 }]);

    // Spectators' match page shows the game in play and who serves, as of its load.
    const spectators = await (await get(`/live-event/match-detail/${event.slug}/${event.matchId}`)).text();
    expect(spectators).toContain(`<span data-score="${event.matchId}:home-point">40</span> – <span data-score="${event.matchId}:away-point">0</span>`);
    expect(spectators).toContain(`<span data-serve="${event.matchId}:home">Servis: <bdi>Tim scorer 1</bdi></span>`);
    expect(spectators).toContain(`<span data-serve="${event.matchId}:away" hidden="">`);
    const schedule = await (await get(`/live-event/schedule/${event.slug}`)).text();
    expect(schedule).toContain(`<span class="match-side-point" data-score="${event.matchId}:home-point">40</span>`);
    expect(schedule).toContain(`<span class="match-side-point" data-score="${event.matchId}:away-point">0</span>`);
  });

  it("takes taps queued on a phone in one send, in order, each once, and stops at one scored on a score that moved", async () => {
    const send = (entries: unknown[]) => post(`/score/${secret}/entries`, { matchId: String(event.matchId), entries: JSON.stringify(entries) });
    const at = serverNow();
    const queued = [
      { kind: "point", clientId: "queued-001", side: "away", at, after: "point-0003" },
      { kind: "point", clientId: "queued-002", side: "away", at, after: "queued-001" },
    ];
    const first = await send(queued);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ accepted: 2, refusal: null, state: { last: "queued-002", score: { game: { home: 3, away: 2 } } } });
    // The same send again (its answer was lost): taken, counted once, and the next entry follows on.
    const again = await send([
      ...queued,
      { kind: "point", clientId: "queued-003", side: "home", at, after: "queued-002" },
      { kind: "point", clientId: "queued-004", side: "home", at, after: "queued-001" },
    ]);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ accepted: 3, refusal: { reason: "conflict" }, state: { last: "queued-003" } });
    expect(stored(event.matchId).points).toBe(6);
    expect(stored(event.matchId).sets).toEqual([{ home: 1, away: 0 }]);
    expect((await send([{ kind: "point", clientId: "x", side: "home", at, after: null }])).status).toBe(400);
    // One send carries at most 300 taps; the phone sends a longer queue in pieces.
    const tooMany = Array.from({ length: 301 }, (_, i) => ({ kind: "point", clientId: `many-${String(i).padStart(4, "0")}`, side: "home", at, after: null }));
    expect((await send(tooMany)).status).toBe(400);
    expect(stored(event.matchId).points).toBe(6);
  });

  it("refuses a correction made on a score that moved on since its form opened, and shows what the scorer typed again", async () => {
    // The form opened before any set began (it names no sets) and was saved with only the next server changed.
    const stale = await tap({ intent: "correct", clientId: "fix-000001", after: "queued-003", from: "", side: "away", "set-1-home": "0", "set-1-away": "0" });
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Skor berubah sejak koreksi ini dibuka: sekarang 1-0");
    expect(html).toMatch(/<details class="scorer-correct" open="">/);
    expect(html).toMatch(/name="set-1-home"[^>]*value="0"/);
    expect(html).toContain('<input type="radio" class="size-5" name="side" checked="" value="away"/>');
    expect(html).toContain('<input type="hidden" name="from" value="1-0"/>');
    expect(stored(event.matchId).sets).toEqual([{ home: 1, away: 0 }]);
    expect(stored(event.matchId).points).toBe(6);
  });

  it("refuses a match it does not cover and junk taps, without a 500", async () => {
    const other = await post(`/score/${secret}`, { intent: "point", matchId: "1", side: "home", clientId: "point-x001", after: "" });
    expect(other.status).toBe(404);
    const junk = await tap({ intent: "point", side: "middle", clientId: "x" });
    expect(junk.status).toBe(400);
  });

  it("opens a clear page once revoked, and nothing is scored through it", async () => {
    const link = stored(event.matchId).links[0]!;
    expect((await post(`/match-progress/events/${event.eventId}/scorer-links`, { intent: "revoke", linkId: String(link.id) }, staff)).status).toBe(302);
    const page = await get(`/score/${secret}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("Panitia telah mencabut tautan pencatat skor ini");
    expect((await tap({ intent: "point", side: "home", clientId: "point-0100", after: "queued-003" })).status).toBe(410);
    expect((await post(`/score/${secret}/entries`, { matchId: String(event.matchId), entries: "[]" })).status).toBe(410);
  });
});

describe("a futsal match's clock from the scorer's phone", () => {
  let futsal: SecondEvent;
  let futsalSecret: string;
  const clockRow = (matchId: number) => {
    const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
    try {
      return JSON.parse((db.prepare("select live_game from matches where id = ?").pluck().get(matchId) as string | null) ?? "null") as { clock?: Record<string, unknown> } | null;
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    futsal = createSecondEvent("clock", { scoring: "goals" });
    const cookie = (await signInCookie(futsal.manager.email, futsal.manager.password)).cookie;
    const created = await post(`/match-progress/events/${futsal.eventId}/scorer-links`, { intent: "match", matchId: String(futsal.matchId) }, cookie);
    futsalSecret = /\/score\/([A-Za-z0-9_-]{43})/.exec(await created.text())![1]!;
  });

  it("starts in one tap, then runs the clock by form posts and by queued taps timed on the server's clock", async () => {
    const form = (fields: Record<string, string>) => post(`/score/${futsalSecret}`, { matchId: String(futsal.matchId), ...fields });
    expect(await (await get(`/score/${futsalSecret}`)).text()).toContain("Mulai pertandingan");
    expect((await form({ intent: "start", side: "home", clientId: "start-0001" })).status).toBe(302);
    expect((await form({ intent: "clock", action: "pause", clientId: "clock-0001" })).status).toBe(400);
    expect((await form({ intent: "clock", action: "start", clientId: "clock-0002" })).status).toBe(302);
    const page = await (await get(`/score/${futsalSecret}`)).text();
    expect(page).toContain("Babak 1");
    expect(page).toContain("Hentikan jam");

    // The phone's clock is an hour slow: its taps are put on the server's time by when it says it sent them.
    const slow = 60 * 60_000;
    const phoneNow = serverNow() - slow;
    const sent = await post(`/score/${futsalSecret}/entries`, {
      matchId: String(futsal.matchId),
      sentAt: String(phoneNow),
      entries: JSON.stringify([
        { kind: "point", clientId: "goal-0001", side: "away", at: phoneNow - 2_000, after: "start-0001" },
        { kind: "clock", clientId: "clock-0003", action: "pause", at: phoneNow - 1_000 },
      ]),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ accepted: 2, refusal: null, state: { goals: { home: 0, away: 1 }, clock: { state: { phase: "paused" } } } });
    const clock = clockRow(futsal.matchId)!.clock!;
    expect(clock).toMatchObject({ half: 1, phase: "paused", runningSince: null, halfMinutes: 20 });
    expect(clock.playedMs).toBeLessThan(60_000);

    const schedule = await (await get(`/live-event/schedule/${futsal.slug}`)).text();
    expect(schedule).toContain('class="match-clock"');
    expect(schedule).toContain("(jam berhenti)");
  });
});
