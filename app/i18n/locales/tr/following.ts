import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "tr"> = {
  following: {
    follow: "Takip et",
    followed: "Takip ediliyor",
    unfollow: "Takibi bırak",
    pinned: "Takip ettiğiniz takım",
    hint: "Bu takımın sıradaki maçı, bu cihazda bu etkinliğin her sayfasının en üstünde görünür.",
    pinnedPlayer: "Takip ettiğiniz oyuncu",
    playerHint: "Bir oyuncuyu takip edin: herhangi bir kategorideki sıradaki maçı, bu cihazda bu etkinliğin her sayfasının en üstünde görünür.",
  },
};

export default following;
