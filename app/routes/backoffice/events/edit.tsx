import { data, isRouteErrorResponse, Link } from "react-router";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findEventForEdit } from "~/models/events/event-admin.server";
import { titled } from "~/utils/meta";
import { eventPageUrl, qrDataUrl } from "~/utils/qr-code.server";
import type { Route } from "./+types/edit";
import { EventForm } from "./event-form";
import { eventFormUploads } from "./event-fields";
import { eventDefaults, eventFormAction, eventFormData } from "./event-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** Its three images (app/utils/body-limits.ts). */
export const uploads = eventFormUploads;

function requireEvent(params: { id: string }) {
  const id = Number(params.id);
  const event = Number.isInteger(id) && id > 0 ? findEventForEdit(id) : null;
  if (!event) throw data(null, { status: 404 });
  return event;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requireEvent(params);
  const { options, regions } = eventFormData(event, { categoryIds: event.categories.map((c) => c.gameCategoryId), managerIds: event.managerIds });
  // Made here rather than fetched from the public page's code: a draft has no public page yet, and its posters may be printed before it opens.
  const url = eventPageUrl(request, event.slug);
  return {
    title: translator(context)("events.edit"),
    event: { id: event.id, name: event.name, slug: event.slug, status: event.status },
    qr: { url, svg: await qrDataUrl(url, "svg"), png: await qrDataUrl(url, "png") },
    options,
    regions,
    defaults: eventDefaults(event, options.gameCategories),
  };
}

export function action(args: Route.ActionArgs) {
  return eventFormAction(args, requireEvent(args.params));
}

export default function EditEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, qr, ...form } = loaderData;
  return (
    <section className="panel">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-xl font-bold">{t("events.edit")}</h1>
        <a
          href={`/live-event/${event.slug}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1 font-mono text-sm text-primary hover:underline"
          aria-label={t("events.openPublic", { slug: event.slug })}
        >
          /live-event/{event.slug} <span aria-hidden="true">↗</span>
        </a>
      </div>
      <section aria-labelledby="event-qr" className="mb-6 flex flex-wrap items-center gap-4 rounded-md border border-black/10 p-3 dark:border-white/10">
        <img src={qr.svg} alt={t("bracket.qr.alt", { url: qr.url })} width={128} height={128} className="bg-white" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h2 id="event-qr" className="font-bold">
            {t("bracket.qr.title")}
          </h2>
          <p className="text-muted">{t(event.status === "draft" ? "bracket.qr.draft" : "bracket.qr.intro")}</p>
          <div className="flex flex-wrap gap-2">
            <a href={qr.png} download={`${event.slug}-qr.png`} className="btn btn-outline min-h-11">
              {t("bracket.qr.png")}
            </a>
            <a href={qr.svg} download={`${event.slug}-qr.svg`} className="btn btn-outline min-h-11">
              {t("bracket.qr.svg")}
            </a>
          </div>
        </div>
      </section>
      <EventForm key={event.id} draftKey={String(event.id)} answer={actionData} {...form} />
    </section>
  );
}

/** A failed load says so in the page, with the way back, instead of the generic error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="panel" role="alert">
      <h1 className="text-xl font-bold">{t("events.loadFailed")}</h1>
      <p className="mt-2 text-muted">{t(missing ? "list.notFound" : "events.loadFailedBody")}</p>
      <Link to="/list-event" className="btn btn-outline mt-5">
        {t("events.backToList")}
      </Link>
    </section>
  );
}
