import type { CategoryChip } from "~/models/public/public-categories.server";
import type { MatchSide, MatchSummary } from "~/models/public/public-matches.server";
import { describeMatchSource } from "~/utils/match-source";
import { knockoutStageLabel } from "~/utils/stage-label";

/** The translate function of a page or a loader. */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** "Padel Beginner · Putra", or the category's own name when staff gave one. */
export function categoryLabel(t: Translate, category: CategoryChip): string {
  return category.name ?? `${category.gameType ?? t("live.category.defaultGameType")} ${category.skillLevel ?? t("live.category.defaultSkillLevel")} · ${t(`live.gender.${category.gender}`)}`;
}

/** "Grup A · A-3" or "Semifinal · SF1". */
export function stageLabel(t: Translate, match: Pick<MatchSummary, "group" | "stage" | "code" | "bracket" | "round">): string {
  return `${match.group ? t("live.groupName", { name: match.group }) : knockoutStageLabel(t, match)} · ${match.code}`;
}

/** A team's name, or where it will come from while it is not known ("Winner Group A"). */
export function sideLabel(t: Translate, side: MatchSide): string {
  return side.name ?? describeMatchSource(t, side.source);
}

/** "Sitompul / Wijaya vs Hasibuan / Putri" */
export function matchTitle(t: Translate, match: Pick<MatchSummary, "home" | "away">): string {
  return t("live.match.versus", { home: sideLabel(t, match.home), away: sideLabel(t, match.away) });
}
