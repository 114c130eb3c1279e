import type { UserRole } from "#drizzle/schema";

/** One link of the sidebar; `paths` are the prefixes of the screens it stands for (add/edit pages too). */
export type NavLink = { label: string; to: string; paths: string[]; icon?: IconName };
export type NavGroup = { label: string; icon: IconName; children: (NavLink | NavGroup)[] };
export type NavSection = { heading?: string; roles: UserRole[]; entries: (NavLink | NavGroup)[] };
export type IconName = "dashboard" | "users" | "calendar" | "database" | "map" | "player" | "team" | "group" | "clock" | "trophy";

function crudLink(label: string, entity: string, icon?: IconName): NavLink {
  return { label, to: `/list-${entity}`, paths: [`/list-${entity}`, `/add-${entity}`, `/edit-${entity}/`], icon };
}

/** The back-office sidebar (DESIGN.md §4): labels are translation keys. */
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
            children: [
              crudLink("nav.provinces", "province"),
              crudLink("nav.cities", "city"),
              crudLink("nav.districts", "district"),
              crudLink("nav.subdistricts", "subdistrict"),
            ],
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
    roles: ["admin", "event"],
    entries: [
      crudLink("nav.players", "player", "player"),
      crudLink("nav.teams", "team", "team"),
      crudLink("nav.groups", "group", "group"),
      { label: "nav.schedules", to: "/list-schedule", paths: ["/list-schedule"], icon: "clock" },
      { label: "nav.matchProgress", to: "/match-progress", paths: ["/match-progress"], icon: "trophy" },
    ],
  },
];

export function isGroup(entry: NavLink | NavGroup): entry is NavGroup {
  return "children" in entry;
}

export function linkIsActive(link: NavLink, pathname: string) {
  return link.paths.some((path) => (path.endsWith("/") ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`)));
}

export function groupIsActive(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => (isGroup(child) ? groupIsActive(child, pathname) : linkIsActive(child, pathname)));
}

export function sectionsFor(role: UserRole) {
  return navigation.filter((section) => section.roles.includes(role));
}
