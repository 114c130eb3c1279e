import express from "express";
import { settings } from "~/config.server";
import { closeDb } from "~/db.server";
import { closeLivePublisher, livePublisher } from "~/live/publisher.server";
import { closeLiveStreams } from "~/live/streams.server";
import { startExpectedStartTick, stopExpectedStartTick } from "~/models/desk/expected-start-tick.server";
import { stopImports } from "~/models/import-batches.server";
import { stopMatchNotices } from "~/models/notices/match-notices.server";
import { vapidKeys } from "~/notices/vapid.server";
import { prepareDatabase } from "~/seed/prepare.server";
import { closeAttemptLimits, prepareAttemptLimits } from "~/utils/rate-limit.server";
import { log } from "~/utils/logger.server";
import { admissionLine } from "./admission";
import { benchRoutes } from "./bench";
import { compressAnswers, withoutFlush } from "./compression";
import { refuseCrossSiteWrites } from "./cross-site";
import { refuseWhileStopping } from "./answer";
import { embedScript } from "./embed-script";
import { answerError } from "./errors";
import { healthCheck } from "./health";
import { markNoindex } from "./indexing";
import { limitBodies } from "./limit-bodies";
import { refuseOtherMethods } from "./methods";
import { settleOrigin } from "./origin";
import { renderedPageCache } from "./page-cache";
import { classifyByRoute, loadPages, noEndlessData, pages } from "./pages";
import { identifyRequest } from "./request-id";
import { logRequest } from "./request-log";
import { markHttps, securityHeaders } from "./security-headers";
import { builtAssets, publicFiles, uploadedFiles } from "./static-files";

/**
 * The Express app: each step is a module of its own under server/. What a
 * request's route is — API, a shared public page, an upload, an endless
 * stream — is read once, from the route table (server/route-kinds.ts), and the
 * steps after it go by that.
 */

const production = process.env.NODE_ENV === "production";
// The public event pages and the event's JSON: rendered once per event version and reader.
const pageCache = renderedPageCache((_req, res) => res.locals.route.shared);

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(settings().TRUST_PROXY));

app.use(identifyRequest);
app.use(logRequest);
app.use(classifyByRoute);
app.use(securityHeaders);
app.use(refuseOtherMethods);
app.use(settleOrigin);
app.use(markHttps);
app.use(pageCache.answer);
app.use(compressAnswers);
app.use(withoutFlush);
app.use(refuseCrossSiteWrites);
app.use(limitBodies);
app.get("/healthz", healthCheck);
app.get("/embed.js", embedScript);
app.use(pageCache.keep);
benchRoutes(app);
app.use("/uploads", uploadedFiles());
if (production) {
  app.use("/assets", builtAssets());
  app.use(publicFiles());
}
app.use(noEndlessData);
// Pages and data reads take turns, at most two in work and one started per turn of the loop (see server/admission.ts); writes and the live streams go straight through.
app.use(
  admissionLine(2, (req, res) => (req.method !== "GET" && req.method !== "HEAD") || res.locals.route.endless, {
    heldTooLong: (req, ms) => log.warn("a page read held its turn in the admission line too long; the turn is given back", { path: req.path, ms }),
  }),
);
app.use(markNoindex);
app.use(pages);
app.use(answerError);

/** Migrations, the first admin and (when enabled) the demo data, and the pages' modules; runs before the server listens. */
export async function prepare() {
  // The attempt limits connect to Redis (when configured) meanwhile, so the first logins are counted with the other processes'.
  await Promise.all([prepareDatabase(), loadPages(), prepareAttemptLimits()]);
  // The Web Push key pair, made once into the data folder before any page offers it.
  vapidKeys();
  // Connects to the pub/sub (when configured) before the first write needs it.
  livePublisher();
  // Expected starts move with the clock as well as with writes (decision 0073): one tick a minute, owned here, the first before listening.
  await startExpectedStartTick();
}

export async function shutdown() {
  closeLiveStreams();
  stopExpectedStartTick();
  // Pushes under way get a moment and are then cut; their outcomes are written before the database closes.
  await stopMatchNotices();
  // The database first: the pub/sub's and the limits' closes wait for Redis, which may be away, and the stop does not wait long for them.
  closeDb();
  await Promise.all([closeLivePublisher(), closeAttemptLimits()]);
}

/**
 * Ends the public pages' event streams. They never end by themselves, so a
 * graceful stop closes them first; the browsers reconnect to the next process.
 * Imports being written stop and take back their batches (see writeInBatches),
 * so their requests end within the stop's grace time.
 */
export { closeLiveStreams, refuseWhileStopping, settings, stopExpectedStartTick, stopImports };

function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
