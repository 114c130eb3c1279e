import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryRounds, eventCategories, matches, matchSets, matchSides, players, roundByes, teamPlayers } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pairKey } from "~/domain/formats/pairs";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { findPointState, scorePoint, startScoring, type Scorer } from "~/models/competition/point-scoring.server";
import { planKey, planNextRounds, saveNextRounds, type RoundPlan } from "~/models/formats/round-making.server";
import { findRoundCategory, madeRounds } from "~/models/formats/round-play.server";
import { saveRoundSettings } from "~/models/formats/round-settings.server";
import { findTeamCategory } from "~/models/events/team-category.server";
import { drawSetting } from "~/models/competition/group-draw.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { findEventById } from "~/models/events/event.server";
import { readEventFacts } from "~/models/planning/event-facts.server";
import { readEventDay } from "~/models/desk/event-day.server";
import { categoryKey, eventPlanInput } from "~/models/planning/plan-input.server";
import { matchRows } from "~/models/public/public-matches.server";
import { publicRounds } from "~/models/public/public-rounds.server";
import { now } from "~/clock.server";
import { newCategory, newGroup, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;

beforeAll(async () => {
  world = await prepareSchedule();
}, 60_000);

type Level = "Beginner" | "Intermediate" | "Advanced" | "Professional";

/** A fresh category of Liga B (padel unless said) in a round format, with `count` entrants (players alone, or teams). */
function roundCategory(level: Level, gender: "men" | "women" | "mixed", format: "americano" | "mexicano" | "swiss", settings: Record<string, unknown>, count: number, type = "Padel") {
  const { category, teamIds } = newCategory(world.ligaB.id, { type, level, gender }, { teams: count, prefix: `${format}-${level}-${gender}`, format, seed: (i) => i + 1 });
  getDb().update(eventCategories).set({ formatSettings: settings }).where(eq(eventCategories.id, category.id)).run();
  return { categoryId: category.id, ids: teamIds };
}

function planOf(categoryId: number, drawNumber: number | null): RoundPlan {
  const planned = planNextRounds(categoryId, drawNumber);
  if (!planned.ok) throw new Error(planned.problems.join("; "));
  return planned.plan;
}

/** Plans and saves the next round(s) as staff do: the preview, then exactly it. */
function makeRounds(categoryId: number, drawNumber: number | null = null) {
  const plan = planOf(categoryId, drawNumber);
  const saved = saveNextRounds(categoryId, drawNumber, planKey(plan), world.admin.id);
  if (!saved.ok) throw new Error(saved.problems.join("; "));
  return plan;
}

/** What is stored for the category's rounds, in the plan's shape. */
function storedPlan(categoryId: number): RoundPlan["rounds"] {
  return madeRounds(categoryId).map((round) => ({
    round: round.round,
    matches: round.matches.map((match) => ({ home: match.sides.home.map((e) => e.teamId), away: match.sides.away.map((e) => e.teamId) })),
    byes: round.byes.map((bye) => bye.id),
  }));
}

const rowsOf = (categoryId: number) => getDb().select().from(matches).where(eq(matches.eventCategoryId, categoryId)).orderBy(asc(matches.id)).all();

/** Staff type each match of the category's last round: `home`-`total - home` points, or (total 0, Swiss) 6-0 6-0 to the home team. */
function playLastRound(categoryId: number, total: number, score: (index: number) => number) {
  const round = madeRounds(categoryId).at(-1)!;
  round.matches.forEach((match, index) => {
    const version = getDb().select({ version: matches.version }).from(matches).where(eq(matches.id, match.id)).get()!.version;
    const home = score(index);
    const sets =
      total === 0
        ? [
            { home: 6, away: 0 },
            { home: 6, away: 0 },
          ]
        : [{ home, away: total - home }];
    const saved = saveMatchResult(match.id, { status: "finished", sets, goals: null, present: null, retired: null }, { userId: world.admin.id, expectedVersion: version });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
  });
}

describe("Americano in the product", () => {
  it("makes the whole schedule of 12 players on 3 courts as previewed: 11 rounds in which everyone partners everyone once and meets everyone twice", () => {
    const { categoryId, ids } = roundCategory("Beginner", "men", "americano", { total: 24 }, 12);
    const plan = makeRounds(categoryId, 4242);
    expect(plan.rounds).toHaveLength(11);
    expect(storedPlan(categoryId)).toEqual(plan.rounds);
    const rows = rowsOf(categoryId);
    expect(rows).toHaveLength(33);
    // Ordinary matches for the planner: no teams named, no court or time yet, a code per round and court.
    expect(rows.every((row) => row.homeTeamId === null && row.awayTeamId === null && row.court === null && row.scheduledAt === null && row.stage === "group" && row.groupId === null)).toBe(true);
    expect(rows[0]!.code).toBe("R1-1");
    const partners = new Map<string, number>();
    const opponents = new Map<string, number>();
    for (const round of plan.rounds) {
      for (const match of round.matches) {
        for (const side of [match.home, match.away]) partners.set(pairKey(side[0]!, side[1]!), (partners.get(pairKey(side[0]!, side[1]!)) ?? 0) + 1);
        for (const a of match.home) for (const b of match.away) opponents.set(pairKey(a, b), (opponents.get(pairKey(a, b)) ?? 0) + 1);
      }
    }
    expect(partners.size).toBe((12 * 11) / 2);
    expect([...partners.values()].every((n) => n === 1)).toBe(true);
    expect([...opponents.values()].every((n) => n === 2)).toBe(true);
    expect(new Set(plan.rounds.flatMap((r) => r.matches.flatMap((m) => [...m.home, ...m.away])))).toEqual(new Set(ids));
    // The draw number is kept with the rounds, and the schedule is not made twice.
    expect(
      getDb()
        .select({ drawNumber: categoryRounds.drawNumber })
        .from(categoryRounds)
        .where(eq(categoryRounds.eventCategoryId, categoryId))
        .all()
        .every((r) => r.drawNumber === 4242),
    ).toBe(true);
    expect(planNextRounds(categoryId, 4242)).toEqual({ ok: false, problems: ["rounds.errors.allMade?rounds=11"] });
  });

  it("writes nothing when the plan sent back is not the one the rules make now", () => {
    const { categoryId } = roundCategory("Beginner", "women", "americano", {}, 9);
    const plan = planOf(categoryId, 7);
    const other = planOf(categoryId, 8);
    expect(planKey(other)).not.toBe(planKey(plan));
    expect(saveNextRounds(categoryId, 8, planKey(plan), world.admin.id)).toEqual({ ok: false, problems: ["rounds.errors.previewChanged"] });
    expect(rowsOf(categoryId)).toHaveLength(0);
    // 9 players on 2 courts: one sits out each round, in turn.
    makeRounds(categoryId, 7);
    const sitOuts = getDb().select({ teamId: roundByes.teamId }).from(roundByes).where(eq(roundByes.eventCategoryId, categoryId)).all();
    const times = new Map<number, number>();
    for (const { teamId } of sitOuts) times.set(teamId, (times.get(teamId) ?? 0) + 1);
    expect(Math.max(...times.values()) - Math.min(...times.values())).toBeLessThanOrEqual(1);
  });

  it("takes each player alone as an entrant of padel, a sport of two a side, and draws no groups", () => {
    const { categoryId } = roundCategory("Intermediate", "men", "americano", {}, 3);
    expect(findTeamCategory(categoryId)?.playersPerSide).toBe(1);
    // Nor are its players drawn into groups: the category plays in rounds.
    const category = scopeCategories(world.ligaB.id).find((c) => c.id === categoryId)!;
    expect(drawSetting(category).errors).toEqual(["groupsAdmin.errors.roundsOnly"]);
  });

  it("gives the event planner both players of each side, so no player is planned on two courts at once", () => {
    const { categoryId } = roundCategory("Professional", "mixed", "americano", {}, 8);
    makeRounds(categoryId, 12);
    const facts = readEventFacts(findEventById(world.ligaB.id)!);
    const { input, plannable } = eventPlanInput(facts, { days: [], categoryIds: [categoryId] }, null);
    const round = madeRounds(categoryId)[0]!;
    for (const match of round.matches) {
      expect(plannable.has(String(match.id))).toBe(true);
      const planned = input.matches.find((m) => m.key === String(match.id))!;
      // Teams without a roster stand as one person each: the negated team id.
      expect(planned.sides).toEqual([match.sides.home.map((e) => -e.teamId), match.sides.away.map((e) => -e.teamId)]);
    }
  });

  it("plans a match to a total for the minutes that total takes, not the sport's whole match, unless staff set the category's own", () => {
    const { categoryId } = roundCategory("Intermediate", "men", "americano", {}, 8, "Tennis");
    makeRounds(categoryId, 5);
    const minutesPlanned = () => {
      const { input } = eventPlanInput(readEventFacts(findEventById(world.ligaB.id)!), { days: [], categoryIds: [categoryId] }, null);
      return new Set(input.matches.filter((m) => m.category === categoryKey(categoryId)).map((m) => m.minutes));
    };
    // Tennis's match is an hour and a quarter; 21 points (the default total) take about 20 minutes, 32 about half an hour.
    expect(minutesPlanned()).toEqual(new Set([20]));
    getDb()
      .update(eventCategories)
      .set({ formatSettings: { total: 32 } })
      .where(eq(eventCategories.id, categoryId))
      .run();
    expect(minutesPlanned()).toEqual(new Set([30]));
    getDb().update(eventCategories).set({ matchMinutes: 25 }).where(eq(eventCategories.id, categoryId)).run();
    expect(minutesPlanned()).toEqual(new Set([25]));
  });

  it("gives the desk both players of each side, named as a pair", () => {
    const { categoryId, ids } = roundCategory("Advanced", "mixed", "americano", {}, 4);
    const db = getDb();
    const playerOf = new Map(
      ids.map((teamId, i) => {
        const player = db
          .insert(players)
          .values({ name: `Pemain Meja ${i + 1}`, gender: "male" })
          .returning()
          .get();
        db.insert(teamPlayers).values({ teamId, playerId: player.id, eventCategoryId: categoryId, captain: true }).run();
        return [teamId, player.id] as const;
      }),
    );
    makeRounds(categoryId, 3);
    const match = madeRounds(categoryId)[0]!.matches[0]!;
    const day = readEventDay(world.ligaB.id)!.matches.get(String(match.id))!;
    expect(day.players).toEqual({ home: match.sides.home.map((e) => playerOf.get(e.teamId)), away: match.sides.away.map((e) => playerOf.get(e.teamId)) });
    expect(day.sideTeams).toEqual({ home: match.sides.home.map((e) => e.teamId), away: match.sides.away.map((e) => e.teamId) });
  });

  it("refuses too few players in the reader's words", () => {
    const { categoryId } = roundCategory("Beginner", "mixed", "americano", {}, 3);
    expect(planNextRounds(categoryId, 1)).toEqual({ ok: false, problems: ["rounds.errors.tooFewPlayers?count=3&min=4"] });
  });

  it("scores a match point by point to the category's total, each player's side named by the match's sides", () => {
    const { categoryId } = roundCategory("Intermediate", "women", "americano", { total: 16 }, 8);
    makeRounds(categoryId, 99);
    const match = madeRounds(categoryId)[0]!.matches[0]!;
    const staff: Scorer = { userId: world.admin.id, scorerLinkId: null, name: null };
    expect(startScoring(match.id, { clientId: "total-start", server: "home", at: now() }, staff).ok).toBe(true);
    const sides = [...Array(10).fill("home"), ...Array(6).fill("away")] as ("home" | "away")[];
    sides.forEach((side, i) => {
      const outcome = scorePoint(match.id, { clientId: `total-${i}`, side, at: now(), after: findPointState(match.id)!.last }, staff);
      expect(outcome.ok, `point ${i + 1}`).toBe(true);
    });
    const row = rowsOf(categoryId).find((r) => r.id === match.id)!;
    expect(row).toMatchObject({ status: "finished", homeScore: 10, awayScore: 6 });
    expect(getDb().select({ home: matchSets.home, away: matchSets.away }).from(matchSets).where(eq(matchSets.matchId, match.id)).all()).toEqual([{ home: 10, away: 6 }]);
    // A typed result must add up to the total.
    const other = madeRounds(categoryId)[0]!.matches[1]!;
    const refused = saveMatchResult(other.id, { status: "finished", sets: [{ home: 6, away: 4 }], goals: null, present: null, retired: null }, { userId: world.admin.id, expectedVersion: 1 });
    expect(refused).toEqual({ ok: false, reason: "invalid", errors: [{ code: "result.badTotal", params: { total: 16 } }] });
  });
});

describe("Mexicano in the product", () => {
  it("makes round 1 by the drawn order, refuses round 2 until round 1 is complete, then pairs by the leaderboard; a started round is never changed", () => {
    const { categoryId, ids } = roundCategory("Advanced", "men", "mexicano", { total: 21, variant: "1+4v2+3" }, 8);
    makeRounds(categoryId, 31);
    expect(planNextRounds(categoryId, null)).toEqual({ ok: false, problems: ["rounds.errors.roundNotComplete?round=1"] });
    const first = rowsOf(categoryId);
    const firstSides = getDb()
      .select()
      .from(matchSides)
      .orderBy(asc(matchSides.id))
      .all()
      .filter((s) => first.some((m) => m.id === s.matchId));
    // Court 1 home 15-6, court 2 home 11-10.
    playLastRound(categoryId, 21, (index) => (index === 0 ? 15 : 11));
    const plan = makeRounds(categoryId);
    const [court1, court2] = plan.rounds[0]!.matches;
    // The leaderboard after round 1: court 1's home pair (15) first, court 2's home pair (11), court 2's away pair (10), court 1's away pair (6).
    const round1 = madeRounds(categoryId)[0]!.matches;
    const byPoints = [...round1[0]!.sides.home, ...round1[1]!.sides.home, ...round1[1]!.sides.away, ...round1[0]!.sides.away].map((e) => e.teamId);
    const top4 = new Set(byPoints.slice(0, 4));
    expect(new Set([...court1!.home, ...court1!.away])).toEqual(top4);
    expect(new Set([...court2!.home, ...court2!.away]).size).toBe(4);
    expect(new Set(plan.rounds[0]!.matches.flatMap((m) => [...m.home, ...m.away]))).toEqual(new Set(ids));
    // Round 1's rows are as they were.
    expect(rowsOf(categoryId).filter((m) => m.round === 1)).toEqual(first.map((m) => rowsOf(categoryId).find((r) => r.id === m.id)));
    expect(
      getDb()
        .select()
        .from(matchSides)
        .orderBy(asc(matchSides.id))
        .all()
        .filter((s) => first.some((m) => m.id === s.matchId)),
    ).toEqual(firstSides);
  });

  it("shows spectators the leaderboard, which rule decided each tie, and each pair by its players' names", () => {
    const { categoryId } = roundCategory("Intermediate", "mixed", "mexicano", { total: 21, firstRound: "level" }, 4);
    makeRounds(categoryId);
    // Level order 1+4 against 2+3: the home pair wins 12-9.
    playLastRound(categoryId, 21, () => 12);
    const view = publicRounds(categoryId)!;
    expect(view.format).toBe("mexicano");
    if (view.format === "swiss") throw new Error("not Swiss");
    const prefix = "mexicano-Intermediate-mixed";
    expect(view.leaderboard.map((row) => [row.name, row.rank, row.shared, row.pointsFor, row.won])).toEqual([
      [`${prefix} 1`, 1, true, 12, 1],
      [`${prefix} 4`, 1, true, 12, 1],
      [`${prefix} 2`, 3, true, 9, 0],
      [`${prefix} 3`, 3, true, 9, 0],
    ]);
    const [row] = matchRows(getDb()).where(eq(matches.eventCategoryId, categoryId)).all();
    expect([row!.homeName, row!.awayName]).toEqual([`${prefix} 1 / ${prefix} 4`, `${prefix} 2 / ${prefix} 3`]);
  });

  it("makes the next round by itself when the category says so and the round completes", () => {
    const { categoryId } = roundCategory("Advanced", "women", "mexicano", { total: 16, nextRound: "auto", firstRound: "level" }, 8);
    makeRounds(categoryId);
    expect(madeRounds(categoryId)).toHaveLength(1);
    playLastRound(categoryId, 16, () => 9);
    expect(madeRounds(categoryId)).toHaveLength(2);
    expect(madeRounds(categoryId)[1]!.matches.every((m) => m.status === "scheduled")).toBe(true);
  });
});

describe("a round format's settings", () => {
  it("are checked by the domain, saved, and keep the points per match once a match has begun", () => {
    const { categoryId } = roundCategory("Intermediate", "women", "mexicano", {}, 4, "Badminton");
    const pairs = { total: 21, courts: null, rounds: null, variant: "1+3v2+4", noRepeatPartner: true, firstRound: "level", nextRound: "auto" } as const;
    expect(saveRoundSettings(categoryId, { format: "pairs", settings: { ...pairs, total: 20, courts: 40 } }, world.admin.id)).toEqual({
      ok: false,
      problems: ["rounds.errors.badTotal?totals=16%2C+21%2C+24%2C+32", "rounds.errors.badCourts?max=16"],
    });
    // Swiss settings for a pair format are refused whole.
    expect(
      saveRoundSettings(categoryId, { format: "swiss", settings: { rounds: 3, method: "dutch", tieBreaks: [], points: { win: 1, draw: 0.5, loss: 0 }, nextRound: "staff" } }, world.admin.id),
    ).toMatchObject({ ok: false });
    expect(saveRoundSettings(categoryId, { format: "pairs", settings: pairs }, world.admin.id)).toEqual({ ok: true });
    expect(findRoundCategory(categoryId)).toMatchObject({ format: "mexicano", pairs });
    makeRounds(categoryId);
    const match = madeRounds(categoryId)[0]!.matches[0]!;
    getDb().update(matches).set({ status: "live" }).where(eq(matches.id, match.id)).run();
    expect(saveRoundSettings(categoryId, { format: "pairs", settings: { ...pairs, total: 32 } }, world.admin.id)).toEqual({ ok: false, problems: ["rounds.errors.totalLocked?total=21"] });
    // What does not change how a match is scored still may.
    expect(saveRoundSettings(categoryId, { format: "pairs", settings: { ...pairs, noRepeatPartner: false } }, world.admin.id)).toEqual({ ok: true });
  });
});

describe("a next round made by itself that cannot be written", () => {
  it("keeps the result that completed the round, and leaves the round to staff", () => {
    const { categoryId } = roundCategory("Beginner", "men", "mexicano", { total: 16, nextRound: "auto", firstRound: "level" }, 4, "Badminton");
    makeRounds(categoryId);
    // A match of another kind already holds the code round 2 would take.
    const group = newGroup(world.ligaB.id, categoryId, "Z", []);
    getDb().insert(matches).values({ eventId: world.ligaB.id, eventCategoryId: categoryId, groupId: group.id, code: "R2-1" }).run();
    playLastRound(categoryId, 16, () => 10);
    expect(madeRounds(categoryId)).toHaveLength(1);
    expect(madeRounds(categoryId)[0]!.matches[0]).toMatchObject({ status: "finished", homeScore: 10, awayScore: 6 });
    expect(getDb().select().from(categoryRounds).where(eq(categoryRounds.eventCategoryId, categoryId)).all()).toHaveLength(1);
  });
});

describe("Swiss in the product", () => {
  it("pairs 4 teams over 3 rounds without a rematch, then refuses a fourth round: no legal pairing, never a silent rematch", () => {
    const { categoryId } = roundCategory("Professional", "men", "swiss", { rounds: 5 }, 4);
    for (let round = 1; round <= 3; round++) {
      makeRounds(categoryId);
      playLastRound(categoryId, 0, () => 0);
    }
    const met = madeRounds(categoryId).flatMap((r) => r.matches.map((m) => pairKey(m.sides.home[0]!.teamId, m.sides.away[0]!.teamId)));
    expect(new Set(met).size).toBe(6);
    expect(planNextRounds(categoryId, null)).toEqual({ ok: false, problems: ["rounds.errors.noLegalPairing?round=4"] });
    expect(madeRounds(categoryId)).toHaveLength(3);
    // Spectators' standings: six games won, ordered by points then the tie-breaks, each row's Buchholz its opponents' points.
    const view = publicRounds(categoryId)!;
    if (view.format !== "swiss") throw new Error("Swiss");
    expect(view.tieBreaks).toEqual(["buchholz", "medianBuchholz", "sonnebornBerger", "headToHead"]);
    expect(view.standings.reduce((sum, row) => sum + row.points, 0)).toBe(6);
    const points = new Map(view.standings.map((row) => [row.id, row.points]));
    for (const row of view.standings) expect(row.buchholz).toBe(view.standings.filter((other) => other.id !== row.id).reduce((sum, other) => sum + points.get(other.id)!, 0));
    expect(view.standings.map((row) => row.points)).toEqual([...view.standings.map((row) => row.points)].sort((a, b) => b - a));
  });

  it("gives an odd field's bye to the last seed in round 1, as a round bye", () => {
    const { categoryId, ids } = roundCategory("Professional", "women", "swiss", {}, 5);
    const plan = makeRounds(categoryId);
    expect(plan.rounds[0]!.byes).toEqual([ids[4]]);
    expect(plan.rounds[0]!.matches).toEqual([
      { home: [ids[0]], away: [ids[2]] },
      { home: [ids[1]], away: [ids[3]] },
    ]);
    expect(getDb().select({ teamId: roundByes.teamId }).from(roundByes).where(eq(roundByes.eventCategoryId, categoryId)).all()).toEqual([{ teamId: ids[4] }]);
  });
});
