import { Form, Link, useNavigation, useSearchParams, useSubmit } from "react-router";
import { z } from "zod";
import { eventStatuses, type EventStatus } from "#drizzle/schema";
import { requireUser } from "~/auth/guards.server";
import { ConfirmDialog, ConfirmLink } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { changeEventStatus, deleteEvent, findEventForEdit, type DeleteResult, type EventDependents, type StatusChangeResult } from "~/models/events/event-admin.server";
import { eventListSpec, listEvents, type EventRow } from "~/models/events/event-list.server";
import { readListPage } from "~/models/list.server";
import { categoryLabel } from "~/utils/category-label";
import { eventDateFormat } from "~/utils/event-dates";
import { listReturnPath } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, rowId } from "~/utils/row-actions";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import type { Route } from "./+types/list";
import { CategoryChip } from "./category-chip";
import { timezoneKeys } from "./event-fields";
import { EventLoading } from "./event-loading";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/**
 * A row's dates as text, in the event's own time zone, written on the server so
 * the browser never formats them differently.
 */
function withDateLabels(row: EventRow, language: string) {
  const format = eventDateFormat(language, row.timezone);
  return { ...row, days: format.range(row.startsAt, row.endsAt), startTime: format.label(row.startsAt).time, created: format.shortDay(row.createdAt) };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { page, target } = readListPage(request, eventListSpec, listEvents, findEventForEdit);
  const language = getLocale(context);
  return {
    title: translator(context)("events.title"),
    ...page,
    rows: page.rows.map((row) => withDateLabels(row, language)),
    confirming: target ? { id: target.id, name: target.name } : null,
  };
}

type Translate = ReturnType<typeof translator>;

/** What a status move from a row tells the user: the new status, or why it cannot be. */
function statusToast(t: Translate, result: StatusChangeResult): Toast {
  if (result.ok) return { type: "success", message: t("events.statusChanged", { name: result.name, status: t(`events.statuses.${result.status}`) }) };
  if ("missing" in result) return { type: "error", message: t("list.notFound") };
  if (result.refusal.reason === "played") return { type: "error", message: t("events.errors.backToDraftPlayed") };
  const missing = result.refusal.missing.map((problem) => t(`events.publish.short.${problem}`)).join(", ");
  return { type: "error", message: t("events.publish.incomplete", { name: result.name, missing }) };
}

/** What deleting tells the user: done, or what still depends on the event. */
function deleteToast(t: Translate, result: DeleteResult): Toast {
  if (result.ok) return { type: "success", message: t("list.deleted", { name: result.name }) };
  if ("missing" in result) return { type: "error", message: t("list.notFound") };
  if ("notDraft" in result) return { type: "error", message: t("events.errors.notDraft", { name: result.name }) };
  const dependents = (Object.entries(result.dependents) as [keyof EventDependents, number][])
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => t(`events.dependents.${kind}`, { count }))
    .join(", ");
  return { type: "error", message: t("list.deleteBlocked", { name: result.name, dependents }) };
}

const eventRowAction = z.discriminatedUnion("intent", [z.object({ intent: z.literal("status"), id: rowId, status: z.enum(eventStatuses) }), z.object({ intent: z.literal("delete"), id: rowId })]);

/** The list's own writes: a row's status move, and deleting a draft after confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const form = await request.formData();
  const to = listReturnPath(new URL(request.url));
  const posted = readRowAction(form, eventRowAction);
  if (posted?.intent === "status") return redirectWithToast(to, statusToast(t, changeEventStatus(posted.id, posted.status, me.id)));
  if (posted?.intent === "delete") return redirectWithToast(to, deleteToast(t, deleteEvent(posted.id, me.id)));
  return redirectWithToast(to, { type: "error", message: t("list.notFound") });
}

const statusBadge: Record<EventStatus, string> = {
  draft: "bg-black/10 text-muted dark:bg-white/10 dark:text-[#bfc9d4]",
  published: "bg-info/15 text-[#0b6bbd] dark:text-info",
  ongoing: "bg-success/15 text-[#007a3d] dark:text-success",
  finished: "bg-secondary/15 text-secondary",
};

/** A row's status change: a one-button POST form, so it works without JavaScript. */
function StatusMove({ row, status }: { row: { id: number; name: string }; status: EventStatus }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const label = t(`events.moves.${status}`);
  return (
    <Form method="post" action={`?${searchParams.toString()}`} preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        className="min-h-11 font-semibold text-primary hover:underline disabled:opacity-60"
        aria-label={t("events.moveLabel", { action: label, name: row.name })}
        disabled={navigation.state === "submitting"}
      >
        {label}
      </button>
    </Form>
  );
}

type ListedEvent = ReturnType<typeof withDateLabels>;

export default function EventList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const columns: Column<ListedEvent>[] = [
    {
      id: "logo",
      header: t("events.fields.logo"),
      cell: (event) => (event.logo ? <img src={event.logo} alt="" width={87} height={44} loading="lazy" className="h-11 w-[87px] rounded object-contain" /> : <span aria-hidden="true">—</span>),
    },
    {
      id: "name",
      header: t("events.fields.name"),
      sort: "name",
      cell: (event) => (
        <>
          <Link to={`/edit-event/${event.id}`} className="font-semibold text-primary hover:underline">
            {event.name}
          </Link>
          {event.organizerName ? <span className="block text-xs text-muted">{event.organizerName}</span> : null}
        </>
      ),
    },
    {
      id: "slug",
      header: t("events.fields.slug"),
      cell: (event) => (
        <a
          href={`/live-event/${event.slug}`}
          target="_blank"
          rel="noopener"
          aria-label={t("events.openPublic", { slug: event.slug })}
          className="inline-flex min-h-11 items-center gap-1 font-mono text-xs text-primary hover:underline"
        >
          {event.slug}
          <span aria-hidden="true">↗</span>
        </a>
      ),
    },
    {
      id: "dates",
      header: t("events.fields.dates"),
      sort: "starts",
      cell: (event) => (
        <span className="whitespace-nowrap">
          {event.days}
          <span className="block text-xs text-muted">
            {event.startTime} {timezoneKeys[event.timezone].toUpperCase()}
          </span>
        </span>
      ),
    },
    {
      id: "status",
      header: t("events.fields.status"),
      sort: "status",
      cell: (event) => <span className={`badge ${statusBadge[event.status]}`}>{t(`events.statuses.${event.status}`)}</span>,
    },
    {
      id: "categories",
      header: t("events.fields.categories"),
      cell: (event) =>
        event.categories.length ? (
          <ul className="flex max-w-72 flex-wrap gap-1">
            {event.categories.map((category) => (
              <li key={category.id}>
                <CategoryChip color={category.color} label={categoryLabel(t, category)} wraps />
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">{t("events.noCategories")}</span>
        ),
    },
    { id: "managers", header: t("events.fields.managers"), cell: (event) => event.managers.map((m) => m.name).join(", ") || "—" },
    { id: "created", header: t("events.fields.created"), sort: "created", cell: (event) => <span className="text-xs text-muted">{event.created}</span> },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (event) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-x-4">
          <Link to={`/edit-event/${event.id}`} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
            {t("list.edit")}
          </Link>
          {event.moves.map((status) => (
            <StatusMove key={status} row={event} status={status} />
          ))}
          {event.status === "draft" ? <ConfirmLink id={event.id} intent="delete" label={t("events.delete")} /> : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <EventLoading />
      <ListPage
        title={loaderData.title}
        addTo="/add-event"
        addLabel={t("events.add")}
        exportTo="/export/event"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        toolbar={
          <ListToolbar filters={[{ name: "status", label: t("events.fields.status"), options: eventStatuses.map((status) => ({ value: status, label: t(`events.statuses.${status}`) })) }]}>
            {(["from", "to"] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`list-${name}`} className="form-label">
                  {t(name === "from" ? "events.dateFrom" : "events.dateTo")}
                </label>
                <input id={`list-${name}`} name={name} type="date" defaultValue={searchParams.get(name) ?? ""} onChange={(event) => submit(event.currentTarget.form)} className="form-input" />
              </div>
            ))}
          </ListToolbar>
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(event) => event.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmDialog
        target={loaderData.confirming}
        intent="delete"
        title={t("events.deleteConfirm.title", { name: loaderData.confirming?.name ?? "" })}
        body={t("events.deleteConfirm.body")}
        confirmLabel={t("events.delete")}
      />
    </>
  );
}
