import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { MasterDataErrorBoundary } from "~/components/list/master-data";
import { findGameType, saveGameType } from "~/models/master-data/game-type.server";
import { lockedFor, MASTER_IN_USE } from "~/models/master-data/master-use.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { masterDataLocked, refuseLockedEdit } from "../master-data.server";
import type { Route } from "./+types/edit";
import { GameTypeForm } from "./game-type-form";
import { gameTypeInput, gameTypeSchema } from "./game-type-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

function gameTypeId(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const gameType = findGameType(gameTypeId(params));
  if (!gameType) throw data(null, { status: 404 });
  if (lockedFor(me.role, "gameType", [gameType.id]).has(gameType.id)) throw masterDataLocked(context, gameType.name);
  // The form's values: every column but the row's own timestamps.
  const { createdAt, updatedAt, ...values } = gameType;
  return { title: translator(context)("pages.editGameType"), gameType: values };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: gameTypeSchema });
  const current = findGameType(gameTypeId(params));
  if (!current) throw data(null, { status: 404 });
  if (lockedFor(me.role, "gameType", [current.id]).has(current.id)) return refuseLockedEdit(submission, current.name);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveGameType(gameTypeInput(submission.value), me.id, current.id);
  if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
  if (!result.ok && result.error === MASTER_IN_USE) return refuseLockedEdit(submission, current.name);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-gametype", { type: "success", message: translator(context)("list.saved", { name: result.gameType.name }) });
}

export default function EditGameType({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <GameTypeForm key={loaderData.gameType.id} mode="edit" lastResult={actionData?.result} defaults={loaderData.gameType} />
    </section>
  );
}

export function ErrorBoundary() {
  return <MasterDataErrorBoundary listTo="/list-gametype" />;
}
