import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "ja"> = {
  venue: {
    tvTitle: "会場スクリーン",
    now: "いま",
    next: "次の試合",
    late: "遅延",
    noNext: "これ以上の試合はありません",
    noCourt: "コート未定",
    noCourts: "まだ試合は組まれていません。",
    allCourts: "すべてのコート",
    firstDay: "初日：{{date}}",
    finalResults: "最終結果",
    champions: "優勝",
    groupChampion: "グループ {{group}} 1位",
    latest: "最新の結果",
    noResults: "まだ結果はありません。",
    standings: "順位表",
    filters: "絞り込み",
  },
};

export default venue;
