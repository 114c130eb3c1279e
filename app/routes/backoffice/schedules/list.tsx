import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { matchStatuses } from "#drizzle/schema";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { ErrorList, useErrorText } from "~/components/forms";
import { ConfirmDialog, ConfirmLink } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { MatchStatusBadge } from "~/components/public/match-status";
import { getLocale, translator } from "~/i18n/i18next.server";
import { isRoundFormat } from "~/domain/formats/settings";
import { useTranslation } from "~/i18n/translation";
import { categoryGroups, findGroupRow } from "~/models/competition/group.server";
import { shiftSchedule } from "~/models/competition/schedule-edit.server";
import { readScope, scopeCategories, scopeView, translated } from "~/models/competition/schedule-scope.server";
import {
  groupScheduleLock,
  knockoutLock,
  listSchedule,
  removeGroupSchedule,
  removeKnockout,
  scheduleListSpec,
  scheduleOptions,
  scheduleOverview,
  scoreText,
  typicalMatchMinutes,
} from "~/models/competition/schedule.server";
import { categoryLabel } from "~/models/events/team-category.server";
import { eventDateFormat } from "~/utils/event-dates";
import { isNarrowed, listReturnPath, readListParams } from "~/utils/list-params";
import { describeMatchSource } from "~/utils/match-source";
import { titled } from "~/utils/meta";
import { readRowAction, rowId } from "~/utils/row-actions";
import { redirectWithToast } from "~/utils/toast.server";
import { ScopePicker } from "../groups/scope-picker";
import type { Route } from "./+types/list";
import { dayOptions } from "./slot-settings.server";
import { ProblemList } from "../groups/problem-list";
import { knockoutStageLabel } from "~/utils/stage-label";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

const shiftSchema = z.object({
  day: z.string({ error: "scheduleAdmin.errors.dayRequired" }),
  court: z.string().optional(),
  after: z.string({ error: "validation.required" }).regex(/^\d{1,2}[.:]\d{2}$/, { error: "scheduleAdmin.errors.time" }),
  byMinutes: z
    .number({ error: "scheduleAdmin.errors.byMinutes" })
    .int({ error: "scheduleAdmin.errors.byMinutes" })
    .min(-720, { error: "scheduleAdmin.errors.byMinutes" })
    .max(720, { error: "scheduleAdmin.errors.byMinutes" })
    .refine((n) => n !== 0, { error: "scheduleAdmin.errors.byMinutes" }),
  matchMinutes: z.number({ error: "scheduleAdmin.errors.matchMinutes" }).int().min(5, { error: "scheduleAdmin.errors.matchMinutes" }).max(600, { error: "scheduleAdmin.errors.matchMinutes" }),
});

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const scope = readScope(me, search);
  const view = scopeView(scope, t);
  const event = scope.event;
  const params = readListParams(search, scheduleListSpec);
  if (!event) return { title: t("scheduleAdmin.title"), ...view, empty: true as const };
  const groupFilter = params.filters.group;
  if (groupFilter && findGroupRow(/^\d{1,9}$/.test(groupFilter) ? Number(groupFilter) : 0)?.eventId !== event.id) throw data(null, { status: 404 });

  const dates = eventDateFormat(getLocale(context), event.timezone);
  const { rows, window } = listSchedule(event, params, dates);
  const labels = new Map(view.categories.map((c) => [c.id, c.label]));
  const options = scheduleOptions(event);
  const groups = scope.category
    ? categoryGroups(scope.category.id)
    : scope.categories.flatMap((category) => categoryGroups(category.id).map((g) => ({ ...g, name: `${g.name} · ${labels.get(category.id)}` })));
  const confirmId = /^\d{1,9}$/.test(search.get("confirm") ?? "") ? Number(search.get("confirm")) : 0;
  const confirmIntent = search.get("intent");
  const confirmGroup = confirmIntent === "removeSchedule" && confirmId ? findGroupRow(confirmId) : null;
  const confirmCategory = confirmIntent === "removeKnockout" ? scope.categories.find((c) => c.id === confirmId) : undefined;
  return {
    title: t("scheduleAdmin.title"),
    ...view,
    empty: false as const,
    categoryId: scope.category?.id ?? null,
    format: scope.category?.format ?? null,
    rows: rows.map((m) => ({
      id: m.id,
      code: m.code,
      status: m.status,
      court: m.court,
      when: m.scheduledAt,
      category: labels.get(m.category.id) ?? "",
      stage: m.group ? t("groupsAdmin.groupName", { name: m.group }) : knockoutStageLabel(t, m),
      home: m.home.name ?? describeMatchSource(t, m.home.source),
      away: m.away.name ?? describeMatchSource(t, m.away.source),
      score: scoreText(m),
    })),
    window,
    sort: params.sort,
    direction: params.direction,
    narrowed: isNarrowed({ q: params.q, filters: { group: params.filters.group, day: params.filters.day, court: params.filters.court, status: params.filters.status } }),
    filters: {
      groups: groups.map((g) => ({ value: String(g.id), label: t("groupsAdmin.groupName", { name: g.name }) })),
      days: dayOptions(event, dates, options.days).map((d) => ({ value: d.key, label: d.label })),
      courts: options.courts.map((c) => ({ value: c, label: c })),
    },
    overview: scope.category ? scheduleOverview(scope.category) : null,
    shift: { days: dayOptions(event, dates, options.days), courts: options.courts, matchMinutes: typicalMatchMinutes(event) },
    confirmGroup:
      confirmGroup && confirmGroup.eventId === event.id ? { id: confirmGroup.id, name: t("groupsAdmin.groupName", { name: confirmGroup.name }), blocked: groupScheduleLock(confirmGroup.id) } : null,
    confirmKnockout: confirmCategory ? { id: confirmCategory.id, name: categoryLabel(confirmCategory, t), blocked: knockoutLock(confirmCategory.id) } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const url = new URL(request.url);
  const to = listReturnPath(url);
  const form = await request.formData();
  // The removals name a group or a category by id; the shift posts a form of its own (shiftSchema).
  const id = readRowAction(form, z.object({ id: rowId }))?.id ?? 0;
  switch (form.get("intent")) {
    case "removeSchedule": {
      const group = id ? findGroupRow(id) : null;
      if (!group) throw data(null, { status: 404 });
      requireEventAccess(me, group.eventId);
      const result = removeGroupSchedule(group.id, me.id);
      if (!result.ok) return redirectWithToast(to, { type: "error", message: translated(t, result.error) });
      return redirectWithToast(to, { type: "success", message: t("scheduleAdmin.removed", { count: result.removed, name: t("groupsAdmin.groupName", { name: result.name }) }) });
    }
    case "removeKnockout": {
      const scope = readScope(me, url.searchParams);
      const category = scope.event ? scopeCategories(scope.event.id).find((c) => c.id === id) : undefined;
      if (!category) throw data(null, { status: 404 });
      const result = removeKnockout(category, me.id, categoryLabel(category, t));
      if (!result.ok) return redirectWithToast(to, { type: "error", message: translated(t, result.error) });
      return redirectWithToast(to, { type: "success", message: t("scheduleAdmin.removedKnockout", { count: result.removed, name: result.name }) });
    }
    case "shift": {
      const { event } = readScope(me, url.searchParams);
      if (!event) throw data(null, { status: 404 });
      const submission = parseWithZod(form, { schema: shiftSchema });
      if (submission.status !== "success") return data({ shift: submission.reply() }, { status: 400 });
      const { court, ...input } = submission.value;
      const dates = eventDateFormat(getLocale(context), event.timezone);
      const result = shiftSchedule(event, { ...input, court: court || null }, me.id, dates);
      if (!result.ok) return data({ shift: submission.reply({ formErrors: [result.error] }) }, { status: 400 });
      return redirectWithToast(to, { type: "success", message: t("scheduleAdmin.shift.done", { count: result.moved }) });
    }
    default:
      throw data(null, { status: 404 });
  }
}

type Row = Extract<Route.ComponentProps["loaderData"], { empty: false }>["rows"][number];

export default function ScheduleList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  if (loaderData.empty || !loaderData.event) {
    return (
      <section className="panel">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-muted">{t("groupsAdmin.noEvents")}</p>
      </section>
    );
  }
  const { event, categoryId, overview } = loaderData;
  // A category played in rounds has no groups or bracket: its matches are made on the rounds page.
  const inRounds = loaderData.format !== null && isRoundFormat(loaderData.format);
  const scopeQuery = `event=${event.id}${categoryId ? `&category=${categoryId}` : ""}`;
  const shift = actionData?.shift;
  const shiftTyped = shift?.initialValue as Record<string, string | undefined> | undefined;
  const shiftErrors = shift?.error ?? {};
  const columns: Column<Row>[] = [
    {
      id: "time",
      header: t("scheduleAdmin.fields.time"),
      sort: "time",
      cell: (m) =>
        m.when ? (
          <time dateTime={m.when.iso} className="whitespace-nowrap">
            <span className="block text-xs text-muted">{m.when.date}</span>
            <span className="font-mono font-bold tabular-nums">{m.when.time}</span>
          </time>
        ) : (
          <span className="text-muted">{t("scheduleAdmin.noTime")}</span>
        ),
    },
    { id: "court", header: t("scheduleAdmin.fields.court"), sort: "court", cell: (m) => m.court ?? "—" },
    {
      id: "code",
      header: t("scheduleAdmin.fields.code"),
      sort: "code",
      cell: (m) => (
        <Link to={`/list-schedule/match/${m.id}`} className="font-semibold text-primary hover:underline">
          {m.code}
        </Link>
      ),
    },
    { id: "category", header: t("scheduleAdmin.fields.category"), cell: (m) => m.category },
    { id: "stage", header: t("scheduleAdmin.fields.stage"), cell: (m) => m.stage },
    {
      id: "teams",
      header: t("scheduleAdmin.fields.match"),
      cell: (m) => (
        <span>
          <bdi>{m.home}</bdi> <span className="text-muted">vs</span> <bdi>{m.away}</bdi>
        </span>
      ),
    },
    { id: "status", header: t("scheduleAdmin.fields.status"), cell: (m) => <MatchStatusBadge status={m.status} /> },
    {
      id: "score",
      header: t("scheduleAdmin.fields.score"),
      cell: (m) => (
        <span className="font-mono tabular-nums" dir="ltr">
          {m.score}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (m) => (
        <Link to={`/list-schedule/match/${m.id}`} className="font-semibold text-primary hover:underline" aria-label={`${t("list.edit")} ${m.code}`}>
          {t("list.edit")}
        </Link>
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <ListPage
        title={`${loaderData.title} · ${event.name}`}
        exportTo="/export/schedule"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t(inRounds ? "rounds.emptySchedule" : "scheduleAdmin.emptyBody")}
        actions={
          <>
            {inRounds ? (
              <Link to={`/list-schedule/rounds?${scopeQuery}`} className="btn btn-primary">
                {t("rounds.open")}
              </Link>
            ) : (
              <Link to={`/list-schedule/generate?${scopeQuery}`} className="btn btn-primary">
                {t("scheduleAdmin.generate.open")}
              </Link>
            )}
            {loaderData.format !== "groups" && !inRounds ? (
              <Link to={`/list-schedule/knockout?${scopeQuery}`} className="btn btn-outline">
                {t("scheduleAdmin.knockout.open")}
              </Link>
            ) : null}
            <Link to={`/list-schedule/print?${scopeQuery}`} className="btn btn-outline">
              {t("scheduleAdmin.print.open")}
            </Link>
            <Link to={`/plan-event?event=${event.id}`} className="btn btn-outline">
              {t("eventPlan.open")}
            </Link>
          </>
        }
        toolbar={
          <>
            <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} allowAll />
            <ListToolbar
              filters={[
                { name: "group", label: t("scheduleAdmin.fields.group"), options: loaderData.filters.groups },
                { name: "day", label: t("scheduleAdmin.fields.day"), options: loaderData.filters.days },
                { name: "court", label: t("scheduleAdmin.fields.court"), options: loaderData.filters.courts },
                { name: "status", label: t("scheduleAdmin.fields.status"), options: matchStatuses.map((s) => ({ value: s, label: t(`live.status.${s}`) })) },
              ]}
            >
              <input type="hidden" name="event" value={event.id} />
              {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
            </ListToolbar>
          </>
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(m) => m.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>

      {overview && !inRounds ? (
        <section className="panel" aria-labelledby="overview-title">
          <h2 id="overview-title" className="mb-3 text-lg font-bold">
            {t("scheduleAdmin.overview.title")}
          </h2>
          {overview.groups.length === 0 ? <p className="text-muted">{t("scheduleAdmin.generate.noGroups")}</p> : null}
          <ul className="divide-y divide-black/5 dark:divide-white/5">
            {overview.groups.map((group) => (
              <li key={group.id} className="flex min-h-11 flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <strong>{t("groupsAdmin.groupName", { name: group.name })}</strong>{" "}
                  <span className="text-muted" dir="auto">
                    {group.total === 0 ? t("groupsAdmin.noSchedule") : t("groupsAdmin.played", { played: group.played, total: group.total })}
                  </span>
                </span>
                {group.total === 0 ? (
                  <Link to={`/list-schedule/generate?${scopeQuery}&group=${group.id}`} className="font-semibold text-primary hover:underline">
                    {t("scheduleAdmin.generate.open")}
                  </Link>
                ) : (
                  <ConfirmLink id={group.id} intent="removeSchedule" label={t("scheduleAdmin.overview.removeSchedule", { name: group.name })} />
                )}
              </li>
            ))}
            {loaderData.format !== "groups" && overview.knockout.total > 0 && categoryId ? (
              <li className="flex min-h-11 flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <strong>{t("scheduleAdmin.overview.knockout")}</strong>{" "}
                  <span className="text-muted" dir="auto">
                    {t("groupsAdmin.played", { played: overview.knockout.played, total: overview.knockout.total })}
                  </span>
                </span>
                <ConfirmLink id={categoryId} intent="removeKnockout" label={t("scheduleAdmin.overview.removeKnockout")} />
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}

      {loaderData.shift.days.length > 0 ? (
        <section className="panel" aria-labelledby="shift-title">
          <h2 id="shift-title" className="mb-1 text-lg font-bold">
            {t("scheduleAdmin.shift.title")}
          </h2>
          <p className="mb-3 text-muted">{t("scheduleAdmin.shift.hint")}</p>
          <ProblemList id="shift-error" problems={shiftErrors[""]} />
          <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <input type="hidden" name="intent" value="shift" />
            <div>
              <label htmlFor="shift-day" className="form-label">
                {t("scheduleAdmin.fields.day")}
              </label>
              <select id="shift-day" name="day" defaultValue={shiftTyped?.day ?? loaderData.shift.days[0]?.key} className="form-input">
                {loaderData.shift.days.map((day) => (
                  <option key={day.key} value={day.key}>
                    {day.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="shift-court" className="form-label">
                {t("scheduleAdmin.fields.court")}
              </label>
              <select id="shift-court" name="court" defaultValue={shiftTyped?.court ?? ""} className="form-input">
                <option value="">{t("scheduleAdmin.shift.allCourts")}</option>
                {loaderData.shift.courts.map((court) => (
                  <option key={court} value={court}>
                    {court}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="shift-after" className="form-label">
                {t("scheduleAdmin.shift.after")}
              </label>
              <input
                id="shift-after"
                name="after"
                type="time"
                defaultValue={shiftTyped?.after ?? ""}
                className="form-input"
                aria-invalid={shiftErrors.after ? true : undefined}
                aria-describedby={shiftErrors.after ? "shift-after-error" : undefined}
              />
              <ErrorList id="shift-after-error" errors={shiftErrors.after ?? null} />
            </div>
            <div>
              <label htmlFor="shift-by" className="form-label">
                {t("scheduleAdmin.shift.by")}
              </label>
              <input
                id="shift-by"
                name="byMinutes"
                type="number"
                min={-720}
                max={720}
                step={5}
                defaultValue={shiftTyped?.byMinutes ?? "30"}
                className="form-input"
                aria-invalid={shiftErrors.byMinutes ? true : undefined}
                aria-describedby={`shift-by-hint${shiftErrors.byMinutes ? " shift-by-error" : ""}`}
              />
              <p id="shift-by-hint" className="mt-1 text-xs text-muted">
                {t("scheduleAdmin.shift.byHint")}
              </p>
              <ErrorList id="shift-by-error" errors={shiftErrors.byMinutes ?? null} />
            </div>
            <div>
              <label htmlFor="shift-length" className="form-label">
                {t("scheduleAdmin.slots.matchMinutes")}
              </label>
              <input id="shift-length" name="matchMinutes" type="number" min={5} max={600} defaultValue={shiftTyped?.matchMinutes ?? String(loaderData.shift.matchMinutes)} className="form-input" />
              <ErrorList id="shift-length-error" errors={shiftErrors.matchMinutes ?? null} />
            </div>
            <div className="sm:col-span-2 lg:col-span-5">
              <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
                {t("scheduleAdmin.shift.submit")}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <ConfirmDialog
        target={loaderData.confirmGroup}
        intent="removeSchedule"
        title={t("scheduleAdmin.confirmRemove.title", { name: loaderData.confirmGroup?.name ?? "" })}
        body={t("scheduleAdmin.confirmRemove.body")}
        confirmLabel={t("scheduleAdmin.confirmRemove.confirm")}
        blocked={loaderData.confirmGroup?.blocked ? errorText(loaderData.confirmGroup.blocked) : null}
      />
      <ConfirmDialog
        target={loaderData.confirmKnockout}
        intent="removeKnockout"
        title={t("scheduleAdmin.confirmRemoveKnockout.title", { name: loaderData.confirmKnockout?.name ?? "" })}
        body={t("scheduleAdmin.confirmRemoveKnockout.body")}
        confirmLabel={t("scheduleAdmin.confirmRemove.confirm")}
        blocked={loaderData.confirmKnockout?.blocked ? errorText(loaderData.confirmKnockout.blocked) : null}
      />
    </div>
  );
}
