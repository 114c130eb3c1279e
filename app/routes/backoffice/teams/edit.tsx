import { data } from "react-router";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findTeam, updateTeam } from "~/models/competition/team.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { takeUpFreedPlaces } from "~/models/entries/entry-admin.server";
import { promotionTexts, toastOf } from "../entries/promotion-texts";
import type { Route } from "./+types/edit";
import { TeamForm } from "./team-form";
import { draftFromSearch, readTeamSubmission, teamFormChoices } from "./team-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The team of the address, when it exists and belongs to an event the user runs; 404 otherwise. */
function accessibleTeam(params: { id: string }, user: SessionUser) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const team = id > 0 ? findTeam(id) : null;
  if (!team) throw data(null, { status: 404 });
  requireEventAccess(user, team.eventId);
  return team;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const team = accessibleTeam(params, me);
  const search = new URL(request.url).searchParams;
  const defaults = draftFromSearch(search) ?? {
    eventId: String(team.eventId),
    eventCategoryId: String(team.eventCategoryId),
    name: team.name,
    club: team.club ?? "",
    seed: team.seed ? String(team.seed) : "",
    status: team.status,
    captainId: String(team.roster.find((player) => player.captain)?.playerId ?? ""),
    playerIds: team.roster.map((player) => player.playerId),
  };
  return {
    title: translator(context)("pages.editTeam"),
    team: { id: team.id, name: team.name, event: team.event, group: team.group, matches: team.matches },
    defaults,
    ...teamFormChoices(me, context, search, defaults, team),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const team = accessibleTeam(params, me);
  const submitted = readTeamSubmission(await request.formData(), team.id, me);
  if (!submitted.ok) return submitted.response;
  const result = updateTeam(team.id, submitted.input, me, submitted.confirmWithdraw);
  if (!result.ok && "missing" in result) throw data(null, { status: 404 });
  if (!result.ok) return submitted.refuse(result.fieldErrors, result.playedMatches);
  const t = translator(context);
  // A team withdrawn, or moved to another category, gave its place back: an entry window that promotes by itself gives it to its waiting line.
  const leftItsPlace = team.status !== "withdrawn" && (result.team.status === "withdrawn" || result.team.eventCategoryId !== team.eventCategoryId);
  const promoted = leftItsPlace ? takeUpFreedPlaces(team.eventCategoryId, me) : [];
  return redirectWithToast(`/list-team?event=${result.team.eventId}`, toastOf([t("list.saved", { name: result.team.name }), ...promotionTexts(t, promoted)], promoted));
}

export default function EditTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { team } = loaderData;
  return (
    <section className="panel">
      <h1 className="mb-2 text-xl font-bold">{t("pages.editTeam")}</h1>
      {team.group !== null || team.matches > 0 ? (
        <p className="mb-6 text-muted">
          {team.group !== null ? `${t("teams.group", { name: team.group })}. ` : ""}
          {t("teams.matchesPlayed")}
        </p>
      ) : (
        <div className="mb-6" />
      )}
      <TeamForm
        mode="edit"
        lastResult={actionData?.result}
        defaults={loaderData.defaults}
        events={[]}
        fixedEvent={team.event}
        categories={loaderData.categories}
        picked={actionData?.picked ?? loaderData.picked}
        results={loaderData.results}
        playerQuery={loaderData.playerQuery}
        playedMatches={actionData?.playedMatches ?? 0}
      />
    </section>
  );
}
