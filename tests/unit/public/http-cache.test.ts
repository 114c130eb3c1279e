import { describe, expect, it } from "vitest";
import { entityTag, isNotModified, isPersonal, publicCacheControl } from "~/live/http-cache.server";

const request = (headers: Record<string, string> = {}, url = "http://laga.test/live-event/overview/x") => new Request(url, { headers });

describe("entity tags of event pages", () => {
  const parts = { eventId: 1, version: 7, moment: "2025-11-22t840", language: "id", preferences: { theme: "light" }, build: "abc123" };

  it("are weak and name the event, its version and where its clock stands", () => {
    expect(entityTag(parts)).toMatch(/^W\/"e1v7d2025-11-22t840-[\w-]{12}"$/);
  });

  it("change with the version, the event's day and start time reached, the language, the preferences and the build", () => {
    const tag = entityTag(parts);
    expect(entityTag({ ...parts, version: 8 })).not.toBe(tag);
    expect(entityTag({ ...parts, moment: "2025-11-23" })).not.toBe(tag);
    expect(entityTag({ ...parts, moment: "2025-11-22t870" })).not.toBe(tag);
    expect(entityTag({ ...parts, language: "en" })).not.toBe(tag);
    expect(entityTag({ ...parts, preferences: { theme: "dark" } })).not.toBe(tag);
    expect(entityTag({ ...parts, build: "def456" })).not.toBe(tag);
    expect(entityTag({ ...parts })).toBe(tag);
  });
});

describe("conditional requests", () => {
  const validators = { etag: 'W/"e1v7-abcdefabcdef"', lastModified: new Date("2025-11-22T01:00:00.500Z") };

  it("answer 304 to a matching If-None-Match, weakly compared, in a list or as *", () => {
    expect(isNotModified(request({ "If-None-Match": 'W/"e1v7-abcdefabcdef"' }), validators)).toBe(true);
    expect(isNotModified(request({ "If-None-Match": '"e1v7-abcdefabcdef"' }), validators)).toBe(true);
    expect(isNotModified(request({ "If-None-Match": 'W/"other", W/"e1v7-abcdefabcdef"' }), validators)).toBe(true);
    expect(isNotModified(request({ "If-None-Match": "*" }), validators)).toBe(true);
    expect(isNotModified(request({ "If-None-Match": 'W/"e1v6-abcdefabcdef"' }), validators)).toBe(false);
  });

  it("let If-None-Match decide over If-Modified-Since", () => {
    const headers = { "If-None-Match": 'W/"e1v6-abcdefabcdef"', "If-Modified-Since": "Sat, 22 Nov 2025 02:00:00 GMT" };
    expect(isNotModified(request(headers), validators)).toBe(false);
  });

  it("compare If-Modified-Since to the second", () => {
    expect(isNotModified(request({ "If-Modified-Since": "Sat, 22 Nov 2025 01:00:00 GMT" }), validators)).toBe(true);
    expect(isNotModified(request({ "If-Modified-Since": "Sat, 22 Nov 2025 00:59:59 GMT" }), validators)).toBe(false);
    expect(isNotModified(request({ "If-Modified-Since": "not a date" }), validators)).toBe(false);
    expect(isNotModified(request(), validators)).toBe(false);
  });
});

describe("who may share a cached page", () => {
  it("anonymous visitors share; a session, a toast or a language switch makes the page private", () => {
    expect(publicCacheControl(request())).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect(isPersonal(request({ Cookie: "lng=en; laga_prefs=e30%3D" }))).toBe(false);
    for (const cookie of ["laga_session=s", "__Host-laga_session=s", "a=1; laga_toast=t"]) {
      expect(publicCacheControl(request({ Cookie: cookie })), cookie).toBe("private, no-store");
    }
    expect(isPersonal(request({}, "http://laga.test/schedule?lng=en"))).toBe(true);
  });
});
