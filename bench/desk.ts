/**
 * What the tournament desk costs on the benchmark's large event (1,865
 * matches on 24 courts, bench/large-event.ts): the desk's read, a call's
 * expected starts worked out again inside its write, and the minute's tick for
 * the event (decision 0073), which must stay well under the 100 ms a turn of
 * the event loop may take. Not a test; run it with `npx tsx bench/desk.ts` and
 * read the p50/p99.
 */
import { removeScratchDatabase } from "./scratch-database";

process.env.SEED_DEMO = "0";
process.env.ADMIN_PASSWORD = "bench-admin-password";
const { closeDb, getDb, writeTransaction } = await import("~/db.server");
const { prepareDatabase } = await import("~/seed/prepare.server");
const { generateLargeEvent } = await import("./large-event");
const { deskView } = await import("~/models/desk/desk.server");
const { readEventDay } = await import("~/models/desk/event-day.server");
const { refreshExpectedStarts } = await import("~/models/desk/expected-starts.server");
const { MINIMUM_MOVE } = await import("~/models/desk/expected-start-tick.server");
const { eventDateFormat } = await import("~/utils/event-dates");
const { measure: measureRounds } = await import("./query-timing");

const rounds = Number(process.env.ROUNDS ?? 50);
const measure = (label: string, run: () => unknown) => measureRounds(label, run, rounds);

await prepareDatabase();
const event = generateLargeEvent(getDb());
// The live slot's time: the event as its desk sees it mid-day, with matches on court and late ones behind them.
const at = new Date(event.liveSlotAt.getTime() + 25 * 60_000);
console.log(`${event.counts.matches} matches, ${event.counts.teams} teams; the desk at ${at.toISOString()}.\n`);

const dates = eventDateFormat("id", "Asia/Jakarta");
const written = writeTransaction(() => refreshExpectedStarts(event.eventId, { now: at }));
console.log(`First working-out wrote ${written} expected starts.\n`);

const results = [
  measure("the event's day read (matches, players, courts)", () => readEventDay(event.eventId)),
  measure("the desk's view", () => deskView(event.eventId, dates, at)),
  measure("expected starts worked out, nothing to write (a call's share)", () => writeTransaction(() => refreshExpectedStarts(event.eventId, { now: at }))),
  measure(`the tick for the event (${MINIMUM_MOVE}-minute threshold)`, () => writeTransaction(() => refreshExpectedStarts(event.eventId, { now: at, minimumMove: MINIMUM_MOVE }))),
];
for (const result of results) console.log(`${result.label.padEnd(70)} p50 ${result.p50.toFixed(1).padStart(7)} ms  p99 ${result.p99.toFixed(1).padStart(7)} ms`);

closeDb();
removeScratchDatabase();
