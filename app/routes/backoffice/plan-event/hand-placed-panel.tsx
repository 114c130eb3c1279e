import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";

type Match = { id: number; code: string; category: string; when: string; court: string };

/** Matches moved by hand on the schedule: planning again leaves them where they are, until they are given back to the planner. */
export function HandPlacedPanel({ matches }: { matches: Match[] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  if (matches.length === 0) return null;
  return (
    <section className="panel space-y-3" aria-labelledby="plan-hand-title">
      <h2 id="plan-hand-title" className="text-lg font-bold">
        {t("eventPlan.handPlaced.title")}
      </h2>
      <p className="text-muted">{t("eventPlan.handPlaced.hint")}</p>
      <ul className="space-y-2">
        {matches.map((match) => (
          <li key={match.id} className="flex flex-wrap items-center gap-2 rounded-md border border-black/10 p-3 dark:border-white/10">
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{match.code}</span> · {match.category}
              <br />
              <span className="text-muted">
                {match.when} · {match.court}
              </span>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="release" />
              <input type="hidden" name="matchId" value={match.id} />
              <button type="submit" className="btn btn-outline" disabled={busy}>
                {t("eventPlan.handPlaced.release", { code: match.code })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
