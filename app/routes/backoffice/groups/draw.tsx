import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { DrawNumberField } from "~/components/backoffice/draw-number-field";
import { ErrorList } from "~/components/forms";
import { maxDrawNumber } from "~/domain/draw";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { drawSetting, planDraw, proposeDrawNumber, saveDraw, suggestedGroupCount } from "~/models/competition/group-draw.server";
import { categoryScreenScope, scopeView } from "~/models/competition/schedule-scope.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/draw";
import { NothingInScope, ScopePicker } from "./scope-picker";
import { ProblemList } from "./problem-list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

const drawSchema = z.object({
  intent: z.enum(["preview", "save"]),
  groupCount: z
    .number({ error: "groupsAdmin.errors.groupCount" })
    .int({ error: "groupsAdmin.errors.groupCount" })
    .min(1, { error: "groupsAdmin.errors.groupCount" })
    .max(26, { error: "groupsAdmin.errors.groupCount" }),
  drawNumber: z
    .number({ error: "groupsAdmin.errors.drawNumber" })
    .int({ error: "groupsAdmin.errors.drawNumber" })
    .min(1, { error: "groupsAdmin.errors.drawNumber" })
    .max(maxDrawNumber, { error: "groupsAdmin.errors.drawNumber" }),
  teamIds: z.string().default(""),
});

export function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { scope, category } = categoryScreenScope(request, context);
  const setting = category ? drawSetting(category) : null;
  return {
    title: t("groupsAdmin.draw.title"),
    ...scopeView(scope, t),
    categoryId: category?.id ?? null,
    teams: setting?.teams ?? [],
    blocked: setting?.errors ?? [],
    // A fresh number each time the page opens: staff keep it to repeat the draw, or type an earlier one.
    proposal: { groupCount: suggestedGroupCount(setting?.teams.length ?? 0), drawNumber: proposeDrawNumber() },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, scope, category } = categoryScreenScope(request, context);
  if (!scope.event || !category) throw data(null, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: drawSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), plan: null }, { status: 400 });
  const { intent, groupCount, drawNumber, teamIds } = submission.value;
  if (intent === "preview") {
    const plan = planDraw(category, groupCount, drawNumber);
    if (!plan.ok) return data({ result: submission.reply({ formErrors: plan.errors }), plan: null }, { status: 400 });
    return { result: submission.reply(), plan: { ...plan, groupCount, drawNumber } };
  }
  const saved = saveDraw(category, { groupCount, drawNumber, teamIds }, me.id);
  if (!saved.ok) return data({ result: submission.reply({ formErrors: saved.errors }), plan: null }, { status: 400 });
  return redirectWithToast(`/list-group?event=${scope.event.id}&category=${category.id}`, {
    type: "success",
    message: t("groupsAdmin.draw.saved", { count: saved.groups.length, number: drawNumber }),
  });
}

export default function DrawGroups({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { event, categoryId, teams, blocked, proposal } = loaderData;
  const plan = actionData?.plan ?? null;
  const typed = actionData?.result?.initialValue as { groupCount?: string; drawNumber?: string } | undefined;
  const errors = actionData?.result?.error ?? {};
  if (!event || categoryId === null) {
    return <NothingInScope title={loaderData.title} hasEvent={Boolean(event)} />;
  }
  const listLink = `/list-group?event=${event.id}&category=${categoryId}`;
  return (
    <section className="space-y-5">
      <div className="panel">
        <Link to={listLink} className="back-link">
          ← {t("groupsAdmin.title")}
        </Link>
        <h1 className="mt-1 mb-4 text-xl font-bold">{loaderData.title}</h1>
        <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} />
        {blocked.length ? (
          <ProblemList id="draw-blocked" problems={blocked} />
        ) : (
          <>
            <p className="mb-4 text-muted">{t("groupsAdmin.draw.intro", { count: teams.length })}</p>
            <ProblemList id="draw-error" problems={errors[""]} />
            {/* A preview writes nothing: the page's data is not read again after it. */}
            <Form method="post" defaultShouldRevalidate={false} className="flex flex-wrap items-end gap-3" key={`${categoryId}-${proposal.drawNumber}`}>
              <div>
                <label htmlFor="draw-groups" className="form-label">
                  {t("groupsAdmin.draw.groupCount")}
                </label>
                <input
                  id="draw-groups"
                  name="groupCount"
                  type="number"
                  min={1}
                  max={26}
                  defaultValue={typed?.groupCount ?? plan?.groupCount ?? proposal.groupCount}
                  className="form-input w-28"
                  aria-invalid={errors.groupCount ? true : undefined}
                  aria-describedby={errors.groupCount ? "draw-groups-error" : undefined}
                />
                <ErrorList id="draw-groups-error" errors={errors.groupCount ?? null} />
              </div>
              <DrawNumberField
                label={t("groupsAdmin.draw.number")}
                hint={t("groupsAdmin.draw.numberHint")}
                defaultValue={typed?.drawNumber ?? plan?.drawNumber ?? proposal.drawNumber}
                errors={errors.drawNumber}
              />
              <button type="submit" name="intent" value="preview" className="btn btn-primary" disabled={navigation.state === "submitting"}>
                {t("groupsAdmin.draw.preview")}
              </button>
            </Form>
          </>
        )}
      </div>

      {plan ? (
        <div className="panel" aria-labelledby="draw-result">
          <h2 id="draw-result" className="text-lg font-bold">
            {t("groupsAdmin.draw.result", { number: plan.drawNumber })}
          </h2>
          <p className="mb-4 text-muted">{plan.clubPairs === 0 ? t("groupsAdmin.draw.clubsApart") : t("groupsAdmin.draw.clubPairs", { count: plan.clubPairs })}</p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {plan.groups.map((group) => (
              <section key={group.name} className="rounded-md border border-black/10 p-3 dark:border-white/10" aria-label={t("groupsAdmin.groupName", { name: group.name })}>
                <h3 className="mb-2 font-bold">{t("groupsAdmin.groupName", { name: group.name })}</h3>
                <ol className="list-decimal space-y-1 ps-5">
                  {group.members.map((team) => (
                    <li key={team.id}>
                      {team.name}
                      {team.seed !== null ? <span className="ms-1 text-xs text-muted">[{t("groupsAdmin.seed", { seed: team.seed })}]</span> : null}
                      {team.club ? <span className="ms-1 text-xs text-muted">· {team.club}</span> : null}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
          <Form method="post" className="mt-5 flex flex-wrap gap-3">
            <input type="hidden" name="groupCount" value={plan.groupCount} />
            <input type="hidden" name="drawNumber" value={plan.drawNumber} />
            <input type="hidden" name="teamIds" value={plan.teamIds} />
            <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {t("groupsAdmin.draw.save")}
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
