import { createECDH, randomBytes } from "node:crypto";
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { settings } from "~/config.server";

/**
 * The server's Web Push identity (RFC 8292, VAPID): a P-256 key pair whose
 * public half a browser's subscription is made with, and whose private half
 * signs every push sent, so a push service takes pushes for a subscription
 * only from the server it was made for. The private key is VAPID_PRIVATE_KEY,
 * or generated once into the data folder (`vapid-private-key`, mode 0600), as
 * the session secret is; the public key is derived from it.
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

let cached: VapidKeys | undefined;

export function vapidKeys(): VapidKeys {
  if (cached) return cached;
  const { VAPID_PRIVATE_KEY, DATA_DIR } = settings();
  const privateKey = VAPID_PRIVATE_KEY ?? generatedPrivateKey(DATA_DIR);
  const curve = createECDH("prime256v1");
  curve.setPrivateKey(Buffer.from(privateKey, "base64url"));
  cached = { publicKey: curve.getPublicKey().toString("base64url"), privateKey, subject: vapidSubject() };
  return cached;
}

/**
 * Who a push service may contact about this server's pushes: its public
 * origin when that is https (the push services refuse other URLs), else the
 * first admin's address.
 */
function vapidSubject() {
  const { BASE_URL, ADMIN_EMAIL } = settings();
  return BASE_URL?.startsWith("https://") ? BASE_URL : `mailto:${ADMIN_EMAIL}`;
}

/**
 * The data folder's key, made on first need. Written whole under a name of its
 * own, then linked to its place: a server starting at the same moment either
 * links first or finds the whole key there, never a file half written.
 */
function generatedPrivateKey(dataDir: string) {
  const file = path.join(dataDir, "vapid-private-key");
  if (!existsSync(file)) {
    const curve = createECDH("prime256v1");
    curve.generateKeys();
    // A private key with leading zero bytes comes out shorter; the key is always 32 bytes.
    const key = Buffer.concat([Buffer.alloc(32 - curve.getPrivateKey().length), curve.getPrivateKey()]).toString("base64url");
    const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    writeFileSync(draft, key, { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const key = readFileSync(file, "utf8").trim();
  if (!/^[A-Za-z0-9_-]{43}$/.test(key)) throw new Error(`${file} does not hold a Web Push private key (32 bytes in base64url); remove it to have a new one made, which ends every notice subscription`);
  return key;
}
