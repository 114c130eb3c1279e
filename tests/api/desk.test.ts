import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { DeskDay } from "../support/desk-day";
import { base, get, serverNow, signInCookie, url } from "../support/http";
import { createDeskDay } from "../support/server-events";

/**
 * The tournament desk over real HTTP, on a badminton day of its own at the
 * server's clock (tests/support/desk-day.ts): who may open it, a call to
 * another court than planned and what the public pages then say, a stale
 * version refused, the expected starts on the schedule, the team page and in
 * the calendar, and check-in by the entrant's private link.
 */

type Day = DeskDay & { manager: { email: string; password: string } };
let day: Day;
let staff: string;

function stored<T>(sql: string, ...values: unknown[]): T {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    return db.prepare(sql).get(...values) as T;
  } finally {
    db.close();
  }
}

const matchRow = (id: number) =>
  stored<{ court: string; called_court: string | null; called_at: number | null; version: number; expected_at: number | null }>("select * from matches where id = ?", id);

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base(), "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });

/** "14.35" on the venue's clock, as an Indonesian page writes it; "14:35" in English. */
const clock = (instant: number, language: "id" | "en" = "id") =>
  new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Jakarta" }).format(new Date(instant));

beforeAll(async () => {
  day = createDeskDay("api");
  staff = (await signInCookie(day.manager.email, day.manager.password)).cookie;
});

describe("the desk's access", () => {
  it("sends an anonymous visitor to the login page, and answers 404 to another event's manager for the page and every post", async () => {
    const anonymous = await get(`/desk/${day.eventId}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/auth/login?redirectTo=${encodeURIComponent(`/desk/${day.eventId}`)}`);
    expect((await post(`/desk/${day.eventId}`, { intent: "call", matchId: String(day.match["MD-7"]), version: "1", court: "Court 3" })).status).toBe(302);

    const other = (await signInCookie("manager@laga.local", "api-tests-manager-password")).cookie;
    expect((await get(`/desk/${day.eventId}`, other)).status).toBe(404);
    expect((await get(`/desk/${day.eventId}.data`, other)).status).toBe(404);
    const posts: Record<string, string>[] = [
      { intent: "call", matchId: String(day.match["MD-7"]), version: "1", court: "Court 3" },
      { intent: "takeBack", matchId: String(day.match["MD-7"]), version: "1" },
      { intent: "checkIn", playerId: String(day.player.Lukas) },
    ];
    for (const fields of posts) {
      expect((await post(`/desk/${day.eventId}`, fields, other)).status, fields.intent).toBe(404);
    }
    expect(matchRow(day.match["MD-7"]).called_at).toBeNull();
  });

  it("shows its own event's manager the courts, the match to call and why the others wait, in the reader's language", async () => {
    const page = await get(`/desk/${day.eventId}`, staff, { "Accept-Language": "en" });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Tournament desk");
    expect(html).toMatch(/data-match="MD-7"[\s\S]*Call to Court 2/);
    expect(html).toContain("Fajar api is on Court 1");
    expect(html).toContain(`Joko api is resting until ${clock(day.anchor + 15 * 60_000, "en")}`);
    expect(html).toContain("A side is not known yet");
  });
});

describe("the courts on a phone", () => {
  it("name the courts closed now on one line, and keep a card for each open one", async () => {
    const closing = createDeskDay("closed-courts");
    const cookie = (await signInCookie(closing.manager.email, closing.manager.password)).cookie;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date(serverNow()));
    const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
    try {
      db.pragma("busy_timeout = 5000");
      const courts = db.prepare("select id, name from event_courts where event_id = ?").all(closing.eventId) as { id: number; name: string }[];
      const court4 = db.prepare("insert into event_courts (event_id, name, sort_order) values (?, 'Court 4', 4)").run(closing.eventId).lastInsertRowid;
      const hours = db.prepare("insert into court_hours (court_id, day, opens_at, closes_at) values (?, ?, ?, ?)");
      for (const court of courts) hours.run(court.id, today, 0, 24 * 60);
      // Court 4 was open for the first minute of the day only.
      hours.run(court4, today, 0, 1);
    } finally {
      db.close();
    }
    const html = await (await get(`/desk/${closing.eventId}`, cookie, { "Accept-Language": "en" })).text();
    expect(html).toMatch(/data-closed-courts[^>]*>[\s\S]*?Closed[\s\S]*?Court 4[\s\S]*?<\/p>/);
    expect(html).not.toContain('data-court="Court 4"');
    expect(html).toContain('data-court="Court 2"');
  });
});

describe("calling a match", () => {
  it("refuses a call from a desk that read an older version, and changes nothing", async () => {
    // Two desks read MD-7; the first calls it and takes the call back, the second then calls from what it read.
    const read = matchRow(day.match["MD-7"]).version;
    expect((await post(`/desk/${day.eventId}`, { intent: "call", matchId: String(day.match["MD-7"]), version: String(read), court: "Court 2" }, staff)).status).toBe(302);
    expect((await post(`/desk/${day.eventId}`, { intent: "takeBack", matchId: String(day.match["MD-7"]), version: String(read + 1) }, staff)).status).toBe(302);
    const now = matchRow(day.match["MD-7"]);
    expect(now).toMatchObject({ court: "Court 2", called_at: null, version: read + 2 });
    const refused = await post(`/desk/${day.eventId}`, { intent: "call", matchId: String(day.match["MD-7"]), version: String(read), court: "Court 3" }, staff);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Pertandingan ini baru saja diubah orang lain.");
    expect(matchRow(day.match["MD-7"])).toEqual(now);
  });

  it("answers a malformed post with a message on the desk in the reader's language, and calls nothing", async () => {
    const md7 = String(day.match["MD-7"]);
    const before = matchRow(day.match["MD-7"]);
    const badRequest = "Permintaan ini tidak dapat dibaca, jadi tidak ada yang diubah.";
    const notHere = "Pertandingan atau pemain itu tidak ditemukan di acara ini.";
    const otherEventsMatch = stored<{ id: number }>("select id from matches where event_id <> ? order by id limit 1", day.eventId).id;
    const answers: [Record<string, string>, number, string][] = [
      [{ intent: "explode" }, 400, badRequest],
      [{ intent: "call", version: "1", court: "Court 3" }, 400, badRequest],
      [{ intent: "call", matchId: "-3", version: "1", court: "Court 3" }, 400, badRequest],
      [{ intent: "call", matchId: "1e400", version: "1", court: "Court 3" }, 400, badRequest],
      [{ intent: "call", matchId: md7, version: "1", court: "x".repeat(200) }, 400, badRequest],
      [{ intent: "checkIn", playerId: "0" }, 400, badRequest],
      [{ intent: "call", matchId: String(otherEventsMatch), version: "1", court: "Court 3" }, 404, notHere],
      [{ intent: "call", matchId: "99999999999999999999", version: "1", court: "Court 3" }, 400, badRequest],
      [{ intent: "call", matchId: md7, version: "99999999999999999999", court: "Court 3" }, 400, badRequest],
      [{ intent: "call", matchId: md7, version: String(before.version + 1), court: "Court 3" }, 409, "Pertandingan ini baru saja diubah orang lain."],
      [{ intent: "call", matchId: md7, version: String(before.version), court: "Court 9" }, 400, "Court 9"],
    ];
    for (const [fields, status, message] of answers) {
      const answer = await post(`/desk/${day.eventId}`, fields, staff);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(await answer.text(), JSON.stringify(fields)).toContain(message);
    }
    expect(matchRow(day.match["MD-7"])).toEqual(before);
  });

  it("calls it to another court than planned, and the TV board, the Now strip, the followed team's bar and the match page say so", async () => {
    const md7 = matchRow(day.match["MD-7"]);
    const called = await post(`/desk/${day.eventId}`, { intent: "call", matchId: String(day.match["MD-7"]), version: String(md7.version), court: "Court 3" }, staff);
    expect(called.status).toBe(302);
    expect(called.headers.get("location")).toBe(`/desk/${day.eventId}`);
    expect(matchRow(day.match["MD-7"])).toMatchObject({ court: "Court 3", called_court: "Court 3", version: md7.version + 1 });

    const said = "Dipanggil ke Court 3";
    for (const page of [
      `/live-event/tv/${day.slug}`,
      `/live-event/overview/${day.slug}`,
      `/live-event/match-detail/${day.slug}/${day.match["MD-7"]}`,
      `/live-event/following/${day.slug}/${day.team.E}`,
    ]) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toContain(said);
    }
    expect(await (await get(`/live-event/match-detail/${day.slug}/${day.match["MD-7"]}`, undefined, { "Accept-Language": "en" })).text()).toContain("Called to Court 3");
  });
});

describe("expected starts", () => {
  it("show on the schedule and the team page beside the planned time, server-rendered, and start the match in the calendar feed", async () => {
    // XD-1 (on Court 1 since −20) ends at +10 at the earliest: Fajar rests until +30, so MD-4 (planned −10) runs 40 minutes late.
    const expected = day.anchor + 30 * 60_000;
    expect(matchRow(day.match["MD-4"]).expected_at).toBe(expected);
    const text = `sekitar ${clock(expected)}, terlambat 40 menit`;
    for (const page of [`/live-event/schedule/${day.slug}`, `/live-event/teams-detail/${day.slug}/${day.team.B}`]) {
      expect(await (await get(page)).text(), page).toContain(text);
    }
    expect(await (await get(`/live-event/schedule/${day.slug}`, undefined, { "Accept-Language": "en" })).text()).toContain(`about ${clock(expected, "en")}, running 40 min late`);

    const calendar = await (await get(`/live-event/schedule/${day.slug}/calendar.ics?team=${day.team.B}`)).text();
    const start = new Date(expected)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(calendar).toContain(`DTSTART:${start}`);
    expect(calendar).toContain(`Jadwal semula ${clock(day.anchor - 10 * 60_000)}`);
  });
});

describe("check-in by the entrant's private link", () => {
  let checkIn: Day;
  beforeAll(() => {
    checkIn = createDeskDay("api-ci", { checkInRequired: true });
  });
  const checkedIn = (playerId: number) =>
    stored<{ n: number; entry: number | null }>("select count(*) as n, max(entry_id) as entry from check_ins where event_id = ? and player_id = ?", checkIn.eventId, playerId);

  it("lists the team's players on the page without checking anyone in, and checks one in by a post", async () => {
    const page = await get(`/entry/${checkIn.entrySecret}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Check-in Nanda api-ci");
    expect(html).toContain("Check-in Oki api-ci");
    expect(checkedIn(checkIn.player.Oki!).n).toBe(0);

    const posted = await post(`/entry/${checkIn.entrySecret}`, { intent: "checkIn", playerId: String(checkIn.player.Oki) });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/entry/${checkIn.entrySecret}?checked`);
    expect(checkedIn(checkIn.player.Oki!)).toEqual({ n: 1, entry: checkIn.entryId });
    expect(await (await get(`/entry/${checkIn.entrySecret}?checked`)).text()).toContain("Batalkan check-in Oki api-ci");
  });

  it("refuses a player of another team, and the desk waits for the players still away", async () => {
    const refused = await post(`/entry/${checkIn.entrySecret}`, { intent: "checkIn", playerId: String(checkIn.player.Budi) });
    expect(refused.status).toBe(404);
    expect(checkedIn(checkIn.player.Budi!).n).toBe(0);
    const manager = (await signInCookie(checkIn.manager.email, checkIn.manager.password)).cookie;
    const desk = await (await get(`/desk/${checkIn.eventId}`, manager)).text();
    expect(desk).toContain("Nanda api-ci belum check-in");
    expect(desk).not.toContain("Oki api-ci belum check-in");
  });
});
