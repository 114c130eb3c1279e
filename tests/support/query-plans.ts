import { getDb } from "~/db.server";

type Seen = { source: string; values: unknown[] };

/** Records the statements prepared (and run) while `run` works, then restores the connection. */
function recording<T>(run: () => T, settled: (seen: Seen[]) => void): T {
  const client = getDb().$client;
  const original = client.prepare.bind(client);
  const seen: Seen[] = [];
  client.prepare = ((source: string) => {
    const statement = original(source);
    const record = (values: unknown[]) => seen.push({ source, values });
    for (const method of ["all", "get", "run", "iterate"] as const) {
      const call = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...values: unknown[]) => (record(values), call(...values));
    }
    return statement;
  }) as typeof client.prepare;
  const restore = () => {
    client.prepare = original as typeof client.prepare;
    settled(seen);
  };
  try {
    const result = run();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
}

function plansIn(table: string, seen: Seen[]) {
  const client = getDb().$client;
  const reads = new RegExp(`from "${table}"`);
  return seen
    .filter(({ source }) => reads.test(source))
    .map(({ source, values }) => (client.prepare(`explain query plan ${source}`).all(...values) as { detail: string }[]).map((row) => row.detail).join(" | "));
}

/** The query plans of the statements a call runs on a table, each as one line. */
export function plansOf(table: string, run: () => unknown) {
  let plans: string[] = [];
  recording(run, (seen) => (plans = plansIn(table, seen)));
  return plans;
}

/** The same for a call that finishes later (an import's checks, which pause between batches). */
export async function plansOfAwaited(table: string, run: () => Promise<unknown>) {
  let plans: string[] = [];
  await recording(run, (seen) => (plans = plansIn(table, seen)));
  return plans;
}
