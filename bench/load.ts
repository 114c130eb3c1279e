/**
 * Load against the running server: a fixed-duration, fixed-connection
 * autocannon run per endpoint, and the live fan-out of a saved score to many
 * open event streams. Both read the server's memory and its event-loop delay
 * (the bench-only /__bench/loop route) around the run.
 */
import autocannon from "autocannon";
import { request, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { percentile } from "./report";
import { residentBytes, sampleResidentMemory } from "./server";

/** What a phone browser sends for a page: compression, language and a real user agent (bots are rendered differently). */
export const browserHeaders = {
  "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Encoding": "gzip, deflate, br, zstd",
  "Accept-Language": "id-ID,id;q=0.9,en;q=0.8",
};

export type LoopDelay = { p50: number; p99: number; max: number; samples: number };

export type LoadRow = {
  name: string;
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Connection errors, timeouts and answers other than the expected statuses. */
  errors: number;
  statuses: Record<string, number>;
  peakRssBytes: number | null;
  loopDelay: LoopDelay | null;
};

export type LoadSpec = {
  name: string;
  path: string;
  /** Statuses that count as a correct answer (e.g. 304 for a repeat view). */
  expected: number[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** For requests that change per call (the score save): autocannon's request list. */
  requests?: autocannon.Request[];
};

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One request on a connection of its own, closed after the answer: a kept-alive
 * connection left idle while the load runs may be closed by the server just as it is reused.
 */
export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, agent: false, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${url} did not answer within 60 s`)));
    req.on("error", reject);
    req.end(options.body);
  });
}

export async function resetLoopDelay(base: string) {
  await send(`${base}/__bench/loop`, { method: "POST" });
}

export async function readLoopDelay(base: string): Promise<LoopDelay | null> {
  const answer = await send(`${base}/__bench/loop`);
  return answer.status === 200 ? (JSON.parse(answer.body.toString()) as LoopDelay) : null;
}

/** A few sequential requests first, so the run does not measure the first render of a route. */
async function warmUp(base: string, spec: LoadSpec) {
  if (spec.requests) return;
  for (let i = 0; i < 10; i++) await send(base + spec.path, { method: spec.method, headers: spec.headers });
}

export async function runLoad(base: string, pid: number, spec: LoadSpec, options: { connections: number; durationS: number }): Promise<LoadRow> {
  await warmUp(base, spec);
  await resetLoopDelay(base);
  const memory = sampleResidentMemory(pid);
  const result = await autocannon({
    url: base + spec.path,
    connections: options.connections,
    duration: options.durationS,
    method: spec.method ?? "GET",
    headers: spec.headers,
    requests: spec.requests,
    timeout: 10,
  });
  const peakRssBytes = memory.stop();
  const loopDelay = await readLoopDelay(base);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const expected = spec.expected.reduce((sum, code) => sum + (statuses[String(code)] ?? 0), 0);
  return {
    name: spec.name,
    path: spec.path,
    connections: options.connections,
    durationS: result.duration,
    requests: answered,
    requestsPerSecond: answered / result.duration,
    // No answer at all (every request timed out) has no latency: NaN, which no target accepts.
    latencyP50Ms: answered ? result.latency.p50 : Number.NaN,
    latencyP99Ms: answered ? result.latency.p99 : Number.NaN,
    latencyMaxMs: answered ? result.latency.max : Number.NaN,
    errors: result.errors + (answered - expected),
    statuses,
    peakRssBytes,
    loopDelay,
  };
}

export type FanoutResult = {
  streams: number;
  saves: number;
  /** Save sent → `event: version` with the new version read on a stream, one sample per stream per save. */
  arrivalP50Ms: number;
  arrivalP99Ms: number;
  arrivalMaxMs: number;
  /** Stream × save pairs whose message did not come within the wait. */
  missed: number;
  /** Streams that did not open, or saves the server did not accept. */
  errors: number;
  /** Before the streams open, and the peak while they are open. */
  rssBeforeBytes: number | null;
  peakRssBytes: number | null;
  loopDelay: LoopDelay | null;
};

/** A version message of the event stream as sent: `{"version": n}`, and for a point `from` and `match` (app/live/streams.server.ts). */
export type VersionData = { version: number; from?: number; match?: { id: number; texts: Record<string, string> } };

/**
 * Opens one Server-Sent Events stream the way EventSource does. It resolves
 * with the first `event: version` message (the version the stream opened on),
 * then hands on each later one, and the size of every chunk read after the
 * first message, for what a spectator receives.
 */
export function openVersionStream(url: string, handlers: { onVersion: (data: VersionData) => void; onBytes?: (bytes: number) => void }): Promise<{ req: ClientRequest; first: VersionData }> {
  return new Promise((resolve, reject) => {
    let buffer = "";
    let opened = false;
    const req = request(url, { agent: false, headers: { Accept: "text/event-stream", "Cache-Control": "no-cache" } });
    req.on("response", (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (opened) handlers.onBytes?.(Buffer.byteLength(chunk));
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const text = /^event: version\ndata: (.*)$/m.exec(message)?.[1];
          if (!text) continue;
          const data = JSON.parse(text) as VersionData;
          if (!Number.isFinite(data.version)) continue;
          if (opened) handlers.onVersion(data);
          else {
            opened = true;
            resolve({ req, first: data });
          }
        }
      });
    });
    req.on("error", (error) => reject(error));
    req.end();
  });
}

type EventStream = { req?: ClientRequest; version: number };

/** One fan-out viewer: the stream and the newest version it has read. */
async function openEventStream(url: string, onVersion: (stream: EventStream, version: number) => void): Promise<EventStream> {
  const stream: EventStream = { version: 0 };
  const { req, first } = await openVersionStream(url, {
    onVersion: (data) => {
      stream.version = Math.max(stream.version, data.version);
      onVersion(stream, data.version);
    },
  });
  stream.req = req;
  stream.version = first.version;
  return stream;
}

/**
 * Opens `streams` event streams of the event, then saves a score `saves`
 * times, one after the other, and times each stream's arrival of the new
 * version from the moment the save is sent.
 */
export async function measureLiveFanout(base: string, pid: number, options: { slug: string; streams: number; saves: number; save: () => Promise<boolean>; waitMs?: number }): Promise<FanoutResult> {
  const waitMs = options.waitMs ?? 5_000;
  type Waiting = { version: number; sentAt: number; pending: number; seen: Set<EventStream>; done: () => void };
  let waiting: Waiting | null = null;
  const arrivals: number[] = [];
  const onVersion = (stream: EventStream, version: number) => {
    if (!waiting || version < waiting.version || waiting.seen.has(stream)) return;
    waiting.seen.add(stream);
    arrivals.push(performance.now() - waiting.sentAt);
    waiting.pending -= 1;
    if (waiting.pending === 0) waiting.done();
  };
  const rssBeforeBytes = residentBytes(pid);
  const memory = sampleResidentMemory(pid);
  const opened = await Promise.allSettled(Array.from({ length: options.streams }, () => openEventStream(`${base}/live-event/stream/${options.slug}`, onVersion)));
  const streams = opened.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
  let errors = options.streams - streams.length;
  let missed = 0;
  await resetLoopDelay(base);
  for (let i = 0; i < options.saves; i++) {
    const current: Waiting = { version: Math.max(...streams.map((s) => s.version)) + 1, sentAt: 0, pending: streams.length, seen: new Set(), done: () => undefined };
    const arrivedAll = new Promise<void>((resolve) => (current.done = resolve));
    waiting = current;
    current.sentAt = performance.now();
    const saved = await options.save();
    if (!saved) errors += 1;
    const timer = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
    await Promise.race([arrivedAll, timer]);
    missed += current.pending;
    waiting = null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const loopDelay = await readLoopDelay(base);
  const peakRssBytes = memory.stop();
  for (const stream of streams) stream.req?.destroy();
  arrivals.sort((a, b) => a - b);
  return {
    streams: streams.length,
    saves: options.saves,
    arrivalP50Ms: percentile(arrivals, 50),
    arrivalP99Ms: percentile(arrivals, 99),
    arrivalMaxMs: arrivals.at(-1) ?? Number.NaN,
    missed,
    errors,
    rssBeforeBytes,
    peakRssBytes,
    loopDelay,
  };
}
