import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * The event the back office works on (decision 0065): chosen in any list's
 * picker or written to, it is what Teams, Groups, the draw, the schedule,
 * entries and standings open on, for the events the user may see; reading a
 * page, a link or a bookmark with another `?event=` changes nothing.
 */

let b: SecondEvent;
let c: SecondEvent;
let admin: string;

function database(readonly = true) {
  return new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly });
}

function post(target: string, cookie: string, fields: Record<string, string>) {
  return fetch(url(target), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base(), Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The event a list shows: the one its event picker has selected. */
async function shownEvent(page: string, cookie: string) {
  const response = await get(page, cookie);
  expect(response.status, page).toBe(200);
  const html = await response.text();
  const picker = /<select[^>]*name="event"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1];
  expect(picker, `${page} has an event picker`).toBeDefined();
  const selected = /<option[^>]*selected=""[^>]*>/.exec(picker!)?.[0] ?? "";
  return Number(/value="(\d+)"/.exec(selected)?.[1]);
}

const lists = ["/list-team", "/list-group", "/list-group/draw", "/list-schedule", "/list-entry", "/match-progress/standings"];

beforeAll(async () => {
  b = createSecondEvent("working-b");
  c = createSecondEvent("working-c");
  admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
});

describe("the event being worked on", () => {
  it("is the one chosen in a list's picker, which every list that takes an event then opens on", async () => {
    const before = await shownEvent("/list-team", admin);
    expect([b.eventId, c.eventId]).not.toContain(before);

    const chosen = await post("/working-event", admin, { event: String(b.eventId), to: "/list-team" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(`/list-team?event=${b.eventId}`);
    for (const list of lists) expect(await shownEvent(list, admin), list).toBe(b.eventId);
  });

  it("is not changed by reading a page that names another event, only by a form sent from one", async () => {
    expect(await shownEvent(`/list-group?event=${c.eventId}`, admin)).toBe(c.eventId);
    expect(await shownEvent("/list-group", admin)).toBe(b.eventId);
    // A form of event C's entries screen (an empty bulk decision, answered with a message) makes C the one worked on.
    const sent = await post(`/list-entry?event=${c.eventId}&category=${c.categoryId}`, admin, { intent: "decide", to: "accepted" });
    expect(sent.status).toBe(303);
    for (const list of lists) expect(await shownEvent(list, admin), list).toBe(c.eventId);
  });

  it("is only ever one the user may see: another event is refused, and one no longer theirs is skipped", async () => {
    const db = database(false);
    try {
      db.prepare("insert into event_managers (user_id, event_id) values (?, ?)").run(b.manager.id, c.eventId);
    } finally {
      db.close();
    }
    const manager = (await signInCookie(b.manager.email, b.manager.password)).cookie;
    const read = database();
    const demo = read.prepare("select id from events where slug = 'martabaks-vol-2'").pluck().get() as number;
    read.close();
    expect((await post("/working-event", manager, { event: String(demo), to: "/list-team" })).status).toBe(404);
    expect((await post("/working-event", manager, { event: "x", to: "/list-team" })).status).toBe(404);
    expect((await post("/working-event", manager, { event: String(c.eventId), to: "https://elsewhere.example/" })).headers.get("location")).toBe(`/match-progress?event=${c.eventId}`);
    expect(await shownEvent("/list-team", manager)).toBe(c.eventId);

    const revoke = database(false);
    try {
      revoke.prepare("delete from event_managers where user_id = ? and event_id = ?").run(b.manager.id, c.eventId);
    } finally {
      revoke.close();
    }
    // One event left: no picker, the list is B's.
    expect(await (await get("/list-team", manager)).text()).toContain(`/add-team?event=${b.eventId}`);
    expect((await get(`/list-team?event=${c.eventId}`, manager)).status).toBe(404);
  });
});
