import { useRouteLoaderData } from "react-router";
import type { loader } from "~/routes/public/event-layout";
import { eventLinks } from "./links";

export const eventLayoutId = "routes/public/event-layout";

/** The event every section page belongs to and the addresses of its pages, from the event layout's loader. */
export function useEventShell() {
  const data = useRouteLoaderData<typeof loader>(eventLayoutId);
  if (!data) throw new Error("useEventShell is only for pages inside the public event layout");
  return { event: data.event, links: eventLinks(data.event.slug, data.slugless) };
}
