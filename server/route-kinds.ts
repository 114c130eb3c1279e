import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { publicEventCaching } from "~/live/http-cache.server";
import type { Uploads } from "~/utils/body-limits";

/**
 * What the server treats differently before React Router, read from the route
 * table itself (app/routes.ts, as the build carries it), never from URL
 * patterns that copy it:
 *
 * - `api`: a route of the JSON API (under `api/`): bearer tokens count and
 *   refusals are JSON;
 * - `shared`: answered through the public pages' caching (`publicEventCaching`
 *   on the route or a layout around it), so the stored-page cache may keep it;
 * - `uploads`: what the route's action accepts uploaded (its module's `uploads`
 *   export), which sets its body limit;
 * - `endless`: its answer never ends (a live stream; its module exports
 *   `endless = true`), so it does not take a turn in the admission line;
 * - `embed`: a page other sites may show in a frame (the route or a layout
 *   around it says `embed: true` in its `handle`), so its security headers
 *   let any site frame it;
 * - `indexable`: a page of the public site that search engines may list (the
 *   route or a layout around it exports `indexable = true`, and no module
 *   nearer the route says `false`), never one under `embed/`, whatever layout
 *   holds it: everything else is answered `noindex`;
 * - `query`: the query parameters the page reads (its module and the layouts
 *   around it export them as `queryParameters`), so a stored page is kept per
 *   those alone and a made-up parameter cannot make it render again.
 */
export type RouteKind = {
  id: string | null;
  api: boolean;
  shared: boolean;
  uploads: Uploads | undefined;
  endless: boolean;
  embed: boolean;
  indexable: boolean;
  query: ReadonlySet<string>;
};

declare global {
  namespace Express {
    interface Locals {
      /** The kind of route the request's address leads to (set by `classifyRequest`). */
      route: RouteKind;
    }
  }
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
type Pattern = { test: RegExp; score: number; kind: RouteKind };

const elsewhere: RouteKind = { id: null, api: false, shared: false, uploads: undefined, endless: false, embed: false, indexable: false, query: new Set() };

/** The kind of the route a path leads to, for a build's route table; a path no route takes is none of these. */
export function routeKinds(routes: ServerBuild["routes"]): (path: string) => RouteKind {
  const patterns: Pattern[] = [];
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const chain = ancestry(route, routes);
    const path = chain
      .map((r) => r.path ?? "")
      .filter(Boolean)
      .join("/");
    const kind: RouteKind = {
      id: route.id,
      api: path.split("/")[0] === "api",
      shared: chain.some((r) => (r.module.middleware as unknown[] | undefined)?.includes(publicEventCaching)),
      uploads: (route.module as { uploads?: Uploads }).uploads,
      endless: (route.module as { endless?: boolean }).endless === true,
      embed: chain.some((r) => (r.module.handle as { embed?: boolean } | undefined)?.embed === true),
      indexable: path.split("/")[0] !== "embed" && chain.map((r) => (r.module as { indexable?: boolean }).indexable).findLast((said) => said !== undefined) === true,
      query: new Set(chain.flatMap((r) => (r.module as { queryParameters?: readonly string[] }).queryParameters ?? [])),
    };
    for (const variant of withoutOptionals(path)) {
      patterns.push({ test: pathPattern(variant, route.caseSensitive === true), score: rank(variant, route.index === true), kind });
    }
  }
  // React Router's own order: the most specific route takes the path.
  patterns.sort((a, b) => b.score - a.score);
  return (path) => patterns.find((pattern) => pattern.test.test(routePath(path)))?.kind ?? elsewhere;
}

/** Express middleware: the request's route kind into `res.locals.route`, for the middleware after it. */
export function classifyRequest(kindOf: () => (path: string) => RouteKind): RequestHandler {
  return (req, res, next) => {
    res.locals.route = kindOf()(req.path);
    next();
  };
}

/** The route and its layouts, outermost first. */
function ancestry(route: ManifestRoute, routes: ServerBuild["routes"]) {
  const chain = [route];
  for (let parent = route.parentId ? routes[route.parentId] : undefined; parent; parent = parent.parentId ? routes[parent.parentId] : undefined) {
    chain.unshift(parent);
  }
  return chain;
}

/** `live-event/:slug?` is two paths, `live-event` and `live-event/:slug`, as React Router explodes it. */
function withoutOptionals(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  let variants = [""];
  for (const segment of segments) {
    const required = segment.replace(/\?$/, "");
    const longer = variants.map((variant) => (variant ? `${variant}/${required}` : required));
    variants = segment.endsWith("?") ? [...variants, ...longer] : longer;
  }
  return variants;
}

function pathPattern(path: string, caseSensitive: boolean) {
  const source = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "(?:/.*)?" : segment.startsWith(":") ? "/[^/]+" : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${source}/?$`, caseSensitive ? "" : "i");
}

/** React Router's ranking of a route path (computeScore): static segments outrank dynamic ones, a splat ranks last. */
function rank(path: string, index: boolean) {
  const segments = ["", ...path.split("/").filter(Boolean)];
  let score = segments.length + (index ? 2 : 0);
  if (segments.includes("*")) score -= 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** The page a path addresses: React Router's data requests add `.data` (`/_root.data` for `/`). */
function routePath(path: string) {
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}
