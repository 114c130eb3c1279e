import { useTranslation } from "react-i18next";
import { translator } from "~/i18n/i18next.server";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/upcoming";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** Translation key of each screen's title, by the route id of app/routes.ts. */
const titles: Record<string, string> = {
  dashboard: "nav.dashboard",
  analytics: "nav.analytics",
  "list-user": "nav.users",
  "add-user": "pages.addUser",
  "edit-user": "pages.editUser",
  "list-event": "nav.events",
  "add-event": "pages.addEvent",
  "edit-event": "pages.editEvent",
  "list-province": "nav.provinces",
  "add-province": "pages.addProvince",
  "edit-province": "pages.editProvince",
  "list-city": "nav.cities",
  "add-city": "pages.addCity",
  "edit-city": "pages.editCity",
  "list-district": "nav.districts",
  "add-district": "pages.addDistrict",
  "edit-district": "pages.editDistrict",
  "list-subdistrict": "nav.subdistricts",
  "add-subdistrict": "pages.addSubdistrict",
  "edit-subdistrict": "pages.editSubdistrict",
  "list-gametype": "nav.gameTypes",
  "add-gametype": "pages.addGameType",
  "edit-gametype": "pages.editGameType",
  "list-skilllevel": "nav.skillLevels",
  "add-skilllevel": "pages.addSkillLevel",
  "edit-skilllevel": "pages.editSkillLevel",
  "list-gamecategories": "nav.gameCategories",
  "add-gamecategories": "pages.addGameCategory",
  "edit-gamecategories": "pages.editGameCategory",
  "list-match-statistics": "nav.matchStatistics",
  "add-match-statistics": "pages.addMatchStatistic",
  "edit-match-statistics": "pages.editMatchStatistic",
  "list-player": "nav.players",
  "add-player": "pages.addPlayer",
  "edit-player": "pages.editPlayer",
  "list-team": "nav.teams",
  "add-team": "pages.addTeam",
  "edit-team": "pages.editTeam",
  "list-group": "nav.groups",
  "add-group": "pages.addGroup",
  "edit-group": "pages.editGroup",
  "list-schedule": "nav.schedules",
  "match-progress": "nav.matchProgress",
  "match-progress-event": "pages.eventMatches",
  "match-progress-statistics": "pages.matchStatistics",
  "match-progress-standings": "nav.standings",
};

const matchProgressPages: Record<string, string> = {
  events: "match-progress-event",
  matches: "match-progress-statistics",
  standings: "match-progress-standings",
};

/** The route id from the address: "/edit-user/3" → "edit-user", "/match-progress/events/1" → "match-progress-event". */
function routeIdOf(pathname: string) {
  const [first = "", second] = pathname.replace(/\.data$/, "").split("/").filter(Boolean);
  return first === "match-progress" && second ? (matchProgressPages[second] ?? first) : first;
}

/** A back-office screen that later work builds; it renders inside the app layout behind its guard. */
export function loader({ request, context }: Route.LoaderArgs) {
  const key = titles[routeIdOf(new URL(request.url).pathname)] ?? "meta.defaultTitle";
  return { title: translator(context)(key) };
}

export default function Upcoming({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <h1 className="text-xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 text-muted">{t("pages.underConstruction")}</p>
    </section>
  );
}
