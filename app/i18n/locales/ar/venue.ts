import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "ar"> = {
  venue: {
    tvTitle: "شاشة الملعب",
    now: "الآن",
    next: "التالية",
    late: "متأخرة",
    noNext: "لا مزيد من المباريات",
    noCourt: "بلا ملعب",
    noCourts: "لا توجد مباريات مجدولة بعد.",
    allCourts: "كل الملاعب",
    firstDay: "اليوم الأول: {{date}}",
    finalResults: "النتائج النهائية",
    champions: "الأبطال",
    groupChampion: "متصدر المجموعة {{group}}",
    latest: "أحدث النتائج",
    noResults: "لا توجد نتائج بعد.",
    standings: "الترتيب",
    filters: "عوامل التصفية",
  },
};

export default venue;
