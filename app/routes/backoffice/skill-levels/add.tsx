import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { countSkillLevels, saveSkillLevel } from "~/models/master-data/skill-level.server";
import { defaultSkillColor } from "~/utils/contrast";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { SkillLevelForm } from "./skill-level-form";
import { skillLevelSchema } from "./skill-level-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return { title: translator(context)("pages.addSkillLevel"), position: countSkillLevels() + 1 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: skillLevelSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = saveSkillLevel(submission.value, me.id);
  if (!result.ok) return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] } }) }, { status: 400 });
  return redirectWithToast("/list-skilllevel", { type: "success", message: translator(context)("list.created", { name: result.skillLevel.name }) });
}

export default function AddSkillLevel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{loaderData.title}</h1>
      <SkillLevelForm mode="add" lastResult={actionData?.result} defaults={{ name: "", color: defaultSkillColor, position: loaderData.position }} storedColor={defaultSkillColor} />
    </section>
  );
}
