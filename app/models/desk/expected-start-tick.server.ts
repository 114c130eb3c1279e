import { and, gte, inArray, lte } from "drizzle-orm";
import { events } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { now as clockNow } from "~/clock.server";
import { log } from "~/utils/logger.server";
import { eventDays } from "../competition/schedule-time.server";
import { refreshExpectedStarts } from "./expected-starts.server";

/**
 * The minute's tick (decision 0073): time passing moves expected starts with
 * no write at all (a court still busy at 14:20 pushes its next match on), so
 * once a minute each event under way has its expected starts worked out
 * again. Only a start that moved by MINIMUM_MOVE minutes or more is written,
 * so the event's version (and every page stored for it) moves only then.
 *
 * One owner: the server starts it once after the database is ready and stops
 * it on shutdown; a tick still running when the next is due is not doubled.
 * One event is worked out per turn of the event loop, each in its own short
 * write, so requests go on in between.
 */

const TICK_MS = 60_000;
export const MINIMUM_MOVE = 5;
const DAY_MS = 24 * 60 * 60_000;

type Tick = { timer: NodeJS.Timeout | null; running: boolean; stopped: boolean };

// Kept on globalThis so the development server's module reloads see the one timer.
const holder = globalThis as unknown as { lagaExpectedStartTick?: Tick };
const state = (): Tick => (holder.lagaExpectedStartTick ??= { timer: null, running: false, stopped: false });

/** Starts the tick, its first run at once: a server started during an event does not show the starts it had before. */
export async function startExpectedStartTick() {
  const tick = state();
  if (tick.timer) return;
  tick.stopped = false;
  tick.timer = setInterval(() => void tickExpectedStarts(), TICK_MS).unref();
  await tickExpectedStarts();
}

export function stopExpectedStartTick() {
  const tick = state();
  if (tick.timer) clearInterval(tick.timer);
  tick.timer = null;
  tick.stopped = true;
}

/** Published or ongoing events whose days, on the venue's clock, include today. */
export function eventsUnderWay(at = clockNow()): number[] {
  return getDb()
    .select({ id: events.id, startsAt: events.startsAt, endsAt: events.endsAt, timezone: events.timezone })
    .from(events)
    .where(and(inArray(events.status, ["published", "ongoing"]), lte(events.startsAt, new Date(at.getTime() + DAY_MS)), gte(events.endsAt, new Date(at.getTime() - DAY_MS))))
    .all()
    .filter((event) => eventDays(event).includes(localDateKey(at, event.timezone)))
    .map((event) => event.id);
}

/** Works out every event under way once; answers how many expected starts moved. */
export async function tickExpectedStarts(at?: Date): Promise<number> {
  const tick = state();
  if (tick.running) return 0;
  tick.running = true;
  let moved = 0;
  try {
    for (const eventId of eventsUnderWay(at)) {
      // Stopped meanwhile (a shutdown closes the database next): the rest waits for the next process.
      if (tick.stopped) break;
      moved += writeTransaction(() => refreshExpectedStarts(eventId, { now: at ?? clockNow(), minimumMove: MINIMUM_MOVE }));
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    log.warn("expected starts not worked out; the next tick tries again", { error });
  } finally {
    tick.running = false;
  }
  return moved;
}
