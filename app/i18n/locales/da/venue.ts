import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "da"> = {
  venue: {
    tvTitle: "Skærm i hallen",
    now: "Nu",
    next: "Næste",
    late: "Forsinket",
    noNext: "Ikke flere kampe",
    noCourt: "Ingen bane",
    noCourts: "Ingen kampe planlagt endnu.",
    allCourts: "Alle baner",
    firstDay: "Første dag: {{date}}",
    finalResults: "Slutresultater",
    champions: "Vindere",
    groupChampion: "Vinder af gruppe {{group}}",
    latest: "Seneste resultater",
    noResults: "Ingen resultater endnu.",
    standings: "Stilling",
    filters: "Filtre",
  },
};

export default venue;
