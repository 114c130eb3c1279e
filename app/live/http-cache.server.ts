import { createHash } from "node:crypto";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { nowMs } from "~/clock.server";
import { settings } from "~/config.server";
import { getLocale } from "~/i18n/i18next.server";
import { findEventVersion } from "~/models/public/public-events.server";
import { pageMoment } from "~/utils/event-dates";
import { readPreferences } from "~/components/backoffice/preferences.server";

/**
 * HTTP caching of the public event pages. A page's HTML depends only on the
 * event's data (its version), where the event's clock stands (its day and the
 * latest start time reached: the schedule opens on today's part being
 * played), the reader's language, the layout preferences cookie and the
 * deployed build, so those make its ETag. The check runs in middleware before
 * any loader: a reload of an unchanged page costs one indexed read of the
 * event and answers 304 without rendering.
 *
 * Anonymous pages may sit in a shared cache for a few seconds; a page for a
 * signed-in user, one that carries a toast, or one that sets a cookie is
 * private and never stored.
 */

const sharedCacheControl = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
/**
 * A page's data fetched by the browser itself (React Router's `.data`
 * requests, which live updates make) must never come stale from a cache:
 * browsers honour stale-while-revalidate and would hand back the old data.
 * They revalidate every time instead, which the ETag makes a cheap 304.
 */
const dataCacheControl = "public, no-cache";
const privateCacheControl = "private, no-store";

/** Cookies that make a response personal: the session (plain and __Host-) and the flash toast. */
const personalCookie = /(?:^|;\s*)(?:__Host-)?laga_(?:session|toast)=/;

/** A restart may bring a new build; Last-Modified never goes back before it. */
const startedAt = Math.floor(Date.now() / 1000) * 1000;

let buildVersion: Promise<string> | undefined;

/**
 * The deployed build's manifest version: pages name hashed assets, so a new
 * build must change the ETag. Imported lazily because the server build itself
 * imports this module.
 */
function currentBuild(): Promise<string> {
  buildVersion ??= import("virtual:react-router/server-build").then(
    (build) => build.assets.version,
    () => String(startedAt),
  );
  return buildVersion;
}

/** Signed in, a toast waiting, or a `?lng=` link (whose answer sets the language cookie). */
export function isPersonal(request: Request): boolean {
  return personalCookie.test(request.headers.get("Cookie") ?? "") || new URL(request.url).searchParams.has("lng");
}

/** Cache-Control for a public page that has no event version (the events list). */
export function publicCacheControl(request: Request): string {
  return isPersonal(request) ? privateCacheControl : sharedCacheControl;
}

type Validators = { etag: string; lastModified: Date };

/**
 * `W/"e<event>v<version>d<event's moment>-<variant>"`: the rendered-page cache
 * reads the event, version and moment back from it (server/page-cache.ts).
 */
export function entityTag(parts: { eventId: number; version: number; moment: string; language: string; preferences: unknown; build: string }): string {
  const variant = createHash("sha1")
    .update(JSON.stringify([parts.language, parts.preferences, parts.build]))
    .digest("base64url")
    .slice(0, 12);
  return `W/"e${parts.eventId}v${parts.version}d${parts.moment}-${variant}"`;
}

/** Whether the browser's copy is current: If-None-Match decides when sent (weak comparison), else If-Modified-Since. */
export function isNotModified(request: Request, validators: Validators): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(validators.etag));
  }
  const ifModifiedSince = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return Number.isFinite(ifModifiedSince) && Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
}

function addVary(headers: Headers) {
  const vary = new Set(
    (headers.get("Vary") ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );
  vary.add("Cookie");
  vary.add("Accept-Language");
  headers.set("Vary", [...vary].join(", "));
}

function setValidators(headers: Headers, validators: Validators, cacheControl: string) {
  headers.set("ETag", validators.etag);
  headers.set("Last-Modified", validators.lastModified.toUTCString());
  headers.set("Cache-Control", cacheControl);
  addVary(headers);
}

/** A fetch made by a script (Sec-Fetch-Dest: empty), as opposed to loading the document. */
const isScriptFetch = (request: Request) => request.headers.get("Sec-Fetch-Dest") === "empty";

async function validatorsFor(request: Request, slug: string, context: Readonly<RouterContextProvider>): Promise<Validators | null> {
  const event = findEventVersion(slug);
  if (!event) return null;
  const etag = entityTag({
    eventId: event.id,
    version: event.version,
    moment: pageMoment(event, nowMs()),
    language: getLocale(context),
    preferences: await readPreferences(request),
    build: await currentBuild(),
  });
  return { etag, lastModified: new Date(Math.max(event.updatedAt.getTime(), startedAt)) };
}

/** Middleware of the public layout: 304 for an unchanged page, and the caching headers of every answer. */
export const publicEventCaching: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const personal = isPersonal(request);
  const validators = personal ? null : await validatorsFor(request, params.slug ?? settings().DEFAULT_EVENT_SLUG, context);
  if (validators && isNotModified(request, validators)) {
    const headers = new Headers();
    setValidators(headers, validators, isScriptFetch(request) ? dataCacheControl : sharedCacheControl);
    return new Response(null, { status: 304, headers });
  }
  const response = await next();
  const pageData = isScriptFetch(request) || response.headers.get("X-Remix-Response") === "yes";
  if (personal || response.headers.has("Set-Cookie")) {
    response.headers.set("Cache-Control", privateCacheControl);
    response.headers.delete("ETag");
  } else if (validators && response.status === 200) {
    setValidators(response.headers, validators, pageData ? dataCacheControl : sharedCacheControl);
  } else if (response.status === 404) {
    response.headers.set("Cache-Control", pageData ? dataCacheControl : sharedCacheControl);
  }
  addVary(response.headers);
  return response;
};
