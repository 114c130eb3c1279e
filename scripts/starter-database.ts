/**
 * `npm run build` runs this: writes build/starter.sqlite, the database every new
 * data folder starts from (app/seed/starter-database.server.ts), and beside it
 * the demo event's encoded logos, which a first start with the demo copies.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const target = path.resolve(process.argv[2] ?? "build/starter.sqlite");
const work = mkdtempSync(path.join(os.tmpdir(), "laga-starter-"));
// The app's modules read these when first used: a scratch database, nothing written to ./data.
Object.assign(process.env, { DATA_DIR: work, DATABASE_PATH: path.join(work, "starter.sqlite"), SESSION_SECRET: "starter-build-".repeat(4), LOG_LEVEL: "warn" });

try {
  const started = performance.now();
  const { demoLogosBeside, writeStarterDatabase } = await import("~/seed/starter-database.server");
  const { encodeDemoLogos, writeDemoLogos } = await import("~/seed/demo-event.server");
  const { closeDb } = await import("~/db.server");
  await writeStarterDatabase(target);
  closeDb();
  const logos = demoLogosBeside(target);
  rmSync(logos, { recursive: true, force: true });
  writeDemoLogos(logos, await encodeDemoLogos());
  console.log(`Wrote ${path.relative(process.cwd(), target)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
