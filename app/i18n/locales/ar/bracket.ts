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
  },
};

export default bracket;
