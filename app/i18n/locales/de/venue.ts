import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "de"> = {
  venue: {
    tvTitle: "Hallenbildschirm",
    now: "Jetzt",
    next: "Als Nächstes",
    late: "Verspätet",
    noNext: "Keine weiteren Spiele",
    noCourt: "Kein Platz",
    noCourts: "Noch keine Spiele angesetzt.",
    allCourts: "Alle Plätze",
    firstDay: "Erster Tag: {{date}}",
    finalResults: "Endergebnisse",
    champions: "Sieger",
    groupChampion: "Sieger Gruppe {{group}}",
    latest: "Neueste Ergebnisse",
    noResults: "Noch keine Ergebnisse.",
    standings: "Tabelle",
    filters: "Filter",
  },
};

export default venue;
