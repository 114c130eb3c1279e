import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { assignableEvents, createManagedUser } from "~/models/accounts/user-admin.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { UserForm } from "./user-form";
import { createUserSchema } from "./user-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("pages.addUser"), events: assignableEvents() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const submission = parseWithZod(await request.formData(), { schema: createUserSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "passwordConfirm"] }) }, { status: 400 });
  }
  const { passwordConfirm: _, ...input } = submission.value;
  const result = await createManagedUser(input, me.id);
  if (!result.ok) {
    return data({ result: submission.reply({ fieldErrors: { [result.field ?? ""]: [result.error] }, hideFields: ["password", "passwordConfirm"] }) }, { status: 400 });
  }
  return redirectWithToast("/list-user", { type: "success", message: t("list.created", { name: result.user.name }) });
}

export default function AddUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{t("pages.addUser")}</h1>
      <UserForm mode="create" lastResult={actionData?.result} events={loaderData.events} />
    </section>
  );
}
