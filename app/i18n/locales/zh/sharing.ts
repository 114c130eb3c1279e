import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "zh"> = {
  sharing: {
    embed: {
      openFull: "在 Laga 上打开 {{name}}",
    },
    embeds: {
      title: "嵌入您的网站",
      intro: "将以下任一代码粘贴到俱乐部或协会的网页中：它会显示实时比分并自动更新。",
      groups: "小组与积分榜",
      schedule: "赛程",
      results: "结果",
      match: "单场比赛",
      chooseMatch: "比赛",
      show: "显示代码",
      transparent: "在地址后加上 ?transparent=1 可使用透明背景。",
      copy: "复制",
      copied: "已复制",
      noMatches: "本赛事还没有比赛。",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "末尾的脚本会让框架的高度随内容调整；没有它，框架保持代码中写明的高度。",
    },
    share: {
      label: "分享此页面",
      share: "分享",
      whatsapp: "通过 WhatsApp 发送",
      copyLink: "复制链接",
      copied: "链接已复制",
    },
    image: {
      eventAlt: "{{name}}：{{dates}}，{{venue}}",
      groupsAlt: "{{category}} 小组积分榜，{{name}}",
      leaderboardAlt: "{{category}} 排行榜,{{name}}",
      standingsAlt: "{{category}} 积分榜,{{name}}",
      matchAlt: "{{match}}，{{name}}：队伍与比分",
      limited: "来自您地址的新预览图片过多。请在 {{seconds}} 秒后重试。",
      busy: "服务器正在绘制其他图片。请在 {{seconds}} 秒后重试。",
    },
  },
};

export default sharing;
