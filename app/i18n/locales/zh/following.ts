import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "zh"> = {
  following: {
    follow: "关注",
    followed: "已关注",
    unfollow: "取消关注",
    pinned: "你关注的队伍",
    hint: "在此设备上，这支队伍的下一场比赛会显示在本赛事每个页面的顶部。",
    pinnedPlayer: "你关注的选手",
    playerHint: "关注一名选手：在此设备上，其在任何组别的下一场比赛都会显示在本赛事每个页面的顶部。",
  },
};

export default following;
