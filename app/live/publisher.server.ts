import { settings } from "~/config.server";
import { createRedisPublisher } from "./redis-publisher.server";

/**
 * Announces that an event's spectator-visible data changed: `{eventId, version}`.
 * The interface is small on purpose: in one process the in-process publisher
 * is all there is; with LIVE_PUBSUB_URL set, Redis pub/sub carries the news
 * to every app process. The streams and the writers do not change.
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

// Kept on globalThis so the development server's module reloads share one publisher.
const holder = globalThis as unknown as { lagaLivePublisher?: LivePublisher };

export function livePublisher(): LivePublisher {
  if (!holder.lagaLivePublisher) {
    const url = settings().LIVE_PUBSUB_URL;
    holder.lagaLivePublisher = url ? createRedisPublisher(url) : createInProcessPublisher();
  }
  return holder.lagaLivePublisher;
}

/** Closes the publisher's connections (graceful shutdown). */
export async function closeLivePublisher() {
  const publisher = holder.lagaLivePublisher;
  holder.lagaLivePublisher = undefined;
  await publisher?.close();
}
