import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getSession } from "~/auth/session.server";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { removalConfirmation, removalToast } from "~/models/dependents.server";
import { currentRegionImport, startRegionImport } from "~/models/regions/region-import-job.server";
import { listRegions, parentFilterOf, readRegionListParams, regionChoices, regionHeaderKeys, regionOptions } from "~/models/regions/region-list.server";
import { findRegion, findRegionRef, regionDependents, regionLevels, removeRegion, saveRegion, storedRegionName, type RegionEntity } from "~/models/regions/region.server";
import { applyRegionImport, planRegionImport, type RegionSheetRow } from "~/models/regions/region-spreadsheet.server";
import type { Uploads } from "~/utils/body-limits";
import { isNarrowed, listReturnPath } from "~/utils/list-params";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { previewView, runImportIntent, type SheetImport } from "~/utils/spreadsheet-import.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readUploadForm } from "~/utils/upload-form.server";
import { parentCodeOf, regionRowSchema, regionSchema } from "./region-schema";

/**
 * Loaders and actions of the four region levels' screens: every level's route
 * module calls these with its level, so the screens behave alike.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: { id?: string } };

const titleKeys: Record<RegionEntity, { list: string; add: string; edit: string }> = {
  province: { list: "nav.provinces", add: "pages.addProvince", edit: "pages.editProvince" },
  city: { list: "nav.cities", add: "pages.addCity", edit: "pages.editCity" },
  district: { list: "nav.districts", add: "pages.addDistrict", edit: "pages.editDistrict" },
  subdistrict: { list: "nav.subdistricts", add: "pages.addSubdistrict", edit: "pages.editSubdistrict" },
};

function sessionIdOf(context: Readonly<RouterContextProvider>) {
  return getSession(context)!.id;
}

/** How a spreadsheet of a level is read, checked and written. */
export function regionSheetImport(entity: RegionEntity): SheetImport<RegionSheetRow> {
  const fields = regionHeaderKeys(entity);
  return {
    entity,
    fields,
    required: ["code", "name"],
    schema: regionRowSchema(entity),
    plan: (rows, columns) => planRegionImport(entity, rows, columns.includes("postalCode")),
    apply: (rows, columns, actorId) => applyRegionImport(entity, rows, columns.includes("postalCode"), actorId),
    cells: (row) =>
      Object.keys(fields).map((field) => (field === "name" ? storedRegionName(row.name) : field === "parentCode" ? (parentCodeOf(row.code) ?? "") : String(row[field as keyof RegionSheetRow] ?? ""))),
  };
}

export function regionListLoader(entity: RegionEntity, { request, context }: Args) {
  const me = requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const params = readRegionListParams(entity, search);
  const { rows, window } = listRegions(entity, params);
  const level = regionLevels[entity];

  const confirmId = Number(search.get("confirm"));
  const target = Number.isInteger(confirmId) && confirmId > 0 ? findRegionRef(entity, confirmId) : null;

  const importing = search.has("import");
  return {
    entity,
    title: t(titleKeys[entity].list),
    isAdmin: me.role === "admin",
    rows,
    window,
    sort: params.sort,
    direction: params.direction,
    narrowed: isNarrowed(params),
    parentFilter: level.parent
      ? {
          name: level.parent,
          ...regionChoices(level.parent, search.get(`${level.parent}Q`) ?? "", parentFilterOf(entity, params)),
          value: parentFilterOf(entity, params),
          q: search.get(`${level.parent}Q`) ?? "",
        }
      : null,
    confirming: removalConfirmation(t, target, (id) => regionDependents(entity, id)),
    importing,
    preview: importing ? previewView(search.get("preview"), sessionIdOf(context), regionSheetImport(entity), t) : null,
    nationalImport: entity === "province" ? currentRegionImport() : null,
    watchingImport: entity === "province" && search.has("importStatus"),
  };
}

export async function regionListAction(entity: RegionEntity, { request, context }: Args, uploads: Uploads) {
  const me = requireUser(request, context);
  const t = translator(context);
  const url = new URL(request.url);
  const listPath = `/list-${entity}`;
  const back = listReturnPath(url, ["confirm", "intent", "import", "preview", "importStatus"]);
  const read = await readUploadForm(request, uploads);
  if (!read.ok) return data({ uploadError: read.error }, { status: read.status });
  const form = read.form;

  const imported = await runImportIntent(form, { sheetImport: regionSheetImport(entity), sessionId: sessionIdOf(context), actorId: me.id, listPath, t });
  if (imported) return imported;

  switch (form.get("intent")) {
    case "remove": {
      const posted = readRowAction(form, removeRow);
      if (!posted) return redirectWithToast(back, { type: "error", message: t("list.notFound") });
      return redirectWithToast(back, removalToast(t, removeRegion(entity, posted.id, me.id)));
    }
    case "importNational": {
      // Only the provinces screen offers it, and that screen is admin-only.
      if (entity !== "province") break;
      startRegionImport(me.id);
      return redirect(`${listPath}?importStatus=1`);
    }
  }
  return redirectWithToast(back, { type: "error", message: t("list.notFound") });
}

function regionId(params: { id?: string } | undefined) {
  const id = Number(params?.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/**
 * The add and edit screens. Without JavaScript the parent select is narrowed by
 * sending the form by GET, so what was typed comes back in the URL and is kept.
 */
export function regionFormLoader(entity: RegionEntity, mode: "add" | "edit", { request, context, params }: Args) {
  requireUser(request, context);
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const region = mode === "edit" ? findRegion(entity, regionId(params)) : null;
  if (mode === "edit" && !region) throw data(null, { status: 404 });
  const parent = regionLevels[entity].parent;
  const typedParent = Number(search.get("parentId") ?? (parent ? search.get(parent) : null));
  const parentId = Number.isInteger(typedParent) && typedParent > 0 ? typedParent : (region?.parentId ?? null);
  return {
    title: t(titleKeys[entity][mode]),
    id: region?.id ?? null,
    defaults: {
      code: search.get("code") ?? region?.code ?? "",
      name: search.get("name") ?? region?.name ?? "",
      parentId: parentId ? String(parentId) : "",
      postalCode: search.get("postalCode") ?? region?.postalCode ?? "",
    },
    parentQ: search.get("parentQ") ?? "",
    parentChoices: parent ? regionChoices(parent, search.get("parentQ") ?? "", parentId) : null,
  };
}

export async function regionFormAction(entity: RegionEntity, mode: "add" | "edit", { request, context, params }: Args) {
  const me = requireUser(request, context);
  const t = translator(context);
  const id = mode === "edit" ? regionId(params) : undefined;
  const submission = parseWithZod(await request.formData(), { schema: regionSchema(entity) });
  const parent = regionLevels[entity].parent;
  // The chosen parent goes back with a refusal so the select still offers it.
  const chosenParent = () => {
    const parentId = submission.payload.parentId;
    const found = parent && typeof parentId === "string" && /^\d+$/.test(parentId) ? regionOptions(parent, { currentId: Number(parentId), limit: 0 }) : [];
    return found[0] ?? null;
  };
  if (submission.status !== "success") return data({ result: submission.reply(), parentOption: chosenParent() }, { status: 400 });
  const { code, name, parentId, postalCode } = submission.value;
  const result = saveRegion(entity, { code, name, parentId: parentId ?? null, postalCode: postalCode ?? null }, me.id, id);
  if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
  if (!result.ok) {
    const errors = result.field ? { fieldErrors: { [result.field]: [result.error] } } : { formErrors: [result.error] };
    return data({ result: submission.reply(errors), parentOption: chosenParent() }, { status: 400 });
  }
  return redirectWithToast(`/list-${entity}`, { type: "success", message: t(mode === "add" ? "list.created" : "list.saved", { name: result.region.name }) });
}
