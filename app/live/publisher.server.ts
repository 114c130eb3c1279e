import { settings } from "~/config.server";
import { createInProcessPublisher, type LivePublisher } from "./in-process-publisher.server";
import { createRedisPublisher } from "./redis-publisher.server";

/** The process's one live publisher: in-process, or through Redis when LIVE_PUBSUB_URL is set. */
export { createInProcessPublisher, type EventVersion, type LivePublisher, type ScorePatch, type VersionListener } from "./in-process-publisher.server";

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
