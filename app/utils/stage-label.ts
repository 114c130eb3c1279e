/**
 * What round of its competition an elimination match is, in the reader's
 * language: "Semifinal" in the main bracket, "Plate · Semifinal", "Losers'
 * bracket · Round 3", "Grand final" (app/domain/bracket). A group match's
 * label is its group's, which the caller knows.
 */
type Translate = (key: string, options?: Record<string, string | number>) => string;

export type StagedMatch = { stage: string; bracket?: string | null; round?: number };

export function knockoutStageLabel(t: Translate, match: StagedMatch): string {
  const stage = t(`live.stage.${match.stage}`);
  switch (match.bracket) {
    case "lower":
      return `${t("bracket.kind.lower")} · ${t("bracket.round", { round: match.round ?? 1 })}`;
    case "final":
      return (match.round ?? 1) > 1 ? `${t("bracket.kind.final")} · ${t("bracket.reset")}` : t("bracket.kind.final");
    case "plate":
      return `${t("bracket.kind.plate")} · ${stage}`;
    default:
      return stage;
  }
}
