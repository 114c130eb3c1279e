import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { onPasswordThread } from "~/auth/password-thread.server";

describe("the password thread", () => {
  it("hashes and checks with bcrypt off the event loop, answering each call its own", async () => {
    const [first, second] = await Promise.all([onPasswordThread("hash", "Smash-di-GBK-2025", 4), onPasswordThread("hash", "Padel-Senayan-26", 4)]);
    expect(bcrypt.compareSync("Smash-di-GBK-2025", first)).toBe(true);
    expect(bcrypt.compareSync("Padel-Senayan-26", second)).toBe(true);
    expect(await Promise.all([onPasswordThread("compare", "Padel-Senayan-26", second), onPasswordThread("compare", "Padel-Senayan-26", first)])).toEqual([true, false]);
  });

  it("turns a failed task into a rejection and goes on working", async () => {
    // bcrypt refuses a password that is not text (the callers never send one).
    await expect(onPasswordThread("hash", undefined as unknown as string, 4)).rejects.toThrow(/Illegal arguments/);
    expect(await onPasswordThread("compare", "x", bcrypt.hashSync("x", 4))).toBe(true);
  });

  it("keeps the event loop free while it hashes", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await onPasswordThread("hash", "Smash-di-GBK-2025", 12);
    clearInterval(timer);
    // Cost 12 is a quarter of a second or more of CPU: a blocked loop would not have ticked at all.
    expect(ticks).toBeGreaterThan(10);
  });
});
