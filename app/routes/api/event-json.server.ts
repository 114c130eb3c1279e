import type { PublicEventDetail } from "~/models/events/event.server";
import type { EliminationMatchRow } from "~/models/public/bracket-matches.server";

/** An elimination match as the API gives it: its bracket ("main", "lower", "final", "plate"), round and sides, a side's team once known. */
function bracketMatchJson(match: EliminationMatchRow) {
  return {
    id: match.id,
    code: match.code,
    bracket: match.bracket ?? "main",
    stage: match.stage,
    round: match.round,
    status: match.status,
    home_team_id: match.homeTeamId,
    away_team_id: match.awayTeamId,
    home_source: match.homeSource,
    away_source: match.awaySource,
    winner_team_id: match.winnerTeamId,
  };
}

/** The Event of the API contract (docs/design.md §5): snake_case, as the original clients read it. */
export function eventJson(event: PublicEventDetail, bracketMatches: readonly EliminationMatchRow[] = []) {
  return {
    id: event.id,
    event_name: event.name,
    slug: event.slug,
    description: event.description,
    url_logo_event: event.logo,
    url_logo_organizer: event.organizerLogo,
    logo_organizer_2: event.organizerLogo2,
    organizer_name: event.organizerName,
    location_name: event.locationName,
    status: event.status,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    timezone: event.timezone,
    version: event.version,
    game_categories: event.categories.map((category) => ({
      id: category.id,
      name: category.gameCategory.name,
      format: category.format,
      game_type: { id: category.gameCategory.gameType.id, name: category.gameCategory.gameType.name },
      skill_level: {
        id: category.gameCategory.skillLevel.id,
        name: category.gameCategory.skillLevel.name,
        color: category.gameCategory.skillLevel.color,
      },
      gender: category.gameCategory.gender,
      bracket_matches: bracketMatches.filter((m) => m.eventCategoryId === category.id).map(bracketMatchJson),
    })),
    event_address: {
      address: event.address,
      subdistrict: event.subdistrict ? { name: event.subdistrict.name } : null,
      district: event.district ? { name: event.district.name } : null,
      city: event.city ? { name: event.city.name } : null,
      province: event.province ? { name: event.province.name } : null,
      postal_code: event.postalCode,
      lat: event.lat,
      lng: event.lng,
    },
  };
}
