/**
 * The live day: courts scoring point by point through scorer links while
 * spectators hold the event stream open on the public pages. Each court sends
 * a point every `pointEveryMs` (staggered, so the points spread evenly), the
 * way a scorer's page sends a tap (routes/scorer/entries.ts); every spectator
 * reads the event stream as its page's script does. Measured: the time from a
 * point sent to its message read on each stream, the bytes each spectator gets
 * per point (a message that carries the point's texts, or the spectator's
 * whole page fetched again when it does not), and the server's CPU, memory and
 * event-loop delay meanwhile.
 */
import { readFileSync } from "node:fs";
import type { ClientRequest } from "node:http";
import { browserHeaders, openVersionStream, readLoopDelay, resetLoopDelay, send, type LoopDelay, type VersionData } from "./load";
import { percentile } from "./report";
import { sampleResidentMemory } from "./server";

export type Court = { matchId: number; secret: string };

export type LiveDayResult = {
  courts: number;
  spectators: number;
  points: number;
  durationS: number;
  /** Point sent → its message read on a stream, one sample per spectator per point. */
  arrivalP50Ms: number;
  arrivalP99Ms: number;
  arrivalMaxMs: number;
  /** Spectator × point pairs whose message never came; points the server refused; streams that did not open. */
  missed: number;
  refused: number;
  streamErrors: number;
  /** Messages that carried the point's texts, and those a page meets by fetching itself again. */
  patched: number;
  refetched: number;
  /** Bytes a spectator receives per point: the stream's messages, plus its page for each message that is not a patch. */
  bytesPerSpectatorPerPoint: number;
  /** The server process's CPU over the run (100 % = one core). */
  cpuPercent: number;
  peakRssBytes: number | null;
  loopDelay: LoopDelay | null;
};

type Point = { court: number; sentAt: number };

/** CPU time (user + system) a process has used, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `fields`: how many score cells each match's last patch named; a patch naming another number (a set begun) is one the page meets by fetching itself. */
type Spectator = { req?: ClientRequest; page: number; bytes: number; pending: Map<number, Point>; fields: Map<number, number> };

export async function measureLiveDay(
  base: string,
  pid: number,
  options: { slug: string; courts: Court[]; spectators: number; pages: string[]; pointEveryMs: number; durationS: number },
): Promise<LiveDayResult> {
  // What a spectator fetches when a message does not carry the point: its page, compressed as a phone asks for it.
  const pageBytes: number[] = [];
  for (const page of options.pages) pageBytes.push((await send(base + page, { headers: browserHeaders })).body.length);

  const arrivals: number[] = [];
  let patched = 0;
  let refetched = 0;
  let refetchBytes = 0;
  const spectators: Spectator[] = [];
  const onMessage = (spectator: Spectator, data: VersionData) => {
    const fields = data.match ? Object.keys(data.match.texts).length : 0;
    const before = data.match ? spectator.fields.get(data.match.id) : undefined;
    if (data.match) spectator.fields.set(data.match.id, fields);
    if (data.match && (before === undefined || before === fields)) patched++;
    else {
      refetched++;
      refetchBytes += pageBytes[spectator.page]!;
    }
    // The message answers the oldest point still awaited on this stream: of its match when it names one.
    const now = performance.now();
    const awaited = [...spectator.pending.values()];
    const point = data.match ? awaited.find((p) => options.courts[p.court]!.matchId === data.match!.id) : awaited[0];
    if (!point) return;
    for (const [key, value] of spectator.pending) if (value === point) spectator.pending.delete(key);
    arrivals.push(now - point.sentAt);
  };

  const opened = await Promise.allSettled(
    Array.from({ length: options.spectators }, async (_, i) => {
      const spectator: Spectator = { page: i % options.pages.length, bytes: 0, pending: new Map(), fields: new Map() };
      const { req } = await openVersionStream(`${base}/live-event/stream/${options.slug}`, {
        onVersion: (data) => onMessage(spectator, data),
        onBytes: (bytes) => (spectator.bytes += bytes),
      });
      spectator.req = req;
      return spectator;
    }),
  );
  for (const outcome of opened) if (outcome.status === "fulfilled") spectators.push(outcome.value);
  const streamErrors = options.spectators - spectators.length;

  // Each court starts point scoring on its match, then scores, each point after the last it sent.
  const last: (string | null)[] = [];
  for (const court of options.courts) {
    const start = `bench-start-${court.matchId}`;
    const answer = await send(`${base}/score/${court.secret}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ intent: "start", matchId: String(court.matchId), side: "home", clientId: start }).toString(),
    });
    if (answer.status !== 302) throw new Error(`starting match ${court.matchId} answered ${answer.status}`);
    last.push(start);
  }
  // The stream's messages for the starts are not points: wait for them to pass.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const spectator of spectators) spectator.bytes = 0;

  let points = 0;
  let refused = 0;
  let sequence = 0;
  const memory = sampleResidentMemory(pid);
  await resetLoopDelay(base);
  const cpuBefore = cpuMs(pid);
  const startedAt = performance.now();
  const endAt = startedAt + options.durationS * 1000;
  const stagger = options.pointEveryMs / options.courts.length;

  const scoreCourt = async (index: number) => {
    const court = options.courts[index]!;
    await new Promise((resolve) => setTimeout(resolve, stagger * index));
    let side: "home" | "away" = "home";
    while (performance.now() < endAt) {
      const tick = performance.now();
      const clientId = `bench-${court.matchId}-${++sequence}`;
      const point: Point = { court: index, sentAt: tick };
      for (const spectator of spectators) spectator.pending.set(sequence, point);
      const entries = [{ kind: "point", clientId, side, at: Date.now(), after: last[index] }];
      const answer = await send(`${base}/score/${court.secret}/entries`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Accept: "application/json" },
        body: new URLSearchParams({ matchId: String(court.matchId), entries: JSON.stringify(entries) }).toString(),
      });
      const result = JSON.parse(answer.body.toString()) as { accepted: number; state: { last: string | null; status: string } | null };
      if (answer.status === 200 && result.accepted === 1) {
        points++;
        last[index] = result.state?.last ?? clientId;
      } else {
        refused++;
        last[index] = result.state?.last ?? last[index]!;
      }
      // Points alternate in pairs, so games are long and matches last the run.
      side = sequence % 4 < 2 ? "home" : "away";
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, options.pointEveryMs - (performance.now() - tick))));
    }
  };
  await Promise.all(options.courts.map((_, index) => scoreCourt(index)));
  // The last points' messages.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const elapsedMs = performance.now() - startedAt;
  const cpuPercent = ((cpuMs(pid) - cpuBefore) / elapsedMs) * 100;
  const loopDelay = await readLoopDelay(base);
  const peakRssBytes = memory.stop();
  const missed = spectators.reduce((n, spectator) => n + spectator.pending.size, 0);
  const streamBytes = spectators.reduce((n, spectator) => n + spectator.bytes, 0);
  for (const spectator of spectators) spectator.req?.destroy();
  arrivals.sort((a, b) => a - b);
  return {
    courts: options.courts.length,
    spectators: spectators.length,
    points,
    durationS: options.durationS,
    arrivalP50Ms: percentile(arrivals, 50),
    arrivalP99Ms: percentile(arrivals, 99),
    arrivalMaxMs: arrivals.at(-1) ?? Number.NaN,
    missed,
    refused,
    streamErrors,
    patched,
    refetched,
    bytesPerSpectatorPerPoint: points && spectators.length ? (streamBytes + refetchBytes) / spectators.length / points : Number.NaN,
    cpuPercent,
    peakRssBytes,
    loopDelay,
  };
}
