import { setImmediate as nextTurn } from "node:timers/promises";
import { writeTransaction } from "~/db.server";
import { log } from "~/utils/logger.server";
import type { RowError } from "~/utils/spreadsheet-import.server";

/**
 * Writing a confirmed import without holding the server: its rows go in
 * batches, each batch one short transaction, with a turn of the event loop
 * between them, so other requests (a score being saved) are answered meanwhile.
 *
 * All or nothing, for the user who imports: every row was checked before the
 * first batch, and each batch checks its rows again under the write lock, so
 * whatever another member of staff changed in between (a player added twice, a
 * city removed) is seen. When a batch is refused or fails, or the server is
 * stopping, the batches already written are taken back before the answer.
 * Only a process killed outright (SIGKILL, power) can leave written batches.
 */
export type BatchWrite<Written> = { ok: true; written: Written } | { ok: false; errors: RowError[] };

export type BatchesResult<Written> = { ok: true; written: Written[] } | { ok: false; errors: RowError[] } | { ok: false; stopped: true };

class Refused extends Error {
  constructor(readonly errors: RowError[]) {
    super("import batch refused");
  }
}

type Job = { stopping: boolean };

const globalJobs = globalThis as unknown as { lagaImportJobs?: { stopping: boolean; running: Set<Job> } };
const jobs = (globalJobs.lagaImportJobs ??= { stopping: false, running: new Set() });

/**
 * The server is stopping: imports being written stop after their current batch
 * and take back what they wrote, and none starts, so the requests in flight end
 * within the stop's grace time with nothing half imported.
 */
export function stopImports() {
  jobs.stopping = true;
  for (const job of jobs.running) job.stopping = true;
}

export async function writeInBatches<Item, Written>(
  items: Item[],
  size: number,
  steps: {
    /** Writes one batch inside its transaction; a refusal rolls that batch back and takes back the others. */
    write: (batch: Item[]) => BatchWrite<Written>;
    /** Takes back what one written batch wrote, inside a transaction of its own. */
    undo: (written: Written) => void;
  },
): Promise<BatchesResult<Written>> {
  const job: Job = { stopping: jobs.stopping };
  jobs.running.add(job);
  const written: Written[] = [];
  const takeBack = async () => {
    for (const batch of written.reverse()) {
      writeTransaction(() => steps.undo(batch));
      await nextTurn();
    }
  };
  try {
    for (let start = 0; start < items.length; start += size) {
      if (job.stopping) {
        await takeBack();
        log.warn("import stopped with the server: its written batches were taken back", { batches: written.length });
        return { ok: false, stopped: true };
      }
      const batch = items.slice(start, start + size);
      written.push(
        writeTransaction(() => {
          const result = steps.write(batch);
          if (!result.ok) throw new Refused(result.errors);
          return result.written;
        }),
      );
      await nextTurn();
    }
    return { ok: true, written };
  } catch (error) {
    await takeBack();
    if (error instanceof Refused) return { ok: false, errors: error.errors };
    throw error;
  } finally {
    jobs.running.delete(job);
  }
}
