import { inject } from "vitest";

/** Helpers for tests that talk to the started server over real HTTP. */
export const base = () => inject("apiBase");

export function url(path: string) {
  return new URL(path, base()).toString();
}

export async function json(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new Error(`expected JSON, got ${type}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as Record<string, unknown>;
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url(path), { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json", ...headers }, body: JSON.stringify(body) });
}

/** Signs in through the login form like a browser without JavaScript and returns the session cookie. */
export async function signInCookie(email: string, password: string) {
  const response = await fetch(url("/auth/login"), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
    body: new URLSearchParams({ email, password }),
  });
  if (response.status !== 302) throw new Error(`login answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("laga_session="));
  if (!cookie) throw new Error("no session cookie");
  return { cookie: cookie.split(";")[0]!, location: response.headers.get("location") };
}

export function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(url(path), { redirect: "manual", headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}
