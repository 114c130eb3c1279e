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
  },
};

export default bracket;
