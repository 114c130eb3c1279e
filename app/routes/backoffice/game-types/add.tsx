import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { saveGameType } from "~/models/master-data/game-type.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { GameTypeForm, newGameType } from "./game-type-form";
import { gameTypeInput, gameTypeSchema } from "./game-type-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return { title: translator(context)("pages.addGameType") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: gameTypeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveGameType(gameTypeInput(submission.value), me.id);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-gametype", { type: "success", message: translator(context)("list.created", { name: result.gameType.name }) });
}

export default function AddGameType({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <GameTypeForm mode="add" lastResult={actionData?.result} defaults={newGameType} />
    </section>
  );
}
