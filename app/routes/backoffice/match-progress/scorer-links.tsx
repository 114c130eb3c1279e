import { data, Form, Link, useNavigation } from "react-router";
import { requireRunnableEvent } from "~/auth/event-access.server";
import { PrivateLink } from "~/components/backoffice/private-link";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { courtDays, createScorerLink, liveScorerLinks, revokeScorerLink } from "~/models/competition/scorer-link.server";
import { eventDateFormat } from "~/utils/event-dates";
import { qrDataUrl } from "~/utils/qr-code.server";
import { titled } from "~/utils/meta";
import { scorerLinkName } from "~/utils/scorer-link-name";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/scorer-links";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { event } = requireRunnableEvent(request, context, params.eventId);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const t = translator(context);
  const when = (instant: Date) => {
    const label = dates.label(instant);
    return `${label.date} ${label.time}`;
  };
  return {
    title: `${t("scorerLinks.title")} · ${event.name}`,
    event: { id: event.id, name: event.name },
    courtDays: courtDays(event.id).map((entry) => ({ ...entry, label: dates.label(new Date(`${entry.day}T12:00:00Z`)).date })),
    links: liveScorerLinks(event.id).map((link) => ({
      id: link.id,
      name: scorerLinkName(t, link),
      scope: link.court ? `${link.court} · ${dates.label(new Date(`${link.day}T12:00:00Z`)).date}` : (link.matchCode ?? ""),
      createdBy: link.createdBy,
      createdAt: when(link.createdAt),
      lastUsedAt: link.lastUsedAt ? when(link.lastUsedAt) : null,
      expiresAt: when(link.expiresAt),
    })),
  };
}

/**
 * Creates a court link (`court` + `day`) or a match link (`matchId`), shown
 * once with its QR code: only its hash is kept. Revokes a link by its id.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, event } = requireRunnableEvent(request, context, params.eventId);
  const t = translator(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "revoke") {
    const linkId = Number(form.get("linkId"));
    if (!Number.isInteger(linkId) || !revokeScorerLink(event.id, linkId, user.id)) return data({ error: t("scorerLinks.notFound"), created: null }, { status: 404 });
    return redirectWithToast(`/match-progress/events/${event.id}/scorer-links`, { type: "success", message: t("scorerLinks.revoked") });
  }
  const matchId = Number(form.get("matchId"));
  // "YYYY-MM-DD|Court 2": the day, then the court's name whatever it holds.
  const courtDay = String(form.get("courtDay") ?? "");
  const day = /^\d{4}-\d{2}-\d{2}\|/.test(courtDay) ? courtDay.slice(0, 10) : null;
  const courtName = day ? courtDay.slice(11).trim() : null;
  const created =
    intent === "match" && Number.isInteger(matchId) && matchId > 0
      ? createScorerLink(event.id, { matchId }, t("scorerLinks.matchName", { code: String(form.get("code") ?? "").slice(0, 20) || `#${matchId}` }), user.id)
      : intent === "court" && day && courtName
        ? createScorerLink(event.id, { court: courtName, day }, t("scorerLinks.courtName", { court: courtName }), user.id)
        : null;
  if (created === null) return data({ error: t("scorerLinks.chooseCourt"), created: null }, { status: 400 });
  if (!created.ok) return data({ error: t(created.error === "noMatches" ? "scorerLinks.noMatches" : "scorerLinks.notFound"), created: null }, { status: 400 });
  const url = `${new URL(request.url).origin}/score/${created.secret}`;
  return { error: null, created: { name: created.link.name, url, qr: await qrDataUrl(url, "svg") } };
}

export default function ScorerLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { event, courtDays, links } = loaderData;
  const created = actionData?.created ?? null;
  return (
    <section className="grid gap-4">
      <div>
        <Link to={`/match-progress/events/${event.id}`} className="back-link">
          ← {event.name}
        </Link>
        <h1 className="text-xl font-bold">{t("scorerLinks.title")}</h1>
        <p className="text-muted">{t("scorerLinks.intro")}</p>
      </div>

      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-danger/30 bg-danger/10 px-4 py-3 text-danger">
          {actionData.error}
        </p>
      ) : null}

      {created ? (
        <section className="panel grid gap-3" aria-labelledby="created-link">
          <h2 id="created-link" className="font-bold">
            {created.name}
          </h2>
          <p role="status">{t("scorerLinks.created")}</p>
          <img src={created.qr} alt={t("scorerLinks.qr", { name: created.name })} width={240} height={240} className="scorer-qr" />
          <PrivateLink id="created-link-url" label={t("scorerLinks.url")} url={created.url} title={`${created.name} · ${event.name}`} />
          <button type="button" className="btn btn-outline min-h-11 justify-self-start print:hidden" onClick={() => window.print()}>
            {t("scorerLinks.print")}
          </button>
        </section>
      ) : null}

      <section className="panel" aria-labelledby="new-link">
        <h2 id="new-link" className="mb-3 font-bold">
          {t("scorerLinks.createCourt")}
        </h2>
        {courtDays.length === 0 ? (
          <p className="text-muted">{t("scorerLinks.noCourts")}</p>
        ) : (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="court" />
            <label className="grid min-w-0 flex-1 gap-1">
              <span className="form-label">{t("scorerLinks.courtDay")}</span>
              <select name="courtDay" className="form-input" required>
                {courtDays.map((entry) => (
                  <option key={`${entry.day}-${entry.court}`} value={`${entry.day}|${entry.court}`}>
                    {entry.court} · {entry.label} · {t("scorerLinks.matchesLabel")}: {entry.matches}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
              {t("scorerLinks.create")}
            </button>
          </Form>
        )}
      </section>

      <section className="panel" aria-labelledby="open-links">
        <h2 id="open-links" className="mb-3 font-bold">
          {t("scorerLinks.open")}
        </h2>
        {links.length === 0 ? (
          <p className="text-muted">{t("scorerLinks.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-black/10 p-3 dark:border-white/10">
                <div className="min-w-0">
                  <p className="font-semibold">{link.name}</p>
                  <p className="text-sm text-muted">{link.scope}</p>
                  <p className="text-sm text-muted">{t("scorerLinks.createdBy", { name: link.createdBy, at: link.createdAt })}</p>
                  <p className="text-sm text-muted">
                    {link.lastUsedAt ? t("scorerLinks.lastUsed", { at: link.lastUsedAt }) : t("scorerLinks.neverUsed")} · {t("scorerLinks.ends", { at: link.expiresAt })}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="linkId" value={link.id} />
                  <button type="submit" className="btn btn-danger min-h-11" disabled={busy} aria-label={t("scorerLinks.revokeNamed", { name: link.name })}>
                    {t("scorerLinks.revoke")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
