import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "da"> = {
  following: {
    follow: "Følg",
    followed: "Følger",
    unfollow: "Stop med at følge",
    pinned: "Holdet du følger",
    hint: "Holdets næste kamp står øverst på hver side af dette arrangement, på denne enhed.",
    pinnedPlayer: "Spilleren du følger",
    playerHint: "Følg en spiller: spillerens næste kamp, i enhver kategori, står øverst på hver side af dette arrangement, på denne enhed.",
  },
};

export default following;
