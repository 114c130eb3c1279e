import { KeptListItem } from "~/components/kept-markup";
import { pointInPlay } from "~/domain/point-in-play";
import { useTranslation } from "~/i18n/translation";
import type { MatchSide, MatchSummary } from "~/models/public/public-matches.server";
import { CategoryChip } from "./category-chip";
import { sideLabel, stageLabel } from "./labels";
import { MatchCallNote } from "./match-call";
import { MatchClockLabel } from "./match-clock";
import { MatchStatusBadge } from "./match-status";

/**
 * A team's name, or in italics where it will come from while it is not known.
 * Isolated, so a name keeps its own order in a right-to-left page, and an
 * Arabic name its own in a left-to-right one.
 */
export function SideName({ side }: { side: MatchSide }) {
  const { t } = useTranslation();
  if (side.name) return <bdi>{side.name}</bdi>;
  return (
    <span className="italic text-[#475569]" dir="auto">
      {sideLabel(t, side)}
    </span>
  );
}

type SideRowProps = {
  matchId: number;
  side: MatchSide;
  sets: MatchSummary["sets"];
  live: MatchSummary["live"];
  inPlay: ReturnType<typeof pointInPlay>;
  pick: "home" | "away";
  showSets: boolean;
  showScore: boolean;
};

/**
 * One side's row. Its score cells are named (`data-score="<match>:<field>"`,
 * the serve marker `data-serve`) so a point's texts can be put in place on an
 * open page (spectator-script.tsx) without fetching it again. During a game
 * scored point by point the point in play is the big figure at the row's end
 * (the game's points, or a rally-scored set's), and the sets won step back
 * beside the name; otherwise the sets won close the row.
 */
function SideRow({ matchId, side, sets, live, inPlay, pick, showSets, showScore }: SideRowProps) {
  const { t } = useTranslation();
  const score = showScore ? (
    <span className="match-side-score" data-score={`${matchId}:${pick}-score`}>
      {side.score ?? 0}
    </span>
  ) : null;
  return (
    <div className={`match-side${side.winner ? " match-side-winner" : ""}${inPlay ? " match-side-in-game" : ""}`}>
      <span className="match-side-name">
        {live ? (
          <span className="match-side-serve" title={t("live.match.serving")} data-serve={`${matchId}:${pick}`} hidden={live.server !== pick}>
            <span aria-hidden="true">●</span>
            <span className="sr-only">{`${t("live.match.serving")}: `}</span>
          </span>
        ) : null}
        <SideName side={side} />
        {side.winner ? <span className="sr-only">{` (${t("live.match.winner")})`}</span> : null}
      </span>
      {inPlay ? score : null}
      {showSets
        ? sets.map((set, i) => (
            <span key={i} className={inPlay?.set === i + 1 ? "match-side-point" : "match-side-set"} data-score={`${matchId}:${pick}-set-${i + 1}`}>
              {set[pick]}
            </span>
          ))
        : null}
      {inPlay && inPlay.set === null ? (
        <span className="match-side-point" data-score={`${matchId}:${pick}-point`}>
          {inPlay[pick]}
        </span>
      ) : null}
      {inPlay ? null : score}
    </div>
  );
}

/**
 * Both sides of a match with its score cells, named for the live patch: the
 * match card's, and wherever else a page shows a match's score (the Now
 * strip, the venue's TV board), so a point's texts find every one of them.
 */
export function MatchSides({ match }: { match: MatchSummary }) {
  const hasScore = match.status !== "scheduled" && match.status !== "postponed" && match.status !== "cancelled";
  const showSets = hasScore && match.sets.length > 0;
  const inPlay = pointInPlay(match.live, match.sets);
  return (
    <>
      <SideRow matchId={match.id} side={match.home} sets={match.sets} live={match.live} inPlay={inPlay} pick="home" showSets={showSets} showScore={hasScore} />
      <SideRow matchId={match.id} side={match.away} sets={match.sets} live={match.live} inPlay={inPlay} pick="away" showSets={showSets} showScore={hasScore} />
    </>
  );
}

type Props = {
  match: MatchSummary;
  href: string;
  /** The schedule lists matches under their start time already. */
  showTime?: boolean;
  showDate?: boolean;
  /** Left out where the whole list is one category's. */
  showCategory?: boolean;
};

/**
 * A match as a card that opens its detail page: category, stage, time and
 * court, both sides and the score. A plain link: spectators' pages are never
 * hydrated, and React Router's Link worked out its address for each of a long
 * page's cards. Its parts are styled by the classes in public.css, the
 * winner's trophy included: a long schedule lists dozens of cards.
 */
export function MatchCard({ match, href, showTime = true, showDate = false, showCategory = true }: Props) {
  const { t } = useTranslation();
  return (
    <a href={href} className={match.status === "live" ? "match-card match-card-live" : "match-card"}>
      <div className="match-card-head">
        {showCategory ? <CategoryChip category={match.category} /> : null}
        <span className="match-card-stage">{stageLabel(t, match)}</span>
        <MatchStatusBadge status={match.status} />
      </div>
      <div className="match-card-when">
        {match.scheduledAt && (showTime || showDate) ? (
          <time dateTime={match.scheduledAt.iso} dir="auto">
            {showDate ? `${match.scheduledAt.date}, ` : ""}
            {match.scheduledAt.time}
          </time>
        ) : null}
        {match.court ? <span>{match.court}</span> : null}
        <MatchClockLabel match={match} />
        <MatchCallNote match={match} />
      </div>
      <div className="text-sm">
        <MatchSides match={match} />
      </div>
      <span className="sr-only">{t("live.match.openDetail")}</span>
    </a>
  );
}

/** A match card as a list item, its markup kept by everything it shows: the match as read, its address and what the list leaves out. */
export function MatchCardItem({ className, ...props }: Props & { className?: string }) {
  return (
    <KeptListItem markupKey={JSON.stringify({ matchCard: props })} className={className}>
      <MatchCard {...props} />
    </KeptListItem>
  );
}
