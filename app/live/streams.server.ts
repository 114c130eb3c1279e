import { inArray } from "drizzle-orm";
import { events } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb } from "~/db.server";
import { noteDatabaseDamage } from "~/utils/database-damage.server";
import { log } from "~/utils/logger.server";
import { livePublisher, type ScorePatch } from "./publisher.server";
import { reconnectDelay } from "./reconnect-delay";

/**
 * Server-Sent Events to the open public pages of an event. Each message is
 * `{"version": n}`, and a page whose data is older reloads it itself; a point
 * scored adds what it changed (`from`, `match`), which a page at `from` puts
 * in place without fetching anything.
 *
 * Cost: the streams of one event share a channel with a single publisher
 * subscription, so a write is published once, encoded once, and fanned out by
 * writing the same few bytes to each open stream. Nothing touches the database
 * per viewer. The fan-out writes to a slice of the streams per turn of the
 * event loop: with thousands of viewers a point must not hold the loop for
 * all their writes at once, and the messages reach each stream in order.
 *
 * Other processes: the admin CLI or a second app process cannot reach this
 * process's publisher. So while an event has open streams, its version is
 * also read from the database, at most once per second, in one query for all
 * watched events, and a newer version found there is published here. The same
 * poll lets several app processes behind one SQLite file (or a Redis
 * publisher, later) reach every viewer.
 */

const heartbeatMs = 25_000;
const pollMs = 1_000;
/** Streams written to in one turn of the event loop: a few milliseconds of socket writes. */
export const FAN_OUT_SLICE = 250;

type Stream = { send(chunk: Uint8Array): void; close(): void };

type Channel = {
  eventId: number;
  version: number;
  streams: Set<Stream>;
  unsubscribe: () => void;
  /** Messages still to be written to every stream, oldest first; the first is being written while `fanningOut`. */
  outbox: Uint8Array[];
  fanningOut: boolean;
};

/** Open streams by event, and how many each client holds (see `clientOf`). */
type Registry = { channels: Map<number, Channel>; timers: NodeJS.Timeout[]; perClient: Map<string, number> };

// Kept on globalThis so the development server's module reloads see the same open streams.
const holder = globalThis as unknown as { lagaLiveStreams?: Registry };
const registry = (): Registry => (holder.lagaLiveStreams ??= { channels: new Map(), timers: [], perClient: new Map() });

const encoder = new TextEncoder();
const versionMessage = (version: number) => encoder.encode(`event: version\ndata: {"version":${version}}\n\n`);
/** A version with what one point changed: a page at `from` puts the texts in place rather than fetching itself again. */
const patchMessage = (version: number, patch: ScorePatch) => encoder.encode(`event: version\ndata: ${JSON.stringify({ version, from: patch.from, match: patch.match })}\n\n`);
const heartbeat = encoder.encode(": heartbeat\n\n");
/** For a reader other than the spectator script, which reconnects on a schedule of its own: the script's first wait at most. */
const retryHint = encoder.encode(`retry: ${reconnectDelay(0, 1)}\n\n`);

function announce(channel: Channel, version: number, patch?: ScorePatch) {
  if (version <= channel.version) return;
  const message = patch && patch.from === channel.version ? patchMessage(version, patch) : versionMessage(version);
  channel.version = version;
  channel.outbox.push(message);
  if (!channel.fanningOut) fanOut(channel);
}

/**
 * Writes the outbox's messages to the channel's streams, FAN_OUT_SLICE streams
 * per turn of the event loop, one message after the other. A stream opened
 * meanwhile starts at the channel's version and may hear of it twice, which a
 * page ignores; one closed meanwhile is skipped (its `send` does nothing).
 */
function fanOut(channel: Channel) {
  const message = channel.outbox.shift();
  if (!message) {
    channel.fanningOut = false;
    return;
  }
  channel.fanningOut = true;
  const streams = [...channel.streams];
  let next = 0;
  const writeSlice = () => {
    const end = Math.min(next + FAN_OUT_SLICE, streams.length);
    for (; next < end; next++) streams[next]!.send(message);
    if (next < streams.length) setImmediate(writeSlice);
    else fanOut(channel);
  };
  writeSlice();
}

function openChannel(eventId: number, version: number): Channel {
  const { channels } = registry();
  const existing = channels.get(eventId);
  if (existing) {
    // A viewer who read a newer version than the channel knows brings news the others need too.
    announce(existing, version);
    return existing;
  }
  const channel: Channel = { eventId, version, streams: new Set(), unsubscribe: () => undefined, outbox: [], fanningOut: false };
  channel.unsubscribe = livePublisher().subscribe(eventId, (message) => announce(channel, message.version, message.patch));
  channels.set(eventId, channel);
  startTimers();
  return channel;
}

function closeChannelIfIdle(channel: Channel) {
  const { channels } = registry();
  if (channel.streams.size > 0 || channels.get(channel.eventId) !== channel) return;
  channel.unsubscribe();
  channels.delete(channel.eventId);
  if (channels.size === 0) stopTimers();
}

/** One query per second for every watched event together. */
function pollVersions() {
  const { channels } = registry();
  if (channels.size === 0) return;
  try {
    const rows = getDb()
      .select({ id: events.id, version: events.version })
      .from(events)
      .where(inArray(events.id, [...channels.keys()]))
      .all();
    for (const row of rows) {
      const channel = channels.get(row.id);
      if (channel && row.version > channel.version) livePublisher().publish({ eventId: row.id, version: row.version });
    }
  } catch (error) {
    noteDatabaseDamage(error, { path: "live version poll" });
    log.warn("live version poll failed", { error });
  }
}

function sendHeartbeats() {
  for (const channel of registry().channels.values()) for (const stream of channel.streams) stream.send(heartbeat);
}

function startTimers() {
  const state = registry();
  if (state.timers.length > 0) return;
  state.timers = [setInterval(pollVersions, pollMs).unref(), setInterval(sendHeartbeats, heartbeatMs).unref()];
}

function stopTimers() {
  const state = registry();
  state.timers.forEach(clearInterval);
  state.timers = [];
}

/**
 * Who holds a stream, for the per-client cap: an IPv4 address as it is (also
 * written IPv4-mapped), an IPv6 address by its first 64 bits, which is one
 * home's or one phone's network, so one device cannot count as many.
 */
export function clientOf(address: string): string {
  const ip = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The SSE response for one viewer of an event: a retry hint, the current
 * version at once (a page restored from the back/forward cache catches up),
 * then every newer version and a heartbeat comment every 25 s so proxies keep
 * the connection open. Closing the page (request.signal) ends it.
 *
 * A client (`clientOf` its address) holds at most LIVE_STREAMS_PER_ADDRESS
 * streams, and null is returned for one more: an open stream costs memory and
 * a socket for as long as it lasts, so one address cannot hold them by the
 * thousand. The cap is generous because a venue's Wi-Fi or a mobile
 * operator's shared address puts many phones behind one.
 */
export function openLiveStream(eventId: number, version: number, signal: AbortSignal, address: string): Response | null {
  const { perClient } = registry();
  const client = clientOf(address);
  const held = perClient.get(client) ?? 0;
  if (held >= settings().LIVE_STREAMS_PER_ADDRESS) {
    log.warn("live stream refused: too many from one address", { client, held });
    return null;
  }
  perClient.set(client, held + 1);
  const channel = openChannel(eventId, version);
  let stream: Stream | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const current: Stream = {
        send(chunk) {
          if (!open) return;
          try {
            controller.enqueue(chunk);
          } catch {
            current.close();
          }
        },
        close() {
          if (!open) return;
          open = false;
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
          channel.streams.delete(current);
          closeChannelIfIdle(channel);
          try {
            controller.close();
          } catch {
            // Already closed by the other side.
          }
        },
      };
      stream = current;
      channel.streams.add(current);
      current.send(retryHint);
      current.send(versionMessage(channel.version));
      if (signal.aborted) current.close();
      else signal.addEventListener("abort", () => current.close(), { once: true });
    },
    cancel() {
      stream?.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // Tells nginx-style proxies not to buffer the stream.
      "X-Accel-Buffering": "no",
    },
  });
}

/** Number of open streams, per event id. */
export function liveStreamCounts(): Map<number, number> {
  return new Map([...registry().channels].map(([eventId, channel]) => [eventId, channel.streams.size]));
}

/** Ends every open stream (the browsers reconnect elsewhere); called on shutdown. */
export function closeLiveStreams() {
  for (const channel of [...registry().channels.values()]) for (const stream of [...channel.streams]) stream.close();
  stopTimers();
}
