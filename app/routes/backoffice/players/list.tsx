import { data, Link, useSearchParams } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { getSession } from "~/auth/session.server";
import { ImportPanel } from "~/components/import-preview";
import { ConfirmDialog, RowActions } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { SearchableSelect } from "~/components/searchable-select";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { deletePlayer, findPlayer } from "~/models/people/player.server";
import { playerImport } from "~/models/people/player-import.server";
import { listPlayers, playerFilterChoices, playerListSpec, type PlayerRow } from "~/models/people/player-list.server";
import type { Uploads } from "~/utils/body-limits";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { previewView } from "~/utils/spreadsheet-import.server";
import { normaliseHexColor, readableTextColor } from "~/utils/contrast";
import { displayPhone } from "~/utils/phone";
import { isNarrowed, listSearch, readListParams } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/upload-form.server";
import type { Route } from "./+types/list";
import { handleImportIntent } from "./import-intents.server";
import { citySelect } from "./player-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** A spreadsheet to import (app/utils/body-limits.ts). */
export const uploads: Uploads = { file: "sheet" };

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const params = readListParams(search, playerListSpec);
  const { rows, window } = listPlayers(params, me);
  const confirmId = /^\d{1,9}$/.test(search.get("confirm") ?? "") ? Number(search.get("confirm")) : 0;
  const confirming = confirmId ? findPlayer(confirmId, me) : null;
  const importing = search.has("import");
  return {
    title: t("players.title"),
    rows,
    window,
    sort: params.sort,
    direction: params.direction,
    narrowed: isNarrowed(params),
    choices: playerFilterChoices(me),
    city: citySelect(search, params.filters.city),
    confirming: confirming ? { id: confirming.id, name: confirming.name } : null,
    importing,
    preview: importing ? previewView(search.get("preview"), getSession(context)?.id ?? "", playerImport, t) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const upload = await readUploadForm(request, uploads);
  if (!upload.ok) return data({ uploadError: upload.error }, { status: upload.status });
  const form = upload.form;
  const handled = await handleImportIntent(request, context, form, playerImport, me.id, "players.import.done");
  if (handled) return handled;

  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  back.searchParams.delete("intent");
  const to = `${back.pathname}${back.search}`;
  const posted = readRowAction(form, removeRow);
  if (!posted) return redirectWithToast(to, { type: "error", message: t("list.notFound") });
  const result = deletePlayer(posted.id, me);
  if (result.ok) return redirectWithToast(to, { type: "success", message: t("list.deleted", { name: result.name }) });
  if (result.error === "missing") return redirectWithToast(to, { type: "error", message: t("list.notFound") });
  const teams = [...result.teams, ...(result.otherTeams ? [t("players.errors.inOtherTeams", { count: result.otherTeams })] : [])];
  return redirectWithToast(to, { type: "error", message: t("players.errors.inTeams", { name: result.name, teams: teams.join(", ") }) });
}

function SkillBadge({ name, color }: { name: string; color: string | null }) {
  const background = normaliseHexColor(color);
  return (
    <span className="badge" style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {name}
    </span>
  );
}

export default function PlayerList({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "Asia/Jakarta" });
  const columns: Column<PlayerRow>[] = [
    {
      id: "name",
      header: t("players.fields.name"),
      sort: "name",
      cell: (player) => (
        <span className="flex items-center gap-3">
          {player.photo ? (
            <img src={player.photo} alt="" width={32} height={32} loading="lazy" className="size-8 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-primary/10 text-xs font-bold text-primary">
              {player.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <Link to={`/edit-player/${player.id}`} className="font-semibold text-primary hover:underline">
            {player.name}
          </Link>
        </span>
      ),
    },
    { id: "gender", header: t("players.fields.gender"), cell: (player) => t(`players.genders.${player.gender}`) },
    { id: "birthDate", header: t("players.fields.birthDate"), sort: "birthDate", cell: (player) => player.birthDate ?? "—" },
    { id: "phone", header: t("players.fields.phone"), cell: (player) => (player.phone ? displayPhone(player.phone) : "—") },
    { id: "club", header: t("players.fields.club"), sort: "club", cell: (player) => player.club ?? "—" },
    { id: "city", header: t("players.fields.city"), sort: "city", cell: (player) => player.cityName ?? "—" },
    { id: "skill", header: t("players.fields.skillLevel"), cell: (player) => (player.skillLevel ? <SkillBadge name={player.skillLevel} color={player.skillColor} /> : "—") },
    { id: "teams", header: t("players.fields.teams"), cell: (player) => player.teams },
    { id: "created", header: t("players.fields.created"), sort: "created", cell: (player) => date.format(new Date(player.createdAt)) },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (player) => <RowActions id={player.id} editTo={`/edit-player/${player.id}`} editLabel={`${t("list.edit")} ${player.name}`} />,
    },
  ];
  const { choices, city } = loaderData;
  return (
    <>
      {loaderData.importing ? (
        <ImportPanel
          title={t("players.import.title")}
          templateHref="/list-player/template"
          closeHref={listSearch(searchParams, { import: null, preview: null })}
          preview={loaderData.preview}
          uploadError={actionData?.uploadError}
        />
      ) : null}
      <ListPage
        title={loaderData.title}
        addTo="/add-player"
        addLabel={t("players.add")}
        exportTo="/export/player"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        toolbar={
          <ListToolbar
            filters={[
              { name: "gender", label: t("players.fields.gender"), options: (["male", "female"] as const).map((g) => ({ value: g, label: t(`players.genders.${g}`) })) },
              { name: "skill", label: t("players.fields.skillLevel"), options: choices.skillLevels.map((l) => ({ value: String(l.id), label: l.name })) },
              { name: "club", label: t("players.fields.club"), options: choices.clubs.map((club) => ({ value: club, label: club })) },
            ]}
            extra={
              <div className="min-w-64">
                <SearchableSelect
                  id="list-city"
                  name="city"
                  label={t("players.fields.city")}
                  value={city.value}
                  options={city.options}
                  truncated={city.truncated}
                  searchName="cityQ"
                  searchValue={city.query}
                  source="/options/regions?level=city"
                  emptyLabel={t("list.all")}
                  autoSubmit
                />
              </div>
            }
          >
            {loaderData.importing ? null : (
              <Link to={listSearch(searchParams, { import: "1" })} className="btn btn-outline">
                {t("imports.open")}
              </Link>
            )}
          </ListToolbar>
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(player) => player.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmDialog
        target={loaderData.confirming}
        intent="remove"
        title={t("players.confirmDelete.title", { name: loaderData.confirming?.name ?? "" })}
        body={t("players.confirmDelete.body")}
        confirmLabel={t("list.confirmDelete.confirm")}
      />
    </>
  );
}
