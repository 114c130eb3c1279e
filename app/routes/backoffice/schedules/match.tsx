import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { MatchStatusBadge } from "~/components/public/match-status";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { matchHistory } from "~/models/competition/match-progress.server";
import { findScheduleMatch, moveMatch, setMatchStatus, teamChoices, teamsChangeable, type EditRefusal, type ScheduleStatus } from "~/models/competition/schedule-edit.server";
import { scheduleOptions, teamNames, typicalMatchMinutes } from "~/models/competition/schedule.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { clockText, venueClock } from "~/models/competition/schedule-time.server";
import { categoryLabel } from "~/models/events/team-category.server";
import { releaseMatch } from "~/models/planning/event-plan.server";
import { eventDateFormat } from "~/utils/event-dates";
import { describeMatchSource } from "~/utils/match-source";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/match";
import { dayOptions } from "./slot-settings.server";
import { ProblemList } from "../groups/problem-list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

const moveSchema = z.object({
  version: z.number().int().positive(),
  day: z.string({ error: "scheduleAdmin.errors.dayRequired" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "scheduleAdmin.errors.dayRequired" }),
  time: z.string({ error: "validation.required" }).regex(/^\d{1,2}[.:]\d{2}$/, { error: "scheduleAdmin.errors.time" }),
  court: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(40, { error: "validation.tooLong?max=40" }),
  homeTeamId: z.number().int().positive().optional(),
  awayTeamId: z.number().int().positive().optional(),
  matchMinutes: z.number({ error: "scheduleAdmin.errors.matchMinutes" }).int().min(5, { error: "scheduleAdmin.errors.matchMinutes" }).max(600, { error: "scheduleAdmin.errors.matchMinutes" }),
});

const statusIntents: Record<string, ScheduleStatus> = { postpone: "postponed", cancel: "cancelled", reinstate: "scheduled" };

/** The match of the address, for a user who runs its event; anything else is 404. */
function matchOf(request: Request, context: Route.LoaderArgs["context"], rawId: string) {
  const me = requireUser(request, context);
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  const found = id ? findScheduleMatch(id) : null;
  if (!found) throw data(null, { status: 404 });
  requireEventAccess(me, found.event.id);
  return { me, ...found };
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { match, event } = matchOf(request, context, params.id);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const category = scopeCategories(event.id).find((c) => c.id === match.eventCategoryId)!;
  const names = teamNames([match.homeTeamId, match.awayTeamId]);
  const clock = match.scheduledAt ? venueClock(match.scheduledAt, event.timezone) : null;
  const side = (teamId: number | null, source: string | null) => (teamId !== null ? (names.get(teamId) ?? "") : describeMatchSource(t, source));
  return {
    title: `${match.code} · ${t("scheduleAdmin.edit.title")}`,
    event: { id: event.id, name: event.name },
    match: {
      id: match.id,
      code: match.code,
      status: match.status,
      version: match.version,
      stage: match.stage,
      categoryId: match.eventCategoryId,
      categoryLabel: categoryLabel(category, t),
      when: match.scheduledAt ? `${dates.label(match.scheduledAt).date} ${dates.label(match.scheduledAt).time}` : null,
      day: clock?.day ?? "",
      time: clock ? clockText(clock.minutes) : "",
      court: match.court ?? "",
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      placedByHand: match.placedByHand,
      home: side(match.homeTeamId, match.homeSource),
      away: side(match.awayTeamId, match.awaySource),
    },
    teamsChangeable: teamsChangeable(match),
    teams: teamChoices(match),
    days: dayOptions(event, dates),
    courts: scheduleOptions(event).courts,
    matchMinutes: typicalMatchMinutes(event),
    history: matchHistory(match.id).map((entry) => ({ ...entry, at: dates.label(entry.at) })),
  };
}

/** A refusal in the form's words: a field's error, or one for the whole form. */
function refusalReply(refusal: Exclude<EditRefusal, { reason: "missing" }>) {
  if (refusal.reason === "conflict") return { formErrors: ["scheduleAdmin.errors.conflict"] };
  return refusal.field ? { fieldErrors: { [refusal.field]: [refusal.error] } } : { formErrors: [refusal.error] };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, match, event } = matchOf(request, context, params.id);
  const form = await request.formData();
  const back = `/list-schedule?event=${event.id}&category=${match.eventCategoryId}`;
  const intent = String(form.get("intent") ?? "");
  const status = statusIntents[intent];
  if (status) {
    const version = Number(form.get("version"));
    const result = setMatchStatus(match.id, status, { userId: me.id, expectedVersion: Number.isInteger(version) ? version : 0 });
    if (result.ok) return redirectWithToast(back, { type: "success", message: t(`scheduleAdmin.edit.status.${status}`, { code: result.code }) });
    if (result.reason === "missing") throw data(null, { status: 404 });
    return data({ result: null, statusError: result.reason === "conflict" ? "scheduleAdmin.errors.conflict" : result.error }, { status: result.reason === "conflict" ? 409 : 400 });
  }
  if (intent === "release") {
    releaseMatch(event.id, [match.id], me.id);
    return redirectWithToast(`/list-schedule/match/${match.id}`, { type: "success", message: t("eventPlan.handPlaced.released", { code: match.code }) });
  }
  if (intent !== "move") throw data(null, { status: 400 });
  const submission = parseWithZod(form, { schema: moveSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), statusError: null }, { status: 400 });
  const value = submission.value;
  const changeable = teamsChangeable(match);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const result = moveMatch(
    match.id,
    {
      day: value.day,
      time: value.time,
      court: value.court,
      homeTeamId: changeable ? (value.homeTeamId ?? null) : match.homeTeamId,
      awayTeamId: changeable ? (value.awayTeamId ?? null) : match.awayTeamId,
      matchMinutes: value.matchMinutes,
    },
    { userId: me.id, expectedVersion: value.version },
    dates,
  );
  if (result.ok) return redirectWithToast(back, { type: "success", message: t("scheduleAdmin.edit.moved", { code: result.code }) });
  if (result.reason === "missing") throw data(null, { status: 404 });
  return data({ result: submission.reply(refusalReply(result)), statusError: null }, { status: result.reason === "conflict" ? 409 : 400 });
}

export default function EditScheduledMatch({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { match, event, days, courts, teams, history } = loaderData;
  const typed = actionData?.result?.initialValue as Record<string, string | undefined> | undefined;
  const errors = actionData?.result?.error ?? {};
  const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const back = `/list-schedule?event=${event.id}&category=${match.categoryId}`;
  const fieldError = (name: string) => (errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `move-${name}-error` } : {});
  const busy = navigation.state === "submitting";
  const teamSelect = (name: "homeTeamId" | "awayTeamId", label: string, current: number | null) => (
    <div>
      <label htmlFor={`move-${name}`} className="form-label">
        {label}
      </label>
      <select id={`move-${name}`} name={name} defaultValue={value(name, current === null ? "" : String(current))} className="form-input" {...fieldError(name)}>
        {match.stage !== "group" ? <option value="">{t("live.source.unknown")}</option> : null}
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
      <ErrorList id={`move-${name}-error`} errors={errors[name] ?? null} />
    </div>
  );
  return (
    <section className="mx-auto max-w-3xl space-y-5">
      <div className="panel">
        <Link to={back} className="back-link">
          ← {t("scheduleAdmin.title")}
        </Link>
        <header className="mt-1 mb-4 flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-bold">{match.code}</h1>
          <MatchStatusBadge status={match.status} />
          <span className="text-muted">{[match.categoryLabel, match.when, match.court || null].filter(Boolean).join(" · ")}</span>
        </header>
        <p className="mb-4 text-lg font-semibold">
          {match.home} <span className="text-muted">vs</span> {match.away}
        </p>
        {match.placedByHand ? (
          <Form method="post" className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-primary/5 p-3">
            <input type="hidden" name="intent" value="release" />
            <p className="min-w-0 flex-1">{t("eventPlan.handPlaced.note")}</p>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t("eventPlan.handPlaced.release", { code: match.code })}
            </button>
          </Form>
        ) : null}
        <ProblemList id="move-error" problems={errors[""]} />
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="version" value={match.version} />
          <div>
            <label htmlFor="move-day" className="form-label">
              {t("scheduleAdmin.fields.day")}
            </label>
            <select id="move-day" name="day" defaultValue={value("day", match.day)} className="form-input" {...fieldError("day")}>
              <option value="">—</option>
              {days.map((day) => (
                <option key={day.key} value={day.key}>
                  {day.label}
                </option>
              ))}
            </select>
            <ErrorList id="move-day-error" errors={errors.day ?? null} />
          </div>
          <div>
            <label htmlFor="move-time" className="form-label">
              {t("scheduleAdmin.fields.time")}
            </label>
            <input id="move-time" name="time" type="time" defaultValue={value("time", match.time)} className="form-input" {...fieldError("time")} />
            <ErrorList id="move-time-error" errors={errors.time ?? null} />
          </div>
          <div>
            <label htmlFor="move-court" className="form-label">
              {t("scheduleAdmin.fields.court")}
            </label>
            <input id="move-court" name="court" list="move-courts" maxLength={40} defaultValue={value("court", match.court)} className="form-input" {...fieldError("court")} />
            <datalist id="move-courts">
              {courts.map((court) => (
                <option key={court} value={court} />
              ))}
            </datalist>
            <ErrorList id="move-court-error" errors={errors.court ?? null} />
          </div>
          <div>
            <label htmlFor="move-matchMinutes" className="form-label">
              {t("scheduleAdmin.slots.matchMinutes")}
            </label>
            <input
              id="move-matchMinutes"
              name="matchMinutes"
              type="number"
              min={5}
              max={600}
              defaultValue={value("matchMinutes", String(loaderData.matchMinutes))}
              className="form-input"
              {...fieldError("matchMinutes")}
            />
            <ErrorList id="move-matchMinutes-error" errors={errors.matchMinutes ?? null} />
          </div>
          {loaderData.teamsChangeable ? (
            <>
              {teamSelect("homeTeamId", t("scheduleAdmin.fields.home"), match.homeTeamId)}
              {teamSelect("awayTeamId", t("scheduleAdmin.fields.away"), match.awayTeamId)}
            </>
          ) : (
            <p className="text-xs text-muted sm:col-span-2">{t("scheduleAdmin.edit.teamsFixed")}</p>
          )}
          <div className="sm:col-span-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t("scheduleAdmin.edit.save")}
            </button>
          </div>
        </Form>
      </div>

      <div className="panel">
        <h2 className="mb-1 text-lg font-bold">{t("scheduleAdmin.edit.statusTitle")}</h2>
        <p className="mb-3 text-muted">{t("scheduleAdmin.edit.statusHint")}</p>
        <ProblemList id="status-error" problems={actionData?.statusError ? [actionData.statusError] : null} />
        <Form method="post" className="flex flex-wrap gap-3">
          <input type="hidden" name="version" value={match.version} />
          {match.status === "scheduled" || match.status === "live" ? (
            <button type="submit" name="intent" value="postpone" className="btn btn-outline" disabled={busy}>
              {t("scheduleAdmin.edit.postpone")}
            </button>
          ) : null}
          {match.stage === "group" && (match.status === "scheduled" || match.status === "postponed") ? (
            <button type="submit" name="intent" value="cancel" className="btn border-red-700 text-red-700 hover:bg-red-700 hover:text-white dark:border-red-400 dark:text-red-400" disabled={busy}>
              {t("scheduleAdmin.edit.cancel")}
            </button>
          ) : null}
          {match.status === "postponed" || match.status === "cancelled" ? (
            <button type="submit" name="intent" value="reinstate" className="btn btn-outline" disabled={busy}>
              {t("scheduleAdmin.edit.reinstate")}
            </button>
          ) : null}
        </Form>
      </div>

      <div className="panel">
        <h2 className="mb-3 text-lg font-bold">{t("progress.history")}</h2>
        {history.length === 0 ? (
          <p className="text-muted">{t("progress.noHistory")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {history.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at.iso} className="font-mono tabular-nums">
                  {entry.at.date} {entry.at.time}
                </time>{" "}
                · {entry.user ?? "—"} · {entry.summary}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
