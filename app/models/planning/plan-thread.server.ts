import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PlanQuality } from "~/domain/planner/bound";
import type { PlanInput } from "~/domain/planner/model";
import type { PlanResult } from "~/domain/planner/plan";
import { log } from "~/utils/logger.server";

/**
 * Plans are worked out on a thread of their own, never on the event loop
 * (docs/decisions/0072-planning-on-a-thread-bounded-one-per-event.md): a large
 * event's plan takes most of a second of CPU, which would hold every other
 * request. Each plan gets a fresh thread, ended when it answers or when its
 * time is up. The size of a plan is bounded, one event plans one thing at a
 * time, and the process plans at most two things at once (the machine's other
 * core).
 */

/** Most matches (fixed ones included) a plan may hold: a big weekend has 400; more than this is a mistake, not an event. */
export const MAX_PLAN_MATCHES = 3_000;
/** How long a plan may take before its thread is ended (3,000 matches take about 2 s of CPU). */
export const PLAN_TIMEOUT_MS = 20_000;
/** Plans under way at once in the process. */
export const PLAN_THREADS = 2;
/** A plan's thread may use this much heap; a runaway input fails it, not the server. */
const PLAN_HEAP_MB = 256;

export type PlanRun = { ok: true; result: PlanResult; quality: PlanQuality } | { ok: false; reason: "busy" | "tooLarge" | "timeout" | "failed" };

const planning = new Set<number>();

/** Whether an event has a plan under way in this process. */
export const isPlanning = (eventId: number) => planning.has(eventId);

/**
 * Plans `input` for event `eventId` on a thread. Refused at once when it holds
 * more than MAX_PLAN_MATCHES matches, and answered "busy" while the event has a
 * plan under way (or the process has PLAN_THREADS).
 */
export async function planOnThread(eventId: number, input: PlanInput, options: { timeoutMs?: number } = {}): Promise<PlanRun> {
  if (input.matches.length > MAX_PLAN_MATCHES) return { ok: false, reason: "tooLarge" };
  if (planning.has(eventId) || planning.size >= PLAN_THREADS) return { ok: false, reason: "busy" };
  planning.add(eventId);
  try {
    return await runWorker(input, options.timeoutMs ?? PLAN_TIMEOUT_MS);
  } finally {
    planning.delete(eventId);
  }
}

/**
 * The worker's file: from the sources (development, tests) the TypeScript
 * file, through `plan-worker-from-source.mjs`, which registers tsx in the
 * thread first; in the build, `plan-worker.js` at the build's root (this
 * module is bundled somewhere below it).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) return path.join(path.dirname(here), "plan-worker-from-source.mjs");
  let dir = path.dirname(here);
  for (let up = 0; up < 4; up++) {
    const file = path.join(dir, "plan-worker.js");
    if (existsSync(file)) return file;
    dir = path.dirname(dir);
  }
  throw new Error("plan-worker.js is not in the build (npm run build)");
}

function runWorker(input: PlanInput, timeoutMs: number): Promise<PlanRun> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerFile(), { resourceLimits: { maxOldGenerationSizeMb: PLAN_HEAP_MB } });
    } catch (error) {
      log.error("The planner's thread could not start", { error: String(error) });
      resolve({ ok: false, reason: "failed" });
      return;
    }
    let settled = false;
    const settle = (run: PlanRun) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(run);
    };
    const timer = setTimeout(() => {
      log.warn("A plan took too long and was stopped", { matches: input.matches.length, timeoutMs });
      settle({ ok: false, reason: "timeout" });
    }, timeoutMs);
    worker.once("message", (answer: { result: PlanResult; quality: PlanQuality } | { error: string }) => {
      if ("error" in answer) {
        log.error("The planner failed", { error: answer.error });
        settle({ ok: false, reason: "failed" });
      } else settle({ ok: true, ...answer });
    });
    worker.once("error", (error) => {
      log.error("The planner's thread failed", { error: String(error) });
      settle({ ok: false, reason: "failed" });
    });
    worker.once("exit", () => settle({ ok: false, reason: "failed" }));
    worker.postMessage(input);
  });
}
