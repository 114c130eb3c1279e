import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from "rate-limiter-flexible";
import { settings } from "~/config.server";
import { log } from "~/utils/logger.server";

/** How long the start waits for Redis before serving with the counts in memory. */
const CONNECT_MS = 3_000;
/** How long a count may take in Redis before this process counts in its own memory instead. */
const ANSWER_MS = 1_000;
const WARN_EVERY_MS = 60_000;

let lastRedisError = "";
let lastWarnedAt = 0;

/**
 * The Redis connection the counts are shared through. Commands are never queued
 * while it is down: a count refused at once goes to the memory fallback instead
 * of holding a login. It reconnects by itself; the start waits for the first
 * connection a bounded time only.
 */
async function connectLimitsRedis(url: string) {
  // Loaded only when configured, as the live pub/sub's client is.
  const { createClient } = await import("@redis/client");
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: CONNECT_MS } });
  client.on("error", (error: unknown) => (lastRedisError = error instanceof Error ? error.message : String(error)));
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, CONNECT_MS, false)));
  if (!(await Promise.race([connected, waited]))) warnRedisAway();
  clearTimeout(timer);
  return client;
}

// Kept on globalThis so the development server's module reloads share one connection.
const holder = globalThis as unknown as { lagaLimitsRedis?: ReturnType<typeof connectLimitsRedis> };

/** The shared counts' connection when LIVE_PUBSUB_URL is set, null without it. */
async function limitsRedis() {
  const url = settings().LIVE_PUBSUB_URL;
  if (!url) return null;
  holder.lagaLimitsRedis ??= connectLimitsRedis(url);
  return holder.lagaLimitsRedis;
}

function warnRedisAway() {
  if (Date.now() - lastWarnedAt < WARN_EVERY_MS) return;
  lastWarnedAt = Date.now();
  log.warn("attempt limits: Redis does not answer, this process counts in its own memory meanwhile", { error: lastRedisError || "timed out" });
}

/** The counts this process keeps itself while Redis does not answer, said in the log at most once a minute. */
class MemoryWhileRedisAway extends RateLimiterMemory {
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    warnRedisAway();
    return super.consume(...args);
  }
}

/** Connects the shared counts before the server listens, so its first attempts are counted with the other processes'. */
export async function prepareAttemptLimits() {
  await limitsRedis();
}

/** Drops the connection at shutdown: it holds nothing to flush, and a Redis that hangs must not hold the exit. */
export async function closeAttemptLimits() {
  const client = await holder.lagaLimitsRedis;
  holder.lagaLimitsRedis = undefined;
  if (client?.isOpen) client.destroy();
}

/**
 * Attempts per key in a fixed window (rate-limiter-flexible). An attempt is
 * reserved — counted — in one atomic step before the work it guards, so a burst
 * sent at once cannot pass the check together and be counted afterwards. The
 * counts live in this process's memory, or with LIVE_PUBSUB_URL in Redis, where
 * every app process behind a load balancer counts against one limit.
 *
 * Redis away fails to the next safest thing, not open and not shut: each process
 * counts in its own memory, as one without Redis does, until Redis answers again
 * (a limit N processes wide is N times the setting meanwhile; staff can still
 * sign in during an event).
 */
export class AttemptLimiter {
  private counter?: Promise<RateLimiterAbstract>;

  constructor(
    private readonly name: string,
    private readonly limit: () => number,
    private readonly windowMs: number,
  ) {}

  private counts() {
    this.counter ??= limitsRedis().then((client) => {
      const options = { keyPrefix: `laga:limit:${this.name}`, points: this.limit(), duration: this.windowMs / 1000 };
      if (!client) return new RateLimiterMemory(options);
      const shared = new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true });
      return new RLWrapperTimeouts({ limiter: shared, timeoutMs: ANSWER_MS, insuranceLimiter: new MemoryWhileRedisAway(options) });
    });
    return this.counter;
  }

  /** Counts an attempt for the key: 0 when it may go ahead, otherwise the seconds until the key may try again. */
  async reserve(key: string) {
    const counts = await this.counts();
    try {
      await counts.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }

  /** Takes back a reserved attempt that is not to count. */
  async giveBack(key: string) {
    await (await this.counts()).reward(key);
  }

  /** Forgets the key's attempts. */
  async reset(key: string) {
    await (await this.counts()).delete(key);
  }
}

/**
 * Reserves an attempt under each limit in turn, all or none: 0 when every one
 * counted it, otherwise the refusing limit's seconds to wait, with the attempts
 * already counted given back. A key refused by an earlier limit is not counted
 * by the later ones.
 */
export async function reserveEach(reservations: [AttemptLimiter, string][]) {
  const counted: [AttemptLimiter, string][] = [];
  for (const [limiter, key] of reservations) {
    const wait = await limiter.reserve(key);
    if (wait > 0) {
      await Promise.all(counted.map(([earlier, earlierKey]) => earlier.giveBack(earlierKey)));
      return wait;
    }
    counted.push([limiter, key]);
  }
  return 0;
}

/** Work under way per key in this process, at most `limit` at once. */
export class InFlightLimit {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Takes a place for the key, false when it has all of its places; a place taken is given back with `leave`. */
  enter(key: string) {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.limit) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  leave(key: string) {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count > 0) this.counts.set(key, count);
    else this.counts.delete(key);
  }
}
