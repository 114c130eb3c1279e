import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "fr"> = {
  bracket: {
    bye: "Exempt : qualifié d'office",
    apart: "Autres matchs à élimination directe",
    qr: {
      title: "QR code de l'événement",
      intro: "Imprimez-le sur les affiches du site : le scanner ouvre la page de l'événement.",
      alt: "QR code vers {{url}}",
      png: "Télécharger en PNG",
      svg: "Télécharger en SVG",
      draft: "Les spectateurs pourront ouvrir ce lien une fois l'événement publié.",
    },
    badSize: "Un tableau compte une puissance de deux de 2 à {{max}} lignes, pas {{size}}.",
    tooFewTeams: "Un tableau demande au moins {{min}} équipes.",
    doubleBye: "Deux exemptions se rencontrent à la ligne {{line}} : chaque exemption doit affronter une équipe.",
    duplicateSource: "Une équipe ou une place de poule figure deux fois dans le tableau.",
  },
};

export default bracket;
