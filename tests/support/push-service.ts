import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service of the tests' own, speaking the Web Push standard from the
 * receiving end: browsers' subscriptions made as a browser makes them (a P-256
 * key pair and an auth secret), messages decrypted as a browser decrypts them
 * (RFC 8291 aes128gcm: ECDH, HKDF, AES-128-GCM), and the sender's VAPID token
 * checked as a push service checks it (RFC 8292: an ES256 JWT for the
 * endpoint's origin, expiring within 24 hours, signed by the key it names).
 * Written with node:crypto alone, not the sending library.
 */

/** A browser's side of a subscription: the endpoint its push service gave it, its keys as PushSubscription.toJSON() says them, and its secrets. */
export type BrowserSubscription = { endpoint: string; p256dh: string; auth: string; ecdh: ECDH; authSecret: Buffer };

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url"), ecdh, authSecret };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac("sha256", key).update(Buffer.concat(data)).digest();

/** The message a browser reads from an aes128gcm body (RFC 8188 framing, RFC 8291 keys): one record, padding removed. */
export function decryptPush(body: Buffer, browser: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || senderPublic[0] !== 4) throw new Error(`the key id is not an uncompressed P-256 key (${keyIdLength} bytes)`);
  if (record.length > recordSize) throw new Error(`one record expected, ${record.length} bytes in records of ${recordSize}`);
  // RFC 8291 §3.3–3.4: the input keying material from the shared secret and the auth secret.
  const sharedSecret = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = hmac(hmac(browser.authSecret, sharedSecret), keyInfo, Buffer.from([1]));
  // RFC 8188 §2.2–2.3: the content key and nonce from the salt.
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with its delimiter 2, then zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the record does not end with the last record's delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/** Checks a push's `Authorization: vapid t=…, k=…` as a push service does, and answers the token's claims. */
export function verifyVapid(authorization: string | undefined, publicKey: string, endpoint: string): VapidClaims {
  const parts = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!parts) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = parts as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("the push names another key than the server serves");
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) throw new Error("not a JWT");
  const { alg, typ } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string; typ: string };
  if (alg !== "ES256" || typ !== "JWT") throw new Error(`unexpected JWT header ${alg} ${typ}`);
  const raw = Buffer.from(publicKey, "base64url");
  const signer = createPublicKey({ key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") }, format: "jwk" });
  if (!verify("sha256", Buffer.from(`${header}.${payload}`), { key: signer, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) throw new Error("the VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as VapidClaims;
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud} is not the endpoint's origin`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} is not within 24 hours`);
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is neither mailto: nor https:`);
  return claims;
}

/** A push as the service received it. */
export type ReceivedPush = { path: string; at: number; headers: IncomingHttpHeaders; body: Buffer; status: number };

export type PushService = {
  origin: string;
  /** Every push received, answered or not, in order. */
  received: ReceivedPush[];
  /** A subscription's endpoint on this service. */
  endpoint: (name: string) => string;
  /** The statuses the endpoint answers its next pushes with, in turn (0: no answer at all); then 201. */
  answer: (endpoint: string, ...statuses: number[]) => void;
  /** Waits until `count` pushes reached the endpoint (or any endpoint), or fails after `timeoutMs`. */
  waitFor: (count: number, endpoint?: string, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
};

/** Starts the service on a free local port. */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const scripted = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const status = scripted.get(path)?.shift() ?? 201;
      received.push({ path, at: Date.now(), headers: request.headers, body: Buffer.concat(chunks), status });
      // 0: a service that never answers.
      if (status !== 0) response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    origin,
    received,
    endpoint: (name) => `${origin}/push/${name}`,
    answer: (endpoint, ...statuses) => scripted.set(pathOf(endpoint), [...(scripted.get(pathOf(endpoint)) ?? []), ...statuses]),
    waitFor: async (count, endpoint, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      const mine = () => received.filter((push) => endpoint === undefined || push.path === pathOf(endpoint));
      while (mine().length < count) {
        if (Date.now() > deadline) throw new Error(`${mine().length} of ${count} pushes arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return mine();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
