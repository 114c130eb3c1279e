import { data, redirect } from "react-router";
import { settings } from "~/config.server";
import { lookupPublicEvent, type Event } from "~/models/event.server";

/**
 * The event a public page shows: the slug in the URL, or DEFAULT_EVENT_SLUG on the
 * slug-less pages. An old slug redirects (301) to the same page under the current
 * slug; an unknown slug or a draft is a 404.
 */
export function requirePublicEvent(request: Request, slug: string | undefined): Event {
  const wanted = slug ?? settings().DEFAULT_EVENT_SLUG;
  const found = lookupPublicEvent(wanted);
  if (found.kind === "found") return found.event;
  if (found.kind === "moved") {
    if (slug === undefined) return requirePublicEvent(request, found.slug);
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
