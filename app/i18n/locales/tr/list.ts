import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "tr"> = {
  list: {
    search: "Ara",
    searchLabel: "Bu listede ara",
    searchPlaceholder: "Aramak için yazın…",
    perPage: "Sayfa başına satır",
    showing: "{{from}}–{{to}} / {{total}}",
    all: "Tümü",
    apply: "Uygula",
    actions: "İşlemler",
    add: "Ekle",
    edit: "Düzenle",
    delete: "Sil",
    export: "Dışa aktar",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "Bu filtreyle dışa aktarılacak veri yok.",
    sortBy: "Sırala: {{column}}",
    pagination: "Sayfalama",
    previous: "Önceki",
    next: "Sonraki",
    page: "Sayfa {{page}}",
    empty: {
      title: "Henüz kayıt yok",
      body: "Eklediğiniz kayıtlar burada görünecek.",
    },
    noMatch: {
      title: "Eşleşen kayıt yok",
      body: "Bu arama veya filtreyle eşleşen kayıt bulunamadı.",
      clear: "Aramayı ve filtreleri temizle",
    },
    confirmDelete: {
      title: "{{name}} silinsin mi?",
      body: "Bu kayıt kalıcı olarak silinir ve geri alınamaz.",
      confirm: "Evet, sil",
      cancel: "İptal",
    },
    deleted: "{{name}} silindi.",
    deleteBlocked: "{{name}} silinemiyor, çünkü hâlâ şunlar tarafından kullanılıyor: {{dependents}}.",
    saved: "{{name}} kaydedildi.",
    created: "{{name}} eklendi.",
    notFound: "Aradığınız kayıt bulunamadı.",
    saveFailed: "Henüz hiçbir şey kaydedilmedi. İşaretli alanları kontrol edin.",
    yes: "Evet",
    no: "Hayır",
    never: "Hiçbir zaman",
  },
};

export default list;
