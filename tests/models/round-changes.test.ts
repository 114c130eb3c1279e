import { and, asc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, categoryRounds, eventCategories, matches, matchSides, roundByes, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pairKey } from "~/domain/formats/pairs";
import { saveMatchResult, type ResultInput } from "~/models/competition/match-result.server";
import { teamsChangeable } from "~/models/competition/schedule-edit.server";
import { updateTeam } from "~/models/competition/team.server";
import { discardLatestRound, discardPreview, planWithdrawal, withdrawEntrant } from "~/models/formats/round-changes.server";
import { planKey, planNextRounds, saveNextRounds } from "~/models/formats/round-making.server";
import { madeRounds, pairedFromThisResult } from "~/models/formats/round-play.server";
import { publicRounds } from "~/models/public/public-rounds.server";
import { newCategory, prepareSchedule } from "./schedule-fixtures";

/**
 * Changes to rounds already made: discarding the latest round nobody has
 * started, and a player (or a Swiss team) withdrawing mid-event.
 */

let world: Awaited<ReturnType<typeof prepareSchedule>>;

beforeAll(async () => {
  world = await prepareSchedule();
}, 60_000);

type Level = "Beginner" | "Intermediate" | "Advanced" | "Professional";

function roundCategory(level: Level, gender: "men" | "women" | "mixed", format: "americano" | "mexicano" | "swiss", settings: Record<string, unknown>, count: number) {
  const { category, teamIds } = newCategory(world.ligaB.id, { type: "Padel", level, gender }, { teams: count, prefix: `${format}-${level}-${gender}-changes`, format, seed: (i) => i + 1 });
  getDb().update(eventCategories).set({ formatSettings: settings }).where(eq(eventCategories.id, category.id)).run();
  return { categoryId: category.id, ids: teamIds };
}

function makeRounds(categoryId: number, drawNumber: number | null = null) {
  const planned = planNextRounds(categoryId, drawNumber);
  if (!planned.ok) throw new Error(planned.problems.join("; "));
  const saved = saveNextRounds(categoryId, drawNumber, planKey(planned.plan), world.admin.id);
  if (!saved.ok) throw new Error(saved.problems.join("; "));
  return planned.plan;
}

function save(matchId: number, input: Partial<ResultInput> & Pick<ResultInput, "status">) {
  const version = getDb().select({ version: matches.version }).from(matches).where(eq(matches.id, matchId)).get()!.version;
  const saved = saveMatchResult(matchId, { sets: [], goals: null, present: null, retired: null, ...input }, { userId: world.admin.id, expectedVersion: version });
  if (!saved.ok) throw new Error(JSON.stringify(saved));
}

/** Finishes a match of a pair format (home `home` of `total`) or of Swiss (6-0 6-0 to the home team). */
const finish = (matchId: number, total: number, home = total - 5) =>
  save(matchId, {
    status: "finished",
    sets:
      total === 0
        ? [
            { home: 6, away: 0 },
            { home: 6, away: 0 },
          ]
        : [{ home, away: total - home }],
  });

const counts = (categoryId: number) => {
  const db = getDb();
  const ids = db.select({ id: matches.id }).from(matches).where(eq(matches.eventCategoryId, categoryId)).all();
  return {
    rounds: db.select().from(categoryRounds).where(eq(categoryRounds.eventCategoryId, categoryId)).all().length,
    matches: ids.length,
    sides: ids.reduce((n, { id }) => n + db.select().from(matchSides).where(eq(matchSides.matchId, id)).all().length, 0),
    byes: db.select().from(roundByes).where(eq(roundByes.eventCategoryId, categoryId)).all().length,
    entrants: db.select().from(teams).where(eq(teams.eventCategoryId, categoryId)).all().length,
  };
};

/** Entrants of each side of every match, and the byes, round by round. */
const seats = (categoryId: number) =>
  madeRounds(categoryId).map((round) => ({
    round: round.round,
    courts: round.matches.map((match) => ({ id: match.id, status: match.status, home: match.sides.home.map((e) => e.teamId), away: match.sides.away.map((e) => e.teamId) })),
    byes: round.byes.map((bye) => bye.id),
  }));

describe("discarding the latest round", () => {
  it("throws away a round nobody has started, with its matches, sides and sit-outs and nothing else, audit-logged; it can be made again", () => {
    const { categoryId } = roundCategory("Beginner", "men", "mexicano", { total: 16 }, 9);
    makeRounds(categoryId, 31);
    const before = counts(categoryId);
    expect(before).toEqual({ rounds: 1, matches: 2, sides: 8, byes: 1, entrants: 9 });
    expect(discardPreview(categoryId)).toEqual({ ok: true, discard: { first: 1, round: 1, matches: 2 } });
    // A preview of another round than the latest is out of date: nothing is removed.
    expect(discardLatestRound(categoryId, 2, world.admin.id)).toEqual({ ok: false, problems: ["rounds.errors.previewChanged"] });
    expect(counts(categoryId)).toEqual(before);

    expect(discardLatestRound(categoryId, 1, world.admin.id)).toEqual({ ok: true, round: 1 });
    expect(counts(categoryId)).toEqual({ rounds: 0, matches: 0, sides: 0, byes: 0, entrants: 9 });
    const logged = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "round"), eq(auditLog.entityId, categoryId), eq(auditLog.action, "delete")))
      .all();
    expect(logged.map((row) => row.summary)).toEqual(["mexicano round 1 discarded: 2 matches"]);
    expect(discardPreview(categoryId)).toEqual({ ok: false, problems: ["rounds.errors.nothingToDiscard"] });
    makeRounds(categoryId, 32);
    expect(counts(categoryId).rounds).toBe(1);
  });

  it("takes Americano's schedule, made as one plan, away as one while none of its matches has begun", () => {
    const { categoryId } = roundCategory("Professional", "women", "americano", { total: 16 }, 8);
    makeRounds(categoryId, 17);
    expect(discardPreview(categoryId)).toEqual({ ok: true, discard: { first: 1, round: 7, matches: 14 } });
    expect(discardLatestRound(categoryId, 7, world.admin.id)).toEqual({ ok: true, round: 7 });
    expect(counts(categoryId)).toEqual({ rounds: 0, matches: 0, sides: 0, byes: 0, entrants: 8 });
    makeRounds(categoryId, 18);
    const [first] = madeRounds(categoryId)[0]!.matches;
    finish(first!.id, 16);
    expect(discardPreview(categoryId)).toEqual({ ok: false, problems: [`rounds.errors.roundStarted?round=1&code=${first!.code}`] });
  });

  it("is refused, naming the match, once a match of the round is live or played", () => {
    const { categoryId } = roundCategory("Intermediate", "men", "mexicano", { total: 16 }, 8);
    makeRounds(categoryId, 5);
    const [first] = madeRounds(categoryId)[0]!.matches;
    save(first!.id, { status: "live", sets: [{ home: 1, away: 0 }] });
    const before = counts(categoryId);
    const refusal = { ok: false, problems: [`rounds.errors.roundStarted?round=1&code=${first!.code}`] };
    expect(discardPreview(categoryId)).toEqual(refusal);
    expect(discardLatestRound(categoryId, 1, world.admin.id)).toEqual(refusal);
    expect(counts(categoryId)).toEqual(before);
  });
});

function withdraw(categoryId: number, entrantId: number) {
  const planned = planWithdrawal(categoryId, entrantId);
  if (!planned.ok) throw new Error(planned.problems.join("; "));
  const saved = withdrawEntrant(categoryId, entrantId, planKey(planned.plan), world.admin.id);
  if (!saved.ok) throw new Error(saved.problems.join("; "));
  return planned.plan;
}

describe("a player who withdraws mid-Americano", () => {
  it("keeps the rounds played, cancels their match not begun in the round under way, and makes the rounds not begun again for the 11 left with sit-outs still even", () => {
    const { categoryId, ids } = roundCategory("Advanced", "men", "americano", { total: 16 }, 12);
    makeRounds(categoryId, 808);
    const [round1, round2] = madeRounds(categoryId);
    for (const match of round1!.matches) finish(match.id, 16);
    save(round2!.matches[0]!.id, { status: "live", sets: [{ home: 2, away: 1 }] });
    const leaving = round2!.matches[1]!.sides.home[0]!.teamId;
    const before = seats(categoryId);

    const plan = withdraw(categoryId, leaving);
    expect(plan.cancelled).toEqual([round2!.matches[1]!.code]);
    expect(plan.remade.map((round) => round.round)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);

    const after = seats(categoryId);
    // Started rounds never change, but for the withdrawn player's match, cancelled.
    expect(after[0]).toEqual(before[0]);
    expect(after[1]!.courts.map((court) => court.status)).toEqual(["live", "cancelled", "scheduled"]);
    expect(after[1]!.courts.map(({ home, away }) => [home, away])).toEqual(before[1]!.courts.map(({ home, away }) => [home, away]));
    // Rounds 3 to 11: the 11 left on 2 courts, three sitting out, the player who left nowhere.
    const left = ids.filter((id) => id !== leaving);
    for (const round of after.slice(2)) {
      expect(round.courts).toHaveLength(2);
      expect([...round.courts.flatMap((c) => [...c.home, ...c.away]), ...round.byes].sort((a, b) => a - b)).toEqual([...left].sort((a, b) => a - b));
    }
    // The three whose match was cancelled sat round 2 out: over the event, sit-outs differ by at most one.
    const idle = after[1]!.courts.filter((court) => court.status === "cancelled").flatMap((court) => [...court.home, ...court.away]);
    const sat = left.map((id) => after.filter((round) => round.byes.includes(id) || (round.round === 2 && idle.includes(id))).length);
    expect(Math.max(...sat) - Math.min(...sat)).toBeLessThanOrEqual(1);
    // The leaderboard keeps their results and says they withdrew; the others are not marked.
    const board = publicRounds(categoryId)!;
    if (board.format === "swiss") throw new Error("pairs expected");
    const row = board.leaderboard.find((r) => r.id === leaving)!;
    expect(row.withdrawn).toBe(true);
    expect(row.played).toBe(1);
    expect(board.leaderboard.filter((r) => r.withdrawn)).toHaveLength(1);
    expect(getDb().select({ status: teams.status }).from(teams).where(eq(teams.id, leaving)).get()!.status).toBe("withdrawn");
  });

  it("once rounds are made, is refused on the teams screen, which says to record it on the rounds page", () => {
    const { categoryId, ids } = roundCategory("Intermediate", "women", "americano", {}, 8);
    const team = getDb().select().from(teams).where(eq(teams.id, ids[0]!)).get()!;
    const input = { eventId: team.eventId, eventCategoryId: categoryId, name: team.name, club: null, seed: team.seed, status: "withdrawn" as const, playerIds: [], captainId: null };
    makeRounds(categoryId, 3);
    const refused = updateTeam(team.id, input, world.admin, true);
    expect(refused).toMatchObject({ ok: false, fieldErrors: { status: ["rounds.errors.withdrawOnRoundsPage"] } });
    expect(getDb().select({ status: teams.status }).from(teams).where(eq(teams.id, team.id)).get()!.status).toBe("confirmed");
  });

  it("refuses someone not in the category, or withdrawn already", () => {
    const { categoryId, ids } = roundCategory("Professional", "men", "americano", {}, 8);
    makeRounds(categoryId, 9);
    withdraw(categoryId, ids[0]!);
    expect(planWithdrawal(categoryId, ids[0]!)).toEqual({ ok: false, problems: ["rounds.errors.notEntrant"] });
    expect(planWithdrawal(categoryId, 999_999)).toEqual({ ok: false, problems: ["rounds.errors.notEntrant"] });
  });
});

describe("a player who withdraws mid-Mexicano", () => {
  it("has the next round, made but not begun, made again from the leaderboard without them", () => {
    const { categoryId, ids } = roundCategory("Beginner", "women", "mexicano", { total: 21, firstRound: "level" }, 9);
    makeRounds(categoryId);
    for (const match of madeRounds(categoryId)[0]!.matches) finish(match.id, 21);
    makeRounds(categoryId);
    const leaving = madeRounds(categoryId)[1]!.matches[0]!.sides.away[1]!.teamId;
    const plan = withdraw(categoryId, leaving);
    expect(plan.cancelled).toEqual([]);
    const round2 = seats(categoryId)[1]!;
    expect(round2.courts).toHaveLength(2);
    expect(round2.byes).toHaveLength(0);
    expect([...round2.courts.flatMap((c) => [...c.home, ...c.away])].sort((a, b) => a - b)).toEqual(ids.filter((id) => id !== leaving).sort((a, b) => a - b));
  });
});

describe("a team that withdraws mid-Swiss", () => {
  it("loses its match not begun by walkover, keeps its results, and is not paired again; no rematch follows", () => {
    const { categoryId, ids } = roundCategory("Intermediate", "mixed", "swiss", { rounds: 4 }, 6);
    makeRounds(categoryId);
    for (const match of madeRounds(categoryId)[0]!.matches) finish(match.id, 0);
    makeRounds(categoryId);
    const round2 = madeRounds(categoryId)[1]!;
    finish(round2.matches[0]!.id, 0);
    const leaving = round2.matches[1]!.sides.home[0]!.teamId;
    const opponent = round2.matches[1]!.sides.away[0]!.teamId;
    const plan = withdraw(categoryId, leaving);
    expect(plan.walkovers).toEqual([round2.matches[1]!.code]);
    const walked = getDb().select().from(matches).where(eq(matches.id, round2.matches[1]!.id)).get()!;
    expect([walked.status, walked.winnerTeamId]).toEqual(["walkover", opponent]);
    finish(round2.matches[2]!.id, 0);
    makeRounds(categoryId);
    const round3 = seats(categoryId)[2]!;
    const playing = [...round3.courts.flatMap((c) => [...c.home, ...c.away]), ...round3.byes];
    expect(playing).not.toContain(leaving);
    expect(playing.sort((a, b) => a - b)).toEqual(ids.filter((id) => id !== leaving).sort((a, b) => a - b));
    const met = seats(categoryId).flatMap((round) => round.courts.map((c) => pairKey(c.home[0]!, c.away[0]!)));
    expect(new Set(met).size).toBe(met.length);
    // A result of round 1 or 2 corrected now changes the standings, not round 3's pairing: the result page says so; round 3's own does not.
    expect(pairedFromThisResult(round2.matches[0]!.id)).toBe(true);
    expect(pairedFromThisResult(seats(categoryId)[2]!.courts[0]!.id)).toBe(false);
    const board = publicRounds(categoryId)!;
    if (board.format !== "swiss") throw new Error("swiss expected");
    expect(board.standings.find((row) => row.id === leaving)).toMatchObject({ withdrawn: true });
  });

  it("keeps a round's sides to the rules: the schedule screen cannot change the teams of a round's match", () => {
    const { categoryId } = roundCategory("Beginner", "mixed", "swiss", { rounds: 3 }, 4);
    makeRounds(categoryId);
    const [row] = getDb().select().from(matches).where(eq(matches.eventCategoryId, categoryId)).orderBy(asc(matches.id)).all();
    expect(row!.status).toBe("scheduled");
    expect(teamsChangeable(row!)).toBe(false);
    // An ordinary group match, unplayed, still can.
    const group = getDb()
      .select()
      .from(matches)
      .where(and(isNotNull(matches.groupId), eq(matches.status, "scheduled")))
      .limit(1)
      .get();
    expect(group && teamsChangeable(group)).toBe(true);
  });

  it("has a round made but not begun paired again without it", () => {
    const { categoryId, ids } = roundCategory("Advanced", "mixed", "swiss", { rounds: 3 }, 7);
    makeRounds(categoryId);
    const leaving = ids[2]!;
    withdraw(categoryId, leaving);
    const [round1] = seats(categoryId);
    expect(round1!.courts).toHaveLength(3);
    expect(round1!.byes).toHaveLength(0);
    expect(round1!.courts.flatMap((c) => [...c.home, ...c.away])).not.toContain(leaving);
    expect(getDb().select().from(matches).where(eq(matches.eventCategoryId, categoryId)).orderBy(asc(matches.id)).all()).toHaveLength(3);
  });
});
