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
  },
};

export default following;
