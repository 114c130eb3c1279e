import { data, Link, useSearchParams } from "react-router";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { getSession } from "~/auth/session.server";
import { EventPicker } from "~/components/backoffice/event-picker";
import { ImportPanel } from "~/components/import-preview";
import { ConfirmDialog, RowActions } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { categoriesOfEvents, categoryLabel } from "~/models/events/team-category.server";
import { teamImportFor } from "~/models/competition/team-import.server";
import { listEvent, listTeams, teamClubs, teamListSpec, type TeamRow } from "~/models/competition/team-list.server";
import { deleteTeam, findTeam } from "~/models/competition/team.server";
import type { Uploads } from "~/utils/body-limits";
import { isNarrowed, listSearch, readListParams } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { previewView } from "~/utils/spreadsheet-import.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/upload-form.server";
import { handleImportIntent } from "../players/import-intents.server";
import { takeUpFreedPlaces } from "~/models/entries/entry-admin.server";
import { promotionTexts, toastOf } from "../entries/promotion-texts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** A spreadsheet to import (app/utils/body-limits.ts). */
export const uploads: Uploads = { file: "sheet" };

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const { event, choices } = listEvent(me, search);
  const params = readListParams(search, teamListSpec);
  const { rows, window } = event ? listTeams(event.id, params) : { rows: [], window: { page: 1, pages: 1, perPage: params.perPage, total: 0, from: 0, to: 0, offset: 0 } };
  const confirmId = /^\d{1,9}$/.test(search.get("confirm") ?? "") ? Number(search.get("confirm")) : 0;
  const confirming = confirmId ? findTeam(confirmId) : null;
  const importing = search.has("import");
  return {
    title: t("teams.title"),
    event: event ? { id: event.id, name: event.name } : null,
    events: choices.map(({ id, name }) => ({ id, name })),
    rows: rows.map((row) => ({ ...row, categoryLabel: categoryLabel(row.category, t) })),
    window,
    sort: params.sort,
    direction: params.direction,
    narrowed: isNarrowed(params),
    categories: event ? categoriesOfEvents([event.id]).map((category) => ({ id: category.id, label: categoryLabel(category, t) })) : [],
    clubs: event ? teamClubs(event.id) : [],
    // Only a team of the list's own event can be asked about; another event's stays unnamed.
    confirming: confirming && event && confirming.eventId === event.id ? { id: confirming.id, name: confirming.name } : null,
    importing,
    preview: importing ? previewView(search.get("preview"), getSession(context)?.id ?? "", teamImportFor(me), t) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const upload = await readUploadForm(request, uploads);
  if (!upload.ok) return data({ uploadError: upload.error }, { status: upload.status });
  const form = upload.form;
  const handled = await handleImportIntent(request, context, form, teamImportFor(me), me.id, "teams.import.done");
  if (handled) return handled;

  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  back.searchParams.delete("intent");
  const to = `${back.pathname}${back.search}`;
  const posted = readRowAction(form, removeRow);
  const team = posted ? findTeam(posted.id) : null;
  if (!team) throw data(null, { status: 404 });
  requireEventAccess(me, team.eventId);
  const result = deleteTeam(team.id, me.id);
  if (!result.ok) return redirectWithToast(to, { type: "error", message: t(result.error) });
  // A team that held a place gave it back: an entry window that promotes by itself gives it to its waiting line.
  const promoted = team.status === "withdrawn" ? [] : takeUpFreedPlaces(team.eventCategoryId, me);
  return redirectWithToast(to, toastOf([t("list.deleted", { name: result.team.name }), ...promotionTexts(t, promoted)], promoted));
}

const statusTone = {
  registered: "bg-info/15 text-info",
  confirmed: "bg-success/15 text-success",
  withdrawn: "bg-black/10 text-muted",
} as const;

export default function TeamList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { event } = loaderData;
  if (!event) {
    return (
      <section className="panel">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-muted">{t("teams.noEvents")}</p>
      </section>
    );
  }
  type Row = TeamRow & { categoryLabel: string };
  const columns: Column<Row>[] = [
    {
      id: "name",
      header: t("teams.fields.name"),
      sort: "name",
      cell: (team) => (
        <Link to={`/edit-team/${team.id}`} className="font-semibold text-primary hover:underline">
          {team.name}
        </Link>
      ),
    },
    { id: "category", header: t("teams.fields.category"), sort: "category", cell: (team) => team.categoryLabel },
    {
      id: "players",
      header: t("teams.fields.players"),
      cell: (team) =>
        team.players.map((player, index) => (
          <span key={player.id}>
            {index > 0 ? ", " : ""}
            {player.name}
            {player.captain ? <abbr title={t("teams.fields.captain")}> (C)</abbr> : null}
          </span>
        )),
    },
    { id: "club", header: t("teams.fields.club"), cell: (team) => team.club ?? "—" },
    { id: "seed", header: t("teams.fields.seed"), sort: "seed", cell: (team) => team.seed ?? "—" },
    { id: "status", header: t("teams.fields.status"), sort: "status", cell: (team) => <span className={`badge ${statusTone[team.status]}`}>{t(`teams.statuses.${team.status}`)}</span> },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (team) => <RowActions id={team.id} editTo={`/edit-team/${team.id}`} editLabel={`${t("list.edit")} ${team.name}`} />,
    },
  ];
  return (
    <>
      {loaderData.importing ? (
        <ImportPanel
          title={t("teams.import.title")}
          templateHref="/list-team/template"
          closeHref={listSearch(searchParams, { import: null, preview: null })}
          preview={loaderData.preview}
          uploadError={actionData?.uploadError}
        />
      ) : null}
      <ListPage
        title={`${loaderData.title} · ${event.name}`}
        addTo={`/add-team?event=${event.id}`}
        addLabel={t("teams.add")}
        exportTo="/export/team"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        toolbar={
          <>
            {loaderData.events.length > 1 ? (
              <div className="mb-4">
                <EventPicker events={loaderData.events} current={event.id} id="team-event" />
              </div>
            ) : null}
            <ListToolbar
              filters={[
                { name: "category", label: t("teams.fields.category"), options: loaderData.categories.map((c) => ({ value: String(c.id), label: c.label })) },
                { name: "status", label: t("teams.fields.status"), options: (["registered", "confirmed", "withdrawn"] as const).map((s) => ({ value: s, label: t(`teams.statuses.${s}`) })) },
                { name: "club", label: t("teams.fields.club"), options: loaderData.clubs.map((club) => ({ value: club, label: club })) },
              ]}
            >
              <input type="hidden" name="event" value={event.id} />
              {loaderData.importing ? null : (
                <Link to={listSearch(searchParams, { import: "1" })} className="btn btn-outline">
                  {t("imports.open")}
                </Link>
              )}
            </ListToolbar>
          </>
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(team) => team.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmDialog
        target={loaderData.confirming}
        intent="remove"
        title={t("teams.confirmDelete.title", { name: loaderData.confirming?.name ?? "" })}
        body={t("teams.confirmDelete.body")}
        confirmLabel={t("list.confirmDelete.confirm")}
      />
    </>
  );
}
