import { getDb } from "~/db.server";

/** The query plans of the statements a call runs on a table, each as one line. */
export function plansOf(table: string, run: () => unknown) {
  const client = getDb().$client;
  const original = client.prepare.bind(client);
  const seen: { source: string; values: unknown[] }[] = [];
  client.prepare = ((source: string) => {
    const statement = original(source);
    const record = (values: unknown[]) => seen.push({ source, values });
    for (const method of ["all", "get", "run", "iterate"] as const) {
      const call = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...values: unknown[]) => (record(values), call(...values));
    }
    return statement;
  }) as typeof client.prepare;
  try {
    run();
  } finally {
    client.prepare = original as typeof client.prepare;
  }
  const reads = new RegExp(`from "${table}"`);
  return seen.filter(({ source }) => reads.test(source)).map(({ source, values }) => (original(`explain query plan ${source}`).all(...values) as { detail: string }[]).map((row) => row.detail).join(" | "));
}
