import { data, Form, Link, useNavigation } from "react-router";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { saveMatchStatistics } from "~/models/competition/match-result.server";
import { describeMatchSource } from "~/utils/match-source";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { loadMatchEntry } from "./match-entry.server";
import type { Route } from "./+types/statistics";
import { ScoreErrors, Stepper } from "./score-controls";
import { readStatisticsForm } from "./score-form";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { scoring, event, detail } = loadMatchEntry(request, context, params.scheduleId);
  return {
    title: `${translator(context)("progress.statistics")} · ${detail.match.code}`,
    event: { id: event.id, name: event.name },
    match: detail.match,
    version: scoring.version,
    statistics: scoring.statistics,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, id, scoring, detail } = loadMatchEntry(request, context, params.scheduleId);
  const parsed = readStatisticsForm(
    await request.formData(),
    scoring.statistics.map((s) => s.id),
  );
  if (!parsed.ok) return data({ errors: parsed.errors, conflict: false }, { status: 400 });
  const saved = saveMatchStatistics(id, parsed.stats, { userId: user.id, expectedVersion: parsed.version });
  if (saved.ok) {
    return redirectWithToast(`/match-progress/matches/${id}`, { type: "success", message: translator(context)("progress.statisticsSaved", { code: detail.match.code }) });
  }
  if (saved.reason === "missing") throw data(null, { status: 404 });
  if (saved.reason === "conflict") return data({ errors: [{ code: "result.conflict", params: {} }], conflict: true }, { status: 409 });
  return data({ errors: saved.errors, conflict: false }, { status: 400 });
}

export default function MatchStatistics({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { match, statistics, version } = loaderData;
  const teamName = (side: "home" | "away") => match[side].name ?? describeMatchSource(t, match[side].source);
  return (
    <section className="mx-auto max-w-3xl">
      <Link to={`/match-progress/matches/${match.id}`} className="back-link">
        ← {match.code}
      </Link>
      <h1 className="mt-2 mb-4 text-xl font-bold">{loaderData.title}</h1>
      {actionData?.errors?.length ? <ScoreErrors errors={actionData.errors} conflict={actionData.conflict} /> : null}
      {statistics.length === 0 ? (
        <p className="panel text-muted">{t("progress.noStatistics")}</p>
      ) : (
        <Form method="post" className="panel">
          <input type="hidden" name="version" value={version} />
          <table className="w-full">
            <caption className="sr-only">{loaderData.title}</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="text-start">
                  {t("progress.statistic")}
                </th>
                <th scope="col">{teamName("home")}</th>
                <th scope="col">{teamName("away")}</th>
              </tr>
            </thead>
            <tbody>
              {statistics.map((statistic) => (
                <tr key={statistic.id} className="border-t border-black/5 dark:border-white/5">
                  <th scope="row" className="py-2 text-start font-semibold">
                    {statistic.name}
                  </th>
                  {(["home", "away"] as const).map((side) => (
                    <td key={side} className="p-1">
                      <Stepper name={`stat-${statistic.id}-${side}`} label={`${statistic.name} — ${teamName(side)}`} defaultValue={String(statistic[side])} max={999} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit" className="btn btn-primary mt-4 min-h-14 w-full text-base" disabled={navigation.state === "submitting"}>
            {t("progress.saveStatistics")}
          </button>
        </Form>
      )}
    </section>
  );
}
