import type { RequestHandler } from "express";
import { log } from "~/utils/logger.server";

/** One line per request; the query string is left out because reset links carry tokens there. */
export const logRequest: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    if (req.path === "/healthz" || req.path.startsWith("/assets/")) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info("request", {
      id: res.locals.requestId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    });
  });
  next();
};
