import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "es"> = {
  venue: {
    tvTitle: "Pantalla de la sede",
    now: "Ahora",
    next: "Siguiente",
    late: "Con retraso",
    noNext: "No hay más partidos",
    noCourt: "Sin pista",
    noCourts: "Aún no hay partidos programados.",
    allCourts: "Todas las pistas",
    firstDay: "Primer día: {{date}}",
    finalResults: "Resultados finales",
    champions: "Campeones",
    groupChampion: "Ganador del grupo {{group}}",
    latest: "Últimos resultados",
    noResults: "Aún no hay resultados.",
    standings: "Clasificación",
    filters: "Filtros",
  },
};

export default venue;
