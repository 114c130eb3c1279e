import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "it"> = {
  following: {
    follow: "Segui",
    followed: "Seguita",
    unfollow: "Non seguire più",
    pinned: "La squadra che segui",
    hint: "La prossima partita di questa squadra resta in cima a ogni pagina di questo evento, su questo dispositivo.",
    pinnedPlayer: "Il giocatore che segui",
    playerHint: "Segui un giocatore: la sua prossima partita, in qualsiasi categoria, resta in cima a ogni pagina di questo evento, su questo dispositivo.",
  },
};

export default following;
