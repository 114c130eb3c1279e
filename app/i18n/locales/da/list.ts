import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "da"> = {
  list: {
    search: "Søg",
    searchLabel: "Søg i denne liste",
    searchPlaceholder: "Skriv for at søge …",
    perPage: "Rækker pr. side",
    showing: "{{from}}–{{to}} af {{total}}",
    all: "Alle",
    apply: "Anvend",
    actions: "Handlinger",
    add: "Tilføj",
    edit: "Rediger",
    delete: "Slet",
    export: "Eksportér",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Der er intet at eksportere med dette filter.",
    sortBy: "Sortér efter {{column}}",
    pagination: "Sidenavigation",
    previous: "Forrige",
    next: "Næste",
    page: "Side {{page}}",
    empty: {
      title: "Intet her endnu",
      body: "Det, du tilføjer, vises her.",
    },
    noMatch: {
      title: "Ingen resultater",
      body: "Intet matcher denne søgning eller dette filter.",
      clear: "Ryd søgning og filtre",
    },
    confirmDelete: {
      title: "Slet {{name}}?",
      body: "Dette slettes permanent og kan ikke fortrydes.",
      confirm: "Ja, slet",
      cancel: "Annuller",
    },
    deleted: "{{name}} er slettet.",
    deleteBlocked: "{{name}} kan ikke slettes, fordi det stadig bruges af: {{dependents}}.",
    saved: "{{name}} er gemt.",
    created: "{{name}} er tilføjet.",
    notFound: "Det, du leder efter, blev ikke fundet.",
    saveFailed: "Intet er gemt endnu. Tjek de markerede felter.",
    yes: "Ja",
    no: "Nej",
    never: "Aldrig",
  },
};

export default list;
