/**
 * Announces that an event's spectator-visible data changed: `{eventId, version}`.
 * The interface is small on purpose: in one process the in-process publisher
 * is all there is; with LIVE_PUBSUB_URL set, Redis pub/sub carries the news
 * to every app process (redis-publisher.server.ts, built on this one). The
 * streams and the writers do not change.
 */

/**
 * What one point changed, for the pages that showed the event at `from` (its
 * version before the point): the texts of the match's score cells by field
 * ("home-score", "away-set-2", "home-point" …) and who serves. A page at that
 * version puts them in place instead of fetching itself again.
 */
export type ScorePatch = { from: number; match: { id: number; texts: Record<string, string>; server: "home" | "away" | null } };

export type EventVersion = { eventId: number; version: number; patch?: ScorePatch };

export type VersionListener = (message: EventVersion) => void;

export interface LivePublisher {
  publish(message: EventVersion): void;
  /** Listens to one event's changes; returns the function that stops listening. */
  subscribe(eventId: number, listener: VersionListener): () => void;
  /** Lets go of connections at shutdown. */
  close(): Promise<void>;
}

/** Listeners per event, so a write reaches only the streams of its own event. */
export function createInProcessPublisher(): LivePublisher {
  const listeners = new Map<number, Set<VersionListener>>();
  return {
    publish(message) {
      for (const listener of listeners.get(message.eventId) ?? []) listener(message);
    },
    subscribe(eventId, listener) {
      let set = listeners.get(eventId);
      if (!set) listeners.set(eventId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(eventId) === set) listeners.delete(eventId);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
