/**
 * Player imports at the size that froze the server: 2,000 and 20,000 rows, all
 * born on the day as many players of the registry share (the duplicate check
 * read every one of them for every row), as CSV and as xlsx, each uploaded
 * (preview) and confirmed over HTTP against the production server while
 * /healthz is asked one request after another. Prints the import's times, the
 * /healthz answers (p50, p95, slowest), the longest the server's event loop
 * was held (`BENCH=1`), the server's CPU time and peak memory. Loading exceljs
 * holds the loop once per process, at its first spreadsheet made or opened:
 * that is measured apart, by the xlsx template asked for before the imports.
 * Not a test; run `npm run build`, then `npx tsx bench/imports.ts` (SIZES=2000,20000).
 */
import Database from "better-sqlite3";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildXlsx } from "~/utils/spreadsheet.server";
import { percentile } from "./report";
import { sampleResidentMemory, snapshotBuild, startServer } from "./server";

const sizes = (process.env.SIZES ?? "2000,20000").split(",").map(Number);
const birthDate = "2001-07-15";
const admin = { email: "bench@laga.local", password: "bench-imports-password-2026" };
const work = mkdtempSync(path.join(os.tmpdir(), "laga-imports-"));
const appDir = snapshotBuild(path.resolve(import.meta.dirname, ".."), path.join(work, "app"));

function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function spreadsheet(rows: number, format: "csv" | "xlsx") {
  const names = Array.from({ length: rows }, (_, n) => `Pemain ${format} ${n + 1}`);
  if (format === "csv") return Buffer.from(["name,gender,birth_date", ...names.map((name) => `${name},L,${birthDate}`)].join("\n"));
  const columns = (["name", "gender", "birth_date"] as const).map((header, index) => ({ header, width: 20, type: "text" as const, value: (name: string) => [name, "L", birthDate][index] }));
  return buildXlsx("Pemain", columns, names, { yes: "Ya", no: "Tidak" });
}

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;

async function run(rows: number) {
  const dataDir = path.join(work, `rows-${rows}`);
  const server = await startServer(appDir, { SEED_DEMO: "0", BENCH: "1", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, DATA_DIR: dataDir });
  const loopDelay = async () => (await (await fetch(`${server.base}/__bench/loop`)).json()) as { max: number; p99: number };
  try {
    const db = new Database(path.join(dataDir, "laga.sqlite"));
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("insert into players (name, gender, birth_date) values (?, 'female', ?)");
    db.transaction(() => {
      for (let n = 1; n <= rows; n++) insert.run(`Terdaftar ${n}`, birthDate);
    })();
    db.close();

    const login = await fetch(`${server.base}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
      body: new URLSearchParams(admin),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("laga_session="))!
      .split(";")[0]!;
    const post = (body: FormData | URLSearchParams) => fetch(`${server.base}/list-player`, { method: "POST", redirect: "manual", headers: { Cookie: cookie, Origin: server.base }, body });

    await fetch(`${server.base}/__bench/loop`, { method: "POST" });
    await (await fetch(`${server.base}/list-player/template?format=xlsx`, { headers: { Cookie: cookie } })).arrayBuffer();
    console.log(`${rows.toLocaleString("en")} players born the same day; the process's first xlsx (the template, loading exceljs) held the event loop ${ms((await loopDelay()).max)}`);

    for (const format of ["csv", "xlsx"] as const) {
      const file = await spreadsheet(rows, format);
      const health: number[] = [];
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const started = performance.now();
          await (await fetch(`${server.base}/healthz`)).arrayBuffer();
          health.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await fetch(`${server.base}/__bench/loop`, { method: "POST" });
      const memory = sampleResidentMemory(server.pid);
      const cpuBefore = cpuMs(server.pid);
      const started = performance.now();
      const upload = new FormData();
      upload.set("intent", "importUpload");
      upload.set("file", new File([file], `pemain.${format}`));
      const previewed = await post(upload);
      const previewId = new URL(previewed.headers.get("location") ?? "/", server.base).searchParams.get("preview");
      if (!previewId) throw new Error(`the upload answered ${previewed.status}`);
      const previewMs = performance.now() - started;
      const confirmed = await post(new URLSearchParams({ intent: "importConfirm", previewId }));
      const totalMs = performance.now() - started;
      probing = false;
      await probe;
      const cpu = cpuMs(server.pid) - cpuBefore;
      const peak = memory.stop();
      const loop = await loopDelay();
      const check = new Database(path.join(dataDir, "laga.sqlite"), { readonly: true });
      const written = (check.prepare("select count(*) as n from players where name like ?").get(`Pemain ${format} %`) as { n: number }).n;
      check.close();

      const sorted = health.sort((a, b) => a - b);
      console.log(
        `  ${rows.toLocaleString("en")} rows, ${format} (${Math.round(file.length / 1024)} KB): ` +
          `preview ${ms(previewMs)}, confirm ${ms(totalMs - previewMs)} (${confirmed.status}), total ${ms(totalMs)}, ${written.toLocaleString("en")} written; ` +
          `/healthz ${health.length}× p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, slowest ${ms(sorted.at(-1)!)}; ` +
          `event loop held at most ${ms(loop.max)} (p99 ${ms(loop.p99)}); server CPU ${ms(cpu)}, peak RSS ${Math.round((peak ?? 0) / 1024 / 1024)} MB ` +
          `(load average ${os.loadavg()[0]!.toFixed(2)})`,
      );
    }
  } finally {
    await server.stop();
  }
}

for (const rows of sizes) await run(rows);
rmSync(work, { recursive: true, force: true });
