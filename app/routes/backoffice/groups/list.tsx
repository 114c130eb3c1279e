import { data, Link } from "react-router";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { useErrorText } from "~/components/forms";
import { ConfirmRemoval, RowActions } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { deleteGroup, deleteLock, findGroupRow, unassignedTeams } from "~/models/competition/group.server";
import { groupListSpec, listGroups, type GroupRow } from "~/models/competition/group-list.server";
import { readScope, scopeView, translated } from "~/models/competition/schedule-scope.server";
import { isNarrowed, listReturnPath, readListParams } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";
import { ScopePicker } from "./scope-picker";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const scope = readScope(me, search);
  const params = readListParams(search, groupListSpec);
  const empty = { rows: [], window: { page: 1, pages: 1, perPage: params.perPage, total: 0, from: 0, to: 0, offset: 0 } };
  const { rows, window } = scope.event ? listGroups(scope.event.id, params) : empty;
  const confirmId = /^\d{1,9}$/.test(search.get("confirm") ?? "") ? Number(search.get("confirm")) : 0;
  const confirming = confirmId ? findGroupRow(confirmId) : null;
  // Only a group of the list's own event can be asked about; another event's stays unnamed.
  const target = confirming && scope.event && confirming.eventId === scope.event.id ? confirming : null;
  const view = scopeView(scope, t);
  const labels = new Map(view.categories.map((category) => [category.id, category.label]));
  return {
    title: t("groupsAdmin.title"),
    ...view,
    categoryId: scope.category?.id ?? null,
    unassigned: scope.category ? unassignedTeams(scope.category.id).length : null,
    rows: rows.map((row) => ({ ...row, categoryLabel: labels.get(row.eventCategoryId) ?? "" })),
    window,
    sort: params.sort,
    direction: params.direction,
    narrowed: isNarrowed({ q: params.q, filters: {} }),
    confirming: target ? { id: target.id, name: t("groupsAdmin.groupName", { name: target.name }) } : null,
    blocked: target ? deleteLock(target) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const form = await request.formData();
  const to = listReturnPath(new URL(request.url));
  const posted = readRowAction(form, removeRow);
  const group = posted ? findGroupRow(posted.id) : null;
  if (!group) throw data(null, { status: 404 });
  requireEventAccess(me, group.eventId);
  const result = deleteGroup(group.id, me.id);
  if (!result.ok) return redirectWithToast(to, { type: "error", message: translated(t, result.error) });
  return redirectWithToast(to, { type: "success", message: t("list.deleted", { name: t("groupsAdmin.groupName", { name: result.group.name }) }) });
}

type Row = GroupRow & { categoryLabel: string };

export default function GroupList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { event, categoryId } = loaderData;
  if (!event) {
    return (
      <section className="panel">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-muted">{t("groupsAdmin.noEvents")}</p>
      </section>
    );
  }
  const scopeQuery = `event=${event.id}${categoryId ? `&category=${categoryId}` : ""}`;
  const columns: Column<Row>[] = [
    {
      id: "name",
      header: t("groupsAdmin.fields.group"),
      sort: "name",
      cell: (group) => (
        <Link to={`/edit-group/${group.id}`} className="font-semibold text-primary hover:underline">
          {t("groupsAdmin.groupName", { name: group.name })}
        </Link>
      ),
    },
    { id: "category", header: t("groupsAdmin.fields.category"), sort: "category", cell: (group) => group.categoryLabel },
    {
      id: "teams",
      header: t("groupsAdmin.fields.teams"),
      cell: (group) =>
        group.members.length === 0 ? (
          <span className="text-muted">{t("groupsAdmin.noTeams")}</span>
        ) : (
          <ol className="list-decimal ps-5">
            {group.members.map((member) => (
              <li key={member.teamId} className={member.status === "withdrawn" ? "text-muted line-through" : undefined}>
                {member.name}
                {member.seed !== null ? <span className="ms-1 text-xs text-muted">[{member.seed}]</span> : null}
              </li>
            ))}
          </ol>
        ),
    },
    {
      id: "matches",
      header: t("groupsAdmin.fields.matches"),
      cell: (group) => (group.matches === 0 ? <span className="text-muted">{t("groupsAdmin.noSchedule")}</span> : <bdi>{t("groupsAdmin.played", { played: group.played, total: group.matches })}</bdi>),
    },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (group) => <RowActions id={group.id} editTo={`/edit-group/${group.id}`} editLabel={`${t("list.edit")} ${t("groupsAdmin.groupName", { name: group.name })}`} />,
    },
  ];
  return (
    <>
      <ListPage
        title={`${loaderData.title} · ${event.name}`}
        addTo={`/add-group?${scopeQuery}`}
        addLabel={t("groupsAdmin.add")}
        exportTo="/export/group"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t("groupsAdmin.emptyBody")}
        actions={
          <>
            <Link to={`/list-group/draw?${scopeQuery}`} className="btn btn-outline">
              {t("groupsAdmin.draw.open")}
            </Link>
            <Link to={`/list-schedule?${scopeQuery}`} className="btn btn-outline">
              {t("groupsAdmin.toSchedule")}
            </Link>
          </>
        }
        toolbar={
          <>
            <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} allowAll />
            {loaderData.unassigned ? (
              <p className="mb-4 rounded-md bg-warning/10 p-3">
                {t("groupsAdmin.unassigned", { count: loaderData.unassigned })}{" "}
                <Link to={`/list-group/draw?${scopeQuery}`} className="font-semibold text-primary hover:underline">
                  {t("groupsAdmin.draw.open")}
                </Link>
              </p>
            ) : null}
            <ListToolbar>
              <input type="hidden" name="event" value={event.id} />
              {categoryId ? <input type="hidden" name="category" value={categoryId} /> : null}
            </ListToolbar>
          </>
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(group) => group.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmRemoval target={loaderData.confirming} body={t("groupsAdmin.confirmDelete")} blocked={loaderData.blocked ? errorText(loaderData.blocked) : null} />
    </>
  );
}
