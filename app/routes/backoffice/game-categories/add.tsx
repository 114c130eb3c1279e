import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { saveGameCategory } from "~/models/master-data/game-category.server";
import { gameTypeChoices } from "~/models/master-data/game-type.server";
import { skillLevelChoices } from "~/models/master-data/skill-level.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { GameCategoryForm } from "./game-category-form";
import { categoryLabel, gameCategorySchema } from "./game-category-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const search = new URL(request.url).searchParams;
  return {
    title: translator(context)("pages.addGameCategory"),
    gameTypes: gameTypeChoices(),
    skillLevels: skillLevelChoices(),
    // A list filtered to one game type or level starts the new category there.
    defaults: { gameTypeId: search.get("gameType") ?? "", skillLevelId: search.get("skillLevel") ?? "", gender: search.get("gender") ?? "", name: "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const submission = parseWithZod(await request.formData(), { schema: gameCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveGameCategory({ ...submission.value, name: submission.value.name ?? null }, me.id);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-gamecategories", { type: "success", message: t("list.created", { name: categoryLabel(result.row, t) }) });
}

export default function AddGameCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <GameCategoryForm mode="add" lastResult={actionData?.result} defaults={loaderData.defaults} gameTypes={loaderData.gameTypes} skillLevels={loaderData.skillLevels} />
    </section>
  );
}
