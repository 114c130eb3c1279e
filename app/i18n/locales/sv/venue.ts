import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "sv"> = {
  venue: {
    tvTitle: "Skärm i hallen",
    now: "Nu",
    next: "Nästa",
    late: "Försenad",
    noNext: "Inga fler matcher",
    noCourt: "Ingen bana",
    noCourts: "Inga matcher planerade än.",
    allCourts: "Alla banor",
    firstDay: "Första dagen: {{date}}",
    finalResults: "Slutresultat",
    champions: "Segrare",
    groupChampion: "Vinnare grupp {{group}}",
    latest: "Senaste resultat",
    noResults: "Inga resultat än.",
    standings: "Tabell",
    filters: "Filter",
  },
};

export default venue;
