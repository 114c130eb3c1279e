import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { titled } from "~/utils/meta";
import { requirePublicEvent } from "~/utils/public-event.server";
import type { Route } from "./+types/upcoming-section";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.event.name);

/** An event section page that the public-site work fills in; it already resolves its event. */
export function loader({ request, params }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, params.slug);
  return { event: { name: event.name, slug: event.slug } };
}

export default function UpcomingSection({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{loaderData.event.name}</h1>
      <p className="text-muted">{t("pages.underConstruction")}</p>
      <Link className="btn btn-primary" to={`/live-event/${loaderData.event.slug}`}>
        {t("common.back")}
      </Link>
    </main>
  );
}
