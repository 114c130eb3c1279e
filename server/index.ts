import express from "express";
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

async function start() {
  const server = express();
  server.disable("x-powered-by");
  let appModule: AppModule;

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
    const { port: actual } = listener.address() as AddressInfo;
    note("info", `Laga is listening on http://localhost:${actual} (${production ? "production" : "development"})`, { port: actual });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    note("info", `${signal} received: finishing requests in flight`);
    appModule.closeLiveStreams();
    appModule.stopImports();
    listener.close(() => {
      void appModule.shutdown().finally(() => process.exit(0));
    });
    listener.closeIdleConnections();
    setTimeout(() => {
      listener.closeAllConnections();
    }, 10_000).unref();
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
