import { request as httpRequest } from "node:http";
import { inject } from "vitest";

/** Helpers for tests that talk to the started server over real HTTP. */
export const base = () => inject("apiBase");

/** The test server's clock now (pinned with CLOCK_AT, tests/support/test-clock.ts), for data a test writes "now". */
export const serverNow = () => Date.now() + inject("apiClockShift");

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

/**
 * Posts `total` bytes as a browser would, but reads an answer sent before the
 * body is all out: declared (Content-Length, only the first 64 KB sent) or
 * chunked (sent until the server answers or cuts the connection).
 */
export function postOversized(path: string, headers: Record<string, string>, total: number, declared: boolean) {
  const target = new URL(url(path));
  return new Promise<{ status: number | "closed" | "no answer"; sent: number; body: string }>((resolve) => {
    let sent = 0;
    let settled = false;
    const settle = (status: number | "closed" | "no answer", body = "") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, sent, body });
      request.destroy();
    };
    const timer = setTimeout(() => settle("no answer"), 10_000);
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { Origin: base(), ...headers, ...(declared ? { "Content-Length": String(total) } : { "Transfer-Encoding": "chunked" }) },
      },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => settle(response.statusCode ?? 0, body));
        response.on("error", () => settle(response.statusCode ?? 0, body));
      },
    );
    request.on("error", () => settle("closed"));
    const piece = Buffer.alloc(64 * 1024, "a");
    if (declared) {
      sent = piece.length;
      request.write(piece);
      return;
    }
    const pump = () => {
      while (!settled && sent < total) {
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      if (!settled) request.end();
    };
    pump();
  });
}
