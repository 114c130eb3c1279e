import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "ar"> = {
  sharing: {
    embed: {
      openFull: "افتح {{name}} على Laga",
    },
    embeds: {
      title: "التضمين في موقعك",
      intro: "الصق أحد هذه المقتطفات في صفحة نادٍ أو اتحاد على الويب: يعرض النتائج مباشرةً ويتحدّث تلقائيًا.",
      groups: "المجموعات والترتيب",
      schedule: "الجدول الزمني",
      results: "النتائج",
      match: "مباراة واحدة",
      chooseMatch: "المباراة",
      show: "عرض المقتطف",
      transparent: "أضف ?transparent=1 إلى العنوان للحصول على خلفية شفافة.",
      copy: "نسخ",
      copied: "تم النسخ",
      noMatches: "لا توجد مباريات في هذه الفعالية بعد.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "يضبط النص البرمجي في آخر الشيفرة ارتفاع الإطار على محتواه؛ ومن دونه يبقى الإطار بالارتفاع المكتوب في الشيفرة.",
    },
    share: {
      label: "شارك هذه الصفحة",
      share: "مشاركة",
      whatsapp: "أرسل عبر واتساب",
      copyLink: "نسخ الرابط",
      copied: "تم نسخ الرابط",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}، {{venue}}",
      groupsAlt: "ترتيب مجموعات {{category}}، {{name}}",
      leaderboardAlt: "لوحة الترتيب لـ {{category}}، {{name}}",
      standingsAlt: "ترتيب {{category}}، {{name}}",
      matchAlt: "{{match}}، {{name}}: الفريقان والنتيجة",
      limited: "صور معاينة جديدة كثيرة جدًا من عنوانك. حاول مرة أخرى بعد {{seconds}} ث.",
      busy: "الخادم مشغول برسم صور أخرى. حاول مرة أخرى بعد {{seconds}} ث.",
    },
  },
};

export default sharing;
