import { data, Link, useActionData, useSearchParams } from "react-router";
import { getSession } from "~/auth/session.server";
import { requireUser } from "~/auth/guards.server";
import { ImportPanel } from "~/components/import-preview";
import { ConfirmRemoval } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { MasterName, MasterRowActions } from "~/components/list/master-data";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { gameTypeChoices } from "~/models/master-data/game-type.server";
import { readListPage } from "~/models/list.server";
import {
  everyGameType,
  findMatchStatistic,
  listMatchStatistics,
  matchStatisticDependents,
  matchStatisticListSpec,
  removeMatchStatistic,
  type MatchStatisticRow,
} from "~/models/master-data/match-statistic.server";
import type { Uploads } from "~/utils/body-limits";
import { listReturnPath, listSearch } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { previewView, runImportIntent } from "~/utils/spreadsheet-import.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/upload-form.server";
import { lockedRows, masterRemovalConfirmation, removalAnswer } from "../master-data.server";
import type { Route } from "./+types/list";
import { statisticSheetImport } from "./statistic-import.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** A spreadsheet to import (app/utils/body-limits.ts). */
export const uploads: Uploads = { file: "sheet" };

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const { search, page, target } = readListPage(request, matchStatisticListSpec, listMatchStatistics, findMatchStatistic);
  const importing = search.has("import");
  return {
    title: t("nav.matchStatistics"),
    ...page,
    gameTypeFilter: [{ value: everyGameType, label: t("statistics.everyGameType") }, ...gameTypeChoices().map((g) => ({ value: String(g.id), label: g.name }))],
    locked: lockedRows(me, "matchStatistic", page.rows),
    confirming: masterRemovalConfirmation(t, me, "matchStatistic", target, matchStatisticDependents),
    importing,
    preview: importing ? previewView(search.get("preview"), getSession(context)!.id, statisticSheetImport(me.id), t) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const back = listReturnPath(new URL(request.url), ["confirm", "intent", "import", "preview"]);
  const read = await readUploadForm(request, uploads);
  if (!read.ok) return data({ uploadError: read.error }, { status: read.status });
  const form = read.form;
  const imported = await runImportIntent(form, { sheetImport: statisticSheetImport(me.id), sessionId: getSession(context)!.id, actorId: me.id, listPath: "/list-match-statistics", t });
  if (imported) return imported;
  const posted = readRowAction(form, removeRow);
  if (!posted) return redirectWithToast(back, { type: "error", message: t("list.notFound") });
  return removalAnswer(t, back, removeMatchStatistic(posted.id, me.id));
}

export default function MatchStatisticList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<{ uploadError?: string; refusal?: string }>();
  const locked = new Set(loaderData.locked);
  const columns: Column<MatchStatisticRow>[] = [
    { id: "order", header: t("statistics.fields.sortOrder"), sort: "order", cell: (statistic) => statistic.sortOrder },
    {
      id: "name",
      header: t("statistics.fields.name"),
      sort: "name",
      cell: (statistic) => (
        <MasterName locked={locked.has(statistic.id)} to={`/edit-match-statistics/${statistic.id}`}>
          {statistic.name}
        </MasterName>
      ),
    },
    { id: "key", header: t("statistics.fields.key"), sort: "key", cell: (statistic) => <span className="font-mono">{statistic.key}</span> },
    { id: "gameType", header: t("statistics.fields.gameType"), sort: "gameType", cell: (statistic) => statistic.gameTypeName ?? t("statistics.everyGameType") },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (statistic) => (
        <MasterRowActions locked={locked.has(statistic.id)} id={statistic.id} editTo={`/edit-match-statistics/${statistic.id}`} editLabel={t("masterData.editNamed", { name: statistic.name })} />
      ),
    },
  ];
  const gameType = searchParams.get("gameType");
  return (
    <>
      {loaderData.importing || actionData?.uploadError ? (
        <ImportPanel
          title={t("statistics.importTitle")}
          templateHref="/options/import-template/match-statistics"
          closeHref={listSearch(searchParams, { import: null, preview: null })}
          preview={loaderData.preview}
          uploadError={actionData?.uploadError}
        />
      ) : null}
      <ListPage
        title={loaderData.title}
        addTo={`/add-match-statistics${gameType ? `?gameType=${encodeURIComponent(gameType)}` : ""}`}
        addLabel={t("statistics.add")}
        exportTo="/export/match-statistics"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t("statistics.emptyBody")}
        refusal={actionData?.refusal}
        actions={
          <Link to={listSearch(searchParams, { import: 1, preview: null, page: null })} className="btn btn-outline" preventScrollReset>
            {t("imports.open")}
          </Link>
        }
        toolbar={
          <ListToolbar
            filters={[
              {
                name: "gameType",
                label: t("statistics.fields.gameType"),
                options: loaderData.gameTypeFilter,
              },
            ]}
          />
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(statistic) => statistic.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmRemoval target={loaderData.confirming} />
    </>
  );
}
