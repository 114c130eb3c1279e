import type { DeepStrings } from "../../resources";
import type id from "../id/users";

const users: DeepStrings<typeof id> = {
  users: {
    title: "المستخدمون",
    add: "إضافة مستخدم",
    remove: "حذف / تعطيل",
    active: "نشط",
    inactive: "غير نشط",
    allEvents: "كل الفعاليات",
    deactivated: "تم تعطيل {{name}} وتسجيل خروجه من جميع الأجهزة.",
    eventsHint: "لمديري الفعاليات فقط: الفعاليات التي يحق لهم إدارتها.",
    noEvents: "لا توجد فعاليات بعد.",
    passwordHint: "من 8 إلى 72 حرفًا. تجنّب كلمات المرور الشائعة.",
    newPasswordHint: "اتركه فارغًا للإبقاء على كلمة المرور الحالية. كلمة المرور الجديدة تُخرج المستخدم من جميع الأجهزة.",
    fields: {
      name: "الاسم",
      email: "البريد الإلكتروني",
      role: "الدور",
      active: "الحساب نشط",
      status: "الحالة",
      events: "الفعاليات التي يديرها",
      lastLogin: "آخر تسجيل دخول",
      created: "تاريخ الإنشاء",
      password: "كلمة المرور",
      newPassword: "كلمة المرور الجديدة",
      passwordConfirm: "أعد كتابة كلمة المرور",
    },
    confirmRemove: {
      title: "حذف {{name}} أم تعطيله؟",
      body: "المستخدم الذي سبق له تسجيل الدخول أو لديه سجل يُعطَّل حفاظًا على سجله كاملًا؛ أما الحساب الذي لم يُستخدم قط فيُحذف. ويُسجَّل خروج المستخدم من جميع الأجهزة.",
    },
    errors: {
      emailTaken: "هذا البريد الإلكتروني مستخدم في حساب آخر.",
      selfDemote: "لا يمكنك سحب دور المسؤول من نفسك أو تعطيل حسابك.",
      selfRemove: "لا يمكنك حذف حسابك.",
      lastAdmin: "يجب أن يبقى مسؤول نشط واحد على الأقل.",
      passwordMismatch: "كلمتا المرور مختلفتان.",
    },
  },
};

export default users;
