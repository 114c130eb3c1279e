import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { assignableEvents, findManagedUser, updateManagedUser } from "~/models/user-admin.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";
import { UserForm } from "./user-form";
import { editUserSchema } from "./user-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

function userId(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export function loader({ params, context }: Route.LoaderArgs) {
  const user = findManagedUser(userId(params));
  if (!user) throw data(null, { status: 404 });
  return {
    title: translator(context)("pages.editUser"),
    user: { id: user.id, name: user.name, email: user.email, role: user.role, active: user.active, eventIds: user.eventIds },
    events: assignableEvents(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const t = translator(context);
  const id = userId(params);
  const submission = parseWithZod(await request.formData(), { schema: editUserSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "passwordConfirm"] }) }, { status: 400 });
  }
  const { passwordConfirm: _, ...input } = submission.value;
  const result = await updateManagedUser(id, input, me.id);
  if (!result.ok && result.error === "missing") throw data(null, { status: 404 });
  if (!result.ok) {
    const errors = result.field ? { fieldErrors: { [result.field]: [result.error] } } : { formErrors: [result.error] };
    return data({ result: submission.reply({ ...errors, hideFields: ["password", "passwordConfirm"] }) }, { status: 400 });
  }
  return redirectWithToast("/list-user", { type: "success", message: t("list.saved", { name: input.name }) });
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{t("pages.editUser")}</h1>
      <UserForm mode="edit" lastResult={actionData?.result} defaults={loaderData.user} events={loaderData.events} />
    </section>
  );
}
