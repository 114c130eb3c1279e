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
    badSize: "トーナメント表の枠数は 2 から {{max}} までの 2 の累乗で、{{size}} にはできません。",
    tooFewTeams: "トーナメント表には少なくとも {{min}} チームが必要です。",
    doubleBye: "{{line}} 番目の枠で不戦勝同士が対戦しています。不戦勝は必ずチームと対戦させてください。",
    duplicateSource: "同じチームまたはグループ順位がトーナメント表に 2 回入っています。",
  },
};

export default bracket;
