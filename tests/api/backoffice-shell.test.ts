import { describe, expect, inject, it } from "vitest";
import { base, get, url } from "../support/http";

/** Each test signs in from its own address, so the login throttling of other tests never meets these. */
let address = 0;
function freshAddress() {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

async function post(path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base(), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

function cookieNamed(response: Response, name: string) {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];
}

async function signIn(account: { email: string; password: string }) {
  const response = await post("/auth/login", account, undefined, { "X-Forwarded-For": freshAddress() });
  expect(response.status).toBe(302);
  return cookieNamed(response, "laga_session")!;
}

async function dataRedirectTarget(response: Response) {
  expect(response.status).toBe(202);
  const body = await response.text();
  return (/"redirect","([^"]+)"/.exec(body) ?? /redirect[^/]*(\/[^"\\]+)/.exec(body))?.[1] ?? body;
}

describe("POST /preferences", () => {
  it("stores the choice in the laga_prefs cookie and goes back, for anonymous visitors too", async () => {
    const response = await post("/preferences", { theme: "dark", direction: "rtl", redirectTo: "/auth/login" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("laga_prefs="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const html = await (await get("/auth/login", cookie.split(";")[0])).text();
    expect(html).toMatch(/<html lang="id" dir="rtl" data-theme="dark" data-menu="vertical" data-layout="full" data-navbar="sticky" data-animation="none" data-semidark="false"/);
  });

  it("keeps earlier choices and lets a bad value fall back to its default", async () => {
    const first = cookieNamed(await post("/preferences", { menu: "horizontal", navbar: "floating", redirectTo: "/" }), "laga_prefs")!;
    const second = await post("/preferences", { theme: "purple", animation: "zoom-in", semidark: "true", layout: "boxed-layout", redirectTo: "/" }, first);
    const html = await (await get("/auth/login", cookieNamed(second, "laga_prefs"))).text();
    expect(html).toContain('data-theme="light"');
    expect(html).toContain('data-menu="horizontal"');
    expect(html).toContain('data-navbar="floating"');
    expect(html).toContain('data-animation="zoom-in"');
    expect(html).toContain('data-semidark="true"');
    expect(html).toContain('data-layout="boxed-layout"');
  });

  it("ignores a cookie that was tampered with", async () => {
    const html = await (await get("/auth/login", "laga_prefs=not-base64-json")).text();
    expect(html).toContain('data-theme="light"');
  });

  it("goes back only to a page of this site", async () => {
    for (const target of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const response = await post("/preferences", { theme: "dark", redirectTo: target });
      expect(response.headers.get("location"), target).toBe("/");
    }
    expect((await post("/preferences", { theme: "dark", redirectTo: "/list-team?page=2#customizer" })).headers.get("location")).toBe("/list-team?page=2#customizer");
  });

  it("answers a fetcher (no redirectTo) with data and the cookie", async () => {
    const response = await post("/preferences", { theme: "system" });
    expect(response.status).toBe(200);
    expect(cookieNamed(response, "laga_prefs")).toBeTruthy();
  });

  it("refuses a cross-site post and has nothing to show on GET", async () => {
    const crossSite = await post("/preferences", { theme: "dark", redirectTo: "/" }, undefined, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const page = await get("/preferences");
    expect(page.status).toBe(302);
    expect(page.headers.getSetCookie()).toEqual([]);
  });
});

describe("lock screen", () => {
  it("sends anonymous visitors to the login page", async () => {
    for (const path of ["/auth/boxed-lockscreen", "/auth/cover-lockscreen"]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/auth/login");
    }
    expect((await post("/auth/boxed-lockscreen", { intent: "lock" })).headers.get("location")).toBe("/auth/login");
  });

  it("opening it (GET) locks nothing", async () => {
    const cookie = await signIn(inject("apiManager"));
    const page = await get("/auth/boxed-lockscreen", cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Kunci sekarang");
    expect((await get("/list-team", cookie)).status).toBe(200);
  });

  it("blocks every back-office page and .data request until the password is given, then returns", async () => {
    const cookie = await signIn(inject("apiAdmin"));
    const lock = await post("/auth/boxed-lockscreen", { intent: "lock", redirectTo: "/list-player?page=2" }, cookie);
    expect(lock.status).toBe(302);
    expect(lock.headers.get("location")).toBe("/auth/boxed-lockscreen?redirectTo=%2Flist-player%3Fpage%3D2");

    for (const path of ["/dashboard", "/list-player", "/account", "/list-schedule"]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`/auth/boxed-lockscreen?redirectTo=${encodeURIComponent(path)}`);
    }
    expect(await dataRedirectTarget(await get("/list-player.data", cookie))).toContain("/auth/boxed-lockscreen");
    expect(await dataRedirectTarget(await get("/dashboard.data", cookie))).toContain("/auth/boxed-lockscreen");
    expect((await get("/auth/login", cookie)).headers.get("location")).toBe("/auth/boxed-lockscreen");

    const screen = await get("/auth/boxed-lockscreen?redirectTo=%2Flist-player%3Fpage%3D2", cookie);
    expect(await screen.text()).toContain("Buka kunci");

    const wrong = await post("/auth/boxed-lockscreen", { intent: "unlock", password: "not-the-password", redirectTo: "/list-player?page=2" }, cookie, { "X-Forwarded-For": freshAddress() });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Kata sandi salah.");
    expect((await get("/dashboard", cookie)).status).toBe(302);

    const right = await post("/auth/boxed-lockscreen", { intent: "unlock", password: inject("apiAdmin").password, redirectTo: "/list-player?page=2" }, cookie, { "X-Forwarded-For": freshAddress() });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/list-player?page=2");
    expect(cookieNamed(right, "laga_toast")).toBeTruthy();
    expect((await get("/dashboard", cookie)).status).toBe(200);
  });

  it("does not send an unlocked user to a foreign site", async () => {
    const cookie = await signIn(inject("apiManager"));
    await post("/auth/cover-lockscreen", { intent: "lock", redirectTo: "//evil.example" }, cookie);
    const right = await post("/auth/cover-lockscreen", { intent: "unlock", password: inject("apiManager").password, redirectTo: "//evil.example" }, cookie, { "X-Forwarded-For": freshAddress() });
    expect(right.headers.get("location")).toBe("/match-progress");
  });
});

describe("password reset", () => {
  it("answers a known and an unknown e-mail alike", async () => {
    const known = await post("/auth/boxed-password-reset", { email: inject("apiManager").email }, undefined, { "X-Forwarded-For": freshAddress() });
    const unknown = await post("/auth/boxed-password-reset", { email: "nobody-here@laga.local" }, undefined, { "X-Forwarded-For": freshAddress() });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/auth/boxed-password-reset?sent=1");
      expect(cookieNamed(response, "laga_toast")).toBeTruthy();
    }
    const cover = await post("/auth/cover-password-reset", { email: "someone@laga.local" }, undefined, { "X-Forwarded-For": freshAddress() });
    expect(cover.headers.get("location")).toBe("/auth/cover-password-reset?sent=1");
    expect(await (await get("/auth/boxed-password-reset?sent=1")).text()).toContain("Periksa email Anda");
  });

  it("checks the e-mail field and answers in the visitor's language", async () => {
    const response = await post("/auth/boxed-password-reset", { email: "not-an-email" }, undefined, { "Accept-Language": "en" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a valid e-mail address.");
  });

  it("limits requests per e-mail", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/auth/boxed-password-reset", { email: "flood@laga.local" }, undefined, { "X-Forwarded-For": freshAddress() })).status);
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });

  it("shows an unknown link as no longer valid, and refuses to use it", async () => {
    const page = await get("/auth/reset-password?token=made-up-token");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Tautan tidak berlaku");
    const use = await post("/auth/reset-password?token=made-up-token", { token: "made-up-token", password: "Sebuah-sandi-baru-2025", confirmPassword: "Sebuah-sandi-baru-2025" });
    expect(use.status).toBe(400);
    expect(await use.text()).toContain("Tautan ini tidak berlaku lagi");
  });

  it("checks the new password before anything else", async () => {
    const short = await post("/auth/reset-password?token=x", { token: "x", password: "pendek", confirmPassword: "pendek" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Minimal 8 karakter.");
    const common = await post("/auth/reset-password?token=x", { token: "x", password: "password123", confirmPassword: "password123" });
    expect(await common.text()).toContain("terlalu umum");
    const mismatch = await post("/auth/reset-password?token=x", { token: "x", password: "Sebuah-sandi-baru-2025", confirmPassword: "Sandi-lain-2025" });
    expect(await mismatch.text()).toContain("Kedua kata sandi tidak sama.");
  });

  it("is for signed-out visitors only", async () => {
    const cookie = await signIn(inject("apiManager"));
    const response = await get("/auth/reset-password?token=abc", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/match-progress");
  });
});

describe("own account", () => {
  it("needs the current password to change the e-mail, not the name", async () => {
    const cookie = await signIn(inject("apiManager"));
    const email = await post("/account", { intent: "profile", name: "Dewi Lestari", email: "dewi.baru@laga.local" }, cookie);
    expect(email.status).toBe(400);
    expect(await email.text()).toContain("Masukkan kata sandi Anda saat ini");
    const name = await post("/account", { intent: "profile", name: "Dewi Lestari", email: inject("apiManager").email }, cookie);
    expect(name.status).toBe(302);
    expect(name.headers.get("location")).toBe("/account");
  });

  it("is behind the login", async () => {
    const response = await get("/account");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login?redirectTo=%2Faccount");
  });
});
