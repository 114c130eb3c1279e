import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, json, serverNow, signInCookie, url } from "../support/http";

/**
 * An Americano of 8 players in an event of its own (the demo's manager does
 * not run it), its rounds made through the back office over real HTTP, and
 * what spectators and the JSON event see of it.
 */

const tag = Math.random().toString(36).slice(2, 8);
let eventId: number;
let categoryId: number;
let slug: string;
let players: string[];
let admin: string;
let manager: string;

function database() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  return db;
}

beforeAll(async () => {
  const db = database();
  try {
    db.transaction(() => {
      const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
      slug = `americano-${tag}`;
      eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Americano ${tag}`, serverNow(), serverNow() + 86_400_000);
      const padel = (db.prepare("select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id where gt.name = 'Padel' order by gc.id limit 1").get() as { id: number }).id;
      categoryId = insert("insert into event_categories (event_id, game_category_id, format, format_settings) values (?, ?, 'americano', ?)", eventId, padel, JSON.stringify({ total: 16 }));
      players = Array.from({ length: 8 }, (_, i) => `Pemain ${i + 1} ${tag}`);
      for (const name of players) insert("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')", eventId, categoryId, name);
    })();
  } finally {
    db.close();
  }
  admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
  manager = (await signInCookie(inject("apiManager").email, inject("apiManager").password)).cookie;
}, 60_000);

const page = () => `/list-schedule/rounds?event=${eventId}&category=${categoryId}`;

function post(address: string, cookie: string, form: Record<string, string>) {
  return fetch(url(address), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

function counts() {
  const db = database();
  try {
    const one = (sql: string) => (db.prepare(sql).get(categoryId) as { n: number }).n;
    return {
      rounds: one("select count(*) as n from category_rounds where event_category_id = ?"),
      matches: one("select count(*) as n from matches where event_category_id = ?"),
      sides: one("select count(*) as n from match_sides where match_id in (select id from matches where event_category_id = ?)"),
    };
  } finally {
    db.close();
  }
}

/** The hidden plan of a preview page, as its save form sends it back. */
const planOf = (html: string) => /name="plan" value="([^"]+)"/.exec(html)?.[1]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe("the rounds page of the back office", () => {
  it("is for the event's staff alone: a visitor goes to the login page, another event's manager finds nothing, to read or to write", async () => {
    const visitor = await get(page());
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/auth\/login/);
    expect((await get(page(), manager)).status).toBe(404);
    expect((await post(page(), manager, { intent: "preview", drawNumber: "5" })).status).toBe(404);
    expect((await post(page(), manager, { intent: "settings", kind: "pairs", total: "32" })).status).toBe(404);
    expect(counts()).toEqual({ rounds: 0, matches: 0, sides: 0 });
  });

  it("shows the schedule as a preview without writing anything, then saves exactly what was previewed", async () => {
    const read = await get(page(), admin);
    expect(read.status).toBe(200);
    expect(await read.text()).toContain("Buat jadwal");
    const preview = await post(page(), admin, { intent: "preview", drawNumber: "4711" });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Pratinjau: belum ada yang disimpan");
    expect(counts()).toEqual({ rounds: 0, matches: 0, sides: 0 });
    const plan = planOf(html)!;
    const shown = JSON.parse(plan) as { drawNumber: number; rounds: { matches: unknown[] }[] };
    expect(shown.drawNumber).toBe(4711);
    expect(shown.rounds).toHaveLength(7);

    // A plan that is not the one the rules make is refused, and nothing is written.
    const tampered = JSON.stringify({ ...shown, rounds: shown.rounds.slice(1) });
    const refused = await post(page(), admin, { intent: "save", drawNumber: "4711", plan: tampered });
    expect(refused.status).toBe(409);
    expect(counts()).toEqual({ rounds: 0, matches: 0, sides: 0 });

    const saved = await post(page(), admin, { intent: "save", drawNumber: "4711", plan });
    expect(saved.status).toBe(302);
    expect(counts()).toEqual({ rounds: 7, matches: 14, sides: 56 });
  });

  it("gives spectators the leaderboard and the rounds, on the page without JavaScript and in the event's JSON", async () => {
    const html = await (await get(`/live-event/groups/${slug}`)).text();
    expect(html).toContain("Klasemen pemain");
    for (const name of players) expect(html).toContain(name);
    expect(html).toContain("Babak 7");
    const body = (await json(await get(`/api/event/${slug}`))) as {
      data: {
        game_categories: {
          id: number;
          format: string;
          rounds: { points_per_match: number; leaderboard: { name: string; rank: number; points: number }[]; rounds: { round: number; matches: { home: { name: string }[] }[] }[] };
        }[];
      };
    };
    const category = body.data.game_categories.find((c) => c.id === categoryId)!;
    expect(category.format).toBe("americano");
    expect(category.rounds.points_per_match).toBe(16);
    expect(category.rounds.leaderboard.map((row) => row.name).sort()).toEqual([...players].sort());
    expect(category.rounds.rounds).toHaveLength(7);
    expect(category.rounds.rounds[0]!.matches[0]!.home).toHaveLength(2);
  });

  it("scores a pair's match on its scorer link to the category's total, the phone naming both players of each side", async () => {
    const db = database();
    const first = (() => {
      try {
        const match = db.prepare("select id from matches where event_category_id = ? and code = 'R1-1'").get(categoryId) as { id: number };
        const names = db.prepare("select ms.side, t.name from match_sides ms join teams t on t.id = ms.team_id where ms.match_id = ? order by ms.id").all(match.id) as { side: string; name: string }[];
        return { id: match.id, home: names.filter((n) => n.side === "home").map((n) => n.name), away: names.filter((n) => n.side === "away").map((n) => n.name) };
      } finally {
        db.close();
      }
    })();
    const created = await post(`/match-progress/events/${eventId}/scorer-links`, admin, { intent: "match", matchId: String(first.id), code: "R1-1" });
    expect(created.status).toBe(200);
    const secret = /\/score\/([A-Za-z0-9_-]{43})/.exec(await created.text())![1]!;
    const scorer = await (await get(`/score/${secret}`)).text();
    expect(scorer).toContain(first.home.join(" / "));
    expect(scorer).toContain(first.away.join(" / "));

    const tap = (fields: Record<string, string>) =>
      fetch(url(`/score/${secret}`), {
        method: "POST",
        redirect: "manual",
        headers: { Origin: base(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ matchId: String(first.id), ...fields }),
      });
    expect((await tap({ intent: "start", side: "home", clientId: "pair-start" })).status).toBe(302);
    let after = "pair-start";
    // 10-6 to the home pair: the sixteenth point ends the match.
    for (const [n, side] of [...Array<string>(10).fill("home"), ...Array<string>(6).fill("away")].entries()) {
      expect((await tap({ intent: "point", side, clientId: `pair-point-${n}`, after })).status).toBe(302);
      after = `pair-point-${n}`;
    }
    expect((await tap({ intent: "point", side: "home", clientId: "pair-point-late", after })).status).not.toBe(302);
    expect(await (await get(`/score/${secret}`)).text()).toContain("Pertandingan selesai");

    const body = (await json(await get(`/api/event/${slug}`))) as { data: { game_categories: { id: number; rounds: { leaderboard: { name: string; points: number; won: number }[] } }[] } };
    const board = body.data.game_categories.find((c) => c.id === categoryId)!.rounds.leaderboard;
    expect(
      board
        .slice(0, 2)
        .map((row) => row.name)
        .sort(),
    ).toEqual([...first.home].sort());
    expect(board.slice(0, 2).map((row) => [row.points, row.won])).toEqual([
      [10, 1],
      [10, 1],
    ]);
    expect(board.filter((row) => first.away.includes(row.name)).map((row) => row.points)).toEqual([6, 6]);
  });
});

describe("the schedule screens of other formats", () => {
  const at = (screen: string, of = categoryId) => `/list-schedule/${screen}?event=${eventId}&category=${of}`;
  const matchCount = () => {
    const db = database();
    try {
      return (db.prepare("select count(*) as n from matches where event_id = ?").get(eventId) as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it("refuse a category that plays in rounds on the server: the knockout and generate screens say where its matches are made, and write nothing", async () => {
    const before = matchCount();
    for (const screen of ["knockout", "generate"]) {
      const read = await get(at(screen), admin);
      expect(read.status).toBe(200);
      const html = await read.text();
      expect(html).toContain("Kategori ini dimainkan per babak");
      expect(html).toContain(`/list-schedule/rounds?event=${eventId}&amp;category=${categoryId}`);
      const written = await post(at(screen), admin, { intent: "save", mode: "none", matchMinutes: "30", elimination: "single", plate: "none", groupLines: "fixed", drawNumber: "7" });
      expect(written.status).toBe(409);
      expect(await written.text()).toContain("Kategori ini dimainkan per babak");
    }
    const english = await get(`${at("knockout")}&lng=en`, admin);
    expect(await english.text()).toContain("This category plays in rounds");
    expect(matchCount()).toBe(before);
  });

  it("and the rounds page refuses a category of groups or a knockout the same way", async () => {
    const db = database();
    let other: number;
    try {
      const another = (db.prepare("select id from game_categories where id <> (select game_category_id from event_categories where id = ?) order by id limit 1").get(categoryId) as { id: number }).id;
      other = Number(db.prepare("insert into event_categories (event_id, game_category_id, format) values (?, ?, 'knockout')").run(eventId, another).lastInsertRowid);
      db.prepare("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')").run(eventId, other, `Tim lain ${tag}`);
    } finally {
      db.close();
    }
    const before = matchCount();
    const read = await get(at("rounds", other), admin);
    expect(read.status).toBe(200);
    expect(await read.text()).toContain("halaman jadwal");
    const written = await post(at("rounds", other), admin, { intent: "preview", drawNumber: "5" });
    expect(written.status).toBe(409);
    expect(await written.text()).toContain("halaman jadwal");
    expect(matchCount()).toBe(before);
  });
});

describe("changing the rounds made", () => {
  const teamStatus = (name: string) => {
    const db = database();
    try {
      return db.prepare("select id, status from teams where event_category_id = ? and name = ?").get(categoryId, name) as { id: number; status: string };
    } finally {
      db.close();
    }
  };

  it("refuses to discard a schedule once a match of it has been played, and discards the latest round nobody has started after a preview that writes nothing", async () => {
    expect((await post(page(), manager, { intent: "discardPreview" })).status).toBe(404);
    const before = counts();
    // The Americano's R1-1 has been played: its schedule stays.
    const refused = await post(page(), admin, { intent: "discardPreview" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Babak 1 sudah dimulai (pertandingan R1-1 sedang atau sudah dimainkan)");
    expect((await post(page(), admin, { intent: "discard", round: "7" })).status).toBe(409);
    expect(counts()).toEqual(before);

    // A Mexicano of four in the same event: round 1 made, then discarded.
    const db = database();
    let mexicano: number;
    try {
      const another = (
        db.prepare("select id from game_categories where id not in (select game_category_id from event_categories where event_id = ?) order by id limit 1").get(eventId) as { id: number }
      ).id;
      mexicano = Number(
        db.prepare("insert into event_categories (event_id, game_category_id, format, format_settings) values (?, ?, 'mexicano', ?)").run(eventId, another, JSON.stringify({ total: 16 }))
          .lastInsertRowid,
      );
      for (let i = 1; i <= 4; i++) db.prepare("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')").run(eventId, mexicano, `Mexicano ${i} ${tag}`);
    } finally {
      db.close();
    }
    const at = `/list-schedule/rounds?event=${eventId}&category=${mexicano}`;
    const plan = planOf(await (await post(at, admin, { intent: "preview", drawNumber: "12" })).text())!;
    expect((await post(at, admin, { intent: "save", drawNumber: "12", plan })).status).toBe(302);
    const rows = () => {
      const read = database();
      try {
        return (read.prepare("select count(*) as n from matches where event_category_id = ?").get(mexicano) as { n: number }).n;
      } finally {
        read.close();
      }
    };
    expect(rows()).toBe(1);
    const preview = await post(at, admin, { intent: "discardPreview" });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Babak 1 akan dihapus beserta pertandingannya (1).");
    expect(rows()).toBe(1);
    // A confirmation for another round than the latest is out of date: refused, nothing removed.
    expect((await post(at, admin, { intent: "discard", round: "2" })).status).toBe(409);
    expect((await post(at, manager, { intent: "discard", round: "1" })).status).toBe(404);
    expect(rows()).toBe(1);
    expect((await post(at, admin, { intent: "discard", round: "1" })).status).toBe(302);
    expect(rows()).toBe(0);
  });

  it("withdraws a player after a preview: the rounds not begun are made again for the seven left, and spectators see the player marked withdrawn", async () => {
    const leaving = players[7]!;
    const { id } = teamStatus(leaving);
    const preview = await post(page(), admin, { intent: "withdrawPreview", entrant: String(id) });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain("Dibuat ulang: babak 2, 3, 4, 5, 6, 7");
    expect(teamStatus(leaving).status).toBe("confirmed");
    const plan = planOf(html)!;
    const done = await post(page(), admin, { intent: "withdraw", entrant: String(id), plan });
    expect(done.status).toBe(302);
    expect(teamStatus(leaving).status).toBe("withdrawn");
    // Round 1 as it was (2 matches); rounds 2 to 7 on one court for the seven left.
    expect(counts()).toEqual({ rounds: 7, matches: 8, sides: 32 });
    // The rounds made again have no court or time yet: the page says so and leads to the event plan.
    const after = await (await get(page(), admin)).text();
    expect(after).toMatch(/data-unplanned[^>]*>Pertandingan yang belum punya lapangan dan jam: \d+\./);
    expect(after).toContain(`href="/plan-event?event=${eventId}"`);
    const spectators = await (await get(`/live-event/groups/${slug}`)).text();
    expect(spectators).toContain("mundur");
    expect(spectators).toContain(leaving);
  });
});

describe("the groups page's share image of a round format", () => {
  it("is drawn from the leaderboard (a PNG of 1200 × 630), another image once a result changes it", async () => {
    const image = () => url(`/share-image/${slug}/groups?category=${categoryId}&lng=en`);
    const first = await fetch(image());
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    const body = Buffer.from(await first.arrayBuffer());
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    // R2-1 gets a result: the leaderboard, so the card, changes.
    const db = database();
    try {
      const match = db.prepare("select id from matches where event_category_id = ? and code = 'R2-1'").get(categoryId) as { id: number };
      db.prepare("update matches set status = 'finished', home_score = 12, away_score = 4, version = version + 1 where id = ?").run(match.id);
      db.prepare("insert into match_sets (match_id, set_no, home, away) values (?, 1, 12, 4)").run(match.id);
      db.prepare("update events set version = version + 1 where id = ?").run(eventId);
    } finally {
      db.close();
    }
    const second = Buffer.from(await (await fetch(image())).arrayBuffer());
    expect(second.equals(body)).toBe(false);
  });

  it("is described as the leaderboard, not group standings, for link previews and screen readers", async () => {
    const html = await (await get(`/live-event/groups/${slug}?category=${categoryId}`, undefined, { "Accept-Language": "en" })).text();
    const alt = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1];
    expect(alt).toMatch(/^Leaderboard of /);
  });
});
