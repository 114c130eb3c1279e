import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { base, get, postOversized, signInCookie, url } from "../support/http";
import { testClockAt } from "../support/test-clock";

/** One request over node:http, which sends headers fetch will not (a malformed Host). */
function rawRequest(method: string, path: string, headers: Record<string, string>) {
  const target = new URL(base());
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: target.hostname, port: target.port, path, method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** A `.data` request answers a redirect as 202 with the target in the single-fetch body. */
async function dataRedirectTarget(response: Response) {
  expect(response.status).toBe(202);
  const body = await response.text();
  const match = /"redirect","([^"]+)"/.exec(body) ?? /redirect[^/]*(\/[^"\\]+)/.exec(body);
  return match?.[1] ?? body;
}

describe("route guards (docs/design.md §4)", () => {
  it("sends anonymous visitors of the back office to the login page, remembering where they were", async () => {
    for (const path of ["/dashboard", "/list-player", "/match-progress", "/edit-user/1"]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("guards a child's .data request as well as the document", async () => {
    const target = await dataRedirectTarget(await get("/list-user.data"));
    expect(target).toContain("/auth/login");
  });

  it("lets an admin open admin-only and shared screens", async () => {
    const { cookie, location } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    expect(location).toBe("/dashboard");
    for (const path of ["/dashboard", "/analytics", "/list-user", "/list-event", "/list-province", "/list-city", "/list-district", "/list-player", "/match-progress", "/list-schedule"]) {
      expect((await get(path, cookie)).status, path).toBe(200);
    }
  });

  it("sends an event manager from admin-only screens to match progress, documents and .data alike", async () => {
    const { cookie, location } = await signInCookie(inject("apiManager").email, inject("apiManager").password);
    expect(location).toBe("/match-progress");
    for (const path of ["/dashboard", "/analytics", "/list-user", "/add-user", "/list-event", "/edit-event/1", "/list-province", "/list-city"]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/match-progress");
    }
    expect(await dataRedirectTarget(await get("/list-user.data", cookie))).toContain("/match-progress");
    for (const path of [
      "/list-district",
      "/list-subdistrict",
      "/list-gametype",
      "/list-skilllevel",
      "/list-gamecategories",
      "/list-match-statistics",
      "/list-player",
      "/list-team",
      "/list-group",
      "/list-schedule",
      "/match-progress",
      "/match-progress/standings",
    ]) {
      expect((await get(path, cookie)).status, path).toBe(200);
    }
  });

  it("sends a signed-in user away from the login page to their start page", async () => {
    const { cookie } = await signInCookie(inject("apiManager").email, inject("apiManager").password);
    const response = await get("/auth/login", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/match-progress");
  });

  it("starts a new session at every login and ends it at logout", async () => {
    const first = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    const second = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    expect(first.cookie).not.toBe(second.cookie);
    const logout = await fetch(url("/auth/logout"), { method: "POST", redirect: "manual", headers: { Cookie: second.cookie, Origin: base() } });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/auth/login");
    expect((await get("/dashboard", second.cookie)).status).toBe(302);
    expect((await get("/dashboard", first.cookie)).status).toBe(200);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const response = await fetch(url("/auth/login"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(inject("apiAdmin")),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("laga_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("behind HTTPS names the cookie __Host- and marks it Secure, with no Domain", async () => {
    const response = await fetch(url("/auth/login"), {
      method: "POST",
      redirect: "manual",
      // The proxy in front (trusted on loopback by default) says the visitor came over HTTPS.
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-Proto": "https" },
      body: new URLSearchParams(inject("apiAdmin")),
    });
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-laga_session="))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    const hostCookie = cookie.split(";")[0]!;
    expect((await get("/dashboard", hostCookie, { "X-Forwarded-Proto": "https" })).status).toBe(200);
  });
});

describe("return paths (redirectTo)", () => {
  const foreign = ["/\t/evil.example", "/%09/evil.example", "/\\evil.example", "//evil.example", "/%2F/evil.example", "/%5Cevil.example", "/dashboard%0d%0aSet-Cookie:%20x=1", "https://evil.example/"];

  function logIn(redirectTo: string) {
    return fetch(url("/auth/login"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
      body: new URLSearchParams({ ...inject("apiAdmin"), redirectTo }),
    });
  }

  it("sends a login with a foreign or malformed redirectTo to the start page", async () => {
    for (const redirectTo of foreign) {
      const response = await logIn(redirectTo);
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/dashboard");
    }
    const kept = await logIn("/list-player?page=2");
    expect(kept.headers.get("location")).toBe("/list-player?page=2");
  });

  it("signs in with a newline in redirectTo instead of failing after the session was made", async () => {
    const response = await logIn("/dashboard\r\nSet-Cookie: x=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("laga_session="))!;
    expect((await get("/dashboard", cookie.split(";")[0]!)).status).toBe(200);
  });

  it("gives the lock screen's Back link only a path of this site", async () => {
    const { cookie } = await signInCookie(inject("apiManager").email, inject("apiManager").password);
    for (const redirectTo of foreign) {
      const html = await (await get(`/auth/boxed-lockscreen?redirectTo=${encodeURIComponent(redirectTo)}`, cookie)).text();
      const back = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Kembali<\/a>/g)].map((match) => match[1]);
      expect(back, redirectTo).toEqual(["/match-progress"]);
    }
  });

  it("sends a preferences post back only to a path of this site", async () => {
    for (const redirectTo of foreign) {
      const response = await fetch(url("/preferences"), {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
        body: new URLSearchParams({ theme: "dark", redirectTo }),
      });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/");
    }
  });
});

describe("requests and responses", () => {
  it("refuses a cross-site form post", async () => {
    const response = await fetch(url("/auth/login"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams(inject("apiAdmin")),
    });
    expect(response.status).toBe(403);
    const fetchSite = await fetch(url("/auth/logout"), { method: "POST", redirect: "manual", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
  });

  it("refuses a cross-site cookie post whatever Authorization header it carries: only a bearer token on the API passes", async () => {
    const { cookie } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    for (const authorization of ["Basic YWRtaW46YWRtaW4=", "Bearer 1|not-a-token", 'Digest username="admin"']) {
      const logout = await fetch(url("/auth/logout"), { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: "https://evil.example", Authorization: authorization } });
      expect(logout.status, authorization).toBe(403);
    }
    expect((await get("/dashboard", cookie)).status).toBe(200);
    const api = await fetch(url("/api/logout"), { method: "POST", headers: { Cookie: cookie, Origin: "https://evil.example", Authorization: "Basic YWRtaW46YWRtaW4=", Accept: "application/json" } });
    expect(api.status).toBe(403);
    const bearer = await fetch(url("/api/logout"), { method: "POST", headers: { Origin: "https://evil.example", Authorization: "Bearer 1|not-a-token", Accept: "application/json" } });
    expect(bearer.status).toBe(401);
  });

  it("answers the login page with security headers and a CSP nonce", async () => {
    const response = await get("/auth/login");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toMatch(/<html lang="id" dir="ltr"/);
  });

  it("gives every answer a nonce of its own: 16 random bytes, never one seen before", async () => {
    const nonces = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const response = await fetch(url("/healthz"));
        await response.arrayBuffer();
        return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      }),
    );
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("sends the security headers on JSON and files too, HSTS over HTTPS only", async () => {
    const html = await get("/auth/login");
    const json = await get("/api/event/martabaks-vol-2");
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(await html.text())![1]!;
    const file = await get(css);
    for (const [what, response] of [
      ["html", html],
      ["json", json],
      ["file", file],
    ] as const) {
      expect(response.status, what).toBe(200);
      expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
      // Plain HTTP: a browser ignores HSTS there, and a server reached over HTTP alone has no HTTPS to pin.
      expect(response.headers.get("strict-transport-security"), what).toBeNull();
      expect(response.headers.get("x-powered-by"), what).toBeNull();
      expect(response.headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
    }
    expect(html.headers.get("content-security-policy")).toContain("frame-src https://www.openstreetmap.org");
    expect(file.headers.get("cache-control")).toContain("immutable");

    // Behind the proxy in front (trusted on loopback by default), which says the visitor came over HTTPS.
    for (const path of ["/auth/login", "/api/event/martabaks-vol-2", css]) {
      const secure = await get(path, undefined, { "X-Forwarded-Proto": "https" });
      expect(secure.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("marks the preferences, language and toast cookies Secure over HTTPS, and only there", async () => {
    const cookiesOf = async (headers: Record<string, string>) => {
      const preferences = await fetch(url("/preferences"), {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base(), ...headers },
        body: new URLSearchParams({ theme: "dark", redirectTo: "/auth/login" }),
      });
      const language = await get("/auth/login?lng=en", undefined, headers);
      return [...preferences.headers.getSetCookie(), ...language.headers.getSetCookie()];
    };
    const names = (cookies: string[]) => cookies.map((cookie) => cookie.split("=")[0]).sort();

    const secure = await cookiesOf({ "X-Forwarded-Proto": "https" });
    expect(names(secure)).toEqual(["laga_prefs", "laga_toast", "lng"]);
    for (const cookie of secure) expect(cookie, cookie).toMatch(/; Secure(;|$)/i);
    const plain = await cookiesOf({});
    expect(names(plain)).toEqual(["laga_prefs", "laga_toast", "lng"]);
    for (const cookie of plain) expect(cookie, cookie).not.toMatch(/Secure/i);
  });

  it("answers a malformed Host or forwarded host with 400, plain text for pages and JSON for the API", async () => {
    const cases: Record<string, string>[] = [
      { Host: "[" },
      { Host: "a b" },
      { Host: "x:99999" },
      { Host: "%%" },
      { Host: "laga.example:" },
      { "X-Forwarded-Host": "[" },
      { "X-Forwarded-Host": "a b, laga.example" },
      { "X-Forwarded-Host": "x:99999" },
      { "X-Forwarded-Proto": "javascript" },
    ];
    for (const headers of cases) {
      const page = await rawRequest("GET", "/auth/login", { Accept: "text/html", ...headers });
      expect(page.status, JSON.stringify(headers)).toBe(400);
      expect(page.headers["content-type"], JSON.stringify(headers)).toMatch(/^text\/plain/);
      const api = await rawRequest("GET", "/api/user", { Accept: "application/json", ...headers });
      expect(api.status, JSON.stringify(headers)).toBe(400);
      expect(JSON.parse(api.body), JSON.stringify(headers)).toEqual({ message: expect.any(String) });
    }
    for (const host of ["laga.example", "LAGA.example:8080", "[::1]:3000", "laga_app:3000", "10.0.0.7"]) {
      expect((await rawRequest("GET", "/auth/login", { Host: host })).status, host).toBe(200);
    }
  });

  it("answers an HTTP/1.0 request that names no host, as old health checkers send", async () => {
    for (const path of ["/healthz", "/auth/login"]) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(base()).port), "127.0.0.1", () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(answer, path).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it("renders the language asked by ?lng=, cookie or Accept-Language, with the right direction", async () => {
    const picked = await get("/auth/login?lng=en");
    expect(await picked.text()).toMatch(/<html lang="en" dir="ltr"/);
    const remembered = picked.headers
      .getSetCookie()
      .find((c) => c.startsWith("lng="))!
      .split(";")[0]!;
    expect(await (await get("/auth/login", remembered)).text()).toMatch(/<html lang="en"/);
    expect(await (await get("/auth/login", undefined, { "Accept-Language": "en-US,en;q=0.9" })).text()).toMatch(/<html lang="en"/);
    expect(await (await get("/auth/login", "lng=garbage")).text()).toMatch(/<html lang="id"/);
    expect(await (await get("/auth/login", undefined, { "Accept-Language": "xx" })).text()).toMatch(/<html lang="id"/);
    expect(await (await get("/auth/login?lng=ar")).text()).toMatch(/<html lang="ar" dir="rtl"/);
    expect(await (await get("/auth/login", undefined, { "Accept-Language": "ja-JP,ja;q=0.9" })).text()).toMatch(/<html lang="ja" dir="ltr"/);
  });

  it("moves /login to /auth/login permanently", async () => {
    const response = await get("/login?redirectTo=%2Flist-team");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/auth/login?redirectTo=%2Flist-team");
  });

  it("answers unknown pages with a real 404 page", async () => {
    const response = await get("/no/such/page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("reports health with the database, and the time on the server's clock: the day the tests play, not the machine's", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    const health = (await response.json()) as { now: string };
    expect(health).toEqual({ ok: true, database: "ok", writes: "ok", disk: "ok", now: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
    expect(health.now.slice(0, 10)).toBe(new Date(testClockAt).toISOString().slice(0, 10));
  });
});

describe("body limits", () => {
  /**
   * Declares `total` bytes and sends only a first piece, then waits (at most
   * ten seconds) for the answer; or sends the body in chunks without a length
   * and stops once an answer (or a closed connection) comes: how much had been
   * sent by then tells whether the server waited for the whole body.
   */
  const total = 150 * 1024 * 1024;
  const targets: [string, Record<string, string>][] = [
    ["/api/login", { "Content-Type": "application/json", Accept: "application/json" }],
    ["/auth/login", { "Content-Type": "application/x-www-form-urlencoded" }],
    ["/preferences", { "Content-Type": "application/x-www-form-urlencoded" }],
  ];

  it("answers 413 to 150 MB declared to an anonymous form or JSON post, in the reader's language, before the body is read", async () => {
    for (const [path, headers] of targets) {
      const result = await postOversized(path, { ...headers, "Accept-Language": "en-US,en;q=0.9" }, total, true);
      expect(result.status, path).toBe(413);
      const message = path.startsWith("/api/") ? (JSON.parse(result.body) as { message: string }).message : result.body;
      expect(message, path).toBe("What was sent is too big. The maximum size is 256 KB.");
    }
    const indonesian = await postOversized("/auth/login", targets[1]![1], total, true);
    expect(indonesian.body).toBe("Kiriman terlalu besar. Ukuran maksimal adalah 256 KB.");
  });

  it("cuts off a chunked body without a length once it passes the limit", async () => {
    for (const [path, headers] of targets) {
      const result = await postOversized(path, headers, total, false);
      expect([413, "closed"], path).toContain(result.status);
      expect(result.sent, path).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it("still takes a form of ordinary size", async () => {
    const { cookie } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    expect(cookie).toMatch(/^laga_session=/);
  });
});

describe("public landing page", () => {
  it("renders the seeded event from the database", async () => {
    const response = await get("/live-event/martabaks-vol-2");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Martabaks Vol. 2");
    expect(html).toContain("Bekerja sama dengan:");
    for (const section of ["overview", "groups", "schedule", "results"]) expect(html).toContain(`/live-event/${section}/martabaks-vol-2`);
  });

  it("shows the default event without a slug, linking the slug-less pages", async () => {
    const html = await (await get("/live-event")).text();
    expect(html).toContain("Martabaks Vol. 2");
    for (const path of ['href="/overview"', 'href="/groups"', 'href="/schedule"', 'href="/match-results"']) expect(html).toContain(path);
  });

  it("redirects an old slug permanently", async () => {
    const response = await get("/live-event/martabaks-vol-2-updated");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/live-event/martabaks-vol-2");
    const section = await get("/live-event/schedule/martabaks-vol-2-updated?court=1");
    expect(section.headers.get("location")).toBe("/live-event/schedule/martabaks-vol-2?court=1");
  });

  it("answers an unknown slug with a 404 page", async () => {
    const response = await get("/live-event/no-such-event");
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/Event tidak ditemukan/);
  });
});
