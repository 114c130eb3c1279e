import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestMetaContext } from "~/context";
import { answeringStorageFull } from "~/utils/storage.server";
import { classifyRequest, routeKinds, type RouteKind } from "./route-kinds";

const production = process.env.NODE_ENV === "production";

function loadContext(req: Request, res: Response) {
  const context = new RouterContextProvider();
  context.set(requestMetaContext, { requestId: res.locals.requestId, nonce: res.locals.nonce, ip: req.ip ?? "" });
  return context;
}

async function serverBuild(): Promise<ServerBuild> {
  return answeringStorageFull(await import("virtual:react-router/server-build"));
}

/**
 * React Router's handler, called in the same turn as the middleware before it
 * (a request body's end must not be missed). In production it is made once
 * before the server listens and given the build itself: given a function
 * returning the build, it rebuilds its route tables and data handler on every
 * request — which development wants, to serve the app as it changes.
 */
let handler: RequestHandler | undefined = production ? undefined : createRequestHandler({ build: serverBuild, getLoadContext: loadContext });
let kindOf: ((path: string) => RouteKind) | undefined;

/** The pages' modules and the kinds of their routes, once, before the server listens. */
export async function loadPages() {
  const build = await serverBuild();
  kindOf = routeKinds(build.routes);
  handler ??= createRequestHandler({ build, getLoadContext: loadContext });
}

/** The kind of route each request leads to (see server/route-kinds.ts); in development, from the route table as it is now. */
export const classifyByRoute: RequestHandler = production
  ? classifyRequest(() => kindOf ?? notLoaded())
  : (req, res, next) => {
      serverBuild().then((build) => classifyRequest(() => routeKinds(build.routes))(req, res, next), next);
    };

/** React Router: pages, data requests and resource routes. */
export const pages: RequestHandler = (req, res, next) => {
  if (!handler) return next(new Error("the pages are not loaded yet: prepare() loads them before the server listens"));
  handler(req, res, next);
};

/** An event stream never ends, and a `.data` request would have React Router wait for its end: only the stream itself is served. */
export const noEndlessData: RequestHandler = (req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && res.locals.route.endless && req.path.endsWith(".data")) return res.status(404).type("text/plain").send("Not found.");
  next();
};

function notLoaded(): never {
  throw new Error("the pages are not loaded yet: prepare() loads them before the server listens");
}
