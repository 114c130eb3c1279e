import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "es"> = {
  bracket: {
    bye: "Exento: pasa directamente",
    apart: "Otros partidos eliminatorios",
    qr: {
      title: "Código QR del evento",
      intro: "Imprímelo en los carteles de la sede: al escanearlo se abre la página del evento.",
      alt: "Código QR que lleva a {{url}}",
      png: "Descargar PNG",
      svg: "Descargar SVG",
      draft: "El público podrá abrir este enlace cuando el evento se publique.",
    },
    badSize: "Un cuadro tiene una potencia de dos de 2 a {{max}} posiciones, no {{size}}.",
    tooFewTeams: "Un cuadro necesita al menos {{min}} equipos.",
    doubleBye: "Dos byes se enfrentan en la posición {{line}}: cada bye debe enfrentarse a un equipo.",
    duplicateSource: "Un equipo o un puesto de grupo aparece dos veces en el cuadro.",
  },
};

export default bracket;
