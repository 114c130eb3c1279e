/**
 * Who may make up a team in a category: how many players (from the game type's
 * players per side), which genders (from the category), and the captain. Pure,
 * so the same rules serve the team form, the import and the tests.
 */

export type PlayerGender = "male" | "female";
export type CategoryGender = "men" | "women" | "mixed" | "open";

/** A squad of a team sport (futsal's five on court) may carry substitutes up to this many players. */
export const MAX_SQUAD = 15;

export type RosterRules = { playersPerSide: number; gender: CategoryGender };
export type RosterPlayer = { id: number; gender: PlayerGender };

/** A broken rule: the form field it belongs to and a translation key (with parameters in query form). */
export type RosterIssue = { field: "playerIds" | "captainId"; message: string };

/** Singles and doubles field exactly their players; a team sport needs a full side and may add substitutes. */
export function squadSize(playersPerSide: number): { min: number; max: number } {
  const perSide = Math.max(1, Math.trunc(playersPerSide));
  return perSide <= 2 ? { min: perSide, max: perSide } : { min: perSide, max: Math.max(perSide, MAX_SQUAD) };
}

function sizeIssue(count: number, playersPerSide: number): string | null {
  const { min, max } = squadSize(playersPerSide);
  if (min === max) return count === min ? null : `teams.errors.rosterExactly?count=${min}`;
  if (count < min) return `teams.errors.rosterAtLeast?count=${min}`;
  if (count > max) return `teams.errors.rosterAtMost?count=${max}`;
  return null;
}

function genderIssue(rules: RosterRules, players: RosterPlayer[]): string | null {
  const men = players.filter((p) => p.gender === "male").length;
  const women = players.length - men;
  switch (rules.gender) {
    case "men":
      return women > 0 ? "teams.errors.menOnly" : null;
    case "women":
      return men > 0 ? "teams.errors.womenOnly" : null;
    case "mixed":
      // Mixed singles does not exist; such a category is played as open.
      if (rules.playersPerSide === 1 || players.length === 0) return null;
      if (rules.playersPerSide === 2) return players.length === 2 && (men !== 1 || women !== 1) ? "teams.errors.mixedPair" : null;
      return men === 0 || women === 0 ? "teams.errors.mixedTeam" : null;
    case "open":
      return null;
  }
}

/** Every rule the roster breaks, in the order a person would fix them; empty when the team may play. */
export function rosterIssues(rules: RosterRules, players: RosterPlayer[], captainId: number | null): RosterIssue[] {
  const issues: RosterIssue[] = [];
  const ids = players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) issues.push({ field: "playerIds", message: "teams.errors.duplicatePlayer" });
  const size = sizeIssue(new Set(ids).size, rules.playersPerSide);
  if (size) issues.push({ field: "playerIds", message: size });
  const gender = genderIssue(rules, players);
  if (gender) issues.push({ field: "playerIds", message: gender });
  if (captainId !== null && !ids.includes(captainId)) issues.push({ field: "captainId", message: "teams.errors.captainNotInRoster" });
  return issues;
}

/** The last word of a name ("Budi Santoso" → "Santoso"); a single name stands for itself. */
export function familyName(fullName: string) {
  const words = fullName.trim().split(/\s+/);
  return words[words.length - 1] ?? "";
}

export const TEAM_NAME_MAX = 120;

/**
 * The name a team gets when staff leave it empty: a single player's own name,
 * a pair's family names ("Santoso / Wijaya", full names when both share one).
 * A bigger team has no sensible default (null): its name is required.
 */
export function defaultTeamName(playerNames: string[], playersPerSide: number): string | null {
  const names = playerNames.map((name) => name.trim().replace(/\s+/g, " ")).filter(Boolean);
  if (playersPerSide > 2 || names.length === 0 || names.length > 2) return null;
  if (names.length === 1) return names[0]!.slice(0, TEAM_NAME_MAX);
  const families = names.map(familyName);
  const parts = families[0]!.toLowerCase() === families[1]!.toLowerCase() ? names : families;
  return parts.join(" / ").slice(0, TEAM_NAME_MAX);
}
