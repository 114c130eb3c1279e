import { Link, redirect } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { getSession } from "~/auth/session.server";
import { EventPicker } from "~/components/backoffice/event-picker";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { listEvent } from "~/models/competition/team-list.server";
import { findEventById } from "~/models/events/event.server";
import { findEventPlanPreview } from "~/models/planning/event-plan.server";
import { isPlanning } from "~/models/planning/plan-thread.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { ProblemList } from "../groups/problem-list";
import type { Route } from "./+types/plan-event";
import { CategoriesPanel } from "./categories-panel";
import { CourtsPanel } from "./courts-panel";
import { HandPlacedPanel } from "./hand-placed-panel";
import { HoursPanel } from "./hours-panel";
import { handlePlanIntent } from "./intents.server";
import { PlanPanel } from "./plan-panel";
import { planScreen, previewView } from "./view.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The event of `?event=` (or the one being worked on), for a user who runs it; another event's answers 404. */
function eventOf(request: Request, context: Route.LoaderArgs["context"]) {
  const me = requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const { event: choice, choices } = listEvent(me, search);
  const event = choice ? findEventById(choice.id) : null;
  return { me, search, event, events: choices.map(({ id, name }) => ({ id, name })) };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { search, event, events } = eventOf(request, context);
  if (!event) return { title: t("eventPlan.title"), event: null, events, screen: null, preview: null, planning: false };
  // The address names the event shown, so the page's forms post to it even when the event worked on changes meanwhile (another tab).
  if (!search.get("event")) {
    const named = new URL(request.url);
    named.searchParams.set("event", String(event.id));
    throw redirect(`${named.pathname}${named.search}`);
  }
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const { facts, ...screen } = planScreen(event, dates, t);
  const kept = findEventPlanPreview(search.get("preview"), getSession(context)?.id ?? "", event.id);
  return {
    title: t("eventPlan.title"),
    event: { id: event.id, name: event.name },
    events,
    screen,
    preview: kept ? previewView(kept, facts, dates, t) : null,
    planning: isPlanning(event.id),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { me, event } = eventOf(request, context);
  if (!event) throw new Response(null, { status: 404 });
  return handlePlanIntent(request, context, event, me.id);
}

/** Intents whose panel shows their refusal, the form's own message ("") included. */
const panelIntents: ReadonlySet<string> = new Set(["preview", "save", "addCourt", "renameCourt", "moveCourt", "removeCourt", "saveHours", "saveCategories"]);

export default function PlanEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, screen, preview } = loaderData;
  if (!event || !screen) {
    return (
      <section className="panel">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-muted">{t("groupsAdmin.noEvents")}</p>
      </section>
    );
  }
  const refused = actionData ?? null;
  // The panels say their own forms' refusals; a post of no panel's (an unknown intent, a match given back that is not this event's) is said here.
  const unplaced = refused && !panelIntents.has(refused.intent) ? refused.errors[""] : null;
  return (
    <section className="space-y-5">
      <div className="panel space-y-3">
        <Link to={`/list-schedule?event=${event.id}`} className="back-link">
          ← {t("scheduleAdmin.title")}
        </Link>
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="text-muted">{t("eventPlan.intro")}</p>
        <ProblemList id="plan-problem" problems={unplaced} />
        {loaderData.events.length > 1 ? <EventPicker events={loaderData.events} current={event.id} id="plan-event-pick" /> : null}
      </div>
      <PlanPanel days={screen.days} categories={screen.categories} preview={preview} refused={refused} planning={loaderData.planning} />
      <CourtsPanel courts={screen.courts} refused={refused} />
      <HoursPanel courts={screen.courts} days={screen.days} refused={refused} />
      <CategoriesPanel categories={screen.categories} refused={refused} />
      <HandPlacedPanel matches={screen.handPlaced} />
    </section>
  );
}
