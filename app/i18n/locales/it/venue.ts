import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "it"> = {
  venue: {
    tvTitle: "Schermo del campo",
    now: "Adesso",
    next: "Prossima",
    late: "In ritardo",
    noNext: "Nessun'altra partita",
    noCourt: "Nessun campo",
    noCourts: "Nessuna partita ancora in programma.",
    allCourts: "Tutti i campi",
    firstDay: "Primo giorno: {{date}}",
    finalResults: "Risultati finali",
    champions: "Vincitori",
    groupChampion: "Vincitore del girone {{group}}",
    latest: "Ultimi risultati",
    noResults: "Ancora nessun risultato.",
    standings: "Classifica",
    filters: "Filtri",
  },
};

export default venue;
