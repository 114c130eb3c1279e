import type { DeliveryOutcome } from "./push-delivery.server";

/** How the queue sends: at most `concurrency` at once, `maxWaiting` in line, each send given `timeoutMs`, a busy service tried `attempts` times in all. */
export type QueueLimits = {
  concurrency: number;
  maxWaiting: number;
  timeoutMs: number;
  attempts: number;
  /** The first retry's wait; each next one doubles, with up to half again at random so many senders do not come back at once. */
  backoffMs: number;
  /** The longest wait before a retry, whatever the service asks in Retry-After. */
  maxBackoffMs: number;
};

/** How a job ended: delivered, its subscription gone, or not delivered (refused, or still failing after its attempts). */
export type Settlement = { kind: "sent" } | { kind: "gone" } | { kind: "failed"; reason: string };

type Entry<Job> = { job: Job; attempt: number };

/**
 * The one owner of the pushes being sent in this process: requests hand jobs
 * over and return at once, and the queue sends them off their path, a few at
 * a time, each within its timeout; a busy service (429, 5xx, no answer) is
 * tried again after a back-off, a bounded number of times; each job's end is
 * told to `settle` once. A full line refuses more rather than growing. `stop`
 * (the server's graceful stop) refuses new jobs, drops the waiting ones and
 * the retries not yet due, lets the sends under way finish for a moment and
 * then cuts them, so the process exits with nothing left running.
 */
export class PushQueue<Job> {
  private readonly line: Entry<Job>[] = [];
  private readonly sending = new Set<AbortController>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private running = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly limits: QueueLimits,
    private readonly deliver: (job: Job, signal: AbortSignal) => Promise<DeliveryOutcome>,
    private readonly settle: (job: Job, settlement: Settlement) => void,
    private readonly dropped: (count: number, why: string) => void,
  ) {}

  /** Room left in the line. */
  room() {
    return this.stopped ? 0 : Math.max(0, this.limits.maxWaiting - this.line.length - this.retries.size);
  }

  /** Hands a job over; false when the line is full or the queue stopped (the job is not sent). */
  add(job: Job) {
    if (this.room() === 0) return false;
    this.line.push({ job, attempt: 1 });
    this.pump();
    return true;
  }

  /** Resolves once nothing is waiting, being sent or due for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops: nothing new is taken, what waits is dropped, sends under way get `graceMs` to finish and are then cut. */
  async stop(graceMs: number) {
    if (this.stopped) return;
    this.stopped = true;
    const waiting = this.line.length + this.retries.size;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    this.line.length = 0;
    if (waiting > 0) this.dropped(waiting, "the server is stopping");
    if (this.running > 0) {
      const finished = this.idle();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([finished, late]);
      clearTimeout(timer);
      for (const controller of this.sending) controller.abort();
      await finished;
    }
    this.wakeIfIdle();
  }

  private isIdle() {
    return this.running === 0 && this.line.length === 0 && this.retries.size === 0;
  }

  private wakeIfIdle() {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }

  private pump() {
    while (!this.stopped && this.running < this.limits.concurrency && this.line.length > 0) {
      const entry = this.line.shift()!;
      this.running += 1;
      void this.send(entry).finally(() => {
        this.running -= 1;
        this.pump();
        this.wakeIfIdle();
      });
    }
  }

  private async send(entry: Entry<Job>) {
    const controller = new AbortController();
    this.sending.add(controller);
    const timer = setTimeout(() => controller.abort(), this.limits.timeoutMs);
    let outcome: DeliveryOutcome;
    try {
      outcome = await this.deliver(entry.job, controller.signal);
    } catch (error) {
      outcome = { kind: "refused", status: null, reason: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
      this.sending.delete(controller);
    }
    // Cut by the stop: neither delivered nor refused, and nothing is written any more.
    if (this.stopped && outcome.kind === "retry") return;
    if (outcome.kind === "retry" && entry.attempt < this.limits.attempts) {
      this.retryLater(entry, outcome.retryAfterMs);
      return;
    }
    this.settle(
      entry.job,
      outcome.kind === "sent"
        ? { kind: "sent" }
        : outcome.kind === "gone"
          ? { kind: "gone" }
          : { kind: "failed", reason: outcome.kind === "retry" ? `${outcome.reason} after ${entry.attempt} attempts` : outcome.reason },
    );
  }

  private retryLater(entry: Entry<Job>, askedMs: number | null) {
    const backoff = this.limits.backoffMs * 2 ** (entry.attempt - 1) * (1 + Math.random() / 2);
    const wait = Math.min(Math.max(backoff, askedMs ?? 0), this.limits.maxBackoffMs);
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      if (this.stopped) return this.wakeIfIdle();
      this.line.push({ job: entry.job, attempt: entry.attempt + 1 });
      this.pump();
    }, wait);
    // A retry waiting does not keep a process alive that has nothing else to do.
    timer.unref();
    this.retries.add(timer);
  }
}
