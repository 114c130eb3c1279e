import type { RequestHandler } from "express";
import { bodyLimit } from "~/utils/body-limits";
import { log } from "~/utils/logger.server";
import { readerTranslation, refuse } from "./answer";
import { safeMethods } from "./cross-site";

/**
 * Refuses a body over its route's limit (app/utils/body-limits.ts: the files
 * the route's `uploads` export names, else a form's) with 413 before it is
 * buffered: at once from Content-Length, or — for a body sent without one, in
 * chunks — as soon as the bytes read pass the limit, cutting the connection.
 * The API's upload answers `{error}`, as its contract says (docs/design.md §5).
 */
export const limitBodies: RequestHandler = (req, res, next) => {
  if (safeMethods.has(req.method)) return next();
  const { uploads } = res.locals.route;
  const { bytes: limit, refusal } = bodyLimit(uploads);
  const tooLarge = () => {
    if (res.headersSent) return;
    log.warn("request body too large refused", { id: res.locals.requestId, path: req.path, length: req.get("content-length"), limit });
    res.set("Connection", "close");
    refuse(res, 413, refusal(readerTranslation(req)), uploads ? "error" : "message");
  };
  if (Number(req.get("content-length")) > limit) return tooLarge();
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit || res.headersSent) return;
    tooLarge();
    res.once("finish", () => req.destroy());
  });
  // The counting listener must not start the flow: the app's body reader resumes the stream when it reads.
  req.pause();
  next();
};
