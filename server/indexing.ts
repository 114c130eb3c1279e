import type { RequestHandler } from "express";

/**
 * Search engines list the public site only: every other answer of React
 * Router — the back office, the sign-in pages, scorer links, embeds (whose
 * content is the page that frames them), the API, the 404 page — says
 * `noindex` in its headers, so no page has to remember to. Which routes are
 * indexable is read from the route table (server/route-kinds.ts).
 */
export const markNoindex: RequestHandler = (_req, res, next) => {
  if (!res.locals.route.indexable) res.setHeader("X-Robots-Tag", "noindex, nofollow");
  next();
};
