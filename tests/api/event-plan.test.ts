import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { localDateKey } from "~/domain/event-time";
import { brokenRules, createBadmintonEvent, savedMatches, type BadmintonEvent } from "../support/badminton-event";
import { base, get, serverNow, signInCookie, url } from "../support/http";

/**
 * The event plan as a new organiser makes it, over real HTTP with the plan
 * screen's own form posts: a badminton weekend of five categories where a
 * third of the players play two, six courts added and their hours set (one
 * opening late, one closing early), each category's length and rest, a
 * preview, a stale preview refused, a save; then every saved match checked
 * from outside, in the database file read-only, by rules of the test's own.
 */

const tag = Math.random().toString(36).slice(2, 8);
const REST = 25;
/** The mixed category's rest: a player of it and another category rests the longer of the two. */
const LONG_REST = 45;
const MINUTES = 30;
let weekend: BadmintonEvent;
let admin: string;
let page: string;

const database = (readonly = true) => new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly });

function readOnly<T>(read: (db: Database.Database) => T): T {
  const db = database();
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Posts the plan screen's form as a browser without JavaScript does: repeated names for the checked boxes, to the
 * address the form names (the page's own, with the preview shown, `&preview=`).
 */
function post(fields: [string, string][], to = page, cookie = admin) {
  return fetch(url(to), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base(), Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function html(response: Response) {
  return (await response.text())
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** An input's value as the page renders it, by its name (its id when they differ). */
function valueOf(page: string, name: string, id = name) {
  const input = new RegExp(`<input[^>]*id="${id.replace(/\./g, "\\.")}"[^>]*>`).exec(page)?.[0] ?? "";
  return /value="([^"]*)"/.exec(input)?.[1];
}

/** The hours form's fields for every court and day: 09:00–18:00, with the changes given. */
function hoursFields(courtIds: number[], changes: Record<string, string> = {}): [string, string][] {
  const fields: [string, string][] = [["intent", "saveHours"]];
  for (const id of courtIds)
    for (const day of weekend.days) {
      fields.push([`opens.${id}.${day}`, changes[`opens.${id}.${day}`] ?? "09:00"]);
      fields.push([`closes.${id}.${day}`, changes[`closes.${id}.${day}`] ?? "18:00"]);
    }
  return fields;
}

function categoryFields(rest: number, changes: Record<string, string> = {}): [string, string][] {
  const fields: [string, string][] = [["intent", "saveCategories"]];
  for (const id of weekend.categoryIds) {
    for (const [part, value] of Object.entries({ minutes: String(MINUTES), rest: String(rest), perDay: "", order: "", from: "", to: "" })) {
      fields.push([`${part}.${id}`, changes[`${part}.${id}`] ?? value]);
    }
  }
  return fields;
}

/** The rules saved for the plan: every category REST, the mixed one LONG_REST. */
const rules = () => categoryFields(REST, { [`rest.${weekend.categoryIds[2]}`]: String(LONG_REST) });

const scopeFields = (days = weekend.days as readonly string[], categories = weekend.categoryIds): [string, string][] => [
  ["intent", "preview"],
  ...days.map((day): [string, string] => ["days", day]),
  ...categories.map((id): [string, string] => ["categories", String(id)]),
];

/** Makes a preview; answers its id from the address the form is sent on to. */
async function preview() {
  const response = await post(scopeFields());
  expect(response.status, await response.clone().text()).toBe(302);
  const to = new URL(response.headers.get("location")!, base());
  expect(to.pathname).toBe("/plan-event");
  return to.searchParams.get("preview")!;
}

const placedCount = () => readOnly((db) => savedMatches(db, weekend.eventId).filter((m) => m.court !== null && m.start !== null).length);

beforeAll(async () => {
  const db = database(false);
  db.pragma("busy_timeout = 5000");
  try {
    // A month after the server's today: nothing of it is played yet, whatever day the tests run.
    weekend = createBadmintonEvent(db, { slug: `akhir-pekan-${tag}`, firstDay: localDateKey(new Date(serverNow() + 30 * 86_400_000), "Asia/Jakarta"), courts: false });
  } finally {
    db.close();
  }
  admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
  page = `/plan-event?event=${weekend.eventId}`;
});

describe("an event's plan made through the plan screen", () => {
  let courtIds: number[] = [];

  it("adds six courts, each open 08:00–22:00 on every day of the event", async () => {
    const empty = await html(await get(page, admin));
    expect(empty).toContain("Acara ini belum punya lapangan.");
    for (let n = 1; n <= 6; n++) {
      const added = await post([
        ["intent", "addCourt"],
        ["name", `Lapangan ${n}`],
      ]);
      expect(added.status).toBe(302);
    }
    const screen = await html(await get(page, admin));
    courtIds = [...new Set([...screen.matchAll(/name="opens\.(\d+)\./g)].map((m) => Number(m[1])))];
    expect(courtIds).toHaveLength(6);
    for (const id of courtIds) for (const day of weekend.days) expect([valueOf(screen, `opens.${id}.${day}`), valueOf(screen, `closes.${id}.${day}`)]).toEqual(["08:00", "22:00"]);
  });

  it("posts its forms to the event it shows, also when opened without ?event= and the event worked on changes meanwhile (another tab)", async () => {
    // The event worked on is set by a post (decision 0065): the menu's /plan-event opens on it.
    const chosen = await post(
      [
        ["event", String(weekend.eventId)],
        ["to", "/plan-event"],
      ],
      "/working-event",
    );
    expect(chosen.status).toBe(303);
    const opened = await get("/plan-event", admin);
    const screen = opened.status === 200 ? await html(opened) : await html(await get(opened.headers.get("location")!, admin));
    const actions = [...screen.matchAll(/<form[^>]*method="post"[^>]*>/g)]
      .map((form) => new URL(/action="([^"]*)"/.exec(form[0])?.[1] ?? "", base()))
      .filter((action) => action.pathname === "/plan-event");
    expect(actions.length).toBeGreaterThanOrEqual(3);
    for (const action of actions) expect(action.searchParams.get("event"), action.href).toBe(String(weekend.eventId));
  });

  it("refuses a court named as another, and hours closing before they open, in the reader's language with everything typed kept", async () => {
    const taken = await post([
      ["intent", "addCourt"],
      ["name", "lapangan 3"],
    ]);
    expect(taken.status).toBe(400);
    const takenPage = await html(taken);
    expect(takenPage).toContain("lapangan 3 sudah ada di acara ini.");
    expect(valueOf(takenPage, "name", "court-add")).toBe("lapangan 3");

    const [first, , , , , last] = courtIds;
    const day1 = weekend.days[0];
    const wrong = await post(hoursFields(courtIds, { [`opens.${first}.${day1}`]: "11:00", [`closes.${last}.${day1}`]: "08:30", [`opens.${last}.${weekend.days[1]}`]: "9 pagi" }));
    expect(wrong.status).toBe(400);
    const wrongPage = await html(wrong);
    expect(wrongPage).toContain("Jam tutup harus setelah jam buka.");
    expect(valueOf(wrongPage, `closes.${last}.${day1}`)).toBe("08:30");
    expect(valueOf(wrongPage, `opens.${last}.${weekend.days[1]}`)).toBe("9 pagi");
    // What was typed right is kept too, not put back to what is saved.
    expect(valueOf(wrongPage, `opens.${first}.${day1}`)).toBe("11:00");
    expect(readOnly((db) => db.prepare("select count(*) from court_hours h join event_courts c on c.id = h.court_id where c.event_id = ? and h.opens_at = 480").pluck().get(weekend.eventId))).toBe(12);
  });

  it("saves each court's hours: one opens late on the first day, one closes early on the second", async () => {
    const [first, , , , , last] = courtIds;
    const saved = await post(hoursFields(courtIds, { [`opens.${first}.${weekend.days[0]}`]: "11:00", [`closes.${last}.${weekend.days[1]}`]: "15:30" }));
    expect(saved.status).toBe(302);
    const screen = await html(await get(page, admin));
    expect(valueOf(screen, `opens.${first}.${weekend.days[0]}`)).toBe("11:00");
    expect(valueOf(screen, `closes.${last}.${weekend.days[1]}`)).toBe("15:30");
  });

  it("leaves a court, or a category, the form did not show alone: a page read before it was added (another tab) does not close it or refuse for it", async () => {
    const [, , , , , last] = courtIds;
    const hoursOf = () => readOnly((db) => db.prepare("select day || ' ' || opens_at || '-' || closes_at from court_hours where court_id = ? order by day").pluck().all(last));
    const before = hoursOf();
    expect(before).toHaveLength(2);
    const saved = await post(hoursFields(courtIds.slice(0, 5), { [`opens.${courtIds[0]}.${weekend.days[0]}`]: "11:00" }));
    expect(saved.status).toBe(302);
    expect(hoursOf()).toEqual(before);

    const fifth = weekend.categoryIds[4]!;
    const fields = categoryFields(REST).filter(([name]) => !name.endsWith(`.${fifth}`));
    expect((await post(fields)).status).toBe(302);
    const rests = readOnly((db) => db.prepare("select id, rest_minutes from event_categories where event_id = ? order by id").raw().all(weekend.eventId)) as [number, number][];
    expect(rests.filter(([id]) => id !== fifth).map(([, rest]) => rest)).toEqual([REST, REST, REST, REST]);
    expect(rests.find(([id]) => id === fifth)![1]).toBe(20);
  });

  it("refuses a category's rule out of range, naming the range, with every category's typed values kept", async () => {
    const [first, second] = weekend.categoryIds;
    const refused = await post(categoryFields(REST, { [`rest.${first}`]: "-5", [`minutes.${second}`]: "3", [`to.${second}`]: "08:00", [`from.${second}`]: "12:00" }));
    expect(refused.status).toBe(400);
    const body = await html(refused);
    expect(body).toContain("Masukkan angka 0 sampai 600.");
    expect(body).toContain("Masukkan angka 5 sampai 600.");
    expect(body).toContain("Jam selesai harus setelah jam mulai.");
    expect(valueOf(body, `rest.${first}`)).toBe("-5");
    expect(valueOf(body, `minutes.${second}`)).toBe("3");
    expect(valueOf(body, `rest.${second}`)).toBe(String(REST));
    expect(readOnly((db) => db.prepare("select count(*) from event_categories where event_id = ? and rest_minutes = ?").pluck().get(weekend.eventId, REST))).toBe(4);

    expect((await post(rules())).status).toBe(302);
    expect(readOnly((db) => db.prepare("select rest_minutes || '/' || match_minutes from event_categories where event_id = ? order by id").pluck().all(weekend.eventId))).toEqual(
      weekend.categoryIds.map((_, i) => `${i === 2 ? LONG_REST : REST}/${MINUTES}`),
    );
  });

  it("answers a post no form sends with a message on the page in the reader's language, keeping what was typed and changing nothing", async () => {
    const order = () => readOnly((db) => db.prepare("select id from event_courts where event_id = ? order by sort_order").pluck().all(weekend.eventId));
    const before = order();
    const badRequest = "Permintaan ini tidak dapat dibaca, jadi tidak ada yang diubah.";
    const notHere = "Data yang Anda cari tidak ditemukan.";
    const answers: [[string, string][], number, string][] = [
      // A direction of its own for "move court".
      [
        [
          ["intent", "moveCourt"],
          ["courtId", String(courtIds[1])],
          ["direction", "sideways"],
        ],
        400,
        badRequest,
      ],
      [
        [
          ["intent", "moveCourt"],
          ["courtId", String(courtIds[1])],
        ],
        400,
        badRequest,
      ],
      // A court or a match that is not this event's, or no id at all.
      [
        [
          ["intent", "moveCourt"],
          ["courtId", "999999999"],
          ["direction", "up"],
        ],
        404,
        notHere,
      ],
      [
        [
          ["intent", "moveCourt"],
          ["courtId", "-1"],
          ["direction", "up"],
        ],
        404,
        notHere,
      ],
      [
        [
          ["intent", "renameCourt"],
          ["courtId", "99999999999999999999"],
          ["name", "Lapangan Baru"],
        ],
        404,
        notHere,
      ],
      [
        [
          ["intent", "release"],
          ["matchId", "abc"],
        ],
        404,
        notHere,
      ],
      [[["intent", "release"]], 404, notHere],
      // An intent of its own, or none.
      [[["intent", "explode"]], 400, badRequest],
      [[["name", "Lapangan 9"]], 400, badRequest],
    ];
    for (const [fields, status, message] of answers) {
      const answer = await post(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(await html(answer), JSON.stringify(fields)).toContain(message);
    }
    expect(order()).toEqual(before);

    // Negative minutes and huge numbers in the rules: the range named, the typed values kept.
    const [first, second] = weekend.categoryIds;
    const refused = await post(categoryFields(REST, { [`minutes.${first}`]: "-30", [`rest.${second}`]: "99999999999999999999", [`perDay.${second}`]: "1e9" }));
    expect(refused.status).toBe(400);
    const body = await html(refused);
    expect(body).toContain("Masukkan angka 5 sampai 600.");
    expect(body).toContain("Masukkan angka 0 sampai 600.");
    expect(body).toContain("Masukkan angka 1 sampai 50.");
    expect(valueOf(body, `minutes.${first}`)).toBe("-30");
    expect(valueOf(body, `rest.${second}`)).toBe("99999999999999999999");
  });

  it("refuses a plan of no day, keeping the categories ticked", async () => {
    const [, second] = weekend.categoryIds;
    const refused = await post(scopeFields([], [second!]));
    expect(refused.status).toBe(400);
    const body = await html(refused);
    expect(body).toContain("Pilih minimal satu hari acara.");
    const ticked = [...body.matchAll(/<input[^>]*name="categories"[^>]*>/g)].filter((m) => m[0].includes("checked")).map((m) => Number(/value="(\d+)"/.exec(m[0])![1]));
    expect(ticked).toEqual([second]);
  });

  it("says in the preview what it could not place and why, naming the player in the way", async () => {
    // One match a day for every player: those of two categories cannot play all their group matches on two days.
    const limited = categoryFields(REST, Object.fromEntries(weekend.categoryIds.map((id) => [`perDay.${id}`, "1"])));
    expect((await post(limited)).status).toBe(302);
    const shown = await html(await get(`${page}&preview=${await preview()}`, admin));
    const unplaced = /<div[^>]*id="plan-unplaced"[^>]*>([\s\S]*?)<\/div>/.exec(shown)?.[1] ?? "";
    expect(unplaced).toMatch(/<h3[^>]*>\d+ pertandingan tidak bisa ditempatkan<\/h3>/);
    expect(unplaced).toMatch(new RegExp(`<li>[A-Z]+-?\\d*: akhir-pekan-${tag} Pemain \\d+ sudah mencapai 1 pertandingan sehari pada setiap hari yang mungkin\\.</li>`));
    expect(placedCount()).toBe(0);
    expect((await post(rules())).status).toBe(302);
  });

  it("previews the plan without writing anything, and refuses to save a preview made before the event changed", async () => {
    const stale = await preview();
    const shown = await html(await get(`${page}&preview=${stale}`, admin));
    expect(shown).toContain("95 pertandingan ditempatkan.");
    expect(shown).not.toContain("tidak bisa ditempatkan");
    // Reading the preview, however often, writes nothing.
    await get(`${page}&preview=${stale}`, admin);
    expect(placedCount()).toBe(0);

    // A category's rest changes after the preview was made: saving it would write a plan made from other rules.
    expect((await post(categoryFields(REST + 5))).status).toBe(302);
    const refused = await post(
      [
        ["intent", "save"],
        ["token", stale],
      ],
      `${page}&preview=${stale}`,
    );
    expect(refused.status).toBe(409);
    const body = await html(refused);
    expect(body).toContain("Ada yang berubah sejak pratinjau dibuat");
    expect(body).toContain("Buat pratinjau baru");
    expect(placedCount()).toBe(0);
    expect((await post(rules())).status).toBe(302);
  });

  it("saves exactly the preview: every match placed, and from the rows alone no player or court double-booked, no rest under the setting, no knockout before its feeders", async () => {
    const id = await preview();
    const saved = await post(
      [
        ["intent", "save"],
        ["token", id],
      ],
      `${page}&preview=${id}`,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(page);
    expect(placedCount()).toBe(95);
    expect(readOnly((db) => brokenRules(db, weekend.eventId, { minutes: MINUTES, rest: new Map(weekend.categoryIds.map((id, i) => [id, i === 2 ? LONG_REST : REST])) }))).toEqual([]);
    // The check bites: asked for more rest than anyone was given, it finds players.
    expect(readOnly((db) => brokenRules(db, weekend.eventId, { minutes: MINUTES, rest: 12 * 60 })).some((broken) => broken.startsWith("player "))).toBe(true);
    // The rules were worth checking: players of two categories play in both, and the knockouts come after the groups.
    const rows = readOnly((db) => savedMatches(db, weekend.eventId));
    const teamsOf = (player: number) => weekend.teams.filter((team) => team.players.includes(player)).map((team) => team.id);
    const twice = weekend.doubles.filter((player) => new Set(rows.filter((m) => teamsOf(player).some((t) => t === m.homeTeamId || t === m.awayTeamId)).map((m) => m.categoryId)).size === 2);
    expect(twice).toHaveLength(weekend.doubles.length);
    const lastGroup = Math.max(...rows.filter((m) => m.stage === "group").map((m) => m.start!));
    expect(Math.min(...rows.filter((m) => m.stage === "final").map((m) => m.start!))).toBeGreaterThan(lastGroup - 24 * 3_600_000);
    // Saved once: the same token again finds nothing to save.
    const again = await post(
      [
        ["intent", "save"],
        ["token", id],
      ],
      `${page}&preview=${id}`,
    );
    expect(again.status).toBe(409);
    expect(await html(again)).toContain("Pratinjau ini sudah tidak ada");
  });
});
