import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, signInCookie, url } from "../support/http";

/** Another event the demo manager does not run, with a team, written into the test server's database. */
function otherEventWithTeam() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  try {
    return db
      .transaction(() => {
        const eventId = Number(db.prepare("insert into events (slug, name, starts_at, ends_at) values ('api-liga-lain', 'API Liga Lain', 0, 0)").run().lastInsertRowid);
        const gameCategoryId = (db.prepare("select id from game_categories limit 1").get() as { id: number }).id;
        const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategoryId).lastInsertRowid);
        const teamId = Number(db.prepare("insert into teams (event_id, event_category_id, name) values (?, ?, 'Tim API Lain')").run(eventId, categoryId).lastInsertRowid);
        return { eventId, categoryId, teamId };
      })
      .immediate();
  } finally {
    db.close();
  }
}

function post(path: string, cookie: string, form: Record<string, string>) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}

let other: ReturnType<typeof otherEventWithTeam>;
let manager: string;
let admin: string;

beforeAll(async () => {
  other = otherEventWithTeam();
  manager = (await signInCookie(inject("apiManager").email, inject("apiManager").password)).cookie;
  admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
});

describe("teams of an event the manager does not run", () => {
  it("answer 404 to pages, .data requests and exports", async () => {
    for (const path of [
      `/edit-team/${other.teamId}`,
      `/edit-team/${other.teamId}.data`,
      `/list-team?event=${other.eventId}`,
      `/list-team.data?event=${other.eventId}`,
      `/add-team?event=${other.eventId}`,
      `/export/team?event=${other.eventId}&format=csv`,
    ]) {
      const response = await get(path, manager);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("Tim API Lain");
    }
  });

  it("answer 404 to every write, which changes nothing", async () => {
    const team = { eventId: String(other.eventId), eventCategoryId: String(other.categoryId), name: "Dibajak", status: "withdrawn" };
    expect((await post(`/edit-team/${other.teamId}`, manager, team)).status).toBe(404);
    expect((await post(`/edit-team/${other.teamId}.data`, manager, team)).status).toBe(404);
    expect((await post("/add-team", manager, team)).status).toBe(404);
    expect((await post("/list-team", manager, { intent: "remove", id: String(other.teamId) })).status).toBe(404);
    const page = await get(`/edit-team/${other.teamId}`, admin);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Tim API Lain");
  });

  it("are still open to the manager's own event and to an admin", async () => {
    expect((await get("/list-team", manager)).status).toBe(200);
    expect((await get("/edit-team/1", manager)).status).toBe(200);
    expect((await get(`/list-team?event=${other.eventId}`, admin)).status).toBe(200);
  });

  it("are not offered among the players' teams either", async () => {
    expect((await get("/list-player", manager)).status).toBe(200);
    const csv = await (await get("/export/team?format=csv", manager)).text();
    expect(csv).toContain("Martabaks Vol. 2");
    expect(csv).not.toContain("Tim API Lain");
  });
});
