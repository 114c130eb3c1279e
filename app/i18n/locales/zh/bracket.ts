import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "zh"> = {
  bracket: {
    bye: "轮空：直接晋级",
    apart: "其他淘汰赛",
    qr: {
      title: "赛事二维码",
      intro: "打印在场馆海报上：扫码即可打开本赛事页面。",
      alt: "指向 {{url}} 的二维码",
      png: "下载 PNG",
      svg: "下载 SVG",
      draft: "赛事发布后观众才能打开此链接。",
    },
    badSize: "对阵表的位置数必须是 2 到 {{max}} 之间的 2 的幂，而不是 {{size}}。",
    tooFewTeams: "对阵表至少需要 {{min}} 支队伍。",
    doubleBye: "第 {{line}} 位出现两个轮空相遇：每个轮空都必须对阵一支队伍。",
    duplicateSource: "同一支队伍或小组名次在对阵表中出现了两次。",
  },
};

export default bracket;
