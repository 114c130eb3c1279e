import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "sv"> = {
  sharing: {
    embed: {
      openFull: "Öppna {{name}} på Laga",
    },
    embeds: {
      title: "Bädda in på din webbplats",
      intro: "Klistra in ett av de här kodavsnitten på en klubbs eller ett förbunds webbsida: det visar resultaten live och uppdaterar sig självt.",
      groups: "Grupper och tabeller",
      schedule: "Spelschema",
      results: "Resultat",
      match: "En match",
      chooseMatch: "Match",
      show: "Visa kodavsnittet",
      transparent: "Lägg till ?transparent=1 i adressen för en genomskinlig bakgrund.",
      copy: "Kopiera",
      copied: "Kopierat",
      noMatches: "Det här evenemanget har inga matcher ännu.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Skriptet i slutet anpassar ramens höjd efter innehållet; utan det behåller ramen höjden som står i koden.",
    },
    share: {
      label: "Dela den här sidan",
      share: "Dela",
      whatsapp: "Skicka via WhatsApp",
      copyLink: "Kopiera länk",
      copied: "Länken kopierad",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Grupptabeller för {{category}}, {{name}}",
      leaderboardAlt: "Topplista för {{category}}, {{name}}",
      standingsAlt: "Tabell för {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: lag och resultat",
      limited: "För många nya förhandsbilder från din adress. Försök igen om {{seconds}} s.",
      busy: "Servern ritar andra bilder just nu. Försök igen om {{seconds}} s.",
    },
  },
};

export default sharing;
