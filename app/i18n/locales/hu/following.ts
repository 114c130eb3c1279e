import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "hu"> = {
  following: {
    follow: "Követés",
    followed: "Követed",
    unfollow: "Követés leállítása",
    pinned: "A csapat, amelyet követsz",
    hint: "A csapat következő meccse az esemény minden oldalának tetején marad ezen az eszközön.",
    pinnedPlayer: "A játékos, akit követsz",
    playerHint: "Kövess egy játékost: a következő meccse, bármely kategóriában, az esemény minden oldalának tetején marad ezen az eszközön.",
  },
};

export default following;
