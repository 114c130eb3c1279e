import { Form, Link } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { readScope, scopeView } from "~/models/competition/schedule-scope.server";
import { printableSchedule } from "~/models/competition/schedule.server";
import { eventDateFormat } from "~/utils/event-dates";
import { describeMatchSource } from "~/utils/match-source";
import { titled } from "~/utils/meta";
import { useHydrated } from "~/utils/use-hydrated";
import { ScopePicker } from "../groups/scope-picker";
import type { Route } from "./+types/print";
import { dayOptions } from "./slot-settings.server";
import { knockoutStageLabel } from "~/utils/stage-label";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const scope = readScope(me, search);
  const view = scopeView(scope, t);
  const { event } = scope;
  if (!event) return { title: t("scheduleAdmin.print.title"), ...view, categoryId: null, day: null, dayLabel: null, days: [], courtOptions: [], court: null, courts: [] };
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const court = search.get("court")?.trim() || null;
  const printable = printableSchedule(event, { day: search.get("day"), court, category: scope.category?.id ?? null }, dates);
  const labels = new Map(view.categories.map((c) => [c.id, c.label]));
  const days = dayOptions(event, dates, printable.options.days);
  return {
    title: t("scheduleAdmin.print.title"),
    ...view,
    categoryId: scope.category?.id ?? null,
    day: printable.day,
    dayLabel: days.find((d) => d.key === printable.day)?.label ?? null,
    days,
    courtOptions: printable.options.courts,
    court,
    courts: printable.courts.map(({ court, matches }) => ({
      court,
      matches: matches.map((m) => ({
        id: m.id,
        time: m.scheduledAt?.time ?? "",
        code: m.code,
        category: labels.get(m.category.id) ?? "",
        stage: m.group ? t("groupsAdmin.groupName", { name: m.group }) : knockoutStageLabel(t, m),
        home: m.home.name ?? describeMatchSource(t, m.home.source),
        away: m.away.name ?? describeMatchSource(t, m.away.source),
      })),
    })),
  };
}

/** The day's schedule court by court, one printed page per court (app/styles/print.css). */
export default function PrintSchedule({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { event, day, courts } = loaderData;
  if (!event) {
    return (
      <section className="panel">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-muted">{t("groupsAdmin.noEvents")}</p>
      </section>
    );
  }
  return (
    <section className="print-schedule space-y-5">
      <div className="panel no-print">
        <Link to={`/list-schedule?event=${event.id}`} className="back-link">
          ← {t("scheduleAdmin.title")}
        </Link>
        <h1 className="mt-1 mb-4 text-xl font-bold">{loaderData.title}</h1>
        <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={loaderData.categoryId} allowAll keep={{ day: day, court: loaderData.court }} />
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="event" value={event.id} />
          {loaderData.categoryId ? <input type="hidden" name="category" value={loaderData.categoryId} /> : null}
          <div>
            <label htmlFor="print-day" className="form-label">
              {t("scheduleAdmin.fields.day")}
            </label>
            <select id="print-day" name="day" defaultValue={day ?? ""} className="form-input">
              {loaderData.days.map((d) => (
                <option key={d.key} value={d.key}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="print-court" className="form-label">
              {t("scheduleAdmin.fields.court")}
            </label>
            <select id="print-court" name="court" defaultValue={loaderData.court ?? ""} className="form-input">
              <option value="">{t("scheduleAdmin.shift.allCourts")}</option>
              {loaderData.courtOptions.map((court) => (
                <option key={court} value={court}>
                  {court}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-outline">
            {t("scheduleAdmin.print.show")}
          </button>
          {hydrated ? (
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {t("scheduleAdmin.print.print")}
            </button>
          ) : (
            <p className="text-xs text-muted">{t("scheduleAdmin.print.hint")}</p>
          )}
        </Form>
      </div>
      {courts.length === 0 ? <p className="panel text-muted">{t("scheduleAdmin.print.empty")}</p> : null}
      {courts.map(({ court, matches }) => (
        <article key={court} className="print-court panel" aria-labelledby={`court-${court}`}>
          <header className="mb-3">
            <p className="text-sm text-muted">
              {event.name} · {loaderData.dayLabel}
            </p>
            <h2 id={`court-${court}`} className="text-2xl font-bold">
              {court}
            </h2>
          </header>
          {/* A phone scrolls the seven columns inside this frame; paper shows the table whole (print.css). */}
          <div className="print-frame" role="region" aria-labelledby={`court-${court}`} tabIndex={0}>
            <table className="print-table w-full text-start">
              <caption className="sr-only">
                {court} · {loaderData.dayLabel}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("scheduleAdmin.fields.time")}</th>
                  <th scope="col">{t("scheduleAdmin.fields.code")}</th>
                  <th scope="col">{t("scheduleAdmin.fields.category")}</th>
                  <th scope="col">{t("scheduleAdmin.fields.stage")}</th>
                  <th scope="col">{t("scheduleAdmin.fields.home")}</th>
                  <th scope="col">{t("scheduleAdmin.fields.away")}</th>
                  <th scope="col">{t("scheduleAdmin.fields.score")}</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((m) => (
                  <tr key={m.id}>
                    <td className="font-mono font-bold tabular-nums">{m.time}</td>
                    <td className="font-semibold">{m.code}</td>
                    <td>{m.category}</td>
                    <td>{m.stage}</td>
                    <td>{m.home}</td>
                    <td>{m.away}</td>
                    <td className="print-score" />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </article>
      ))}
    </section>
  );
}
