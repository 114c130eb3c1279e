import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "ar"> = {
  following: {
    follow: "متابعة",
    followed: "تتابعه",
    unfollow: "إلغاء المتابعة",
    pinned: "الفريق الذي تتابعه",
    hint: "تبقى مباراة هذا الفريق التالية في أعلى كل صفحة من صفحات هذه الفعالية، على هذا الجهاز.",
    pinnedPlayer: "اللاعب الذي تتابعه",
    playerHint: "تابع لاعبًا: تبقى مباراته التالية، في أي فئة، في أعلى كل صفحة من صفحات هذه الفعالية، على هذا الجهاز.",
    notify: "أعلمني",
    notifyOn: "الإشعارات مفعّلة",
    notifyHint: "يُعلَم هذا الجهاز عندما تُستدعى المباراة إلى ملعب وعندما تكون التالية على ملعب.",
    notifyBlocked: "الإشعارات محظورة لهذا الموقع: اسمح بها في إعدادات المتصفح.",
    notifyFailed: "تعذّر تفعيل الإشعارات. حاول مرة أخرى.",
    notifyRefused: "لا يمكن استخدام اشتراك الإشعارات في هذا المتصفح.",
    notifyTooMany: "يتلقى هذا الجهاز بالفعل إشعارات لأكبر عدد ممكن من الفرق واللاعبين: أوقف بعضها أولًا.",
    notifyLimited: "محاولات كثيرة جدًا من هذه الشبكة. حاول لاحقًا.",
    notifyNotFound: "لم يعد هذا الفريق أو اللاعب في الفعالية.",
    notifyClosed: "الإشعارات غير متاحة لهذا التسجيل.",
    noticeCalledTitle: "استدعاء إلى {{court}}",
    noticeCalledBody: "{{home}} ضد {{away}}: توجّهوا إلى {{court}} الآن.",
    noticeNextTitle: "التالية على {{court}}",
    noticeNextBody: "{{home}} ضد {{away}} هي المباراة التالية على {{court}}: استعدّوا.",
  },
};

export default following;
