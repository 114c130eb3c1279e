import { data, redirect, type RouterContextProvider } from "react-router";
import { getSession } from "~/auth/session.server";
import { translator } from "~/i18n/i18next.server";
import type { ScheduleEvent } from "~/models/competition/schedule.server";
import { parseClock } from "~/models/competition/schedule-time.server";
import { addCourt, moveCourt, removeCourt, renameCourt, saveCourtHours } from "~/models/planning/event-courts.server";
import { planCategoryFacts, planCourtFacts } from "~/models/planning/event-facts.server";
import { previewEventPlan, releaseMatch, saveEventPlan } from "~/models/planning/event-plan.server";
import { MAX_PLAN_MATCHES } from "~/models/planning/plan-thread.server";
import { saveCategoryPlanSettings, type CategoryPlanSettings } from "~/models/planning/plan-settings.server";
import { eventDays } from "~/models/competition/schedule-time.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The plan screen's writes, one per `intent`: the courts (add, rename, move,
 * remove), their hours, the categories' planning settings, a plan's preview
 * and its save, and giving a hand-placed match back to the planner. A refusal
 * answers the fields' errors with everything typed (`values`), so nothing is
 * lost, and a post no form of the screen sends (a direction of its own, an id
 * not of this event, an unknown intent) a message on the page (the "" field);
 * a success redirects with a toast.
 */
export type PlanActionData = { intent: string; errors: Record<string, string[]>; values: Record<string, string>; scope?: { days: string[]; categoryIds: number[] } };

type Context = Readonly<RouterContextProvider>;

const refuse = (intent: string, errors: Record<string, string[]>, values: Record<string, string>, status = 400, extra: Partial<PlanActionData> = {}) =>
  data<PlanActionData>({ intent, errors, values, ...extra }, { status });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A post no screen of ours sends (an intent or a direction of its own): said on the page, nothing changed. */
const BAD_REQUEST = "eventPlan.errors.badRequest";
/** A court or match id that is not this event's (another event's, gone, or typed). */
const NOT_HERE = "list.notFound";

const positiveId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : 0);

/** A court's name: one to forty characters. */
function courtName(typed: string) {
  const name = typed.trim().replace(/\s+/g, " ");
  return name.length >= 1 && name.length <= 40 ? name : null;
}

/** A whole number typed in a range, empty allowed when `optional`: its value, or an error key. */
function wholeNumber(typed: string, min: number, max: number, optional: boolean): { value: number | null } | { error: string } {
  const value = typed.trim();
  if (value === "") return optional ? { value: null } : { error: "validation.required" };
  if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max) return { error: `masterData.validation.range?min=${min}&max=${max}` };
  return { value: Number(value) };
}

export async function handlePlanIntent(request: Request, context: Context, event: ScheduleEvent, actorId: number) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const t = translator(context);
  const here = `/plan-event?event=${event.id}`;
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  switch (intent) {
    case "addCourt":
    case "renameCourt": {
      const name = courtName(text(form, "name"));
      if (intent === "renameCourt" && !planCourtFacts(event.id).some((court) => court.id === positiveId(text(form, "courtId")))) return refuse(intent, { "": [NOT_HERE] }, values, 404);
      if (!name) return refuse(intent, { name: ["eventPlan.courts.errors.name"] }, values);
      const result = intent === "addCourt" ? addCourt(event, name, actorId) : renameCourt(event, positiveId(text(form, "courtId")), name, actorId);
      if (!result.ok) return refuse(intent, { name: [result.error] }, values);
      return redirectWithToast(here, { type: "success", message: t(intent === "addCourt" ? "eventPlan.courts.added" : "eventPlan.courts.renamed", { name: result.name }) });
    }
    case "moveCourt": {
      const direction = text(form, "direction");
      if (direction !== "up" && direction !== "down") return refuse(intent, { "": [BAD_REQUEST] }, values);
      const courtId = positiveId(text(form, "courtId"));
      if (!planCourtFacts(event.id).some((court) => court.id === courtId)) return refuse(intent, { "": [NOT_HERE] }, values, 404);
      moveCourt(event, courtId, direction);
      return redirect(here);
    }
    case "removeCourt": {
      const result = removeCourt(event, positiveId(text(form, "courtId")), actorId);
      if (!result.ok) return refuse(intent, { "": [result.error] }, values);
      return redirectWithToast(here, { type: "success", message: t("eventPlan.courts.removed", { name: result.name }) });
    }
    case "saveHours": {
      // Only the courts and days the form showed: one added since the page was read (another tab) is not closed by a form that never had its fields.
      const shown = (courtId: number, day: string) => form.has(`opens.${courtId}.${day}`) || form.has(`closes.${courtId}.${day}`);
      const typed = planCourtFacts(event.id).flatMap((court) =>
        eventDays(event)
          .filter((day) => shown(court.id, day))
          .map((day) => ({ courtId: court.id, day, opens: text(form, `opens.${court.id}.${day}`), closes: text(form, `closes.${court.id}.${day}`) })),
      );
      const result = saveCourtHours(event, typed, actorId);
      if (!result.ok) return refuse(intent, Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, [error]])), values);
      return redirectWithToast(here, { type: "success", message: t("eventPlan.hours.saved") });
    }
    case "saveCategories":
      return saveCategories(form, event, actorId, values, here, t);
    case "preview": {
      const scope = { days: form.getAll("days").map(String), categoryIds: form.getAll("categories").map((id) => positiveId(String(id))) };
      const sessionId = getSession(context)?.id ?? "";
      const made = await previewEventPlan(event, scope, { userId: actorId, sessionId });
      // The page opens on the preview: on a phone the choices above it fill the screen.
      if (made.ok) return redirect(`${here}&preview=${made.id}#plan-preview-title`);
      const field = made.error === "noDays" ? "days" : made.error === "noCategories" ? "categories" : "";
      const status = made.error === "busy" ? 409 : made.error === "timeout" || made.error === "failed" ? 503 : 400;
      return refuse(intent, { [field]: [made.error === "tooLarge" ? `eventPlan.errors.tooLarge?max=${MAX_PLAN_MATCHES}` : `eventPlan.errors.${made.error}`] }, values, status, { scope });
    }
    case "save": {
      const token = text(form, "token");
      const saved = saveEventPlan(event, token, getSession(context)?.id ?? "", actorId);
      if (!saved.ok) return refuse(intent, { "": [`eventPlan.errors.${saved.error}`] }, values, 409);
      return redirectWithToast(here, { type: "success", message: t("eventPlan.preview.saved", { count: saved.moved + saved.cleared }) });
    }
    case "release": {
      const released = releaseMatch(event.id, [positiveId(text(form, "matchId"))], actorId);
      if (released.length === 0) return refuse(intent, { "": [NOT_HERE] }, values, 404);
      return redirectWithToast(here, { type: "success", message: t("eventPlan.handPlaced.released", { code: released[0]!.code }) });
    }
    default:
      return refuse(intent, { "": [BAD_REQUEST] }, values);
  }
}

/** Each category's settings from the grid: `minutes.<id>`, `rest.<id>`, `perDay.<id>`, `order.<id>`, `from.<id>`, `to.<id>`, for the categories it shows. */
function saveCategories(form: FormData, event: ScheduleEvent, actorId: number, values: Record<string, string>, here: string, t: (key: string, options?: Record<string, unknown>) => string) {
  const errors: Record<string, string[]> = {};
  const settings: CategoryPlanSettings[] = [];
  const read = (name: string, min: number, max: number, optional: boolean) => {
    const result = wholeNumber(text(form, name), min, max, optional);
    if ("error" in result) {
      errors[name] = [result.error];
      return null;
    }
    return result.value;
  };
  const clock = (name: string) => {
    const typed = text(form, name).trim();
    if (!typed) return null;
    const minutes = parseClock(typed);
    if (minutes === null) errors[name] = ["scheduleAdmin.errors.time"];
    return minutes;
  };
  const parts = ["minutes", "rest", "perDay", "order", "from", "to"];
  // Only the categories the form showed: one added since the page was read is left as it is, not refused for fields it never had.
  for (const category of planCategoryFacts(event.id).filter((category) => parts.some((part) => form.has(`${part}.${category.id}`)))) {
    const id = category.id;
    const planNotBefore = clock(`from.${id}`);
    const planNotAfter = clock(`to.${id}`);
    if (planNotBefore !== null && planNotAfter !== null && planNotAfter <= planNotBefore) errors[`to.${id}`] = ["eventPlan.categories.errors.window"];
    settings.push({
      id,
      matchMinutes: read(`minutes.${id}`, 5, 600, true),
      restMinutes: read(`rest.${id}`, 0, 600, false) ?? 0,
      maxMatchesPerDay: read(`perDay.${id}`, 1, 50, true),
      planOrder: read(`order.${id}`, 1, 99, true),
      planNotBefore,
      planNotAfter,
    });
  }
  if (Object.keys(errors).length) return refuse("saveCategories", errors, values);
  saveCategoryPlanSettings(event.id, settings, actorId);
  return redirectWithToast(here, { type: "success", message: t("eventPlan.categories.saved") });
}
