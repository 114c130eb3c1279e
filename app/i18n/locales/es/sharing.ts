import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "es"> = {
  sharing: {
    embed: {
      openFull: "Abrir {{name}} en Laga",
    },
    embeds: {
      title: "Insertar en tu sitio",
      intro: "Pega uno de estos fragmentos en la página web de un club o federación: muestra los marcadores en directo y se actualiza solo.",
      groups: "Grupos y clasificaciones",
      schedule: "Calendario",
      results: "Resultados",
      match: "Un partido",
      chooseMatch: "Partido",
      show: "Mostrar su fragmento",
      transparent: "Añade ?transparent=1 a la dirección para un fondo transparente.",
      copy: "Copiar",
      copied: "Copiado",
      noMatches: "Este evento aún no tiene partidos.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "El script del final ajusta la altura del marco a su contenido; sin él, el marco mantiene la altura escrita en el código.",
    },
    share: {
      label: "Compartir esta página",
      share: "Compartir",
      whatsapp: "Enviar por WhatsApp",
      copyLink: "Copiar enlace",
      copied: "Enlace copiado",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Clasificaciones de los grupos de {{category}}, {{name}}",
      leaderboardAlt: "Clasificación individual de {{category}}, {{name}}",
      standingsAlt: "Clasificación de {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: equipos y marcador",
      limited: "Demasiadas imágenes de vista previa nuevas desde su dirección. Inténtelo de nuevo en {{seconds}} s.",
      busy: "El servidor está ocupado dibujando otras imágenes. Inténtelo de nuevo en {{seconds}} s.",
    },
  },
};

export default sharing;
