import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every URL of Laga (DESIGN.md §4), grouped by layout and guard. Guards are
 * middleware on the layout routes, so a child's `.data` request is guarded too.
 */

/** A back-office screen that a later piece of work builds; it already sits behind its guard. */
function upcoming(path: string, id: string) {
  return route(path, "routes/backoffice/upcoming.tsx", { id });
}

/** `/list-x`, `/add-x` and `/edit-x/:id` of one back-office entity. */
function crud(entity: string) {
  return [
    upcoming(`list-${entity}`, `list-${entity}`),
    upcoming(`add-${entity}`, `add-${entity}`),
    upcoming(`edit-${entity}/:id`, `edit-${entity}`),
  ];
}

export default [
  // Public site: no login, blank layout.
  index("routes/public/home.tsx"),
  layout("routes/public/layout.tsx", [
    route("live-event/:slug?", "routes/public/landing.tsx"),
    route("live-event/overview/:slug", "routes/public/upcoming-section.tsx", { id: "public-overview" }),
    route("live-event/groups/:slug", "routes/public/upcoming-section.tsx", { id: "public-groups" }),
    route("live-event/schedule/:slug", "routes/public/upcoming-section.tsx", { id: "public-schedule" }),
    route("live-event/results/:slug", "routes/public/upcoming-section.tsx", { id: "public-results" }),
    route("live-event/match-detail/:slug/:matchId", "routes/public/upcoming-section.tsx", { id: "public-match-detail" }),
    route("live-event/teams-detail/:slug/:teamId", "routes/public/upcoming-section.tsx", { id: "public-team-detail" }),
    route("overview", "routes/public/upcoming-section.tsx", { id: "default-overview" }),
    route("groups", "routes/public/upcoming-section.tsx", { id: "default-groups" }),
    route("schedule", "routes/public/upcoming-section.tsx", { id: "default-schedule" }),
    route("match-results", "routes/public/upcoming-section.tsx", { id: "default-results" }),
    route("match-detail/:matchId", "routes/public/upcoming-section.tsx", { id: "default-match-detail" }),
  ]),

  // Sign-in pages: auth layout.
  route("login", "routes/auth/login-redirect.ts"),
  layout("routes/auth/layout.tsx", [
    layout("routes/auth/anonymous-only.tsx", [
      route("auth/login", "routes/auth/login.tsx", { id: "login" }),
      route("auth/cover-login", "routes/auth/login.tsx", { id: "cover-login" }),
      route("auth/boxed-password-reset", "routes/auth/password-reset.tsx", { id: "password-reset" }),
      route("auth/cover-password-reset", "routes/auth/password-reset.tsx", { id: "cover-password-reset" }),
    ]),
    route("auth/boxed-lockscreen", "routes/auth/lockscreen.tsx", { id: "lockscreen" }),
    route("auth/cover-lockscreen", "routes/auth/lockscreen.tsx", { id: "cover-lockscreen" }),
  ]),
  route("auth/logout", "routes/auth/logout.ts"),

  // Back office: app layout, login required.
  layout("routes/backoffice/layout.tsx", [
    layout("routes/backoffice/admin-only.tsx", [
      upcoming("dashboard", "dashboard"),
      upcoming("analytics", "analytics"),
      ...crud("user"),
      ...crud("event"),
      ...crud("province"),
      ...crud("city"),
    ]),
    ...crud("district"),
    ...crud("subdistrict"),
    ...crud("gametype"),
    ...crud("skilllevel"),
    ...crud("gamecategories"),
    ...crud("match-statistics"),
    ...crud("player"),
    ...crud("team"),
    ...crud("group"),
    upcoming("list-schedule", "list-schedule"),
    upcoming("match-progress", "match-progress"),
    upcoming("match-progress/events/:eventId", "match-progress-event"),
    upcoming("match-progress/matches/:scheduleId/statistics", "match-progress-statistics"),
    upcoming("match-progress/standings", "match-progress-standings"),
  ]),

  // JSON API (DESIGN.md §5).
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("user", "routes/api/user.ts"),
    route("logout", "routes/api/logout.ts"),
    route("event/:slug", "routes/api/event.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
