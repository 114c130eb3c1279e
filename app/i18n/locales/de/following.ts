import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "de"> = {
  following: {
    follow: "Folgen",
    followed: "Gefolgt",
    unfollow: "Nicht mehr folgen",
    pinned: "Das Team, dem du folgst",
    hint: "Das nächste Spiel dieses Teams steht oben auf jeder Seite dieser Veranstaltung, auf diesem Gerät.",
    pinnedPlayer: "Die Person, der du folgst",
    playerHint: "Folge einer Spielerin oder einem Spieler: das nächste Spiel, in jeder Kategorie, steht oben auf jeder Seite dieser Veranstaltung, auf diesem Gerät.",
  },
};

export default following;
