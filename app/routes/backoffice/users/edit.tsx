import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { issuePasswordResetLink } from "~/auth/password-reset.server";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { assignableEvents, findManagedUser, updateManagedUser } from "~/models/accounts/user-admin.server";
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
  const form = await request.formData();
  if (form.get("intent") === "resetLink") {
    const issued = await issuePasswordResetLink(id, me.id, new URL(request.url).origin);
    if (!issued) return data({ resetLink: null, resetLinkError: t("users.resetLink.inactive") }, { status: 400 });
    return { resetLink: issued.link, resetLinkError: null };
  }
  const submission = parseWithZod(form, { schema: editUserSchema });
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
    <div className="space-y-5">
      <section className="panel">
        <h1 className="mb-6 text-xl font-bold">{t("pages.editUser")}</h1>
        <UserForm mode="edit" lastResult={actionData && "result" in actionData ? actionData.result : undefined} defaults={loaderData.user} events={loaderData.events} />
      </section>
      <ResetLinkPanel
        active={loaderData.user.active}
        link={actionData && "resetLink" in actionData ? actionData.resetLink : null}
        error={actionData && "resetLinkError" in actionData ? actionData.resetLinkError : null}
      />
    </div>
  );
}

/**
 * Where mail does not reach the user, an administrator makes the reset link and
 * hands it over: shown once, in a field to select or copy, never stored in the page.
 */
function ResetLinkPanel({ active, link, error }: { active: boolean; link: string | null; error: string | null }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [copiedLink, setCopiedLink] = useState<string | null>(null);
  return (
    <section className="panel" aria-labelledby="reset-link-title">
      <h2 id="reset-link-title" className="mb-2 text-lg font-bold">
        {t("users.resetLink.title")}
      </h2>
      <p className="mb-4 text-muted">{t("users.resetLink.body")}</p>
      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-danger/30 bg-danger/10 px-4 py-3 font-semibold text-[#a52a32] dark:text-[#ff8a91]">
          {error}
        </p>
      ) : null}
      {link ? (
        <div className="mb-4 space-y-2">
          <label htmlFor="reset-link" className="form-label">
            {t("users.resetLink.made")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id="reset-link" readOnly value={link} className="form-input min-w-0 flex-1 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopiedLink(link));
              }}
            >
              {copiedLink === link ? t("users.resetLink.copied") : t("users.resetLink.copy")}
            </button>
          </div>
        </div>
      ) : null}
      {active ? (
        <Form method="post">
          <button type="submit" name="intent" value="resetLink" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {t("users.resetLink.make")}
          </button>
        </Form>
      ) : (
        <p className="text-muted">{t("users.resetLink.inactive")}</p>
      )}
    </section>
  );
}
