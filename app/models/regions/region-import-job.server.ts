import { randomBytes } from "node:crypto";
import { log } from "~/utils/logger.server";
import { recordAudit } from "../audit.server";
import { importRegions, type RegionImportProgress, type RegionImportResult } from "./region-import.server";

/**
 * The national region import started from the back office, run inside this
 * process in the background, one at a time. Its state lives in memory: a
 * restart forgets it, and the import itself is one transaction, so a restart
 * half-way leaves the regions as they were.
 */
export type RegionImportJob = {
  id: string;
  startedBy: number;
  startedAt: number;
  finishedAt: number | null;
  state: "running" | "done" | "failed";
  /** The level being written and how far; null while the national files are read. */
  progress: RegionImportProgress | null;
  result: RegionImportResult | null;
};

const globalJobs = globalThis as unknown as { lagaRegionImportJob?: RegionImportJob | null };

export function currentRegionImport(): RegionImportJob | null {
  return globalJobs.lagaRegionImportJob ?? null;
}

/** Starts the import unless one is running; answers the job the user should watch. */
export function startRegionImport(actorId: number): { started: boolean; job: RegionImportJob } {
  const running = currentRegionImport();
  if (running?.state === "running") return { started: false, job: running };
  const job: RegionImportJob = {
    id: randomBytes(8).toString("hex"),
    startedBy: actorId,
    startedAt: Date.now(),
    finishedAt: null,
    state: "running",
    progress: null,
    result: null,
  };
  globalJobs.lagaRegionImportJob = job;
  // Deferred so the request that started it answers first; the import writes in one synchronous transaction.
  setImmediate(() => {
    importRegions((progress) => {
      job.progress = progress;
    })
      .then((result) => {
        job.result = result;
        job.state = "done";
        const added = Object.values(result).reduce((sum, r) => sum + r.inserted, 0);
        const updated = Object.values(result).reduce((sum, r) => sum + r.updated, 0);
        recordAudit({ userId: actorId, action: "import", entity: "region", entityId: null, summary: `idn-area-data: ${added} added, ${updated} updated` });
      })
      .catch((error: unknown) => {
        job.state = "failed";
        log.error("region import failed", { error });
      })
      .finally(() => {
        job.finishedAt = Date.now();
      });
  });
  return { started: true, job };
}
