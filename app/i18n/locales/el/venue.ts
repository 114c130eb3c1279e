import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "el"> = {
  venue: {
    tvTitle: "Οθόνη γηπέδου",
    now: "Τώρα",
    next: "Επόμενος",
    late: "Καθυστερεί",
    noNext: "Δεν υπάρχουν άλλοι αγώνες",
    noCourt: "Χωρίς γήπεδο",
    noCourts: "Δεν έχουν προγραμματιστεί αγώνες ακόμη.",
    allCourts: "Όλα τα γήπεδα",
    firstDay: "Πρώτη ημέρα: {{date}}",
    finalResults: "Τελικά αποτελέσματα",
    champions: "Πρωταθλητές",
    groupChampion: "Νικητής ομίλου {{group}}",
    latest: "Τελευταία αποτελέσματα",
    noResults: "Δεν υπάρχουν αποτελέσματα ακόμη.",
    standings: "Βαθμολογία",
    filters: "Φίλτρα",
  },
};

export default venue;
