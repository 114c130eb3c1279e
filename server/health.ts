import type { RequestHandler } from "express";
import { nowMs } from "~/clock.server";
import { getDb } from "~/db.server";
import { databaseDamageSeen, noteDatabaseDamage } from "~/utils/database-damage.server";
import { log } from "~/utils/logger.server";
import { storageHealth } from "~/utils/storage.server";

/**
 * 200 when the database reads, writes can be stored and the disk has room;
 * otherwise 503, with the JSON saying which (a container's health check, a
 * load balancer and an operator's monitor all read the same answer), with
 * the server's clock, so a monitor sees a clock gone wrong and a test server
 * pinned with CLOCK_AT tells its tests the time it plays. The database fails
 * when its read here fails, or since any request met damaged pages
 * (noteDatabaseDamage): a read of a few pages cannot vouch for the rest.
 */
export const healthCheck: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store");
  try {
    getDb().$client.prepare("select count(*) from __drizzle_migrations").pluck().get();
    const damaged = databaseDamageSeen();
    const storage = storageHealth();
    const ok = !damaged && storage.writes === "ok" && !storage.disk.low;
    if (!ok) log.warn("health check: failing", { damageSeenAt: damaged, storage });
    // Which check fails, and no more: the sizes and free space are for the log, not for anyone who asks.
    res.status(ok ? 200 : 503).json({ ok, database: damaged ? "failing" : "ok", writes: storage.writes, disk: storage.disk.low ? "low" : "ok", now: new Date(nowMs()).toISOString() });
  } catch (error) {
    noteDatabaseDamage(error, { path: "/healthz" });
    log.error("health check failed", { error });
    res.status(503).json({ ok: false, database: "failing" });
  }
};
