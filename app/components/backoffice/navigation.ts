import type { UserRole } from "#drizzle/schema";
import type { IconName } from "./icons";

/** One link of the menu; `paths` are the prefixes of the screens it stands for (its add/edit pages too). */
export type NavLink = { label: string; to: string; paths: string[]; icon?: IconName };
export type NavGroup = { label: string; icon: IconName; children: NavEntry[] };
export type NavEntry = NavLink | NavGroup;
export type NavSection = { heading?: string; icon?: IconName; roles: UserRole[]; entries: NavEntry[] };

function crudLink(label: string, entity: string, icon?: IconName): NavLink {
  return { label, to: `/list-${entity}`, paths: [`/list-${entity}`, `/add-${entity}`, `/edit-${entity}/`], icon };
}

/**
 * The back-office menu (docs/design.md §4); labels are translation keys. Dashboard,
 * users, events and master data are for admins; the competition screens for
 * every signed-in user.
 */
export const navigation: NavSection[] = [
  {
    roles: ["admin"],
    entries: [
      {
        label: "nav.dashboard",
        icon: "dashboard",
        children: [
          { label: "nav.dashboard", to: "/dashboard", paths: ["/dashboard"] },
          { label: "nav.analytics", to: "/analytics", paths: ["/analytics"] },
        ],
      },
      crudLink("nav.userManagement", "user", "users"),
      crudLink("nav.manageEvents", "event", "calendar"),
      {
        label: "nav.dataMaster",
        icon: "database",
        children: [
          {
            label: "nav.region",
            icon: "map",
            children: [crudLink("nav.provinces", "province"), crudLink("nav.cities", "city"), crudLink("nav.districts", "district"), crudLink("nav.subdistricts", "subdistrict")],
          },
          crudLink("nav.gameTypes", "gametype"),
          crudLink("nav.skillLevels", "skilllevel"),
          crudLink("nav.gameCategories", "gamecategories"),
          crudLink("nav.matchStatistics", "match-statistics"),
        ],
      },
    ],
  },
  {
    heading: "nav.competition",
    icon: "trophy",
    roles: ["admin", "event"],
    entries: [
      crudLink("nav.players", "player", "player"),
      crudLink("nav.teams", "team", "team"),
      { label: "entries.staff.title", to: "/list-entry", paths: ["/list-entry"], icon: "users" },
      crudLink("nav.groups", "group", "group"),
      { label: "nav.schedules", to: "/list-schedule", paths: ["/list-schedule"], icon: "clock" },
      { label: "eventPlan.title", to: "/plan-event", paths: ["/plan-event"], icon: "calendar" },
      { label: "nav.matchProgress", to: "/match-progress", paths: ["/match-progress"], icon: "trophy" },
    ],
  },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "children" in entry;
}

/** A link is active on its own screens and on the screens below them (`/match-progress/events/3`). */
export function linkIsActive(link: NavLink, pathname: string) {
  return link.paths.some((path) => (path.endsWith("/") ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`)));
}

/** A group is active, and its submenu open, when one of its links is. */
export function groupIsActive(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => (isGroup(child) ? groupIsActive(child, pathname) : linkIsActive(child, pathname)));
}

export function entryIsActive(entry: NavEntry, pathname: string) {
  return isGroup(entry) ? groupIsActive(entry, pathname) : linkIsActive(entry, pathname);
}

export function sectionsFor(role: UserRole) {
  return navigation.filter((section) => section.roles.includes(role));
}
