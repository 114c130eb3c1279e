import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseWhileStopping } from "../../../server/answer";

/** A request that reaches a stopping server gets 503 to be sent again elsewhere, in its reader's language. */
let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(refuseWhileStopping);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe("a request while the server stops", () => {
  it("is answered 503 with Retry-After and Connection: close, in Indonesian by default", async () => {
    const response = await fetch(`${base}/live-event/martabaks-vol-2`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("connection")).toBe("close");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.");
  });

  it("speaks the reader's language, and JSON on the API", async () => {
    const page = await fetch(`${base}/dashboard`, { headers: { "Accept-Language": "ar,en;q=0.5" } });
    expect(await page.text()).toBe("الخادم قيد إعادة التشغيل. يرجى المحاولة مرة أخرى بعد لحظات.");
    const api = await fetch(`${base}/api/user`, { headers: { "Accept-Language": "en" } });
    expect(api.headers.get("content-type")).toContain("application/json");
    expect(await api.json()).toEqual({ message: "The server is restarting. Please try again in a moment." });
  });
});
