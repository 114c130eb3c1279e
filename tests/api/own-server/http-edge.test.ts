import { readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * The origin a request is answered as, and the live streams' cap, on a server
 * of this file's own with the defaults that matter here: BASE_URL unset and
 * the proxy in front trusted on loopback (TRUST_PROXY), so a request can name
 * any host, by Host or X-Forwarded-Host; the rendered-page cache on; no
 * SMTP_URL, mail written to an outbox. Streams are capped at two per address.
 */

let server: ServerProcess;
const outbox = () => path.join(server.dataDir, "outbox");
const manager = { email: "manager@laga.local", password: "http-edge-manager-password" };

beforeAll(async () => {
  const dataDir = path.resolve(`tests/.tmp/http-edge-${process.pid}`);
  server = await startServer("http-edge", {
    ADMIN_EMAIL: "admin@laga.local",
    ADMIN_PASSWORD: "http-edge-admin-password",
    DEMO_PASSWORD: manager.password,
    MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
    LIVE_STREAMS_PER_ADDRESS: "2",
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** One request over node:http, which sends the Host header it is given (fetch sends its own). */
function send(method: string, target: string, headers: Record<string, string>, body?: string) {
  const { port } = new URL(server.base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path: target, method, headers: { ...headers, ...(body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }) } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The absolute addresses a page or calendar holds. */
const addresses = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((match) => match[0]);

describe("the origin of a request", () => {
  const own = () => server.base;
  const pages = ["/live-event/martabaks-vol-2", "/live-event/overview/martabaks-vol-2", "/live-event/schedule/martabaks-vol-2/calendar.ics"];

  for (const [what, spoof] of [
    ["X-Forwarded-Host from the proxy", { "X-Forwarded-Host": "attacker.example" }],
    ["the Host header", { Host: "attacker.example" }],
  ] as const) {
    it(`keeps a page rendered for another host named in ${what} from the readers of this one`, async () => {
      for (const page of pages) {
        const poisoned = await send("GET", page, { Accept: "text/html", ...spoof });
        expect(poisoned.status, page).toBe(200);
        const answer = await send("GET", page, { Accept: "text/html", Host: new URL(own()).host });
        expect(answer.status, page).toBe(200);
        expect(answer.body, page).not.toContain("attacker.example");
        const links = addresses(answer.body).filter((address) => address.startsWith(own()));
        expect(links.length, `${page}: absolute links on this host`).toBeGreaterThan(0);
        if (page.endsWith(".ics")) continue;
        expect(answer.body, page).toMatch(new RegExp(`<meta property="og:url" content="${own()}/`));
        expect(answer.body, page).toMatch(new RegExp(`<link rel="canonical" href="${own()}/`));
        expect(answer.body, page).toMatch(new RegExp(`<meta property="og:image" content="${own()}/share-image/`));
      }
      // A second reader of the spoofed host gets that host's own page: stored pages are kept per origin.
      const again = await send("GET", pages[0]!, { Accept: "text/html", ...spoof });
      expect(again.headers["x-render-cache"]).toBe("hit");
    });
  }

  it("points a password-reset mail at the server's own address, whatever host the request named", async () => {
    const spoofs: Record<string, string>[] = [{ Host: "attacker.example" }, { "X-Forwarded-Host": "attacker.example", "X-Forwarded-Proto": "https" }];
    for (const spoof of spoofs) {
      const asked = await send("POST", "/auth/boxed-password-reset", { "Content-Type": "application/x-www-form-urlencoded", ...spoof }, new URLSearchParams({ email: manager.email }).toString());
      expect(asked.status, JSON.stringify(spoof)).toBe(302);
    }
    const deadline = Date.now() + 15_000;
    let mails: { to: string; text: string; html: string }[] = [];
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      try {
        mails = readdirSync(outbox()).map((file) => JSON.parse(readFileSync(path.join(outbox(), file), "utf8")) as { to: string; text: string; html: string });
      } catch {
        // the outbox is made with the first mail
      }
    }
    expect(mails).toHaveLength(2);
    const { port } = new URL(own());
    for (const mail of mails) {
      expect(mail.to).toBe(manager.email);
      expect(`${mail.text}${mail.html}`).not.toContain("attacker.example");
      expect(addresses(mail.text)).toEqual([expect.stringMatching(new RegExp(`^http://localhost:${port}/auth/reset-password\\?token=[\\w-]+$`))]);
    }
  });
});

describe("live streams per address", () => {
  const open = async (address: string) => {
    const abort = new AbortController();
    const response = await fetch(`${server.base}/live-event/stream/martabaks-vol-2`, { headers: { "X-Forwarded-For": address }, signal: abort.signal });
    return { response, close: () => abort.abort() };
  };

  it("answers 429 with a Retry-After to a stream beyond the cap, and lets the address in again once one closes", async () => {
    const held = [await open("203.0.113.50"), await open("203.0.113.50")];
    for (const { response } of held) expect(response.headers.get("content-type")).toContain("text/event-stream");

    const refused = await open("203.0.113.50");
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("30");
    expect(await refused.response.text()).toBe("Terlalu banyak pembaruan langsung yang terbuka dari alamat ini. Halaman akan mencoba lagi sebentar lagi.");

    const neighbour = await open("203.0.113.51");
    expect(neighbour.response.status).toBe(200);

    held[0]!.close();
    let next = await open("203.0.113.50");
    for (let tries = 0; next.response.status === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await open("203.0.113.50");
    }
    expect(next.response.status).toBe(200);
    for (const stream of [held[1]!, neighbour, next]) stream.close();
  });
});

describe("methods", () => {
  it("answers only GET, HEAD and POST: TRACE, PUT, DELETE and PATCH get a 405 naming them, OPTIONS a 204, on pages and on the API", async () => {
    const host = { Host: new URL(server.base).host, Origin: server.base };
    for (const target of ["/live-event/martabaks-vol-2", "/auth/login", "/api/login", "/api/event/martabaks-vol-2"]) {
      for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
        const answer = await send(method, target, host, method === "TRACE" ? undefined : "email=a&password=b");
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow, `${method} ${target}`).toBe("GET, HEAD, POST");
        expect(answer.body, `${method} ${target}`).not.toMatch(/at .+\(.+:\d+:\d+\)/);
        if (target.startsWith("/api/")) expect(JSON.parse(answer.body)).toEqual({ message: "Method not allowed." });
      }
      const options = await send("OPTIONS", target, host);
      expect(options.status, `OPTIONS ${target}`).toBe(204);
      expect(options.headers.allow).toBe("GET, HEAD, POST");
    }
  });
});
