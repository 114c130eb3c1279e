import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { gameTypeChoices } from "~/models/master-data/game-type.server";
import { nextStatisticOrder, saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { MatchStatisticForm } from "./match-statistic-form";
import { matchStatisticSchema } from "./match-statistic-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  // A list filtered to one game type starts the new statistic there, at the end of its order.
  const typed = Number(new URL(request.url).searchParams.get("gameType"));
  const gameTypes = gameTypeChoices();
  const gameTypeId = gameTypes.some((g) => g.id === typed) ? typed : null;
  return {
    title: translator(context)("pages.addMatchStatistic"),
    gameTypes,
    defaults: { name: "", key: "", gameTypeId: gameTypeId ? String(gameTypeId) : "", sortOrder: nextStatisticOrder(gameTypeId) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: matchStatisticSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveMatchStatistic({ ...submission.value, gameTypeId: submission.value.gameTypeId ?? null }, me.id);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-match-statistics", { type: "success", message: translator(context)("list.created", { name: result.statistic.name }) });
}

export default function AddMatchStatistic({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <MatchStatisticForm mode="add" lastResult={actionData?.result} defaults={loaderData.defaults} gameTypes={loaderData.gameTypes} />
    </section>
  );
}
