/**
 * Mexicano: like Americano, players enter alone and play in new pairs each
 * round, but each round is made from the results so far, so players of a
 * level meet each other. One round at a time (`mexicanoRound`), shown to
 * staff as a preview before it is saved.
 *
 * - Round 1: in an order drawn by lot (the draw number, shown and
 *   repeatable), or by level (the order staff give, best first).
 * - Later rounds: in the order of the individual leaderboard (./leaderboard).
 * - The players who sit out (when there are more players than four a court)
 *   are those who have sat out the fewest rounds, then longest ago, then the
 *   lowest in that order: sit-outs never differ by more than one.
 * - The others go onto the courts in groups of four down the order (the top
 *   four on court 1), paired by the category's variant: "1+4v2+3" (first and
 *   fourth against second and third) or "1+3v2+4".
 * - With `noRepeatPartner`, a pairing that would put two players together
 *   who were partners in the round before takes the other variant instead,
 *   or else 1+2 against 3+4 (one of the three always works: last round's
 *   partnerships among four players rule out at most one of their pairings).
 */
import { FormatError } from "../format-error";
import { drawRandom } from "../random";
import { pairLeaderboard } from "./leaderboard";
import { checkPairPlayers, pairKey, sitters, type Pair, type PairPlayersError, type PairResult, type PairRound } from "./pairs";

export const mexicanoVariants = ["1+4v2+3", "1+3v2+4"] as const;
export type MexicanoVariant = (typeof mexicanoVariants)[number];

export type MexicanoSettings = {
  courts: number;
  variant: MexicanoVariant;
  noRepeatPartner: boolean;
  firstRound: { by: "draw"; drawNumber: number } | { by: "level"; order: readonly number[] };
};

/**
 * The shared player errors, and:
 * - mexicano.badVariant: not one of mexicanoVariants.
 * - mexicano.badLevelOrder: a level order that is not exactly the players.
 */
export type MexicanoError = PairPlayersError<"mexicano"> | { code: "mexicano.badVariant"; params: { variant: string } } | { code: "mexicano.badLevelOrder"; params: Record<string, never> };

export function checkMexicano(players: readonly number[], settings: MexicanoSettings): MexicanoError[] {
  const errors: MexicanoError[] = checkPairPlayers("mexicano", players, settings.courts, settings.firstRound.by === "draw" ? settings.firstRound.drawNumber : undefined);
  if (!(mexicanoVariants as readonly string[]).includes(settings.variant)) errors.push({ code: "mexicano.badVariant", params: { variant: settings.variant } });
  if (settings.firstRound.by === "level") {
    const order = settings.firstRound.order;
    const same = order.length === players.length && new Set(order).size === order.length && order.every((id) => players.includes(id));
    if (!same) errors.push({ code: "mexicano.badLevelOrder", params: {} });
  }
  return errors;
}

/** The four players of a court as [home, away] by the variant: positions 1 … 4 in the order. */
function pairingsOf(variant: MexicanoVariant, [p1, p2, p3, p4]: readonly [number, number, number, number]): [Pair, Pair][] {
  const first: [Pair, Pair] =
    variant === "1+4v2+3"
      ? [
          [p1, p4],
          [p2, p3],
        ]
      : [
          [p1, p3],
          [p2, p4],
        ];
  const second: [Pair, Pair] =
    variant === "1+4v2+3"
      ? [
          [p1, p3],
          [p2, p4],
        ]
      : [
          [p1, p4],
          [p2, p3],
        ];
  return [
    first,
    second,
    [
      [p1, p2],
      [p3, p4],
    ],
  ];
}

/**
 * The next round from the rounds played (`played`, in order) and their
 * results. Throws FormatError when checkMexicano finds an error.
 */
export function mexicanoRound(players: readonly number[], settings: MexicanoSettings, played: readonly PairRound[], results: readonly PairResult[]): PairRound {
  const [error] = checkMexicano(players, settings);
  if (error) throw new FormatError(error);
  const round = played.length + 1;
  const first = settings.firstRound;
  const order = round > 1 ? pairLeaderboard(players, results).map((row) => row.playerId) : first.by === "draw" ? drawRandom(first.drawNumber).shuffle(players) : [...first.order];
  const out = sitters(order, players.length - 4 * settings.courts, played);
  const playing = order.filter((id) => !out.includes(id));
  const lastPartners = new Set((played.at(-1)?.courts ?? []).flatMap((c) => [pairKey(...c.home), pairKey(...c.away)]));
  const repeats = ([home, away]: [Pair, Pair]) => lastPartners.has(pairKey(...home)) || lastPartners.has(pairKey(...away));
  const courts = Array.from({ length: settings.courts }, (_, k) => {
    const four = playing.slice(4 * k, 4 * k + 4) as [number, number, number, number];
    const options = pairingsOf(settings.variant, four);
    const [home, away] = settings.noRepeatPartner ? (options.find((option) => !repeats(option)) ?? options[0]!) : options[0]!;
    return { court: k + 1, home, away };
  });
  return { round, courts, sittingOut: players.filter((id) => out.includes(id)) };
}
