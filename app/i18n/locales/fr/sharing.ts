import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "fr"> = {
  sharing: {
    embed: {
      openFull: "Ouvrir {{name}} sur Laga",
    },
    embeds: {
      title: "Intégrer sur votre site",
      intro: "Collez l'un de ces extraits dans la page web d'un club ou d'une fédération : il affiche les scores en direct et se met à jour tout seul.",
      groups: "Groupes et classements",
      schedule: "Programme",
      results: "Résultats",
      match: "Un match",
      chooseMatch: "Match",
      show: "Afficher son extrait",
      transparent: "Ajoutez ?transparent=1 à l'adresse pour un fond transparent.",
      copy: "Copier",
      copied: "Copié",
      noMatches: "Cet événement n'a pas encore de matchs.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Le script final adapte la hauteur du cadre à son contenu ; sans lui, le cadre garde la hauteur écrite dans le code.",
    },
    share: {
      label: "Partager cette page",
      share: "Partager",
      whatsapp: "Envoyer sur WhatsApp",
      copyLink: "Copier le lien",
      copied: "Lien copié",
    },
    image: {
      eventAlt: "{{name}} : {{dates}}, {{venue}}",
      groupsAlt: "Classements des groupes de {{category}}, {{name}}",
      leaderboardAlt: "Classement individuel de {{category}}, {{name}}",
      standingsAlt: "Classement de {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}} : équipes et score",
      limited: "Trop de nouvelles images d'aperçu depuis votre adresse. Réessayez dans {{seconds}} s.",
      busy: "Le serveur est occupé à dessiner d'autres images. Réessayez dans {{seconds}} s.",
    },
  },
};

export default sharing;
