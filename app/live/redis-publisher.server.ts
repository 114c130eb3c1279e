import { log } from "~/utils/logger.server";
import { createInProcessPublisher, type EventVersion, type LivePublisher, type ScorePatch } from "./in-process-publisher.server";

const CHANNEL = "laga:event-version";

/**
 * Event versions shared through Redis pub/sub, for several app processes or
 * containers: a write is delivered to this process's streams at once and
 * published on one channel; every process (this one included — a repeat is
 * ignored, versions only grow) hands what it hears to its own streams.
 *
 * Redis being away costs latency, not correctness: the clients reconnect by
 * themselves, and the streams' once-a-second version poll of the database
 * still reaches every viewer meanwhile.
 */
export function createRedisPublisher(url: string): LivePublisher {
  const local = createInProcessPublisher();
  // Loaded only when configured: the client is a sizeable share of the server's start-up imports.
  const clients = import("@redis/client").then(({ createClient }) => {
    const publisher = createClient({ url });
    const subscriber = publisher.duplicate();
    for (const [role, client] of [
      ["publisher", publisher],
      ["subscriber", subscriber],
    ] as const) {
      client.on("error", (error: unknown) => log.warn("live pub/sub connection failed", { role, error: error instanceof Error ? error.message : String(error) }));
    }
    return { publisher, subscriber };
  });
  void clients
    .then(({ publisher, subscriber }) =>
      Promise.all([
        publisher.connect(),
        subscriber.connect().then(() =>
          subscriber.subscribe(CHANNEL, (text) => {
            const message = parse(text);
            if (message) local.publish(message);
          }),
        ),
      ]),
    )
    .catch((error: unknown) => log.warn("live pub/sub unavailable; the database poll carries updates", { error: error instanceof Error ? error.message : String(error) }));

  return {
    publish(message) {
      local.publish(message);
      // While (re)connecting the client queues the command and sends it once connected.
      clients
        .then(({ publisher }) => publisher.publish(CHANNEL, JSON.stringify(message)))
        .catch((error: unknown) => log.warn("live pub/sub publish failed", { error: error instanceof Error ? error.message : String(error) }));
    },
    subscribe: local.subscribe,
    async close() {
      await clients.then(
        ({ publisher, subscriber }) => Promise.allSettled([letGo(subscriber), letGo(publisher)]),
        () => undefined,
      );
    },
  };
}

/**
 * A connection that is up is closed once its sent commands are answered. One
 * that is not (Redis unreachable: it would retry for ever, queueing publishes)
 * is dropped with what waits in it, so a stop never waits for Redis to return.
 */
async function letGo(client: { isOpen: boolean; isReady: boolean; close(): Promise<void>; destroy(): void }) {
  if (client.isReady) await client.close();
  else if (client.isOpen) client.destroy();
}

function parse(text: string): EventVersion | null {
  try {
    const value = JSON.parse(text) as Partial<EventVersion>;
    if (!Number.isInteger(value.eventId) || !Number.isInteger(value.version)) return null;
    const patch = scorePatchOf(value.patch);
    return { eventId: value.eventId!, version: value.version!, ...(patch ? { patch } : {}) };
  } catch {
    return null;
  }
}

/** A score patch as another process sent it, if it is one: short texts by field, a known server. */
function scorePatchOf(value: unknown): ScorePatch | null {
  const patch = value as ScorePatch | undefined;
  if (!patch || !Number.isInteger(patch.from) || !Number.isInteger(patch.match?.id)) return null;
  const texts = Object.entries(patch.match.texts ?? {});
  if (texts.length > 24 || texts.some(([field, text]) => !/^(home|away)-[a-z0-9-]{1,12}$/.test(field) || typeof text !== "string" || text.length > 8)) return null;
  if (patch.match.server !== null && patch.match.server !== "home" && patch.match.server !== "away") return null;
  return { from: patch.from, match: { id: patch.match.id, texts: Object.fromEntries(texts), server: patch.match.server } };
}
