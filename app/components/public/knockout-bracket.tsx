import type { CSSProperties } from "react";
import { bracketTree, type TreeSlot } from "~/domain/bracket-tree";
import { useTranslation } from "~/i18n/translation";
import type { MatchSummary } from "~/models/public/public-matches.server";
import type { KnockoutRound } from "~/models/public/public-standings.server";
import type { EventLinks } from "./links";
import { MatchCardItem, SideName } from "./match-card";

type Props = { rounds: KnockoutRound[]; links: EventLinks; headingLevel: 3 | 4 };

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
  const Heading = `h${headingLevel}` as const;
  const tree = bracketTree(rounds.flatMap((round) => round.matches));
  const card = (match: MatchSummary, className?: string) => <MatchCardItem key={match.id} className={className} match={match} href={links.match(match.id)} showDate showCategory={false} />;
  return (
    <div className="bracket-scroll" role="region" aria-label={t("live.groups.knockout")} tabIndex={0}>
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
