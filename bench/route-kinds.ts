/**
 * What classifying a request by the route table (server/route-kinds.ts) costs
 * per request: the path of every route of app/routes.ts, and a few that no
 * route takes, each classified many times. Not a test; run it with
 * `npx tsx bench/route-kinds.ts` and read the time per path.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";

delete process.env.BASE_URL;
process.env.LOG_LEVEL = "silent";

const { default: routeTable } = await import("~/routes");
const { routeKinds } = await import("../server/route-kinds");

type Manifest = ServerBuild["routes"];
const manifest: Manifest = { root: { id: "root", path: "", module: {} as never } };
const paths: string[] = [];
async function walk(entries: RouteConfigEntry[], parentId: string, parentPath: string) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const module = (await import(`../app/${entry.file}`)) as never;
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
    const path = entry.path === undefined ? parentPath : `${parentPath}/${entry.path}`;
    if (entry.path !== undefined || entry.index)
      paths.push(
        (path || "/")
          .replace(/\/:[\w-]+\?/g, "")
          .replace(/:[\w-]+/g, "7")
          .replace(/\*$/, "x"),
      );
    if (entry.children) await walk(entry.children, id, path);
  }
}
await walk(routeTable, "root", "");
paths.push("/live-event/overview/martabaks-vol-2.data", "/assets/entry.client-abc123.js", "/no/such/page", "/api/no-such-call");

const kindOf = routeKinds(manifest);
const rounds = Number(process.env.ROUNDS ?? 2_000);
for (let i = 0; i < 200; i++) for (const path of paths) kindOf(path);
const started = process.hrtime.bigint();
for (let i = 0; i < rounds; i++) for (const path of paths) kindOf(path);
const ns = Number(process.hrtime.bigint() - started) / (rounds * paths.length);
console.log(`${paths.length} paths × ${rounds} rounds: ${(ns / 1000).toFixed(2)} µs per path on average`);
const overview = "/live-event/overview/martabaks-vol-2";
const single = process.hrtime.bigint();
for (let i = 0; i < rounds * 10; i++) kindOf(overview);
console.log(`${overview}: ${(Number(process.hrtime.bigint() - single) / (rounds * 10) / 1000).toFixed(2)} µs`);
process.exit(0);
