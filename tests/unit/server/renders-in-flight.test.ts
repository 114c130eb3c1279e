import { afterEach, describe, expect, it, vi } from "vitest";
import { RendersInFlight } from "../../../server/renders-in-flight";

/** The stored-page cache's renders in flight (server/renders-in-flight.ts): who ends a render, and how long a reader waits for one. */

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("renders in flight", () => {
  it("lets one render per page start, and lets the next start once it is finished", () => {
    const renders = new RendersInFlight();
    const finish = renders.start("page")!;
    expect(renders.start("page")).toBeNull();
    expect(renders.isRendering("page")).toBe(true);
    finish();
    expect(renders.isRendering("page")).toBe(false);
    expect(renders.start("page")).not.toBeNull();
  });

  it("never lets a render's second finish end a newer render of the same page, whose readers are then told when it ends", async () => {
    vi.useFakeTimers();
    const renders = new RendersInFlight();
    const finishFirst = renders.start("page")!;
    // The first response kept its page …
    finishFirst();
    const finishSecond = renders.start("page")!;
    const reader = renders.waitFor("page", 60_000);
    // … and closes only now, while a render for the next version is in flight.
    finishFirst();
    expect(renders.isRendering("page")).toBe(true);
    expect(await settled(reader)).toBe(false);
    finishSecond();
    expect(await settled(reader)).toBe(true);
    expect(renders.isRendering("page")).toBe(false);
  });

  it("gives up waiting for a render that does not end within the bound", async () => {
    vi.useFakeTimers();
    const renders = new RendersInFlight();
    renders.start("page");
    const reader = renders.waitFor("page", 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(reader)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(reader)).toBe(true);
  });

  it("answers a reader at once when nothing is being rendered, and keeps pages apart", async () => {
    vi.useFakeTimers();
    const renders = new RendersInFlight();
    renders.start("schedule");
    expect(await settled(renders.waitFor("groups", 5_000))).toBe(true);
    expect(renders.start("groups")).not.toBeNull();
  });
});
