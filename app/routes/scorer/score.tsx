import { randomUUID } from "node:crypto";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useParams, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { MatchStatusBadge } from "~/components/public/match-status";
import { clockText, halfOver, nextClockActions, playedAt, type ClockAction, type MatchClock } from "~/domain/match-clock";
import { gameLabels, formatLiveScore, setsLine, type LiveScore } from "~/domain/points";
import type { SetScore, Side } from "~/domain/scoring";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findEventById } from "~/models/events/event.server";
import { correctScore, endMatch, findPointState, scorePoint, startScoring, tapClock, undoPoint, type PointOutcome, type Scorer } from "~/models/competition/point-scoring.server";
import { currentMatchId, openScorerLink, scorerMatches, touchScorerLink, type ScorerLink } from "~/models/competition/scorer-link.server";
import { eventDateFormat } from "~/utils/event-dates";
import { describeMatchSource } from "~/utils/match-source";
import { titled } from "~/utils/meta";
import { scorerLinkName } from "~/utils/scorer-link-name";
import { useHydrated } from "~/utils/use-hydrated";
import { useNow } from "~/utils/use-now";
import type { Route } from "./+types/score";
import { readScorerEntry } from "./scorer-entry";
import { useOfflineCopy } from "./offline-copy";
import { useScoringQueue, type SendTrouble, type ServerScore } from "./scoring-queue";
import { now, nowMs } from "~/clock.server";

/**
 * The secret is in the address: never stored by a cache, never sent on to another site as a referrer (the
 * page's own policy, same-origin: under no-referrer a browser posts the page's own forms with `Origin: null`,
 * which the site's cross-site check refuses), never indexed.
 */
export const meta: Route.MetaFunction = ({ loaderData, params }) => [
  ...titled(loaderData?.title),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
  { name: "theme-color", content: "#4361ee" },
  { tagName: "link", rel: "manifest", href: `/score/${params.secret}/manifest.webmanifest` },
];

/** Its `noindex` header is the server's, as for every page outside the public site (server/indexing.ts). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The link the address opens; a refused one answers its own page (410 once revoked or expired, 404 when unknown). */
function openLink(secret: string) {
  const opened = openScorerLink(secret);
  if (!opened.ok) throw data({ refusal: opened.refusal }, { status: opened.refusal === "unknown" ? 404 : 410 });
  return opened.link;
}

export function loader({ params, request, context }: Route.LoaderArgs) {
  const link = openLink(params.secret);
  const event = findEventById(link.eventId);
  if (!event) throw data({ refusal: "unknown" }, { status: 404 });
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const list = scorerMatches(link);
  const wanted = Number(new URL(request.url).searchParams.get("match"));
  const matchId = list.some((m) => m.id === wanted) ? wanted : currentMatchId(list);
  const state = matchId === null ? null : findPointState(matchId);
  const index = list.findIndex((m) => m.id === matchId);
  const t = translator(context);
  return {
    title: t("scorer.title"),
    link: { name: scorerLinkName(t, { name: link.name, court: link.court, matchCode: list.find((m) => m.id === link.matchId)?.code ?? null }), court: link.court },
    event: { name: event.name },
    matches: list.map((m) => ({ ...m, scheduledAt: m.scheduledAt ? dates.label(m.scheduledAt).time : null })),
    matchId,
    next: index >= 0 ? (list[index + 1]?.id ?? null) : null,
    state,
    // Fresh ids for this page's taps: a tap sent twice (a double tap, a resend) counts once.
    ids: { start: randomUUID(), home: randomUUID(), away: randomUUID(), correct: randomUUID(), clock: randomUUID() },
    /** The server's time of this page, which the match clock is shown at until the page's script runs it. */
    now: nowMs(),
  };
}

/** A refused tap: why, the score as it now stands, and for a correction what the scorer typed, to show again. */
type Refusal = {
  reason: "closed" | "conflict" | "notStarted" | "invalid" | "stale";
  errors: { code: string; params: Record<string, unknown> }[];
  score: string | null;
  typed?: Typed | null;
};
/** A correction as typed, with the sets line of the score it was refused on (it is shown again while that score stands). */
type Typed = { sets: SetScore[]; server: Side; on: string };

/** After a post the page reads the match again, refused or not: a refused correction is shown beside the score as it now stands. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
}

export async function action({ params, request }: Route.ActionArgs) {
  const link = openLink(params.secret);
  const entry = readScorerEntry(await request.formData());
  if (!entry.ok) return data({ refusal: { reason: "invalid", errors: entry.errors, score: null, typed: null } as Refusal }, { status: 400 });
  const covered = scorerMatches(link).some((m) => m.id === entry.matchId);
  if (!covered) throw data({ refusal: "unknown" }, { status: 404 });
  touchScorerLink(link);
  const outcome = apply(link, entry.value);
  if (outcome.ok) return redirect(`/score/${params.secret}?match=${entry.matchId}`);
  if (outcome.reason === "missing") throw data({ refusal: "unknown" }, { status: 404 });
  const { state } = outcome;
  const score = state.score ? formatLiveScore(state.score) : state.goals ? `${state.goals.home}-${state.goals.away}` : null;
  const typed = entry.value.intent === "correct" ? { sets: entry.value.sets, server: entry.value.side, on: setsLine(state.score?.sets ?? []) } : null;
  const refusal: Refusal = { reason: outcome.reason, errors: outcome.reason === "invalid" ? outcome.errors : [], score, typed };
  return data({ refusal }, { status: outcome.reason === "conflict" || outcome.reason === "stale" ? 409 : 400 });
}

function apply(link: ScorerLink, entry: Extract<ReturnType<typeof readScorerEntry>, { ok: true }>["value"]): PointOutcome {
  const scorer: Scorer = { userId: null, scorerLinkId: link.id, name: link.name };
  const at = now();
  switch (entry.intent) {
    case "start":
      return startScoring(entry.matchId, { clientId: entry.clientId, server: entry.side, at }, scorer);
    case "point":
      return scorePoint(entry.matchId, { clientId: entry.clientId, side: entry.side, at, after: entry.after }, scorer);
    case "undo":
      return undoPoint(entry.matchId, entry.target, scorer);
    case "correct":
      return correctScore(entry.matchId, { clientId: entry.clientId, sets: entry.sets, server: entry.side, at, after: entry.after, from: entry.from }, scorer);
    case "end":
      return endMatch(entry.matchId, entry.ending, entry.after, scorer);
    case "clock":
      return tapClock(entry.matchId, { clientId: entry.clientId, action: entry.action, at }, scorer);
  }
}

export default function ScorerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  useOfflineCopy();
  const busy = navigation.state !== "idle";
  const { link, event, matches, matchId, state, ids, next, now } = loaderData;
  const match = matches.find((m) => m.id === matchId) ?? null;
  const refusal = actionData?.refusal ?? null;
  const name = (side: Side) => (side === "home" ? (match?.home ?? describeMatchSource(t, match?.homeSource)) : (match?.away ?? describeMatchSource(t, match?.awaySource)));

  return (
    <main className="scorer" data-js={hydrated ? "true" : undefined}>
      <header className="scorer-header">
        <p className="text-sm text-muted">
          {event.name} · {link.name}
        </p>
        {match ? (
          <h1 className="text-lg font-bold">
            {match.code}
            {match.court ? ` · ${match.court}` : ""}
            {match.scheduledAt ? ` · ${match.scheduledAt}` : ""} <MatchStatusBadge status={match.status} />
          </h1>
        ) : (
          <h1 className="text-lg font-bold">{t("scorer.noMatches")}</h1>
        )}
      </header>

      {refusal ? <RefusalNotice refusal={refusal} /> : null}

      {match && state ? (
        !state.started ? (
          <StartPanel matchId={match.id} clientId={ids.start} scoring={state.scoring} name={name} busy={busy} canStart={state.status === "scheduled" || state.status === "live"} />
        ) : (
          <>
            {hydrated && state.status === "live" ? (
              <QueuedScoring key={state.matchId} state={state} name={name} next={next} correctionId={ids.correct} typed={refusal?.typed ?? null} busy={busy} />
            ) : (
              <>
                <Scoreboard score={state.score} goals={state.goals} name={name} />
                {state.clock && state.status === "live" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="clock" />
                    <input type="hidden" name="matchId" value={match.id} />
                    <input type="hidden" name="clientId" value={ids.clock} />
                    <ClockPanel clock={state.clock.state} shownAt={now} busy={busy} />
                  </Form>
                ) : null}
                {state.status === "live" ? (
                  <div className="scorer-pads">
                    {(["home", "away"] as const).map((side) => (
                      <Form method="post" key={side} className="contents">
                        <input type="hidden" name="intent" value="point" />
                        <input type="hidden" name="matchId" value={match.id} />
                        <input type="hidden" name="side" value={side} />
                        <input type="hidden" name="clientId" value={ids[side]} />
                        <input type="hidden" name="after" value={state.last ?? ""} />
                        <PointPad side={side} scoring={state.scoring} name={name} disabled={busy} />
                      </Form>
                    ))}
                  </div>
                ) : (
                  <p className="scorer-over">{state.score?.over ? <MatchOver winner={state.score.winner} name={name} /> : t("scorer.closed")}</p>
                )}
                <div className="scorer-tools">
                  {state.stream.points.length > 0 && state.status !== "scheduled" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="undo" />
                      <input type="hidden" name="matchId" value={match.id} />
                      <input type="hidden" name="target" value={state.stream.points.at(-1)!.clientId} />
                      <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
                        {t("scorer.undo")}
                      </button>
                    </Form>
                  ) : null}
                  {next !== null && state.status !== "live" ? (
                    <Link to={`?match=${next}`} className="btn btn-primary min-h-11">
                      {t("scorer.nextMatch")}
                    </Link>
                  ) : null}
                </div>
              </>
            )}
            {!hydrated && state.status === "live" ? <EndingForm matchId={match.id} after={state.last} scoring={state.scoring} name={name} busy={busy} /> : null}
            {!hydrated && state.status === "live" && state.scoring === "sets" ? (
              <CorrectionForm matchId={match.id} clientId={ids.correct} after={state.last} score={state.score} typed={refusal?.typed ?? null} name={name} busy={busy} />
            ) : null}
          </>
        )
      ) : null}

      {matches.length > 1 ? (
        <nav aria-label={t("scorer.matches")} className="scorer-matches">
          <h2 className="mb-2 font-semibold">{t("scorer.matches")}</h2>
          <ol className="grid gap-1">
            {matches.map((m) => (
              <li key={m.id}>
                <Link to={`?match=${m.id}`} aria-current={m.id === matchId ? "true" : undefined} className="scorer-match-link">
                  <span>
                    {m.scheduledAt ?? "—"} · {m.code}
                  </span>
                  <span className="truncate">
                    {m.home ?? describeMatchSource(t, m.homeSource)} – {m.away ?? describeMatchSource(t, m.awaySource)}
                  </span>
                  <MatchStatusBadge status={m.status} />
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </main>
  );
}

/** One side's big button: half of the screen, the team's name and what a tap gives it. */
function PointPad({ side, scoring, name, disabled, onTap }: { side: Side; scoring: "sets" | "goals"; name: (side: Side) => string; disabled: boolean; onTap?: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type={onTap ? "button" : "submit"}
      className={`scorer-pad scorer-pad-${side}`}
      disabled={disabled}
      onClick={onTap}
      aria-label={t(scoring === "goals" ? "scorer.goalFor" : "scorer.pointFor", { team: name(side) })}
    >
      <span className="scorer-pad-name">{name(side)}</span>
      <span className="scorer-pad-action">{t(scoring === "goals" ? "scorer.goal" : "scorer.point")}</span>
    </button>
  );
}

/**
 * Scoring with JavaScript: a tap shows at once and is sent in the background,
 * queued on the phone while the connection is down (scoring-queue.ts); a tap
 * the server refuses is shown beside the server's score for the scorer to choose.
 * Ending or correcting the match follows the last entry the server has taken,
 * so it waits until every tap is sent.
 */
function QueuedScoring({
  state,
  name,
  next,
  correctionId,
  typed,
  busy,
}: {
  state: ServerScore;
  name: (side: Side) => string;
  next: number | null;
  correctionId: string;
  typed: Typed | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { secret = "" } = useParams();
  const queue = useScoringQueue(secret, state);
  const { shown, waiting, trouble } = queue;
  const over = shown.score?.over ?? false;
  const line = (score: LiveScore | null, goals: { home: number; away: number } | null) => (score ? formatLiveScore(score) : goals ? `${goals.home}-${goals.away}` : "");
  // The taps sent ended the match (or changed its status) on the server: once none waits, the page reads itself again, its header and list with it.
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (queue.status !== state.status && waiting === 0) void revalidate();
  }, [queue.status, state.status, waiting, revalidate]);
  return (
    <>
      <Scoreboard score={shown.score} goals={shown.goals} name={name} />
      {queue.clock ? <ClockPanel clock={queue.clock} busy={trouble?.kind === "link"} onTap={queue.tapClock} /> : null}
      <SendStatus waiting={waiting} trouble={trouble} onSendNow={queue.sendNow} />
      {queue.refused ? (
        <p role="alert" className="scorer-alert">
          {t(`scoreErrors.${queue.refused.code}`, queue.refused.params)}
        </p>
      ) : null}
      {trouble?.kind === "link" ? (
        <div role="alert" className="scorer-alert">
          {t("scorer.linkGone")}
        </div>
      ) : null}
      {trouble?.kind === "conflict" ? (
        <div role="alert" className="scorer-alert grid gap-2">
          <p className="font-semibold">{t("scorer.conflictTitle")}</p>
          {trouble.errors.map((error, i) => (
            <p key={`${error.code}-${i}`}>{t(`scoreErrors.${error.code}`, error.params)}</p>
          ))}
          <p>{t("scorer.conflictServer", { score: line(trouble.server.score, trouble.server.goals) || "—" })}</p>
          <p>{t("scorer.conflictMine", { score: line(shown.score, shown.goals) || "—" })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary min-h-11" onClick={queue.keepServer}>
              {t("scorer.keepServer")}
            </button>
            {trouble.server.status === "live" ? (
              <button type="button" className="btn btn-outline min-h-11" onClick={queue.addMine}>
                {t("scorer.addMine")}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {!over ? (
        <div className="scorer-pads">
          {(["home", "away"] as const).map((side) => (
            <PointPad key={side} side={side} scoring={state.scoring} name={name} disabled={trouble?.kind === "conflict" || trouble?.kind === "link"} onTap={() => queue.point(side)} />
          ))}
        </div>
      ) : (
        <p className="scorer-over">
          <MatchOver winner={shown.score?.winner ?? null} name={name} />
        </p>
      )}
      <div className="scorer-tools">
        {queue.canUndo ? (
          <button type="button" className="btn btn-outline min-h-11" onClick={queue.undo} disabled={trouble?.kind === "conflict"}>
            {t("scorer.undo")}
          </button>
        ) : null}
        {over && waiting === 0 && next !== null ? (
          <Link to={`?match=${next}`} className="btn btn-primary min-h-11">
            {t("scorer.nextMatch")}
          </Link>
        ) : null}
      </div>
      {!over ? (
        <>
          <EndingForm matchId={state.matchId} after={queue.sentLast} scoring={state.scoring} name={name} busy={busy || waiting > 0} />
          {state.scoring === "sets" ? (
            <CorrectionForm matchId={state.matchId} clientId={correctionId} after={queue.sentLast} score={shown.score} typed={typed} name={name} busy={busy || waiting > 0} />
          ) : null}
        </>
      ) : null}
    </>
  );
}

/** The end of a match on its last point: who won, or, played to an even total, level. */
function MatchOver({ winner, name }: { winner: Side | null; name: (side: Side) => string }) {
  const { t } = useTranslation();
  return <>{winner ? t("scorer.matchOver", { team: name(winner) }) : t("scorer.matchLevel")}</>;
}

/**
 * How the phone's taps stand: how many wait, and while sends fail why (no
 * network, the server not answering, its storage full, the send refused) and
 * when the next try is, with a button to try at once.
 */
function SendStatus({ waiting, trouble, onSendNow }: { waiting: number; trouble: SendTrouble | null; onSendNow: () => void }) {
  const { t, i18n } = useTranslation();
  const held = trouble?.kind === "waiting" ? trouble : null;
  const time = held ? new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(held.nextTry) : "";
  return (
    <div className="scorer-sync" role="status">
      {waiting > 0 ? (
        <p>
          {held ? `${t(`scorer.waitReason.${held.reason}`)} — ` : ""}
          {t("scorer.waiting", { count: waiting })}
          {held ? `. ${t("scorer.nextTry", { time })}` : ""}
        </p>
      ) : null}
      {held && waiting > 0 ? (
        <button type="button" className="btn btn-outline min-h-11" onClick={onSendNow}>
          {t("scorer.sendNow")}
        </button>
      ) : null}
    </div>
  );
}

function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="scorer-alert">
      <p>{t(`scorer.refusal.${refusal.reason}`, { score: refusal.score ?? "" })}</p>
      {refusal.errors.length ? (
        <ul className="list-disc ps-5">
          {refusal.errors.map((error, i) => (
            <li key={`${error.code}-${i}`}>{t(`scoreErrors.${error.code}`, error.params)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function StartPanel({
  matchId,
  clientId,
  scoring,
  name,
  busy,
  canStart,
}: {
  matchId: number;
  clientId: string;
  scoring: "sets" | "goals";
  name: (side: Side) => string;
  busy: boolean;
  canStart: boolean;
}) {
  const { t } = useTranslation();
  if (!canStart) return <p className="scorer-over">{t("scorer.closed")}</p>;
  if (scoring === "goals") {
    // No one serves in a goals game: one tap starts it.
    return (
      <Form method="post" className="scorer-start">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="matchId" value={matchId} />
        <input type="hidden" name="side" value="home" />
        <input type="hidden" name="clientId" value={clientId} />
        <button type="submit" className="btn btn-primary min-h-14 w-full text-lg" disabled={busy}>
          {t("scorer.startMatch")}
        </button>
      </Form>
    );
  }
  return (
    <section className="scorer-start" aria-labelledby="start-heading">
      <h2 id="start-heading" className="font-semibold">
        {t("scorer.chooseServer")}
      </h2>
      {(["home", "away"] as const).map((side) => (
        <Form method="post" key={side}>
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="matchId" value={matchId} />
          <input type="hidden" name="side" value={side} />
          <input type="hidden" name="clientId" value={clientId} />
          <button type="submit" className="btn btn-primary min-h-14 w-full text-lg" disabled={busy}>
            {t("scorer.startWith", { team: name(side) })}
          </button>
        </Form>
      ))}
    </section>
  );
}

/**
 * A goals game's match clock: the half, the time played and the taps its phase
 * allows. Without JavaScript the time is the page's and the taps are a form's
 * buttons; with it the clock runs on the phone and a tap goes to the queue.
 */
function ClockPanel({ clock, shownAt, busy, onTap }: { clock: MatchClock; shownAt?: number; busy: boolean; onTap?: (action: ClockAction) => void }) {
  const { t } = useTranslation();
  const ticking = useNow(clock.phase === "running" && onTap ? 1000 : null);
  const at = onTap ? ticking : (shownAt ?? clock.runningSince ?? 0);
  const label = (action: ClockAction) =>
    action === "start" ? t("scorer.clock.start", { half: clock.phase === "halfTime" ? 2 : 1 }) : action === "halfTime" ? t("scorer.clock.callHalfTime") : t(`scorer.clock.${action}`);
  return (
    <section className="scorer-clock" aria-label={t("scorer.clock.title")}>
      <p className="scorer-clock-face">
        <span>{clock.phase === "halfTime" ? t("scorer.clock.halfTime") : t("scorer.clock.half", { half: clock.half })}</span>
        <span className="scorer-clock-time" role="timer">
          {clockText(playedAt(clock, at))}
        </span>
        <span className="text-sm">{clock.phase === "before" ? t("scorer.clock.before") : clock.phase === "halfTime" ? "" : t(`scorer.clock.${clock.phase}`)}</span>
      </p>
      {halfOver(clock, at) ? (
        <p role="status" className="scorer-clock-up">
          {t("scorer.clock.timeUp")}
        </p>
      ) : null}
      <div className="scorer-clock-taps">
        {nextClockActions(clock).map((action) => (
          <button
            key={action}
            type={onTap ? "button" : "submit"}
            name={onTap ? undefined : "action"}
            value={onTap ? undefined : action}
            onClick={onTap ? () => onTap(action) : undefined}
            className={action === "halfTime" ? "btn btn-outline min-h-12" : "btn btn-primary min-h-12"}
            disabled={busy}
          >
            {label(action)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The score as the scoreboard at the court shows it: sets, the game in play, who serves and what the next point is worth. */
function Scoreboard({ score, goals, name }: { score: LiveScore | null; goals: { home: number; away: number } | null; name: (side: Side) => string }) {
  const { t } = useTranslation();
  if (goals) {
    return (
      <section className="scorer-board" aria-live="polite">
        {(["home", "away"] as const).map((side) => (
          <p key={side} className="scorer-board-row">
            <span className="truncate">{name(side)}</span>
            <span className="scorer-board-game">{goals[side]}</span>
          </p>
        ))}
      </section>
    );
  }
  if (!score) return null;
  const labels = gameLabels(score);
  // Before the first rally of a game counted in rally points or to a total, the board reads 0-0, not blank.
  const sets = score.sets.length > 0 || labels ? score.sets : [{ home: 0, away: 0 }];
  const stakes = score.pointsFor.map((p) => t(`scorer.stakes.${p.stakes}`, { team: name(p.side) }));
  return (
    <section className="scorer-board" aria-live="polite">
      {(["home", "away"] as const).map((side) => (
        <p key={side} className="scorer-board-row">
          <span className="scorer-serve" aria-label={score.server === side ? t("scorer.serving") : undefined}>
            {score.server === side ? "●" : ""}
          </span>
          <span className="truncate">{name(side)}</span>
          <span className="scorer-board-sets">
            {sets.map((set, i) => (
              <span key={i}>{set[side]}</span>
            ))}
          </span>
          {labels ? <span className="scorer-board-game">{labels[side]}</span> : null}
        </p>
      ))}
      <p className="scorer-board-note">
        {[score.tieBreak ? t(`scorer.tieBreak.${score.tieBreak}`) : null, score.interval ? t(`scorer.interval.${score.interval}`) : null, ...stakes].filter(Boolean).join(" · ")}
      </p>
    </section>
  );
}

/** Ending a match other than on its last point, folded away so it is not tapped by mistake: a goals game's final whistle, a walkover, a retirement. */
function EndingForm({ matchId, after, scoring, name, busy }: { matchId: number; after: string | null; scoring: "sets" | "goals"; name: (side: Side) => string; busy: boolean }) {
  const { t } = useTranslation();
  const ending = (value: "finished" | "walkover" | "retired", label: string, side?: Side) => (
    <Form method="post" key={`${value}-${side ?? ""}`}>
      <input type="hidden" name="intent" value="end" />
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="ending" value={value} />
      {side ? <input type="hidden" name="side" value={side} /> : null}
      <input type="hidden" name="after" value={after ?? ""} />
      <button type="submit" className="btn btn-outline min-h-11 w-full" disabled={busy}>
        {label}
      </button>
    </Form>
  );
  return (
    <details className="scorer-correct">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("scorer.end")}</summary>
      <div className="grid gap-2 pb-3">
        {scoring === "goals" ? ending("finished", t("scorer.finish")) : null}
        {(["home", "away"] as const).map((side) => ending("walkover", t("scorer.walkover", { team: name(side) }), side))}
        {(["home", "away"] as const).map((side) => ending("retired", t("scorer.retired", { team: name(side) }), side))}
      </div>
    </details>
  );
}

/**
 * The scorer's correction of the sets: it always starts from the score on
 * screen, and starts again from the new one when a point changes it while it
 * is open. It names that score (`from`), so the server refuses it should the
 * score have moved on meanwhile. A correction refused on the score now shown
 * is shown again as typed, open.
 */
function CorrectionForm({
  matchId,
  clientId,
  after,
  score,
  typed,
  name,
  busy,
}: {
  matchId: number;
  clientId: string;
  after: string | null;
  score: LiveScore | null;
  typed: Typed | null;
  name: (side: Side) => string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const from = setsLine(score?.sets ?? []);
  const kept = typed && typed.on === from ? typed : null;
  const shown = kept?.sets ?? score?.sets ?? [];
  const sets = shown.length ? shown : [{ home: 0, away: 0 }];
  const rows = [...sets, { home: undefined, away: undefined }];
  const server = kept?.server ?? score?.server ?? "home";
  // The fields start again from each new score: a key of what they show.
  const shows = `${from}|${score?.server ?? ""}|${kept ? setsLine(kept.sets) + kept.server : ""}`;
  return (
    <details className="scorer-correct" open={kept ? true : undefined}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("scorer.correct")}</summary>
      <Form method="post" className="grid gap-3" key={shows}>
        <p className="text-sm text-muted">{t("scorer.correctHint")}</p>
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="matchId" value={matchId} />
        <input type="hidden" name="clientId" value={clientId} />
        <input type="hidden" name="after" value={after ?? ""} />
        <input type="hidden" name="from" value={from} />
        {rows.map((set, i) => (
          <fieldset key={i} className="flex items-center gap-2">
            <legend className="sr-only">{t("scorer.setNo", { set: i + 1 })}</legend>
            <span className="w-14 text-sm">{t("scorer.setNo", { set: i + 1 })}</span>
            {(["home", "away"] as const).map((side) => (
              <input
                key={side}
                name={`set-${i + 1}-${side}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                defaultValue={set[side]}
                aria-label={`${t("scorer.setNo", { set: i + 1 })} · ${name(side)}`}
                className="form-input w-20"
              />
            ))}
          </fieldset>
        ))}
        <fieldset>
          <legend className="text-sm font-semibold">{t("scorer.nextServer")}</legend>
          {(["home", "away"] as const).map((side) => (
            <label key={side} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="side" value={side} defaultChecked={server === side} className="size-5" />
              {name(side)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
          {t("scorer.saveCorrection")}
        </button>
      </Form>
    </details>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LinkRefused error={error} />;
}

/** A revoked, expired or unknown link: a clear page saying so, never an error. */
function LinkRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const refusal = (error as { data?: { refusal?: string } } | null)?.data?.refusal ?? "unknown";
  return (
    <main className="scorer">
      <div role="alert" className="scorer-alert">
        <h1 className="text-lg font-bold">{t("scorer.refusedTitle")}</h1>
        <p>{t(`scorer.linkRefused.${refusal}`)}</p>
      </div>
    </main>
  );
}
