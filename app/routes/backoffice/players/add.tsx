import { requireUser } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { createPlayer, duplicatesShownTo } from "~/models/people/player.server";
import { formatBytes, maxFileBytes } from "~/utils/body-limits";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { PlayerForm } from "./player-form";
import { draftFromSearch, formChoices, readPlayerSubmission } from "./player-form.server";
import { playerFormUploads } from "./player-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The player's photo (app/utils/body-limits.ts). */
export const uploads = playerFormUploads;

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const defaults = draftFromSearch(search) ?? {};
  return { title: translator(context)("pages.addPlayer"), defaults, ...formChoices(search, defaults.cityId, me) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const submitted = await readPlayerSubmission(request, me.id, null);
  if (!submitted.ok) return submitted.response;
  const result = createPlayer(submitted.input, submitted.photoPath, me.id, submitted.confirmDuplicate);
  if (!result.ok) {
    return result.reason === "duplicate"
      ? submitted.refuse({ confirmDuplicate: ["players.errors.duplicateConfirm"] }, duplicatesShownTo(me, result.duplicates))
      : submitted.refuse({ [result.field]: [result.error] });
  }
  return redirectWithToast("/list-player", { type: "success", message: translator(context)("list.created", { name: result.player.name }) });
}

export default function AddPlayer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{t("pages.addPlayer")}</h1>
      {actionData?.tooLarge ? <ErrorList errors={[`players.errors.bodyTooLarge?image=${formatBytes(maxFileBytes.image)}&sheet=${formatBytes(maxFileBytes.sheet)}`]} /> : null}
      <PlayerForm
        mode="create"
        lastResult={actionData?.result}
        defaults={loaderData.defaults}
        photoPath={null}
        storedPhoto={actionData && !actionData.tooLarge ? actionData.photoPath : undefined}
        duplicates={actionData?.duplicates ?? []}
        otherDuplicates={actionData?.otherDuplicates ?? 0}
        skillLevels={loaderData.skillLevels}
        cities={loaderData.cities}
        citiesTruncated={loaderData.citiesTruncated}
        cityQuery={loaderData.cityQuery}
        clubs={loaderData.clubs}
      />
    </section>
  );
}
