import { KeptListItem } from "~/components/kept-markup";
import { useTranslation } from "~/i18n/translation";
import type { CourtNow, NextMatch, NowAtEvent } from "~/models/public/public-now.server";
import { CategoryChip } from "./category-chip";
import { matchTitle } from "./labels";
import { MatchCallNote } from "./match-call";
import { MatchSides } from "./match-card";
import type { EventLinks } from "./links";

/**
 * A planned time on the event's clock with its zone ("10.30 WIB"), and beside
 * it how far away it is ("in 12 min"), which the spectator script writes and
 * keeps right while the page is open: a kept or stored page must not carry a
 * distance measured when it was rendered.
 */
export function PlannedTime({ match, zone, relative = true }: { match: NextMatch["match"]; zone: string; relative?: boolean }) {
  if (!match.scheduledAt) return null;
  return (
    <>
      <time dateTime={match.scheduledAt.iso} dir="auto">{`${match.scheduledAt.time} ${zone}`}</time>
      {relative ? <span className="now-relative" data-relative={match.scheduledAt.iso} /> : null}
    </>
  );
}

/**
 * The next match of a court: its time, whether it is late, and who plays.
 * Once the desk has called it, it says so; when it is expected later than
 * planned, when. Otherwise the late marker is always there, shown from its
 * planned time on: the server's rendering decides without JavaScript, the
 * spectator script once the time passes on an open page.
 */
export function NextUp({ next, zone }: { next: NextMatch; zone: string }) {
  const { t } = useTranslation();
  const said = next.match.calledTo !== null || next.match.expected !== null;
  return (
    <p className="now-next">
      <span className="now-next-label">{t("venue.next")}</span>
      {/* How far away the planned time is says nothing once the match is called or expected later. */}
      <PlannedTime match={next.match} zone={zone} relative={!said} />
      <MatchCallNote match={next.match} />
      {next.match.scheduledAt && !said ? (
        <span className="now-late" data-late-from={next.match.scheduledAt.iso} hidden={!next.late}>
          {t("venue.late")}
        </span>
      ) : null}
      <span className="now-next-teams" dir="auto">
        {matchTitle(t, next.match)}
      </span>
    </p>
  );
}

/** A court's name, or what live matches without one are listed under. */
export function courtName(t: (key: string) => string, court: CourtNow) {
  return court.court ?? t("venue.noCourt");
}

/** A court in the strip: its live match with the score, and its next match. */
function CourtNowCard({ court, links, zone }: { court: CourtNow; links: EventLinks; zone: string }) {
  const { t } = useTranslation();
  return (
    <div className={court.live.length > 0 ? "now-court now-court-live" : "now-court"}>
      <h3 className="now-court-name">
        <bdi>{courtName(t, court)}</bdi>
        {court.live.length > 0 ? (
          <span className="match-status match-status-live">
            <span className="live-dot" aria-hidden="true" />
            {t("live.status.live")}
          </span>
        ) : null}
      </h3>
      {court.live.map((match) => (
        <a key={match.id} href={links.match(match.id)} className="now-match">
          <MatchSides match={match} />
        </a>
      ))}
      {court.next ? <NextUp next={court.next} zone={zone} /> : null}
    </div>
  );
}

/**
 * Courts the strip shows at most, two rows on a wide screen: it opens the
 * page, and a venue of two dozen courts would push the page itself away. The
 * schedule, the page's own list of what is played now, shows the rest.
 */
const STRIP_COURTS = 8;

type Props = { now: NowAtEvent; links: EventLinks; zone: string };

/**
 * The "Now" strip at the top of the overview, the schedule and the results:
 * during the event each court's live match with its score and its next match;
 * before it the first day and the first match of each court; after it the
 * champions and the final results. One component on the three pages, from
 * one read (models/public/public-now.server.ts); each court's markup is kept
 * like a match card's, so a venue of two dozen courts costs a page little.
 */
export function NowStrip({ now, links, zone }: Props) {
  const { t } = useTranslation();
  if (now.phase === "after") {
    if (now.champions.length === 0 && now.latest.length === 0) return null;
    return (
      <section aria-labelledby="now-title" className="now-strip">
        <div className="mx-auto max-w-5xl px-4 py-3">
          <h2 id="now-title" className="now-title">
            {t("venue.finalResults")}
          </h2>
          {now.champions.length > 0 ? (
            <ul className="now-champions" aria-label={t("venue.champions")}>
              {now.champions.map((champion) => (
                <li key={`${champion.category.id}:${champion.teamId}`}>
                  <CategoryChip category={champion.category} />
                  {champion.group ? <span className="now-next-label">{t("venue.groupChampion", { group: champion.group })}</span> : null}
                  <a href={links.team(champion.teamId)} className="now-champion">
                    <bdi>{champion.team}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="now-courts">
            {now.latest.slice(0, 3).map((match) => (
              <li key={match.id} className="now-court">
                <a href={links.match(match.id)} className="now-match">
                  <MatchSides match={match} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    );
  }
  const courts = now.courts.filter((court) => court.live.length > 0 || court.next);
  if (courts.length === 0) return null;
  return (
    <section aria-labelledby="now-title" className="now-strip">
      <div className="mx-auto max-w-5xl px-4 py-3">
        <h2 id="now-title" className="now-title">
          {now.phase === "before" ? t("venue.firstDay", { date: now.firstDay.date }) : t("venue.now")}
        </h2>
        <ul className="now-courts">
          {courts.slice(0, STRIP_COURTS).map((court) => (
            <KeptListItem key={court.court ?? ""} markupKey={JSON.stringify({ nowCourt: court, zone, matches: court.live.map((match) => links.match(match.id)) })}>
              <CourtNowCard court={court} links={links} zone={zone} />
            </KeptListItem>
          ))}
        </ul>
        {courts.length > STRIP_COURTS ? (
          <a href={links.section("schedule")} className="now-more">
            {t("venue.allCourts")}
          </a>
        ) : null}
      </div>
    </section>
  );
}
