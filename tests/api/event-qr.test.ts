import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { decodeQr } from "../support/qr-decode";
import { base, get, signInCookie } from "../support/http";

const slug = "martabaks-vol-2";

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, undefined, headers);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("the event's QR code", () => {
  it("is a PNG and an SVG that a camera reads as the event's landing page at the origin it was asked from", async () => {
    const png = await image(`/live-event/qr/${slug}/qr.png`);
    expect(png.response.status).toBe(200);
    expect(png.response.headers.get("content-type")).toBe("image/png");
    expect(png.response.headers.get("content-disposition")).toBe(`inline; filename="${slug}-qr.png"`);
    expect(png.response.headers.get("etag")).toMatch(/^W\/"e\d+v\d+/);
    expect(await decodeQr(png.bytes)).toBe(`${base()}/live-event/${slug}`);

    const svg = await image(`/live-event/qr/${slug}/qr.svg`);
    expect(svg.response.status).toBe(200);
    expect(svg.response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await decodeQr(svg.bytes)).toBe(`${base()}/live-event/${slug}`);
  });

  it("names the event's current slug when asked by an old one, and is no event's for a draft or an unknown slug", async () => {
    const moved = await get(`/live-event/qr/${slug}-updated/qr.png`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/live-event/qr/${slug}/qr.png`);
    expect((await get("/live-event/qr/no-such-event/qr.svg")).status).toBe(404);
  });

  it("is kept per origin: a page asked for under another name of the server gets a code of that name, never another reader's", async () => {
    const other = await image(`/live-event/qr/${slug}/qr.png`, { "X-Forwarded-Host": "laga.example" });
    expect(await decodeQr(other.bytes)).toBe(`http://laga.example/live-event/${slug}`);
    expect(await decodeQr((await image(`/live-event/qr/${slug}/qr.png`)).bytes)).toBe(`${base()}/live-event/${slug}`);
  });

  it("is on the landing page, with its PNG and SVG to download", async () => {
    const html = await (await get(`/live-event/${slug}`)).text();
    expect(html).toContain(`<img src="/live-event/qr/${slug}/qr.svg" alt="Kode QR menuju ${base()}/live-event/${slug}"`);
    expect(html).toContain(`href="/live-event/qr/${slug}/qr.png" download="${slug}-qr.png"`);
    expect(html).toContain(`href="/live-event/qr/${slug}/qr.svg" download="${slug}-qr.svg"`);
  });

  it("is on the back office's event page, drawn there so a draft's posters can be printed before it opens", async () => {
    const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
    const { id } = db.prepare("select id from events where slug = ?").get(slug) as { id: number };
    db.close();
    const admin = inject("apiAdmin");
    const { cookie } = await signInCookie(admin.email, admin.password);
    const html = await (await get(`/edit-event/${id}`, cookie)).text();
    const images = [...html.matchAll(/href="data:image\/(png|svg\+xml);base64,([^"]+)" download="([^"]+)"/g)];
    expect(images.map((match) => match[3])).toEqual([`${slug}-qr.png`, `${slug}-qr.svg`]);
    for (const [, , data] of images) expect(await decodeQr(Buffer.from(data!, "base64"))).toBe(`${base()}/live-event/${slug}`);
  });
});
