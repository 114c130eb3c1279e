import express from "express";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { nowMs } from "~/clock.server";
import { findEventVersionById } from "~/models/public/public-events.server";
import { pageMoment } from "~/utils/event-dates";
import { admissionLine } from "../../server/admission";
import { renderedPageCache } from "../../server/page-cache";
import { demoEvent, useDemoDatabase } from "./demo-fixtures";

/**
 * The rendered-page cache (server/page-cache.ts) in front of the admission line
 * (server/admission.ts), over real HTTP, with a render the test holds: a first
 * view that waits for a render of its page in flight and leaves meanwhile must
 * leave no render marked "in flight" behind it (decision 0088).
 */

useDemoDatabase();

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A GET of the page; `leaveAfter` ms later the reader leaves, unanswered. */
function view(port: number, leaveAfter?: number) {
  return new Promise<string | null>((resolve) => {
    const sent = request({ port, path: "/page", headers: { "Accept-Language": "id" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(String(res.headers["x-render-cache"])));
    });
    sent.on("error", () => resolve(null));
    sent.end();
    if (leaveAfter !== undefined) setTimeout(() => sent.destroy(), leaveAfter);
  });
}

it("a reader who left while waiting for a render of its page in flight leaves the next reader to render and keep it", async () => {
  const event = findEventVersionById(demoEvent().id)!;
  const etag = `W/"e${event.id}v${event.version}d${pageMoment(event, nowMs())}-page"`;
  const cache = renderedPageCache(() => true);
  let renders = 0;
  const app = express();
  app.use((_req, res, next) => {
    Object.assign(res.locals, { route: { query: new Set<string>() }, origin: "http://laga.test", nonce: "nonce" });
    next();
  });
  app.use(cache.answer);
  app.use(cache.keep);
  app.use(admissionLine(2, () => false));
  app.use((_req, res) => {
    renders += 1;
    // The first render is slow and not one to keep (as a page that failed); the others are the event's page.
    if (renders === 1) setTimeout(() => res.set("Cache-Control", "no-store").send("first"), 300);
    else res.set({ "Cache-Control": "public, max-age=0", ETag: etag }).send("the page");
  });
  server = app.listen(0);
  const port = (server.address() as AddressInfo).port;

  const first = view(port);
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Waits for the first render, and leaves before it is over.
  expect(await view(port, 50)).toBeNull();
  expect(await first).toBe("miss");
  await new Promise((resolve) => setTimeout(resolve, 100));

  // The next reader renders the page at once and keeps it: the one after it is served the kept page.
  expect(await view(port)).toBe("miss");
  expect(await view(port)).toBe("hit");
  expect(renders).toBe(2);
}, 20_000);
