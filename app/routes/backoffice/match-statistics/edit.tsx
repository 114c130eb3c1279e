import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { MasterDataErrorBoundary } from "~/components/list/master-data";
import { gameTypeChoices } from "~/models/master-data/game-type.server";
import { findMatchStatistic, saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { lockedFor, MASTER_IN_USE } from "~/models/master-data/master-use.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { masterDataLocked, refuseLockedEdit } from "../master-data.server";
import type { Route } from "./+types/edit";
import { MatchStatisticForm } from "./match-statistic-form";
import { matchStatisticSchema } from "./match-statistic-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

function statisticId(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const statistic = findMatchStatistic(statisticId(params));
  if (!statistic) throw data(null, { status: 404 });
  if (lockedFor(me.role, "matchStatistic", [statistic.id]).has(statistic.id)) throw masterDataLocked(context, statistic.name);
  return {
    title: translator(context)("pages.editMatchStatistic"),
    id: statistic.id,
    gameTypes: gameTypeChoices(),
    defaults: { name: statistic.name, key: statistic.key, gameTypeId: statistic.gameTypeId ? String(statistic.gameTypeId) : "", sortOrder: statistic.sortOrder },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: matchStatisticSchema });
  const current = findMatchStatistic(statisticId(params));
  if (!current) throw data(null, { status: 404 });
  if (lockedFor(me.role, "matchStatistic", [current.id]).has(current.id)) return refuseLockedEdit(submission, current.name);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveMatchStatistic({ ...submission.value, gameTypeId: submission.value.gameTypeId ?? null }, me.id, current.id);
  if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
  if (!result.ok && result.error === MASTER_IN_USE) return refuseLockedEdit(submission, current.name);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-match-statistics", { type: "success", message: translator(context)("list.saved", { name: result.statistic.name }) });
}

export default function EditMatchStatistic({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <MatchStatisticForm key={loaderData.id} mode="edit" lastResult={actionData?.result} defaults={loaderData.defaults} gameTypes={loaderData.gameTypes} />
    </section>
  );
}

export function ErrorBoundary() {
  return <MasterDataErrorBoundary listTo="/list-match-statistics" />;
}
