import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, entries, entryPlayers, eventManagers, players, teamPlayers, teams, users } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { toSessionUser } from "~/models/accounts/user.server";
import { deleteTeam } from "~/models/competition/team.server";
import { deletePlayer } from "~/models/people/player.server";
import { decideEntries, entryList, promoteNext, saveWindow, updateEntryNotes } from "~/models/entries/entry-admin.server";
import { changeEntryContact, entrantOutlook, entryPlayersOf, openEntry, submitEntry, withdrawEntry, type EntrantInput } from "~/models/entries/entry.server";
import { categoryEntries, saveEntryWindow } from "~/models/entries/entry-window.server";
import { findEventVersion, findEventVersionById } from "~/models/public/public-events.server";
import { newCategory, prepareSchedule } from "./schedule-fixtures";
import { now as clockNow } from "~/clock.server";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
let categoryId: number;
const HOUR = 3_600_000;
const now = clockNow();

const player = (name: string, gender: EntrantInput["gender"], birthDate = "1990-04-12", phone = "+6281234500001"): EntrantInput => ({
  name,
  gender,
  birthDate,
  phone,
  email: null,
  club: "PB Senayan",
  cityId: null,
});
const pair = (a: string, b: string, gender: EntrantInput["gender"] = "male") => ({ eventCategoryId: categoryId, teamName: null, players: [player(a, gender), player(b, gender, "1991-05-13")] });

function entered(a: string, b: string) {
  const outcome = submitEntry(world.ligaB.id, pair(a, b), "203.0.113.7");
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome;
}

beforeAll(async () => {
  world = await prepareSchedule();
  categoryId = newCategory(world.ligaB.id, { type: "Padel", level: "Beginner", gender: "men" }, { teams: 0, prefix: "Entry" }).category.id;
  const opened = saveEntryWindow(
    world.ligaB.id,
    categoryId,
    // Promoted by hand: the window that promotes by itself has tests of its own below.
    {
      opensAt: new Date(now.getTime() - HOUR),
      closesAt: new Date(now.getTime() + 48 * HOUR),
      maxTeams: 2,
      waitingList: true,
      feeIdr: 350_000,
      note: "Bayar di meja panitia",
      publicList: true,
      autoPromote: false,
    },
    world.admin.id,
  );
  expect(opened.ok).toBe(true);
}, 60_000);

describe("the entry window", () => {
  it("is the event's own, closes after it opens and never has fewer places than teams", () => {
    const times = { opensAt: now, closesAt: new Date(now.getTime() + HOUR), maxTeams: 4, waitingList: false, feeIdr: 0, note: "", publicList: false, autoPromote: true };
    expect(saveEntryWindow(world.demo.id, categoryId, times, world.admin.id)).toEqual({ ok: false, missing: true });
    expect(saveEntryWindow(world.ligaB.id, categoryId, { ...times, closesAt: now }, world.admin.id)).toEqual({ ok: false, fieldErrors: { closesAt: ["entries.errors.closesBeforeOpens"] } });
    const demoCategory = getDb().select({ id: teams.eventCategoryId }).from(teams).where(eq(teams.eventId, world.demo.id)).get()!.id;
    const outcome = saveEntryWindow(world.demo.id, demoCategory, { ...times, maxTeams: 1 }, world.admin.id);
    expect(outcome.ok).toBe(false);
    expect(JSON.stringify(outcome)).toContain("entries.errors.fewerPlacesThanTeams");
  });
});

describe("the event's pages", () => {
  it("follow the latest opening or closing of its entry windows reached, which moves by the clock, not by a write", () => {
    const window = categoryEntries(world.ligaB.id, categoryId)!.window;
    const at = (instant: Date, delta: number) => instant.getTime() + delta;
    expect(findEventVersionById(world.ligaB.id, at(window.opensAt, -1))!.reachedBoundary).toBeNull();
    expect(findEventVersionById(world.ligaB.id, at(window.opensAt, 0))!.reachedBoundary).toBe(window.opensAt.getTime());
    expect(findEventVersion(world.ligaB.slug, at(window.closesAt, -1))!.reachedBoundary).toBe(window.opensAt.getTime());
    expect(findEventVersion(world.ligaB.slug, at(window.closesAt, 0))!.reachedBoundary).toBe(window.closesAt.getTime());
    expect(findEventVersionById(world.demo.id, at(window.closesAt, 0))!.reachedBoundary).toBeNull();
  });
});

describe("an entry", () => {
  it("is refused for a category not open, with players of the wrong gender, or one missing", () => {
    const demoCategory = getDb().select({ id: teams.eventCategoryId }).from(teams).where(eq(teams.eventId, world.demo.id)).get()!.id;
    expect(submitEntry(world.demo.id, { ...pair("Budi Santoso", "Andi Wijaya"), eventCategoryId: demoCategory }, "x")).toEqual({ ok: false, errors: { eventCategoryId: ["entries.errors.notOpen"] } });
    expect(submitEntry(world.demo.id, pair("Budi Santoso", "Andi Wijaya"), "x")).toEqual({ ok: false, errors: { eventCategoryId: ["entries.errors.notOpen"] } });
    const wrongGender = submitEntry(world.ligaB.id, { eventCategoryId: categoryId, teamName: null, players: [player("Budi Santoso", "male"), player("Sari Dewi", "female", "1993-01-01")] }, "x");
    expect(wrongGender).toEqual({ ok: false, errors: { players: ["teams.errors.menOnly"] } });
    const alone = submitEntry(world.ligaB.id, { eventCategoryId: categoryId, teamName: null, players: [player("Budi Santoso", "male")] }, "x");
    expect(alone).toEqual({ ok: false, errors: { players: ["teams.errors.rosterExactly?count=2"] } });
    expect(submitEntry(world.ligaB.id, pair("Budi Santoso", "Andi Wijaya"), "x", new Date(now.getTime() + 49 * HOUR))).toEqual({ ok: false, errors: { eventCategoryId: ["entries.errors.notOpen"] } });
  });

  it("keeps only the secret's hash, links a known player and refuses the same player twice", () => {
    const known = getDb().insert(players).values({ name: "Rudi Hartono", gender: "male", birthDate: "1990-04-12" }).returning().get();
    const { entry, secret } = entered("rudi  hartono", "Eko Prasetyo");
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(getDb().select().from(entries).where(eq(entries.id, entry.id)).get())).not.toContain(secret);
    expect(openEntry(secret)?.entry.id).toBe(entry.id);
    expect(openEntry("x".repeat(43))).toBeNull();
    const linked = getDb().select().from(entryPlayers).where(eq(entryPlayers.entryId, entry.id)).all();
    expect(linked.map((p) => p.playerId)).toEqual([known.id, null]);
    const again = submitEntry(world.ligaB.id, pair("Rudi Hartono", "Joko Susilo"), "x");
    expect(again).toEqual({ ok: false, errors: { "players.0.name": ["entries.errors.alreadyEntered?player=Rudi+Hartono"] } });
  });
});

describe("staff", () => {
  it("accept into places, then the waiting line; teams and players are made as staff would make them", () => {
    const second = entered("Agus Salim", "Dedi Kurnia");
    const third = entered("Hadi Purnomo", "Iwan Setiawan");
    const first = entryList(world.ligaB.id, categoryId, "pending")[0]!;
    const { decisions } = decideEntries(world.ligaB.id, [third.entry.id, first.id, second.entry.id], "accepted", world.manager);
    expect(decisions).toEqual([
      { id: first.id, ok: true, status: "accepted" },
      { id: second.entry.id, ok: true, status: "accepted" },
      { id: third.entry.id, ok: true, status: "waiting" },
    ]);
    const made = getDb().select().from(teams).where(eq(teams.eventCategoryId, categoryId)).all();
    expect(made.map((t) => t.name).sort()).toEqual(["Hartono / Prasetyo", "Salim / Kurnia"]);
    // The known player is the team's, not a copy.
    const rudi = getDb().select().from(players).where(eq(players.name, "Rudi Hartono")).all();
    expect(rudi).toHaveLength(1);
    expect(getDb().select().from(teamPlayers).where(eq(teamPlayers.playerId, rudi[0]!.id)).all()).toHaveLength(1);
    expect(categoryEntries(world.ligaB.id, categoryId)).toMatchObject({ places: 0, waiting: 1 });
    expect(promoteNext(world.ligaB.id, categoryId, world.manager)).toEqual({ id: third.entry.id, ok: false, error: "entries.errors.full" });
  });

  it("promote the waiting line once an accepted entry is withdrawn through its link", () => {
    const withdrawing = entered("Wawan Hidayat", "Yusuf Maulana");
    expect(decideEntries(world.ligaB.id, [withdrawing.entry.id], "accepted", world.admin).decisions).toEqual([{ id: withdrawing.entry.id, ok: true, status: "waiting" }]);
    const accepted = entryList(world.ligaB.id, categoryId, "accepted")[0]!;
    const contact = [
      { phone: "+6281299990000", email: "rudi@example.com" },
      { phone: "+6281299990001", email: null },
    ];
    expect(changeEntryContact("x".repeat(43), contact)).toEqual({ ok: false, error: "missing" });
    const secretOf = submitEntry(world.ligaB.id, pair("Tono Sugiarto", "Ujang Permana"), "x");
    if (!secretOf.ok) throw new Error("entry refused");
    expect(changeEntryContact(secretOf.secret, contact)).toEqual({ ok: true });
    expect(withdrawEntry(secretOf.secret, new Date(now.getTime() + 49 * HOUR))).toEqual({ ok: false, error: "closed" });
    expect(withdrawEntry(secretOf.secret)).toEqual({ ok: true });
    expect(withdrawEntry(secretOf.secret)).toEqual({ ok: false, error: "closed" });

    // Staff withdraw an accepted entry: its team is withdrawn, its place goes to the first in line.
    // Promoted by hand: the freed place waits for staff.
    expect(decideEntries(world.ligaB.id, [accepted.id], "withdrawn", world.admin)).toEqual({ decisions: [{ id: accepted.id, ok: true, status: "withdrawn" }], promoted: [] });
    expect(getDb().select().from(teams).where(eq(teams.id, accepted.teamId!)).get()!.status).toBe("withdrawn");
    const waitingFirst = entryList(world.ligaB.id, categoryId, "waiting")[0]!;
    expect(promoteNext(world.ligaB.id, categoryId, world.admin)).toEqual({ id: waitingFirst.id, ok: true, status: "accepted" });
  });

  it("see and change only their event's entries", () => {
    const any = entryList(world.ligaB.id, categoryId, null)[0]!;
    expect(entryList(world.demo.id, categoryId, null)).toEqual([]);
    expect(decideEntries(world.demo.id, [any.id], "rejected", world.admin).decisions).toEqual([{ id: any.id, ok: false, error: "list.notFound" }]);
    expect(updateEntryNotes(world.demo.id, any.id, { paid: true, paidNote: "", message: "" }, world.admin.id)).toBe(false);
    expect(updateEntryNotes(world.ligaB.id, any.id, { paid: true, paidNote: "Transfer BCA", message: "Sampai jumpa" }, world.admin.id)).toBe(true);
    expect(getDb().select().from(entries).where(eq(entries.id, any.id)).get()).toMatchObject({ paid: true, paidNote: "Transfer BCA", message: "Sampai jumpa" });
    expect(
      getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "entry"), eq(auditLog.entityId, any.id)))
        .all().length,
    ).toBeGreaterThan(1);
  });

  it("keep an entry's team and unlink a deleted player instead of failing on the entry that names them", () => {
    const accepted = entryList(world.ligaB.id, categoryId, "accepted")[0]!;
    expect(deleteTeam(accepted.teamId!, world.admin.id)).toEqual({ ok: false, error: "entries.errors.teamFromEntry" });
    const loner = getDb().insert(players).values({ name: "Lukas Wibowo", gender: "male", birthDate: "1990-04-12" }).returning().get();
    const { entry } = entered("Lukas Wibowo", "Made Ariana");
    expect(deletePlayer(loner.id, world.admin)).toMatchObject({ ok: true });
    expect(
      getDb()
        .select()
        .from(entryPlayers)
        .where(eq(entryPlayers.entryId, entry.id))
        .all()
        .map((p) => p.playerId),
    ).toEqual([null, null]);
  });

  it("let a manager accept an entrant who plays on another event's team into a team of their own event", () => {
    const db = getDb();
    const managerB = toSessionUser(db.insert(users).values({ name: "Manajer Liga B", email: "manager-liga-b@laga.local", passwordHash: "-", role: "event" }).returning().get());
    db.insert(eventManagers).values({ userId: managerB.id, eventId: world.ligaB.id }).run();
    const demoPlayer = db
      .select({ id: players.id, name: players.name, birthDate: players.birthDate })
      .from(players)
      .innerJoin(teamPlayers, eq(teamPlayers.playerId, players.id))
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(teams.eventId, world.demo.id), eq(players.gender, "male")))
      .get()!;
    const open = newCategory(world.ligaB.id, { type: "Padel", level: "Advanced", gender: "men" }, { teams: 0, prefix: "Lintas" }).category.id;
    const window = { opensAt: new Date(now.getTime() - HOUR), closesAt: new Date(now.getTime() + HOUR), maxTeams: 4, waitingList: false, feeIdr: 0, note: "", publicList: false, autoPromote: true };
    expect(saveEntryWindow(world.ligaB.id, open, window, managerB.id).ok).toBe(true);
    const birthDate = demoPlayer.birthDate ?? "1990-04-12";
    if (!demoPlayer.birthDate) db.update(players).set({ birthDate }).where(eq(players.id, demoPlayer.id)).run();
    const sent = submitEntry(
      world.ligaB.id,
      { eventCategoryId: open, teamName: null, players: [player(demoPlayer.name, "male", birthDate), player("Rendra Lintas", "male", "1992-02-02")] },
      "203.0.113.9",
    );
    if (!sent.ok) throw new Error(JSON.stringify(sent.errors));
    expect(entryPlayersOf([sent.entry.id])[0]!.playerId).toBe(demoPlayer.id);

    expect(decideEntries(world.ligaB.id, [sent.entry.id], "accepted", managerB).decisions).toEqual([{ id: sent.entry.id, ok: true, status: "accepted" }]);
    const teamId = db.select({ teamId: entries.teamId }).from(entries).where(eq(entries.id, sent.entry.id)).get()!.teamId!;
    expect(
      db
        .select({ playerId: teamPlayers.playerId })
        .from(teamPlayers)
        .where(eq(teamPlayers.teamId, teamId))
        .all()
        .map((row) => row.playerId),
    ).toContain(demoPlayer.id);
  });
});

describe("a window that promotes by itself (the default)", () => {
  let auto: number;
  const secrets = new Map<number, string>();
  const enterAuto = (a: string, b: string) => {
    const outcome = submitEntry(world.ligaB.id, { eventCategoryId: auto, teamName: null, players: [player(a, "male"), player(b, "male", "1991-05-13")] }, "203.0.113.8");
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    secrets.set(outcome.entry.id, outcome.secret);
    return outcome;
  };
  const statusOf = (id: number) => getDb().select({ status: entries.status }).from(entries).where(eq(entries.id, id)).get()!.status;

  beforeAll(() => {
    auto = newCategory(world.ligaB.id, { type: "Padel", level: "Intermediate", gender: "men" }, { teams: 0, prefix: "Otomatis" }).category.id;
    const window = {
      opensAt: new Date(now.getTime() - HOUR),
      closesAt: new Date(now.getTime() + 48 * HOUR),
      maxTeams: 2,
      waitingList: true,
      feeIdr: 0,
      note: "",
      publicList: false,
      autoPromote: true,
    };
    expect(saveEntryWindow(world.ligaB.id, auto, window, world.admin.id).ok).toBe(true);
  });

  it("tells an entrant the places left less the entries pending, and staff the places they can still accept into", () => {
    const first = enterAuto("Fajar Nugroho", "Gilang Ramadhan");
    expect(categoryEntries(world.ligaB.id, auto)).toMatchObject({ places: 1, free: 2, pending: 1, waiting: 0 });
    enterAuto("Hendra Gunawan", "Indra Lesmana");
    expect(categoryEntries(world.ligaB.id, auto)).toMatchObject({ places: 0, free: 2, pending: 2 });
    // Rejecting a pending entry gives its place back to the count.
    decideEntries(world.ligaB.id, [first.entry.id], "rejected", world.admin);
    expect(categoryEntries(world.ligaB.id, auto)).toMatchObject({ places: 1, free: 2, pending: 1 });
    decideEntries(world.ligaB.id, [first.entry.id], "pending", world.admin);
  });

  it("says how many of a bulk acceptance took a place and how many went to the waiting list, and where each waits", () => {
    const more = [enterAuto("Joko Anwar", "Kevin Sanjaya"), enterAuto("Lukman Hakim", "Marcus Gideon"), enterAuto("Nanda Putra", "Oka Mahendra")];
    const pending = entryList(world.ligaB.id, auto, "pending").map((entry) => entry.id);
    const { decisions, promoted } = decideEntries(world.ligaB.id, pending, "accepted", world.admin);
    expect(decisions.map((d) => (d.ok ? d.status : d.error))).toEqual(["accepted", "accepted", "waiting", "waiting", "waiting"]);
    expect(promoted).toEqual([]);
    expect(more.map(({ secret }) => entrantOutlook(openEntry(secret)!.entry))).toEqual([
      { autoPromote: true, waiting: 3, position: 1 },
      { autoPromote: true, waiting: 3, position: 2 },
      { autoPromote: true, waiting: 3, position: 3 },
    ]);
  });

  it("gives a place an entrant withdraws at once to the first in line who can take it, in the waiting list's name", () => {
    const accepted = entryList(world.ligaB.id, auto, "accepted");
    const [blocked, next, last] = entryList(world.ligaB.id, auto, "waiting");
    // The first in line cannot take a place: one of its players meanwhile joined the category on another team.
    const person = blocked!.players[0]!;
    const db = getDb();
    const registered = db.insert(players).values({ name: person.name, gender: "male", birthDate: person.birthDate }).returning().get();
    const elsewhere = db.insert(teams).values({ eventId: world.ligaB.id, eventCategoryId: auto, name: "Tim Lain", status: "withdrawn" }).returning().get();
    db.insert(teamPlayers).values({ teamId: elsewhere.id, playerId: registered.id, eventCategoryId: auto }).run();

    expect(withdrawEntry(secrets.get(accepted[0]!.id)!)).toEqual({ ok: true });
    expect([statusOf(accepted[0]!.id), statusOf(blocked!.id), statusOf(next!.id), statusOf(last!.id)]).toEqual(["withdrawn", "waiting", "accepted", "waiting"]);
    const history = db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "entry"), eq(auditLog.entityId, next!.id)))
      .all()
      .at(-1)!;
    expect(history).toMatchObject({ userId: null, actor: "waiting list", summary: "waiting → accepted (a place freed)" });
    const team = db
      .select()
      .from(teams)
      .where(eq(teams.id, db.select().from(entries).where(eq(entries.id, next!.id)).get()!.teamId!))
      .get()!;
    expect(team.status).toBe("registered");
    expect(
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "team"), eq(auditLog.entityId, team.id)))
        .get(),
    ).toMatchObject({ userId: null, actor: "waiting list" });
    expect(categoryEntries(world.ligaB.id, auto)).toMatchObject({ free: 0, waiting: 2 });

    // Staff withdraw an accepted entry: the answer names who moved up and who could not.
    const { promoted } = decideEntries(world.ligaB.id, [accepted[1]!.id], "withdrawn", world.manager);
    expect(promoted).toEqual([
      { id: blocked!.id, ok: false, error: expect.stringContaining("teams.errors.playerTaken") },
      { id: last!.id, ok: true },
    ]);
    expect(statusOf(last!.id)).toBe("accepted");
  });

  it("moves nobody up while staff promote by hand, and the line once they turn it on", () => {
    const window = categoryEntries(world.ligaB.id, auto)!.window;
    const manual = { ...window, maxTeams: 3, note: window.note, autoPromote: false };
    expect(saveWindow(world.ligaB.id, auto, manual, world.admin)).toMatchObject({ ok: true, promoted: [] });
    const waiting = entryList(world.ligaB.id, auto, "waiting");
    expect(waiting).toHaveLength(1);
    expect(saveWindow(world.ligaB.id, auto, { ...manual, autoPromote: true }, world.admin)).toMatchObject({
      ok: true,
      promoted: [{ id: waiting[0]!.id, ok: false, error: expect.stringContaining("teams.errors.playerTaken") }],
    });
  });
});
