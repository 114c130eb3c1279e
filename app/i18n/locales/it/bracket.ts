import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "it"> = {
  bracket: {
    bye: "Bye: passa direttamente il turno",
    apart: "Altre partite a eliminazione diretta",
    qr: {
      title: "Codice QR dell'evento",
      intro: "Stampalo sui manifesti della sede: inquadrandolo si apre la pagina dell'evento.",
      alt: "Codice QR verso {{url}}",
      png: "Scarica PNG",
      svg: "Scarica SVG",
      draft: "Gli spettatori potranno aprire il link quando l'evento sarà pubblicato.",
    },
    badSize: "Un tabellone ha una potenza di due da 2 a {{max}} posizioni, non {{size}}.",
    tooFewTeams: "Un tabellone richiede almeno {{min}} squadre.",
    doubleBye: "Due bye si incontrano alla posizione {{line}}: ogni bye deve affrontare una squadra.",
    duplicateSource: "Una squadra o un posto del girone compare due volte nel tabellone.",
  },
};

export default bracket;
