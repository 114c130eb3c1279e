import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "de"> = {
  list: {
    search: "Suchen",
    searchLabel: "In dieser Liste suchen",
    searchPlaceholder: "Suchbegriff eingeben …",
    perPage: "Zeilen pro Seite",
    showing: "{{from}}–{{to}} von {{total}}",
    all: "Alle",
    apply: "Anwenden",
    actions: "Aktionen",
    add: "Hinzufügen",
    edit: "Bearbeiten",
    delete: "Löschen",
    export: "Exportieren",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Mit diesem Filter gibt es nichts zu exportieren.",
    sortBy: "Nach {{column}} sortieren",
    pagination: "Seitennavigation",
    previous: "Zurück",
    next: "Weiter",
    page: "Seite {{page}}",
    empty: {
      title: "Noch keine Einträge",
      body: "Was Sie hinzufügen, erscheint hier.",
    },
    noMatch: {
      title: "Keine Treffer",
      body: "Nichts passt zu dieser Suche oder diesem Filter.",
      clear: "Suche und Filter zurücksetzen",
    },
    confirmDelete: {
      title: "{{name}} löschen?",
      body: "Der Eintrag wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.",
      confirm: "Ja, löschen",
      cancel: "Abbrechen",
    },
    deleted: "{{name}} wurde gelöscht.",
    deleteBlocked: "{{name}} kann nicht gelöscht werden, weil es noch verwendet wird von: {{dependents}}.",
    saved: "{{name}} wurde gespeichert.",
    created: "{{name}} wurde hinzugefügt.",
    notFound: "Das Gesuchte wurde nicht gefunden.",
    saveFailed: "Noch nichts gespeichert. Prüfen Sie die markierten Felder.",
    yes: "Ja",
    no: "Nein",
    never: "Nie",
  },
};

export default list;
