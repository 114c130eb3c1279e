import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { MasterDataErrorBoundary } from "~/components/list/master-data";
import { findGameCategory, findGameCategoryRow, saveGameCategory } from "~/models/master-data/game-category.server";
import { gameTypeChoices } from "~/models/master-data/game-type.server";
import { lockedFor, MASTER_IN_USE } from "~/models/master-data/master-use.server";
import { skillLevelChoices } from "~/models/master-data/skill-level.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { masterDataLocked, refuseLockedEdit } from "../master-data.server";
import type { Route } from "./+types/edit";
import { GameCategoryForm } from "./game-category-form";
import { categoryLabel, gameCategorySchema } from "./game-category-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

function categoryId(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const category = findGameCategory(categoryId(params));
  if (!category) throw data(null, { status: 404 });
  if (lockedFor(me.role, "gameCategory", [category.id]).has(category.id)) throw masterDataLocked(context, categoryLabel(findGameCategoryRow(category.id)!, translator(context)));
  return {
    title: translator(context)("pages.editGameCategory"),
    id: category.id,
    gameTypes: gameTypeChoices(),
    skillLevels: skillLevelChoices(),
    defaults: { gameTypeId: String(category.gameTypeId), skillLevelId: String(category.skillLevelId), gender: category.gender, name: category.name ?? "" },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const submission = parseWithZod(await request.formData(), { schema: gameCategorySchema });
  const current = findGameCategoryRow(categoryId(params));
  if (!current) throw data(null, { status: 404 });
  if (lockedFor(me.role, "gameCategory", [current.id]).has(current.id)) return refuseLockedEdit(submission, categoryLabel(current, t));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveGameCategory({ ...submission.value, name: submission.value.name ?? null }, me.id, current.id);
  if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
  if (!result.ok && result.error === MASTER_IN_USE) return refuseLockedEdit(submission, categoryLabel(current, t));
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-gamecategories", { type: "success", message: t("list.saved", { name: categoryLabel(result.row, t) }) });
}

export default function EditGameCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <GameCategoryForm key={loaderData.id} mode="edit" lastResult={actionData?.result} defaults={loaderData.defaults} gameTypes={loaderData.gameTypes} skillLevels={loaderData.skillLevels} />
    </section>
  );
}

export function ErrorBoundary() {
  return <MasterDataErrorBoundary listTo="/list-gamecategories" />;
}
