/**
 * The event planner on the realistic weekend (tests/support/weekend.ts: 200
 * players, a third in two of six categories, about 400 matches of 30 minutes
 * on 8 courts from Friday evening to Sunday), in this process: the time a
 * plan takes (wall and CPU) and how far its last end is from the lower bound,
 * with the checker's count of broken rules. Once as the back office plans,
 * once holding the possible players of knockout matches too. Part of
 * `npm run bench`; alone: `npx tsx bench/planner.ts` (SEEDS, ROUNDS).
 */
import { fileURLToPath } from "node:url";
import { planQuality } from "~/domain/planner/bound";
import { checkPlan } from "~/domain/planner/check";
import { planEvent } from "~/domain/planner/plan";
import { generateWeekend } from "../tests/support/weekend";
import { formatMs, percentile, textTable } from "./report";

export type PlannerRow = {
  what: string;
  seeds: number;
  rounds: number;
  matches: number;
  /** Over every seed and round. */
  wallP50Ms: number;
  wallMaxMs: number;
  cpuP50Ms: number;
  passesMax: number;
  /** Plan's open time against the bound's, per seed. */
  ratioBest: number;
  ratioWorst: number;
  unplaced: number;
  shortRest: number;
  violations: number;
};

export function measurePlanner({ seeds = 5, rounds = 5 } = {}): PlannerRow[] {
  const variants = [
    { what: "weekend, as planned by staff", hold: false },
    { what: "weekend, possible players held", hold: true },
  ];
  return variants.map(({ what, hold }) => {
    const walls: number[] = [];
    const cpus: number[] = [];
    const ratios: number[] = [];
    let matches = 0;
    let passesMax = 0;
    let unplaced = 0;
    let shortRest = 0;
    let violations = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const input = { ...generateWeekend(seed).input, holdPossiblePlayers: hold };
      matches = Math.max(matches, input.matches.length);
      planEvent(input);
      let plan = planEvent(input);
      for (let round = 0; round < rounds; round++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        plan = planEvent(input);
        walls.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpus.push((used.user + used.system) / 1000);
      }
      passesMax = Math.max(passesMax, plan.passes);
      ratios.push(planQuality(input, plan.slots).ratio);
      unplaced += plan.unplaced.length;
      shortRest += plan.shortRest.length;
      violations += checkPlan(input, plan).filter((v) => v.code !== "planCheck.shortRest").length;
    }
    walls.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    return {
      what,
      seeds,
      rounds,
      matches,
      wallP50Ms: percentile(walls, 50),
      wallMaxMs: walls.at(-1)!,
      cpuP50Ms: percentile(cpus, 50),
      passesMax,
      ratioBest: Math.min(...ratios),
      ratioWorst: Math.max(...ratios),
      unplaced,
      shortRest,
      violations,
    };
  });
}

export const plannerHeader = ["what", "matches", "wall p50", "wall max", "CPU p50", "passes", "vs bound (best–worst)", "unplaced", "short rests", "other violations"];

export function plannerCells(row: PlannerRow, verdicts: { time: string; ratio: string; clean: string } = { time: "", ratio: "", clean: "" }): string[] {
  return [
    `${row.what} (${row.seeds} seeds × ${row.rounds})`,
    String(row.matches),
    formatMs(row.wallP50Ms),
    `${formatMs(row.wallMaxMs)}${verdicts.time}`,
    formatMs(row.cpuP50Ms),
    String(row.passesMax),
    `${row.ratioBest.toFixed(3)}–${row.ratioWorst.toFixed(3)}${verdicts.ratio}`,
    String(row.unplaced),
    String(row.shortRest),
    `${row.violations}${verdicts.clean}`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = measurePlanner({ seeds: Number(process.env.SEEDS ?? 5), rounds: Number(process.env.ROUNDS ?? 5) });
  console.log(textTable([plannerHeader, ...rows.map((row) => plannerCells(row))]));
}
