import { describe, expect, it, vi } from "vitest";
import { createInProcessPublisher } from "~/live/publisher.server";

describe("the in-process publisher", () => {
  it("delivers a version to the listeners of its event only", () => {
    const publisher = createInProcessPublisher();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    publisher.subscribe(1, first);
    publisher.subscribe(1, second);
    publisher.subscribe(2, other);
    publisher.publish({ eventId: 1, version: 5 });
    expect(first).toHaveBeenCalledWith({ eventId: 1, version: 5 });
    expect(second).toHaveBeenCalledWith({ eventId: 1, version: 5 });
    expect(other).not.toHaveBeenCalled();
  });

  it("stops delivering after unsubscribe", () => {
    const publisher = createInProcessPublisher();
    const listener = vi.fn();
    const stop = publisher.subscribe(3, listener);
    stop();
    publisher.publish({ eventId: 3, version: 2 });
    expect(listener).not.toHaveBeenCalled();
  });
});
