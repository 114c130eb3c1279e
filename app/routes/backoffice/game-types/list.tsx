import { requireUser } from "~/auth/guards.server";
import { ConfirmRemoval } from "~/components/list/confirm-dialog";
import { DataTable, type Column } from "~/components/list/data-table";
import { ListPage } from "~/components/list/list-page";
import { MasterName, MasterRowActions } from "~/components/list/master-data";
import { ListToolbar } from "~/components/list/list-toolbar";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { readListPage } from "~/models/list.server";
import { findGameType, gameTypeDependents, gameTypeListSpec, listGameTypes, removeGameType, type GameType } from "~/models/master-data/game-type.server";
import { listReturnPath } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { readRowAction, removeRow } from "~/utils/row-actions";
import { redirectWithToast } from "~/utils/toast.server";
import { lockedRows, masterRemovalConfirmation, removalAnswer } from "../master-data.server";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const { page, target } = readListPage(request, gameTypeListSpec, listGameTypes, findGameType);
  return {
    title: t("nav.gameTypes"),
    ...page,
    locked: lockedRows(me, "gameType", page.rows),
    confirming: masterRemovalConfirmation(t, me, "gameType", target, gameTypeDependents),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const form = await request.formData();
  const back = listReturnPath(new URL(request.url));
  const posted = readRowAction(form, removeRow);
  if (!posted) return redirectWithToast(back, { type: "error", message: t("list.notFound") });
  return removalAnswer(t, back, removeGameType(posted.id, me.id));
}

/** "Best of 3 · set 6 · golden point · match tie-break to 10", "Best of 3 · set 21 · by two · cap 30", or "Goals · 2 × 20 min". */
function useRulesText() {
  const { t } = useTranslation();
  return (gameType: GameType) => {
    const parts =
      gameType.scoring === "goals"
        ? [t("gameTypes.rules.goals"), gameType.halfMinutes !== null ? t("gameTypes.rules.halves", { minutes: gameType.halfMinutes }) : null]
        : [
            t("gameTypes.rules.bestOf", { count: gameType.setsToWin * 2 - 1 }),
            t("gameTypes.rules.target", { target: gameType.setTarget }),
            ...(gameType.pointCounting === "games"
              ? [gameType.deuce === "golden" ? t("gameTypes.rules.golden") : null, gameType.matchTieBreakTo !== null ? t("gameTypes.rules.matchTieBreak", { points: gameType.matchTieBreakTo }) : null]
              : [gameType.winByTwo ? t("gameTypes.rules.byTwo") : null, gameType.setCap !== null ? t("gameTypes.rules.cap", { cap: gameType.setCap }) : null]),
          ];
    return parts.filter(Boolean).join(" · ");
  };
}

export default function GameTypeList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const rules = useRulesText();
  const locked = new Set(loaderData.locked);
  const columns: Column<GameType>[] = [
    {
      id: "name",
      header: t("gameTypes.fields.name"),
      sort: "name",
      cell: (gameType) => (
        <MasterName locked={locked.has(gameType.id)} to={`/edit-gametype/${gameType.id}`}>
          {gameType.name}
        </MasterName>
      ),
    },
    { id: "scoring", header: t("gameTypes.fields.scoring"), sort: "scoring", cell: (gameType) => t(`gameTypes.scoring.${gameType.scoring}`) },
    { id: "rules", header: t("gameTypes.fields.rules"), cell: (gameType) => rules(gameType) },
    { id: "playersPerSide", header: t("gameTypes.fields.playersPerSide"), sort: "playersPerSide", cell: (gameType) => gameType.playersPerSide },
    {
      id: "active",
      header: t("gameTypes.fields.status"),
      sort: "active",
      cell: (gameType) => (
        <span className={`badge ${gameType.active ? "bg-success/15 text-success" : "bg-black/10 text-muted"}`}>{t(gameType.active ? "gameTypes.active" : "gameTypes.inactive")}</span>
      ),
    },
    {
      id: "actions",
      header: t("list.actions"),
      className: "text-end",
      cell: (gameType) => (
        <MasterRowActions locked={locked.has(gameType.id)} id={gameType.id} editTo={`/edit-gametype/${gameType.id}`} editLabel={t("masterData.editNamed", { name: gameType.name })} />
      ),
    },
  ];
  return (
    <>
      <ListPage
        title={loaderData.title}
        addTo="/add-gametype"
        addLabel={t("gameTypes.add")}
        exportTo="/export/gametype"
        window={loaderData.window}
        narrowed={loaderData.narrowed}
        emptyBody={t("gameTypes.emptyBody")}
        refusal={actionData?.refusal}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: "scoring",
                label: t("gameTypes.fields.scoring"),
                options: [
                  { value: "sets", label: t("gameTypes.scoring.sets") },
                  { value: "goals", label: t("gameTypes.scoring.goals") },
                ],
              },
              {
                name: "status",
                label: t("gameTypes.fields.status"),
                options: [
                  { value: "active", label: t("gameTypes.active") },
                  { value: "inactive", label: t("gameTypes.inactive") },
                ],
              },
            ]}
          />
        }
      >
        <DataTable caption={loaderData.title} columns={columns} rows={loaderData.rows} rowKey={(gameType) => gameType.id} sort={loaderData.sort} direction={loaderData.direction} />
      </ListPage>
      <ConfirmRemoval target={loaderData.confirming} />
    </>
  );
}
