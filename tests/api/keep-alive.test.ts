import { Agent, request } from "node:http";
import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { base } from "../support/http";

/**
 * A kept-alive connection stays open longer than the clients and proxies that
 * reuse it keep it, so they retire it first: with Node's 5 s, a request sent
 * as the server closed the idle connection met a closed socket.
 */
describe("a kept-alive connection", () => {
  it("is still open after 6 s idle, and the next request on it is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ status: number; socket: Socket; keepAlive: string | string[] | undefined }>((resolve, reject) => {
        const { hostname, port } = new URL(base());
        request({ agent, host: hostname, port, path: "/healthz" }, (res) => {
          const socket = res.socket;
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode!, socket, keepAlive: res.headers["keep-alive"] }));
        })
          .on("error", reject)
          .end();
      });
    try {
      const first = await ask();
      expect(first.status).toBe(200);
      expect(first.keepAlive).toBe("timeout=65");
      let closed = false;
      first.socket.once("close", () => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closed).toBe(false);
      const second = await ask();
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
