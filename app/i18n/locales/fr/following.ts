import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "fr"> = {
  following: {
    follow: "Suivre",
    followed: "Suivie",
    unfollow: "Ne plus suivre",
    pinned: "L’équipe que vous suivez",
    hint: "Le prochain match de cette équipe reste en haut de chaque page de cet événement, sur cet appareil.",
    pinnedPlayer: "Le joueur que vous suivez",
    playerHint: "Suivez un joueur : son prochain match, dans n’importe quelle catégorie, reste en haut de chaque page de cet événement, sur cet appareil.",
  },
};

export default following;
