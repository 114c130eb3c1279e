/**
 * The benchmark's small pure helpers: percentiles, ratios, verdicts and the
 * plain-text table the run prints.
 */

/** Nearest-rank percentile (p in 0–100) of an ascending list; NaN for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** A share as a percentage with one decimal: ratio(1, 4) is "25.0 %"; "—" when it cannot be computed. */
export function formatRatio(part: number, whole: number): string {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return "—";
  return `${((part / whole) * 100).toFixed(1)} %`;
}

/** Whether a measured number meets its target; null when the row has no such target. */
export type Verdict = boolean | null;

export const atMost = (value: number, limit: number): Verdict => (Number.isFinite(value) ? value <= limit : false);
export const atLeast = (value: number, limit: number): Verdict => (Number.isFinite(value) ? value >= limit : false);

/** A number followed by PASS or MISS when it has a target. */
export function withVerdict(text: string, verdict: Verdict): string {
  return verdict === null ? text : `${text} ${verdict ? "PASS" : "MISS"}`;
}

export function formatMs(ms: number, digits = 1): string {
  return Number.isFinite(ms) ? `${ms.toFixed(digits)} ms` : "—";
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatMiB(bytes: number | null): string {
  return bytes === null ? "—" : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** A plain-text table: the first row is the header; every column as wide as its widest cell. */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
