import type { Request, RequestHandler, Response } from "express";

type Waiter = { admit: () => void; gone: boolean };

/** How long an admitted request may hold its turn before its headers go out. */
const TURN_MS = 10_000;

/**
 * Lets at most `limit` requests be worked on at once (until their headers go
 * out), and starts at most one of them per turn of the event loop; the others
 * wait their turn in the order they arrived, and one whose reader leaves while
 * waiting is dropped from the line.
 *
 * One start per turn: Node accepts one new connection per turn of its loop
 * (libuv stopped accepting in a loop, libuv/libuv#3696), and a turn reads
 * every connection with a request waiting. A spectator's page renders without
 * waiting on anything, so every request read in a turn used to be answered in
 * that same turn: with fifty readers connected a turn took fifty renders, and
 * the last phones of a burst waited for many turns of those before their
 * connection was even accepted (requests timing out under the benchmark;
 * docs/decisions/0011-admission-line.md). Starting one page per turn keeps a
 * turn about one page long, so
 * a burst of new phones is accepted at the pace pages are made.
 *
 * At most `limit` at once: Node works on one request at a time anyway, so a
 * line costs no throughput; without it, fifty page requests arriving together
 * each ran their loaders and then waited, interleaved, for their turn to
 * render: fifty pages' rows and half-built documents held at once (RSS up
 * under the benchmark's back-office searches) and the unlucky ones
 * overtaken again and again.
 *
 * `skip` names the requests that must not wait here: those with a body, which
 * is read as it arrives, and never-ending streams. A request whose reader left
 * before it reached the line is dropped there, and a turn held `turnMs` without
 * the headers going out is given back, the request going on without it
 * (decision 0088).
 */
export function admissionLine(
  limit: number,
  skip: (req: Request, res: Response) => boolean,
  { turnMs = TURN_MS, heldTooLong = () => undefined }: { turnMs?: number; heldTooLong?: (req: Request, ms: number) => void } = {},
): RequestHandler {
  let working = 0;
  const waiting: Waiter[] = [];
  let startScheduled = false;

  const startNext = () => {
    startScheduled = false;
    while (working < limit && waiting.length > 0) {
      const waiter = waiting.shift()!;
      if (waiter.gone) continue;
      waiter.admit();
      break;
    }
    scheduleStart();
  };
  // setImmediate: after the loop's reads of this turn (or in the next turn, when called from an immediate).
  const scheduleStart = () => {
    if (startScheduled || working >= limit || waiting.length === 0) return;
    startScheduled = true;
    setImmediate(startNext);
  };

  return (req, res, next) => {
    if (skip(req, res)) return next();
    // A reader who left before reaching the line (while a first view waited for a render of its page) is not answered:
    // admitted, it would hold its turn for good, as "close" has been and its headers never go out.
    if (res.closed) return;
    const waiter: Waiter = { admit: () => undefined, gone: false };
    const leave = () => {
      waiter.gone = true;
    };
    waiter.admit = () => {
      res.off("close", leave);
      working += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(bound);
        working -= 1;
        scheduleStart();
      };
      // A page is made in milliseconds; one that waits this long waits on something else, and must not hold the line.
      const bound = setTimeout(() => {
        heldTooLong(req, turnMs);
        release();
      }, turnMs);
      bound.unref();
      // Pages and the API make their whole body before the headers go out, and an export writes its rows after them a
      // chunk at a time, between other requests: from then on the response waits for its reader, which must not hold a
      // turn (a slow phone downloading an export would). "close" ends the others, sent or abandoned.
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        release();
        return writeHead.apply(this, args);
      } as typeof writeHead;
      res.once("close", release);
      next();
    };
    res.once("close", leave);
    waiting.push(waiter);
    scheduleStart();
  };
}
