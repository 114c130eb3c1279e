import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { isRoundFormat } from "~/domain/formats/settings";
import { translator } from "~/i18n/i18next.server";
import { DrawNumberField } from "~/components/backoffice/draw-number-field";
import { useTranslation } from "~/i18n/translation";
import { categoryScreenScope, scopeView } from "~/models/competition/schedule-scope.server";
import { discardLatestRound, discardPreview, planWithdrawal, withdrawEntrant, type DiscardView, type WithdrawalPlan } from "~/models/formats/round-changes.server";
import { freshDrawNumber, needsDrawNumber, planKey, planNextRounds, saveNextRounds, type RoundPlan } from "~/models/formats/round-making.server";
import { findRoundCategory, madeRounds, roundEntrants } from "~/models/formats/round-play.server";
import { saveRoundSettings } from "~/models/formats/round-settings.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { ProblemList } from "../groups/problem-list";
import { ScopePicker } from "../groups/scope-picker";
import type { Route } from "./+types/rounds";
import { MadeRoundCard, PlannedRoundCard } from "./round-cards";
import { DiscardPanel, WithdrawPanel } from "./round-changes";
import { RoundSettingsForm } from "./round-settings-form";
import { readSettingsForm, roundSettingsSchema } from "./round-settings-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

const drawNumber = z.number({ error: "rounds.errors.number" }).int({ error: "rounds.errors.number" }).optional();
const roundsSchema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("preview"), drawNumber }), z.object({ intent: z.literal("save"), drawNumber, plan: z.string().max(200_000) })]);

/** The category's entrants by id, for the plan and the rounds to name them. */
function namesOf(categoryId: number) {
  return Object.fromEntries(roundEntrants(categoryId).map((entrant) => [entrant.id, entrant.name]));
}

export function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { scope, category } = categoryScreenScope(request, context);
  const rounds = category && isRoundFormat(category.format) ? findRoundCategory(category.id) : null;
  const made = rounds ? madeRounds(rounds.id) : [];
  const next = rounds ? planNextRounds(rounds.id, null) : null;
  return {
    title: t("rounds.title"),
    ...scopeView(scope, t),
    categoryId: category?.id ?? null,
    rounds,
    made: [...made].reverse(),
    /** Why no next round can be made now (a draw number aside), or null. */
    blocked: next && !next.ok && !next.problems.every((p) => p.startsWith("rounds.errors.badNumber")) ? next.problems : null,
    drawn: rounds ? needsDrawNumber(rounds, made.length) : false,
    drawNumber: freshDrawNumber(),
    names: rounds ? namesOf(rounds.id) : {},
    /** Matches still to play with no court or time (rounds just made, or made again after a withdrawal): the event plan places them. */
    unplanned: made.flatMap((round) => round.matches).filter((match) => match.status === "scheduled" && (match.court === null || match.scheduledAt === null)).length,
    entrants: rounds ? roundEntrants(rounds.id).map(({ id, name }) => ({ id, name })) : [],
  };
}

/** What an answer of the page's action holds: each form's reply or preview, the others empty. */
type Answer = {
  settings: SubmissionResult<string[]> | null;
  round: SubmissionResult<string[]> | null;
  plan: (RoundPlan & { key: string }) | null;
  discard: { preview: DiscardView | null; problems: string[] } | null;
  withdraw: { preview: (WithdrawalPlan & { key: string }) | null; problems: string[] } | null;
};
const answer = (fields: Partial<Answer>, status = 200) => data<Answer>({ settings: null, round: null, plan: null, discard: null, withdraw: null, ...fields }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, scope, category } = categoryScreenScope(request, context);
  const rounds = scope.event && category ? findRoundCategory(category.id) : null;
  if (!scope.event || !category) throw data(null, { status: 404 });
  // A category of groups or a knockout has no rounds to make: the page says so (rounds.notRoundFormat), and nothing is written.
  if (!rounds) return answer({}, 409);
  const form = await request.formData();
  const back = `/list-schedule/rounds?event=${scope.event.id}&category=${category.id}`;
  const intent = form.get("intent");
  if (intent === "settings") {
    const submission = parseWithZod(form, { schema: roundSettingsSchema });
    if (submission.status !== "success") return answer({ settings: submission.reply() }, 400);
    const saved = saveRoundSettings(category.id, readSettingsForm(submission.value), me.id);
    if (saved.ok) return redirectWithToast(back, { type: "success", message: t("rounds.settings.saved") });
    return answer({ settings: submission.reply({ formErrors: saved.problems }) }, 400);
  }
  if (intent === "discardPreview" || intent === "discard") {
    if (intent === "discard") {
      const discarded = discardLatestRound(category.id, Number(form.get("round")), me.id);
      if (discarded.ok) return redirectWithToast(back, { type: "success", message: t("rounds.discard.done", { round: discarded.round }) });
      return answer({ discard: { preview: null, problems: discarded.problems } }, 409);
    }
    const preview = discardPreview(category.id);
    return preview.ok ? answer({ discard: { preview: preview.discard, problems: [] } }) : answer({ discard: { preview: null, problems: preview.problems } }, 409);
  }
  if (intent === "withdrawPreview" || intent === "withdraw") {
    const entrant = Number(form.get("entrant"));
    if (intent === "withdraw") {
      const withdrawn = withdrawEntrant(category.id, entrant, String(form.get("plan") ?? "").slice(0, 200_000), me.id);
      if (withdrawn.ok) return redirectWithToast(back, { type: "success", message: t("rounds.withdraw.done", { name: withdrawn.name }) });
      // Out of date (a result or a round saved meanwhile): staff see why, and the withdrawal as it is now.
      const again = planWithdrawal(category.id, entrant);
      return answer({ withdraw: { preview: again.ok ? { key: planKey(again.plan), ...again.plan } : null, problems: withdrawn.problems } }, 409);
    }
    const planned = planWithdrawal(category.id, entrant);
    return planned.ok ? answer({ withdraw: { preview: { key: planKey(planned.plan), ...planned.plan }, problems: [] } }) : answer({ withdraw: { preview: null, problems: planned.problems } }, 400);
  }
  const submission = parseWithZod(form, { schema: roundsSchema });
  if (submission.status !== "success") return answer({ round: submission.reply() }, 400);
  const value = submission.value;
  const number = value.drawNumber ?? null;
  if (value.intent === "save") {
    const saved = saveNextRounds(category.id, number, value.plan, me.id);
    if (saved.ok) return redirectWithToast(back, { type: "success", message: t("rounds.next.saved", { rounds: saved.rounds.join(", ") }) });
    // The preview is out of date (or the rules refuse it now): staff see why, and the plan as it is now.
    const again = planNextRounds(category.id, number);
    return answer({ round: submission.reply({ formErrors: saved.problems }), plan: again.ok ? { key: planKey(again.plan), ...again.plan } : null }, 409);
  }
  const planned = planNextRounds(category.id, number);
  if (!planned.ok) return answer({ round: submission.reply({ formErrors: planned.problems }) }, 400);
  return answer({ round: submission.reply(), plan: { key: planKey(planned.plan), ...planned.plan } });
}

export default function RoundsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { event, categoryId, rounds, names } = loaderData;
  const busy = navigation.state !== "idle";
  const header = (
    <>
      <Link to={event && categoryId ? `/list-schedule?event=${event.id}&category=${categoryId}` : "/list-schedule"} className="back-link">
        ← {t("scheduleAdmin.title")}
      </Link>
      <h1 className="mt-1 mb-4 text-xl font-bold">{loaderData.title}</h1>
      {event ? <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} /> : null}
    </>
  );
  if (!event || categoryId === null || !rounds) {
    return (
      <section className="panel">
        {header}
        <p className="text-muted">{t(!event ? "groupsAdmin.noEvents" : categoryId === null ? "groupsAdmin.noCategories" : "rounds.notRoundFormat")}</p>
      </section>
    );
  }
  const plan = actionData?.plan ?? null;
  const typedNumber = actionData?.round?.initialValue?.drawNumber;
  const roundErrors = [...(actionData?.round?.error?.[""] ?? []), ...(actionData?.round?.error?.drawNumber ?? [])];
  const nameOf = (id: number) => names[id] ?? `#${id}`;
  return (
    <section className="space-y-5">
      <div className="panel">
        {header}
        <p className="text-muted">{t(`rounds.about.${rounds.format}`)}</p>
        {loaderData.unplanned > 0 ? (
          <p className="mt-3 rounded-md border border-warning/40 bg-warning/10 px-3 py-2" data-unplanned>
            {t("rounds.unplanned", { number: loaderData.unplanned })}{" "}
            <Link to={`/plan-event?event=${event.id}`} className="font-semibold underline">
              {t("rounds.openPlan")}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="panel">
        <h2 className="mb-3 text-lg font-semibold">{t(rounds.format === "americano" ? "rounds.next.titleAll" : "rounds.next.title")}</h2>
        {loaderData.blocked ? (
          <ProblemList id="rounds-blocked" problems={loaderData.blocked} />
        ) : (
          <>
            <ProblemList id="rounds-error" problems={roundErrors} />
            <Form method="post" className="flex flex-wrap items-end gap-3">
              {loaderData.drawn ? (
                <DrawNumberField
                  label={t("rounds.next.drawNumber")}
                  hint={t("rounds.next.drawHint")}
                  required
                  defaultValue={typeof typedNumber === "string" ? typedNumber : String(plan?.drawNumber ?? loaderData.drawNumber)}
                />
              ) : null}
              <button type="submit" name="intent" value="preview" className="btn btn-outline min-h-11" disabled={busy}>
                {t("rounds.next.preview")}
              </button>
            </Form>
          </>
        )}
        {plan ? (
          <section className="mt-5 space-y-3" aria-labelledby="plan-title">
            <h3 id="plan-title" className="font-semibold">
              {t("rounds.next.previewTitle")}
              {plan.drawNumber !== null ? ` · ${t("rounds.made.drawNumber", { number: plan.drawNumber })}` : null}
            </h3>
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {plan.rounds.map((round) => (
                <PlannedRoundCard key={round.round} round={round} nameOf={nameOf} swiss={rounds.format === "swiss"} />
              ))}
            </div>
            <Form method="post">
              <input type="hidden" name="plan" value={plan.key} />
              {plan.drawNumber !== null ? <input type="hidden" name="drawNumber" value={plan.drawNumber} /> : null}
              <button type="submit" name="intent" value="save" className="btn btn-primary min-h-11" disabled={busy}>
                {t(plan.rounds.length > 1 ? "rounds.next.saveAll" : "rounds.next.save")}
              </button>
            </Form>
          </section>
        ) : null}
      </div>
      <div className="panel">
        <h2 className="mb-3 text-lg font-semibold">{t("rounds.made.title")}</h2>
        {rounds.format === "swiss" ? <p className="mb-3 text-sm text-muted">{t("rounds.swissCorrection")}</p> : null}
        {loaderData.made.length === 0 ? (
          <p className="text-muted">{t("rounds.made.none")}</p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {loaderData.made.map((round) => (
              <MadeRoundCard key={round.round} round={round} swiss={rounds.format === "swiss"} />
            ))}
          </div>
        )}
      </div>
      {loaderData.made.length ? (
        <DiscardPanel
          first={rounds.format === "americano" ? loaderData.made.at(-1)!.round : loaderData.made[0]!.round}
          latest={loaderData.made[0]!.round}
          preview={actionData?.discard?.preview ?? null}
          problems={actionData?.discard?.problems ?? []}
          busy={busy}
        />
      ) : null}
      {loaderData.made.length && loaderData.entrants.length ? (
        <WithdrawPanel
          entrants={loaderData.entrants}
          swiss={rounds.format === "swiss"}
          preview={actionData?.withdraw?.preview ?? null}
          problems={actionData?.withdraw?.problems ?? []}
          nameOf={nameOf}
          busy={busy}
        />
      ) : null}
      <RoundSettingsForm key={categoryId} category={rounds} result={actionData?.settings ?? null} />
    </section>
  );
}
