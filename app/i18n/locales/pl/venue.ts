import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "pl"> = {
  venue: {
    tvTitle: "Ekran w obiekcie",
    now: "Teraz",
    next: "Następny",
    late: "Opóźniony",
    noNext: "Brak kolejnych meczów",
    noCourt: "Bez kortu",
    noCourts: "Nie zaplanowano jeszcze meczów.",
    allCourts: "Wszystkie korty",
    firstDay: "Pierwszy dzień: {{date}}",
    finalResults: "Wyniki końcowe",
    champions: "Zwycięzcy",
    groupChampion: "Zwycięzca grupy {{group}}",
    latest: "Najnowsze wyniki",
    noResults: "Brak wyników.",
    standings: "Tabela",
    filters: "Filtry",
  },
};

export default venue;
