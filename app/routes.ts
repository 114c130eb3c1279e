import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every URL of Laga (docs/design.md §4), grouped by layout and guard. Guards are
 * middleware on the layout routes, so a child's `.data` request is guarded too.
 */

export default [
  // Public site: no login, blank layout. The layout's middleware answers 304 for unchanged event pages.
  index("routes/public/home.tsx"),
  // For search engines: the published events' public pages; everything outside the public site is answered noindex (server/indexing.ts).
  route("robots.txt", "routes/public/robots.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  // The app's icon by the name browsers and crawlers ask for, whatever the pages link.
  route("favicon.ico", "routes/public/favicon.ts"),
  route("live-event/stream/:slug", "routes/public/live-stream.ts"),
  layout("routes/public/layout.tsx", [
    route("live-event/:slug?", "routes/public/landing.tsx"),
    route("live-event/schedule/:slug/calendar.ics", "routes/public/schedule-calendar.ts", { id: "public-schedule-calendar" }),
    route("schedule/calendar.ics", "routes/public/schedule-calendar.ts", { id: "default-schedule-calendar" }),
    // The event's QR code for the venue's posters (its landing page's address), as SVG and PNG.
    route("live-event/qr/:slug/qr.svg", "routes/public/event-qr.ts", { id: "public-event-qr-svg" }),
    route("live-event/qr/:slug/qr.png", "routes/public/event-qr.ts", { id: "public-event-qr-png" }),
    // The venue's TV board: what is on the courts now, full screen, cached like the event's pages.
    route("live-event/tv/:slug", "routes/public/tv.tsx"),
    layout("routes/public/event-layout.tsx", [
      route("live-event/overview/:slug", "routes/public/overview.tsx", { id: "public-overview" }),
      route("live-event/groups/:slug", "routes/public/groups.tsx", { id: "public-groups" }),
      route("live-event/schedule/:slug", "routes/public/schedule.tsx", { id: "public-schedule" }),
      route("live-event/results/:slug", "routes/public/results.tsx", { id: "public-results" }),
      route("live-event/match-detail/:slug/:matchId", "routes/public/match-detail.tsx", { id: "public-match-detail" }),
      route("live-event/teams-detail/:slug/:teamId", "routes/public/team-detail.tsx", { id: "public-team-detail" }),
      // Online entries: the entrants of the categories whose entry window makes them public.
      route("live-event/entries/:slug", "routes/public/entry-list.tsx", { id: "public-entry-list" }),
      route("overview", "routes/public/overview.tsx", { id: "default-overview" }),
      route("groups", "routes/public/groups.tsx", { id: "default-groups" }),
      route("schedule", "routes/public/schedule.tsx", { id: "default-schedule" }),
      route("match-results", "routes/public/results.tsx", { id: "default-results" }),
      route("match-detail/:matchId", "routes/public/match-detail.tsx", { id: "default-match-detail" }),
    ]),
    // A followed team: the bar the spectator script pins above every page of its event, outside the event's header and footer.
    route("live-event/following/:slug/:teamId", "routes/public/following.tsx", { id: "public-following-team" }),
    route("live-event/following/:slug/player/:playerId", "routes/public/following.tsx", { id: "public-following-player" }),
  ]),

  // Embeds for clubs' and federations' own sites: the public pages without the event's header, the only pages any site may frame.
  layout("routes/embed/layout.tsx", [
    route("embed/:slug/groups", "routes/public/groups.tsx", { id: "embed-groups" }),
    route("embed/:slug/schedule", "routes/public/schedule.tsx", { id: "embed-schedule" }),
    route("embed/:slug/results", "routes/public/results.tsx", { id: "embed-results" }),
    route("embed/:slug/match/:matchId", "routes/public/match-detail.tsx", { id: "embed-match" }),
  ]),
  // Link-preview images of the public pages (PNG): the event, a category's groups, a match, as they stand.
  route("share-image/:slug/:card", "routes/public/share-image.ts", { id: "share-image" }),
  route("share-image/:slug/match/:matchId", "routes/public/share-image.ts", { id: "share-image-match" }),

  // Sign-in pages: auth layout.
  route("login", "routes/auth/login-redirect.ts"),
  layout("routes/auth/layout.tsx", [
    layout("routes/auth/anonymous-only.tsx", [
      route("auth/login", "routes/auth/login.tsx", { id: "login" }),
      route("auth/cover-login", "routes/auth/login.tsx", { id: "cover-login" }),
      route("auth/boxed-password-reset", "routes/auth/password-reset.tsx", { id: "password-reset" }),
      route("auth/cover-password-reset", "routes/auth/password-reset.tsx", { id: "cover-password-reset" }),
      route("auth/reset-password", "routes/auth/reset-password.tsx"),
    ]),
    route("auth/boxed-lockscreen", "routes/auth/lockscreen.tsx", { id: "lockscreen" }),
    route("auth/cover-lockscreen", "routes/auth/lockscreen.tsx", { id: "cover-lockscreen" }),
  ]),
  route("auth/logout", "routes/auth/logout.ts"),

  // Courtside scoring by a scorer link: no account, the link's secret is the key.
  route("score/:secret", "routes/scorer/score.tsx"),
  route("score/:secret/entries", "routes/scorer/entries.ts"),
  route("score/:secret/manifest.webmanifest", "routes/scorer/manifest.ts"),

  // Online entries: the public form (no account, never cached) and the entrant's page, opened by its private link.
  route("live-event/entry/:slug", "routes/entries/enter.tsx"),
  route("entry/:secret", "routes/entries/status.tsx"),

  // "Your match is called": where a follower's or an entrant's browser posts its Web Push subscription (posts only).
  route("live-event/notices/:slug", "routes/public/notices.ts"),
  route("entry/:secret/notices", "routes/entries/notices.ts"),

  // Theme customizer: saves the layout preferences cookie for anyone.
  route("preferences", "routes/preferences.ts"),
  // The public pages' language switcher: saves the language cookie for anyone and goes back to the page.
  route("language", "routes/language.ts"),

  // Back office: app layout, login required.
  layout("routes/backoffice/layout.tsx", [
    layout("routes/backoffice/admin-only.tsx", [
      route("dashboard", "routes/backoffice/dashboard.tsx"),
      route("analytics", "routes/backoffice/analytics.tsx"),
      route("list-user", "routes/backoffice/users/list.tsx"),
      route("add-user", "routes/backoffice/users/add.tsx"),
      route("edit-user/:id", "routes/backoffice/users/edit.tsx"),
      route("list-event", "routes/backoffice/events/list.tsx"),
      route("add-event", "routes/backoffice/events/add.tsx"),
      route("edit-event/:id", "routes/backoffice/events/edit.tsx"),
      route("list-province", "routes/backoffice/regions/list.tsx", { id: "list-province" }),
      route("add-province", "routes/backoffice/regions/form.tsx", { id: "add-province" }),
      route("edit-province/:id", "routes/backoffice/regions/form.tsx", { id: "edit-province" }),
      route("list-city", "routes/backoffice/regions/list.tsx", { id: "list-city" }),
      route("add-city", "routes/backoffice/regions/form.tsx", { id: "add-city" }),
      route("edit-city/:id", "routes/backoffice/regions/form.tsx", { id: "edit-city" }),
    ]),
    route("list-district", "routes/backoffice/regions/list.tsx", { id: "list-district" }),
    route("add-district", "routes/backoffice/regions/form.tsx", { id: "add-district" }),
    route("edit-district/:id", "routes/backoffice/regions/form.tsx", { id: "edit-district" }),
    route("list-subdistrict", "routes/backoffice/regions/list.tsx", { id: "list-subdistrict" }),
    route("add-subdistrict", "routes/backoffice/regions/form.tsx", { id: "add-subdistrict" }),
    route("edit-subdistrict/:id", "routes/backoffice/regions/form.tsx", { id: "edit-subdistrict" }),
    route("list-gametype", "routes/backoffice/game-types/list.tsx"),
    route("add-gametype", "routes/backoffice/game-types/add.tsx"),
    route("edit-gametype/:id", "routes/backoffice/game-types/edit.tsx"),
    route("list-skilllevel", "routes/backoffice/skill-levels/list.tsx"),
    route("add-skilllevel", "routes/backoffice/skill-levels/add.tsx"),
    route("edit-skilllevel/:id", "routes/backoffice/skill-levels/edit.tsx"),
    route("list-gamecategories", "routes/backoffice/game-categories/list.tsx"),
    route("add-gamecategories", "routes/backoffice/game-categories/add.tsx"),
    route("edit-gamecategories/:id", "routes/backoffice/game-categories/edit.tsx"),
    route("list-match-statistics", "routes/backoffice/match-statistics/list.tsx"),
    route("add-match-statistics", "routes/backoffice/match-statistics/add.tsx"),
    route("edit-match-statistics/:id", "routes/backoffice/match-statistics/edit.tsx"),
    route("list-player", "routes/backoffice/players/list.tsx"),
    route("list-player/template", "routes/backoffice/players/template.ts"),
    route("add-player", "routes/backoffice/players/add.tsx"),
    route("edit-player/:id", "routes/backoffice/players/edit.tsx"),
    route("list-team", "routes/backoffice/teams/list.tsx"),
    route("list-team/template", "routes/backoffice/teams/template.ts"),
    route("add-team", "routes/backoffice/teams/add.tsx"),
    route("edit-team/:id", "routes/backoffice/teams/edit.tsx"),
    route("list-group", "routes/backoffice/groups/list.tsx"),
    route("list-group/draw", "routes/backoffice/groups/draw.tsx"),
    route("add-group", "routes/backoffice/groups/add.tsx"),
    route("edit-group/:id", "routes/backoffice/groups/edit.tsx"),
    route("list-schedule", "routes/backoffice/schedules/list.tsx"),
    route("list-schedule/generate", "routes/backoffice/schedules/generate.tsx"),
    route("list-schedule/knockout", "routes/backoffice/schedules/knockout.tsx"),
    route("list-schedule/match/:id", "routes/backoffice/schedules/match.tsx"),
    route("list-schedule/print", "routes/backoffice/schedules/print.tsx"),
    // One plan for the whole event: its courts and their hours, each category's rules, a preview saved exactly as shown.
    route("plan-event", "routes/backoffice/plan-event/plan-event.tsx"),
    route("match-progress", "routes/backoffice/match-progress/index.tsx"),
    route("match-progress/events/:eventId", "routes/backoffice/match-progress/event.tsx"),
    route("match-progress/events/:eventId/scorer-links", "routes/backoffice/match-progress/scorer-links.tsx"),
    route("match-progress/matches/:scheduleId", "routes/backoffice/match-progress/match.tsx"),
    route("match-progress/matches/:scheduleId/statistics", "routes/backoffice/match-progress/statistics.tsx"),
    route("match-progress/standings", "routes/backoffice/match-progress/standings.tsx"),
    // The tournament desk on the day: courts now, matches to call, check-in (per event).
    route("desk/:eventId", "routes/backoffice/desk/desk.tsx"),
    // Online entries: a category's entry window and its entries, per event.
    route("list-entry", "routes/backoffice/entries/list.tsx"),
    route("account", "routes/backoffice/account.tsx"),
    // Choosing the event the lists work on (posts only; decision 0065).
    route("working-event", "routes/backoffice/working-event.ts"),
    route("export/:entity", "routes/backoffice/export.ts"),
    // Resource routes of the master-data screens: searchable-select options, import progress and templates.
    route("options/regions", "routes/options/regions.ts"),
    route("options/region-import", "routes/options/region-import.ts"),
    route("options/import-template/:entity", "routes/options/import-template.ts"),
  ]),

  // JSON API (docs/design.md §5).
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("user", "routes/api/user.ts"),
    route("logout", "routes/api/logout.ts"),
    route("event/:slug", "routes/api/event.ts"),
    route("uploads/image", "routes/api/uploads-image.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
