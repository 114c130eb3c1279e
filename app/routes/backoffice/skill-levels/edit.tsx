import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { MasterDataErrorBoundary } from "~/components/list/master-data";
import { lockedFor, MASTER_IN_USE } from "~/models/master-data/master-use.server";
import { findSkillLevel, saveSkillLevel } from "~/models/master-data/skill-level.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { masterDataLocked, refuseLockedEdit } from "../master-data.server";
import type { Route } from "./+types/edit";
import { SkillLevelForm } from "./skill-level-form";
import { skillLevelSchema } from "./skill-level-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

function skillLevelId(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const level = findSkillLevel(skillLevelId(params));
  if (!level) throw data(null, { status: 404 });
  if (lockedFor(me.role, "skillLevel", [level.id]).has(level.id)) throw masterDataLocked(context, level.name);
  return { title: translator(context)("pages.editSkillLevel"), level: { id: level.id, name: level.name, color: level.color, position: level.sortOrder } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: skillLevelSchema });
  const current = findSkillLevel(skillLevelId(params));
  if (!current) throw data(null, { status: 404 });
  if (lockedFor(me.role, "skillLevel", [current.id]).has(current.id)) return refuseLockedEdit(submission, current.name);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveSkillLevel(submission.value, me.id, current.id);
  if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
  if (!result.ok && result.error === MASTER_IN_USE) return refuseLockedEdit(submission, current.name);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-skilllevel", { type: "success", message: translator(context)("list.saved", { name: result.skillLevel.name }) });
}

export default function EditSkillLevel({ loaderData, actionData }: Route.ComponentProps) {
  const { level } = loaderData;
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <SkillLevelForm key={level.id} mode="edit" lastResult={actionData?.result} defaults={level} storedColor={level.color} />
    </section>
  );
}

export function ErrorBoundary() {
  return <MasterDataErrorBoundary listTo="/list-skilllevel" />;
}
