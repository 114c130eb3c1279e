import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "fr"> = {
  list: {
    search: "Rechercher",
    searchLabel: "Rechercher dans cette liste",
    searchPlaceholder: "Tapez pour rechercher…",
    perPage: "Lignes par page",
    showing: "{{from}}–{{to}} sur {{total}}",
    all: "Tous",
    apply: "Appliquer",
    actions: "Actions",
    add: "Ajouter",
    edit: "Modifier",
    delete: "Supprimer",
    export: "Exporter",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Aucune donnée à exporter avec ce filtre.",
    sortBy: "Trier par {{column}}",
    pagination: "Pagination",
    previous: "Précédent",
    next: "Suivant",
    page: "Page {{page}}",
    empty: {
      title: "Rien pour l'instant",
      body: "Les éléments que vous ajoutez apparaîtront ici.",
    },
    noMatch: {
      title: "Aucun résultat",
      body: "Aucun élément ne correspond à cette recherche ou à ce filtre.",
      clear: "Effacer la recherche et les filtres",
    },
    confirmDelete: {
      title: "Supprimer {{name}} ?",
      body: "Cette suppression est définitive et ne peut pas être annulée.",
      confirm: "Oui, supprimer",
      cancel: "Annuler",
    },
    deleted: "{{name}} a été supprimé.",
    deleteBlocked: "Impossible de supprimer {{name}}, encore utilisé par : {{dependents}}.",
    saved: "{{name}} a été enregistré.",
    created: "{{name}} a été ajouté.",
    notFound: "L'élément recherché est introuvable.",
    saveFailed: "Rien n'a encore été enregistré. Vérifiez les champs signalés.",
    yes: "Oui",
    no: "Non",
    never: "Jamais",
  },
};

export default list;
