import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "it"> = {
  list: {
    search: "Cerca",
    searchLabel: "Cerca in questo elenco",
    searchPlaceholder: "Digita per cercare…",
    perPage: "Righe per pagina",
    showing: "{{from}}–{{to}} di {{total}}",
    all: "Tutti",
    apply: "Applica",
    actions: "Azioni",
    add: "Aggiungi",
    edit: "Modifica",
    delete: "Elimina",
    export: "Esporta",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Non ci sono dati da esportare con questo filtro.",
    sortBy: "Ordina per {{column}}",
    pagination: "Paginazione",
    previous: "Precedente",
    next: "Successiva",
    page: "Pagina {{page}}",
    empty: {
      title: "Ancora nessun dato",
      body: "Ciò che aggiungi comparirà qui.",
    },
    noMatch: {
      title: "Nessun risultato",
      body: "Nessun dato corrisponde a questa ricerca o a questo filtro.",
      clear: "Cancella ricerca e filtri",
    },
    confirmDelete: {
      title: "Eliminare {{name}}?",
      body: "L'eliminazione è definitiva e non può essere annullata.",
      confirm: "Sì, elimina",
      cancel: "Annulla",
    },
    deleted: "{{name}}: eliminazione completata.",
    deleteBlocked: "Impossibile eliminare {{name}} perché è ancora in uso: {{dependents}}.",
    saved: "{{name}}: salvataggio completato.",
    created: "{{name}}: aggiunta completata.",
    notFound: "Ciò che cerchi non è stato trovato.",
    saveFailed: "Le modifiche non sono state salvate. Controlla i campi evidenziati.",
    yes: "Sì",
    no: "No",
    never: "Mai",
  },
};

export default list;
