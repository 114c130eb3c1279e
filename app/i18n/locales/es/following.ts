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
    notify: "Avisarme",
    notifyOn: "Avisos activados",
    notifyHint: "Este dispositivo recibe un aviso cuando el partido se llama a una pista y cuando es el siguiente en una pista.",
    notifyBlocked: "Los avisos están bloqueados para este sitio: permítelos en la configuración del navegador.",
    notifyFailed: "No se pudieron activar los avisos. Inténtalo de nuevo.",
    notifyRefused: "La suscripción a avisos de este navegador no se puede usar.",
    notifyTooMany: "Este dispositivo ya recibe avisos de tantos equipos y jugadores como puede: desactiva algunos primero.",
    notifyLimited: "Demasiados intentos desde esta red. Inténtalo más tarde.",
    notifyNotFound: "Este equipo o jugador ya no está en el evento.",
    notifyClosed: "Los avisos no están disponibles para esta inscripción.",
    noticeCalledTitle: "Llamado a {{court}}",
    noticeCalledBody: "{{home}} contra {{away}}: a {{court}} ahora.",
    noticeNextTitle: "Siguiente en {{court}}",
    noticeNextBody: "{{home}} contra {{away}} es el siguiente partido en {{court}}: a prepararse.",
  },
};

export default following;
