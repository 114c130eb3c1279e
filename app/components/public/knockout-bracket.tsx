import type { CSSProperties } from "react";
import { bracketTree, lowerBracketByes, type TreeSlot } from "~/domain/bracket-tree";
import { useTranslation } from "~/i18n/translation";
import type { MatchSummary } from "~/models/public/public-matches.server";
import type { KnockoutRound } from "~/models/public/public-standings.server";
import type { EventLinks } from "./links";
import { MatchCardItem, SideName } from "./match-card";

type Props = { rounds: KnockoutRound[]; links: EventLinks; headingLevel: 3 | 4 };

/** The brackets of a category in the order they are drawn: the main (winners') bracket, the losers' bracket, the grand final, the plate. */
const bracketOrder = ["main", "lower", "final", "plate"] as const;
type BracketKind = (typeof bracketOrder)[number];

/** A slot whose team went on to the next round: a decided match's winner, or a known team with a bye. */
function advanced(slot: TreeSlot<MatchSummary> | undefined): boolean {
  if (slot?.kind === "match") return slot.match.home.winner || slot.match.away.winner;
  return slot?.kind === "bye" && slot.into[slot.side].teamId !== null;
}

/**
 * The knockout as a tree (app/domain/bracket-tree.ts): rounds as columns, the
 * connector lines drawn by CSS from the slots' classes (app/styles/bracket.css),
 * so it reads without JavaScript and mirrors itself right to left. The path of
 * each winner is the green line out of its match and into the next. Screen
 * readers meet a list of rounds, each a list of its matches and byes; the lines
 * below a bye are hidden from them. A phone scrolls the bracket sideways in its
 * own frame; on paper it fits an A4 landscape page of its own.
 */
export function KnockoutBracket({ rounds, links, headingLevel }: Props) {
  const { t } = useTranslation();
  const matches = rounds.flatMap((round) => round.matches);
  const brackets = bracketOrder.map((kind) => ({ kind, matches: matches.filter((m) => (m.bracket ?? "main") === kind) })).filter((b) => b.matches.length > 0);
  if (brackets.every((b) => b.kind === "main")) return <BracketTree matches={matches} links={links} headingLevel={headingLevel} label={t("live.groups.knockout")} />;
  const Heading = `h${headingLevel}` as const;
  const double = brackets.some((b) => b.kind === "lower" || b.kind === "final");
  const title = (kind: BracketKind) => t(`bracket.kind.${kind === "main" && double ? "winners" : kind}`);
  return (
    <div className="space-y-6">
      {brackets.map((b) => (
        <section key={b.kind} aria-label={title(b.kind)} data-bracket={b.kind}>
          <Heading className="mb-2 text-sm font-bold text-[#0e1726]">{title(b.kind)}</Heading>
          {b.kind === "lower" || b.kind === "final" ? (
            <BracketColumns matches={b.matches} all={matches} links={links} headingLevel={(headingLevel + 1) as 4 | 5} label={title(b.kind)} />
          ) : (
            <BracketTree matches={b.matches} links={links} headingLevel={(headingLevel + 1) as 4 | 5} label={title(b.kind)} />
          )}
        </section>
      ))}
    </div>
  );
}

type BracketProps = { matches: MatchSummary[]; links: EventLinks; headingLevel: 3 | 4 | 5; label: string };

const matchCard = (links: EventLinks) => (match: MatchSummary, className?: string) => (
  <MatchCardItem key={match.id} className={className} match={match} href={links.match(match.id)} showDate showCategory={false} />
);

/**
 * A bracket whose rounds are not halves of each other (the losers' bracket,
 * where the teams dropping from the winners' bracket join every other round,
 * and the grand final with its reset): its rounds as columns of matches, each
 * side named by where it comes from until its team is known.
 */
function BracketColumns({ matches, all, links, headingLevel, label }: BracketProps & { all: MatchSummary[] }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const card = matchCard(links);
  const byes = lowerBracketByes(all).filter((bye) => matches.includes(bye.into));
  const rounds = [...new Set([...matches.map((m) => m.round), ...byes.map((bye) => bye.round)])].sort((a, b) => a - b);
  // The grand final's second match is its reset; the losers' bracket's rounds are numbered.
  const isFinal = matches.every((m) => m.bracket === "final");
  const roundTitle = (round: number) => (isFinal ? (round === 1 ? label : t("bracket.reset")) : t("bracket.round", { round }));
  return (
    <div className="bracket-scroll" role="region" aria-label={label} tabIndex={0}>
      <ol className="bracket">
        {rounds.map((round) => (
          <li key={round} className="bracket-round">
            <Heading className="bracket-round-title">{roundTitle(round)}</Heading>
            <ul className="flex flex-col gap-3">
              {matches.filter((m) => m.round === round).map((match) => card(match))}
              {byes
                .filter((bye) => bye.round === round)
                .map((bye) => (
                  <li key={`bye-${bye.into.id}-${bye.side}-${round}`}>
                    <p className="bracket-bye-card">
                      <SideName side={bye.into[bye.side]} />
                      <span className="bracket-bye-label">{t("bracket.bye")}</span>
                    </p>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A bracket that halves every round (the main or winners' bracket, a plate) as a tree. */
function BracketTree({ matches, links, headingLevel, label }: BracketProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const tree = bracketTree(matches);
  const card = matchCard(links);
  return (
    <div className="bracket-scroll" role="region" aria-label={label} tabIndex={0}>
      {tree.columns.length > 0 ? (
        <ol className="bracket" style={{ "--bracket-lines": tree.columns[0]!.slots.length } as CSSProperties}>
          {tree.columns.map((column, c) => (
            <li key={column.stage} className="bracket-round">
              <Heading className="bracket-round-title">{t(`live.stage.${column.stage}`)}</Heading>
              <ol className="bracket-slots">
                {column.slots.map((slot, i) => {
                  const fed = advanced(tree.columns[c - 1]?.slots[i * 2]) || advanced(tree.columns[c - 1]?.slots[i * 2 + 1]);
                  const classes = (kind: string) => ["bracket-slot", kind, advanced(slot) ? "bracket-advanced" : "", fed ? "bracket-fed" : ""].filter(Boolean).join(" ");
                  if (slot.kind === "match") return card(slot.match, classes("bracket-match"));
                  if (slot.kind === "bye") {
                    return (
                      <li key={`bye-${i}`} className={classes("bracket-bye")}>
                        <p className="bracket-bye-card">
                          <SideName side={slot.into[slot.side]} />
                          <span className="bracket-bye-label">{t("bracket.bye")}</span>
                        </p>
                      </li>
                    );
                  }
                  return <li key={`empty-${i}`} className="bracket-slot" aria-hidden="true" />;
                })}
              </ol>
            </li>
          ))}
        </ol>
      ) : null}
      {tree.third ? (
        <div className="bracket-aside">
          <Heading className="bracket-round-title">{t("live.stage.third")}</Heading>
          <ul>{card(tree.third)}</ul>
        </div>
      ) : null}
      {tree.apart.length > 0 ? (
        <div className="bracket-aside">
          <Heading className="bracket-round-title">{t("bracket.apart")}</Heading>
          <ul className="flex flex-col gap-3">{tree.apart.map((match) => card(match))}</ul>
        </div>
      ) : null}
    </div>
  );
}
