import { redirect } from "react-router";
import { rememberWorkingEvent, requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { homeFor, safeRedirect } from "~/auth/session.server";
import type { Route } from "./+types/working-event";

/**
 * POST /working-event `{event, to}`: the event pickers of the back office's
 * lists post here. The event, one the user runs (another answers 404), becomes
 * the one every list opens on (decision 0065); the answer goes back to the
 * page the picker was on, showing that event.
 */
/** Nothing to read: choosing is a post. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const form = await request.formData();
  const named = form.get("event");
  const eventId = typeof named === "string" && /^\d{1,9}$/.test(named) ? Number(named) : null;
  requireEventAccess(user, eventId);
  rememberWorkingEvent(context, eventId!);
  const back = new URL(safeRedirect(form.get("to"), homeFor(user)), "http://laga.invalid");
  back.searchParams.set("event", String(eventId));
  return redirect(`${back.pathname}${back.search}`, 303);
}
