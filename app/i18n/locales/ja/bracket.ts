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
    kind: {
      main: "本戦",
      winners: "勝者側",
      lower: "敗者側",
      final: "グランドファイナル",
      plate: "コンソレーション",
    },
    round: "{{round}}回戦",
    reset: "第2試合",
    source: {
      firstMatchLoser: "{{match}}の敗者（それが初戦だった場合）",
    },
    draw: {
      title: "抽選",
      elimination: "形式",
      single: "シングルエリミネーション",
      double: "ダブルエリミネーション：2敗で敗退",
      reset: "ダブルエリミネーション：敗者側の勝者が1戦目に勝てば2戦目のグランドファイナル",
      plate: "早期敗退チームのコンソレーション（シングルエリミネーション）",
      plates: {
        none: "コンソレーションなし",
        firstMatch: "初戦の敗者",
        groups: "グループで敗退したチーム",
      },
      groupLines: "グループ順位のトーナメントでの組み合わせ",
      lines: {
        title: "抽選結果（枠ごと）",
        fixed: "固定の枠：1A対2B、1B対2A …",
        drawn: "抽選：グループ1位を離し、他は自グループから遠い枠へ（ワールドツアーファイナルズ方式）",
      },
      number: "抽選番号",
      numberHint: "抽選に任せる選択はすべてこの番号に従います。同じ番号を入力すれば同じ抽選になります。",
      shown: "抽選番号 {{number}}",
      byeLine: "不戦勝（シード）",
      seed: "第{{seed}}シード",
    },
    errors: {
      seeding: {
        tooFewTeams: "抽選には少なくとも{{min}}チームが必要です。",
        duplicateTeam: "同じチームが2回含まれています。",
        badSeeds: "シード番号は1, 2, 3 …と欠番なく、各1回ずつにしてください。チームのシードを確認してください。",
        tooManySeeds: "この規模のドローのシードは最大{{max}}です。{{max}}を超えるシードをチームから外してください。",
      },
      draw: {
        badNumber: "抽選番号は1から{{max}}までの整数です。",
      },
      groupLines: {
        tooFewTeams: "グループから勝ち上がるチームが{{min}}未満です。",
        tooManyTeams: "勝ち上がるチームが{{max}}枠のトーナメントに収まりません。",
        tooManyGroups: "抽選枠でこの規模のトーナメントに離せるグループ1位は最大{{max}}です。固定の枠を選んでください。",
      },
      knockout: {
        tooManyTeams: "トーナメント（またはコンソレーション）は最大{{max}}チームです。",
      },
      bracketSettings: {
        plateWithDouble: "コンソレーションはシングルエリミネーションでのみ使えます。ダブルエリミネーションでは全チームが少なくとも2試合します。",
        plateNeedsGroups: "グループ敗退チームのコンソレーションにはグループが必要です。初戦の敗者のコンソレーションを選んでください。",
      },
      plate: {
        tooFewTeams: "コンソレーションには少なくとも{{min}}チームが必要です。",
      },
    },
    places: {
      main: "最終順位",
      mainSoFar: "現時点で確定した順位",
      plate: "コンソレーション：最終順位",
      plateSoFar: "コンソレーション：現時点で確定した順位",
      place: "順位",
    },
  },
};

export default bracket;
