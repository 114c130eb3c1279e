import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "zh"> = {
  following: {
    follow: "关注",
    followed: "已关注",
    unfollow: "取消关注",
    pinned: "你关注的队伍",
    hint: "在此设备上，这支队伍的下一场比赛会显示在本赛事每个页面的顶部。",
    pinnedPlayer: "你关注的选手",
    playerHint: "关注一名选手：在此设备上，其在任何组别的下一场比赛都会显示在本赛事每个页面的顶部。",
    notify: "通知我",
    notifyOn: "通知已开启",
    notifyHint: "比赛被叫到场地时，以及即将在某块场地上进行下一场时，此设备会收到通知。",
    notifyBlocked: "此网站的通知已被屏蔽：请在浏览器设置中允许。",
    notifyFailed: "无法开启通知，请重试。",
    notifyRefused: "无法使用此浏览器的通知订阅。",
    notifyTooMany: "此设备接收通知的队伍和选手已达上限：请先关闭一些。",
    notifyLimited: "来自此网络的尝试过多，请稍后再试。",
    notifyNotFound: "该队伍或选手已不在本赛事中。",
    notifyClosed: "此报名无法使用通知。",
    noticeCalledTitle: "请到{{court}}",
    noticeCalledBody: "{{home}} 对 {{away}}：请立即前往{{court}}。",
    noticeNextTitle: "{{court}}下一场",
    noticeNextBody: "{{home}} 对 {{away}} 是{{court}}的下一场比赛：请做好准备。",
  },
};

export default following;
