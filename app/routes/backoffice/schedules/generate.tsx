import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { planRoundRobin, saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { isRoundFormat } from "~/domain/formats/settings";
import { categoryScreenScope, scopeView } from "~/models/competition/schedule-scope.server";
import { scheduleOverview } from "~/models/competition/schedule.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { NothingInScope, ScopePicker } from "../groups/scope-picker";
import type { Route } from "./+types/generate";
import { PlanPanel } from "./plan-preview";
import { planView } from "./plan-view.server";
import { SlotFields, SlotHidden, slotValues } from "./slot-fields";
import { slotFields } from "./slot-schema";
import { dayOptions, slotDefaults, slotSettings } from "./slot-settings.server";
import { ProblemList } from "../groups/problem-list";
import { MadeElsewhere } from "./made-elsewhere";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

const generateSchema = z.object({
  intent: z.enum(["preview", "save"]),
  /** Empty: every group of the category. */
  groupId: z.number().int().positive().optional(),
  ...slotFields,
});

export function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { scope, category, search } = categoryScreenScope(request, context);
  const event = scope.event;
  const dates = event ? eventDateFormat(getLocale(context), event.timezone) : null;
  // A category that plays in rounds has no groups to schedule: the page says where its matches are made.
  const refused = category && isRoundFormat(category.format) ? t("rounds.errors.madeOnRoundsPage") : null;
  return {
    title: t("scheduleAdmin.generate.title"),
    ...scopeView(scope, t),
    refused,
    categoryId: category?.id ?? null,
    groups: category && !refused ? scheduleOverview(category).groups : [],
    groupId: search.get("group") ?? "",
    days: event && dates ? dayOptions(event, dates) : [],
    defaults: event ? slotDefaults(event) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, scope, category } = categoryScreenScope(request, context);
  const event = scope.event;
  if (!event || !category) throw data(null, { status: 404 });
  if (isRoundFormat(category.format)) return data({ result: null, plan: null }, { status: 409 });
  const submission = parseWithZod(await request.formData(), { schema: generateSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), plan: null }, { status: 400 });
  const { intent, groupId, ...form } = submission.value;
  const settings = slotSettings(form);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  if (intent === "preview") {
    const plan = await planRoundRobin(event, category, groupId ?? null, settings);
    return { result: submission.reply(), plan: planView(plan, dates, t) };
  }
  const saved = await saveRoundRobin(event, category, groupId ?? null, settings, me.id);
  if (!saved.ok) {
    // The plan as it stands now, with why the save was refused above it.
    const plan = await planRoundRobin(event, category, groupId ?? null, settings);
    return data({ result: submission.reply(), plan: planView({ ...plan, problems: [...new Set([...saved.problems, ...plan.problems])] }, dates, t) }, { status: 400 });
  }
  return redirectWithToast(`/list-schedule?event=${event.id}&category=${category.id}${groupId ? `&group=${groupId}` : ""}`, {
    type: "success",
    message: t("scheduleAdmin.generate.saved", { count: saved.count }),
  });
}

export default function GenerateSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { event, categoryId, groups, defaults } = loaderData;
  if (event && categoryId !== null && loaderData.refused) {
    return <MadeElsewhere title={loaderData.title} message={loaderData.refused} scope={{ events: loaderData.events, eventId: event.id, categories: loaderData.categories, categoryId }} />;
  }
  if (!event || categoryId === null || !defaults) {
    return <NothingInScope title={loaderData.title} hasEvent={Boolean(event)} />;
  }
  const typed = actionData?.result?.initialValue as Record<string, unknown> | undefined;
  const values = slotValues(typed, defaults);
  const chosenGroup = typed ? String(typed.groupId ?? "") : loaderData.groupId;
  const errors = actionData?.result?.error ?? {};
  const plan = actionData?.plan ?? null;
  const back = `/list-schedule?event=${event.id}&category=${categoryId}`;
  return (
    <section className="space-y-5">
      <div className="panel">
        <Link to={back} className="back-link">
          ← {t("scheduleAdmin.title")}
        </Link>
        <h1 className="mt-1 mb-4 text-xl font-bold">{loaderData.title}</h1>
        <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} />
        {groups.length === 0 ? (
          <p className="rounded-md bg-warning/10 p-3">
            {t("scheduleAdmin.generate.noGroups")}{" "}
            <Link to={`/list-group/draw?event=${event.id}&category=${categoryId}`} className="font-semibold text-primary hover:underline">
              {t("groupsAdmin.draw.open")}
            </Link>
          </p>
        ) : (
          <Form method="post" className="space-y-4" key={categoryId}>
            <p className="text-muted">{t("scheduleAdmin.generate.intro")}</p>
            <ProblemList id="generate-error" problems={errors[""]} />
            <div className="max-w-sm">
              <label htmlFor="generate-group" className="form-label">
                {t("scheduleAdmin.generate.scope")}
              </label>
              <select id="generate-group" name="groupId" defaultValue={chosenGroup} className="form-input">
                <option value="">{t("scheduleAdmin.generate.allGroups")}</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {t("groupsAdmin.groupName", { name: group.name })}
                    {group.total ? ` (${t("scheduleAdmin.generate.hasSchedule")})` : ""}
                  </option>
                ))}
              </select>
            </div>
            <SlotFields idPrefix="generate" days={loaderData.days} values={values} errors={errors} />
            <button type="submit" name="intent" value="preview" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {t("scheduleAdmin.preview.show")}
            </button>
          </Form>
        )}
      </div>
      {plan ? (
        <PlanPanel plan={plan} title={t("scheduleAdmin.preview.title")} saveLabel={t("scheduleAdmin.generate.save", { count: plan.rows.length })}>
          <input type="hidden" name="groupId" value={chosenGroup} />
          <SlotHidden values={values} />
        </PlanPanel>
      ) : null}
    </section>
  );
}
