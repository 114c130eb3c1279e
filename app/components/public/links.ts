/**
 * Addresses of an event's public pages. The slug-less pages (/overview,
 * /schedule …) show DEFAULT_EVENT_SLUG and link among themselves; team pages
 * only exist with a slug.
 */
export type EventSection = "overview" | "groups" | "schedule" | "results";

export type EventLinks = ReturnType<typeof eventLinks>;

export function eventLinks(slug: string, slugless: boolean) {
  const encoded = encodeURIComponent(slug);
  const plainSection: Record<EventSection, string> = {
    overview: "/overview",
    groups: "/groups",
    schedule: "/schedule",
    results: "/match-results",
  };
  return {
    landing: `/live-event/${encoded}`,
    section: (section: EventSection) => (slugless ? plainSection[section] : `/live-event/${section}/${encoded}`),
    match: (matchId: number) => (slugless ? `/match-detail/${matchId}` : `/live-event/match-detail/${encoded}/${matchId}`),
    team: (teamId: number) => `/live-event/teams-detail/${encoded}/${teamId}`,
    calendar: (teamId?: number | null) => `${slugless ? "/schedule/calendar.ics" : `/live-event/schedule/${encoded}/calendar.ics`}${teamId ? `?team=${teamId}` : ""}`,
    stream: `/live-event/stream/${encoded}`,
    /** A followed team's bar is this address with the team's id after it, a player's with `player/` and the player's id (routes/public/following.tsx). */
    following: `/live-event/following/${encoded}`,
  };
}
