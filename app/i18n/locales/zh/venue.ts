import type { DeepStrings } from "../../locale-shape";
import type id from "../id/venue";

const venue: DeepStrings<typeof id, "zh"> = {
  venue: {
    tvTitle: "场馆大屏",
    now: "现在",
    next: "下一场",
    late: "延迟",
    noNext: "没有更多比赛",
    noCourt: "未分配场地",
    noCourts: "尚未安排比赛。",
    allCourts: "所有场地",
    firstDay: "第一天：{{date}}",
    finalResults: "最终结果",
    champions: "冠军",
    groupChampion: "{{group}} 组冠军",
    latest: "最新结果",
    noResults: "暂无结果。",
    standings: "积分榜",
    filters: "筛选",
  },
};

export default venue;
