import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "es"> = {
  following: {
    follow: "Seguir",
    followed: "Siguiendo",
    unfollow: "Dejar de seguir",
    pinned: "El equipo que sigues",
    hint: "El próximo partido de este equipo queda arriba en cada página de este evento, en este dispositivo.",
    pinnedPlayer: "El jugador que sigues",
    playerHint: "Sigue a un jugador: su próximo partido, en cualquier categoría, queda arriba en cada página de este evento, en este dispositivo.",
  },
};

export default following;
