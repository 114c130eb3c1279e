import { describe, expect, it } from "vitest";
import { FormatError } from "~/domain/format-error";
import { americanoContinuation, americanoRounds } from "~/domain/formats/americano";
import { pairCounts, pairKey, type PairRound } from "~/domain/formats/pairs";
import { roundCourts } from "~/domain/formats/settings";
import { pairSwissRound, type SwissGame, type SwissHistory } from "~/domain/formats/swiss";
import { withdrawalEffect, type WithdrawalRound } from "~/domain/formats/withdrawal";
import { seededRandom } from "~/domain/random";

const ids = (count: number) => Array.from({ length: count }, (_, i) => 101 + i);

/** How many rounds each player sat out. */
const sitOuts = (players: readonly number[], rounds: readonly PairRound[]) => players.map((id) => rounds.filter((round) => round.sittingOut.includes(id)).length);

describe("americanoContinuation: the rounds left after a player withdraws", () => {
  // Every size from 5 to 20 players, every number of courts, the withdrawal after any round, a player drawn by lot.
  const cases = ids(16)
    .map((_, i) => i + 5)
    .flatMap((n) => Array.from({ length: Math.floor(n / 4) }, (_, c) => [n, c + 1] as const));
  it.each(cases)("%i players on %i courts: sit-outs still differ by at most one, everyone left is seated once a round, the one who left never", (n, courts) => {
    const random = seededRandom(n * 31 + courts);
    const players = ids(n);
    const schedule = americanoRounds({ players, courts, drawNumber: 1 + random.below(999) });
    for (let after = 0; after < schedule.length; after++) {
      const played = schedule.slice(0, after);
      const gone = players[random.below(n)]!;
      const left = players.filter((id) => id !== gone);
      if (left.length < 4) continue;
      const leftCourts = Math.min(courts, roundCourts({ courts: null }, left.length));
      const rest = americanoContinuation({ players: left, courts: leftCourts, rounds: schedule.length - after, played, drawNumber: 77 });
      expect(rest.map((round) => round.round)).toEqual(schedule.slice(after).map((round) => round.round));
      for (const round of rest) {
        expect(round.courts).toHaveLength(leftCourts);
        const seated = [...round.courts.flatMap((court) => [...court.home, ...court.away]), ...round.sittingOut];
        expect([...seated].sort((a, b) => a - b)).toEqual(left);
      }
      const counts = sitOuts(left, [...played, ...rest]);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it("repeats no partnership already played while fresh partners are left: 12 players, one leaves after round 3", () => {
    const players = ids(12);
    const schedule = americanoRounds({ players, courts: 3, drawNumber: 5 });
    const played = schedule.slice(0, 3);
    const left = players.slice(1);
    const rest = americanoContinuation({ players: left, courts: 2, rounds: 3, played });
    const before = pairCounts(played).partners;
    const after = pairCounts(rest).partners;
    for (const [pair, times] of after) {
      expect(times).toBe(1);
      expect(before.has(pair)).toBe(false);
    }
    expect(rest.flatMap((round) => round.courts).length).toBe(6);
  });

  it("refuses fewer than four players left, as a fresh schedule does", () => {
    expect(() => americanoContinuation({ players: ids(3), courts: 1, rounds: 2, played: [] })).toThrow(FormatError);
  });
});

describe("Swiss after a team withdraws", () => {
  it.each([5, 6, 7, 8, 9, 10, 11, 12, 15, 16])("%i teams: the team that left is not paired again, no two teams meet twice, no second bye", (n) => {
    const random = seededRandom(n);
    for (let leaveAfter = 0; leaveAfter < 4; leaveAfter++) {
      const teams = ids(n);
      const gone = teams[random.below(n)]!;
      let history: SwissHistory = { games: [], byes: [] };
      for (let round = 1; round <= Math.min(n - 2, 6); round++) {
        const entrants = round > leaveAfter ? teams.filter((id) => id !== gone) : teams;
        let paired;
        try {
          paired = pairSwissRound(entrants, history);
        } catch (error) {
          // No legal pairing is said so (a clear message), never paired as a rematch.
          expect(error).toBeInstanceOf(FormatError);
          break;
        }
        if (round > leaveAfter) {
          expect(paired.pairings.flatMap((p) => [p.homeId, p.awayId])).not.toContain(gone);
          expect(paired.bye).not.toBe(gone);
        }
        const games: SwissGame[] = paired.pairings.map((p) => ({ round: paired.round, homeId: p.homeId, awayId: p.awayId, winnerId: random.below(2) ? p.homeId : p.awayId, forfeit: false }));
        history = { games: [...history.games, ...games], byes: paired.bye === null ? history.byes : [...history.byes, { round: paired.round, teamId: paired.bye }] };
      }
      const met = history.games.map((g) => pairKey(g.homeId, g.awayId));
      expect(new Set(met).size).toBe(met.length);
      const byes = history.byes.map((b) => b.teamId);
      expect(new Set(byes).size).toBe(byes.length);
    }
  });
});

describe("withdrawalEffect", () => {
  const match = (id: number, begun: boolean, home: number[], away: number[]) => ({ id, begun, home, away });
  const rounds: WithdrawalRound[] = [
    { round: 1, matches: [match(1, true, [1, 2], [3, 4]), match(2, true, [5, 6], [7, 8])] },
    { round: 2, matches: [match(3, true, [1, 3], [5, 7]), match(4, false, [2, 4], [6, 8])] },
    { round: 3, matches: [match(5, false, [1, 4], [6, 7]), match(6, false, [2, 3], [5, 8])] },
    { round: 4, matches: [match(7, false, [1, 5], [2, 6]), match(8, false, [3, 7], [4, 8])] },
  ];

  it("leaves begun rounds as they are but for the entrant's match not begun, and makes again the rounds at the end not begun", () => {
    expect(withdrawalEffect("pairs", rounds, 8)).toEqual({ cancel: [4], walkover: [], remake: [3, 4] });
    expect(withdrawalEffect("pairs", rounds, 1)).toEqual({ cancel: [], walkover: [], remake: [3, 4] });
  });

  it("in Swiss gives the opponent the walkover", () => {
    const swiss: WithdrawalRound[] = [
      { round: 1, matches: [match(1, true, [1], [2]), match(2, true, [3], [4])] },
      { round: 2, matches: [match(3, true, [1], [3]), match(4, false, [2], [4])] },
    ];
    expect(withdrawalEffect("swiss", swiss, 4)).toEqual({ cancel: [], walkover: [{ matchId: 4, present: "home" }], remake: [] });
    expect(withdrawalEffect("swiss", [...swiss, { round: 3, matches: [match(5, false, [1], [4])] }], 2)).toEqual({ cancel: [], walkover: [{ matchId: 4, present: "away" }], remake: [3] });
  });

  it("changes nothing before the first round is made", () => {
    expect(withdrawalEffect("pairs", [], 1)).toEqual({ cancel: [], walkover: [], remake: [] });
  });
});
