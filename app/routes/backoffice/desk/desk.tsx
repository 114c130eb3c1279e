import { data, Link, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import { requireRunnableEvent } from "~/auth/event-access.server";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { setCheckIn } from "~/models/desk/check-in.server";
import { deskView } from "~/models/desk/desk.server";
import { callMatch, takeBackCall, type CallRefusal } from "~/models/desk/match-call.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { CallableMatch, CourtNowCard, useLiveDesk, WaitingMatch, waitText } from "./desk-parts";
import type { Route } from "./+types/desk";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/**
 * GET /desk/:eventId — the tournament desk of an event on the day (docs/design.md
 * §7.12): its courts now, the matches to call in plan order, why the others wait,
 * and check-in where the event asks for it. It reads itself again when the
 * event's version moves, and every half minute for what the clock alone changes.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { event } = requireRunnableEvent(request, context, params.eventId);
  const t = translator(context);
  const view = deskView(event.id, eventDateFormat(getLocale(context), event.timezone))!;
  return {
    title: `${t("desk.title")} · ${event.name}`,
    event: { id: event.id, name: event.name, version: event.version },
    // A draft has no public stream: its desk reads itself on the clock alone.
    stream: event.status === "draft" ? null : `/live-event/stream/${encodeURIComponent(event.slug)}`,
    view,
  };
}

/** A refused call is answered with the desk read again: what was in the way is then what it shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => (actionStatus !== undefined && actionStatus >= 400) || defaultShouldRevalidate;

const id = z.coerce.number().int().positive();
const deskAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("call"), matchId: id, version: id, court: z.string().trim().min(1).max(80) }),
  z.object({ intent: z.literal("takeBack"), matchId: id, version: id }),
  z.object({ intent: z.enum(["checkIn", "undoCheckIn"]), playerId: id }),
]);

/** Calls a match, takes a call back, checks a player in or undoes it; each answers the desk again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, event } = requireRunnableEvent(request, context, params.eventId);
  const t = translator(context);
  const here = `/desk/${event.id}`;
  const posted = deskAction.safeParse(Object.fromEntries(await request.formData()));
  // A post no desk button sends (an intent of its own, an id that is no whole number, a court name too long): said on the page.
  if (!posted.success) return data({ error: t("eventPlan.errors.badRequest") }, { status: 400 });
  const input = posted.data;
  if (input.intent === "call") {
    const dates = eventDateFormat(getLocale(context), event.timezone);
    const outcome = callMatch(event.id, { matchId: input.matchId, court: input.court }, { userId: user.id, expectedVersion: input.version }, dates);
    if (outcome.ok) return redirectWithToast(here, { type: "success", message: t("desk.called", { code: outcome.call.code, court: outcome.call.court }) });
    return data({ error: refusalText(t, outcome) }, { status: outcome.reason === "missing" ? 404 : outcome.reason === "conflict" ? 409 : 400 });
  }
  if (input.intent === "takeBack") {
    const outcome = takeBackCall(event.id, input.matchId, { userId: user.id, expectedVersion: input.version });
    if (outcome.ok) return redirectWithToast(here, { type: "success", message: t("desk.takenBack", { code: outcome.code }) });
    if (outcome.reason === "missing") return data({ error: t("desk.notFound") }, { status: 404 });
    return data({ error: outcome.reason === "conflict" ? t("desk.conflict") : t("desk.notCalled", { code: outcome.code }) }, { status: outcome.reason === "conflict" ? 409 : 400 });
  }
  const checkedIn = input.intent === "checkIn";
  const outcome = setCheckIn(event.id, input.playerId, checkedIn, { userId: user.id });
  if (!outcome.ok) return data({ error: t("desk.notPlaying") }, { status: 404 });
  return redirectWithToast(here, { type: "success", message: t(checkedIn ? "desk.checkedInToast" : "desk.checkInUndone", { name: outcome.player }) });
}

function refusalText(t: (key: string, options?: Record<string, string | number>) => string, refusal: CallRefusal): string {
  switch (refusal.reason) {
    case "missing":
      return t("desk.notFound");
    case "conflict":
      return t("desk.conflict");
    case "notWaiting":
      return t("desk.notWaiting", { code: refusal.code });
    case "courtNotFree":
      return t("desk.courtNotFree", { court: refusal.court });
    case "closesFirst":
      return t("desk.closesFirst");
    case "blocked":
      return t("desk.blocked", { code: refusal.code, reason: refusal.waits.map((wait) => waitText(t, wait)).join("; ") });
  }
}

export default function Desk({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { event, view, stream } = loaderData;
  useLiveDesk(stream, event.version);
  // A court closed now takes a name on one line, not a card: on a phone the queue stays near the top.
  const openCourts = view.courts.filter((court) => court.match || court.free);
  const closedCourts = view.courts.filter((court) => !court.match && !court.free);
  return (
    <section className="desk grid gap-4" aria-busy={busy || undefined}>
      {/* Without JavaScript the desk reads itself again every minute: a match becomes callable as its players' rest ends. */}
      <noscript>
        <meta httpEquiv="refresh" content="60" />
      </noscript>
      <div>
        <Link to={`/match-progress/events/${event.id}`} className="back-link">
          ← {event.name}
        </Link>
        <h1 className="text-xl font-bold">{t("desk.title")}</h1>
        <p className="text-muted">
          {t("desk.intro")} <span data-desk-now>{t("desk.asOf", { time: view.now })}</span>
        </p>
        {view.checkInRequired ? <p className="mt-1 font-semibold">{t("desk.checkInRequired")}</p> : null}
      </div>

      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/10 px-4 py-3 text-danger">
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="desk-courts">
        <h2 id="desk-courts" className="mb-2 font-bold">
          {t("desk.courts")}
        </h2>
        <ul className="desk-courts">
          {openCourts.map((court) => (
            <CourtNowCard key={court.name} court={court} busy={busy} />
          ))}
        </ul>
        {closedCourts.length > 0 ? (
          <p className="panel mt-3 text-sm text-muted" data-closed-courts>
            <strong>{t("desk.closed")}:</strong>{" "}
            {closedCourts.map((court, i) => (
              <span key={court.name}>
                {i > 0 ? " · " : null}
                <bdi>{court.name}</bdi>
              </span>
            ))}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="desk-queue">
        <h2 id="desk-queue" className="mb-2 font-bold">
          {t("desk.queue")}
        </h2>
        {view.callable.length === 0 ? <p className="panel">{t("desk.queueEmpty")}</p> : view.free.length === 0 ? <p className="panel mb-2">{t("desk.noFreeCourt")}</p> : null}
        <ol className="desk-list">
          {view.callable.map((match) => (
            <CallableMatch key={match.id} match={match} checkIn={view.checkInRequired} busy={busy} />
          ))}
        </ol>
        {view.moreCallable > 0 ? <p className="mt-2 text-muted">{t("desk.moreCallable", { count: view.moreCallable })}</p> : null}
      </section>

      <section aria-labelledby="desk-waiting">
        <h2 id="desk-waiting" className="mb-2 font-bold">
          {t("desk.waiting")}
        </h2>
        <ol className="desk-list">
          {view.waiting.map((match) => (
            <WaitingMatch key={match.id} match={match} checkIn={view.checkInRequired} busy={busy} />
          ))}
        </ol>
        {view.moreWaiting > 0 ? <p className="mt-2 text-muted">{t("desk.moreWaiting", { count: view.moreWaiting })}</p> : null}
      </section>
    </section>
  );
}
