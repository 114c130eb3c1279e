import type { DeepStrings } from "../../locale-shape";
import type id from "../id/list";

const list: DeepStrings<typeof id, "ar"> = {
  list: {
    search: "بحث",
    searchLabel: "البحث في هذه القائمة",
    searchPlaceholder: "اكتب للبحث…",
    perPage: "صفوف في كل صفحة",
    showing: "{{from}}–{{to}} من {{total}}",
    all: "الكل",
    apply: "تطبيق",
    actions: "إجراءات",
    add: "إضافة",
    edit: "تعديل",
    delete: "حذف",
    export: "تصدير",
    exportXlsx: "Excel (.xlsx)",
    exportCsv: "CSV (.csv)",
    nothingToExport: "لا توجد بيانات للتصدير باستخدام هذا الفلتر.",
    sortBy: "الترتيب حسب {{column}}",
    pagination: "التنقل بين الصفحات",
    previous: "السابق",
    next: "التالي",
    page: "الصفحة {{page}}",
    empty: {
      title: "لا يوجد شيء هنا بعد",
      body: "ستظهر هنا العناصر التي تضيفها.",
    },
    noMatch: {
      title: "لا توجد نتائج مطابقة",
      body: "لا يوجد ما يطابق هذا البحث أو الفلتر.",
      clear: "مسح البحث والفلاتر",
    },
    confirmDelete: {
      title: "حذف {{name}}؟",
      body: "سيُحذف هذا العنصر نهائيًا ولا يمكن التراجع عن ذلك.",
      confirm: "نعم، احذف",
      cancel: "إلغاء",
    },
    deleted: "تم حذف {{name}}.",
    deleteBlocked: "لا يمكن حذف {{name}} لأنه لا يزال مستخدمًا في: {{dependents}}.",
    saved: "تم حفظ {{name}}.",
    created: "تمت إضافة {{name}}.",
    notFound: "لم يُعثر على ما تبحث عنه.",
    saveFailed: "لم يُحفظ أي شيء بعد. تحقّق من الحقول المحددة.",
    yes: "نعم",
    no: "لا",
    never: "أبدًا",
  },
};

export default list;
