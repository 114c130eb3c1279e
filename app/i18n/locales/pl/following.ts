import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "pl"> = {
  following: {
    follow: "Obserwuj",
    followed: "Obserwujesz",
    unfollow: "Przestań obserwować",
    pinned: "Obserwowana drużyna",
    hint: "Następny mecz tej drużyny będzie widoczny na górze każdej strony tego wydarzenia, na tym urządzeniu.",
    pinnedPlayer: "Obserwowany zawodnik",
    playerHint: "Obserwuj zawodnika: jego następny mecz, w każdej kategorii, będzie widoczny na górze każdej strony tego wydarzenia, na tym urządzeniu.",
  },
};

export default following;
