import type { RequestHandler } from "express";
import { log } from "~/utils/logger.server";
import { refuse } from "./answer";

/** The reads; every other method that reaches here is a POST (server/methods.ts answers the rest). */
export const safeMethods = new Set(["GET", "HEAD"]);

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Cookie-authenticated writes must come from this site. React Router's own check
 * skips requests without Origin and resource routes, so the check lives here.
 * Bearer-token API calls carry no ambient credentials and are left alone; any
 * other Authorization header (Basic, or one on a page) proves nothing about
 * where the request came from.
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (safeMethods.has(req.method) || (res.locals.route.api && /^Bearer\s/i.test(req.get("authorization") ?? ""))) return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const foreignOrigin = origin !== undefined && (origin === "null" || hostOf(origin) !== req.get("host"));
  if (site === "cross-site" || foreignOrigin) {
    log.warn("cross-site write refused", { id: res.locals.requestId, path: req.path, origin, site });
    return refuse(res, 403, "Cross-site request refused.");
  }
  next();
};
