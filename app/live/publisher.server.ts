/**
 * Announces that an event's spectator-visible data changed: `{eventId, version}`.
 * The interface is small on purpose so the in-process implementation can be
 * swapped for Redis pub/sub (or Postgres LISTEN/NOTIFY) when Laga runs on
 * more than one process; the streams and the writers do not change.
 */

export type EventVersion = { eventId: number; version: number };

export type VersionListener = (message: EventVersion) => void;

export interface LivePublisher {
  publish(message: EventVersion): void;
  /** Listens to one event's changes; returns the function that stops listening. */
  subscribe(eventId: number, listener: VersionListener): () => void;
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
  };
}

// Kept on globalThis so the development server's module reloads share one publisher.
const holder = globalThis as unknown as { lagaLivePublisher?: LivePublisher };

export function livePublisher(): LivePublisher {
  holder.lagaLivePublisher ??= createInProcessPublisher();
  return holder.lagaLivePublisher;
}
