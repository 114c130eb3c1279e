/**
 * Timing of model calls in this process, for the list benchmarks
 * (bench/lists.ts, bench/player-search.ts): p50/p99 over many rounds and the
 * query plans of the SQL a call prepares.
 */
import type { DB } from "~/db.server";
import { percentile } from "./report";

export type Timing = { label: string; p50: number; p99: number; run: () => unknown };

/** One warm-up call, then `rounds` timed calls. */
export function measure(label: string, run: () => unknown, rounds: number): Timing {
  run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99), run };
}

/** Records the SQL a call prepares, so its plans can be shown. */
function capturedSql(db: DB, run: () => unknown) {
  const client = db.$client;
  const original = client.prepare.bind(client);
  const seen: string[] = [];
  client.prepare = ((source: string) => {
    seen.push(source);
    return original(source);
  }) as typeof client.prepare;
  try {
    run();
  } finally {
    client.prepare = original as typeof client.prepare;
  }
  return seen;
}

function plan(db: DB, source: string) {
  const placeholders = (source.match(/\?/g) ?? []).length;
  const rows = db.$client.prepare(`explain query plan ${source}`).all(...Array.from({ length: placeholders }, () => 1)) as { detail: string }[];
  return rows.map((row) => row.detail).join(" | ");
}

/** The table of p50/p99, then each call's plans for the statements that read `table`. */
export function printTimings(db: DB, results: Timing[], rounds: number, table: string) {
  console.log(`${rounds} rounds each, milliseconds per list request:\n`);
  console.log(`${"query".padEnd(48)} ${"p50".padStart(8)} ${"p99".padStart(8)}`);
  for (const result of results) console.log(`${result.label.padEnd(48)} ${result.p50.toFixed(2).padStart(8)} ${result.p99.toFixed(2).padStart(8)}`);
  console.log("\nQuery plans:\n");
  const reads = new RegExp(`from "?${table}"?\\b`);
  for (const result of results) {
    console.log(result.label);
    // The plan is read with every parameter set to 1, so it shows the access paths, not this call's row counts.
    for (const source of capturedSql(db, result.run).filter((sql) => reads.test(sql))) console.log(`  ${plan(db, source)}`);
  }
}
