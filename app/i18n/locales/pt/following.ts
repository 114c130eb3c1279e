import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "pt"> = {
  following: {
    follow: "Seguir",
    followed: "A seguir",
    unfollow: "Deixar de seguir",
    pinned: "A equipa que segue",
    hint: "O próximo jogo desta equipa fica no topo de cada página deste evento, neste dispositivo.",
    pinnedPlayer: "O jogador que segue",
    playerHint: "Siga um jogador: o próximo jogo dele, em qualquer categoria, fica no topo de cada página deste evento, neste dispositivo.",
  },
};

export default following;
