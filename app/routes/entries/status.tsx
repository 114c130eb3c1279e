import { data, redirect } from "react-router";
import { z } from "zod";
import { LanguageSwitcher } from "~/components/public/language-switcher";
import { NotifyButton, NotifyStatus } from "~/components/public/notify-button";
import { PrivateLinkActions } from "~/components/public/share-actions";
import type { SpectatorPageHandle } from "~/components/public/spectator-script";
import { entrantMayChange } from "~/domain/entries";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findEventById } from "~/models/events/event.server";
import { categoryLabel } from "~/models/events/team-category.server";
import { entrantCheckIn, entrantCheckInOpen, teamCheckIns } from "~/models/desk/check-in.server";
import { changeEntryContact, entrantOutlook, openEntry, withdrawEntry } from "~/models/entries/entry.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { playerFields } from "../backoffice/players/player-schema";
import { noticeOffer } from "../public/notice-subscription.server";
import type { Route } from "./+types/status";
import { now } from "~/clock.server";

export const handle: SpectatorPageHandle = { hydrate: false };

/**
 * The secret is in the address: never stored by a cache, never sent to another site as a referrer,
 * never indexed. Same-origin rather than no-referrer: under no-referrer a browser posts the page's
 * own forms with "Origin: null", which the site refuses as cross-site.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [...titled(loaderData?.title), { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

function opened(secret: string) {
  const entry = openEntry(secret);
  if (!entry) throw data({ reason: "unknownEntry" }, { status: 404 });
  return entry;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { entry, players, category, closesAt } = opened(params.secret);
  const event = findEventById(entry.eventId)!;
  const t = translator(context);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const url = new URL(request.url);
  return {
    title: t("entries.public.statusTitle"),
    link: `${url.origin}/entry/${params.secret}`,
    path: `/entry/${params.secret}`,
    sent: url.searchParams.get("sent"),
    saved: url.searchParams.has("saved"),
    event: { name: event.name, slug: event.slug },
    category: categoryLabel(category, t),
    status: entry.status,
    message: entry.message,
    email: entry.contactEmail,
    players: players.map((p) => ({ name: p.name, phone: p.phone, email: p.email ?? "" })),
    closes: `${dates.label(closesAt).date} ${dates.label(closesAt).time}`,
    mayChange: entrantMayChange(entry.status, closesAt, now()),
    outlook: entrantOutlook(entry),
    checkIn: checkInOf(entry, event.checkInRequired),
    checked: url.searchParams.has("checked"),
    // An entry still in the running may be told when its team's match is called (routes/entries/notices.ts).
    notices: entry.status === "rejected" || entry.status === "withdrawn" ? null : noticeOffer(`/entry/${params.secret}/notices`),
  };
}

/** The team's players and who has checked in, where the event asks for check-in and the entry made a team; `open` on the event's days. */
function checkInOf(entry: { eventId: number; status: string; teamId: number | null }, required: boolean) {
  if (!required || entry.status !== "accepted" || entry.teamId === null) return null;
  return { open: entrantCheckInOpen(entry.eventId), players: teamCheckIns(entry.teamId) };
}

const contact = z.object({ phone: playerFields.phone.unwrap(), email: playerFields.email });

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const { entry, players } = opened(params.secret);
  const intent = form.get("intent");
  if (intent === "checkIn" || intent === "undoCheckIn") {
    const playerId = Number(form.get("playerId"));
    const outcome = Number.isInteger(playerId) && playerId > 0 ? entrantCheckIn(entry, playerId, intent === "checkIn") : ({ ok: false, reason: "notPlaying" } as const);
    if (!outcome.ok)
      return data({ errors: { checkIn: [outcome.reason === "closed" ? "checkIn.closed" : "desk.notPlaying"] } as Record<string, string[]> }, { status: outcome.reason === "closed" ? 409 : 404 });
    return redirect(`/entry/${params.secret}?checked`);
  }
  if (form.get("intent") === "withdraw") {
    if (form.get("confirm") !== "yes") return data({ errors: { withdraw: ["entries.errors.confirmWithdraw"] } as Record<string, string[]> }, { status: 400 });
    const outcome = withdrawEntry(params.secret);
    if (!outcome.ok) return data({ errors: { form: ["entries.errors.closed"] } as Record<string, string[]> }, { status: 409 });
    return redirect(`/entry/${params.secret}`);
  }
  const errors: Record<string, string[]> = {};
  const contacts = players.map((_, i) => {
    const email = String(form.get(`players.${i}.email`) ?? "").trim();
    const parsed = contact.safeParse({ phone: String(form.get(`players.${i}.phone`) ?? ""), email: email || undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) (errors[`players.${i}.${String(issue.path[0])}`] ??= []).push(issue.message);
      return null;
    }
    return { phone: parsed.data.phone, email: parsed.data.email?.toLowerCase() ?? null };
  });
  if (Object.keys(errors).length > 0) return data({ errors }, { status: 400 });
  const outcome = changeEntryContact(
    params.secret,
    contacts.map((c) => c!),
  );
  if (!outcome.ok) return data({ errors: { form: ["entries.errors.closed"] } as Record<string, string[]> }, { status: 409 });
  return redirect(`/entry/${params.secret}?saved`);
}

/** What becomes of an accepted entry's place when it withdraws: the waiting line's first takes it at once, it waits for the next entrant, or staff give it. */
function placeAfterWithdrawal(outlook: { autoPromote: boolean; waiting: number }) {
  if (!outlook.autoPromote) return "entries.public.placeToOrganisers";
  return outlook.waiting > 0 ? "entries.public.placeToWaiting" : "entries.public.placeFreed";
}

export default function EntryStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const d = loaderData;
  const checkIn = d.checkIn;
  const errors = actionData?.errors ?? {};
  const say = (messages: string[] | undefined) => messages?.map((m) => t(m)).join(" ");
  return (
    <main id="content" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <header className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-[#475569]">
            {d.event.name} · {d.category}
          </p>
          <h1 className="text-2xl font-extrabold text-[#0e1726]">{d.sent ? t("entries.public.sentTitle") : t("entries.public.statusTitle")}</h1>
        </div>
        <LanguageSwitcher tone="light" />
      </header>
      {/* The private link on every visit, to pass on to a partner: selectable text, WhatsApp, and with JavaScript Copy or the phone's share sheet. */}
      <section className="live-card" aria-labelledby="private-link">
        <p id="private-link">{t("entries.public.sentText")}</p>
        <p className="mt-2 break-all font-mono text-sm" dir="ltr">
          <a href={d.link} rel="noreferrer" className="underline">
            {d.link}
          </a>
        </p>
        <PrivateLinkActions url={d.link} title={`${t("entries.public.statusTitle")}: ${d.event.name} · ${d.category}`} />
        {d.sent === "mail" && d.email ? <p className="mt-2 text-sm">{t("entries.public.mailed", { email: d.email })}</p> : null}
      </section>
      {d.saved ? (
        <p role="status" className="live-card font-semibold">
          {t("entries.public.contactSaved")}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="live-card font-semibold text-[#b91c1c]">
          {say(errors.form)}
        </p>
      ) : null}
      {checkIn ? (
        <section className="live-card" aria-labelledby="check-in-title">
          <h2 id="check-in-title" className="live-section-title">
            {t("checkIn.title")}
          </h2>
          <p>{checkIn.open ? t("checkIn.intro") : t("checkIn.closed")}</p>
          {d.checked ? (
            <p role="status" className="mt-2 font-semibold">
              {t("checkIn.saved")}
            </p>
          ) : null}
          {errors.checkIn ? (
            <p role="alert" className="mt-2 font-semibold text-[#b91c1c]">
              {say(errors.checkIn)}
            </p>
          ) : null}
          <ul className="mt-2 grid gap-2">
            {checkIn.players.map((player) => (
              <li key={player.id}>
                <form method="post" action={d.path} className="flex flex-wrap items-center justify-between gap-2">
                  <input type="hidden" name="intent" value={player.checkedIn ? "undoCheckIn" : "checkIn"} />
                  <input type="hidden" name="playerId" value={player.id} />
                  <span>
                    <bdi className="font-semibold">{player.name}</bdi> · {t(player.checkedIn ? "checkIn.here" : "checkIn.notYet")}
                  </span>
                  {checkIn.open ? (
                    <button type="submit" className={player.checkedIn ? "live-button-ghost" : "live-button"}>
                      {t(player.checkedIn ? "checkIn.undo" : "checkIn.checkIn", { name: player.name })}
                    </button>
                  ) : null}
                </form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="live-card">
        <p>
          {t("entries.public.status")}: <strong data-entry-status={d.status}>{t(`entries.statuses.${d.status}`)}</strong>
        </p>
        <ul className="mt-2 list-disc ps-5">
          {d.players.map((p, i) => (
            <li key={i}>{p.name}</li>
          ))}
        </ul>
        {d.status === "waiting" && d.outlook.position !== null ? (
          <p className="mt-2">{`${t("entries.public.waitingPosition", { position: d.outlook.position })} ${t(d.outlook.autoPromote ? "entries.public.waitingAuto" : "entries.public.waitingManual")}`}</p>
        ) : null}
        {d.message ? (
          <div className="mt-3">
            <h2 className="live-section-title">{t("entries.public.message")}</h2>
            <p className="whitespace-pre-line">{d.message}</p>
          </div>
        ) : null}
      </section>
      {d.notices ? (
        // Offered only where the spectator script can make a subscription (notices-script.ts shows it).
        <section className="live-card flex flex-col items-start gap-2" data-notify-offer hidden>
          <p>{t("following.notifyHint")}</p>
          <NotifyButton target="entry" offer={d.notices} statusId="notify-status-entry" tone="card" />
          <NotifyStatus id="notify-status-entry" />
        </section>
      ) : null}
      {d.mayChange ? (
        <>
          <p className="text-sm text-[#475569]">{t("entries.public.changeUntil", { date: d.closes })}</p>
          <form method="post" className="live-card flex flex-col gap-3" noValidate>
            <input type="hidden" name="intent" value="contact" />
            {d.players.map((p, i) => (
              <fieldset key={i} className="grid gap-3 sm:grid-cols-2">
                <legend className="font-semibold">{p.name}</legend>
                {(["phone", "email"] as const).map((name) => (
                  <label key={name} className="flex flex-col gap-1 text-sm font-semibold">
                    {t(`players.fields.${name}`)}
                    <input
                      name={`players.${i}.${name}`}
                      type={name === "phone" ? "tel" : "email"}
                      defaultValue={p[name]}
                      className="min-h-11 rounded border border-[#cbd5e1] px-2 font-normal"
                      aria-invalid={errors[`players.${i}.${name}`] ? true : undefined}
                    />
                    {errors[`players.${i}.${name}`] ? <span className="text-[#b91c1c]">{say(errors[`players.${i}.${name}`])}</span> : null}
                  </label>
                ))}
              </fieldset>
            ))}
            <button type="submit" className="live-button self-start">
              {t("entries.public.saveContact")}
            </button>
          </form>
          {/* The box focused (autofocus, which also scrolls it into view) when it was not ticked: the answer opens where the error is, with or without JavaScript. No fragment in the address: a page opened at one skips autofocus. */}
          <form id="withdraw" method="post" action={d.path} className="live-card flex flex-col gap-3">
            <input type="hidden" name="intent" value="withdraw" />
            <p>{d.status === "accepted" ? `${t(placeAfterWithdrawal(d.outlook))} ${t("entries.public.withdrawWarning")}` : t("entries.public.withdrawWarning")}</p>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                className="size-5"
                // Only on the answer that refused the unticked box: focus goes to the field the message is about, as a screen reader expects.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is never hydrated, so autofocus is the one way to focus the field without JavaScript
                autoFocus={errors.withdraw ? true : undefined}
                aria-invalid={errors.withdraw ? true : undefined}
                aria-describedby={errors.withdraw ? "withdraw-error" : undefined}
              />
              {t("entries.public.withdrawConfirm")}
            </label>
            {errors.withdraw ? (
              <p id="withdraw-error" role="alert" className="font-semibold text-[#b91c1c]">
                {say(errors.withdraw)}
              </p>
            ) : null}
            <button type="submit" className="live-button-ghost self-start">
              {t("entries.public.withdraw")}
            </button>
          </form>
        </>
      ) : null}
    </main>
  );
}
