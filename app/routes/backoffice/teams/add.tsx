import { eventChoices, requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { createTeam } from "~/models/competition/team.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/add";
import { TeamForm, type TeamDefaults } from "./team-form";
import { draftFromSearch, idOf, readTeamSubmission, teamFormChoices } from "./team-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const me = requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const first = eventChoices(me)[0];
  const defaults: TeamDefaults = draftFromSearch(search) ?? {
    eventId: search.get("event") ?? (first ? String(first.id) : ""),
    eventCategoryId: "",
    name: "",
    club: "",
    seed: "",
    status: "registered",
    captainId: "",
    playerIds: [],
  };
  // An event named in the address must be one the user runs, like any other.
  if (defaults.eventId) requireEventAccess(me, idOf(defaults.eventId));
  return { title: translator(context)("pages.addTeam"), defaults, ...teamFormChoices(me, context, search, defaults, null) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = requireUser(request, context);
  const form = await request.formData();
  requireEventAccess(me, idOf(form.get("eventId")));
  const submitted = readTeamSubmission(form, null, me);
  if (!submitted.ok) return submitted.response;
  const result = createTeam(submitted.input, me);
  if (!result.ok) return submitted.refuse(result.fieldErrors);
  return redirectWithToast(`/list-team?event=${result.team.eventId}`, { type: "success", message: translator(context)("list.created", { name: result.team.name }) });
}

export default function AddTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="mb-6 text-xl font-bold">{t("pages.addTeam")}</h1>
      {loaderData.events.length === 0 ? (
        <p className="text-muted">{t("teams.noEvents")}</p>
      ) : (
        <TeamForm
          mode="create"
          lastResult={actionData?.result}
          defaults={loaderData.defaults}
          events={loaderData.events}
          categories={loaderData.categories}
          picked={actionData?.picked ?? loaderData.picked}
          results={loaderData.results}
          playerQuery={loaderData.playerQuery}
          playedMatches={0}
        />
      )}
    </section>
  );
}
