/**
 * Announces that an event's spectator-visible data changed: `{eventId, version}`.
 * The interface is small on purpose: in one process the in-process publisher
 * is all there is; with LIVE_PUBSUB_URL set, Redis pub/sub carries the news
 * to every app process (redis-publisher.server.ts, built on this one). The
 * streams and the writers do not change.
 */

export type EventVersion = { eventId: number; version: number };

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
