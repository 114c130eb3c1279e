import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "sv"> = {
  list: {
    search: "Sök",
    searchLabel: "Sök i listan",
    searchPlaceholder: "Skriv för att söka …",
    perPage: "Rader per sida",
    showing: "{{from}}–{{to}} av {{total}}",
    all: "Alla",
    apply: "Använd",
    actions: "Åtgärder",
    add: "Lägg till",
    edit: "Redigera",
    delete: "Radera",
    export: "Exportera",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Det finns inget att exportera med det här filtret.",
    sortBy: "Sortera efter {{column}}",
    pagination: "Sidnavigering",
    previous: "Föregående",
    next: "Nästa",
    page: "Sida {{page}}",
    empty: {
      title: "Inget här än",
      body: "Det du lägger till visas här.",
    },
    noMatch: {
      title: "Inga träffar",
      body: "Inget matchar sökningen eller filtret.",
      clear: "Rensa sökning och filter",
    },
    confirmDelete: {
      title: "Radera {{name}}?",
      body: "Detta raderas permanent och kan inte ångras.",
      confirm: "Ja, radera",
      cancel: "Avbryt",
    },
    deleted: "{{name}} har raderats.",
    deleteBlocked: "{{name}} kan inte raderas eftersom det fortfarande används av: {{dependents}}.",
    saved: "{{name}} har sparats.",
    created: "{{name}} har lagts till.",
    notFound: "Det du letar efter hittades inte.",
    saveFailed: "Inget har sparats än. Kontrollera de markerade fälten.",
    yes: "Ja",
    no: "Nej",
    never: "Aldrig",
  },
};

export default list;
