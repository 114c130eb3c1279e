/**
 * Child process of the crash test: commits score updates one after another on
 * the database the parent names and acknowledges each commit on stdout, until
 * the parent kills it with SIGKILL.
 */
import { eq, sql } from "drizzle-orm";
import { matches, matchSets } from "#drizzle/schema";
import { openDatabase } from "~/db.server";

const [file, matchId] = [process.argv[2]!, Number(process.argv[3])];
const db = openDatabase(file);
const save = db.$client.transaction((n: number) => {
  db.update(matches)
    .set({ homeScore: n % 3, awayScore: n % 2, version: sql`${matches.version} + 1` })
    .where(eq(matches.id, matchId))
    .run();
  db.delete(matchSets).where(eq(matchSets.matchId, matchId)).run();
  db.insert(matchSets)
    .values([
      { matchId, setNo: 1, home: 6, away: n % 5 },
      { matchId, setNo: 2, home: n % 5, away: 6 },
    ])
    .run();
  return db.select({ version: matches.version }).from(matches).where(eq(matches.id, matchId)).get()!.version;
});

for (let n = 1; ; n++) {
  const version = save.immediate(n);
  process.stdout.write(`${version}\n`);
}
