import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { replayClock, type ClockAction, type MatchClock } from "~/domain/match-clock";
import { replayPoints, scoreNextPoint, type PointError } from "~/domain/points";
import type { Side } from "~/domain/scoring";
import type { PointState } from "~/models/competition/point-scoring.server";
import { retryDelay, sendTimeout, TAPS_PER_SEND, waitReason, type WaitReason } from "./send-plan";

/** The score as the server last said it (findPointState, as JSON): its stream is what the phone scores on top of. */
export type ServerScore = PointState;

/** A tap waiting to be sent (routes/scorer/entries.ts). */
export type QueuedTap =
  { kind: "point"; clientId: string; side: Side; at: number; after: string | null } | { kind: "undo"; target: string } | { kind: "clock"; clientId: string; action: ClockAction; at: number };

type RefusalError = { code: string; params: Record<string, unknown> };

/**
 * Why taps are not going out: they wait for the next try (`nextTry`, the
 * phone's time) and why; the server refused one (the score changed meanwhile,
 * or the rules refuse it) and the scorer chooses; the link no longer works.
 */
export type SendTrouble = { kind: "waiting"; reason: WaitReason; nextTry: number } | { kind: "conflict"; reason: string; errors: RefusalError[]; server: ServerScore } | { kind: "link" };

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
 * order, in pieces the server takes (send-plan.ts), the next as soon as the
 * last is answered. A send that fails is tried again on a back-off (1 s
 * doubling to 30 s, with jitter) whose timer this hook alone owns, and at once
 * when the browser says it is online again or the page is shown again; the
 * scorer sees why the taps wait and when the next try is. Nothing is lost or
 * counted twice: each tap has its id. A tap the server refuses (the score
 * changed meanwhile) stops the sending and is shown with the server's score,
 * for the scorer to choose; a point the rules refuse is not taken at all.
 */
export function useScoringQueue(secret: string, initial: ServerScore) {
  const key = `laga-scorer:${secret}:${initial.matchId}`;
  const [server, setServer] = useState(initial);
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  const [trouble, setTrouble] = useState<SendTrouble | null>(null);
  /** A point the rules refused on this phone (a race past its limit, a point after the match). */
  const [refused, setRefused] = useState<PointError | null>(null);
  /** How many taps at the head of the queue the request in flight carries: those are no longer the phone's alone to drop. */
  const inFlight = useRef(0);
  const blocked = trouble?.kind === "conflict" || trouble?.kind === "link";
  /** The sender reads the queue as it is when it runs, not as it was when a render made it. */
  const latest = useRef({ queue, matchId: server.matchId, blocked });
  useEffect(() => {
    latest.current = { queue, matchId: server.matchId, blocked };
  }, [queue, server.matchId, blocked]);
  /** Failed sends in a row and the one timer that tries again. */
  const retry = useRef<{ failures: number; timer: ReturnType<typeof setTimeout> | null; abandon: AbortController | null; closed: boolean }>({
    failures: 0,
    timer: null,
    abandon: null,
    closed: false,
  });
  /** Rung by the retry timer: the next try is due. */
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

  /**
   * Sends the head of the queue, one piece at a time. While a retry is due
   * later, only `now` (the timer itself, the browser back online, the page shown
   * again, the scorer's "send now") sends before it: a new tap waits its turn.
   */
  const send = useCallback(
    async (now: boolean) => {
      const due = retry.current;
      const { queue: waiting, matchId, blocked } = latest.current;
      if (due.closed || inFlight.current > 0 || blocked || waiting.length === 0) return;
      if (due.timer !== null) {
        if (!now) return;
        clearTimeout(due.timer);
        due.timer = null;
      }
      const piece = waiting.slice(0, TAPS_PER_SEND);
      inFlight.current = piece.length;
      const abandon = new AbortController();
      due.abandon = abandon;
      const timeout = setTimeout(() => abandon.abort(), sendTimeout(piece.length));
      let status: number | null = null;
      try {
        const response = await fetch(`/score/${secret}/entries`, {
          method: "POST",
          headers: { Accept: "application/json" },
          body: new URLSearchParams({ matchId: String(matchId), entries: JSON.stringify(piece), sentAt: String(Date.now()) }),
          signal: abandon.signal,
        });
        status = response.status;
        if (status === 404 || status === 410) {
          setTrouble({ kind: "link" });
          return;
        }
        if (status === 200 || status === 409) {
          const answer = (await response.json()) as { accepted: number; refusal: { reason: string; errors: RefusalError[] } | null; state: ServerScore | null };
          due.failures = 0;
          if (answer.state) setServer(answer.state);
          update((current) => current.slice(answer.accepted));
          setTrouble(answer.refusal && answer.state ? { kind: "conflict", reason: answer.refusal.reason, errors: answer.refusal.errors, server: answer.state } : null);
          return;
        }
      } catch {
        // No answer (offline, the server away, the send abandoned): tried again below.
      } finally {
        clearTimeout(timeout);
        inFlight.current = 0;
        due.abandon = null;
      }
      if (due.closed) return;
      due.failures++;
      const delay = retryDelay(due.failures, Math.random());
      setTrouble({ kind: "waiting", reason: waitReason(status, navigator.onLine), nextTry: Date.now() + delay });
      due.timer = setTimeout(() => {
        due.timer = null;
        setWake((rung) => rung + 1);
      }, delay);
    },
    [secret, update],
  );

  useEffect(() => {
    if (loaded) void send(false);
  }, [loaded, queue.length, blocked, send]);

  useEffect(() => {
    if (wake > 0) void send(true);
  }, [wake, send]);

  useEffect(() => {
    const due = retry.current;
    due.closed = false;
    const online = () => {
      due.failures = 0;
      void send(true);
    };
    const shown = () => {
      if (document.visibilityState === "visible") void send(true);
    };
    addEventListener("online", online);
    document.addEventListener("visibilitychange", shown);
    return () => {
      removeEventListener("online", online);
      document.removeEventListener("visibilitychange", shown);
      due.closed = true;
      if (due.timer) clearTimeout(due.timer);
      due.timer = null;
      due.abandon?.abort();
    };
  }, [send]);

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
      baseline,
    );
    return { score: replay.ok ? replay.score : server.score, goals: null };
  }, [server, local]);

  const point = useCallback(
    (side: Side) => {
      if (shown.score?.over) return;
      // The rules refuse a point no real match scores (a tie-break past 50): it is not queued, and the scorer is told.
      const next = server.rules && shown.score ? scoreNextPoint(server.rules, shown.score, side) : null;
      if (next && !next.ok) {
        setRefused(next.error);
        return;
      }
      setRefused(null);
      update((current) => [...current, { kind: "point", clientId: tapId(), side, at: Date.now(), after: localStream(server, current).last }]);
    },
    [server, shown.score, update],
  );

  const tapClock = useCallback((action: ClockAction) => update((current) => [...current, { kind: "clock", clientId: tapId(), action, at: Date.now() }]), [update]);

  const undo = useCallback(() => {
    setRefused(null);
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

  /** The scorer's "send now": the next try at once. */
  const sendNow = useCallback(() => void send(true), [send]);

  const waiting = queue.length;
  return {
    shown,
    clock,
    waiting,
    trouble: waiting === 0 && trouble?.kind === "waiting" ? null : trouble,
    refused,
    status: server.status,
    point,
    tapClock,
    undo,
    keepServer,
    addMine,
    sendNow,
    canUndo: local.points.length > 0,
    sentLast: server.stream.last,
  };
}
