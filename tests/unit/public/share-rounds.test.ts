import { describe, expect, it } from "vitest";
import { pairLeaderboard } from "~/domain/formats/leaderboard";
import { swissStandings } from "~/domain/formats/swiss";
import type { PublicRounds } from "~/models/public/public-rounds.server";
import { roundsCardGroup } from "~/routes/public/share-rounds";
import { shareCardSvg, type ShareCard } from "~/utils/share-card";

/** The groups page's share card of a category played in rounds: the top rows of its table, drawn. */
function card(view: PublicRounds, title: string): ShareCard {
  return { kind: "groups", event: "Padel Minggu", category: "Padel Beginner · Mixed", columns: { played: "P", won: "W", lost: "L", points: "Pts" }, groups: [roundsCardGroup(view, title)], more: 0 };
}

const names = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, `Pemain ${String.fromCharCode(65 + i)}`]));

describe("the share card of a round format", () => {
  it("shows the top eight of an Americano's leaderboard with each player's points", () => {
    const board = pairLeaderboard(
      [...names.keys()],
      [
        { round: 1, home: [1, 2], away: [3, 4], homePoints: 15, awayPoints: 6 },
        { round: 1, home: [5, 6], away: [7, 8], homePoints: 11, awayPoints: 10 },
        { round: 1, home: [9, 10], away: [11, 12], homePoints: 4, awayPoints: 17 },
      ],
    ).map(({ playerId, ...row }) => ({ id: playerId, name: names.get(playerId)!, withdrawn: false, ...row }));
    const group = roundsCardGroup({ format: "americano", total: 21, leaderboard: board, rounds: [] }, "Leaderboard");
    expect(group.rows).toHaveLength(8);
    expect(group.rows.slice(0, 2).map((row) => [row.rank, row.team, row.points])).toEqual([
      ["1=", "Pemain K", 17],
      ["1=", "Pemain L", 17],
    ]);
    const svg = shareCardSvg(card({ format: "americano", total: 21, leaderboard: board, rounds: [] }, "Leaderboard"), false);
    expect(svg).toContain(">Leaderboard</text>");
    expect(svg).toContain(">1= Pemain K</text>");
    // Eight rows drawn for a table alone; the ninth player is not.
    expect(svg).toContain(`>${group.rows[7]!.rank} ${group.rows[7]!.team}</text>`);
    expect(board).toHaveLength(12);
    expect(svg).not.toContain(`>${board[8]!.rank}${board[8]!.shared ? "=" : ""} ${board[8]!.name}</text>`);
  });

  it("shows the Swiss standings' top rows with their points, halves and all", () => {
    const teams = [1, 2, 3, 4];
    const standings = swissStandings(teams, {
      games: [
        { round: 1, homeId: 1, awayId: 3, winnerId: null, forfeit: false },
        { round: 1, homeId: 2, awayId: 4, winnerId: 2, forfeit: false },
      ],
      byes: [],
    }).map(({ teamId, ...row }) => ({ id: teamId, name: `Pasangan ${teamId}`, withdrawn: false, ...row }));
    const view: PublicRounds = { format: "swiss", tieBreaks: ["buchholz"], standings, rounds: [] };
    const svg = shareCardSvg(card(view, "Standings"), false);
    expect(svg).toContain(">Standings</text>");
    expect(svg).toContain(">1 Pasangan 2</text>");
    expect(svg).toMatch(/>0\.5<\/text>/);
  });
});
