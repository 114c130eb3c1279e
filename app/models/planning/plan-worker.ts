/**
 * The thread a plan is worked out on (./plan-thread.server.ts): it takes one
 * planner input, answers the plan and its quality, and is ended. Only the pure
 * planner is loaded here, so the thread starts in a few milliseconds; the
 * build bundles this file on its own (`build/plan-worker.js`).
 */
import { parentPort } from "node:worker_threads";
import { planQuality } from "../../domain/planner/bound";
import type { PlanInput } from "../../domain/planner/model";
import { planEvent } from "../../domain/planner/plan";

parentPort?.once("message", (input: PlanInput) => {
  try {
    const result = planEvent(input);
    parentPort!.postMessage({ result, quality: planQuality(input, result.slots) });
  } catch (error) {
    parentPort!.postMessage({ error: String((error as Error)?.message ?? error) });
  }
});
