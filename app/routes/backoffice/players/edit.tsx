import { data, Link } from "react-router";
import { canRunEvent } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { ErrorList } from "~/components/forms";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { duplicatesShownTo, findPlayer, teamsOfPlayer, updatePlayer } from "~/models/people/player.server";
import { formatBytes, maxFileBytes } from "~/utils/body-limits";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";
import { PlayerForm } from "./player-form";
import { draftFromSearch, formChoices, readPlayerSubmission } from "./player-form.server";
import { playerFormUploads } from "./player-schema";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The player's photo (app/utils/body-limits.ts). */
export const uploads = playerFormUploads;

function playerId(params: { id: string }) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id <= 0) throw data(null, { status: 404 });
  return id;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const player = findPlayer(playerId(params), me);
  if (!player) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const stored = {
    name: player.name,
    gender: player.gender,
    birthDate: player.birthDate ?? "",
    phone: player.phone ?? "",
    email: player.email ?? "",
    cityId: player.cityId ? String(player.cityId) : "",
    club: player.club ?? "",
    skillLevelId: player.skillLevelId ? String(player.skillLevelId) : "",
  };
  const defaults = draftFromSearch(search) ?? stored;
  // Teams of events the user does not run are counted, not named.
  const teams = teamsOfPlayer(player.id);
  const visibleTeams = teams.filter((team) => canRunEvent(me, team.eventId));
  return {
    title: translator(context)("pages.editPlayer"),
    player: { id: player.id, name: player.name, photo: player.photo },
    defaults,
    teams: visibleTeams.map(({ teamId, teamName, eventName }) => ({ teamId, teamName, eventName })),
    otherTeams: teams.length - visibleTeams.length,
    ...formChoices(search, defaults.cityId, me),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const player = findPlayer(playerId(params), me);
  if (!player) throw data(null, { status: 404 });
  const submitted = await readPlayerSubmission(request, me.id, player.photo);
  if (!submitted.ok) return submitted.response;
  const result = updatePlayer(player.id, submitted.input, submitted.photoPath, me.id, submitted.confirmDuplicate);
  if (!result.ok && result.reason === "missing") throw data(null, { status: 404 });
  if (!result.ok) {
    return result.reason === "duplicate"
      ? submitted.refuse({ confirmDuplicate: ["players.errors.duplicateConfirm"] }, duplicatesShownTo(me, result.duplicates))
      : submitted.refuse({ [result.field]: [result.error] });
  }
  return redirectWithToast("/list-player", { type: "success", message: translator(context)("list.saved", { name: result.player.name }) });
}

export default function EditPlayer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { player, teams, otherTeams } = loaderData;
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{t("pages.editPlayer")}</h1>
      {actionData?.tooLarge ? <ErrorList errors={[`players.errors.bodyTooLarge?image=${formatBytes(maxFileBytes.image)}&sheet=${formatBytes(maxFileBytes.sheet)}`]} /> : null}
      <PlayerForm
        mode="edit"
        lastResult={actionData?.result}
        defaults={loaderData.defaults}
        photoPath={player.photo}
        storedPhoto={actionData && !actionData.tooLarge ? actionData.photoPath : undefined}
        duplicates={actionData?.duplicates ?? []}
        otherDuplicates={actionData?.otherDuplicates ?? 0}
        skillLevels={loaderData.skillLevels}
        cities={loaderData.cities}
        citiesTruncated={loaderData.citiesTruncated}
        cityQuery={loaderData.cityQuery}
        clubs={loaderData.clubs}
      />
      <div className="mt-8 max-w-3xl border-t border-black/10 pt-5 dark:border-white/10">
        <h2 className="font-bold">{t("players.playsIn")}</h2>
        {teams.length === 0 && otherTeams === 0 ? (
          <p className="mt-1 text-muted">{t("players.playsNowhere")}</p>
        ) : (
          <ul className="mt-2 list-disc ps-5">
            {teams.map((team) => (
              <li key={team.teamId}>
                <Link to={`/edit-team/${team.teamId}`} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
                  {team.teamName}
                </Link>{" "}
                <span className="text-muted">({team.eventName})</span>
              </li>
            ))}
            {otherTeams > 0 ? <li className="text-muted">{t("players.errors.inOtherTeams", { count: otherTeams })}</li> : null}
          </ul>
        )}
      </div>
    </section>
  );
}
