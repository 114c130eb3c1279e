import { execFile } from "node:child_process";
import { createECDH } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/**
 * The server's Web Push key pair (app/notices/vapid.server.ts): made once into
 * the data folder, readable by the server's user alone, the same for every
 * process that starts on the folder, even at the same moment.
 */

const run = promisify(execFile);

/** A process that reads the keys from a data folder, as a server does at its start; answers the public key it got. */
async function publicKeyIn(dataDir: string, env: Record<string, string> = {}) {
  const script = "import('./app/notices/vapid.server.ts').then((m) => process.stdout.write(JSON.stringify(m.vapidKeys())))";
  const { stdout } = await run(process.execPath, ["--import", "tsx", "-e", script], {
    env: { ...process.env, DATA_DIR: dataDir, BASE_URL: "", ...env },
    cwd: path.resolve(import.meta.dirname, "../../.."),
  });
  return JSON.parse(stdout) as { publicKey: string; privateKey: string; subject: string };
}

describe("the VAPID keys", () => {
  it("are made once into the data folder with mode 0600, whole, and the same for servers starting on it together", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "laga-vapid-"));
    const keys = await Promise.all([1, 2, 3, 4].map(() => publicKeyIn(dataDir)));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    const file = path.join(dataDir, "vapid-private-key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const privateKey = readFileSync(file, "utf8");
    expect(privateKey).toBe(keys[0]!.privateKey);
    // The public key is the private key's: what a browser subscribes with is what the server signs with.
    const curve = createECDH("prime256v1");
    curve.setPrivateKey(Buffer.from(privateKey, "base64url"));
    expect(curve.getPublicKey().toString("base64url")).toBe(keys[0]!.publicKey);
    // No draft left behind.
    expect(readdirSync(dataDir).filter((name) => name.includes("vapid"))).toEqual(["vapid-private-key"]);
    // The subject is the first admin's address when the public origin is not https.
    expect(keys[0]!.subject).toBe("mailto:admin@laga.local");
  }, 60_000);

  it("come from VAPID_PRIVATE_KEY when it is set, with the https public origin as the subject", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "laga-vapid-"));
    const curve = createECDH("prime256v1");
    curve.generateKeys();
    const privateKey = Buffer.concat([Buffer.alloc(32 - curve.getPrivateKey().length), curve.getPrivateKey()]).toString("base64url");
    const keys = await publicKeyIn(dataDir, { VAPID_PRIVATE_KEY: privateKey, BASE_URL: "https://laga.example" });
    expect(keys).toEqual({ publicKey: curve.getPublicKey().toString("base64url"), privateKey, subject: "https://laga.example" });
    expect(readdirSync(dataDir).filter((name) => name.includes("vapid"))).toEqual([]);
  }, 60_000);
});
