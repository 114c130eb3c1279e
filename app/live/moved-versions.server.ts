import type Database from "better-sqlite3";
import { log } from "~/utils/logger.server";
import { livePublisher, type ScorePatch } from "./publisher.server";

/**
 * The live publisher hears of every event version this process's writes move,
 * with no call in the writers: the database's triggers raise the versions
 * (migrations/0006_event_version_triggers.sql), and a temporary trigger on this
 * connection alone notes each event moved and the version it had. Once the
 * write is committed, the noted events' versions are read in one query on
 * their ids and each that moved is published: by `writeTransaction` as it
 * returns, and for any other write at the end of the current task (a
 * microtask: better-sqlite3's transactions cannot span an await, so by then
 * the write is committed or rolled back). A rolled-back write publishes
 * nothing. Writes by other processes reach the open streams through their
 * once-a-second version poll (streams.server.ts).
 */

type Noted = {
  moved: Map<number, number>;
  /** Score patches noted by the writes (noteScorePatch), by event; an event with two in one commit gets none. */
  patches: Map<number, ScorePatch | null>;
  queued: boolean;
  read: Database.Statement<[string], { id: number; version: number }> | null;
};

const noted = new WeakMap<Database.Database, Noted>();

const noteFunction = "laga_event_version_moved";

/** Makes the connection note the versions it moves; safe to call again (each migration run does). */
export function publishVersionsMovedBy(sqlite: Database.Database) {
  if (!noted.has(sqlite)) {
    const state: Noted = { moved: new Map(), patches: new Map(), queued: false, read: null };
    sqlite.function(noteFunction, (eventId, from) => {
      const id = Number(eventId);
      const before = state.moved.get(id);
      if (before === undefined || Number(from) < before) state.moved.set(id, Number(from));
      if (!state.queued) {
        state.queued = true;
        queueMicrotask(() => {
          state.queued = false;
          publishMovedVersions(sqlite);
        });
      }
      return null;
    });
    noted.set(sqlite, state);
  }
  // Temporary: it lives on this connection only, which alone knows the function it calls.
  sqlite.exec(`create temp trigger if not exists event_version_moved after update of version on main.events when new.version > old.version begin select ${noteFunction}(new.id, old.version); end`);
}

/**
 * Notes, inside a write, what a point changed in the pages of its event, so
 * the version published after the commit carries it (see ScorePatch).
 */
export function noteScorePatch(sqlite: Database.Database, eventId: number, patch: ScorePatch) {
  const state = noted.get(sqlite);
  if (!state) return;
  state.patches.set(eventId, state.patches.has(eventId) ? null : patch);
}

/** Publishes the versions noted since the last call, once the connection is out of its transaction. Never throws: the write is done. */
export function publishMovedVersions(sqlite: Database.Database) {
  const state = noted.get(sqlite);
  if (!state || state.moved.size === 0 || sqlite.inTransaction || !sqlite.open) return;
  const moved = state.moved;
  const patches = state.patches;
  state.moved = new Map();
  state.patches = new Map();
  try {
    state.read ??= sqlite.prepare<[string], { id: number; version: number }>("select id, version from events where id in (select value from json_each(?))");
    for (const row of state.read.all(JSON.stringify([...moved.keys()]))) {
      const from = moved.get(row.id)!;
      if (row.version <= from) continue;
      // The patch goes with the version only when it is all that moved it since the pages' version.
      const patch = patches.get(row.id);
      livePublisher().publish({ eventId: row.id, version: row.version, ...(patch && patch.from === from ? { patch } : {}) });
    }
  } catch (error) {
    log.warn("moved event versions not published; the live streams' poll carries them", { error });
  }
}
