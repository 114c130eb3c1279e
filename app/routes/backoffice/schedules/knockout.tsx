import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { planKnockout, savedKnockout, saveKnockout, type KnockoutTiming } from "~/models/competition/schedule-knockout.server";
import { isRoundFormat } from "~/domain/formats/settings";
import { categoryScreenScope, scopeView } from "~/models/competition/schedule-scope.server";
import { eventDays } from "~/models/competition/schedule-time.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { NothingInScope, ScopePicker } from "../groups/scope-picker";
import type { Route } from "./+types/knockout";
import { PlanPanel, PlanPreview } from "./plan-preview";
import { planView } from "./plan-view.server";
import { SlotFields, SlotHidden, slotValues } from "./slot-fields";
import { slotFields } from "./slot-schema";
import { dayOptions, slotDefaults, slotSettings } from "./slot-settings.server";
import { ProblemList } from "../groups/problem-list";
import { MadeElsewhere } from "./made-elsewhere";
import { groupLinesKinds, eliminationKinds, plateKinds } from "~/domain/bracket/settings";
import { maxDrawNumber } from "~/domain/random";
import { defaultDraw } from "~/models/competition/bracket-draw.server";
import { DrawFields, DrawHidden, DrawLines } from "./draw-fields";
import { drawFieldValues, drawView, type DrawFieldValues } from "./draw-view.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

const intent = z.enum(["preview", "save"]);
/** The draw's settings and number (draw-fields.tsx); a missing choice is the default. */
const drawFields = {
  elimination: z.enum(eliminationKinds).default("single"),
  reset: z.literal("on").optional(),
  plate: z.enum(plateKinds).default("none"),
  groupLines: z.enum(groupLinesKinds).default("fixed"),
  drawNumber: z.coerce
    .number({ message: "groupsAdmin.errors.drawNumber" })
    .int("groupsAdmin.errors.drawNumber")
    .min(1, "groupsAdmin.errors.drawNumber")
    .max(maxDrawNumber, "groupsAdmin.errors.drawNumber"),
};
const knockoutSchema = z.discriminatedUnion("mode", [
  z.object({ intent, mode: z.literal("none"), ...drawFields }),
  z.object({ intent, mode: z.literal("auto"), ...drawFields, ...slotFields }),
  z.object({ intent, mode: z.literal("manual"), ...drawFields, matchMinutes: slotFields.matchMinutes }),
]);

type ManualSlots = Record<string, { day: string; time: string; court: string }>;

/** The hand-typed slot of every bracket match, from fields named "manual:<code>:day|time|court". */
function manualSlots(form: FormData): ManualSlots {
  const slots: ManualSlots = {};
  for (const [name, value] of form.entries()) {
    const field = /^manual:([A-Za-z0-9-]{1,12}):(day|time|court)$/.exec(name);
    if (!field) continue;
    const slot = (slots[field[1]!] ??= { day: "", time: "", court: "" });
    slot[field[2] as "day" | "time" | "court"] = String(value).slice(0, 40);
  }
  return slots;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const { scope, category: chosen } = categoryScreenScope(request, context);
  const event = scope.event;
  // A category that plays in rounds has no bracket to make: the page says where its matches are made.
  const refused = chosen && isRoundFormat(chosen.format) ? t("rounds.errors.madeOnRoundsPage") : null;
  const category = refused ? null : chosen;
  const dates = event ? eventDateFormat(getLocale(context), event.timezone) : null;
  const saved = category ? savedKnockout(category) : null;
  const draw = category ? defaultDraw(category.id) : null;
  const bracket = event && category && dates && draw ? planView(saved ?? (await planKnockout(event, category, { mode: "none" }, dates, draw)), dates, t) : null;
  const days = event ? eventDays(event) : [];
  return {
    title: t("scheduleAdmin.knockout.title"),
    ...scopeView(scope, t),
    refused,
    categoryId: chosen?.id ?? null,
    category: category ? { format: category.format, advancePerGroup: category.advancePerGroup, thirdPlace: category.thirdPlace } : null,
    bracket,
    /** The draw's settings the form starts from, and for a saved bracket the number it was drawn with. */
    draw: draw ? drawFieldValues(draw.settings, draw.drawNumber) : null,
    savedDrawNumber: saved?.drawNumber ?? null,
    /** The bracket is saved already: the page shows it rather than a form to make it. */
    isSaved: saved !== null,
    days: event && dates ? dayOptions(event, dates) : [],
    // The last day of the event suits the knockout rounds best.
    defaults: event ? slotDefaults(event, days.slice(-1)) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context);
  const { me, scope, category } = categoryScreenScope(request, context);
  const event = scope.event;
  if (!event || !category) throw data(null, { status: 404 });
  if (isRoundFormat(category.format)) return data({ result: null, manual: {} as ManualSlots, plan: null, draw: null, drawValues: null }, { status: 409 });
  const form = await request.formData();
  const manual = manualSlots(form);
  const submission = parseWithZod(form, { schema: knockoutSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), manual, plan: null, draw: null, drawValues: null }, { status: 400 });
  const value = submission.value;
  const timing: KnockoutTiming =
    value.mode === "auto" ? { mode: "auto", ...slotSettings(value) } : value.mode === "manual" ? { mode: "manual", matchMinutes: value.matchMinutes, slots: manual } : { mode: "none" };
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const draw = { settings: { elimination: value.elimination, reset: value.reset === "on", plate: value.plate, groupLines: value.groupLines, drawNumber: null }, drawNumber: value.drawNumber };
  if (value.intent === "save") {
    const saved = await saveKnockout(event, category, timing, dates, me.id, draw);
    if (saved.ok) {
      return redirectWithToast(`/list-schedule?event=${event.id}&category=${category.id}`, { type: "success", message: t("scheduleAdmin.knockout.saved", { count: saved.count }) });
    }
    // The plan as it stands now, with why the save was refused above it.
    const plan = await planKnockout(event, category, timing, dates, draw);
    return data(
      {
        result: submission.reply(),
        manual,
        plan: planView({ ...plan, problems: [...new Set([...saved.problems, ...plan.problems])] }, dates, t),
        draw: drawView(plan, t),
        drawValues: drawFieldValues(draw.settings, draw.drawNumber),
      },
      { status: 400 },
    );
  }
  const planned = await planKnockout(event, category, timing, dates, draw);
  const plan = planView(planned, dates, t);
  return data({ result: submission.reply(), manual, plan, draw: drawView(planned, t), drawValues: drawFieldValues(draw.settings, draw.drawNumber) }, { status: 200 });
}

export default function KnockoutSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { event, categoryId, category, bracket, defaults } = loaderData;
  if (event && categoryId !== null && loaderData.refused) {
    return <MadeElsewhere title={loaderData.title} message={loaderData.refused} scope={{ events: loaderData.events, eventId: event.id, categories: loaderData.categories, categoryId }} />;
  }
  if (!event || categoryId === null || !category || !bracket || !defaults || !loaderData.draw) {
    return <NothingInScope title={loaderData.title} hasEvent={Boolean(event)} />;
  }
  const typed = actionData?.result?.initialValue as Record<string, unknown> | undefined;
  const values = slotValues(typed, defaults);
  const mode = typeof typed?.mode === "string" ? typed.mode : "auto";
  const manual = actionData?.manual ?? {};
  const errors = actionData?.result?.error ?? {};
  const plan = actionData?.plan ?? null;
  const drawValues: DrawFieldValues = actionData?.drawValues ?? typedDraw(typed, loaderData.draw);
  // The matches of the draw last previewed (its format may differ from the category's saved one), by code.
  const manualRows = plan?.rows.length ? [...plan.rows].sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true })) : bracket.rows;
  const back = `/list-schedule?event=${event.id}&category=${categoryId}`;
  const blocked = bracket.problems;
  if (loaderData.isSaved) {
    return (
      <section className="panel space-y-4">
        <Link to={back} className="back-link">
          ← {t("scheduleAdmin.title")}
        </Link>
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} />
        <p className="rounded-md bg-primary/10 p-3" role="status">
          {t("scheduleAdmin.knockout.savedNote")}{" "}
          <Link to={back} className="font-semibold text-primary hover:underline">
            {t("scheduleAdmin.knockout.toSchedule")}
          </Link>
        </p>
        {loaderData.savedDrawNumber !== null ? <p data-testid="draw-number">{t("bracket.draw.shown", { number: loaderData.savedDrawNumber })}</p> : null}
        <PlanPreview plan={bracket} title={t("scheduleAdmin.knockout.savedTitle")} />
      </section>
    );
  }
  return (
    <section className="space-y-5">
      <div className="panel">
        <Link to={back} className="back-link">
          ← {t("scheduleAdmin.title")}
        </Link>
        <h1 className="mt-1 mb-4 text-xl font-bold">{loaderData.title}</h1>
        <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={categoryId} />
        <p className="mb-4 text-muted">
          {category.format === "knockout" ? t("scheduleAdmin.knockout.bySeed") : t("scheduleAdmin.knockout.fromGroups", { count: category.advancePerGroup })}{" "}
          {category.thirdPlace ? t("scheduleAdmin.knockout.thirdPlace") : null}
        </p>
        {blocked.length ? (
          <ProblemList id="knockout-blocked" problems={blocked} />
        ) : (
          <Form method="post" className="space-y-5" key={categoryId}>
            <ProblemList id="knockout-error" problems={errors[""]} />
            <DrawFields values={drawValues} afterGroups={category.format !== "knockout"} errors={errors} />
            <fieldset>
              <legend className="form-label">{t("scheduleAdmin.knockout.timing")}</legend>
              <div className="flex flex-wrap gap-2">
                {(["auto", "manual", "none"] as const).map((option) => (
                  <label key={option} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-black/10 px-3 dark:border-white/10">
                    <input type="radio" name="mode" value={option} defaultChecked={mode === option} className="size-5 accent-primary" />
                    {t(`scheduleAdmin.knockout.mode.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="rounded-md border border-black/10 p-4 dark:border-white/10">
              <legend className="px-1 font-semibold">{t("scheduleAdmin.knockout.autoTitle")}</legend>
              <SlotFields idPrefix="knockout" days={loaderData.days} values={values} errors={errors} />
            </fieldset>
            {/* A fieldset is as wide as its content unless told otherwise: the table of hand-typed times scrolls in its own frame. */}
            <fieldset className="min-w-0 rounded-md border border-black/10 p-4 dark:border-white/10">
              <legend className="px-1 font-semibold">{t("scheduleAdmin.knockout.manualTitle")}</legend>
              <p className="mb-3 text-xs text-muted">{t("scheduleAdmin.knockout.manualHint")}</p>
              <div className="overflow-x-auto">
                <table className="data-table w-full text-start">
                  <caption className="sr-only">{t("scheduleAdmin.knockout.manualTitle")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("scheduleAdmin.fields.code")}</th>
                      <th scope="col">{t("scheduleAdmin.fields.match")}</th>
                      <th scope="col">{t("scheduleAdmin.fields.day")}</th>
                      <th scope="col">{t("scheduleAdmin.fields.time")}</th>
                      <th scope="col">{t("scheduleAdmin.fields.court")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {manualRows.map((row) => (
                      <tr key={row.code}>
                        <td className="font-semibold">{row.code}</td>
                        <td>
                          {row.home} – {row.away}
                        </td>
                        <td>
                          <select
                            name={`manual:${row.code}:day`}
                            defaultValue={manual[row.code]?.day ?? ""}
                            className="form-input min-w-40"
                            aria-label={t("scheduleAdmin.knockout.dayOf", { code: row.code })}
                          >
                            <option value="">—</option>
                            {loaderData.days.map((day) => (
                              <option key={day.key} value={day.key}>
                                {day.label}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td>
                          <input
                            type="time"
                            name={`manual:${row.code}:time`}
                            defaultValue={manual[row.code]?.time ?? ""}
                            className="form-input"
                            aria-label={t("scheduleAdmin.knockout.timeOf", { code: row.code })}
                          />
                        </td>
                        <td>
                          <input
                            name={`manual:${row.code}:court`}
                            defaultValue={manual[row.code]?.court ?? ""}
                            maxLength={40}
                            className="form-input min-w-28"
                            aria-label={t("scheduleAdmin.knockout.courtOf", { code: row.code })}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </fieldset>
            <button type="submit" name="intent" value="preview" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              {t("scheduleAdmin.preview.show")}
            </button>
          </Form>
        )}
      </div>
      {actionData?.draw && actionData.draw.lines.length > 0 ? (
        <div className="panel">
          <DrawLines draw={actionData.draw} />
        </div>
      ) : null}
      {plan ? (
        <PlanPanel plan={plan} title={t("scheduleAdmin.knockout.preview")} saveLabel={t("scheduleAdmin.knockout.save", { count: plan.rows.length })}>
          <input type="hidden" name="mode" value={mode} />
          <SlotHidden values={values} />
          <DrawHidden values={drawValues} />
          {Object.entries(manual).flatMap(([code, slot]) =>
            (["day", "time", "court"] as const).map((part) => <input key={`${code}-${part}`} type="hidden" name={`manual:${code}:${part}`} value={slot[part]} />),
          )}
        </PlanPanel>
      ) : null}
    </section>
  );
}

/** The draw's fields as typed in a refused submission, so nothing typed is lost; the defaults otherwise. */
function typedDraw(typed: Record<string, unknown> | undefined, defaults: DrawFieldValues): DrawFieldValues {
  if (!typed) return defaults;
  const text = (name: string) => (typeof typed[name] === "string" ? (typed[name] as string) : undefined);
  const pick = <T extends string>(list: readonly T[], value: string | undefined, fallback: T) => (list.includes(value as T) ? (value as T) : fallback);
  return {
    elimination: pick(eliminationKinds, text("elimination"), defaults.elimination),
    reset: text("reset") === "on",
    plate: pick(plateKinds, text("plate"), defaults.plate),
    groupLines: pick(groupLinesKinds, text("groupLines"), defaults.groupLines),
    drawNumber: text("drawNumber") ?? defaults.drawNumber,
  };
}
