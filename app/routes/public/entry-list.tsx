import { data } from "react-router";
import { shareMeta } from "~/components/public/meta";
import { PageHero } from "~/components/public/page-hero";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { categoryLabel } from "~/models/events/team-category.server";
import { publicEntryLists } from "~/models/public/public-entries.server";
import { requirePublicEvent } from "./public-event.server";
import { sharePreview } from "./share-preview.server";
import type { Route } from "./+types/entry-list";

/** Entrants' names and clubs, some of them children's: never listed by a search engine, like the entry pages (header and meta). */
export const indexable = false;

export const meta: Route.MetaFunction = ({ loaderData }) => [...shareMeta(loaderData && spectatorData(loaderData).meta), { name: "robots", content: "noindex" }];

/** The entrants of the categories whose entry window makes them public: teams, players' names and clubs, places left, the waiting list's length. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const lists = publicEntryLists(event.id);
  if (lists.length === 0) throw data(null, { status: 404 });
  const t = translator(context);
  const name = event.name.trim() || t("live.defaultEventName");
  return forSpectators({
    meta: sharePreview(request, {
      event,
      title: `${t("entries.public.listTitle")} - ${name}`,
      description: t("entries.public.listTitle"),
      path: `/live-event/entries/${event.slug}`,
      language: getLocale(context),
    }),
    name,
    lists: lists.map((list) => ({ id: list.category.id, label: categoryLabel(list.category, t), places: list.places, waiting: list.waiting, teams: list.teams })),
  });
}

export default function EntryList({ loaderData: envelope }: Route.ComponentProps) {
  const { t } = useTranslation();
  const loaderData = spectatorData(envelope);
  return (
    <>
      <PageHero eyebrow={t("entries.public.listTitle")} title={loaderData.name} />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        {loaderData.lists.map((list) => (
          <section key={list.id} aria-labelledby={`entrants-${list.id}`} className="live-card" data-entry-list={list.id}>
            <h2 id={`entrants-${list.id}`} className="live-section-title">
              {list.label}
            </h2>
            <p className="text-[#334155]">
              {list.places !== null ? t("entries.public.places", { count: list.places }) : null}
              {list.places !== null && list.waiting > 0 ? " · " : null}
              {list.waiting > 0 ? t("entries.public.waitingCount", { count: list.waiting }) : null}
            </p>
            {list.teams.length === 0 ? (
              <p className="mt-2 text-[#475569]">{t("entries.public.noTeams")}</p>
            ) : (
              <ol className="mt-3 grid gap-2 ps-5 sm:grid-cols-2">
                {list.teams.map((team) => (
                  <li key={team.id} className="list-decimal">
                    <strong>{team.name}</strong>
                    {team.club ? <span className="text-[#475569]"> · {team.club}</span> : null}
                    <br />
                    <span className="text-sm text-[#334155]">{team.players.map((p) => (p.club && p.club !== team.club ? `${p.name} (${p.club})` : p.name)).join(", ")}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
