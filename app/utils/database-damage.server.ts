import { settings } from "~/config.server";
import { isDatabaseDamaged } from "~/db.server";
import { log } from "./logger.server";

/**
 * When a read or write of this process first met damaged pages of the database
 * (SQLITE_CORRUPT, "database disk image is malformed"). A damaged file stays
 * damaged until a backup is restored, which needs the server stopped, so
 * /healthz reports it until then: the pages that read those pages answer 500,
 * while a read of the few pages /healthz itself needs may still succeed.
 */
let damageSeenAt: string | null = null;

/** Remembers a failure that says the database is damaged, logging the file and the restore command the first time. */
export function noteDatabaseDamage(error: unknown, fields: Record<string, unknown> = {}) {
  if (!isDatabaseDamaged(error)) return;
  if (damageSeenAt === null) {
    log.error(`the database ${settings().DATABASE_PATH} is damaged: stop the server and restore the latest backup (npm run admin -- restore <backup>)`, { ...fields, error });
  }
  damageSeenAt ??= new Date().toISOString();
}

/** When damage was first met, or null. */
export function databaseDamageSeen(): string | null {
  return damageSeenAt;
}
