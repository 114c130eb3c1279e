import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "el"> = {
  list: {
    search: "Αναζήτηση",
    searchLabel: "Αναζήτηση στη λίστα",
    searchPlaceholder: "Πληκτρολογήστε για αναζήτηση…",
    perPage: "Γραμμές ανά σελίδα",
    showing: "{{from}}–{{to}} από {{total}}",
    all: "Όλα",
    apply: "Εφαρμογή",
    actions: "Ενέργειες",
    add: "Προσθήκη",
    edit: "Επεξεργασία",
    delete: "Διαγραφή",
    export: "Εξαγωγή",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Δεν υπάρχει τίποτα για εξαγωγή με αυτό το φίλτρο.",
    sortBy: "Ταξινόμηση κατά {{column}}",
    pagination: "Σελιδοποίηση",
    previous: "Προηγούμενη",
    next: "Επόμενη",
    page: "Σελίδα {{page}}",
    empty: {
      title: "Δεν υπάρχει τίποτα ακόμη",
      body: "Ό,τι προσθέσετε θα εμφανιστεί εδώ.",
    },
    noMatch: {
      title: "Κανένα αποτέλεσμα",
      body: "Τίποτα δεν ταιριάζει με αυτή την αναζήτηση ή το φίλτρο.",
      clear: "Καθαρισμός αναζήτησης και φίλτρων",
    },
    confirmDelete: {
      title: "Διαγραφή «{{name}}»;",
      body: "Η διαγραφή είναι οριστική και δεν αναιρείται.",
      confirm: "Ναι, διαγραφή",
      cancel: "Άκυρο",
    },
    deleted: "Διαγράφηκε: {{name}}.",
    deleteBlocked: "Η εγγραφή «{{name}}» δεν μπορεί να διαγραφεί, επειδή χρησιμοποιείται ακόμη από: {{dependents}}.",
    saved: "Αποθηκεύτηκε: {{name}}.",
    created: "Προστέθηκε: {{name}}.",
    notFound: "Αυτό που αναζητάτε δεν βρέθηκε.",
    saveFailed: "Δεν αποθηκεύτηκε τίποτα ακόμη. Ελέγξτε τα επισημασμένα πεδία.",
    yes: "Ναι",
    no: "Όχι",
    never: "Ποτέ",
  },
};

export default list;
