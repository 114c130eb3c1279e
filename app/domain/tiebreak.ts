/**
 * Tie-break rules as data, and the procedure that applies them to teams tied
 * in a group. What each rule measures lives in ./standings; this module only
 * knows the order and how tied groups split and start again.
 */

/**
 * Rule keys, stored in event_categories.tiebreak_rules.
 * "AmongTied" rules count only the matches between the teams still tied.
 * - matchesWon: matches won over all group matches.
 * - points: the category's points scheme over all group matches.
 * - matchPoints: ITTF match points (2 win, 1 loss, 0 loss not completed).
 * - headToHead: the result between exactly two tied teams.
 * - setDifference / scoreDifference: sets (BWF "games"), games or points (BWF "points", goals) over all matches.
 * - scoreFor: games, points or goals scored over all matches.
 * - pointsAmongTied, matchPointsAmongTied, setDifferenceAmongTied, scoreDifferenceAmongTied,
 *   scoreForAmongTied, setRatioAmongTied, scoreRatioAmongTied: the same among the tied only (ratios = won / lost).
 * - lots: the drawn lots, when every tied team has one.
 */
export const tieBreakRuleKeys = [
  "matchesWon",
  "points",
  "matchPoints",
  "headToHead",
  "setDifference",
  "scoreDifference",
  "scoreFor",
  "pointsAmongTied",
  "matchPointsAmongTied",
  "setDifferenceAmongTied",
  "scoreDifferenceAmongTied",
  "scoreForAmongTied",
  "setRatioAmongTied",
  "scoreRatioAmongTied",
  "lots",
] as const;
export type TieBreakRule = (typeof tieBreakRuleKeys)[number];

export const tieBreakPresets = ["bwf", "padel", "ittf", "football", "uefa"] as const;
export type TieBreakPreset = (typeof tieBreakPresets)[number];

/** The rules that count only the matches among the teams still tied. */
const amongTiedRules: ReadonlySet<string> = new Set<TieBreakRule>([
  "headToHead",
  "pointsAmongTied",
  "matchPointsAmongTied",
  "setDifferenceAmongTied",
  "scoreDifferenceAmongTied",
  "scoreForAmongTied",
  "setRatioAmongTied",
  "scoreRatioAmongTied",
]);

/**
 * How a tie goes on once a rule has split it (see orderTeams):
 * - "restart": each part still tied starts again from the second rule, with
 *   only its own members.
 * - "passes": rules among the tied that follow each other are one pass, each
 *   counting the matches among all the teams the pass began with; a part the
 *   pass split off goes through it again among its own members, a tie it did
 *   not split at all goes on with the next rule, and after an overall rule
 *   each part goes on with the rule after it.
 */
export type TieProcedure = "restart" | "passes";

/**
 * The first rule of a list ranks the whole group; the rest only break ties.
 * BWF GCR 16.2.3, the FIP padel rules, ITTF Handbook 3.7.5, football's
 * points, goal difference, goals scored, then the matches among the tied, and
 * UEFA's points, then the matches among the tied (points, goal difference,
 * goals), then goal difference and goals in all group matches.
 */
const presets: Record<TieBreakPreset, { rules: readonly TieBreakRule[]; procedure: TieProcedure }> = {
  bwf: { rules: ["matchesWon", "headToHead", "setDifference", "scoreDifference", "lots"], procedure: "restart" },
  padel: { rules: ["matchesWon", "headToHead", "setDifferenceAmongTied", "scoreDifferenceAmongTied", "lots"], procedure: "restart" },
  ittf: { rules: ["matchPoints", "matchPointsAmongTied", "setRatioAmongTied", "scoreRatioAmongTied", "lots"], procedure: "restart" },
  football: { rules: ["points", "scoreDifference", "scoreFor", "pointsAmongTied", "scoreDifferenceAmongTied", "lots"], procedure: "restart" },
  uefa: {
    rules: ["points", "pointsAmongTied", "scoreDifferenceAmongTied", "scoreForAmongTied", "scoreDifference", "scoreFor", "lots"],
    procedure: "passes",
  },
};

export function tieBreakRules(preset: TieBreakPreset): readonly TieBreakRule[] {
  return presets[preset].rules;
}

export function tieProcedure(preset: TieBreakPreset): TieProcedure {
  return presets[preset].procedure;
}

/**
 * - tieBreak.empty: no rule at all.
 * - tieBreak.unknownRule: a key that is not a TieBreakRule.
 * - tieBreak.duplicateRule: a key listed twice.
 */
export type TieBreakError =
  { code: "tieBreak.empty"; params: Record<string, never> } | { code: "tieBreak.unknownRule"; params: { rule: string } } | { code: "tieBreak.duplicateRule"; params: { rule: TieBreakRule } };

const isRule = (key: string): key is TieBreakRule => (tieBreakRuleKeys as readonly string[]).includes(key);

/** Checks a category's custom order, as stored or typed by staff. */
export function parseTieBreakRules(keys: readonly string[]): { ok: true; rules: TieBreakRule[] } | { ok: false; errors: TieBreakError[] } {
  if (keys.length === 0) return { ok: false, errors: [{ code: "tieBreak.empty", params: {} }] };
  const errors: TieBreakError[] = [];
  const rules: TieBreakRule[] = [];
  for (const key of keys) {
    if (!isRule(key)) errors.push({ code: "tieBreak.unknownRule", params: { rule: key } });
    else if (rules.includes(key)) errors.push({ code: "tieBreak.duplicateRule", params: { rule: key } });
    else rules.push(key);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rules };
}

/**
 * A rule's value for each team of `tied` (higher is better), or null when the
 * rule does not apply to this many teams or this data.
 */
export type Measure<Rule extends string = TieBreakRule> = (rule: Rule | "lots", tied: readonly number[]) => ReadonlyMap<number, number> | null;

/** Teams in finishing order; a block of more than one shares its rank. */
export type Block<Rule extends string = TieBreakRule> = { teamIds: number[]; decidedBy: Rule | "lots" | null };

/**
 * Orders teams by the first rule, then breaks each tie with the following
 * rules. With the "restart" procedure, whenever a rule splits a tied group,
 * each still-tied part starts again from the second rule with only its own
 * members, so "among the tied" rules are recomputed (ITTF 3.7.5.4) and a pair
 * left over meets the head-to-head rule (BWF GCR 16.2.3). With "passes",
 * the rules among the tied are applied one after another to the teams level
 * when they began, and only then again to those still level among themselves
 * (UEFA: criteria a–c, then d); overall rules follow, each in turn. Lots come
 * last even when a custom list leaves them out. Teams nothing separates keep
 * their given order.
 */
export function orderTeams<Rule extends string = TieBreakRule>(teamIds: readonly number[], ruleList: readonly Rule[], measure: Measure<Rule>, procedure: TieProcedure = "restart"): Block<Rule>[] {
  const rules: readonly (Rule | "lots")[] = (ruleList as readonly string[]).includes("lots") ? ruleList : [...ruleList, "lots"];

  /** `tied` split by a rule's values, measured among `among` (by default the tied themselves), best first. */
  function split(tied: readonly number[], rule: Rule | "lots", among: readonly number[] = tied): number[][] | null {
    const values = measure(rule, among);
    if (values === null) return null;
    const value = (id: number) => values.get(id) ?? 0;
    const distinct = [...new Set(tied.map(value))].sort((a, b) => b - a);
    if (distinct.length < 2) return null;
    return distinct.map((v) => tied.filter((id) => value(id) === v));
  }

  function resolve(tied: number[], decidedBy: Rule | "lots" | null): Block<Rule>[] {
    if (tied.length > 1) {
      for (const rule of rules.slice(1)) {
        const parts = split(tied, rule);
        if (parts) return parts.flatMap((part) => resolve(part, rule));
      }
    }
    return [{ teamIds: tied, decidedBy }];
  }

  function resolveInPasses(tied: number[], from: number, decidedBy: Rule | "lots" | null): Block<Rule>[] {
    if (tied.length < 2) return [{ teamIds: tied, decidedBy }];
    for (let i = from; i < rules.length; i++) {
      const rule = rules[i]!;
      if (!amongTiedRules.has(rule)) {
        const parts = split(tied, rule);
        if (parts) return parts.flatMap((part) => resolveInPasses(part, i + 1, rule));
        continue;
      }
      // The pass: this rule and the rules among the tied right after it (the list ends in lots, which is not one).
      const end = rules.findIndex((other, at) => at > i && !amongTiedRules.has(other));
      let parts: Block<Rule>[] = [{ teamIds: tied, decidedBy }];
      for (const passRule of rules.slice(i, end)) {
        parts = parts.flatMap((part) => {
          const pieces = part.teamIds.length > 1 ? split(part.teamIds, passRule, tied) : null;
          return pieces ? pieces.map((teamIds) => ({ teamIds, decidedBy: passRule })) : [part];
        });
      }
      if (parts.length > 1) return parts.flatMap((part) => resolveInPasses(part.teamIds, i, part.decidedBy));
      i = end - 1;
    }
    return [{ teamIds: tied, decidedBy }];
  }

  if (teamIds.length === 0) return [];
  const parts = split(teamIds, rules[0] ?? "lots") ?? [[...teamIds]];
  return parts.flatMap((part) => (procedure === "passes" ? resolveInPasses(part, 1, null) : resolve(part, null)));
}
