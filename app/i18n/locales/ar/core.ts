import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "ar"> = {
  meta: {
    defaultTitle: "الإدارة",
    title: "{{title}} | Laga",
    description: "Laga — جداول المباريات والنتائج المباشرة والترتيب في بطولات الرياضة للهواة.",
  },
  common: {
    save: "حفظ",
    cancel: "إلغاء",
    back: "رجوع",
    close: "إغلاق",
    menu: "القائمة",
    loading: "جارٍ التحميل…",
    search: "بحث",
    language: "اللغة",
    signIn: "تسجيل الدخول",
    signOut: "تسجيل الخروج",
    home: "الرئيسية",
  },
  roles: {
    admin: "مسؤول",
    event: "مدير فعالية",
    guest: "ضيف",
  },
  validation: {
    required: "هذا الحقل مطلوب.",
    email: "أدخل عنوان بريد إلكتروني صالحًا.",
    tooLong: "الحد الأقصى لعدد الأحرف: {{max}}.",
  },
  errors: {
    notFound: {
      title: "الصفحة غير موجودة",
      body: "العنوان الذي فتحته غير موجود أو نُقل إلى مكان آخر.",
    },
    eventNotFound: {
      title: "الفعالية غير موجودة",
      body: "هذه الفعالية غير موجودة، أو لم تُنشر بعد، أو تغيّر عنوانها.",
    },
    generic: {
      title: "حدث خطأ ما",
      body: "عذرًا، حدث خلل في الخادم. يُرجى المحاولة مرة أخرى بعد قليل.",
    },
    storageFull: {
      title: "مساحة التخزين في الخادم ممتلئة",
      body: "لم يُحفظ هذا التغيير: مساحة التخزين في الخادم ممتلئة. اطلب من المسؤول إفراغ بعض المساحة، ثم احفظ مرة أخرى.",
      kept: "ما أدخلته لا يزال في النموذج؛ احفظ مرة أخرى بعد إفراغ المساحة.",
    },
    restarting: "الخادم قيد إعادة التشغيل. يرجى المحاولة مرة أخرى بعد لحظات.",
    requestId: "رقم الطلب: {{id}}",
    backHome: "العودة إلى الرئيسية",
  },
  api: {
    loginSuccess: "تم تسجيل الدخول.",
    logoutSuccess: "تم تسجيل الخروج.",
    invalidCredentials: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    invalidInput: "البيانات المرسلة غير صالحة.",
    throttled: "محاولات كثيرة جدًا. حاول مرة أخرى لاحقًا.",
    eventNotFound: "الفعالية غير موجودة.",
    notFound: "عنوان واجهة API غير موجود.",
    methodNotAllowed: "الطريقة غير مسموح بها.",
    serverError: "حدث خطأ في الخادم.",
  },
};

export default core;
