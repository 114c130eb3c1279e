import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "ja"> = {
  following: {
    follow: "フォロー",
    followed: "フォロー中",
    unfollow: "フォローをやめる",
    pinned: "フォロー中のチーム",
    hint: "このチームの次の試合が、この端末でこの大会のすべてのページの上部に表示されます。",
    pinnedPlayer: "フォロー中の選手",
    playerHint: "選手をフォロー：どの種目でも、その選手の次の試合が、この端末でこの大会のすべてのページの上部に表示されます。",
  },
};

export default following;
