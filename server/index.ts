import express from "express";
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import v8 from "node:v8";

/**
 * V8 lets its old generation grow to a few times what is alive before
 * collecting it, which under a burst of requests took the process's RSS past
 * its target. Growing by a quarter keeps the peak under it at the same
 * throughput (docs/decisions/0031-v8-heap-settings.md).
 * Set here rather than on the command line so every way of starting the
 * server (npm start, the container, the benchmark) has it.
 */
v8.setFlagsFromString("--heap-growing-percent=25");
// The young generation's size cannot be changed here, once the heap is made: `npm start`, the Dockerfile and the
// benchmark give `--max-semi-space-size=4` on the command line (with the default semi-spaces a full render's
// garbage raised the peak RSS, with no throughput gained).

/**
 * Starts Laga: prepares the database (migrations, first admin, demo data), then
 * listens. Development serves the app through Vite with hot reload; production
 * runs the compiled build.
 */
type AppModule = typeof import("./app");

const production = process.env.NODE_ENV === "production";

/**
 * How long a stop lets the requests in flight finish before it cuts them: under
 * the 10 s a container gets between SIGTERM and SIGKILL (Docker's default),
 * so the database is closed and the exit is clean within that grace.
 */
const STOP_GRACE_MS = 8_000;
/** What closing the pub/sub and the database may take after that, so the whole stop stays inside the 10 s. */
const CLOSE_WAIT_MS = 1_000;
/**
 * How long a stop goes on answering, 503 with Connection: close, before it
 * stops accepting connections and closes the idle ones: a request sent on a
 * kept-alive connection meanwhile, or on a connection the operating system had
 * already accepted for the server, is answered rather than met by a closing
 * socket (a reset, or a refused reconnection for a client that had sent it).
 */
const DRAIN_MS = 1_000;

async function start() {
  const server = express();
  server.disable("x-powered-by");
  let appModule: AppModule;
  let stopping = false;

  // Once stopping, a request that arrives (on a connection kept alive from before) is answered at once and not started:
  // a load balancer or browser sends it again to the next process, and no write begins that the stop could cut.
  server.use((req, res, next) => {
    if (!stopping) return next();
    appModule.refuseWhileStopping(req, res);
  });

  if (production) {
    appModule = (await import(path.join(import.meta.dirname, "server/index.js"))) as AppModule;
    server.use(appModule.app);
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const fresh = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
        fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  }

  await appModule.prepare();

  const { PORT, HOST } = appModule.settings();
  // Express calls back with the error when the address cannot be taken (a port in use, a host not on this machine).
  const listener = server.listen(PORT, HOST, (error?: Error) => {
    if (error) {
      note("error", `Laga cannot listen on ${HOST}:${PORT}: ${error.message}`, { port: PORT, host: HOST });
      process.exit(1);
    }
    const { address, port: actual } = listener.address() as AddressInfo;
    const host = address.includes(":") ? `[${address}]` : address;
    // Listening on every interface, the address itself is no link to open: this machine's is given beside it.
    const everywhere = address === "0.0.0.0" || address === "::" ? ` on every network interface; on this machine http://localhost:${actual}` : "";
    note("info", `Laga is listening on http://${host}:${actual}${everywhere} (${production ? "production" : "development"})`, { address, port: actual });
  });

  // The answers being worked on, so a stop can tell them to close their connection when they are sent.
  const inFlight = new Set<ServerResponse>();
  let drained = false;
  listener.prependListener("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // Once the drain is over, a connection left idle by an answer (one whose headers went out before the stop, so
      // without Connection: close) is closed rather than waited for.
      if (drained) setImmediate(() => listener.closeIdleConnections());
    });
  });

  /**
   * For DRAIN_MS answers every new request 503 with Connection: close (on a
   * connection kept alive from before or a new one) while the requests in
   * flight finish with Connection: close; then stops accepting connections and
   * closes the idle ones, and once every connection has ended closes the
   * database and exits 0. A request still running after STOP_GRACE_MS is cut,
   * and named in the log.
   */
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    note("info", `${signal} received: finishing ${inFlight.size} requests in flight`);
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    appModule.closeLiveStreams();
    appModule.stopImports();
    appModule.stopExpectedStartTick();
    setTimeout(() => {
      drained = true;
      // http.Server's close also closes the idle connections; its callback comes once every connection has ended.
      listener.close(() => {
        // Closing the pub/sub waits for Redis, which may be away: the exit does not wait past CLOSE_WAIT_MS for it.
        const closed = appModule.shutdown().then(() => true);
        const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_WAIT_MS).unref());
        void Promise.race([closed, late]).then((done) => {
          if (!done) note("error", `stopping: closing the pub/sub and the database took over ${CLOSE_WAIT_MS} ms; exiting without waiting`);
          process.exit(0);
        });
      });
    }, DRAIN_MS);
    setTimeout(() => {
      if (inFlight.size > 0)
        note("error", `stopping: ${inFlight.size} requests still running after ${STOP_GRACE_MS} ms were cut`, {
          requests: [...inFlight].map((res) => `${res.req.method} ${res.req.url?.split("?")[0]}`),
        });
      listener.closeAllConnections();
    }, STOP_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * The process's own lines, in the one-JSON-object-per-line form of every other
 * log line (app/utils/logger.server.ts), so a log collector can read them all.
 * Written whatever LOG_LEVEL says: they are how an operator sees a start and a stop.
 */
function note(level: "info" | "error", msg: string, fields: Record<string, unknown> = {}) {
  (level === "error" ? console.error : console.log)(JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields }));
}

start().catch((error: unknown) => {
  note("error", error instanceof Error ? error.message : String(error));
  process.exit(1);
});
