import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "ja"> = {
  following: {
    follow: "フォロー",
    followed: "フォロー中",
    unfollow: "フォローをやめる",
    pinned: "フォロー中のチーム",
    hint: "このチームの次の試合が、この端末でこの大会のすべてのページの上部に表示されます。",
    pinnedPlayer: "フォロー中の選手",
    playerHint: "選手をフォロー：どの種目でも、その選手の次の試合が、この端末でこの大会のすべてのページの上部に表示されます。",
    notify: "通知を受け取る",
    notifyOn: "通知オン",
    notifyHint: "試合がコートに呼ばれたときと、コートで次の試合になったときに、この端末に通知します。",
    notifyBlocked: "このサイトの通知はブロックされています。ブラウザの設定で許可してください。",
    notifyFailed: "通知をオンにできませんでした。もう一度お試しください。",
    notifyRefused: "このブラウザの通知の購読は使用できません。",
    notifyTooMany: "この端末はすでに上限までのチームと選手の通知を受け取っています。先にいくつかをオフにしてください。",
    notifyLimited: "このネットワークからの試行が多すぎます。しばらくしてからお試しください。",
    notifyNotFound: "このチームまたは選手はもう大会に参加していません。",
    notifyClosed: "このエントリーでは通知を利用できません。",
    noticeCalledTitle: "{{court}}に呼び出し",
    noticeCalledBody: "{{home}} 対 {{away}}：今すぐ{{court}}へ。",
    noticeNextTitle: "{{court}}で次の試合",
    noticeNextBody: "{{home}} 対 {{away}} は{{court}}の次の試合です。準備してください。",
  },
};

export default following;
