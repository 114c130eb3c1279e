import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../../support/server-process";

/** A start that cannot take its address (another program holds the port) stops at once, saying which address and why. */

const dataDir = path.resolve(`tests/.tmp/start-${process.pid}`);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("stops with exit code 1 and a line naming the address when the port is taken", async () => {
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
  try {
    const { BASE_URL: _viteBase, ...inherited } = process.env;
    const child = spawn(process.execPath, ["build/start.js"], {
      env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", ADMIN_PASSWORD: "start-test-password", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    const lines = output.trim().split("\n");
    const last = JSON.parse(lines.at(-1)!) as { level: string; msg: string };
    expect(last).toMatchObject({ level: "error", msg: `Laga cannot listen on 127.0.0.1:${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}` });
    expect(output).not.toMatch(/TypeError|\n\s+at /);
  } finally {
    holder.close();
  }
}, 60_000);
