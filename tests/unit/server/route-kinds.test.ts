import type { RouteConfigEntry } from "@react-router/dev/routes";
import express from "express";
import { mkdtempSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import routeTable from "~/routes";
import { bodyLimit, maxFileBytes } from "~/utils/body-limits";
import { limitBodies } from "../../../server/limit-bodies";
import { classifyRequest, routeKinds, type RouteKind } from "../../../server/route-kinds";
import { appRoutes } from "../../support/app-routes";

/**
 * What is an API route, a shared public page, an upload or an endless stream
 * is read from the route table (server/route-kinds.ts). Here the table is
 * app/routes.ts with its real modules, laid out as the build lays it out.
 */

// The refusals are logged: settings for a quiet log (Vite's own BASE_URL is no origin).
delete process.env.BASE_URL;
Object.assign(process.env, { LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "laga-route-kinds-")), SESSION_SECRET: "route-kinds-test-secret-".repeat(2) });

type Manifest = ServerBuild["routes"];

async function manifestOf(entries: RouteConfigEntry[]): Promise<Manifest> {
  const manifest: Manifest = { root: { id: "root", path: "", module: {} as never } };
  const walk = async (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
      const module = (await import(/* @vite-ignore */ `../../../app/${entry.file}`)) as never;
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      if (entry.children) await walk(entry.children, id);
    }
  };
  await walk(entries, "root");
  return manifest;
}

/** The same table as React Router's own route objects, to ask React Router which route a path is. */
function routeObjects(manifest: Manifest, parentId: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map(
      (route) =>
        ({ id: route!.id, path: route!.path, index: route!.index, caseSensitive: route!.caseSensitive, children: route!.index ? undefined : routeObjects(manifest, route!.id) }) as RouteObject,
    );
}

/** A URL of a route's path: each parameter filled in, an optional one left out, a splat given one segment. */
const sample = (path: string) =>
  path
    .replace(/\/:[\w-]+\?/g, "")
    .replace(/:[\w-]+/g, "7")
    .replace(/\*$/, "anything");

let manifest: Manifest;
let kindOf: (path: string) => RouteKind;

beforeAll(async () => {
  manifest = await manifestOf(routeTable);
  kindOf = routeKinds(manifest);
}, 60_000);

describe("route kinds read from app/routes.ts", () => {
  it("takes every route of the table to the route React Router takes it to, its .data request too", () => {
    const tree = routeObjects(manifest, "root");
    for (const route of appRoutes()) {
      const path = sample(route.path);
      const matched = matchRoutes(tree, path)?.at(-1)?.route.id;
      expect(matched, path).toBeDefined();
      expect(kindOf(path).id, path).toBe(matched);
      expect(kindOf(path === "/" ? "/_root.data" : `${path}.data`).id, `${path}.data`).toBe(matched);
    }
  });

  it("finds the shared public pages by their caching middleware: the event pages and the event's JSON, not the stream or the home page", () => {
    const shared = appRoutes()
      .map((route) => sample(route.path))
      .filter((path) => kindOf(path).shared);
    expect(shared.sort()).toEqual(
      [
        "/api/event/7",
        "/embed/7/groups",
        "/embed/7/match/7",
        "/embed/7/results",
        "/embed/7/schedule",
        "/groups",
        "/live-event",
        "/live-event/following/7/7",
        "/live-event/following/7/player/7",
        "/live-event/groups/7",
        "/live-event/entries/7",
        "/live-event/match-detail/7/7",
        "/live-event/overview/7",
        "/live-event/qr/7/qr.png",
        "/live-event/qr/7/qr.svg",
        "/live-event/results/7",
        "/live-event/schedule/7",
        "/live-event/schedule/7/calendar.ics",
        "/live-event/teams-detail/7/7",
        "/live-event/tv/7",
        "/match-detail/7",
        "/match-results",
        "/overview",
        "/schedule",
        "/schedule/calendar.ics",
      ].sort(),
    );
    expect(kindOf("/live-event/martabaks-vol-2").shared).toBe(true);
    expect(kindOf("/live-event/stream/7")).toMatchObject({ shared: false, endless: true });
    expect(kindOf("/")).toMatchObject({ shared: false, endless: false });
  });

  it("names every query parameter a shared page's modules read, so a stored page is kept per each of them and no other", () => {
    /** Each route's file and its layouts' files, outermost first. */
    const files = new Map<string, string[]>();
    const walk = (entries: RouteConfigEntry[], parent: string, around: string[]) => {
      for (const entry of entries) {
        const path = entry.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${entry.path}`;
        const chain = [...around, entry.file];
        if (entry.children?.length) walk(entry.children, path, chain);
        else files.set(sample(path || "/"), chain);
      }
    };
    walk(routeTable, "", ["root.tsx"]);
    const readsOf = (chain: string[]) =>
      chain.flatMap((file) => [...readFileSync(path.join("app", file), "utf8").matchAll(/(?:searchParams|search|URLSearchParams\([^()]*(?:\(\))?[^()]*\))\.get\("([\w-]+)"\)/g)].map((m) => m[1]!));
    let checked = 0;
    for (const [address, chain] of files) {
      const kind = kindOf(address);
      if (!kind.shared) continue;
      // `?lng=` sets the reader's language cookie: such an answer is personal and never stored.
      for (const name of readsOf(chain).filter((read) => read !== "lng")) expect([address, kind.query.has(name)]).toEqual([address, true]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
    expect([...kindOf("/live-event/schedule/7").query].sort()).toEqual(["category", "court", "day", "from", "team"]);
    expect([...kindOf("/embed/7/groups").query].sort()).toEqual(["category", "transparent"]);
    expect([...kindOf("/live-event/overview/7").query]).toEqual([]);
  });

  it("finds the embeds by their layout's handle: the only pages other sites may frame", () => {
    const embeds = appRoutes()
      .map((route) => sample(route.path))
      .filter((path) => kindOf(path).embed);
    expect(embeds.sort()).toEqual(["/embed/7/groups", "/embed/7/match/7", "/embed/7/results", "/embed/7/schedule"]);
    expect(kindOf("/embed/7/groups.data").embed).toBe(true);
    expect(kindOf("/embed/7/no-such-page").embed).toBe(false);
  });

  it("lets search engines list the public site alone: the home page, robots.txt, the sitemap, the icon and what the public layout holds but the list of entrants", () => {
    const indexable = appRoutes()
      .map((route) => route.path)
      .filter((path) => kindOf(sample(path)).indexable);
    const publicLayout = appRoutes()
      .map((route) => route.path)
      .filter((path) => kindOf(sample(path)).shared && !path.startsWith("/api/") && !kindOf(sample(path)).embed && path !== "/live-event/entries/:slug");
    expect(indexable.sort()).toEqual(["/", "/robots.txt", "/sitemap.xml", "/favicon.ico", ...publicLayout].sort());
    expect(kindOf("/live-event/entries/7").indexable).toBe(false);
    expect(kindOf("/no-such-page").indexable).toBe(false);
  });

  it("never lets an embed be listed, whatever layout holds it", () => {
    const table: Manifest = {
      root: { id: "root", path: "", module: {} as never },
      "routes/public/layout": { id: "routes/public/layout", parentId: "root", module: { indexable: true } as never },
      "routes/embed/groups": { id: "routes/embed/groups", parentId: "routes/public/layout", path: "embed/:slug/groups", module: {} as never },
      "routes/public/groups": { id: "routes/public/groups", parentId: "routes/public/layout", path: "live-event/groups/:slug", module: {} as never },
    };
    const kinds = routeKinds(table);
    expect(kinds("/embed/martabaks-vol-2/groups").indexable).toBe(false);
    expect(kinds("/live-event/groups/martabaks-vol-2").indexable).toBe(true);
  });

  it("counts every route under /api as the API, and no other", () => {
    for (const route of appRoutes()) expect(kindOf(sample(route.path)).api, route.path).toBe(route.path.startsWith("/api/"));
    expect(kindOf("/api/no-such-call").api).toBe(true);
    expect(kindOf("/apiary").api).toBe(false);
  });

  it("gives each upload route the files its module names, whatever the case of the address (React Router's is case-blind)", () => {
    const uploads = Object.fromEntries(
      appRoutes()
        .map((route) => [route.path, kindOf(sample(route.path)).uploads] as const)
        .filter(([, accepted]) => accepted),
    );
    expect(uploads).toEqual({
      "/api/uploads/image": { file: "image" },
      "/add-event": { file: "image", count: 3, fieldBytes: 512 * 1024 },
      "/edit-event/:id": { file: "image", count: 3, fieldBytes: 512 * 1024 },
      "/add-player": { file: "image" },
      "/edit-player/:id": { file: "image" },
      "/list-player": { file: "sheet" },
      "/list-team": { file: "sheet" },
      "/list-match-statistics": { file: "sheet" },
      "/list-province": { file: "sheet" },
      "/list-city": { file: "sheet" },
      "/list-district": { file: "sheet" },
      "/list-subdistrict": { file: "sheet" },
    });
    expect(kindOf("/Add-Event/").uploads).toEqual({ file: "image", count: 3, fieldBytes: 512 * 1024 });
    expect(bodyLimit(kindOf("/add-event").uploads).bytes).toBe(3 * maxFileBytes.image + 512 * 1024);
    expect(bodyLimit(kindOf("/list-city.data").uploads).bytes).toBe(maxFileBytes.sheet + 64 * 1024);
    expect(bodyLimit(kindOf("/add-team").uploads).bytes).toBe(256 * 1024);
  });
});

describe("a new upload route", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  // Forty-megabyte bodies (two camera photos) take a while on a busy machine.
  it("gets its upload limit from its module's `uploads`, with no change to the server", async () => {
    const table: Manifest = {
      root: { id: "root", path: "", module: {} as never },
      "routes/backoffice/photos": { id: "routes/backoffice/photos", parentId: "root", path: "add-photos", module: { uploads: { file: "image", count: 2 } } as never },
      "routes/backoffice/notes": { id: "routes/backoffice/notes", parentId: "root", path: "add-note", module: {} as never },
    };
    const kinds = routeKinds(table);
    const app = express();
    app.use(classifyRequest(() => kinds));
    app.use(limitBodies);
    app.post(/.*/, (_req, res) => void res.send("read"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const post = (path: string, bytes: number) =>
      fetch(`http://127.0.0.1:${port}${path}`, { method: "POST", body: new Uint8Array(bytes), headers: { "Accept-Language": "en" } }).then(async (response) => ({
        status: response.status,
        text: await response.text(),
      }));

    expect(await post("/add-photos", 2 * maxFileBytes.image)).toEqual({ status: 200, text: "read" });
    expect(await post("/add-note", 2 * maxFileBytes.image)).toMatchObject({ status: 413 });
    const refused = await post("/add-photos", 2 * maxFileBytes.image + 64 * 1024 + 1);
    expect(refused.status).toBe(413);
    expect(refused.text).toContain("20 MB");
  }, 60_000);
});
