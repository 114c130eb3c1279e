import { useEffect, useRef } from "react";
import { Form, useRevalidator } from "react-router";
import { CategoryChip } from "~/components/public/category-chip";
import { useTranslation } from "~/i18n/translation";
import type { DeskCourt, DeskMatch, DeskSide, DeskWait } from "~/models/desk/desk.server";
import { describeMatchSource } from "~/utils/match-source";
import { knockoutStageLabel } from "~/utils/stage-label";

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** Every half minute the desk reads itself again, for what the clock alone changes (a rest ending, a court opening). */
const REREAD_MS = 30_000;

/**
 * Keeps the desk current without a reload: a newer version of the event on
 * its stream (the one the public pages follow) reads the desk again at once,
 * and the clock every half minute; one read at a time.
 */
export function useLiveDesk(stream: string | null, version: number) {
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, version });
  useEffect(() => {
    latest.current = { revalidator, version };
  });
  useEffect(() => {
    const reread = () => {
      if (latest.current.revalidator.state === "idle") void latest.current.revalidator.revalidate();
    };
    const timer = setInterval(reread, REREAD_MS);
    const source = stream && typeof EventSource !== "undefined" ? new EventSource(stream) : null;
    source?.addEventListener("version", (message) => {
      const announced = (JSON.parse((message as MessageEvent<string>).data) as { version?: number }).version ?? 0;
      if (announced > latest.current.version) reread();
    });
    return () => {
      clearInterval(timer);
      source?.close();
    };
  }, [stream]);
}

/** Why a match waits, in the desk's words: "Rina is on Court 2", "resting until 14:20". Each reason's code is its text's key. */
export function waitText(t: Translate, wait: DeskWait): string {
  const { code, ...params } = wait;
  return t(code, params);
}

/** An open court now: what is on it (live or called) since when and for how long, or free since when; a call is taken back from here. */
export function CourtNowCard({ court, busy }: { court: DeskCourt; busy: boolean }) {
  const { t } = useTranslation();
  const match = court.match;
  const tone = match?.state === "live" ? "desk-court-live" : match ? "desk-court-called" : court.free ? "desk-court-free" : "";
  return (
    <li className={`desk-court panel ${tone}`} data-court={court.name}>
      <h3 className="desk-court-name">
        <bdi>{court.name}</bdi>
        {match?.state === "live" ? (
          <span className="match-status match-status-live">
            <span className="live-dot" aria-hidden="true" />
            {t("live.status.live")}
          </span>
        ) : match ? (
          <span className="match-called">{t("desk.calledBadge")}</span>
        ) : null}
      </h3>
      {match ? (
        <>
          <p className="font-semibold">
            {match.code} · <Teams match={match} />
          </p>
          <p className="text-sm text-muted">{t(match.state === "live" ? "desk.onCourtSince" : "desk.calledSince", { time: match.since, count: match.minutes })}</p>
          {match.state === "called" ? (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value="takeBack" />
              <input type="hidden" name="matchId" value={match.id} />
              <input type="hidden" name="version" value={match.version} />
              <button type="submit" className="btn btn-outline min-h-11" disabled={busy}>
                {t("desk.takeBack")}
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted">{court.freeSince ? t("desk.freeSince", { time: court.freeSince }) : t("desk.free")}</p>
      )}
    </li>
  );
}

/** "Budi / Eko – Hadi / Iwan", a side not known yet by where it comes from. */
function Teams({ match }: { match: DeskMatch }) {
  const { t } = useTranslation();
  const name = (side: DeskSide) => side.name ?? describeMatchSource(t, side.source);
  return <bdi>{t("live.match.versus", { home: name(match.home), away: name(match.away) })}</bdi>;
}

/** Code, category, teams, planned time and court, and the expected start when it is later. */
function MatchHead({ match }: { match: DeskMatch }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <strong>{match.group ? `${t("live.groupName", { name: match.group })} · ${match.code}` : `${knockoutStageLabel(t, match)} · ${match.code}`}</strong>
        {match.category ? <CategoryChip category={match.category} /> : null}
      </p>
      <p className="font-semibold">
        <Teams match={match} />
      </p>
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span>{match.plannedAt ? t("desk.planned", { time: match.plannedAt, court: match.plannedCourt ?? "—" }) : t("desk.unplanned")}</span>
        {match.expectedAt && match.lateMinutes ? <span className="match-expected">{t("calls.expected", { time: match.expectedAt, count: match.lateMinutes })}</span> : null}
      </p>
    </>
  );
}

/** Each player with whether they are here, and one tap to check them in or undo it. */
function CheckIns({ match, busy }: { match: DeskMatch; busy: boolean }) {
  const { t } = useTranslation();
  const players = [...match.home.players, ...match.away.players];
  if (players.length === 0) return null;
  return (
    <ul className="desk-check-ins" aria-label={t("desk.players")}>
      {players.map((player) => (
        <li key={player.id}>
          <Form method="post" className="desk-check-in">
            <input type="hidden" name="intent" value={player.checkedIn ? "undoCheckIn" : "checkIn"} />
            <input type="hidden" name="playerId" value={player.id} />
            <span className={player.checkedIn ? "desk-here" : "desk-away"}>
              <bdi>{player.name}</bdi> · {t(player.checkedIn ? "desk.here" : "desk.away")}
            </span>
            <button
              type="submit"
              className={player.checkedIn ? "btn btn-outline min-h-11" : "btn btn-primary min-h-11"}
              disabled={busy}
              aria-label={t(player.checkedIn ? "desk.undoCheckIn" : "desk.checkInPlayer", { name: player.name })}
            >
              {t(player.checkedIn ? "desk.undo" : "desk.checkIn")}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** One tap: the match, the version the desk read and the court, posted. */
function CallForm({ match, court, primary, busy }: { match: DeskMatch; court: string; primary: boolean; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value="call" />
      <input type="hidden" name="matchId" value={match.id} />
      <input type="hidden" name="version" value={match.version} />
      <input type="hidden" name="court" value={court} />
      <button type="submit" className={primary ? "btn btn-primary min-h-11" : "btn btn-outline min-h-11"} disabled={busy}>
        {t("desk.callTo", { court })}
      </button>
    </Form>
  );
}

/** A match that can be called: one tap calls it to its planned court when free, else the first free one; the other free courts fold away. */
export function CallableMatch({ match, checkIn, busy }: { match: DeskMatch & { courts: string[]; closesFirst: boolean }; checkIn: boolean; busy: boolean }) {
  const { t } = useTranslation();
  const [first, ...others] = match.courts;
  return (
    <li className="desk-match panel" data-match={match.code}>
      <MatchHead match={match} />
      {checkIn ? <CheckIns match={match} busy={busy} /> : null}
      {first ? (
        <div className="desk-actions">
          <CallForm match={match} court={first} primary busy={busy} />
          {others.length > 0 ? (
            <details className="desk-other-courts">
              <summary className="btn btn-outline min-h-11">{t("desk.otherCourt")}</summary>
              <div className="desk-actions">
                {others.map((court) => (
                  <CallForm key={court} match={match} court={court} primary={false} busy={busy} />
                ))}
              </div>
            </details>
          ) : null}
        </div>
      ) : match.closesFirst ? (
        <p className="text-muted">{t("desk.closesFirst")}</p>
      ) : null}
    </li>
  );
}

/** A match that cannot be called yet, with why. */
export function WaitingMatch({ match, checkIn, busy }: { match: DeskMatch & { waits: DeskWait[] }; checkIn: boolean; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="desk-match panel" data-match={match.code}>
      <MatchHead match={match} />
      <ul className="desk-waits">
        {match.waits.map((wait, i) => (
          <li key={i}>{waitText(t, wait)}</li>
        ))}
      </ul>
      {checkIn ? <CheckIns match={match} busy={busy} /> : null}
    </li>
  );
}
