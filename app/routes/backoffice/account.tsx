import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { authenticate } from "~/auth/login.server";
import { confirmationMatches, passwordRules } from "~/auth/password-policy";
import { signIn } from "~/auth/session.server";
import { useEmptyPasswordsAfter } from "~/components/backoffice/hooks";
import { ErrorList, Field } from "~/components/forms";
import { requestMetaContext } from "~/context";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { changeAccountPassword, findAccount, updateAccountProfile } from "~/models/accounts/account.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { titled } from "~/utils/meta";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import type { Route } from "./+types/account";

const emailField = z
  .string({ error: "validation.required" })
  .trim()
  .max(254, { error: "validation.tooLong?max=254" })
  .pipe(z.email({ error: "validation.email" }));

/** Name and e-mail; changing the e-mail needs the current password (checked on the server). */
function profileSchema(currentEmail: string) {
  return z
    .object({
      intent: z.literal("profile"),
      name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong?max=100" }),
      email: emailField,
      currentPassword: z.string().max(1000, { error: "validation.tooLong?max=1000" }).optional(),
    })
    .superRefine((value, context) => {
      if (value.email.toLowerCase() !== currentEmail && !value.currentPassword) {
        context.addIssue({ code: "custom", path: ["currentPassword"], message: "account.currentPasswordRequired" });
      }
    });
}

const passwordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ error: "account.currentPasswordRequired" }).max(1000, { error: "validation.tooLong?max=1000" }),
    password: passwordRules,
    confirmPassword: z.string({ error: "validation.required" }),
  })
  .superRefine(confirmationMatches());

const secretFields = ["currentPassword", "password", "confirmPassword"];

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

// A refusal's Retry-After reaches the page's response too, not only its data.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const account = findAccount(user.id)!;
  const lastLogin = account.lastLoginAt ? new Intl.DateTimeFormat(getLocale(context), { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Jakarta" }).format(account.lastLoginAt) : null;
  return {
    title: translator(context)("account.title"),
    account: { name: account.name, email: account.email, role: account.role, version: account.updatedAt.getTime() },
    lastLogin,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const t = translator(context);
  const formData = await request.formData();
  const intent = formData.get("intent") === "password" ? "password" : "profile";
  const submission = parseWithZod(formData, { schema: intent === "password" ? passwordSchema : profileSchema(user.email) });
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  }
  const value = submission.value;

  const needsPassword = value.intent === "password" || value.email.toLowerCase() !== user.email;
  if (needsPassword) {
    const check = await confirmIdentity(user, value.currentPassword ?? "", context.get(requestMetaContext).ip);
    if (check) return data({ intent, result: submission.reply({ fieldErrors: { currentPassword: [check.error] }, hideFields: secretFields }) }, { status: check.status, headers: check.headers });
  }

  if (value.intent === "password") {
    await changeAccountPassword(user.id, value.password);
    return signInWithToast(request, context, user, { type: "success", message: t("account.passwordSaved") });
  }
  const outcome = updateAccountProfile(user.id, value);
  if (!outcome.ok) {
    return data({ intent, result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.error] }, hideFields: secretFields }) }, { status: 400 });
  }
  return redirectWithToast("/account", { type: "success", message: t("account.profileSaved") });
}

/** The current password, checked with the login's throttling so a left-open browser cannot be used to guess it. */
async function confirmIdentity(user: SessionUser, password: string, ip: string) {
  const outcome = await authenticate({ email: user.email, password, ip });
  if (outcome.ok) return null;
  if (outcome.reason === "throttled") {
    return { status: 429, error: `auth.login.throttled?minutes=${Math.ceil(outcome.retryAfter / 60)}`, headers: { "Retry-After": String(outcome.retryAfter) } };
  }
  return { status: 400, error: "account.currentPasswordWrong" };
}

/** After a password change every session is gone: this browser gets a new one, and the toast rides along. */
async function signInWithToast(request: Request, context: Route.ActionArgs["context"], user: SessionUser, toast: Toast) {
  try {
    await signIn(request, context, user, "/account");
  } catch (response) {
    if (response instanceof Response) return redirectWithToast("/account", toast, { headers: response.headers });
    throw response;
  }
  throw new Error("signIn always answers a redirect");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, lastLogin } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("account.heading")}</h1>
        <p className="mt-1 text-muted dark:text-[#aeb4cc]">{t("account.subtitle")}</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[20rem_1fr]">
        <aside className="panel h-fit text-center" aria-label={t("account.summary")}>
          <span className="mx-auto grid size-20 place-items-center rounded-full bg-primary text-3xl font-bold text-white" aria-hidden="true">
            {account.name.slice(0, 1).toUpperCase()}
          </span>
          <p className="mt-4 text-lg font-bold">{account.name}</p>
          <p className="break-all text-muted dark:text-[#aeb4cc]">{account.email}</p>
          <p className="mt-3">
            <span className="badge badge-success">{t(`roles.${account.role}`)}</span>
          </p>
          {lastLogin ? <p className="mt-4 text-xs text-muted dark:text-[#aeb4cc]">{t("account.lastLogin", { when: lastLogin })}</p> : null}
        </aside>
        <div className="space-y-6">
          <ProfileForm key={`profile-${account.version}`} account={account} lastResult={actionData?.intent === "profile" ? actionData.result : undefined} />
          <PasswordForm key={`password-${account.version}`} email={account.email} lastResult={actionData?.intent === "password" ? actionData.result : undefined} />
        </div>
      </div>
    </div>
  );
}

type Result = SubmissionResult<string[]> | undefined;

function ProfileForm({ account, lastResult }: { account: { name: string; email: string }; lastResult: Result }) {
  const { t } = useTranslation();
  const busy = useBusy("profile");
  const schema = profileSchema(account.email);
  const [form, fields] = useForm({
    id: "account-profile",
    lastResult,
    defaultValue: { name: account.name, email: account.email },
    // Checked on submit, then while typing: an error shown on blur would move the button from under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useEmptyPasswordsAfter(form.id, lastResult);
  return (
    <section className="panel" aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className="text-lg font-bold">
        {t("account.profile.title")}
      </h2>
      <p className="mb-5 text-muted dark:text-[#aeb4cc]">{t("account.profile.hint")}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-5 md:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label={t("account.fields.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }} errors={fields.name.errors} />
        <Field label={t("account.fields.email")} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} errors={fields.email.errors} />
        <div className="md:col-span-2">
          <Field
            label={t("account.fields.currentPassword")}
            hint={t("account.profile.passwordHint")}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.currentPassword.errors}
          />
        </div>
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("account.saving") : t("account.profile.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function PasswordForm({ email, lastResult }: { email: string; lastResult: Result }) {
  const { t } = useTranslation();
  const busy = useBusy("password");
  const [form, fields] = useForm({
    id: "account-password",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordSchema }),
  });
  useEmptyPasswordsAfter(form.id, lastResult);
  return (
    <section className="panel" aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="text-lg font-bold">
        {t("account.password.title")}
      </h2>
      <p className="mb-5 text-muted dark:text-[#aeb4cc]">{t("account.password.hint")}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-5 md:grid-cols-2">
        <input type="hidden" name="intent" value="password" />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="md:col-span-2">
          <Field
            label={t("account.fields.currentPassword")}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
            errors={fields.currentPassword.errors}
          />
        </div>
        <Field
          label={t("account.fields.newPassword")}
          hint={t("auth.password.rules")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
        />
        <Field
          label={t("account.fields.confirmPassword")}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
        />
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("account.saving") : t("account.password.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
