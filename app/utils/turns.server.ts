/** Said when work cannot have a turn soon enough: the line is full, or the wait in it ran out. */
export class Busy extends Error {
  constructor(readonly what: string) {
    super(`${what}: busy`);
  }
}

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * Heavy work of one kind that takes turns in this process: at most `running`
 * at once, at most `waiting` in line behind them, each waiting at most
 * `waitMs`. Work that finds the line full, or waits too long, is refused with
 * Busy at once rather than piling up memory and threads; the caller says so.
 */
export class Turns {
  private working = 0;
  private readonly line: Waiter[] = [];

  constructor(
    private readonly what: string,
    private readonly limits: { running: number; waiting: number; waitMs: number },
  ) {}

  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.working >= this.limits.running) await this.turn();
    else this.working += 1;
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Waits for a place given up by work that finished; the place is handed over, never counted twice. */
  private turn() {
    if (this.line.length >= this.limits.waiting) return Promise.reject(new Busy(this.what));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiter), 1);
          reject(new Busy(this.what));
        }, this.limits.waitMs),
      };
      this.line.push(waiter);
    });
  }

  private next() {
    const waiter = this.line.shift();
    if (waiter) waiter.start();
    else this.working -= 1;
  }
}
