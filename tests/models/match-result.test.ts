import { and, asc, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, gameCategories, eventCategories, groups, matches, matchSets, matchStatistics, matchStatValues } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { livePublisher } from "~/live/publisher.server";
import { saveMatchResult, saveMatchStatistics, type ResultInput } from "~/models/competition/match-result.server";
import { findGroupTable } from "~/models/public/public-standings.server";
import { prepareDatabase } from "~/seed/prepare.server";

beforeAll(async () => {
  process.env.ADMIN_PASSWORD = "match-tests-admin-password";
  await prepareDatabase();
}, 60_000);

const result = (partial: Partial<ResultInput>): ResultInput => ({ status: "finished", sets: [], goals: null, present: null, retired: null, ...partial });
const db = () => getDb();
const matchById = (id: number) => db().select().from(matches).where(eq(matches.id, id)).get()!;
const s = (home: number, away: number) => ({ home, away });

function liveMatch() {
  return db().select().from(matches).where(eq(matches.status, "live")).get()!;
}

describe("saving a result", () => {
  it("derives the winner from valid padel sets, stores sets, bumps versions, audits and publishes", () => {
    const match = liveMatch();
    const event = db().select().from(events).where(eq(events.id, match.eventId)).get()!;
    const heard: number[] = [];
    const unsubscribe = livePublisher().subscribe(match.eventId, (message) => heard.push(message.version));
    const saved = saveMatchResult(
      match.id,
      result({
        sets: [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 7, away: 6 },
        ],
      }),
      { userId: 1, expectedVersion: match.version },
    );
    unsubscribe();
    expect(saved).toEqual({ ok: true, version: match.version + 1, winnerTeamId: match.homeTeamId, ended: true });
    const after = matchById(match.id);
    expect(after).toMatchObject({ status: "finished", homeScore: 2, awayScore: 1, winnerTeamId: match.homeTeamId });
    expect(after.finishedAt).toBeInstanceOf(Date);
    expect(
      db()
        .select()
        .from(matchSets)
        .where(eq(matchSets.matchId, match.id))
        .orderBy(asc(matchSets.setNo))
        .all()
        .map((s) => [s.home, s.away]),
    ).toEqual([
      [6, 4],
      [3, 6],
      [7, 6],
    ]);
    // Each row the save writes raises the version: published once, as it stands after the save.
    const version = db().select().from(events).where(eq(events.id, match.eventId)).get()!.version;
    expect(version).toBeGreaterThan(event.version);
    expect(heard).toEqual([version]);
    expect(
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "match"), eq(auditLog.entityId, match.id)))
        .all(),
    ).toEqual([expect.objectContaining({ action: "score", userId: 1, eventId: match.eventId, summary: `${match.code}: finished 6-4 3-6 7-6` })]);
  });

  it("refuses a save based on an older version and leaves the match as it was", () => {
    const match = db().select().from(matches).where(eq(matches.status, "finished")).get()!;
    const stale = saveMatchResult(
      match.id,
      result({
        sets: [
          { home: 0, away: 6 },
          { home: 0, away: 6 },
        ],
      }),
      { userId: 1, expectedVersion: match.version - 1 },
    );
    expect(stale).toEqual({ ok: false, reason: "conflict", version: match.version });
    expect(matchById(match.id)).toEqual(match);
  });

  it("refuses impossible set scores with the rule that failed", () => {
    const match = db()
      .select()
      .from(matches)
      .where(and(ne(matches.status, "live"), eq(matches.stage, "group")))
      .get()!;
    const refused = saveMatchResult(
      match.id,
      result({
        sets: [
          { home: 6, away: 5 },
          { home: 8, away: 6 },
        ],
      }),
      { userId: 1, expectedVersion: match.version },
    );
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: [
        { code: "set.notFinished", params: { set: 1 } },
        { code: "set.invalid", params: { set: 2 } },
      ],
    });
    expect(matchById(match.id).version).toBe(match.version);
  });

  it("keeps a live score with a set under way, and gives a walkover the maximum score", () => {
    // Any group match will do, whatever the clock said when the demo was seeded.
    const match = db()
      .select()
      .from(matches)
      .where(and(ne(matches.status, "live"), eq(matches.stage, "group")))
      .all()
      .at(-1)!;
    const live = saveMatchResult(
      match.id,
      result({
        status: "live",
        sets: [
          { home: 6, away: 2 },
          { home: 3, away: 1 },
        ],
      }),
      { userId: 1, expectedVersion: match.version },
    );
    expect(live).toMatchObject({ ok: true, winnerTeamId: null });
    expect(matchById(match.id)).toMatchObject({ status: "live", homeScore: 1, awayScore: 0 });
    const walkover = saveMatchResult(match.id, result({ status: "walkover", present: "away" }), { userId: 1, expectedVersion: match.version + 1 });
    expect(walkover).toMatchObject({ ok: true, winnerTeamId: match.awayTeamId });
    expect(matchById(match.id)).toMatchObject({ status: "walkover", homeScore: 0, awayScore: 2 });
  });

  it("saves statistics of the sport only, with the same version check", () => {
    const match = db().select().from(matches).where(eq(matches.status, "finished")).get()!;
    const padelStat = db()
      .select()
      .from(matchStatistics)
      .innerJoin(gameCategories, eq(gameCategories.gameTypeId, matchStatistics.gameTypeId))
      .innerJoin(eventCategories, eq(eventCategories.gameCategoryId, gameCategories.id))
      .where(eq(eventCategories.id, match.eventCategoryId))
      .get()!.match_statistics;
    const otherStat = db().select().from(matchStatistics).where(ne(matchStatistics.gameTypeId, padelStat.gameTypeId!)).get()!;
    expect(saveMatchStatistics(match.id, [{ side: "home", statisticId: otherStat.id, value: 3 }], { userId: 1, expectedVersion: match.version })).toMatchObject({ ok: false, reason: "invalid" });
    expect(saveMatchStatistics(match.id, [{ side: "home", statisticId: padelStat.id, value: 1000 }], { userId: 1, expectedVersion: match.version })).toMatchObject({ ok: false, reason: "invalid" });
    expect(saveMatchStatistics(match.id, [{ side: "away", statisticId: padelStat.id, value: 11 }], { userId: 1, expectedVersion: match.version })).toMatchObject({ ok: true });
    const stored = db()
      .select()
      .from(matchStatValues)
      .where(and(eq(matchStatValues.matchId, match.id), eq(matchStatValues.teamId, match.awayTeamId!), eq(matchStatValues.statisticId, padelStat.id)))
      .get();
    expect(stored?.value).toBe(11);
  });
});

describe("the knockout follows the results", () => {
  it("fills the semi-finals from complete groups (also for the demo's groups played at seeding) and moves winners and losers on", () => {
    const sf = db().select().from(matches).where(eq(matches.code, "SF1")).get()!;
    const category = sf.eventCategoryId;
    // Play every remaining group match of the category: home wins 6-0 6-0.
    const pending = db()
      .select()
      .from(matches)
      .where(and(eq(matches.eventCategoryId, category), eq(matches.stage, "group")))
      .all()
      .filter((m) => !["finished", "walkover", "retired"].includes(m.status));
    for (const match of pending) {
      expect(
        saveMatchResult(
          match.id,
          result({
            sets: [
              { home: 6, away: 0 },
              { home: 6, away: 0 },
            ],
          }),
          { userId: 1, expectedVersion: match.version },
        ).ok,
      ).toBe(true);
    }
    const semis = db()
      .select()
      .from(matches)
      .where(and(eq(matches.eventCategoryId, category), eq(matches.stage, "sf")))
      .all();
    // Each place is the team the group table puts there, or still open when the rules leave it shared.
    const places = new Map<string, number | null>();
    for (const group of db().select().from(groups).where(eq(groups.eventCategoryId, category)).all()) {
      const table = findGroupTable(sf.eventId, group.id)!;
      expect(table.complete).toBe(true);
      for (const row of table.rows) if (row.rank !== null) places.set(`${row.rank}${group.name}`, row.shared ? null : row.teamId);
    }
    for (const semi of semis) {
      expect(semi.homeTeamId, `${semi.code} ${semi.homeSource}`).toBe(places.get(semi.homeSource!) ?? null);
      expect(semi.awayTeamId, `${semi.code} ${semi.awaySource}`).toBe(places.get(semi.awaySource!) ?? null);
    }
    const ready = semis.find((m) => m.homeTeamId !== null && m.awayTeamId !== null)!;
    expect(ready, "the demo's groups decide at least one semi-final").toBeDefined();
    const saved = saveMatchResult(
      ready.id,
      result({
        sets: [
          { home: 2, away: 6 },
          { home: 4, away: 6 },
        ],
      }),
      { userId: 1, expectedVersion: ready.version },
    );
    expect(saved).toMatchObject({ ok: true, winnerTeamId: ready.awayTeamId });
    const final = db()
      .select()
      .from(matches)
      .where(and(eq(matches.eventCategoryId, category), eq(matches.code, "F")))
      .get()!;
    const third = db()
      .select()
      .from(matches)
      .where(and(eq(matches.eventCategoryId, category), eq(matches.code, "3P")))
      .get()!;
    const side = final.homeSource === `W:${ready.code}` ? "homeTeamId" : "awayTeamId";
    expect(final[side]).toBe(ready.awayTeamId);
    const thirdSide = third.homeSource === `L:${ready.code}` ? "homeTeamId" : "awayTeamId";
    expect(third[thirdSide]).toBe(ready.homeTeamId);

    // Reopened (finished back to live, a set under way), the semi-final takes its winner and loser back out of the next matches.
    const resave = (status: ResultInput["status"], sets: ResultInput["sets"]) => saveMatchResult(ready.id, result({ status, sets }), { userId: 1, expectedVersion: matchById(ready.id).version });
    expect(resave("live", [s(2, 6), s(1, 0)])).toMatchObject({ ok: true, winnerTeamId: null });
    expect(matchById(final.id)[side]).toBeNull();
    expect(matchById(third.id)[thirdSide]).toBeNull();

    // Points in play leave them empty; the semi-final decided again fills them again.
    expect(resave("live", [s(2, 6), s(3, 0)]).ok).toBe(true);
    expect(matchById(final.id)[side]).toBeNull();
    expect(resave("finished", [s(6, 2), s(6, 3)])).toMatchObject({ ok: true, winnerTeamId: ready.homeTeamId });
    expect(matchById(final.id)[side]).toBe(ready.homeTeamId);
    expect(matchById(third.id)[thirdSide]).toBe(ready.awayTeamId);

    // A group match reopened makes its group incomplete again: the place it decided in the other semi-final is open once more.
    const otherSemi = semis.find((m) => m.id !== ready.id && m.homeTeamId !== null)!;
    const group = db()
      .select()
      .from(groups)
      .where(eq(groups.eventCategoryId, category))
      .all()
      .find((g) => otherSemi.homeSource === `1${g.name}` || otherSemi.homeSource === `2${g.name}`)!;
    const groupMatch = db().select().from(matches).where(eq(matches.groupId, group.id)).get()!;
    const groupReopened = saveMatchResult(groupMatch.id, result({ status: "live", sets: [s(6, 0), s(1, 1)] }), { userId: 1, expectedVersion: groupMatch.version });
    expect(groupReopened.ok).toBe(true);
    expect(matchById(otherSemi.id).homeTeamId).toBeNull();
  });
});
