import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "pt"> = {
  venue: {
    tvTitle: "Ecrã do recinto",
    now: "Agora",
    next: "A seguir",
    late: "Atrasado",
    noNext: "Não há mais jogos",
    noCourt: "Sem campo",
    noCourts: "Ainda não há jogos marcados.",
    allCourts: "Todos os campos",
    firstDay: "Primeiro dia: {{date}}",
    finalResults: "Resultados finais",
    champions: "Campeões",
    groupChampion: "Vencedor do grupo {{group}}",
    latest: "Últimos resultados",
    noResults: "Ainda sem resultados.",
    standings: "Classificação",
    filters: "Filtros",
  },
};

export default venue;
