import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "pl"> = {
  list: {
    search: "Szukaj",
    searchLabel: "Szukaj na tej liście",
    searchPlaceholder: "Zacznij pisać, aby wyszukać…",
    perPage: "Wierszy na stronę",
    showing: "{{from}}–{{to}} z {{total}}",
    all: "Wszystkie",
    apply: "Zastosuj",
    actions: "Akcje",
    add: "Dodaj",
    edit: "Edytuj",
    delete: "Usuń",
    export: "Eksportuj",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Brak danych do wyeksportowania przy tym filtrze.",
    sortBy: "Sortuj według: {{column}}",
    pagination: "Stronicowanie",
    previous: "Poprzednia",
    next: "Następna",
    page: "Strona {{page}}",
    empty: {
      title: "Nic tu jeszcze nie ma",
      body: "Dodane pozycje pojawią się tutaj.",
    },
    noMatch: {
      title: "Brak wyników",
      body: "Nic nie pasuje do tego wyszukiwania lub filtra.",
      clear: "Wyczyść wyszukiwanie i filtry",
    },
    confirmDelete: {
      title: "Usunąć {{name}}?",
      body: "Dane zostaną usunięte na stałe i nie można tego cofnąć.",
      confirm: "Tak, usuń",
      cancel: "Anuluj",
    },
    deleted: "Usunięto: {{name}}.",
    deleteBlocked: "Nie można usunąć: {{name}}, ponieważ nadal jest używane przez: {{dependents}}.",
    saved: "Zapisano: {{name}}.",
    created: "Dodano: {{name}}.",
    notFound: "Nie znaleziono szukanych danych.",
    saveFailed: "Zmiany nie zostały zapisane. Sprawdź oznaczone pola.",
    yes: "Tak",
    no: "Nie",
    never: "Nigdy",
  },
};

export default list;
