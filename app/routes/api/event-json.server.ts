import { finishingPlaces } from "~/domain/bracket/places";
import type { PublicEventDetail } from "~/models/events/event.server";
import type { MadeRound } from "~/models/formats/round-play.server";
import type { EliminationMatchRow } from "~/models/public/bracket-matches.server";
import type { PublicRounds } from "~/models/public/public-rounds.server";

/** A round's matches as the API names them: each side's entrants (two players, or one team), the score and status. */
function roundJson(round: MadeRound) {
  const side = (entrants: MadeRound["matches"][number]["sides"]["home"]) => entrants.map((entrant) => ({ id: entrant.teamId, name: entrant.name }));
  return {
    round: round.round,
    matches: round.matches.map((match) => ({
      id: match.id,
      code: match.code,
      status: match.status,
      court: match.court,
      scheduled_at: match.scheduledAt?.toISOString() ?? null,
      home: side(match.sides.home),
      away: side(match.sides.away),
      home_score: match.homeScore,
      away_score: match.awayScore,
    })),
    byes: round.byes.map((bye) => ({ id: bye.id, name: bye.name })),
  };
}

/** A category played in rounds: Americano's and Mexicano's individual leaderboard or the Swiss standings, each tie's deciding rule named, and the rounds. */
function roundsJson(view: PublicRounds) {
  const decided = (row: { rank: number; shared: boolean; decidedBy: string | null; withdrawn: boolean }) => ({
    rank: row.rank,
    shared_rank: row.shared,
    decided_by: row.decidedBy,
    withdrawn: row.withdrawn,
  });
  if (view.format === "swiss") {
    return {
      tie_breaks: view.tieBreaks,
      standings: view.standings.map((row) => ({
        id: row.id,
        name: row.name,
        ...decided(row),
        points: row.points,
        played: row.played,
        won: row.won,
        drawn: row.drawn,
        lost: row.lost,
        byes: row.byes,
        buchholz: row.buchholz,
        median_buchholz: row.medianBuchholz,
        sonneborn_berger: row.sonnebornBerger,
      })),
      rounds: view.rounds.map(roundJson),
    };
  }
  return {
    points_per_match: view.total,
    leaderboard: view.leaderboard.map((row) => ({
      id: row.id,
      name: row.name,
      ...decided(row),
      points: row.pointsFor,
      points_against: row.pointsAgainst,
      point_difference: row.pointsFor - row.pointsAgainst,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
    })),
    rounds: view.rounds.map(roundJson),
  };
}

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

/** A category's finishing places decided so far (app/domain/bracket/places.ts): the main competition's, then the plate's, by place; a shared place has place_from < place_to. */
function placesJson(bracketMatches: readonly EliminationMatchRow[]) {
  return finishingPlaces(bracketMatches).map((p) => ({ competition: p.competition, team_id: p.teamId, place_from: p.place.from, place_to: p.place.to }));
}

/** The Event of the API contract (docs/design.md §5): snake_case, as the original clients read it. */
export function eventJson(event: PublicEventDetail, rounds: ReadonlyMap<number, PublicRounds> = new Map(), bracketMatches: readonly EliminationMatchRow[] = []) {
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
      /** Americano, Mexicano and Swiss: the table and the rounds; null for groups and knockouts. */
      rounds: rounds.has(category.id) ? roundsJson(rounds.get(category.id)!) : null,
      bracket_matches: bracketMatches.filter((m) => m.eventCategoryId === category.id).map(bracketMatchJson),
      places: placesJson(bracketMatches.filter((m) => m.eventCategoryId === category.id)),
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
