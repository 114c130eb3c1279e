import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "hu"> = {
  list: {
    search: "Keresés",
    searchLabel: "Keresés a listában",
    searchPlaceholder: "Gépeljen a kereséshez…",
    perPage: "Sor oldalanként",
    showing: "{{from}}–{{to}} / {{total}}",
    all: "Mind",
    apply: "Alkalmaz",
    actions: "Műveletek",
    add: "Hozzáadás",
    edit: "Szerkesztés",
    delete: "Törlés",
    export: "Exportálás",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Ezzel a szűrővel nincs mit exportálni.",
    sortBy: "Rendezés: {{column}}",
    pagination: "Lapozás",
    previous: "Előző",
    next: "Következő",
    page: "{{page}}. oldal",
    empty: {
      title: "Itt még nincs semmi",
      body: "Amit hozzáad, itt jelenik meg.",
    },
    noMatch: {
      title: "Nincs találat",
      body: "Semmi sem felel meg ennek a keresésnek vagy szűrőnek.",
      clear: "Keresés és szűrők törlése",
    },
    confirmDelete: {
      title: "Törli ezt: {{name}}?",
      body: "A törlés végleges, és nem vonható vissza.",
      confirm: "Igen, törlöm",
      cancel: "Mégse",
    },
    deleted: "Törölve: {{name}}.",
    deleteBlocked: "Nem törölhető: {{name}}, mert még használatban van: {{dependents}}.",
    saved: "Mentve: {{name}}.",
    created: "Hozzáadva: {{name}}.",
    notFound: "A keresett elem nem található.",
    saveFailed: "A módosítások nincsenek mentve. Ellenőrizze a megjelölt mezőket.",
    yes: "Igen",
    no: "Nem",
    never: "Soha",
  },
};

export default list;
