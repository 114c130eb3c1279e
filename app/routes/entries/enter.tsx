import { data, redirect } from "react-router";
import { LanguageSwitcher } from "~/components/public/language-switcher";
import type { SpectatorPageHandle } from "~/components/public/spectator-script";
import { requestMetaContext } from "~/context";
import { squadSize } from "~/domain/roster";
import { getLocale, translator } from "~/i18n/i18next.server";
import { keyedMessage } from "~/i18n/keyed-message";
import { useTranslation } from "~/i18n/translation";
import { categoryLabel } from "~/models/events/team-category.server";
import { submitEntry } from "~/models/entries/entry.server";
import { entryWindowsOfEvent } from "~/models/entries/entry-window.server";
import { cityChoices } from "~/models/regions/city-choices.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { requirePublicEvent } from "../public/public-event.server";
import type { Route } from "./+types/enter";
import { HONEYPOT, type TypedEntry } from "./entry-fields";
import { formStamp, mailEntryLink, readEntryForm, reserveEntry, stampPasses } from "./entry-form.server";

/** Plain HTML like the spectators' pages, but never stored by any cache: what one entrant typed is nobody else's page. */
export const handle: SpectatorPageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [...titled(loaderData?.title), { name: "robots", content: "noindex" }];

/** A route's own headers replace its action's: the limits' Retry-After is passed on. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retry = actionHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
};

function pageData(request: Request, context: Route.LoaderArgs["context"], slug: string) {
  const event = requirePublicEvent(request, context, slug);
  const t = translator(context);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const when = (instant: Date) => `${dates.label(instant).date} ${dates.label(instant).time}`;
  const categories = entryWindowsOfEvent(event.id)
    .filter((entry) => entry.state === "open")
    .map((entry) => ({
      id: entry.category.id,
      label: categoryLabel(entry.category, t),
      players: squadSize(entry.category.playersPerSide),
      gender: entry.category.gender,
      teamNamed: entry.category.playersPerSide > 2,
      closes: when(entry.window.closesAt),
      fee: entry.window.feeIdr > 0 ? new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 }).format(entry.window.feeIdr) : null,
      note: entry.window.note,
      places: entry.places,
      waitingList: entry.window.waitingList,
    }));
  return { event, categories, t };
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { event, categories, t } = pageData(request, context, params.slug);
  const wanted = Number(new URL(request.url).searchParams.get("category"));
  const chosen = categories.find((c) => c.id === wanted) ?? (categories.length === 1 ? categories[0]! : null);
  return { title: t("entries.public.title"), event: { name: event.name, slug: event.slug }, categories, chosen, cities: chosen ? cityNames() : [], stamp: formStamp() };
}

/** The suggestions of the form's city fields: the names alone, which is what an entrant types and the form sends. */
function cityNames() {
  return cityChoices().map((city) => city.name);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { event, categories, t } = pageData(request, context, params.slug);
  const form = await request.formData();
  const chosen = categories.find((c) => c.id === Number(form.get("eventCategoryId"))) ?? null;
  const cities = cityChoices();
  const { typed, errors, players: named } = readEntryForm(form, chosen?.players ?? { min: 0, max: 0 }, cities);
  const again = (status: number, more: Record<string, string[]>) => data({ typed, errors: { ...errors, ...more }, stamp: formStamp(), cities: cities.map((city) => city.name) }, { status });
  if (!chosen) return again(400, { eventCategoryId: ["entries.errors.notOpen"] });
  if (String(form.get(HONEYPOT) ?? "") !== "" || !stampPasses(String(form.get("stamp") ?? ""))) return again(400, { form: ["entries.errors.notAPerson"] });
  if (Object.keys(errors).length > 0 || named.length === 0) return again(400, {});
  const wait = await reserveEntry(context.get(requestMetaContext).ip, named[0]!.phone);
  if (wait > 0) {
    // The wait in whole minutes, as the README promises: an hour's window leaves at most 60.
    const limited: Record<string, string[]> = { form: [`entries.errors.limited?count=${Math.ceil(wait / 60)}`] };
    return data({ typed, errors: limited, stamp: formStamp(), cities: cities.map((city) => city.name) }, { status: 429, headers: { "Retry-After": String(wait) } });
  }
  const outcome = submitEntry(event.id, { eventCategoryId: chosen.id, teamName: typed.teamName || null, players: named }, context.get(requestMetaContext).ip);
  if (!outcome.ok) return again(outcome.errors.eventCategoryId ? 409 : 400, outcome.errors);
  const mailed = mailEntryLink(t, named[0]!.email, outcome.secret, { event: event.name, category: chosen.label });
  return redirect(`/entry/${outcome.secret}?sent=${mailed ? "mail" : "1"}`);
}

function messageOf(t: (key: string, options?: Record<string, unknown>) => string, text: string) {
  const { key, values } = keyedMessage(text);
  return t(key, values);
}

function FieldErrors({ messages, id }: { messages: string[] | undefined; id: string }) {
  const { t } = useTranslation();
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-[#b91c1c]">
      {messages.map((m) => messageOf(t, m)).join(" ")}
    </p>
  );
}

export default function EntryForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, categories } = loaderData;
  const typed: TypedEntry | null = actionData?.typed ?? null;
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const chosen = categories.find((c) => String(c.id) === typed?.eventCategoryId) ?? loaderData.chosen;
  const cities = actionData?.cities ?? loaderData.cities;
  const stamp = actionData?.stamp ?? loaderData.stamp;
  const field = (i: number, name: string) => typed?.players[i]?.[name] ?? "";
  const described = (key: string) => (errors[key] ? { "aria-invalid": true, "aria-describedby": `${key}-error` } : {});

  return (
    <main id="content" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-[#475569]">{event.name}</p>
          <h1 className="text-2xl font-extrabold text-[#0e1726]">{t("entries.public.title")}</h1>
          <p className="mt-2 text-[#334155]">{t("entries.public.intro")}</p>
        </div>
        <LanguageSwitcher tone="light" />
      </header>
      {categories.length === 0 ? <p className="live-card">{t("entries.errors.notOpen")}</p> : null}
      {categories.length > 1 ? (
        <form method="get" className="live-card flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 font-semibold">
            {t("entries.public.chooseCategory")}
            <select name="category" defaultValue={chosen?.id ?? ""} className="min-h-11 rounded border border-[#cbd5e1] px-2">
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="live-button-ghost">
            {t("entries.public.choose")}
          </button>
        </form>
      ) : null}
      {errors.form || errors.eventCategoryId ? (
        <p role="alert" className="live-card border-[#b91c1c] font-semibold text-[#b91c1c]">
          {[...(errors.form ?? []), ...(errors.eventCategoryId ?? [])].map((m) => messageOf(t, m)).join(" ")}
        </p>
      ) : null}
      {chosen ? (
        <form method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="eventCategoryId" value={chosen.id} />
          <input type="hidden" name="stamp" value={stamp} />
          <section className="live-card">
            <h2 className="live-section-title">{chosen.label}</h2>
            <p>{t("entries.public.openUntil", { date: chosen.closes })}</p>
            <p>{chosen.fee ? t("entries.public.fee", { amount: chosen.fee }) : t("entries.public.free")}</p>
            {chosen.fee ? <p className="text-sm text-[#475569]">{t("entries.public.feeNote")}</p> : null}
            {chosen.places !== null ? (
              <p>{chosen.places > 0 ? t("entries.public.places", { count: chosen.places }) : t(chosen.waitingList ? "entries.public.waitingList" : "entries.public.fullNoWaiting")}</p>
            ) : null}
            {chosen.note ? <p className="mt-2 whitespace-pre-line">{chosen.note}</p> : null}
          </section>
          {/* Clipped where it stands: an offset far to one side (left: -9999px) widened a right-to-left page to thousands of pixels. */}
          <div aria-hidden="true" className="sr-only">
            <label>
              {t("entries.public.honeypot")}
              <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <FieldErrors messages={errors.players} id="players-error" />
          {chosen.teamNamed ? (
            <label className="live-card flex flex-col gap-1 font-semibold">
              {t("entries.public.teamName")}
              <input name="teamName" defaultValue={typed?.teamName ?? ""} maxLength={120} className="min-h-11 rounded border border-[#cbd5e1] px-2" {...described("teamName")} />
              <FieldErrors messages={errors.teamName} id="teamName-error" />
            </label>
          ) : null}
          {Array.from({ length: chosen.players.max }, (_, i) => (
            <fieldset key={i} className="live-card grid min-w-0 gap-3 sm:grid-cols-2">
              <legend className="live-section-title">{t("entries.public.player", { number: i + 1 })}</legend>
              {(["name", "birthDate", "phone", "email", "club"] as const).map((name) => (
                <label key={name} className="flex flex-col gap-1 text-sm font-semibold">
                  {t(`players.fields.${name}`)}
                  {name === "email" || name === "club" ? ` (${t("players.optional")})` : ""}
                  <input
                    name={`players.${i}.${name}`}
                    type={name === "birthDate" ? "date" : name === "email" ? "email" : name === "phone" ? "tel" : "text"}
                    defaultValue={field(i, name)}
                    required={i < chosen.players.min && name !== "email" && name !== "club"}
                    autoComplete={i === 0 ? { name: "name", birthDate: "bday", phone: "tel", email: "email", club: "organization" }[name] : "off"}
                    className="min-h-11 rounded border border-[#cbd5e1] px-2 font-normal"
                    {...described(`players.${i}.${name}`)}
                  />
                  {name === "phone" ? <span className="text-xs font-normal text-[#475569]">{t("players.phoneHint")}</span> : null}
                  <FieldErrors messages={errors[`players.${i}.${name}`]} id={`players.${i}.${name}-error`} />
                </label>
              ))}
              <fieldset className="flex flex-col gap-1 text-sm font-semibold">
                <legend>{t("players.fields.gender")}</legend>
                <div className="flex gap-4">
                  {(["male", "female"] as const).map((gender) => (
                    <label key={gender} className="flex min-h-11 items-center gap-2 font-normal">
                      <input type="radio" name={`players.${i}.gender`} value={gender} defaultChecked={field(i, "gender") === gender} />
                      {t(`players.genders.${gender}`)}
                    </label>
                  ))}
                </div>
                <FieldErrors messages={errors[`players.${i}.gender`]} id={`players.${i}.gender-error`} />
              </fieldset>
              <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
                {t("players.fields.city")} ({t("players.optional")})
                <input
                  name={`players.${i}.city`}
                  list="entry-cities"
                  defaultValue={field(i, "city")}
                  maxLength={120}
                  autoComplete={i === 0 ? "address-level2" : "off"}
                  className="min-h-11 w-full min-w-0 rounded border border-[#cbd5e1] px-2 font-normal"
                  aria-describedby={`players.${i}.city-hint${errors[`players.${i}.city`] ? ` players.${i}.city-error` : ""}`}
                  aria-invalid={errors[`players.${i}.city`] ? true : undefined}
                />
                <span id={`players.${i}.city-hint`} className="text-xs font-normal text-[#475569]">
                  {t("entries.public.cityHint")}
                </span>
                <FieldErrors messages={errors[`players.${i}.city`]} id={`players.${i}.city-error`} />
              </label>
            </fieldset>
          ))}
          {/* One list for every player's city field: the browser narrows it as the entrant types, with or without JavaScript. */}
          <datalist id="entry-cities">
            {cities.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button type="submit" className="live-button self-start">
            {t("entries.public.send")}
          </button>
        </form>
      ) : null}
    </main>
  );
}
