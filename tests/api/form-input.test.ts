import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * The score form and the list pages' actions read their posts with zod
 * schemas: bad input is answered with a message in the user's language, and
 * what was typed comes back; good input still reaches its save.
 */

let event: SecondEvent;
let cookie: string;

function post(path: string, fields: Record<string, string>, language = "en") {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base(), "Accept-Language": language, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The page a list's action sends back to, with the toast it set: the message as the user reads it. */
async function toastAfter(response: Response, language = "en") {
  expect(response.status).toBe(302);
  const toast = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("laga_toast="))!
    .split(";")[0];
  const page = await fetch(url(response.headers.get("location")!), { headers: { Cookie: `${cookie}; ${toast}`, "Accept-Language": language } });
  return page.text();
}

function storedMatch(matchId: number) {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    const { version, status } = db.prepare("select version, status from matches where id = ?").get(matchId) as { version: number; status: string };
    const sets = db.prepare("select home, away from match_sets where match_id = ? order by set_no").all(matchId);
    return { version, status, sets };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  event = createSecondEvent("form-input");
  cookie = (await signInCookie(event.manager.email, event.manager.password)).cookie;
});

describe("the score form", () => {
  it("lists what is wrong in the user's language and shows back what was typed", async () => {
    const { version } = storedMatch(event.matchId);
    const fields = { status: "won", version: String(version), "set-1-home": "7x", "set-1-away": "5", "set-2-home": "6", "set-2-away": "" };
    const english = await post(`/match-progress/matches/${event.matchId}`, fields);
    expect(english.status).toBe(400);
    const page = await english.text();
    expect(page).toContain("Choose the match status.");
    expect(page).toContain("Set 1: enter both scores as whole numbers.");
    expect(page).toContain("Set 2: enter both scores as whole numbers.");
    expect(page).toMatch(/name="set-1-home"[^>]*value="7x"|value="7x"[^>]*name="set-1-home"/);

    const indonesian = await (await post(`/match-progress/matches/${event.matchId}`, fields, "id")).text();
    expect(indonesian).toContain("Pilih status pertandingan.");
    expect(storedMatch(event.matchId)).toMatchObject({ version, sets: [] });
  });

  it("still saves a good score", async () => {
    const { version } = storedMatch(event.matchId);
    const saved = await post(`/match-progress/matches/${event.matchId}`, { status: "live", version: String(version), "set-1-home": "3", "set-1-away": "2", "set-2-home": "", "set-2-away": "" });
    expect(saved.status).toBe(302);
    expect(storedMatch(event.matchId)).toMatchObject({ version: version + 1, status: "live", sets: [{ home: 3, away: 2 }] });
  });
});

describe("the list pages' actions", () => {
  it("refuse a post naming no row, in the user's language", async () => {
    for (const fields of [{ intent: "remove", id: "abc" }, { intent: "remove" }, { intent: "explode", id: "1" }, { intent: "remove", id: "-4" }] as Record<string, string>[]) {
      expect(await toastAfter(await post("/list-player", fields)), JSON.stringify(fields)).toContain("What you are looking for was not found.");
    }
    expect(await toastAfter(await post("/list-player", { intent: "remove", id: "abc" }, "id"))).toContain("Data yang Anda cari tidak ditemukan.");
    expect(await toastAfter(await post("/list-skilllevel", { intent: "reorder", ids: "1,two,3" }))).toContain("The order could not be saved: the list changed.");
  });

  it("still act on a row that is named well", async () => {
    expect(await toastAfter(await post("/list-player", { intent: "remove", id: String(event.playerId) }))).toContain("cannot be deleted while playing in these teams");
  });
});
