import type { RequestHandler } from "express";
import { refuse } from "./answer";

/** Pages and data are read with GET and HEAD; forms and the API write with POST. Nothing else is answered. */
const answered = ["GET", "HEAD", "POST"];

/**
 * Any other method is refused before a route sees it: 405 with the methods that are answered (an
 * OPTIONS question gets them with a 204). The request handler would otherwise pass a PUT or DELETE
 * to a page's form action, and a TRACE fails where the request is rebuilt for React Router.
 */
export const refuseOtherMethods: RequestHandler = (req, res, next) => {
  if (answered.includes(req.method)) return next();
  res.set("Allow", answered.join(", "));
  if (req.method === "OPTIONS") return void res.status(204).end();
  refuse(res, 405, "Method not allowed.");
};
