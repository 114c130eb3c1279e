import type { Competition } from "~/domain/bracket/places";
import { useTranslation } from "~/i18n/translation";
import type { PlacedTeam } from "~/models/public/public-standings.server";
import type { EventLinks } from "./links";

type Props = { places: PlacedTeam[]; links: EventLinks; headingLevel: 3 | 4 };

/** "1", "3–4", "5–8": a place, or the range a round's losers share; kept left to right on a right-to-left page. */
const placeLabel = ({ from, to }: PlacedTeam["place"]) => (from === to ? `${from}` : `${from}–${to}`);

/**
 * The finishing places decided so far (app/domain/bracket/places.ts): the
 * main competition's, then the plate's under its own name, each as a list
 * of places and teams, so it reads without JavaScript and on a phone. A
 * competition is "final" once its winner is known; before, it lists the
 * places decided so far.
 */
export function FinishingPlaces({ places, links, headingLevel }: Props) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const competitions = (["main", "plate"] as const satisfies readonly Competition[])
    .map((competition) => ({ competition, places: places.filter((p) => p.competition === competition) }))
    .filter((c) => c.places.length > 0);
  if (competitions.length === 0) return null;
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
      {competitions.map(({ competition, places }) => {
        const complete = places.some((p) => p.place.from === 1);
        const title = t(`bracket.places.${competition}${complete ? "" : "SoFar"}`);
        return (
          <section key={competition} aria-label={title} data-places={competition} className="live-card min-w-0 sm:w-80">
            <Heading className="mb-2 text-sm font-bold text-[#0e1726]">{title}</Heading>
            <ol className="flex flex-col gap-1">
              {places.map((p) => (
                <li key={p.teamId} className="flex min-h-11 items-center gap-3">
                  <span className="inline-flex min-w-12 justify-center rounded bg-[#ecfdf5] px-2 py-1 text-sm font-bold tabular-nums text-[#047857]">
                    <span className="sr-only">{`${t("bracket.places.place")} `}</span>
                    <bdi dir="ltr">{placeLabel(p.place)}</bdi>
                  </span>
                  <a href={links.team(p.teamId)} className="min-w-0 break-words font-semibold text-[#0e1726] underline-offset-2 hover:underline">
                    <bdi>{p.team}</bdi>
                  </a>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
