import type { ErrorRequestHandler } from "express";
import { log } from "~/utils/logger.server";
import { readerTranslation } from "./answer";
import { noteDatabaseDamage } from "~/utils/database-damage.server";
import { isStorageFull, noteStorageFull } from "~/utils/storage.server";

type ErrorArgs = Parameters<ErrorRequestHandler>;

/**
 * Last resort: a generic answer with the request id; the details go to the log only.
 * Express knows an error handler by its four declared parameters (a rest parameter
 * counts as none), so they are spelled out.
 */
export function answerError(error: ErrorArgs[0], req: ErrorArgs[1], res: ErrorArgs[2], next: ErrorArgs[3]) {
  const storageFull = isStorageFull(error);
  const status = storageFull ? 507 : typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  noteDatabaseDamage(error, { id: res.locals.requestId, path: req.path });
  if (storageFull) noteStorageFull(error, { id: res.locals.requestId, path: req.path });
  else if (status >= 500) log.error("unhandled error", { id: res.locals.requestId, path: req.path, error });
  if (res.headersSent) return next(error);
  const message = storageFull ? readerTranslation(req).errors.storageFull.body : status === 404 ? "Not found." : status < 500 ? "Bad request." : "Something went wrong.";
  res.status(status);
  if (res.locals.route?.api || req.accepts(["html", "json"]) === "json") {
    res.json({ message, request_id: res.locals.requestId });
  } else {
    res.type("text/plain").send(`${message} Request id: ${res.locals.requestId}`);
  }
}
