import type { Request, RequestHandler } from "express";

/**
 * Lets at most `limit` requests be worked on at once (until their headers go
 * out); the others wait their turn in the order they arrived, and one whose
 * reader leaves while waiting is dropped from the line.
 *
 * Node works on one request at a time anyway, so a line costs no throughput;
 * without it, fifty page requests arriving together each ran their loaders and
 * then waited, interleaved, for their turn to render: fifty pages' rows and
 * half-built documents held at once (RSS up by ~60 MB under the benchmark's
 * back-office searches) and the unlucky ones overtaken again and again (p99
 * four times the median). `skip` names the requests that must not wait here:
 * those with a body, which is read as it arrives, and never-ending streams.
 */
export function admissionLine(limit: number, skip: (req: Request) => boolean): RequestHandler {
  let working = 0;
  const waiting: { admit: () => void; gone: boolean }[] = [];

  const admitNext = () => {
    while (working < limit && waiting.length > 0) {
      const waiter = waiting.shift()!;
      if (!waiter.gone) waiter.admit();
    }
  };

  return (req, res, next) => {
    if (skip(req)) return next();
    const admit = () => {
      working += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        working -= 1;
        // After the current call (writeHead's caller) has finished, not inside it.
        queueMicrotask(admitNext);
      };
      // Pages, exports and the API make their whole body before the headers go out: from then on the response only
      // waits for its reader, which must not hold a turn (a slow phone downloading an export would). "close" ends the
      // others, sent or abandoned.
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
        release();
        return writeHead.apply(this, args);
      } as typeof writeHead;
      res.once("close", release);
      next();
    };
    if (working < limit && waiting.length === 0) return admit();
    const waiter = { admit, gone: false };
    const leave = () => {
      waiter.gone = true;
    };
    res.once("close", leave);
    waiter.admit = () => {
      res.off("close", leave);
      admit();
    };
    waiting.push(waiter);
  };
}
