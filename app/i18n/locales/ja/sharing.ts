import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "ja"> = {
  sharing: {
    embed: {
      openFull: "Laga で {{name}} を開く",
    },
    embeds: {
      title: "あなたのサイトに埋め込む",
      intro: "クラブや連盟のウェブページにこのコードのいずれかを貼り付けてください。ライブスコアを表示し、自動で更新されます。",
      groups: "グループと順位表",
      schedule: "スケジュール",
      results: "結果",
      match: "1試合",
      chooseMatch: "試合",
      show: "コードを表示",
      transparent: "背景を透明にするには、アドレスに ?transparent=1 を付けてください。",
      copy: "コピー",
      copied: "コピーしました",
      noMatches: "この大会にはまだ試合がありません。",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "末尾のスクリプトが枠の高さを内容に合わせます。スクリプトがない場合、枠はコードに書かれた高さのままです。",
    },
    share: {
      label: "このページを共有",
      share: "共有",
      whatsapp: "WhatsApp で送る",
      copyLink: "リンクをコピー",
      copied: "リンクをコピーしました",
    },
    image: {
      eventAlt: "{{name}}：{{dates}}、{{venue}}",
      groupsAlt: "{{category}} のグループ順位表、{{name}}",
      leaderboardAlt: "{{category}} のリーダーボード、{{name}}",
      standingsAlt: "{{category}} の順位表、{{name}}",
      matchAlt: "{{match}}、{{name}}：チームとスコア",
      limited: "お使いのアドレスからの新しいプレビュー画像が多すぎます。{{seconds}} 秒後にもう一度お試しください。",
      busy: "サーバーはほかの画像を描画中です。{{seconds}} 秒後にもう一度お試しください。",
    },
  },
};

export default sharing;
