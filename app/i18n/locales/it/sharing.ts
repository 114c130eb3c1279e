import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "it"> = {
  sharing: {
    embed: {
      openFull: "Apri {{name}} su Laga",
    },
    embeds: {
      title: "Incorpora nel tuo sito",
      intro: "Incolla uno di questi frammenti nella pagina web di un club o di una federazione: mostra i punteggi in diretta e si aggiorna da solo.",
      groups: "Gironi e classifiche",
      schedule: "Calendario",
      results: "Risultati",
      match: "Una partita",
      chooseMatch: "Partita",
      show: "Mostra il frammento",
      transparent: "Aggiungi ?transparent=1 all'indirizzo per uno sfondo trasparente.",
      copy: "Copia",
      copied: "Copiato",
      noMatches: "Questo evento non ha ancora partite.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Lo script finale adatta l'altezza del riquadro al suo contenuto; senza di esso il riquadro mantiene l'altezza scritta nel codice.",
    },
    share: {
      label: "Condividi questa pagina",
      share: "Condividi",
      whatsapp: "Invia su WhatsApp",
      copyLink: "Copia link",
      copied: "Link copiato",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Classifiche dei gironi di {{category}}, {{name}}",
      leaderboardAlt: "Classifica individuale di {{category}}, {{name}}",
      standingsAlt: "Classifica di {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: squadre e punteggio",
      limited: "Troppe nuove immagini di anteprima dal tuo indirizzo. Riprova tra {{seconds}} s.",
      busy: "Il server è occupato a disegnare altre immagini. Riprova tra {{seconds}} s.",
    },
  },
};

export default sharing;
