import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { events } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { prepareDatabase } from "~/seed/prepare.server";

/** The test file's database (see tests/support/model-setup.ts) with the master data and the demo event, made before its tests. */
export function useDemoDatabase() {
  beforeAll(async () => {
    process.env.ADMIN_PASSWORD = "demo-tests-admin-password";
    await prepareDatabase();
  }, 60_000);
}

/** The demo event's row as it is now: its version moves with every write a spectator can see. */
export const demoEvent = () => getDb().select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
