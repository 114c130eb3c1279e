import { Form, Link, useActionData, useSearchParams } from "react-router";
import { ImportPanel } from "~/components/import-preview";
import { ConfirmRemoval, RowActions } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { SearchableSelect } from "~/components/searchable-select";
import { useTranslation } from "~/i18n/translation";
import type { RegionRow } from "~/models/regions/region-list.server";
import { listSearch } from "~/utils/list-params";
import { NationalImportStatus } from "./national-import-status";
import type { regionListLoader } from "./region-route.server";
import { regionParents } from "./region-schema";

type Props = { loaderData: Awaited<ReturnType<typeof regionListLoader>> };

/** The list screen of every region level: table, parent filter, delete, export and spreadsheet import. */
export function RegionListPage({ loaderData }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<{ uploadError?: string }>();
  const { entity, parentFilter } = loaderData;
  const parent = regionParents[entity];
  const importHref = listSearch(searchParams, { import: 1, preview: null, page: null });
  const closeImport = listSearch(searchParams, { import: null, preview: null });

  const columns: Column<RegionRow>[] = [
    { id: "code", header: t("regions.columns.code"), sort: "code", cell: (region) => <span className="font-mono">{region.code}</span> },
    {
      id: "name",
      header: t("regions.columns.name"),
      sort: "name",
      cell: (region) => (
        <Link to={`/edit-${entity}/${region.id}`} className="font-semibold text-primary hover:underline">
          {region.name}
        </Link>
      ),
    },
    ...(entity === "subdistrict" ? [{ id: "postalCode", header: t("regions.columns.postalCode"), sort: "postalCode", cell: (region: RegionRow) => region.postalCode ?? "—" }] : []),
    ...(parent
      ? [
          {
            id: "parent",
            header: t(`regions.columns.${parent}`),
            sort: "parent",
            cell: (region: RegionRow) => (
              <>
                {region.parent?.name ?? "—"}
                {region.grandparent ? <span className="block text-xs text-muted">{region.grandparent}</span> : null}
              </>
            ),
          },
        ]
      : []),
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (region) => <RowActions id={region.id} editTo={`/edit-${entity}/${region.id}`} editLabel={t("masterData.editNamed", { name: region.name })} />,
    },
  ];

  return (
    <>
      {entity === "province" && loaderData.nationalImport && (loaderData.watchingImport || loaderData.nationalImport.state === "running") ? (
        <NationalImportStatus job={loaderData.nationalImport} />
      ) : null}
      {loaderData.importing || actionData?.uploadError ? (
        <ImportPanel
          title={t(`regions.importTitle.${entity}`)}
          templateHref={`/options/import-template/${entity}`}
          closeHref={closeImport}
          preview={loaderData.preview}
          uploadError={actionData?.uploadError}
        />
      ) : null}
      <ListPage
        title={loaderData.title}
        addTo={`/add-${entity}${parentFilter?.value ? `?${parent}=${parentFilter.value}` : ""}`}
        addLabel={t(`regions.add.${entity}`)}
        exportTo={`/export/${entity}`}
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t(`regions.emptyBody.${entity}`)}
        actions={
          <>
            {entity === "province" && loaderData.isAdmin ? (
              <Form method="post">
                <input type="hidden" name="intent" value="importNational" />
                <button type="submit" className="btn btn-outline">
                  {t("regions.national.start")}
                </button>
              </Form>
            ) : null}
            <Link to={importHref} className="btn btn-outline" preventScrollReset>
              {t("imports.open")}
            </Link>
          </>
        }
        toolbar={
          <ListToolbar
            extra={
              parentFilter && parent ? (
                <div className="min-w-64">
                  <SearchableSelect
                    id={`list-${parent}`}
                    name={parent}
                    label={t(`regions.columns.${parent}`)}
                    value={parentFilter.value ? String(parentFilter.value) : null}
                    options={parentFilter.options}
                    truncated={parentFilter.truncated}
                    searchName={`${parent}Q`}
                    searchValue={parentFilter.q}
                    source={`/options/regions?level=${parent}`}
                    emptyLabel={t("list.all")}
                    autoSubmit
                  />
                </div>
              ) : null
            }
          />
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(region) => region.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmRemoval target={loaderData.confirming} />
    </>
  );
}
