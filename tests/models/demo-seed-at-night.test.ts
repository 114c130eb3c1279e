import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { matches } from "#drizzle/schema";
import { getDb, migrateDatabase } from "~/db.server";
import { seedDemoEvent } from "~/seed/demo-event.server";
import { seedMasterData } from "~/seed/master-data.server";

/** 22:30 in Jakarta on the demo's second day, after its last match's hour: someone trying the product in the evening. */
const now = new Date("2025-08-02T15:30:00Z");

beforeAll(async () => {
  const db = getDb();
  migrateDatabase(db);
  db.$client.transaction(() => seedMasterData(db)).immediate();
  await seedDemoEvent(db, now);
}, 60_000);

describe("the demo seeded at night", () => {
  it("has its live match going for half a match, not since the afternoon, and nothing begun after now", () => {
    const live = getDb().select().from(matches).where(eq(matches.status, "live")).all();
    expect(live).toHaveLength(1);
    expect(now.getTime() - live[0]!.startedAt!.getTime()).toBe(30 * 60_000);
    const begun = getDb().select({ startedAt: matches.startedAt }).from(matches).all();
    expect(begun.every((match) => match.startedAt === null || match.startedAt.getTime() <= now.getTime())).toBe(true);
  });
});
