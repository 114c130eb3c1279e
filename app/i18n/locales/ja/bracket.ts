import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "ja"> = {
  bracket: {
    bye: "不戦勝：そのまま勝ち上がり",
    apart: "その他のノックアウト試合",
    qr: {
      title: "イベントのQRコード",
      intro: "会場のポスターに印刷してください。読み取るとイベントのページが開きます。",
      alt: "{{url}} へのQRコード",
      png: "PNGをダウンロード",
      svg: "SVGをダウンロード",
      draft: "イベントを公開すると観客がこのリンクを開けるようになります。",
    },
  },
};

export default bracket;
