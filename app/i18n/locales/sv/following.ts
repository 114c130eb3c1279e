import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "sv"> = {
  following: {
    follow: "Följ",
    followed: "Följer",
    unfollow: "Sluta följa",
    pinned: "Laget du följer",
    hint: "Lagets nästa match visas överst på varje sida för det här evenemanget, på den här enheten.",
    pinnedPlayer: "Spelaren du följer",
    playerHint: "Följ en spelare: spelarens nästa match, i vilken klass som helst, visas överst på varje sida för det här evenemanget, på den här enheten.",
  },
};

export default following;
