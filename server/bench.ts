import express, { type Express, type RequestHandler } from "express";
import { monitorEventLoopDelay } from "node:perf_hooks";

/**
 * Benchmark only (bench/run.ts), off unless set: a rendered page as a static
 * file, the ceiling the pages are compared with, and the event loop's delay.
 */
export function benchRoutes(app: Express) {
  if (process.env.BENCH_STATIC_DIR) app.use("/__bench/static", express.static(process.env.BENCH_STATIC_DIR, { index: false }));
  if (process.env.BENCH === "1") app.use("/__bench/loop", eventLoopDelayReport());
}

/**
 * The event loop's delay in milliseconds (beyond the sampling interval) since
 * the last POST, which starts a new measurement.
 */
function eventLoopDelayReport(): RequestHandler {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const delay = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  return (req, res) => {
    if (req.method === "POST") histogram.reset();
    res
      .set("Cache-Control", "no-store")
      .json({ p50: delay(histogram.percentile(50)), p99: delay(histogram.percentile(99)), max: delay(histogram.max), samples: histogram.count, memory: process.memoryUsage() });
  };
}
