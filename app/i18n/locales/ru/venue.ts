import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "ru"> = {
  venue: {
    tvTitle: "Экран на площадке",
    now: "Сейчас",
    next: "Далее",
    late: "Задерживается",
    noNext: "Больше матчей нет",
    noCourt: "Без корта",
    noCourts: "Матчи ещё не назначены.",
    allCourts: "Все корты",
    firstDay: "Первый день: {{date}}",
    finalResults: "Итоговые результаты",
    champions: "Победители",
    groupChampion: "Победитель группы {{group}}",
    latest: "Последние результаты",
    noResults: "Результатов пока нет.",
    standings: "Таблица",
    filters: "Фильтры",
  },
};

export default venue;
