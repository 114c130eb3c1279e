import { useTranslation } from "~/i18n/translation";
import type { KnockoutRound } from "~/models/public/public-standings.server";
import type { EventLinks } from "./links";
import { MatchCardItem } from "./match-card";

type Props = { rounds: KnockoutRound[]; links: EventLinks; headingLevel: 3 | 4 };

/**
 * The knockout rounds side by side (scrolling sideways on a phone), each
 * match naming where its teams come from until they are known.
 */
export function KnockoutBracket({ rounds, links, headingLevel }: Props) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="relative -mx-4 overflow-x-auto px-4 pb-2" role="region" aria-label={t("live.groups.knockout")} tabIndex={0}>
      <ol className="flex min-w-max gap-4">
        {rounds.map((round) => (
          <li key={round.stage} className="w-72 shrink-0">
            <Heading className="mb-2 text-sm font-bold uppercase tracking-wide text-[#334155]">{t(`live.stage.${round.stage}`)}</Heading>
            <ul className="flex flex-col justify-around gap-3">
              {round.matches.map((match) => (
                <MatchCardItem key={match.id} match={match} href={links.match(match.id)} showDate showCategory={false} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
