import Database from "better-sqlite3";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { appRoutes } from "../support/app-routes";
import { base, signInCookie, url } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * The route × role matrix (ASVS V8): every route of app/routes.ts × {anonymous,
 * manager of event A (the demo), manager of event B, admin} × {document GET,
 * `.data` GET, POST}. The route list is read from the app, so a route added
 * without a row here fails the suite.
 */

type Role = "anonymous" | "managerA" | "managerB" | "admin";
type Mode = "document" | "data" | "post";
const roles: Role[] = ["anonymous", "managerA", "managerB", "admin"];
const modes: Mode[] = ["document", "data", "post"];

/**
 * What a request may answer:
 * - a status number;
 * - "login": sent to the login page; "home": sent to the user's start page
 *   (/dashboard for admins, /match-progress for event managers) — a redirect
 *   for documents and form posts, React Router's redirect payload for `.data`;
 * - "served": let through — any answer below 500 that is not a guard's
 *   redirect, 401, 403 or 404 (an empty form post may be refused with 400).
 */
type Outcome = number | "login" | "home" | "served";
type Expectation = Record<Role, Record<Mode, Outcome>>;

const all = (outcome: Outcome): Record<Mode, Outcome> => ({ document: outcome, data: outcome, post: outcome });
const reads = (read: Outcome, post: Outcome): Record<Mode, Outcome> => ({ document: read, data: read, post });
const same = (modesOutcome: Record<Mode, Outcome>): Expectation => ({ anonymous: modesOutcome, managerA: modesOutcome, managerB: modesOutcome, admin: modesOutcome });

/** Open to everyone; `post` is what a form post answers (405 where the route takes none). */
const open = (post: Outcome = 405) => same(reads(200, post));
/** Login pages: for visitors; a signed-in user goes to their start page. */
const visitorsOnly: Expectation = { anonymous: reads(200, 400), managerA: all("home"), managerB: all("home"), admin: all("home") };
/** Any signed-in user. */
const staff = (read: Outcome = "served", post: Outcome = "served"): Expectation => ({
  anonymous: all("login"),
  managerA: reads(read, post),
  managerB: reads(read, post),
  admin: reads(read, post),
});
/** Admins only: event managers go to their start page. */
const adminOnly = (read: Outcome = "served", post: Outcome = "served"): Expectation => ({
  anonymous: all("login"),
  managerA: all("home"),
  managerB: all("home"),
  admin: reads(read, post),
});
/**
 * Something of event A: its manager and admins, while event B's manager gets
 * 404 for reads and writes alike (a route that takes no posts answers 405 to
 * anyone before it looks at the event).
 */
const eventA = (read: Outcome = "served", post: Outcome = "served"): Expectation => ({
  anonymous: all("login"),
  managerA: reads(read, post),
  managerB: reads(404, post === 405 ? 405 : 404),
  admin: reads(read, post),
});
/**
 * Master data an event uses (the matrix opens the demo's): every signed-in user
 * reads its list, but only admins open its edit page or post to it; an event
 * manager gets 403 for reads and writes alike.
 */
const masterInUse = (): Expectation => ({ anonymous: all("login"), managerA: all(403), managerB: all(403), admin: reads(200, 400) });
/** A list whose posts name what they remove: an empty post removes nothing and answers 404 to everyone. */
const eventList = (): Expectation => ({ ...eventA(200, 404) });

type Ids = {
  eventA: number;
  teamA: number;
  playerA: number;
  groupA: number;
  matchA: number;
  slugA: string;
  province: number;
  city: number;
  district: number;
  subdistrict: number;
  gameType: number;
  skillLevel: number;
  gameCategory: number;
  statistic: number;
  user: number;
};

/** `freshSession`: the request ends the session it carries, so it gets a session of its own. */
type Row = { expect: Expectation; url?: (ids: Ids) => string; freshSession?: true; form?: (ids: Ids) => Record<string, string> };

/** Every route pattern of app/routes.ts, with who may do what. */
const matrix: Record<string, Row> = {
  // Public site.
  "/": { expect: open() },
  "/robots.txt": { expect: open() },
  "/sitemap.xml": { expect: open() },
  "/favicon.ico": { expect: open() },
  // The stream never ends: documents only (tested for its headers below); `.data` is not served.
  "/live-event/stream/:slug": { expect: same({ document: 200, data: 404, post: 405 }) },
  "/live-event/:slug?": { expect: open() },
  "/live-event/schedule/:slug/calendar.ics": { expect: open() },
  "/schedule/calendar.ics": { expect: open() },
  "/live-event/qr/:slug/qr.svg": { expect: open() },
  "/live-event/qr/:slug/qr.png": { expect: open() },
  "/live-event/tv/:slug": { expect: open() },
  "/live-event/overview/:slug": { expect: open() },
  "/live-event/groups/:slug": { expect: open() },
  "/live-event/schedule/:slug": { expect: open() },
  "/live-event/results/:slug": { expect: open() },
  "/live-event/match-detail/:slug/:matchId": { expect: open() },
  "/live-event/teams-detail/:slug/:teamId": { expect: open() },
  "/live-event/following/:slug/:teamId": { expect: open() },
  "/live-event/following/:slug/player/:playerId": { expect: open() },
  // The public entry list: the demo shows none, so it is not found for anyone.
  "/live-event/entries/:slug": { expect: same({ document: 404, data: 404, post: 405 }) },
  "/overview": { expect: open() },
  "/groups": { expect: open() },
  "/schedule": { expect: open() },
  "/match-results": { expect: open() },
  "/match-detail/:matchId": { expect: open() },
  // The public entry form: open to everyone, never cached; a post naming no category open for entries is refused.
  "/live-event/entry/:slug": { expect: same({ document: 200, data: 200, post: 400 }) },
  // An entrant's page: its private link's secret is the only key, so an unknown one is 404 for everyone.
  "/entry/:secret": { expect: same(all(404)), url: () => `/entry/${"x".repeat(43)}` },
  // Where a follower's or an entrant's browser posts its push subscription: posts only, for anyone; an empty post names nothing to follow.
  "/live-event/notices/:slug": { expect: same({ document: 405, data: 405, post: 404 }) },
  "/entry/:secret/notices": { expect: same({ document: 405, data: 405, post: 404 }), url: () => `/entry/${"x".repeat(43)}/notices` },
  // Embeds: the public pages in a frame on another site.
  "/embed/:slug/groups": { expect: open() },
  "/embed/:slug/schedule": { expect: open() },
  "/embed/:slug/results": { expect: open() },
  "/embed/:slug/match/:matchId": { expect: open() },
  // Link-preview images of the public pages.
  "/share-image/:slug/:card": { expect: open(), url: (ids) => `/share-image/${ids.slugA}/groups` },
  "/share-image/:slug/match/:matchId": { expect: open() },
  // A scorer link's page: its secret is the only key, so an unknown one is 404 for everyone, signed in or not.
  "/score/:secret": { expect: same(all(404)), url: () => `/score/${"x".repeat(43)}` },
  // Where the scorer's page sends its queued taps: posts only, by the same key.
  "/score/:secret/entries": { expect: same({ document: 405, data: 405, post: 404 }), url: () => `/score/${"x".repeat(43)}/entries` },
  "/score/:secret/manifest.webmanifest": { expect: same({ document: 404, data: 404, post: 405 }), url: () => `/score/${"x".repeat(43)}/manifest.webmanifest` },

  // Sign-in pages.
  "/login": { expect: same({ document: 301, data: 202, post: 405 }) },
  "/auth/login": { expect: visitorsOnly },
  "/auth/cover-login": { expect: visitorsOnly },
  "/auth/boxed-password-reset": { expect: visitorsOnly },
  "/auth/cover-password-reset": { expect: visitorsOnly },
  "/auth/reset-password": { expect: visitorsOnly },
  "/auth/boxed-lockscreen": { expect: { ...staff(200, 400) } },
  "/auth/cover-lockscreen": { expect: { ...staff(200, 400) } },
  // Signing out is a post; a GET only leads to the login page. (Posting ends the session: checked on fresh sessions below.)
  "/auth/logout": { expect: same({ document: "login", data: "login", post: "login" }), freshSession: true },
  // The theme customizer's cookie, for anyone; a GET goes back home.
  "/preferences": { expect: same({ document: 302, data: 202, post: "served" }) },
  // The public pages' language switcher: the language cookie for anyone; a GET goes back home.
  "/language": { expect: same({ document: 302, data: 202, post: "served" }) },

  // Admin only.
  "/dashboard": { expect: adminOnly(200, 405) },
  "/analytics": { expect: adminOnly(200, 405) },
  "/list-user": { expect: adminOnly(200) },
  "/add-user": { expect: adminOnly(200, 400) },
  "/edit-user/:id": { expect: adminOnly(200, 400), url: (ids) => `/edit-user/${ids.user}` },
  "/list-event": { expect: adminOnly(200) },
  "/add-event": { expect: adminOnly(200, 400) },
  "/edit-event/:id": { expect: adminOnly(200, 400), url: (ids) => `/edit-event/${ids.eventA}` },
  "/list-province": { expect: adminOnly(200) },
  "/add-province": { expect: adminOnly(200, 400) },
  "/edit-province/:id": { expect: adminOnly(200, 400), url: (ids) => `/edit-province/${ids.province}` },
  "/list-city": { expect: adminOnly(200) },
  "/add-city": { expect: adminOnly(200, 400) },
  "/edit-city/:id": { expect: adminOnly(200, 400), url: (ids) => `/edit-city/${ids.city}` },

  // Master data open to every signed-in user (docs/design.md §4); what an event uses, only admins change.
  "/list-district": { expect: staff(200) },
  "/add-district": { expect: staff(200, 400) },
  "/edit-district/:id": { expect: staff(200, 400), url: (ids) => `/edit-district/${ids.district}` },
  "/list-subdistrict": { expect: staff(200) },
  "/add-subdistrict": { expect: staff(200, 400) },
  "/edit-subdistrict/:id": { expect: staff(200, 400), url: (ids) => `/edit-subdistrict/${ids.subdistrict}` },
  "/list-gametype": { expect: staff(200) },
  "/add-gametype": { expect: staff(200, 400) },
  "/edit-gametype/:id": { expect: masterInUse(), url: (ids) => `/edit-gametype/${ids.gameType}` },
  "/list-skilllevel": { expect: staff(200) },
  "/add-skilllevel": { expect: staff(200, 400) },
  "/edit-skilllevel/:id": { expect: masterInUse(), url: (ids) => `/edit-skilllevel/${ids.skillLevel}` },
  "/list-gamecategories": { expect: staff(200) },
  "/add-gamecategories": { expect: staff(200, 400) },
  "/edit-gamecategories/:id": { expect: masterInUse(), url: (ids) => `/edit-gamecategories/${ids.gameCategory}` },
  "/list-match-statistics": { expect: staff(200) },
  "/add-match-statistics": { expect: staff(200, 400) },
  "/edit-match-statistics/:id": { expect: masterInUse(), url: (ids) => `/edit-match-statistics/${ids.statistic}` },

  // Competition: every signed-in user, limited to the events they run.
  "/list-player": { expect: staff(200) },
  "/list-player/template": { expect: staff(200, 405) },
  "/add-player": { expect: staff(200, 400) },
  "/edit-player/:id": { expect: eventA(200, 400), url: (ids) => `/edit-player/${ids.playerA}` },
  "/list-team": { expect: eventList(), url: (ids) => `/list-team?event=${ids.eventA}` },
  "/list-team/template": { expect: staff(200, 405) },
  "/add-team": { expect: eventA(200, 400), url: (ids) => `/add-team?event=${ids.eventA}`, form: (ids) => ({ eventId: String(ids.eventA) }) },
  "/edit-team/:id": { expect: eventA(200, 400), url: (ids) => `/edit-team/${ids.teamA}` },
  "/list-group": { expect: eventList(), url: (ids) => `/list-group?event=${ids.eventA}` },
  "/list-group/draw": { expect: eventA(200), url: (ids) => `/list-group/draw?event=${ids.eventA}` },
  "/add-group": { expect: eventA(200), url: (ids) => `/add-group?event=${ids.eventA}` },
  "/edit-group/:id": { expect: eventA(200, 400), url: (ids) => `/edit-group/${ids.groupA}` },
  "/list-schedule": { expect: eventList(), url: (ids) => `/list-schedule?event=${ids.eventA}` },
  "/list-schedule/generate": { expect: eventA(200), url: (ids) => `/list-schedule/generate?event=${ids.eventA}` },
  "/list-schedule/knockout": { expect: eventA(200), url: (ids) => `/list-schedule/knockout?event=${ids.eventA}` },
  "/plan-event": { expect: eventA(200, 400), url: (ids) => `/plan-event?event=${ids.eventA}` },
  // The demo's first category plays groups: the rounds page says so, and a post is refused as for a category not in rounds (409).
  "/list-schedule/rounds": { expect: eventA(200, 409), url: (ids) => `/list-schedule/rounds?event=${ids.eventA}` },
  "/list-schedule/match/:id": { expect: eventA(200, 400), url: (ids) => `/list-schedule/match/${ids.matchA}` },
  "/list-schedule/print": { expect: eventA(200, 405), url: (ids) => `/list-schedule/print?event=${ids.eventA}` },
  "/match-progress": { expect: staff(200, 405) },
  "/match-progress/events/:eventId": { expect: eventA(200, 405), url: (ids) => `/match-progress/events/${ids.eventA}` },
  "/match-progress/events/:eventId/scorer-links": { expect: eventA(200, 400), url: (ids) => `/match-progress/events/${ids.eventA}/scorer-links` },
  "/match-progress/matches/:scheduleId": { expect: eventA(200, 400), url: (ids) => `/match-progress/matches/${ids.matchA}` },
  "/match-progress/matches/:scheduleId/statistics": { expect: eventA(200, 400), url: (ids) => `/match-progress/matches/${ids.matchA}/statistics` },
  "/match-progress/standings": { expect: eventA(200, 405), url: (ids) => `/match-progress/standings?event=${ids.eventA}` },
  // The tournament desk: a post that names nothing to do is refused.
  "/desk/:eventId": { expect: eventA(200, 400) },
  // An event's entry window and entries: a post that names no intent is refused.
  "/list-entry": { expect: eventA(200, 400), url: (ids) => `/list-entry?event=${ids.eventA}` },
  "/account": { expect: staff(200, 400) },
  // Choosing the event the lists open on: posts only, and only an event the user runs.
  "/working-event": {
    expect: { anonymous: all("login"), managerA: reads(405, "served"), managerB: reads(405, 404), admin: reads(405, "served") },
    form: (ids) => ({ event: String(ids.eventA), to: "/list-team" }),
  },
  "/export/:entity": { expect: eventA(200, 405), url: (ids) => `/export/team?event=${ids.eventA}&format=csv` },
  "/options/regions": { expect: staff(200, 405), url: () => "/options/regions?level=city&q=bandung" },
  "/options/region-import": { expect: { anonymous: all("login"), managerA: reads(404, 405), managerB: reads(404, 405), admin: reads(200, 405) } },
  "/options/import-template/:entity": { expect: staff(200, 405), url: () => "/options/import-template/match-statistics?format=csv" },

  // The JSON API answers JSON to everyone; its own tests cover tokens.
  "/api/login": { expect: same(reads(405, 422)) },
  "/api/user": { expect: { anonymous: reads(401, 405), managerA: reads(200, 405), managerB: reads(200, 405), admin: reads(200, 405) } },
  "/api/logout": { expect: same(reads(405, 401)) },
  "/api/event/:slug": { expect: open() },
  "/api/uploads/image": { expect: { anonymous: reads(405, 401), managerA: reads(405, 422), managerB: reads(405, 422), admin: reads(405, 422) } },
  "/api/*": { expect: same(all(404)), url: () => "/api/no-such-thing" },
  "/*": { expect: same(all(404)), url: () => "/no-such-page" },
};

function readIds(): Ids {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  const one = (sql: string, ...values: unknown[]) => (db.prepare(sql).get(...values) as { id: number }).id;
  try {
    const eventA = one("select id from events where slug = 'martabaks-vol-2'");
    const teamA = one("select id from teams where event_id = ? order by id limit 1", eventA);
    return {
      eventA,
      slugA: "martabaks-vol-2",
      teamA,
      playerA: one("select player_id as id from team_players where team_id = ? limit 1", teamA),
      groupA: one("select id from groups where event_id = ? order by id limit 1", eventA),
      matchA: one("select id from matches where event_id = ? order by id limit 1", eventA),
      province: one("select id from provinces order by id limit 1"),
      city: one("select id from cities order by id limit 1"),
      district: one("select id from districts order by id limit 1"),
      subdistrict: one("select id from subdistricts order by id limit 1"),
      gameType: one("select gc.game_type_id as id from event_categories ec join game_categories gc on gc.id = ec.game_category_id where ec.event_id = ? order by ec.id limit 1", eventA),
      skillLevel: one("select gc.skill_level_id as id from event_categories ec join game_categories gc on gc.id = ec.game_category_id where ec.event_id = ? order by ec.id limit 1", eventA),
      gameCategory: one("select game_category_id as id from event_categories where event_id = ? order by id limit 1", eventA),
      statistic: one(
        "select s.id from match_statistics s join game_categories gc on gc.game_type_id = s.game_type_id join event_categories ec on ec.game_category_id = gc.id where ec.event_id = ? order by s.id limit 1",
        eventA,
      ),
      user: one("select id from users where role = 'admin' order by id limit 1"),
    };
  } finally {
    db.close();
  }
}

/** The pattern filled with event A's ids. */
function defaultUrl(pattern: string, ids: Ids) {
  const values: Record<string, string> = {
    slug: ids.slugA,
    matchId: String(ids.matchA),
    teamId: String(ids.teamA),
    playerId: String(ids.playerA),
    eventId: String(ids.eventA),
    scheduleId: String(ids.matchA),
    id: "1",
  };
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? "1");
}

/** React Router's single-fetch address of a page: `/x.data?query`, `/_root.data` for the home page. */
function dataUrl(address: string) {
  const parsed = new URL(address, base());
  parsed.pathname = parsed.pathname === "/" ? "/_root.data" : `${parsed.pathname.replace(/\/$/, "")}.data`;
  return `${parsed.pathname}${parsed.search}`;
}

let ids: Ids;
let second: SecondEvent;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  second = createSecondEvent("matrix");
  ids = readIds();
  cookies.admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
  cookies.managerA = (await signInCookie(inject("apiManager").email, inject("apiManager").password)).cookie;
  cookies.managerB = (await signInCookie(second.manager.email, second.manager.password)).cookie;
}, 60_000);

function credentials(role: Exclude<Role, "anonymous">): [string, string] {
  const account = role === "admin" ? inject("apiAdmin") : role === "managerA" ? inject("apiManager") : second.manager;
  return [account.email, account.password];
}

type Answer = { status: number; location: string | null };

async function request(role: Role, mode: Mode, address: string, cookie = cookies[role], form: Record<string, string> = {}): Promise<Answer> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const target = mode === "data" ? dataUrl(address) : address;
  const init: RequestInit =
    mode === "post"
      ? { method: "POST", redirect: "manual", headers: { ...headers, Origin: base(), "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form).toString() }
      : { redirect: "manual", headers };
  const response = await fetch(url(target), { ...init, signal: AbortSignal.timeout(15_000) });
  let location = response.headers.get("location");
  if (mode === "data" && response.status === 202) {
    const payload = await response.text();
    location = /"redirect","([^"]+)"/.exec(payload)?.[1] ?? null;
  } else {
    await response.body?.cancel();
  }
  return { status: response.status, location: location ? new URL(location, base()).pathname : null };
}

const homeOf = (role: Role) => (role === "admin" ? "/dashboard" : "/match-progress");
const isRedirect = (answer: Answer) => answer.status === 202 || (answer.status >= 300 && answer.status < 400);

function verdict(role: Role, expected: Outcome, answer: Answer): string | null {
  const shown = `${answer.status}${answer.location ? ` → ${answer.location}` : ""}`;
  if (typeof expected === "number") return answer.status === expected ? null : `expected ${expected}, got ${shown}`;
  if (expected === "login") return isRedirect(answer) && answer.location === "/auth/login" ? null : `expected the login page, got ${shown}`;
  if (expected === "home") return isRedirect(answer) && answer.location === homeOf(role) ? null : `expected ${homeOf(role)}, got ${shown}`;
  const refused = answer.status >= 500 || [401, 403, 404].includes(answer.status) || (isRedirect(answer) && (answer.location === "/auth/login" || answer.location === homeOf(role)));
  return refused ? `expected to be let through, got ${shown}` : null;
}

describe("the route × role matrix", () => {
  it("has a row for every route of the app, and no row for a route that is gone", () => {
    const patterns = appRoutes().map((route) => route.path);
    expect(
      patterns.filter((pattern) => !(pattern in matrix)),
      "routes without a matrix row",
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((pattern) => !patterns.includes(pattern)),
      "rows without a route",
    ).toEqual([]);
  });

  it("answers every route, role and kind of request as the matrix says", async () => {
    const failures: string[] = [];
    for (const route of appRoutes()) {
      const row = matrix[route.path];
      if (!row) continue;
      const address = row.url ? row.url(ids) : defaultUrl(route.path, ids);
      for (const role of roles) {
        for (const mode of modes) {
          const cookie = row.freshSession && role !== "anonymous" ? (await signInCookie(...credentials(role))).cookie : cookies[role];
          const answer = await request(role, mode, address, cookie, row.form?.(ids));
          const wrong = verdict(role, row.expect[role][mode], answer);
          if (wrong) failures.push(`${role} ${mode} ${address}: ${wrong}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("lets event B's manager open the same screens for event B", async () => {
    const ownAddresses = [
      `/list-team?event=${second.eventId}`,
      `/edit-team/${second.teamIds[0]}`,
      `/edit-player/${second.playerId}`,
      `/edit-group/${second.groupId}`,
      `/match-progress/events/${second.eventId}`,
      `/match-progress/matches/${second.matchId}`,
      `/list-schedule/match/${second.matchId}`,
    ];
    for (const address of ownAddresses) {
      expect((await request("managerB", "document", address)).status, address).toBe(200);
      expect((await request("managerA", "document", address)).status, address).toBe(404);
    }
  });

  it("ends the session when signing out is posted, for every role", async () => {
    for (const role of ["admin", "managerA", "managerB"] as const) {
      const { cookie } = await signInCookie(...credentials(role));
      expect(verdict("admin", "login", await request("admin", "post", "/auth/logout", cookie))).toBeNull();
      expect(verdict("admin", "login", await request("admin", "document", "/account", cookie))).toBeNull();
    }
  });

  it("declares every route module that takes posts in the matrix with a post answer other than 405", () => {
    for (const route of appRoutes()) {
      const source = readFileSync(path.join("app", route.file), "utf8");
      const takesPosts = /export (async )?function action\b|export const action\b/.test(source);
      const row = matrix[route.path]!;
      const postAnswers = roles.map((role) => row.expect[role].post);
      if (!takesPosts)
        expect(
          postAnswers.filter((answer) => answer !== 405 && answer !== "login" && answer !== "home" && answer !== 404 && answer !== 401),
          route.path,
        ).toEqual([]);
    }
  });
});
