import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, json, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

const tag = `draw${Math.random().toString(36).slice(2, 7)}`;
let event: SecondEvent;
let categoryId: number;
const cookies = { eventManager: "", otherManager: "", admin: "" };

/** A knockout-only category of six teams in event B, two of them seeded and two of one club. */
function addKnockoutCategory(eventId: number) {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return db
      .transaction(() => {
        const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
        const used = db.prepare("select game_category_id as id from event_categories where event_id = ?").all(eventId) as { id: number }[];
        const gameCategoryId = (db.prepare(`select id from game_categories where id not in (${used.map((u) => u.id).join(",")}) order by id limit 1`).get() as { id: number }).id;
        const id = insert("insert into event_categories (event_id, game_category_id, format) values (?, ?, 'knockout')", eventId, gameCategoryId);
        for (let i = 0; i < 6; i++) {
          insert(
            "insert into teams (event_id, event_category_id, name, seed, club, status) values (?, ?, ?, ?, ?, 'confirmed')",
            eventId,
            id,
            `Gugur ${tag} ${i + 1}`,
            i < 2 ? i + 1 : null,
            i >= 4 ? "PB Garuda" : null,
          );
        }
        return id;
      })
      .immediate();
  } finally {
    db.close();
  }
}

function bracketRows(of = categoryId) {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    return db.prepare("select code, bracket from matches where event_category_id = ? order by id").all(of) as { code: string; bracket: string }[];
  } finally {
    db.close();
  }
}

const screen = (of = categoryId) => `/list-schedule/knockout?event=${event.eventId}&category=${of}`;
const draw = { mode: "none", elimination: "double", reset: "on", plate: "none", groupLines: "fixed", drawNumber: "4242" };

function post(form: Record<string, string>, cookie: string, of = categoryId) {
  return fetch(url(screen(of)), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base(), "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams(form),
  });
}

beforeAll(async () => {
  event = createSecondEvent(tag);
  categoryId = addKnockoutCategory(event.eventId);
  cookies.eventManager = (await signInCookie(event.manager.email, event.manager.password)).cookie;
  cookies.otherManager = (await signInCookie("manager@laga.local", "api-tests-manager-password")).cookie;
  cookies.admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
});

describe("the draw of a knockout", () => {
  it("is the event's: another event's manager gets 404 for the screen, its preview and its save, and nothing is written", async () => {
    expect((await get(screen(), cookies.otherManager)).status).toBe(404);
    expect((await post({ ...draw, intent: "preview" }, cookies.otherManager)).status).toBe(404);
    expect((await post({ ...draw, intent: "save" }, cookies.otherManager)).status).toBe(404);
    expect(bracketRows()).toEqual([]);
  });

  it("refuses a number outside 1–999999 with the field's message, keeping what was typed", async () => {
    const refused = await post({ ...draw, drawNumber: "0", elimination: "single", intent: "preview" }, cookies.admin);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Nomor undian berupa angka 1–999999.");
    expect(html).toMatch(/name="drawNumber"[^>]*value="0"/);
  });

  it("is previewed with its number and lines, saved as previewed by the event's manager, and refused a second time", async () => {
    const preview = await post({ ...draw, intent: "preview" }, cookies.eventManager);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toMatch(/data-testid="draw-number"[^>]*>Nomor undian 4242</);
    // The grand final's reset is drawn as a match of its own: 2n-1 matches for six teams.
    expect(html).toContain("Simpan bagan (11 pertandingan)");
    const saved = await post({ ...draw, intent: "save" }, cookies.eventManager);
    expect(saved.status).toBe(302);
    const rows = bracketRows();
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.bracket))).toEqual(new Set(["main", "lower", "final"]));
    expect(rows.filter((r) => r.bracket === "final").map((r) => r.code)).toEqual(["GF", "GF2"]);

    const again = await post({ ...draw, drawNumber: "7", intent: "save" }, cookies.admin);
    expect(again.status).toBe(400);
    expect(bracketRows()).toEqual(rows);
    const page = await (await get(screen(), cookies.admin)).text();
    expect(page).toMatch(/data-testid="draw-number"[^>]*>Nomor undian 4242</);
  });

  it("gives each match's bracket in the event JSON and draws every bracket on the public page", async () => {
    const body = (await json(await get(`/api/event/${event.slug}`))) as { data: { game_categories: { id: number; bracket_matches: { code: string; bracket: string }[] }[] } };
    const category = body.data.game_categories.find((c) => c.id === categoryId)!;
    expect(category.bracket_matches.map((m) => m.bracket).sort()).toEqual(
      bracketRows()
        .map((r) => r.bracket)
        .sort(),
    );
    expect(category.bracket_matches.find((m) => m.code === "GF2")).toMatchObject({ bracket: "final", round: 2, home_source: "L:GF", away_source: "W:GF" });
    const html = await (await get(`/live-event/groups/${event.slug}?category=${categoryId}`)).text();
    for (const kind of ["main", "lower", "final"]) expect(html).toContain(`data-bracket="${kind}"`);
    expect(html).toContain("Bagan pemenang");
    expect(html).toContain("Bagan kalah");
    expect(html).toContain("Nomor undian 4242");
    // Six teams on eight lines: the two first-round matches' losers have nobody to meet in the losers' first round, shown as byes there.
    const lower = html.slice(html.indexOf('data-bracket="lower"'), html.indexOf('data-bracket="final"'));
    expect(lower.match(/class="bracket-bye-label"/g)).toHaveLength(2);
  });

  it("saves a plate of first-match losers beside the main bracket and draws both on the public page", async () => {
    const plated = addKnockoutCategory(event.eventId);
    const saved = await post({ ...draw, elimination: "single", plate: "firstMatch", intent: "save" }, cookies.eventManager, plated);
    expect(saved.status).toBe(302);
    expect(
      bracketRows(plated)
        .filter((r) => r.bracket === "plate")
        .map((r) => r.code),
    ).toEqual(["PSF1", "PSF2", "PF"]);
    const html = await (await get(`/live-event/groups/${event.slug}?category=${plated}`)).text();
    expect(html).toContain('data-bracket="main"');
    expect(html).toContain('data-bracket="plate"');
    expect(html).toContain("Bagan utama");
  });
});
