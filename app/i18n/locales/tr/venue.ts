import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "tr"> = {
  venue: {
    tvTitle: "Salon ekranı",
    now: "Şimdi",
    next: "Sıradaki",
    late: "Gecikti",
    noNext: "Başka maç yok",
    noCourt: "Kort yok",
    noCourts: "Henüz planlanmış maç yok.",
    allCourts: "Tüm kortlar",
    firstDay: "İlk gün: {{date}}",
    finalResults: "Final sonuçları",
    champions: "Şampiyonlar",
    groupChampion: "{{group}} Grubu birincisi",
    latest: "Son sonuçlar",
    noResults: "Henüz sonuç yok.",
    standings: "Puan durumu",
    filters: "Filtreler",
  },
};

export default venue;
