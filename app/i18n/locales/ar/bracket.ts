import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "ar"> = {
  bracket: {
    bye: "إعفاء: يتأهل مباشرة",
    apart: "مباريات إقصائية أخرى",
    qr: {
      title: "رمز QR للحدث",
      intro: "اطبعه على ملصقات المكان: مسحه يفتح صفحة الحدث.",
      alt: "رمز QR يؤدي إلى {{url}}",
      png: "تنزيل PNG",
      svg: "تنزيل SVG",
      draft: "يمكن للمشاهدين فتح هذا الرابط بعد نشر الحدث.",
    },
    badSize: "يتكوّن الجدول من عدد مواقع هو قوة للعدد اثنين بين 2 و{{max}}، وليس {{size}}.",
    tooFewTeams: "يحتاج الجدول إلى {{min}} فرق على الأقل.",
    doubleBye: "يلتقي إعفاءان في الموقع {{line}}: يجب أن يواجه كل إعفاء فريقًا.",
    duplicateSource: "يظهر فريق أو مركز مجموعة مرتين في الجدول.",
  },
};

export default bracket;
