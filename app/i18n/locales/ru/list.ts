import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "ru"> = {
  list: {
    search: "Поиск",
    searchLabel: "Поиск по списку",
    searchPlaceholder: "Начните вводить…",
    perPage: "Строк на странице",
    showing: "{{from}}–{{to}} из {{total}}",
    all: "Все",
    apply: "Применить",
    actions: "Действия",
    add: "Добавить",
    edit: "Изменить",
    delete: "Удалить",
    export: "Экспорт",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "С этим фильтром нечего экспортировать.",
    sortBy: "Сортировать по столбцу «{{column}}»",
    pagination: "Навигация по страницам",
    previous: "Назад",
    next: "Вперёд",
    page: "Страница {{page}}",
    empty: {
      title: "Пока ничего нет",
      body: "Здесь появится то, что вы добавите.",
    },
    noMatch: {
      title: "Ничего не найдено",
      body: "Нет записей, соответствующих этому поиску или фильтру.",
      clear: "Сбросить поиск и фильтры",
    },
    confirmDelete: {
      title: "Удалить «{{name}}»?",
      body: "Запись будет удалена навсегда, отменить это нельзя.",
      confirm: "Да, удалить",
      cancel: "Отмена",
    },
    deleted: "Запись «{{name}}» удалена.",
    deleteBlocked: "Нельзя удалить «{{name}}»: с этой записью ещё связаны другие данные ({{dependents}}).",
    saved: "Запись «{{name}}» сохранена.",
    created: "Запись «{{name}}» добавлена.",
    notFound: "Запрашиваемые данные не найдены.",
    saveFailed: "Изменения не сохранены. Проверьте отмеченные поля.",
    yes: "Да",
    no: "Нет",
    never: "Никогда",
  },
};

export default list;
