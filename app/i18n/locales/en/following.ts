import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "en"> = {
  following: {
    follow: "Follow",
    followed: "Following",
    unfollow: "Unfollow",
    pinned: "The team you follow",
    hint: "This team's next match stays at the top of every page of this event, on this device.",
    pinnedPlayer: "The player you follow",
    playerHint: "Follow a player: their next match, in any category, stays at the top of every page of this event, on this device.",
    notify: "Notify me",
    notifyOn: "Notifications on",
    notifyHint: "This device is told when the match is called to a court and when it is next on one.",
    notifyBlocked: "Notifications are blocked for this site: allow them in the browser's settings.",
    notifyFailed: "Notifications could not be turned on. Try again.",
    notifyRefused: "This browser's notification subscription cannot be used.",
    notifyTooMany: "This device already gets notices for as many teams and players as it can: turn some off first.",
    notifyLimited: "Too many tries from this network. Try again later.",
    notifyNotFound: "This team or player is no longer in the event.",
    notifyClosed: "Notifications are not available for this entry.",
    noticeCalledTitle: "Called to {{court}}",
    noticeCalledBody: "{{home}} vs {{away}}: go to {{court}} now.",
    noticeNextTitle: "Next on {{court}}",
    noticeNextBody: "{{home}} vs {{away}} is next on {{court}}: get ready.",
  },
};

export default following;
