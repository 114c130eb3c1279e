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
  },
};

export default following;
