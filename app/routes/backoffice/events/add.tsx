import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/add";
import { EventForm } from "./event-form";
import { eventFormUploads } from "./event-fields";
import { eventDefaults, eventFormAction, eventFormData } from "./event-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** Its three images (app/utils/body-limits.ts). */
export const uploads = eventFormUploads;

export function loader({ context }: Route.LoaderArgs) {
  const { options, regions } = eventFormData({ provinceId: null, cityId: null, districtId: null, subdistrictId: null });
  return { title: translator(context)("events.add"), options, regions, defaults: eventDefaults(null, options.gameCategories) };
}

export function action(args: Route.ActionArgs) {
  return eventFormAction(args, null);
}

export default function AddEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{t("events.add")}</h1>
      <EventForm key="new" draftKey="new" answer={actionData} {...loaderData} />
    </section>
  );
}
