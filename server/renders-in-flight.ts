/**
 * Renders of a stored page in flight, at most one per key. Each is owned by the
 * response that started it: only that response's `finish` ends it, however
 * often it is called (once when the page is kept, again when the response
 * closes), and never a later render started for the same key. Readers that
 * arrive meanwhile wait for it, each for at most a bound of its own, so a
 * render that never ends cannot hold them.
 */
export class RendersInFlight {
  private readonly renders = new Map<string, Promise<void>>();

  /** Starts the render of `key` and returns its `finish`, or null when a render of it is in flight already. */
  start(key: string): (() => void) | null {
    if (this.renders.has(key)) return null;
    let settle!: () => void;
    const render = new Promise<void>((resolve) => (settle = resolve));
    this.renders.set(key, render);
    return () => {
      if (this.renders.get(key) === render) this.renders.delete(key);
      settle();
    };
  }

  isRendering(key: string): boolean {
    return this.renders.has(key);
  }

  /** Resolves once the render of `key` in flight is finished or `timeoutMs` have passed, whichever is first; at once when none is in flight. */
  waitFor(key: string, timeoutMs: number): Promise<void> {
    const render = this.renders.get(key);
    if (!render) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      void render.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
