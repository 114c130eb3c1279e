import { Link } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { ConfirmDialog, ConfirmLink } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { readListPage } from "~/models/list.server";
import { removeManagedUser } from "~/models/accounts/user-admin.server";
import { findUserById } from "~/models/accounts/user.server";
import { listUsers, userListSpec, type UserRow } from "~/models/accounts/user-list.server";
import { listReturnPath } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const { page, target } = readListPage(request, userListSpec, listUsers, findUserById);
  const confirming = await target;
  return {
    title: translator(context)("users.title"),
    me: me.id,
    ...page,
    confirming: confirming ? { id: confirming.id, name: confirming.name } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const form = await request.formData();
  const to = listReturnPath(new URL(request.url));
  const posted = readRowAction(form, removeRow);
  if (!posted) return redirectWithToast(to, { type: "error", message: t("list.notFound") });
  const result = removeManagedUser(posted.id, me.id);
  if (!result.ok) return redirectWithToast(to, { type: "error", message: t(result.error) });
  return redirectWithToast(to, {
    type: "success",
    message: t(result.outcome === "deleted" ? "list.deleted" : "users.deactivated", { name: result.name }),
  });
}

export default function UserList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Jakarta" });
  const columns: Column<UserRow>[] = [
    {
      id: "name",
      header: t("users.fields.name"),
      sort: "name",
      cell: (user) => (
        <Link to={`/edit-user/${user.id}`} className="font-semibold text-primary hover:underline">
          {user.name}
        </Link>
      ),
    },
    { id: "email", header: t("users.fields.email"), sort: "email", cell: (user) => user.email },
    {
      id: "role",
      header: t("users.fields.role"),
      sort: "role",
      cell: (user) => <span className={`badge ${user.role === "admin" ? "bg-primary/15 text-primary" : "bg-secondary/15 text-secondary"}`}>{t(`roles.${user.role}`)}</span>,
    },
    {
      id: "status",
      header: t("users.fields.status"),
      cell: (user) => <span className={`badge ${user.active ? "bg-success/15 text-success" : "bg-black/10 text-muted"}`}>{t(user.active ? "users.active" : "users.inactive")}</span>,
    },
    {
      id: "events",
      header: t("users.fields.events"),
      cell: (user) => (user.role === "admin" ? t("users.allEvents") : user.events.map((e) => e.name).join(", ") || "—"),
    },
    { id: "lastLogin", header: t("users.fields.lastLogin"), sort: "lastLogin", cell: (user) => (user.lastLoginAt ? dateTime.format(new Date(user.lastLoginAt)) : t("list.never")) },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (user) => (
        <span className="inline-flex gap-4">
          <Link to={`/edit-user/${user.id}`} className="font-semibold text-primary hover:underline">
            {t("list.edit")}
          </Link>
          {user.id !== loaderData.me && user.active ? <ConfirmLink id={user.id} intent="remove" label={t("users.remove")} /> : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <ListPage
        title={loaderData.title}
        addTo="/add-user"
        addLabel={t("users.add")}
        exportTo="/export/user"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: "role",
                label: t("users.fields.role"),
                options: [
                  { value: "admin", label: t("roles.admin") },
                  { value: "event", label: t("roles.event") },
                ],
              },
              {
                name: "status",
                label: t("users.fields.status"),
                options: [
                  { value: "active", label: t("users.active") },
                  { value: "inactive", label: t("users.inactive") },
                ],
              },
            ]}
          />
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(user) => user.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmDialog
        target={loaderData.confirming}
        intent="remove"
        title={t("users.confirmRemove.title", { name: loaderData.confirming?.name ?? "" })}
        body={t("users.confirmRemove.body")}
        confirmLabel={t("users.remove")}
      />
    </>
  );
}
