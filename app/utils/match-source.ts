/**
 * Where a knockout side that is not known yet comes from (app/domain/bracket/match.ts):
 * "1A" the winner of group A, "2B" the runner-up of group B, "W:QF1" the
 * winner of QF1, "L:SF1" the loser of SF1, "L1:QF2" a plate's line for the
 * loser of QF2 when that was the loser's first match.
 */
export type MatchSource = { kind: "group"; place: number; group: string } | { kind: "winner"; match: string } | { kind: "loser"; match: string } | { kind: "firstMatchLoser"; match: string };

export function parseMatchSource(source: string | null | undefined): MatchSource | null {
  const text = source?.trim() ?? "";
  const group = /^(\d{1,2})([A-Za-z]{1,3})$/.exec(text);
  if (group) return { kind: "group", place: Number(group[1]), group: group[2]!.toUpperCase() };
  const plate = /^L1:(.+)$/i.exec(text);
  if (plate) return { kind: "firstMatchLoser", match: plate[1]!.trim() };
  const previous = /^([WL]):(.+)$/i.exec(text);
  if (previous) return { kind: previous[1]!.toUpperCase() === "W" ? "winner" : "loser", match: previous[2]!.trim() };
  return null;
}

type Translate = (key: string, options?: Record<string, string | number>) => string;

/** "Winner Group A", "Runner-up Group B", "Winner QF1" … in the reader's language; "TBD" without a source. */
export function describeMatchSource(t: Translate, source: string | null | undefined): string {
  const parsed = parseMatchSource(source);
  if (!parsed) return source?.trim() || t("live.source.unknown");
  switch (parsed.kind) {
    case "group":
      if (parsed.place === 1) return t("live.source.groupWinner", { group: parsed.group });
      if (parsed.place === 2) return t("live.source.groupRunnerUp", { group: parsed.group });
      return t("live.source.groupPlace", { place: parsed.place, group: parsed.group });
    case "winner":
      return t("live.source.winner", { match: parsed.match });
    case "loser":
      return t("live.source.loser", { match: parsed.match });
    case "firstMatchLoser":
      return t("bracket.source.firstMatchLoser", { match: parsed.match });
  }
}
