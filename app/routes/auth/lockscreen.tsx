import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { authenticate } from "~/auth/login.server";
import { getSession, homeFor, safeRedirect } from "~/auth/session.server";
import { useEmptyPasswordsAfter } from "~/components/backoffice/hooks";
import { Field, useErrorText } from "~/components/forms";
import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { setSessionLocked } from "~/models/accounts/session.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/lockscreen";

const unlockSchema = z.object({
  intent: z.literal("unlock"),
  password: z.string({ error: "validation.required" }).max(1000, { error: "validation.tooLong?max=1000" }),
  redirectTo: z.string().max(2000).optional(),
});

/** The lock screen's own address (boxed or cover), where locking comes back to. */
function lockScreenPath(request: Request) {
  return new URL(request.url).pathname.replace(/\.data$/, "");
}

/** The signed-in browser's session, locked or not; anyone else belongs on the login page. */
function requireSession(context: Route.LoaderArgs["context"]) {
  const session = getSession(context);
  if (!session) throw redirect("/auth/login");
  return session;
}

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

// A refusal's Retry-After reaches the page's response too, not only its data.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const session = requireSession(context);
  const { name, email, role } = session.user;
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    title: translator(context)("auth.lock.title"),
    locked: session.locked,
    user: { name, email, role },
    redirectTo: safeRedirect(redirectTo, homeFor(session.user)),
  };
}

/**
 * Locking and unlocking are posts: locking marks the session (it stays, but no
 * back-office page answers it); unlocking needs the user's password, throttled like
 * a login, and returns to the page the user was on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireSession(context);
  const t = translator(context);
  const formData = await request.formData();
  const back = safeRedirect(formData.get("redirectTo"), homeFor(session.user));

  if (formData.get("intent") === "lock") {
    setSessionLocked(session.id, true);
    return redirect(`${lockScreenPath(request)}?redirectTo=${encodeURIComponent(back)}`);
  }

  const submission = parseWithZod(formData, { schema: unlockSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const outcome = await authenticate({ email: session.user.email, password: submission.value.password, ip: context.get(requestMetaContext).ip });
  if (!outcome.ok) {
    const throttled = outcome.reason === "throttled";
    const error = throttled ? `auth.login.throttled?minutes=${Math.ceil(outcome.retryAfter / 60)}` : "auth.lock.wrongPassword";
    return data(
      { result: submission.reply({ fieldErrors: { password: [error] }, hideFields: ["password"] }) },
      { status: throttled ? 429 : 401, headers: throttled ? { "Retry-After": String(outcome.retryAfter) } : undefined },
    );
  }
  setSessionLocked(session.id, false);
  return redirectWithToast(back, { type: "success", message: t("auth.lock.unlocked", { name: session.user.name }) });
}

export default function LockScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, locked, redirectTo } = loaderData;
  return (
    <>
      <div className="mb-7 flex items-center gap-4">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-primary text-2xl font-bold text-white" aria-hidden="true">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-primary-dark dark:text-[#8fa3f7]">{locked ? t("auth.lock.heading") : t("auth.lock.lockHeading")}</h1>
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-sm text-muted dark:text-[#aeb4cc]">{user.email}</p>
        </div>
      </div>
      {locked ? <UnlockForm email={user.email} redirectTo={redirectTo} lastResult={actionData?.result} /> : <LockNow redirectTo={redirectTo} />}
      <Form method="post" action="/auth/logout" className="mt-6 text-center text-sm">
        <button type="submit" className="font-semibold text-primary-dark hover:underline dark:text-[#8fa3f7]">
          {t("auth.lock.notYou")}
        </button>
      </Form>
    </>
  );
}

function UnlockForm({ email, redirectTo, lastResult }: { email: string; redirectTo: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "unlock";
  const [form, fields] = useForm({
    id: "unlock",
    lastResult,
    // Checked on submit, then while typing: an error shown on blur would move the button from under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: unlockSchema }),
  });
  useEmptyPasswordsAfter(form.id, lastResult);
  return (
    <>
      <p className="mb-5 text-muted dark:text-[#aeb4cc]">{t("auth.lock.subtitle")}</p>
      {form.errors?.length ? (
        <p role="alert" className="mb-4 rounded-md border border-danger/30 bg-danger/10 px-4 py-3 font-semibold text-[#a52a32] dark:text-[#ff8a91]">
          {errorText(form.errors[0]!)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value="unlock" />
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label={t("auth.lock.password")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password", autoFocus: true }}
          errors={fields.password.errors}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? t("auth.lock.unlocking") : t("auth.lock.submit")}
        </button>
      </Form>
    </>
  );
}

function LockNow({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mb-5 text-muted dark:text-[#aeb4cc]">{t("auth.lock.lockHint")}</p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="lock" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="btn btn-primary w-full">
          {t("auth.lock.lockNow")}
        </button>
        <Link to={redirectTo} className="btn btn-ghost w-full">
          {t("common.back")}
        </Link>
      </Form>
    </>
  );
}
