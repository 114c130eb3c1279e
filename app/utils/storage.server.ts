import { statfsSync } from "node:fs";
import { data, type ServerBuild } from "react-router";
import { settings } from "~/config.server";
import { getDb, sqliteErrorIn } from "~/db.server";
import { translator } from "~/i18n/i18next.server";
import { log } from "./logger.server";

/**
 * A write that failed for want of space: SQLite's SQLITE_FULL (the disk, or the
 * database at its DATABASE_MAX_MB), or ENOSPC / EDQUOT from the file system
 * (an upload's files).
 */
export function isStorageFull(error: unknown): boolean {
  if (sqliteErrorIn(error)?.code === "SQLITE_FULL") return true;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === "ENOSPC" || code === "EDQUOT") return true;
  }
  return false;
}

/** The last write refused for want of space, and how many rows the connection had changed by then. */
let lastFailure: { at: Date; changes: number } | null = null;

function changesSoFar() {
  return Number(getDb().$client.prepare("select total_changes()").pluck().get());
}

/** Remembers a write refused for want of space, for /healthz, and logs it with what failed. */
export function noteStorageFull(error: unknown, fields: Record<string, unknown> = {}) {
  log.error("storage full: a write was refused", { ...fields, error });
  lastFailure = { at: new Date(), changes: changesSoFar() };
}

export type StorageHealth = {
  writes: "ok" | "failing";
  database: { pages: number; maxPages: number; atLimit: boolean };
  disk: { freeMb: number; minFreeMb: number; low: boolean };
  lastFailure: string | null;
};

/**
 * What /healthz says of storage, without writing anything: writes fail while
 * the database is at its size limit with no free page left, or since a write
 * was refused for want of space until one succeeds (the connection's change
 * count moves); the disk is low under MIN_FREE_DISK_MB free for the data folder.
 */
export function storageHealth(): StorageHealth {
  const sqlite = getDb().$client;
  const pages = Number(sqlite.pragma("page_count", { simple: true }));
  const maxPages = Number(sqlite.pragma("max_page_count", { simple: true }));
  const free = Number(sqlite.pragma("freelist_count", { simple: true }));
  const atLimit = pages >= maxPages && free === 0;
  if (lastFailure && changesSoFar() > lastFailure.changes) lastFailure = null;
  const { bavail, bsize } = statfsSync(settings().DATA_DIR);
  const freeMb = Math.floor((bavail * bsize) / (1024 * 1024));
  const minFreeMb = settings().MIN_FREE_DISK_MB;
  return {
    writes: atLimit || lastFailure ? "failing" : "ok",
    database: { pages, maxPages, atLimit },
    disk: { freeMb, minFreeMb, low: freeMb < minFreeMb },
    lastFailure: lastFailure?.at.toISOString() ?? null,
  };
}

type Handler = (args: { request: Request; context: Parameters<typeof translator>[0] }) => unknown;

/**
 * Every route's action and loader, answering a write refused for want of space
 * with 507 and the translated "storage is full" instead of a generic 500. Done
 * once on the build, so no route can miss it; the pages show it on their error
 * page, and with JavaScript the form stays as it was typed (root.tsx).
 */
export function answeringStorageFull(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = { ...route.module };
      if (module.action) module.action = guarded(module.action as Handler, id) as typeof module.action;
      if (module.loader) module.loader = guarded(module.loader as Handler, id) as typeof module.loader;
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}

function guarded(handler: Handler, route: string): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      noteStorageFull(error, { route, path: new URL(args.request.url).pathname });
      throw data({ message: translator(args.context)("errors.storageFull.body"), storageFull: true }, { status: 507 });
    }
  };
}
