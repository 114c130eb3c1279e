import { createElement, Suspense, use, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWholeDocument } from "~/utils/whole-document.server";

/**
 * Watches the timers started while `run` runs and says which are still
 * pending after it: counting all of the process's timers instead would also
 * count the test runner's own, which come and go meanwhile.
 */
async function timersLeftBy(run: () => Promise<unknown>) {
  const started = new Set<NodeJS.Timeout>();
  const realSetTimeout = globalThis.setTimeout;
  const watch = vi.spyOn(globalThis, "setTimeout").mockImplementation(((...args: Parameters<typeof setTimeout>) => {
    const timer = realSetTimeout(...args);
    started.add(timer);
    return timer;
  }) as typeof setTimeout);
  try {
    await run();
  } finally {
    watch.mockRestore();
  }
  // A timer that fired or was cleared is destroyed (Node's Timeout), whatever its reference says.
  return { started: started.size, pending: [...started].filter((timer) => !(timer as unknown as { _destroyed: boolean })._destroyed).length };
}

/** Shows `text` once `promise` settles; until then its boundary shows "waiting". */
function Later({ promise }: { promise: Promise<string> }) {
  return createElement("p", null, use(promise));
}

const page = (body: ReactNode) => createElement("html", null, createElement("body", null, createElement(Suspense, { fallback: createElement("p", null, "waiting") }, body)));

function collectErrors() {
  const errors: { error: unknown; rendered: boolean }[] = [];
  return { errors, onError: (error: unknown, rendered: boolean) => errors.push({ error, rendered }) };
}

describe("renderWholeDocument", () => {
  it("answers the page once everything it waits for is there, and leaves no timer behind to hold the render", async () => {
    const { errors, onError } = collectErrors();
    const later = new Promise<string>((resolve) => setTimeout(resolve, 20, "the group tables"));
    let rendered: Awaited<ReturnType<typeof renderWholeDocument>> | null = null;
    const timers = await timersLeftBy(async () => {
      rendered = await renderWholeDocument(page(createElement(Later, { promise: later })), { deadlineMs: 60_000, onError });
    });
    const { body, failed } = rendered!;
    expect(body.toString()).toContain("<p>the group tables</p>");
    expect(body.toString()).not.toContain("waiting");
    expect(failed).toBe(false);
    expect(errors).toEqual([]);
    expect(timers.started).toBeGreaterThan(0);
    expect(timers.pending).toBe(0);
  });

  it("gives up on a part still waiting at the deadline: the page is answered with its fallback, and marked failed", async () => {
    const { errors, onError } = collectErrors();
    // React reports the abort of a render not yet piped anywhere on the console; the page's answer is what counts here.
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => undefined);
    const started = performance.now();
    const { body, failed } = await renderWholeDocument(page(createElement(Later, { promise: new Promise<string>(() => undefined) })), { deadlineMs: 50, onError });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(body.toString()).toContain("waiting");
    expect(failed).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    console.mockRestore();
  });

  it("refuses a page whose shell cannot render, without a timer left behind", async () => {
    const { onError } = collectErrors();
    const Broken = () => {
      throw new Error("no such event");
    };
    const timers = await timersLeftBy(() => expect(renderWholeDocument(createElement("html", null, createElement(Broken)), { deadlineMs: 60_000, onError })).rejects.toThrow("no such event"));
    expect(timers.started).toBeGreaterThan(0);
    expect(timers.pending).toBe(0);
  });
});
