import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "fr"> = {
  venue: {
    tvTitle: "Écran du site",
    now: "En ce moment",
    next: "Ensuite",
    late: "En retard",
    noNext: "Plus de matchs",
    noCourt: "Sans terrain",
    noCourts: "Aucun match programmé pour l'instant.",
    allCourts: "Tous les terrains",
    firstDay: "Premier jour : {{date}}",
    finalResults: "Résultats finaux",
    champions: "Vainqueurs",
    groupChampion: "Vainqueur du groupe {{group}}",
    latest: "Derniers résultats",
    noResults: "Pas encore de résultats.",
    standings: "Classement",
    filters: "Filtres",
  },
};

export default venue;
