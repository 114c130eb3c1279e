import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { MatchStatus } from "#drizzle/schema";
import { MatchStatusBadge } from "~/components/public/match-status";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { matchHistory } from "~/models/competition/match-progress.server";
import { titled } from "~/utils/meta";
import { describeMatchSource } from "~/utils/match-source";
import { redirectWithToast } from "~/utils/toast.server";
import { useHydrated } from "~/utils/use-hydrated";
import { pairedFromThisResult } from "~/models/formats/round-play.server";
import { loadMatchEntry } from "./match-entry.server";
import type { Route } from "./+types/match";
import { ScoreErrors, Stepper } from "./score-controls";
import { readScoreForm, type TypedScore } from "./score-form";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { scoring, event, detail, id, dates } = loadMatchEntry(request, context, params.scheduleId);
  return {
    title: `${detail.match.code} · ${event.name}`,
    event: { id: event.id, name: event.name, slug: event.slug },
    match: detail.match,
    players: detail.players,
    scoring: { version: scoring.version, status: scoring.status, rules: scoring.rules, stage: scoring.stage },
    history: matchHistory(id).map((entry) => ({ ...entry, at: dates.label(entry.at) })),
    /** A Swiss round was paired from this result: a correction changes the standings, not that pairing. */
    pairedFrom: pairedFromThisResult(id),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, id, scoring, detail } = loadMatchEntry(request, context, params.scheduleId);
  const t = translator(context);
  const maxSets = scoring.rules.setsToWin * 2 - 1;
  const parsed = readScoreForm(await request.formData(), maxSets);
  if (!parsed.ok) return data({ errors: parsed.errors, typed: parsed.typed, conflict: null }, { status: 400 });
  const saved = saveMatchResult(id, parsed.input, { userId: user.id, expectedVersion: parsed.version });
  if (saved.ok) {
    return redirectWithToast(`/match-progress/matches/${id}`, { type: "success", message: t("progress.saved", { code: detail.match.code }) });
  }
  if (saved.reason === "missing") throw data(null, { status: 404 });
  if (saved.reason === "conflict") {
    // Someone saved in between: show what is stored now, keep what this person typed, and let them decide.
    return data({ errors: [{ code: "result.conflict", params: {} }], typed: { ...parsed.typed, version: String(saved.version) }, conflict: saved.version }, { status: 409 });
  }
  return data({ errors: saved.errors, typed: parsed.typed, conflict: null }, { status: 400 });
}

const entryStatuses: MatchStatus[] = ["scheduled", "live", "finished", "walkover", "retired", "postponed", "cancelled"];

export default function MatchEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { match, scoring, event, players, history } = loaderData;
  const typed: TypedScore | null = actionData?.typed ?? null;
  const [status, setStatus] = useState<MatchStatus>((typed?.status as MatchStatus | undefined) ?? scoring.status);
  const maxSets = scoring.rules.setsToWin * 2 - 1;
  const stored = (n: number, side: "home" | "away") => {
    const set = match.sets[n - 1];
    return set ? String(side === "home" ? set.home : set.away) : "";
  };
  const value = (name: string, fallback: string) => (typed ? (typed[name] ?? "") : fallback);
  const teamName = (side: "home" | "away") => match[side].name ?? describeMatchSource(t, match[side].source);
  const showSides = (wanted: MatchStatus) => !hydrated || status === wanted;

  return (
    <section className="mx-auto max-w-3xl">
      <Link to={`/match-progress/events/${event.id}`} className="back-link">
        ← {event.name}
      </Link>
      <header className="mt-2 mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">{match.code}</h1>
        <span className="badge" style={{ backgroundColor: match.category.color, color: match.category.textColor }}>
          {[match.category.gameType, match.category.skillLevel].filter(Boolean).join(" · ")}
        </span>
        <MatchStatusBadge status={scoring.status} />
        <span className="text-muted">{[match.court, match.scheduledAt ? `${match.scheduledAt.date} ${match.scheduledAt.time}` : null].filter(Boolean).join(" · ")}</span>
      </header>

      <div className="panel mb-4 grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        {(["home", "away"] as const).map((side, index) => (
          <div key={side} className={index === 0 ? "order-1" : "order-3"}>
            <p className={`text-lg font-bold ${match[side].winner ? "text-success" : ""}`}>{teamName(side)}</p>
            <p className="text-sm text-muted">{players[side].map((p) => p.name).join(", ")}</p>
          </div>
        ))}
        <p className="order-2 font-mono text-2xl font-extrabold tabular-nums">
          {match.home.score ?? "–"} : {match.away.score ?? "–"}
        </p>
      </div>

      {actionData?.errors?.length ? <ScoreErrors errors={actionData.errors} conflict={actionData.conflict !== null} /> : null}
      {loaderData.pairedFrom ? (
        <p className="panel text-sm" id="paired-from">
          {t("rounds.swissCorrection")}
        </p>
      ) : null}

      <Form method="post" className="panel space-y-6">
        <input type="hidden" name="version" value={typed?.version ?? scoring.version} />
        <fieldset>
          <legend className="form-label">{t("progress.status")}</legend>
          <div className="flex flex-wrap gap-2">
            {entryStatuses.map((option) => (
              <label
                key={option}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-black/10 px-4 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white dark:border-white/10"
              >
                <input type="radio" name="status" value={option} defaultChecked={status === option} onChange={() => setStatus(option)} className="sr-only" />
                {t(`live.status.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>

        {scoring.rules.scoring === "sets" ? (
          <fieldset>
            <legend className="form-label">{t("progress.sets")}</legend>
            <table className="w-full">
              <thead>
                <tr className="text-sm text-muted">
                  <th scope="col" className="w-16 text-start">
                    {t("progress.set")}
                  </th>
                  <th scope="col">{teamName("home")}</th>
                  <th scope="col">{teamName("away")}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: maxSets }, (_, i) => i + 1).map((n) => (
                  <tr key={n}>
                    <th scope="row" className="text-start font-semibold">
                      {n}
                    </th>
                    {(["home", "away"] as const).map((side) => (
                      <td key={side} className="p-1">
                        <Stepper
                          name={`set-${n}-${side}`}
                          label={t("progress.setScore", { set: n, team: teamName(side) })}
                          defaultValue={value(`set-${n}-${side}`, stored(n, side))}
                          max={n === maxSets && scoring.rules.matchTieBreakTo !== null ? 99 : (scoring.rules.setCap ?? 99)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
        ) : (
          <fieldset className="grid grid-cols-2 gap-4">
            <legend className="form-label">{t("progress.goals")}</legend>
            {(["home", "away"] as const).map((side) => (
              <Stepper
                key={side}
                name={`goals-${side}`}
                label={t("progress.goalsOf", { team: teamName(side) })}
                showLabel
                defaultValue={value(`goals-${side}`, match[side].score !== null ? String(match[side].score) : "")}
                max={99}
              />
            ))}
          </fieldset>
        )}

        {showSides("walkover") ? (
          <fieldset>
            <legend className="form-label">{t("progress.present")}</legend>
            <SidePicker name="present" home={teamName("home")} away={teamName("away")} defaultValue={typed?.present} />
          </fieldset>
        ) : null}
        {showSides("retired") ? (
          <fieldset>
            <legend className="form-label">{t("progress.retired")}</legend>
            <SidePicker name="retired" home={teamName("home")} away={teamName("away")} defaultValue={typed?.retired} />
          </fieldset>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary min-h-14 flex-1 text-base" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("common.loading") : t("progress.save")}
          </button>
          <Link to={`/match-progress/matches/${match.id}/statistics`} className="btn btn-outline min-h-14">
            {t("progress.statistics")}
          </Link>
        </div>
      </Form>

      <section className="panel mt-4" aria-labelledby="scorer-link">
        <h2 id="scorer-link" className="mb-2 font-bold">
          {t("scorerLinks.forMatch")}
        </h2>
        <p className="mb-3 text-muted">{t("scorerLinks.forMatchHint")}</p>
        <Form method="post" action={`/match-progress/events/${event.id}/scorer-links`}>
          <input type="hidden" name="intent" value="match" />
          <input type="hidden" name="matchId" value={match.id} />
          <input type="hidden" name="code" value={match.code} />
          <button type="submit" className="btn btn-outline min-h-11">
            {t("scorerLinks.createMatch")}
          </button>
        </Form>
      </section>
      <section className="panel mt-4" aria-labelledby="history">
        <h2 id="history" className="mb-3 font-bold">
          {t("progress.history")}
        </h2>
        {history.length === 0 ? (
          <p className="text-muted">{t("progress.noHistory")}</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-3">
                <time dateTime={entry.at.iso} className="font-mono text-muted">
                  {entry.at.date} {entry.at.time}
                </time>
                <span className="font-semibold">{entry.user ?? "—"}</span>
                <span>{entry.summary}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

function SidePicker({ name, home, away, defaultValue }: { name: string; home: string; away: string; defaultValue?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {(
        [
          ["home", home],
          ["away", away],
        ] as const
      ).map(([side, label]) => (
        <label
          key={side}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-black/10 px-4 has-[:checked]:border-primary has-[:checked]:bg-primary-light dark:border-white/10"
        >
          <input type="radio" name={name} value={side} defaultChecked={defaultValue === side} className="size-5 accent-primary" />
          {label}
        </label>
      ))}
    </div>
  );
}
