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
    kind: {
      main: "正赛签表",
      winners: "胜者组",
      lower: "败者组",
      final: "总决赛",
      plate: "安慰赛",
    },
    round: "第{{round}}轮",
    reset: "第二场",
    source: {
      firstMatchLoser: "{{match}}的负者（若那是其首场比赛）",
    },
    draw: {
      title: "抽签",
      elimination: "赛制",
      single: "单败淘汰",
      double: "双败淘汰：输两场出局",
      reset: "双败淘汰：败者组冠军赢下首场总决赛时再赛一场",
      plate: "早早出局者的安慰赛（单败淘汰）",
      plates: {
        none: "无安慰赛",
        firstMatch: "首场比赛的负者",
        groups: "未能从小组出线的队伍",
      },
      groupLines: "小组名次在签表中的对阵方式",
      lines: {
        title: "抽签结果（逐个签位）",
        fixed: "固定签位：1A对2B，1B对2A …",
        drawn: "抽签：小组第一分开，其余远离本组（世界巡回赛总决赛方式）",
      },
      number: "抽签号",
      numberHint: "所有交给抽签的选择都按此号码进行。再次输入同一号码即得到同样的抽签。",
      shown: "抽签号 {{number}}",
      byeLine: "轮空",
      seed: "{{seed}}号种子",
    },
    errors: {
      seeding: {
        tooFewTeams: "抽签至少需要{{min}}支队伍。",
        duplicateTeam: "有队伍被列了两次。",
        badSeeds: "种子号必须是1、2、3 …连续且各用一次。请检查队伍的种子号。",
        tooManySeeds: "这个规模的签表最多{{max}}个种子。请去掉队伍上超过{{max}}的种子号。",
      },
      draw: {
        badNumber: "抽签号是1到{{max}}之间的整数。",
      },
      groupLines: {
        tooFewTeams: "从小组出线的队伍少于{{min}}支。",
        tooManyTeams: "出线队伍超过{{max}}个签位的签表容量。",
        tooManyGroups: "抽签签位在此规模签表中最多分开{{max}}个小组第一。请选择固定签位。",
      },
      knockout: {
        tooManyTeams: "签表或其安慰赛最多容纳{{max}}支队伍。",
      },
      bracketSettings: {
        plateWithDouble: "安慰赛只能配合单败淘汰：双败淘汰中每支队伍本来就至少打两场。",
        plateNeedsGroups: "未出线队伍的安慰赛需要小组。请选择首场负者的安慰赛。",
      },
      plate: {
        tooFewTeams: "安慰赛至少需要{{min}}支队伍。",
      },
    },
    places: {
      main: "最终名次",
      mainSoFar: "目前已确定的名次",
      plate: "安慰赛：最终名次",
      plateSoFar: "安慰赛：目前已确定的名次",
      place: "名次",
    },
  },
};

export default bracket;
