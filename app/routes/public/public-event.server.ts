import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import type { EventShellData } from "~/components/public/event-shell";
import { settings } from "~/config.server";
import { translator } from "~/i18n/i18next.server";
import { lookupPublicEvent, type Event, type PublicEventLookup } from "~/models/events/event.server";

/** The request's lookups by slug: the event layout's loader and the page's find the event once, and the same row. */
const lookupsOfRequest = createContext<Map<string, PublicEventLookup> | null>(null);

function lookupOnce(context: Readonly<RouterContextProvider>, slug: string): PublicEventLookup {
  let lookups = context.get(lookupsOfRequest);
  if (!lookups) context.set(lookupsOfRequest, (lookups = new Map()));
  let found = lookups.get(slug);
  if (!found) lookups.set(slug, (found = lookupPublicEvent(slug)));
  return found;
}

/**
 * The event a public page shows: the slug in the URL, or DEFAULT_EVENT_SLUG on the
 * slug-less pages. An old slug redirects (301) to the same page under the current
 * slug; an unknown slug or a draft is a 404.
 */
export function requirePublicEvent(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined): Event {
  const wanted = slug ?? settings().DEFAULT_EVENT_SLUG;
  const found = lookupOnce(context, wanted);
  if (found.kind === "found") return found.event;
  if (found.kind === "moved") {
    if (slug === undefined) return requirePublicEvent(request, context, found.slug);
    const url = new URL(request.url);
    const path = url.pathname
      .replace(/\.data$/, "")
      .split("/")
      .map((segment) => (decodeURIComponent(segment) === wanted ? encodeURIComponent(found.slug) : segment))
      .join("/");
    throw redirect(path + url.search, 301);
  }
  throw data({ reason: "eventNotFound" }, { status: 404 });
}

/** The event in brief, for the layout around its section pages (the event's header, or an embed's frame). */
export function eventShell(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined): EventShellData {
  const event = requirePublicEvent(request, context, slug);
  return {
    event: {
      slug: event.slug,
      name: event.name.trim() || translator(context)("live.defaultEventName"),
      logo: event.logo,
      status: event.status,
      version: event.version,
    },
    slugless: slug === undefined,
  };
}
