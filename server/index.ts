import express from "express";
import path from "node:path";
import type { AddressInfo } from "node:net";

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
  const listener = server.listen(PORT, HOST, () => {
    const { port: actual } = listener.address() as AddressInfo;
    console.log(`Laga is listening on http://localhost:${actual} (${production ? "production" : "development"})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight`);
    appModule.closeLiveStreams();
    listener.close(() => {
      appModule.shutdown();
      process.exit(0);
    });
    listener.closeIdleConnections();
    setTimeout(() => {
      listener.closeAllConnections();
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
