import { data, Link } from "react-router";
import { eventChoices, requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { EventPicker } from "~/components/backoffice/event-picker";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findEventById } from "~/models/events/event.server";
import { loadEventCategories } from "~/models/public/public-categories.server";
import { findEventStandings } from "~/models/public/public-standings.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/standings";
import { rankLabel } from "~/domain/standings";
import { ColumnHeading } from "~/components/column-heading";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const title = translator(context)("nav.standings");
  const choices = eventChoices(user);
  const wanted = Number(new URL(request.url).searchParams.get("event"));
  const eventId = Number.isInteger(wanted) && wanted > 0 ? wanted : choices[0]?.id;
  if (eventId === undefined) return { title, choices: [], event: null, categories: [] };
  requireEventAccess(user, eventId);
  const event = findEventById(eventId);
  if (!event) throw data(null, { status: 404 });
  const rules = new Map(loadEventCategories(event.id).map((category) => [category.id, { preset: category.preset, rules: category.rules }]));
  return {
    title,
    choices: choices.map((choice) => ({ id: choice.id, name: choice.name })),
    event: { id: event.id, name: event.name, slug: event.slug },
    categories: findEventStandings(event.id, eventDateFormat(getLocale(context), event.timezone)).map((standings) => ({
      ...standings,
      tieBreak: rules.get(standings.category.id)!,
    })),
  };
}

/**
 * Staff's standings: every group's table by the category's tie-break rules,
 * with the rule that separated each tied team, and a way to the drawing of
 * lots when nothing else can: neither the rules nor any result still to come.
 */
export default function Standings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, categories, choices } = loaderData;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        {choices.length > 1 && event ? <EventPicker events={choices} current={event.id} id="standings-event" /> : null}
      </div>
      {!event ? <p className="panel text-muted">{t("progress.noEvents")}</p> : null}
      {event && categories.every((category) => category.groups.length === 0) ? <p className="panel text-muted">{t("standingsAdmin.noGroups")}</p> : null}
      {categories.map((category) =>
        category.groups.length === 0 ? null : (
          <section key={category.category.id} className="mb-8" aria-labelledby={`category-${category.category.id}`}>
            <h2 id={`category-${category.category.id}`} className="mb-1 flex flex-wrap items-center gap-2 text-lg font-bold">
              <span className="badge" style={{ backgroundColor: category.category.color, color: category.category.textColor }}>
                {[category.category.gameType, category.category.skillLevel].filter(Boolean).join(" · ")}
              </span>
              {t(`progress.gender.${category.category.gender}`)}
            </h2>
            <p className="mb-3 text-sm text-muted">
              {t("standingsAdmin.rulesUsed", { preset: t(`standingsAdmin.presets.${category.tieBreak.preset}`) })}{" "}
              {category.tieBreak.rules.map((rule) => t(`standingsAdmin.rules.${rule}`)).join(" → ")}
            </p>
            {/* Two groups side by side only where each has room for its whole table (about 36rem). */}
            <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,36rem),1fr))] gap-4">
              {category.groups.map((group) => {
                const lotsDue = group.rows.some((row) => row.needsLots);
                const tiedForNow = group.rows.some((row) => row.shared && !row.needsLots);
                return (
                  <article key={group.id} className="panel relative overflow-x-auto">
                    <h3 className="mb-2 font-bold">
                      {t("standingsAdmin.group", { name: group.name })}
                      {group.complete ? <span className="badge ms-2 bg-success/15 text-success">{t("standingsAdmin.complete")}</span> : null}
                    </h3>
                    <table className="data-table w-full text-sm">
                      <caption className="sr-only">{t("standingsAdmin.group", { name: group.name })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">#</th>
                          <th scope="col">{t("live.standings.team")}</th>
                          <ColumnHeading short={t("live.standings.playedShort")} long={t("live.standings.played")} />
                          <ColumnHeading short={t("live.standings.wonShort")} long={t("live.standings.won")} />
                          <ColumnHeading short={t("live.standings.lostShort")} long={t("live.standings.lost")} />
                          <th scope="col">±</th>
                          <ColumnHeading short={t("live.standings.pointsShort")} long={t("live.standings.points")} />
                          <th scope="col">{t("standingsAdmin.decidedBy")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {group.rows.map((row) => (
                          <tr key={row.teamId} className={row.inQualifyingPlace ? "bg-success/5" : ""}>
                            <td className="font-bold tabular-nums">{rankLabel(row)}</td>
                            <th scope="row" className="text-start font-semibold">
                              {row.team}
                              {row.withdrawn ? <span className="badge ms-2 bg-black/10 text-muted">{t("live.standings.withdrawn")}</span> : null}
                            </th>
                            <td className="tabular-nums">{row.played}</td>
                            <td className="tabular-nums">{row.won}</td>
                            <td className="tabular-nums">{row.lost}</td>
                            <td dir="ltr" className="whitespace-nowrap tabular-nums">
                              {row.setsFor - row.setsAgainst} / {row.scoreFor - row.scoreAgainst}
                            </td>
                            <td className="font-bold tabular-nums">{row.points}</td>
                            <td>
                              {row.needsLots ? (
                                <span className="badge bg-warning/20 text-[#8a5a00]">{t("standingsAdmin.unresolved")}</span>
                              ) : row.shared ? (
                                <span className="badge bg-black/10 text-muted">{t("standingsAdmin.tiedOpen")}</span>
                              ) : row.decidedBy ? (
                                <details>
                                  <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t(`standingsAdmin.rules.${row.decidedBy}`)}</summary>
                                  <p className="mt-1 max-w-xs text-xs text-muted">{t(`standingsAdmin.explain.${row.decidedBy}`)}</p>
                                </details>
                              ) : (
                                <span className="text-muted">—</span>
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    {tiedForNow ? <p className="mt-3 text-sm text-muted">{t("standingsAdmin.tiedOpenHint")}</p> : null}
                    {lotsDue ? (
                      <p className="mt-3 text-sm">
                        {t("standingsAdmin.tiedHint")}{" "}
                        <Link to={`/edit-group/${group.id}#lots-title`} className="font-semibold text-primary hover:underline">
                          {t("standingsAdmin.drawLots")}
                        </Link>
                      </p>
                    ) : null}
                  </article>
                );
              })}
            </div>
          </section>
        ),
      )}
    </section>
  );
}
