import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { replayClock, type ClockAction, type MatchClock } from "~/domain/match-clock";
import { replayPoints } from "~/domain/points";
import type { Side } from "~/domain/scoring";
import type { PointState } from "~/models/competition/point-scoring.server";

/** The score as the server last said it (findPointState, as JSON): its stream is what the phone scores on top of. */
export type ServerScore = PointState;

/** A tap waiting to be sent (routes/scorer/entries.ts). */
export type QueuedTap =
  { kind: "point"; clientId: string; side: Side; at: number; after: string | null } | { kind: "undo"; target: string } | { kind: "clock"; clientId: string; action: ClockAction; at: number };

export type SendTrouble = { kind: "offline" } | { kind: "conflict"; reason: string; server: ServerScore } | { kind: "link" };

const SEND_TIMEOUT_MS = 10_000;
const MAX_RETRY_MS = 30_000;

/** An id for a tap: random, from getRandomValues, which a page served over plain HTTP at the venue has too. */
function tapId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The server's stream with the queued taps applied: what the phone shows and what a next point follows. */
function localStream(server: ServerScore, queue: readonly QueuedTap[]) {
  const points = [...server.stream.points];
  for (const tap of queue) {
    if (tap.kind === "point") points.push({ clientId: tap.clientId, side: tap.side });
    else if (tap.kind === "undo" && points.at(-1)?.clientId === tap.target) points.pop();
  }
  return { points, last: points.at(-1)?.clientId ?? server.stream.baseline?.clientId ?? null };
}

/**
 * What the phone keeps between page loads: the taps not yet sent, and the
 * score the server last answered, newer than a page opened from the offline
 * copy, which may be as old as the scorer's last load online.
 */
type Kept = { queue: QueuedTap[]; server: ServerScore | null };

function readKept(key: string): Kept {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as Partial<Kept> | null;
    return { queue: Array.isArray(stored?.queue) ? stored.queue : [], server: stored?.server ?? null };
  } catch {
    return { queue: [], server: null };
  }
}

function writeKept(key: string, kept: Kept) {
  try {
    localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Private mode or a full storage: the queue still lives in the page.
  }
}

/**
 * Scoring ahead of the network: each tap shows at once (the score replayed on
 * the phone), is kept in the phone's storage with its time, and is sent in
 * order, the next as soon as the last is answered, again and again while the
 * connection is down. Nothing is lost or counted twice: each tap has its id.
 * A tap the server refuses (the score changed meanwhile) stops the sending and
 * is shown with the server's score, for the scorer to choose.
 */
export function useScoringQueue(secret: string, initial: ServerScore) {
  const key = `laga-scorer:${secret}:${initial.matchId}`;
  const [server, setServer] = useState(initial);
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  const [trouble, setTrouble] = useState<SendTrouble | null>(null);
  const sending = useRef(false);
  /** How many taps at the head of the queue the request in flight carries: those are no longer the phone's alone to drop. */
  const inFlight = useRef(0);
  const retryDelay = useRef(1_000);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [wake, setWake] = useState(0);

  // The page's own load (after a start, a correction or another match) is newer than what the queue last heard.
  useEffect(() => {
    setServer((current) => (initial.matchId !== current.matchId || initial.version >= current.version ? initial : current));
  }, [initial]);

  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const kept = readKept(key);
    setQueue(kept.queue);
    if (kept.server) {
      const saved = kept.server;
      setServer((current) => (saved.matchId === current.matchId && saved.version > current.version ? saved : current));
    }
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    if (loaded) writeKept(key, { queue, server });
  }, [key, loaded, queue, server]);

  const update = useCallback((change: (queue: QueuedTap[]) => QueuedTap[]) => setQueue(change), []);

  const send = useCallback(async () => {
    if (sending.current || queue.length === 0 || (trouble && trouble.kind !== "offline")) return;
    sending.current = true;
    inFlight.current = queue.length;
    const abandon = new AbortController();
    const timeout = setTimeout(() => abandon.abort(), SEND_TIMEOUT_MS);
    try {
      const response = await fetch(`/score/${secret}/entries`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ matchId: String(server.matchId), entries: JSON.stringify(queue), sentAt: String(Date.now()) }),
        signal: abandon.signal,
      });
      if (response.status === 404 || response.status === 410) {
        setTrouble({ kind: "link" });
        return;
      }
      const answer = (await response.json()) as { accepted: number; refusal: { reason: string } | null; state: ServerScore | null };
      retryDelay.current = 1_000;
      if (answer.state) setServer(answer.state);
      update((current) => current.slice(answer.accepted));
      setTrouble(answer.refusal && answer.state ? { kind: "conflict", reason: answer.refusal.reason, server: answer.state } : null);
    } catch {
      setTrouble({ kind: "offline" });
      retryTimer.current = setTimeout(() => setWake((n) => n + 1), retryDelay.current);
      retryDelay.current = Math.min(retryDelay.current * 2, MAX_RETRY_MS);
    } finally {
      clearTimeout(timeout);
      sending.current = false;
      inFlight.current = 0;
    }
  }, [queue, secret, server.matchId, trouble, update]);

  useEffect(() => {
    void send();
  }, [send, wake]);

  useEffect(() => {
    const online = () => {
      retryDelay.current = 1_000;
      setWake((n) => n + 1);
    };
    addEventListener("online", online);
    return () => {
      removeEventListener("online", online);
      if (retryTimer.current) clearTimeout(retryTimer.current);
    };
  }, []);

  const local = useMemo(() => localStream(server, queue), [server, queue]);

  /** A goals game's clock with the queued taps: what the phone shows, running on the phone's own time. */
  const clock = useMemo((): MatchClock | null => {
    if (!server.clock) return null;
    const queued = queue.flatMap((tap) => (tap.kind === "clock" ? [tap] : []));
    const replay = replayClock(server.clock.state.halfMinutes, [...server.clock.taps, ...queued]);
    return replay.ok ? replay.clock : server.clock.state;
  }, [server, queue]);

  const shown = useMemo(() => {
    const baseline = server.stream.baseline;
    if (server.scoring === "goals") {
      const from = baseline?.sets[0] ?? { home: 0, away: 0 };
      const goals = { home: from.home, away: from.away };
      for (const point of local.points) goals[point.side]++;
      return { score: null, goals };
    }
    if (!server.rules || !baseline) return { score: server.score, goals: null };
    const replay = replayPoints(
      server.rules,
      local.points.map((p) => p.side),
      { sets: baseline.sets, server: baseline.server },
    );
    return { score: replay.ok ? replay.score : server.score, goals: null };
  }, [server, local]);

  const point = useCallback(
    (side: Side) => {
      if (shown.score?.winner) return;
      update((current) => [...current, { kind: "point", clientId: tapId(), side, at: Date.now(), after: localStream(server, current).last }]);
    },
    [server, shown.score?.winner, update],
  );

  const tapClock = useCallback((action: ClockAction) => update((current) => [...current, { kind: "clock", clientId: tapId(), action, at: Date.now() }]), [update]);

  const undo = useCallback(() => {
    update((current) => {
      const last = current.at(-1);
      if (last?.kind === "point" && current.length > inFlight.current) return current.slice(0, -1);
      const target = localStream(server, current).points.at(-1)?.clientId;
      return target ? [...current, { kind: "undo", target }] : current;
    });
  }, [server, update]);

  /** After a conflict: keep the server's score, dropping what was not sent. */
  const keepServer = useCallback(() => {
    update(() => []);
    setTrouble(null);
  }, [update]);

  /** After a conflict: score the points not sent again, on top of the server's score (the clock's taps go on as they were). */
  const addMine = useCallback(() => {
    update((current) => {
      let after = server.stream.last;
      return current.flatMap((tap): QueuedTap[] => {
        if (tap.kind === "clock") return [tap];
        if (tap.kind !== "point") return [];
        const again = { ...tap, after };
        after = tap.clientId;
        return [again];
      });
    });
    setTrouble(null);
  }, [server, update]);

  const waiting = queue.length;
  return { shown, clock, waiting, trouble, point, tapClock, undo, keepServer, addMine, canUndo: local.points.length > 0, sentLast: server.stream.last };
}
