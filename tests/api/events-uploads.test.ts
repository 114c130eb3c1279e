import { existsSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { maxFileBytes } from "~/utils/body-limits";
import { VARIANT_WIDTHS, variantPath } from "~/utils/responsive-image";
import { base, signInCookie, url } from "../support/http";

const MAX = maxFileBytes.image;
const dataDir = inject("apiDataDir");
const storedPath = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|jpg)$/;
let cookie: string;

beforeAll(async () => {
  const admin = inject("apiAdmin");
  cookie = (await signInCookie(admin.email, admin.password)).cookie;
});

/** A file body as fetch's FormData takes it. */
const blob = (bytes: Uint8Array) => new Blob([Uint8Array.from(bytes)]);

function upload(content: Uint8Array | null, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (content) form.append("image", blob(content), name);
  return fetch(url("/api/uploads/image"), { method: "POST", headers: { Cookie: cookie, Origin: base(), Accept: "application/json", ...headers }, body: form });
}

async function answer(response: Response) {
  return (await response.json()) as { data?: { filePath: string }; error?: string };
}

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#4361ee" } });

/** A PNG of a few hundred bytes whose header claims 20000×20000 pixels. */
function hugeDeclaredPng() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20000, 0);
  header.writeUInt32BE(20000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(20001 * 8); // a few rows of zeros: the decoder must refuse before it needs the rest
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("POST /api/uploads/image", () => {
  it.each([
    ["png", () => picture().png().toBuffer()],
    ["jpeg", () => picture().jpeg().toBuffer()],
    ["gif", () => picture().gif().toBuffer()],
    ["avif", () => picture().avif().toBuffer()],
    ["webp", () => picture().webp().toBuffer()],
  ])("stores a real %s, re-encoded under a random name, served as an image with nosniff and long caching", async (kind, make) => {
    const response = await upload(await make(), `lapangan.${kind}`);
    expect(response.status).toBe(200);
    const body = await answer(response);
    expect(body.data?.filePath).toMatch(storedPath);
    const file = await fetch(url(body.data!.filePath));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toMatch(/max-age=31536000/);
    const stored = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([64, 48]);
    expect(stored.exif).toBeUndefined();
  });

  it("refuses 20 MB + 1 byte with 413 and the size in the message", async () => {
    const response = await upload(new Uint8Array(MAX + 1), "besar.png");
    expect(response.status).toBe(413);
    expect((await answer(response)).error).toBe("Gambar besar.png terlalu besar (20.00 MB). Ukuran maksimal adalah 20 MB.");
  });

  it("takes a phone's 12 MP photo of several megabytes, stored upright and small", async () => {
    // Held upright: the pixels lie on their side (EXIF orientation 6); the left half, red, is the top once turned.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
      .composite([{ input: { create: { width: 2000, height: 3000, channels: 3, background: "#dc2626" } }, left: 0, top: 0 }])
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(photo, "IMG_20261128_101500.jpg");
    expect(response.status).toBe(200);
    const file = await fetch(url((await answer(response)).data!.filePath));
    const stored = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1200, 1600, undefined, undefined]);
    expect(stored.length).toBeLessThan(1024 * 1024);
    const { data } = await sharp(stored).extract({ left: 600, top: 200, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  it("answers 413 from the declared length, before reading a body far over the limit", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const target = new URL(url("/api/uploads/image"));
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(50 * MAX) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", reject);
      // Only the headers and a first piece are sent: the answer must not wait for the other 100 MB.
      request.write(Buffer.alloc(64 * 1024));
    });
    expect(status).toBe(413);
  });

  it("cuts off a body sent in chunks without a length once it passes the limit", async () => {
    const result = await new Promise<number | "closed">((resolve) => {
      const target = new URL(url("/api/uploads/image"));
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x", "Transfer-Encoding": "chunked" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", () => resolve("closed"));
      const piece = Buffer.alloc(256 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 2 * MAX) {
          sent += piece.length;
          if (!request.write(piece)) return void request.once("drain", pump);
        }
        request.end();
      };
      pump();
    });
    expect([413, "closed"]).toContain(result);
  });

  it("takes a WebP by its content, whatever its name, re-encoded as the others are and with its WebP copies beside it", async () => {
    const opaque = await upload(await picture().webp().toBuffer(), "lapangan.png");
    expect(opaque.status).toBe(200);
    const opaquePath = (await answer(opaque)).data!.filePath;
    expect(opaquePath).toMatch(/\.jpg$/);
    const transparent = await upload(
      await sharp({ create: { width: 64, height: 48, channels: 4, background: "#4361ee80" } })
        .webp()
        .toBuffer(),
      "logo.webp",
    );
    expect(transparent.status).toBe(200);
    const transparentPath = (await answer(transparent)).data!.filePath;
    expect(transparentPath).toMatch(/\.png$/);
    for (const stored of [opaquePath, transparentPath]) {
      const variant = await fetch(url(variantPath(stored, VARIANT_WIDTHS[0]!)!));
      expect(variant.status, stored).toBe(200);
      expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).format).toBe("webp");
    }
  });

  it("refuses an HTML page renamed .png and an SVG, by their content", async () => {
    const html = await upload(new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "foto.png");
    expect(html.status).toBe(422);
    expect((await answer(html)).error).toBe("Jenis gambar ini tidak diizinkan.");
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), "logo.svg");
    expect(svg.status).toBe(422);
    expect((await answer(svg)).error).toBe("Jenis gambar ini tidak diizinkan.");
  });

  it("refuses a tiny file that declares 20000×20000 pixels", async () => {
    const bomb = hugeDeclaredPng();
    expect(bomb.length).toBeLessThan(MAX);
    const response = await upload(bomb, "bom.png");
    expect(response.status).toBe(422);
    expect((await answer(response)).error).toBe("Dimensi gambar bom.png terlalu besar.");
  });

  it("stores a path-traversal file name under a random name and writes nothing outside uploads", async () => {
    const response = await upload(await picture().png().toBuffer(), "../../etc/passwd.png");
    expect(response.status).toBe(200);
    expect((await answer(response)).data?.filePath).toMatch(storedPath);
    expect(readdirSync(dataDir).sort()).toEqual(expect.not.arrayContaining(["etc", "passwd.png"]));
    expect(existsSync(path.resolve(dataDir, "..", "etc"))).toBe(false);
  });

  it("says a file must be chosen, in the reader's language", async () => {
    const none = await upload(null, "");
    expect(none.status).toBe(422);
    expect((await answer(none)).error).toBe("Anda harus memilih berkas.");
    const english = await upload(new Uint8Array(MAX + 1), "big.png", { "Accept-Language": "en" });
    expect((await answer(english)).error).toBe("Image big.png is too big (20.00 MB). Maximum file size is 20 MB.");
  });

  it("needs a signed-in user and refuses cross-site posts", async () => {
    const form = new FormData();
    form.append("image", blob(await picture().png().toBuffer()), "a.png");
    const anonymous = await fetch(url("/api/uploads/image"), { method: "POST", body: form, headers: { Accept: "application/json" } });
    expect(anonymous.status).toBe(401);
    const crossSite = await fetch(url("/api/uploads/image"), { method: "POST", body: form, headers: { Cookie: cookie, Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
  });

  it("lets event managers upload too", async () => {
    const manager = inject("apiManager");
    const managerCookie = (await signInCookie(manager.email, manager.password)).cookie;
    const form = new FormData();
    form.append("image", blob(await picture().png().toBuffer()), "a.png");
    const response = await fetch(url("/api/uploads/image"), { method: "POST", body: form, headers: { Cookie: managerCookie, Origin: base() } });
    expect(response.status).toBe(200);
  });
});

describe("the event form's upload limit", () => {
  it("answers 413 to a form post over three images and its fields, before reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const target = new URL(url("/add-event"));
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: "POST",
          headers: { Cookie: cookie, Origin: base(), "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(4 * MAX) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", reject);
      request.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });
});
