import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { get, signInCookie } from "../support/http";

/**
 * The rendered-page cache (server/page-cache.ts): a public event page is
 * rendered once per event version and reader, and every answer still carries
 * its own CSP nonce.
 */

const page = "/live-event/groups/martabaks-vol-2";

function bumpVersion() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("update events set version = version + 1 where slug = 'martabaks-vol-2'").run();
  } finally {
    db.close();
  }
}

async function view(headers: Record<string, string> = {}) {
  const response = await get(page, undefined, headers);
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { response, body, nonce, cache: response.headers.get("x-render-cache") };
}

describe("the rendered-page cache", () => {
  it("renders a page once per event version, with a fresh nonce in every answer", async () => {
    bumpVersion();
    const first = await view();
    const second = await view();
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.response.status).toBe(200);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    // Every script of the stored page carries this answer's nonce, none the first one's.
    expect(second.body).not.toContain(first.nonce);
    expect(second.body.split(`nonce="${second.nonce}"`).length).toBe(first.body.split(`nonce="${first.nonce}"`).length);
    expect(second.body.replaceAll(second.nonce!, "N")).toBe(first.body.replaceAll(first.nonce!, "N"));
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
  });

  it("answers 304 from the stored page's ETag, and renders again once the event changed", async () => {
    const stored = await view();
    expect(stored.cache).toBe("hit");
    const etag = stored.response.headers.get("etag")!;
    const revalidated = await get(page, undefined, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    bumpVersion();
    const changed = await view({ "If-None-Match": etag });
    expect(changed.response.status).toBe(200);
    expect(changed.cache).toBe("miss");
    expect(changed.response.headers.get("etag")).not.toBe(etag);
  });

  it("keeps readers apart: another language is its own page, and a signed-in view is never stored", async () => {
    await view();
    const english = await view({ "Accept-Language": "en" });
    expect(english.cache).toBe("miss");
    expect(english.body).toMatch(/<html lang="en"/);
    expect((await view({ "Accept-Language": "en" })).cache).toBe("hit");
    const { cookie } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    const signedIn = await get(page, cookie);
    expect(signedIn.headers.get("x-render-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });
});
