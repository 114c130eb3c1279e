import { useRouteLoaderData } from "react-router";
import type { EventStatus } from "#drizzle/schema";
import { eventLinks } from "./links";

export const eventLayoutId = "routes/public/event-layout";
/** The layout of the embeds: the same pages in a frame on another site, without the event's header. */
export const embedLayoutId = "routes/embed/layout";

/** What the event layout's loader answers: the event in brief, for its header and for every section page inside it. */
export type EventShellData = {
  event: { slug: string; name: string; logo: string | null; status: EventStatus; version: number };
  /** /overview, /schedule … show the default event and link among themselves. */
  slugless: boolean;
};

/** The event every section page belongs to and the addresses of its pages, from the event layout's loader (or the embed layout's). */
export function useEventShell() {
  const page = useRouteLoaderData<EventShellData>(eventLayoutId);
  const embed = useRouteLoaderData<EventShellData>(embedLayoutId);
  const data = page ?? embed;
  if (!data) throw new Error("useEventShell is only for pages inside the public event layout or the embed layout");
  return { event: data.event, links: eventLinks(data.event.slug, data.slugless) };
}
