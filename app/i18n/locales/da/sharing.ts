import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "da"> = {
  sharing: {
    embed: {
      openFull: "Åbn {{name}} på Laga",
    },
    embeds: {
      title: "Indlejr på dit websted",
      intro: "Indsæt et af disse kodestykker på en klubs eller et forbunds webside: det viser resultaterne live og opdaterer sig selv.",
      groups: "Grupper og stillinger",
      schedule: "Program",
      results: "Resultater",
      match: "Én kamp",
      chooseMatch: "Kamp",
      show: "Vis kodestykket",
      transparent: "Tilføj ?transparent=1 til adressen for en gennemsigtig baggrund.",
      copy: "Kopiér",
      copied: "Kopieret",
      noMatches: "Denne turnering har ingen kampe endnu.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Scriptet til sidst tilpasser rammens højde til indholdet; uden det beholder rammen den højde, der står i koden.",
    },
    share: {
      label: "Del denne side",
      share: "Del",
      whatsapp: "Send via WhatsApp",
      copyLink: "Kopiér link",
      copied: "Link kopieret",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Gruppestillinger for {{category}}, {{name}}",
      leaderboardAlt: "Rangliste for {{category}}, {{name}}",
      standingsAlt: "Stilling for {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: hold og resultat",
      limited: "For mange nye forhåndsvisningsbilleder fra din adresse. Prøv igen om {{seconds}} s.",
      busy: "Serveren er optaget af at tegne andre billeder. Prøv igen om {{seconds}} s.",
    },
  },
};

export default sharing;
