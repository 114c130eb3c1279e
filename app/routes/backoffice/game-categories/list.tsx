import { Link } from "react-router";
import { genders } from "#drizzle/schema";
import { requireUser } from "~/auth/guards.server";
import { ColorChip } from "~/components/color-field";
import { ConfirmRemoval } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { MasterRowActions } from "~/components/list/master-data";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findGameCategoryRow, gameCategoryDependents, gameCategoryListSpec, listGameCategories, removeGameCategory, type GameCategoryRow } from "~/models/master-data/game-category.server";
import { gameTypeChoices } from "~/models/master-data/game-type.server";
import { readListPage } from "~/models/list.server";
import { skillLevelChoices } from "~/models/master-data/skill-level.server";
import { listReturnPath } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { redirectWithToast } from "~/utils/toast.server";
import { lockedRows, masterRemovalConfirmation, removalAnswer } from "../master-data.server";
import type { Route } from "./+types/list";
import { categoryLabel } from "./game-category-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const { params, page, target } = readListPage(request, gameCategoryListSpec, listGameCategories, findGameCategoryRow);
  // A new category starts from the list's filters.
  const startFrom = new URLSearchParams(Object.entries(params.filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return {
    title: t("nav.gameCategories"),
    ...page,
    startFrom: startFrom.size ? `?${startFrom}` : "",
    gameTypes: gameTypeChoices(),
    skillLevels: skillLevelChoices(),
    locked: lockedRows(me, "gameCategory", page.rows),
    confirming: masterRemovalConfirmation(t, me, "gameCategory", target && { id: target.id, name: categoryLabel(target, t) }, gameCategoryDependents),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const form = await request.formData();
  const back = listReturnPath(new URL(request.url));
  const posted = readRowAction(form, removeRow);
  if (!posted) return redirectWithToast(back, { type: "error", message: t("list.notFound") });
  return removalAnswer(
    t,
    back,
    removeGameCategory(posted.id, me.id, (row) => categoryLabel(row, t)),
  );
}

export default function GameCategoryList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locked = new Set(loaderData.locked);

  const columns: Column<GameCategoryRow>[] = [
    {
      id: "category",
      header: t("gameCategories.fields.category"),
      sort: "name",
      cell: (category) =>
        locked.has(category.id) ? (
          <ColorChip color={category.skillLevel.color}>{categoryLabel(category, t)}</ColorChip>
        ) : (
          <Link to={`/edit-gamecategories/${category.id}`} className="hover:opacity-80" aria-label={t("masterData.editNamed", { name: categoryLabel(category, t) })}>
            <ColorChip color={category.skillLevel.color}>{categoryLabel(category, t)}</ColorChip>
          </Link>
        ),
    },
    { id: "gameType", header: t("gameCategories.fields.gameType"), sort: "gameType", cell: (category) => category.gameType.name },
    { id: "skillLevel", header: t("gameCategories.fields.skillLevel"), sort: "skillLevel", cell: (category) => category.skillLevel.name },
    { id: "gender", header: t("gameCategories.fields.gender"), sort: "gender", cell: (category) => t(`gameCategories.genders.${category.gender}`) },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (category) => <MasterRowActions locked={locked.has(category.id)} id={category.id} editTo={`/edit-gamecategories/${category.id}`} />,
    },
  ];
  return (
    <>
      <ListPage
        title={loaderData.title}
        addTo={`/add-gamecategories${loaderData.startFrom}`}
        addLabel={t("gameCategories.add")}
        exportTo="/export/gamecategories"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t("gameCategories.emptyBody")}
        refusal={actionData?.refusal}
        toolbar={
          <ListToolbar
            filters={[
              { name: "gameType", label: t("gameCategories.fields.gameType"), options: loaderData.gameTypes.map((g) => ({ value: String(g.id), label: g.name })) },
              { name: "skillLevel", label: t("gameCategories.fields.skillLevel"), options: loaderData.skillLevels.map((l) => ({ value: String(l.id), label: l.name })) },
              { name: "gender", label: t("gameCategories.fields.gender"), options: genders.map((g) => ({ value: g, label: t(`gameCategories.genders.${g}`) })) },
            ]}
          />
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(category) => category.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmRemoval target={loaderData.confirming} />
    </>
  );
}
