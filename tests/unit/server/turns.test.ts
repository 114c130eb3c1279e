import { afterEach, describe, expect, it, vi } from "vitest";
import { Busy, Turns } from "~/utils/turns.server";

/**
 * Heavy work taking turns (app/utils/turns.server.ts): the image decodes, the
 * upload forms, the spreadsheets read and the link-preview images drawn all
 * share it, each with its own limits. Work here is a promise the test settles.
 */

type Held = { started: boolean; finish: () => void; fail: (error: Error) => void; result: Promise<string> };

/** Asks `turns` for a turn for work that runs until the test finishes or fails it. */
function hold(turns: Turns, name: string): Held {
  const held = { started: false } as Held;
  held.result = turns.take(
    () =>
      new Promise<string>((resolve, reject) => {
        held.started = true;
        held.finish = () => resolve(name);
        held.fail = reject;
      }),
  );
  held.result.catch(() => undefined);
  return held;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("taking turns", () => {
  it("runs at most its limit at once and starts the waiting work in the order it asked, each as a place is given up", async () => {
    const turns = new Turns("drawing", { running: 2, waiting: 4, waitMs: 10_000 });
    const work = ["a", "b", "c", "d", "e"].map((name) => hold(turns, name));
    await settle();
    expect(work.map((w) => w.started)).toEqual([true, true, false, false, false]);

    work[1]!.finish();
    await settle();
    expect(work.map((w) => w.started)).toEqual([true, true, true, false, false]);
    // Work that fails gives its place up too.
    work[0]!.fail(new Error("the decoder failed"));
    await settle();
    expect(work.map((w) => w.started)).toEqual([true, true, true, true, false]);
    await expect(work[0]!.result).rejects.toThrow("the decoder failed");

    for (const w of work.slice(2)) {
      await settle();
      w.finish();
    }
    expect(await Promise.all(work.slice(1).map((w) => w.result))).toEqual(["b", "c", "d", "e"]);

    // Every place was handed back: the limit holds again, never doubled.
    const again = ["f", "g", "h"].map((name) => hold(turns, name));
    await settle();
    expect(again.map((w) => w.started)).toEqual([true, true, false]);
    for (const w of again) {
      await settle();
      w.finish();
    }
    await Promise.all(again.map((w) => w.result));
  });

  it("refuses work at once when the line is full, saying what is busy", async () => {
    const turns = new Turns("link-preview images", { running: 1, waiting: 1, waitMs: 10_000 });
    const running = hold(turns, "running");
    const waiting = hold(turns, "waiting");
    const refused = hold(turns, "refused");
    await expect(refused.result).rejects.toBeInstanceOf(Busy);
    await expect(refused.result).rejects.toThrow("link-preview images: busy");
    expect(refused.started).toBe(false);
    running.finish();
    await settle();
    waiting.finish();
    expect(await waiting.result).toBe("waiting");
  });

  it("gives up on work that waited past its bound, and the line goes on without it", async () => {
    vi.useFakeTimers();
    const turns = new Turns("upload form", { running: 1, waiting: 2, waitMs: 1_000 });
    const running = hold(turns, "running");
    const late = hold(turns, "late");
    await vi.advanceTimersByTimeAsync(1_001);
    await expect(late.result).rejects.toBeInstanceOf(Busy);
    const next = hold(turns, "next");
    running.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(late.started).toBe(false);
    expect(next.started).toBe(true);
    next.finish();
    expect(await next.result).toBe("next");
  });

  it("with no line at all, refuses whatever finds every place taken", async () => {
    const turns = new Turns("spreadsheet", { running: 1, waiting: 0, waitMs: 0 });
    const running = hold(turns, "running");
    await expect(hold(turns, "second").result).rejects.toBeInstanceOf(Busy);
    running.finish();
    expect(await running.result).toBe("running");
    const third = hold(turns, "third");
    await settle();
    expect(third.started).toBe(true);
    third.finish();
    await third.result;
  });
});
