import { data, Form } from "react-router";
import { z } from "zod";
import { entryStatuses, type EntryStatus } from "#drizzle/schema";
import { requireUser } from "~/auth/guards.server";
import { ListPage } from "~/components/list/list-page";
import { ListToolbar } from "~/components/list/list-toolbar";
import { getLocale, translator } from "~/i18n/i18next.server";
import { keyedMessage } from "~/i18n/keyed-message";
import { useTranslation } from "~/i18n/translation";
import { listEvent } from "~/models/competition/team-list.server";
import { decideEntries, promoteNext, saveWindow, updateEntryNotes, type Decision } from "~/models/entries/entry-admin.server";
import { entryListSpec, listCategory, listEntries } from "~/models/entries/entry-list.server";
import { categoryEntries } from "~/models/entries/entry-window.server";
import { promotionTexts, toastOf } from "./promotion-texts";
import { findEventById } from "~/models/events/event.server";
import { categoriesOfEvents, categoryLabel } from "~/models/events/team-category.server";
import { eventDateFormat } from "~/utils/event-dates";
import { isNarrowed, readListParams } from "~/utils/list-params";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { timezoneKeys } from "../events/event-fields";
import { ScopePicker } from "../groups/scope-picker";
import { localToUtc, utcToLocal } from "../events/local-time";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The event and category a request is about: the event as the lists choose it (a manager's own only), the category of that event. */
function scope(request: Request, context: Route.LoaderArgs["context"]) {
  const me = requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const { event: choice, choices } = listEvent(me, search);
  const event = choice ? findEventById(choice.id) : null;
  const category = event ? listCategory(event.id, search.get("category")) : null;
  return { me, search, event, choices, category };
}

type WindowValues = { opensAt: string; closesAt: string; maxTeams: string; waitingList: boolean; feeIdr: string; note: string; publicList: boolean; autoPromote: boolean };

export function loader({ request, context }: Route.LoaderArgs) {
  const { search, event, choices, category } = scope(request, context);
  const t = translator(context);
  const empty = { page: 1, pages: 1, perPage: 25, total: 0, from: 0, to: 0, offset: 0 };
  if (!event || !category) {
    return {
      title: t("entries.staff.title"),
      event: event ? { id: event.id, name: event.name, slug: event.slug } : null,
      zone: event ? timezoneKeys[event.timezone] : "wib",
      events: choices.map(({ id, name }) => ({ id, name })),
      categories: [],
      category: null,
      window: null,
      values: null,
      rows: [],
      page: empty,
      narrowed: false,
    };
  }
  const params = readListParams(search, entryListSpec);
  const { rows, window: page } = listEntries(event.id, category.id, params);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const entries = categoryEntries(event.id, category.id);
  const local = (instant: Date) => {
    const { date, time } = utcToLocal(instant, event.timezone);
    return `${date}T${time}`;
  };
  const values: WindowValues = entries
    ? {
        opensAt: local(entries.window.opensAt),
        closesAt: local(entries.window.closesAt),
        maxTeams: String(category.maxTeams ?? ""),
        waitingList: entries.window.waitingList,
        feeIdr: String(entries.window.feeIdr),
        note: entries.window.note,
        publicList: entries.window.publicList,
        autoPromote: entries.window.autoPromote,
      }
    : { opensAt: "", closesAt: "", maxTeams: String(category.maxTeams ?? ""), waitingList: true, feeIdr: "0", note: "", publicList: false, autoPromote: true };
  return {
    title: t("entries.staff.title"),
    event: { id: event.id, name: event.name, slug: event.slug },
    zone: timezoneKeys[event.timezone],
    events: choices.map(({ id, name }) => ({ id, name })),
    categories: categoriesOfEvents([event.id]).map((c) => ({ id: c.id, label: categoryLabel(c, t) })),
    category: { id: category.id, label: categoryLabel(category, t), playersPerSide: category.playersPerSide },
    window: entries ? { state: entries.state, places: entries.places, free: entries.free, waiting: entries.waiting, autoPromote: entries.window.autoPromote } : null,
    values,
    rows: rows.map((row) => ({
      id: row.id,
      status: row.status,
      teamName: row.teamName,
      contactPhone: row.contactPhone,
      contactEmail: row.contactEmail,
      paid: row.paid,
      paidNote: row.paidNote,
      message: row.message,
      received: `${dates.label(row.createdAt).date} ${dates.label(row.createdAt).time}`,
      players: row.players.map((p) => ({ name: p.name, birthDate: p.birthDate, club: p.club, linked: p.playerId !== null })),
    })),
    page,
    narrowed: isNarrowed(params),
  };
}

/** A whole number within its bounds, refused with one message that names them. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max)
    .catch(-1)
    .refine((n) => n >= min, { error: `entries.errors.wholeNumber?min=${min}&max=${max}` });

const windowForm = z.object({
  opensAt: z.string().max(20),
  closesAt: z.string().max(20),
  maxTeams: wholeNumber(2, 1024),
  feeIdr: wholeNumber(0, 100_000_000),
  note: z.string().max(1000, { error: "validation.tooLong?max=1000" }),
});

const decideForm = z.object({
  to: z.enum(entryStatuses),
  ids: z
    .array(
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    )
    .min(1, { error: "entries.staff.chooseEntries" })
    .max(500),
});

const notesForm = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
  paidNote: z.string().max(200, { error: "validation.tooLong?max=200" }),
  message: z.string().max(1000, { error: "validation.tooLong?max=1000" }),
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a bulk decision did, counted: accepting says how many took a place and how many went to the waiting list instead. */
function decisionTexts(t: Translate, decisions: Decision[], to: EntryStatus) {
  const done = decisions.filter((d) => d.ok);
  if (to !== "accepted") return [t("entries.staff.decided", { count: done.length })];
  const waiting = done.filter((d) => d.status === "waiting").length;
  return [t("entries.staff.acceptedCount", { count: done.length - waiting }), ...(waiting > 0 ? [t("entries.staff.wentWaiting", { count: waiting })] : [])];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { me, event, category } = scope(request, context);
  if (!event || !category) throw data(null, { status: 404 });
  const t = translator(context);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const back = new URL(request.url);
  const to = `${back.pathname}${back.search}`;
  const say = (message: string) => {
    const { key, values } = keyedMessage(message);
    return t(key, values);
  };

  switch (text("intent")) {
    case "window": {
      const typed: WindowValues = {
        opensAt: text("opensAt"),
        closesAt: text("closesAt"),
        maxTeams: text("maxTeams"),
        waitingList: form.has("waitingList"),
        feeIdr: text("feeIdr") || "0",
        note: text("note"),
        publicList: form.has("publicList"),
        autoPromote: form.has("autoPromote"),
      };
      const parsed = windowForm.safeParse(typed);
      const errors: Record<string, string[]> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(say(issue.message));
      const instant = (value: string) => localToUtc(value.slice(0, 10), value.slice(11, 16), event.timezone);
      const opensAt = instant(typed.opensAt);
      const closesAt = instant(typed.closesAt);
      if (!opensAt) errors.opensAt = [t("entries.errors.invalidDate")];
      if (!closesAt) errors.closesAt = [t("entries.errors.invalidDate")];
      if (!parsed.success || !opensAt || !closesAt) return data({ errors, values: typed }, { status: 400 });
      const saved = saveWindow(event.id, category.id, { ...parsed.data, opensAt, closesAt, waitingList: typed.waitingList, publicList: typed.publicList, autoPromote: typed.autoPromote }, me);
      if (!saved.ok) {
        if ("missing" in saved) throw data(null, { status: 404 });
        const refused = Object.fromEntries(Object.entries(saved.fieldErrors).map(([field, messages]) => [field, messages.map(say)]));
        return data({ errors: refused, values: typed }, { status: 400 });
      }
      return redirectWithToast(to, toastOf([t("entries.staff.saved"), ...promotionTexts(t, saved.promoted)], saved.promoted));
    }
    case "decide": {
      const parsed = decideForm.safeParse({ to: text("to"), ids: form.getAll("ids").map(String) });
      if (!parsed.success) return redirectWithToast(to, { type: "error", message: say(parsed.error.issues[0]!.message) }, { status: 303 });
      const outcome = decideEntries(event.id, parsed.data.ids, parsed.data.to, me);
      const refused = outcome.decisions.flatMap((d) => (d.ok ? [] : [t("entries.staff.refused", { id: d.id, reason: say(d.error) })]));
      const texts = [...decisionTexts(t, outcome.decisions, parsed.data.to), ...promotionTexts(t, outcome.promoted), ...refused];
      return redirectWithToast(to, toastOf(texts, outcome.promoted, refused.length > 0));
    }
    case "promote": {
      const decision = promoteNext(event.id, category.id, me);
      if (!decision) return redirectWithToast(to, { type: "warning", message: t("entries.staff.noneWaiting") });
      if (!decision.ok) return redirectWithToast(to, { type: "error", message: t("entries.staff.refused", { id: decision.id, reason: say(decision.error) }) });
      return redirectWithToast(to, { type: "success", message: t("entries.staff.promoted", { id: decision.id }) });
    }
    case "notes": {
      const parsed = notesForm.safeParse({ id: text("id"), paidNote: text("paidNote"), message: text("message") });
      if (!parsed.success) return redirectWithToast(to, { type: "error", message: say(parsed.error.issues[0]!.message) }, { status: 303 });
      if (!updateEntryNotes(event.id, parsed.data.id, { paid: form.has("paid"), paidNote: parsed.data.paidNote, message: parsed.data.message }, me.id)) throw data(null, { status: 404 });
      return redirectWithToast(to, { type: "success", message: t("entries.staff.notesSaved") });
    }
    default:
      return data({ errors: { form: [t("list.notFound")] } as Record<string, string[]>, values: null }, { status: 400 });
  }
}

const statusTone: Record<EntryStatus, string> = {
  pending: "bg-warning/15 text-warning-ink dark:text-warning",
  accepted: "bg-success/15 text-success",
  waiting: "bg-info/15 text-info",
  rejected: "bg-danger/10 text-danger-ink dark:text-danger",
  withdrawn: "bg-black/10 text-muted",
};

function FieldError({ messages }: { messages: string[] | undefined }) {
  return messages?.length ? <p className="mt-1 text-sm text-danger-ink dark:text-danger">{messages.join(" ")}</p> : null;
}

export default function EntryList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, category } = loaderData;
  if (!event) {
    return (
      <section className="panel">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p className="mt-2 text-muted">{t("teams.noEvents")}</p>
      </section>
    );
  }
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const values = actionData?.values ?? loaderData.values;
  const state = loaderData.window;
  return (
    <div className="grid gap-4">
      <div className="panel">
        <ScopePicker events={loaderData.events} eventId={event.id} categories={loaderData.categories} categoryId={category?.id ?? null} />
      </div>
      {!category || !values ? (
        <section className="panel">
          <h1 className="text-xl font-bold">{`${loaderData.title} · ${event.name}`}</h1>
          <p className="mt-2 text-muted">{t("teams.noCategories")}</p>
        </section>
      ) : (
        <>
          <section className="panel grid gap-3" aria-labelledby="entry-settings">
            <h2 id="entry-settings" className="text-lg font-bold">
              {t("entries.staff.settings")} · {category.label}
            </h2>
            <p className="text-muted">
              {state ? t(`entries.staff.${({ notYet: "stateNotYet", open: "stateOpen", closed: "stateClosed" } as const)[state.state]}`) : t("entries.staff.notOpened")}
              {state && state.places !== null ? ` · ${t("entries.public.places", { count: state.places })}` : ""}
              {state && state.waiting > 0 ? ` · ${t("entries.public.waitingCount", { count: state.waiting })}` : ""}
            </p>
            {state && state.waiting > 0 ? <p className="text-muted">{t(state.autoPromote ? "entries.staff.autoPromoteOn" : "entries.staff.autoPromoteOff")}</p> : null}
            {state ? (
              <p>
                <a href={`/live-event/entry/${event.slug}?category=${category.id}`} className="font-semibold text-primary underline">
                  {t("entries.staff.publicLink")}
                </a>
              </p>
            ) : null}
            {errors.form ? (
              <p role="alert" className="text-danger-ink dark:text-danger">
                {errors.form.join(" ")}
              </p>
            ) : null}
            <Form method="post" className="grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="intent" value="window" />
              {(["opensAt", "closesAt"] as const).map((name) => (
                <div key={name}>
                  <label htmlFor={`window-${name}`} className="form-label">
                    {t(`entries.staff.${name}`)}
                  </label>
                  <input
                    id={`window-${name}`}
                    name={name}
                    type="datetime-local"
                    required
                    defaultValue={values[name]}
                    className="form-input"
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={`window-zone${errors[name] ? ` window-${name}-error` : ""}`}
                  />
                  <div id={`window-${name}-error`}>
                    <FieldError messages={errors[name]} />
                  </div>
                </div>
              ))}
              <p id="window-zone" className="text-sm text-muted sm:col-span-2">
                {t("entries.staff.zoneHint", { zone: t(`events.timezones.${loaderData.zone}`) })}
              </p>
              {(["maxTeams", "feeIdr"] as const).map((name) => (
                <div key={name}>
                  <label htmlFor={`window-${name}`} className="form-label">
                    {t(`entries.staff.${name}`)}
                  </label>
                  <input id={`window-${name}`} name={name} inputMode="numeric" defaultValue={values[name]} className="form-input" aria-invalid={errors[name] ? true : undefined} />
                  <FieldError messages={errors[name]} />
                </div>
              ))}
              <div className="sm:col-span-2">
                <label htmlFor="window-note" className="form-label">
                  {t("entries.staff.note")}
                </label>
                <textarea id="window-note" name="note" rows={3} maxLength={1000} defaultValue={values.note} className="form-input" />
                <FieldError messages={errors.note} />
              </div>
              {(["waitingList", "autoPromote", "publicList"] as const).map((name) => (
                <label key={name} className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name={name} defaultChecked={values[name]} className="size-5 accent-primary" />
                  {t(`entries.staff.${name}`)}
                </label>
              ))}
              <button type="submit" className="btn btn-primary justify-self-start sm:col-span-2">
                {t("entries.staff.save")}
              </button>
            </Form>
          </section>
          <EntriesSection loaderData={loaderData} />
        </>
      )}
    </div>
  );
}

function EntriesSection({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useTranslation();
  const { event, category, rows } = loaderData;
  if (!event || !category) return null;
  const moves: EntryStatus[] = ["accepted", "waiting", "rejected", "pending", "withdrawn"];
  const state = loaderData.window;
  return (
    <ListPage
      title={`${t("entries.staff.title")} · ${event.name}`}
      exportTo="/export/entry"
      window={loaderData.page}
      narrowed={loaderData.narrowed}
      emptyBody={t("entries.staff.none")}
      actions={
        state && state.waiting > 0 && (state.free === null || state.free > 0) ? (
          <Form method="post">
            <input type="hidden" name="intent" value="promote" />
            <button type="submit" className="btn btn-outline">
              {t("entries.staff.promote")}
            </button>
          </Form>
        ) : null
      }
      toolbar={
        <ListToolbar filters={[{ name: "status", label: t("teams.fields.status"), options: entryStatuses.map((s) => ({ value: s, label: t(`entries.statuses.${s}`) })) }]}>
          <input type="hidden" name="event" value={event.id} />
          <input type="hidden" name="category" value={category.id} />
        </ListToolbar>
      }
    >
      <Form method="post" id="entries-bulk" className="mb-3 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="decide" />
        <span className="font-semibold">{t("entries.staff.bulk")}</span>
        {moves.map((to) => (
          <button key={to} type="submit" name="to" value={to} className={to === "accepted" ? "btn btn-primary" : "btn btn-outline"}>
            {t(`entries.staff.${{ accepted: "accept", waiting: "toWaiting", rejected: "reject", pending: "toPending", withdrawn: "withdraw" }[to]}`)}
          </button>
        ))}
      </Form>
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.id} className="rounded-md border border-black/10 p-3 dark:border-white/10" data-entry={row.id}>
            <div className="flex flex-wrap items-start gap-3">
              <label className="flex min-h-11 min-w-11 items-center justify-center">
                <input type="checkbox" name="ids" value={row.id} form="entries-bulk" className="size-5 accent-primary" aria-label={t("entries.staff.select", { id: row.id })} />
              </label>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <strong>#{row.id}</strong>
                  {row.teamName ? <strong>{row.teamName}</strong> : null}
                  <span className={`badge ${statusTone[row.status]}`} data-entry-status={row.status}>
                    {t(`entries.statuses.${row.status}`)}
                  </span>
                  {row.paid ? <span className="badge bg-success/15 text-success">{t("entries.staff.paid")}</span> : null}
                </p>
                <ul className="mt-1">
                  {row.players.map((p, i) => (
                    <li key={i} className="break-words">
                      {p.name} · {p.birthDate}
                      {p.club ? ` · ${p.club}` : ""}
                      {p.linked ? <span className="text-sm text-muted"> ({t("entries.staff.linked")})</span> : null}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 break-words text-sm text-muted">
                  {t("entries.staff.contact")}: {row.contactPhone}
                  {row.contactEmail ? ` · ${row.contactEmail}` : ""} · {t("entries.staff.received")}: {row.received}
                </p>
              </div>
            </div>
            <details className="mt-2">
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">{t("entries.staff.notes", { id: row.id })}</summary>
              <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-2">
                <input type="hidden" name="intent" value="notes" />
                <input type="hidden" name="id" value={row.id} />
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="paid" defaultChecked={row.paid} className="size-5 accent-primary" />
                  {t("entries.staff.paid")}
                </label>
                <div>
                  <label htmlFor={`paid-note-${row.id}`} className="form-label">
                    {t("entries.staff.paidNote")}
                  </label>
                  <input id={`paid-note-${row.id}`} name="paidNote" maxLength={200} defaultValue={row.paidNote} className="form-input" />
                </div>
                <div className="sm:col-span-2">
                  <label htmlFor={`message-${row.id}`} className="form-label">
                    {t("entries.staff.message")}
                  </label>
                  <textarea id={`message-${row.id}`} name="message" rows={2} maxLength={1000} defaultValue={row.message} className="form-input" />
                </div>
                <button type="submit" className="btn btn-outline justify-self-start">
                  {t("entries.staff.saveNotes")}
                </button>
              </Form>
            </details>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
