import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { get, json, postJson, url } from "../support/http";

const admin = () => inject("apiAdmin");

async function login() {
  const response = await postJson("/api/login", admin());
  expect(response.status).toBe(200);
  return (await json(response)) as { token: string; user: Record<string, unknown>; message: string };
}

describe("POST /api/login", () => {
  it("answers a bearer token id|secret and the user", async () => {
    const body = await login();
    expect(body.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toEqual({ id: expect.any(Number), name: "Administrator", email: admin().email, role: "admin" });
    expect(body.message).toEqual(expect.any(String));
  });

  it("accepts the e-mail in any case and with spaces around it", async () => {
    const response = await postJson("/api/login", { email: `  ${admin().email.toUpperCase()} `, password: admin().password });
    expect(response.status).toBe(200);
  });

  it("gives the same 401 message for an unknown e-mail and a wrong password", async () => {
    const unknown = await postJson("/api/login", { email: "nobody@laga.local", password: "whatever-password" });
    const wrong = await postJson("/api/login", { email: admin().email, password: "not-the-password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect((await json(unknown)).message).toBe((await json(wrong)).message);
  });

  it("answers 422 with field errors for missing or malformed fields", async () => {
    const response = await postJson("/api/login", { email: "not-an-email" });
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toHaveProperty("email");
    expect(body.errors).toHaveProperty("password");
  });

  it("answers 422 for a body that is not JSON", async () => {
    const response = await fetch(url("/api/login"), { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(response.status).toBe(422);
    await json(response);
  });

  it("answers in English when asked", async () => {
    const response = await postJson("/api/login", { email: "nobody@laga.local", password: "x" }, { "Accept-Language": "en" });
    expect((await json(response)).message).toBe("Wrong e-mail or password.");
  });

  it("is rate-limited per account with 429 and Retry-After", async () => {
    const attempt = () => postJson("/api/login", { email: "target@laga.local", password: "guess-guess" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(limited)).message).toEqual(expect.any(String));
  });

  it("answers 405 JSON to a GET", async () => {
    const response = await get("/api/login");
    expect(response.status).toBe(405);
    await json(response);
  });
});

describe("GET /api/user", () => {
  it("names the token's user", async () => {
    const { token, user } = await login();
    const response = await get("/api/user", undefined, { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, user });
  });

  const malformed: [string, (token: string) => string][] = [
    ["empty header", () => ""],
    ["the word Bearer alone", () => "Bearer"],
    ["an id without a secret", (t) => `Bearer ${t.split("|")[0]}|`],
    ["a secret without an id", (t) => `Bearer ${t.split("|")[1]}`],
    ["another id with a valid secret", (t) => `Bearer ${Number(t.split("|")[0]) + 1000}|${t.split("|")[1]}`],
    ["a changed secret", (t) => `Bearer ${t.slice(0, -1)}${t.endsWith("A") ? "B" : "A"}`],
    ["Basic credentials", () => "Basic YWRtaW46YWRtaW4="],
  ];
  it.each(malformed)("answers 401 Unauthenticated. for %s", async (_, header) => {
    const { token } = await login();
    const response = await get("/api/user", undefined, { Authorization: header(token) });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: "Unauthenticated." });
  });

  it("answers 401 without any credential", async () => {
    const response = await get("/api/user");
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: "Unauthenticated." });
  });
});

describe("POST /api/logout", () => {
  it("revokes the token", async () => {
    const { token } = await login();
    const auth = { Authorization: `Bearer ${token}` };
    const response = await fetch(url("/api/logout"), { method: "POST", headers: auth });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ success: true, message: expect.any(String) });
    expect((await get("/api/user", undefined, auth)).status).toBe(401);
    expect((await fetch(url("/api/logout"), { method: "POST", headers: auth })).status).toBe(401);
  });

  it("answers 401 without a token", async () => {
    const response = await fetch(url("/api/logout"), { method: "POST" });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ message: "Unauthenticated." });
  });
});

describe("GET /api/event/:slug", () => {
  it("answers the public event in the documented shape", async () => {
    const response = await get("/api/event/martabaks-vol-2");
    expect(response.status).toBe(200);
    const body = (await json(response)) as { success: boolean; data: { starts_at: string; ends_at: string; game_categories: unknown[]; event_address: unknown } };
    expect(body.success).toBe(true);
    const event = body.data;
    expect(event).toMatchObject({
      event_name: "Martabaks Vol. 2",
      slug: "martabaks-vol-2",
      description: expect.any(String),
      url_logo_event: expect.stringMatching(/^\/uploads\//),
      url_logo_organizer: expect.stringMatching(/^\/uploads\//),
      logo_organizer_2: expect.stringMatching(/^\/uploads\//),
      status: "ongoing",
      timezone: "Asia/Jakarta",
    });
    expect(new Date(event.starts_at).getTime()).toBeLessThan(new Date(event.ends_at).getTime());
    expect(event.game_categories.length).toBeGreaterThanOrEqual(3);
    expect(event.game_categories[0]).toMatchObject({
      id: expect.any(Number),
      game_type: { id: expect.any(Number), name: "Padel" },
      skill_level: { id: expect.any(Number), name: expect.any(String), color: expect.stringMatching(/^#[0-9A-F]{6}$/i) },
      gender: expect.stringMatching(/^(men|women|mixed|open)$/),
    });
    expect(event.event_address).toMatchObject({
      address: expect.any(String),
      subdistrict: { name: "Gelora" },
      district: { name: "Tanah Abang" },
      city: { name: "KOTA ADMINISTRASI JAKARTA PUSAT" },
      province: { name: "DKI JAKARTA" },
      postal_code: "10270",
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it("serves the uploaded logo as an image", async () => {
    const event = (await json(await get("/api/event/martabaks-vol-2"))).data as { url_logo_event: string };
    const image = await get(event.url_logo_event);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("follows an old slug to the event under its current slug", async () => {
    const body = (await json(await get("/api/event/martabaks-vol-2-updated"))) as { data: { slug: string } };
    expect(body.data.slug).toBe("martabaks-vol-2");
  });

  it("answers 404 JSON for an unknown slug", async () => {
    const response = await get("/api/event/no-such-event");
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe("the API namespace", () => {
  it("answers unknown addresses with 404 JSON, not the HTML page", async () => {
    const response = await get("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await json(response)).toHaveProperty("message");
  });
});
