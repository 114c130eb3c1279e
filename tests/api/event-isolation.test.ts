import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, serverNow, signInCookie, url } from "../support/http";
import { openEntriesWithOne } from "../support/entry-window";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/**
 * An event manager runs only their own events (ASVS V8, IDOR): event B's
 * manager reaches nothing of event A by URL, `.data`, form post or export,
 * and no form takes fields it does not own (mass assignment).
 */

function database() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  return db;
}

function row<T>(sql: string, ...values: unknown[]): T {
  const db = database();
  try {
    return db.prepare(sql).get(...values) as T;
  } finally {
    db.close();
  }
}

function post(address: string, cookie: string, form: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const one of [value].flat()) body.append(key, one);
  return fetch(url(address), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: base(), "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

type EventA = { eventId: number; teamId: number; categoryId: number; groupId: number; matchId: number; playerId: number; teamName: string; version: number };

let a: EventA;
let b: SecondEvent;
let managerA: string;
let managerB: string;

beforeAll(async () => {
  b = createSecondEvent("isolation");
  const eventId = row<{ id: number }>("select id from events where slug = 'martabaks-vol-2'").id;
  const team = row<{ id: number; name: string; event_category_id: number }>("select id, name, event_category_id from teams where event_id = ? order by id limit 1", eventId);
  const match = row<{ id: number; version: number }>("select id, version from matches where event_id = ? and status = 'scheduled' order by id limit 1", eventId);
  a = {
    eventId,
    teamId: team.id,
    teamName: team.name,
    categoryId: team.event_category_id,
    groupId: row<{ id: number }>("select group_id as id from group_teams where team_id = ?", team.id).id,
    matchId: match.id,
    version: match.version,
    playerId: row<{ id: number }>("select player_id as id from team_players where team_id = ? limit 1", team.id).id,
  };
  managerA = (await signInCookie(inject("apiManager").email, inject("apiManager").password)).cookie;
  managerB = (await signInCookie(b.manager.email, b.manager.password)).cookie;
}, 60_000);

describe("event B's manager and event A", () => {
  it("cannot read A's teams, players, groups, matches, standings or match history, as documents or .data", async () => {
    for (const address of [
      `/edit-team/${a.teamId}`,
      `/edit-player/${a.playerId}`,
      `/edit-group/${a.groupId}`,
      `/list-schedule/match/${a.matchId}`,
      `/match-progress/events/${a.eventId}`,
      `/match-progress/matches/${a.matchId}`,
      `/match-progress/matches/${a.matchId}/statistics`,
      `/match-progress/standings?event=${a.eventId}`,
      `/list-group?event=${a.eventId}`,
      `/list-schedule?event=${a.eventId}`,
    ]) {
      for (const target of [address, address.replace(/(\?|$)/, ".data$1")]) {
        const response = await get(target, managerB);
        expect(response.status, target).toBe(404);
        expect(await response.text(), target).not.toContain(a.teamName);
      }
    }
  });

  it("gets nothing of A in exports, and A's players are not in B's players list", async () => {
    for (const entity of ["team", "group", "schedule"]) {
      expect((await get(`/export/${entity}?event=${a.eventId}&format=csv`, managerB)).status, entity).toBe(404);
      const own = await get(`/export/${entity}?format=csv`, managerB);
      expect(own.status, entity).toBe(200);
      expect(await own.text(), entity).not.toContain(a.teamName);
    }
    const playerName = row<{ name: string }>("select name from players where id = ?", a.playerId).name;
    const players = await (await get(`/export/player?format=csv&q=${encodeURIComponent(playerName)}`, managerB)).text();
    expect(players).not.toContain(playerName);
    const list = await (await get(`/list-player?q=${encodeURIComponent(playerName)}`, managerB)).text();
    expect(list).not.toContain(`/edit-player/${a.playerId}"`);
    expect(await (await get(`/list-player?q=${encodeURIComponent(playerName)}`, managerA)).text()).toContain(`/edit-player/${a.playerId}"`);
  });

  it("cannot change or remove A's things by form post, and nothing changes", async () => {
    const before = row<{ v: number; sets: number }>("select version as v, (select count(*) from match_sets where match_id = ?) as sets from matches where id = ?", a.matchId, a.matchId);
    const attempts: [string, Record<string, string>][] = [
      [`/match-progress/matches/${a.matchId}`, { status: "live", version: String(a.version), "set-1-home": "3", "set-1-away": "1" }],
      [`/match-progress/matches/${a.matchId}.data`, { status: "live", version: String(a.version), "set-1-home": "3", "set-1-away": "1" }],
      [`/edit-team/${a.teamId}`, { eventId: String(a.eventId), eventCategoryId: String(a.categoryId), name: "Dibajak", status: "withdrawn" }],
      [`/edit-player/${a.playerId}`, { name: "Dibajak", gender: "male", birthDate: "1990-01-01" }],
      [`/edit-group/${a.groupId}`, { name: "Z" }],
      ["/list-team", { intent: "remove", id: String(a.teamId) }],
      ["/list-group", { intent: "remove", id: String(a.groupId) }],
      ["/list-schedule", { intent: "removeSchedule", id: String(a.groupId) }],
      ["/add-team", { eventId: String(a.eventId), eventCategoryId: String(a.categoryId), name: "Penyusup", status: "registered" }],
      [`/add-group?event=${a.eventId}`, { eventCategoryId: String(a.categoryId), name: "Z" }],
    ];
    for (const [address, form] of attempts) {
      expect((await post(address, managerB, form)).status, address).toBe(404);
    }
    const after = row<{ v: number; sets: number }>("select version as v, (select count(*) from match_sets where match_id = ?) as sets from matches where id = ?", a.matchId, a.matchId);
    expect(after).toEqual(before);
    expect(row<{ name: string; status: string }>("select name, status from teams where id = ?", a.teamId)).toMatchObject({ name: a.teamName });
    expect(row<{ n: number }>("select count(*) as n from groups where id = ?", a.groupId).n).toBe(1);
    expect(row<{ n: number }>("select count(*) as n from teams where name = 'Penyusup'").n).toBe(0);
    expect(row<{ name: string }>("select name from players where id = ?", a.playerId).name).not.toBe("Dibajak");
  });
});

describe("A's online entries and event B's manager", () => {
  it("are not shown, exported, decided, noted or reset by B's manager, whatever the post names", async () => {
    openEntriesWithOne(path.join(inject("apiDataDir"), "laga.sqlite"), a.eventId, a.categoryId, { now: serverNow(), publicList: false });
    const db = database();
    // Closed at once: the demo's public pages, which other files read, say nothing of it.
    db.prepare("update entry_windows set closes_at = opens_at + 1 where event_category_id = ?").run(a.categoryId);
    db.close();
    const entry = row<{ id: number; status: string; paid: number; message: string }>("select id, status, paid, message from entries where event_id = ? order by id desc limit 1", a.eventId);
    const window = row<Record<string, unknown>>("select * from entry_windows where event_category_id = ?", a.categoryId);
    const name = "Pemain Uji Entri";

    expect(await (await get(`/list-entry?event=${a.eventId}&category=${a.categoryId}`, managerA)).text()).toContain(name);
    for (const target of [`/list-entry?event=${a.eventId}`, `/list-entry.data?event=${a.eventId}`, `/export/entry?event=${a.eventId}&format=csv`]) {
      const response = await get(target, managerB);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).not.toContain(name);
    }
    expect(await (await get(`/list-entry?event=${b.eventId}`, managerB)).text()).not.toContain(name);

    const attempts: [string, Record<string, string | string[]>][] = [
      [`/list-entry?event=${a.eventId}&category=${a.categoryId}`, { intent: "decide", to: "rejected", ids: String(entry.id) }],
      [`/list-entry.data?event=${a.eventId}&category=${a.categoryId}`, { intent: "decide", to: "rejected", ids: String(entry.id) }],
      [`/list-entry?event=${a.eventId}&category=${a.categoryId}`, { intent: "notes", id: String(entry.id), paid: "on", paidNote: "", message: "Dibajak" }],
      [`/list-entry?event=${a.eventId}&category=${a.categoryId}`, { intent: "promote" }],
      [`/list-entry?event=${a.eventId}&category=${a.categoryId}`, { intent: "window", opensAt: "2030-01-01T08:00", closesAt: "2030-01-02T08:00", maxTeams: "64", feeIdr: "0", note: "Dibajak" }],
      [`/list-entry?event=${b.eventId}&category=${a.categoryId}`, { intent: "notes", id: String(entry.id), paid: "on", paidNote: "", message: "Dibajak" }],
    ];
    for (const [address, form] of attempts) expect((await post(address, managerB, form)).status, address).toBe(404);
    // Through B's own list, A's entry is not found: nothing is decided.
    const viaOwn = await post(`/list-entry?event=${b.eventId}`, managerB, { intent: "decide", to: "rejected", ids: String(entry.id) });
    expect(viaOwn.status).toBe(302);
    expect(row("select id, status, paid, message from entries where id = ?", entry.id)).toEqual(entry);
    expect(row("select * from entry_windows where event_category_id = ?", a.categoryId)).toEqual(window);
  });
});

describe("A's players in the team form of event B's manager", () => {
  type Stranger = { id: number; name: string; phone: string; email: string; birthDate: string; teams: number };
  let stranger: Stranger;
  let admin: string;
  const teamRows = (playerId: number) => row<{ n: number }>("select count(*) as n from team_players where player_id = ?", playerId).n;
  const rosterOf = (teamId: number) => {
    const db = database();
    try {
      return db.prepare("select player_id from team_players where team_id = ? order by id").all(teamId);
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    // A man on one of A's teams only: B's category is men's singles, so only visibility can refuse him there.
    const found = row<{ id: number; name: string; phone: string; email: string; birthDate: string }>(
      `select p.id, p.name, p.phone, p.email, p.birth_date as birthDate from players p
       where p.gender = 'male' and p.phone is not null and p.email is not null
         and exists (select 1 from team_players tp join teams t on t.id = tp.team_id where tp.player_id = p.id and t.event_id = ?)
         and not exists (select 1 from team_players tp join teams t on t.id = tp.team_id where tp.player_id = p.id and t.event_id <> ?)
       order by p.id limit 1`,
      a.eventId,
      a.eventId,
    );
    stranger = { ...found, teams: teamRows(found.id) };
    admin = (await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password)).cookie;
  });

  const draft = (extra: Record<string, string>) => `?${new URLSearchParams({ draft: "1", eventId: String(b.eventId), eventCategoryId: String(b.categoryId), ...extra })}`;

  // A part of each, so the search box's own echo of the query never holds the full name.
  const searches: Record<string, (player: Stranger) => string> = {
    name: (player) => player.name.slice(0, -1),
    "phone substring": (player) => player.phone.replace(/\D/g, "").slice(4, 11),
    "e-mail substring": (player) => player.email.split("@")[0]!.slice(1),
  };

  it.each(Object.keys(searches))("finds none of them in the roster search by %s, where an admin does", async (by) => {
    const playerQ = searches[by]!(stranger);
    for (const address of [
      `/add-team${draft({ playerQ })}`,
      `/add-team.data${draft({ playerQ })}`,
      `/edit-team/${b.teamIds[1]}${draft({ playerQ })}`,
      `/edit-team/${b.teamIds[1]}.data${draft({ playerQ })}`,
    ]) {
      const asManager = await get(address, managerB);
      expect(asManager.status, address).toBe(200);
      expect(await asManager.text(), address).not.toContain(stranger.name);
      expect(await (await get(address, admin)).text(), `admin: ${address}`).toContain(stranger.name);
    }
  });

  it("shows none of them in the draft preview of picked players", async () => {
    for (const address of [
      `/add-team${draft({ playerIds: String(stranger.id) })}`,
      `/add-team.data${draft({ playerIds: String(stranger.id) })}`,
      `/edit-team/${b.teamIds[1]}${draft({ playerIds: String(stranger.id) })}`,
      `/edit-team/${b.teamIds[1]}.data${draft({ playerIds: String(stranger.id) })}`,
    ]) {
      const response = await get(address, managerB);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).not.toContain(stranger.name);
      expect(await (await get(address, admin)).text(), `admin: ${address}`).toContain(stranger.name);
    }
  });

  it("refuses them on a team, as document and .data posts, keeps what was typed, writes nothing and leaves their edit page closed", async () => {
    const roster = rosterOf(b.teamIds[1]);
    const typed = { eventId: String(b.eventId), eventCategoryId: String(b.categoryId), name: "Tim Curian", club: "Klub Ketikan", status: "registered", playerIds: String(stranger.id) };
    for (const address of ["/add-team", "/add-team.data", `/edit-team/${b.teamIds[1]}`, `/edit-team/${b.teamIds[1]}.data`]) {
      const response = await post(address, managerB, typed);
      expect(response.status, address).toBe(400);
      const body = await response.text();
      // The page speaks the user's language; a .data answer carries the key the browser translates.
      expect(body, address).toContain(address.endsWith(".data") ? "teams.errors.unknownPlayer" : "Ada pemain yang tidak lagi tersedia");
      expect(body, address).toContain("Tim Curian");
      expect(body, address).toContain("Klub Ketikan");
      expect(body, address).not.toContain(stranger.name);
    }
    expect(row<{ n: number }>("select count(*) as n from teams where name = 'Tim Curian'").n).toBe(0);
    expect(rosterOf(b.teamIds[1])).toEqual(roster);
    expect(teamRows(stranger.id)).toBe(stranger.teams);
    // So their contact details stay closed to B, and a rename cannot reach A's public pages.
    for (const address of [`/edit-player/${stranger.id}`, `/edit-player/${stranger.id}.data`]) {
      expect((await get(address, managerB)).status, address).toBe(404);
      expect((await post(address, managerB, { name: "Nama Curian", gender: "male", birthDate: "1990-01-01" })).status, address).toBe(404);
    }
    expect(row<{ name: string; phone: string }>("select name, phone from players where id = ?", stranger.id)).toEqual({ name: stranger.name, phone: stranger.phone });
  });

  it("counts them, without naming or linking them, as duplicates of a player B's manager adds", async () => {
    const named = () => row<{ n: number }>("select count(*) as n from players where name = ?", stranger.name).n;
    const before = named();
    const typed = { name: stranger.name, gender: "male", birthDate: stranger.birthDate };
    const asManager = await post("/add-player", managerB, typed);
    expect(asManager.status).toBe(400);
    const body = await asManager.text();
    expect(body).toContain("Pemain dengan nama dan tanggal lahir ini sudah ada");
    expect(body).not.toContain(`/edit-player/${stranger.id}"`);
    expect(body).toContain("1 pemain di tim event lain");
    const asAdmin = await post("/add-player", admin, typed);
    expect(asAdmin.status).toBe(400);
    expect(await asAdmin.text()).toContain(`/edit-player/${stranger.id}"`);
    expect(named()).toBe(before);
  });
});

describe("mass assignment", () => {
  it("keeps a team in its event, and another team untouched, when the post names them", async () => {
    const saved = await post(`/edit-team/${b.teamIds[0]}`, managerB, {
      id: String(a.teamId),
      eventId: String(b.eventId),
      eventCategoryId: String(b.categoryId),
      name: "Tim Pindahan",
      status: "registered",
      playerIds: String(b.playerId),
    });
    expect(saved.status).toBe(302);
    expect(row("select event_id, name from teams where id = ?", b.teamIds[0])).toEqual({ event_id: b.eventId, name: "Tim Pindahan" });
    expect(row<{ name: string; event_id: number }>("select name, event_id from teams where id = ?", a.teamId)).toEqual({ name: a.teamName, event_id: a.eventId });
    // A posted event id is not the form's to change: the team is saved where it is.
    const renamed = await post(`/edit-team/${b.teamIds[0]}`, managerB, {
      eventId: String(a.eventId),
      eventCategoryId: String(b.categoryId),
      name: "Tim Pindahan",
      status: "registered",
      playerIds: String(b.playerId),
    });
    expect(renamed.status).toBe(302);
    expect(row("select event_id from teams where id = ?", b.teamIds[0])).toEqual({ event_id: b.eventId });
    // Moving it into one of A's categories is refused and changes nothing.
    for (const form of [
      { eventId: String(a.eventId), eventCategoryId: String(a.categoryId) },
      { eventId: String(b.eventId), eventCategoryId: String(a.categoryId) },
    ]) {
      const moved = await post(`/edit-team/${b.teamIds[0]}`, managerB, { ...form, name: "Tim Pindahan", status: "registered", playerIds: String(b.playerId) });
      expect(moved.status, JSON.stringify(form)).toBe(400);
    }
    expect(row("select event_id, event_category_id from teams where id = ?", b.teamIds[0])).toEqual({ event_id: b.eventId, event_category_id: b.categoryId });
  });

  it("ignores role, active and id fields posted to the account form", async () => {
    const before = row<{ role: string; email: string }>("select role, email from users where id = ?", b.manager.id);
    const response = await post("/account", managerB, { intent: "profile", name: "Manager Baru", email: b.manager.email, role: "admin", active: "1", id: "1" });
    expect(response.status).toBeLessThan(400);
    expect(row<{ role: string; name: string; email: string }>("select role, name, email from users where id = ?", b.manager.id)).toEqual({ ...before, name: "Manager Baru" });
    expect(row<{ name: string }>("select name from users where id = 1").name).not.toBe("Manager Baru");
    expect((await get("/list-user", managerB)).headers.get("location")).toBe("/match-progress");
  });

  it("derives a match's winner and event from the score, whatever the post says", async () => {
    const version = row<{ version: number }>("select version from matches where id = ?", b.matchId).version;
    const response = await post(`/match-progress/matches/${b.matchId}`, managerB, {
      status: "finished",
      version: String(version),
      "set-1-home": "6",
      "set-1-away": "2",
      "set-2-home": "6",
      "set-2-away": "3",
      winnerTeamId: String(b.teamIds[1]),
      eventId: String(a.eventId),
      homeTeamId: String(a.teamId),
    });
    expect(response.status).toBe(302);
    expect(row("select event_id, home_team_id, winner_team_id, status from matches where id = ?", b.matchId)).toEqual({
      event_id: b.eventId,
      home_team_id: b.teamIds[0],
      winner_team_id: b.teamIds[0],
      status: "finished",
    });
  });

  it("does not let managers A's session reach event B either", async () => {
    expect((await get(`/match-progress/matches/${b.matchId}`, managerA)).status).toBe(404);
  });
});
