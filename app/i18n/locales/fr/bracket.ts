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
    kind: {
      main: "Tableau principal",
      winners: "Tableau des gagnants",
      lower: "Tableau des perdants",
      final: "Grande finale",
      plate: "Tableau de consolante",
    },
    round: "Tour {{round}}",
    reset: "second match",
    source: {
      firstMatchLoser: "Perdant de {{match}} si c'était son premier match",
    },
    draw: {
      title: "Le tirage",
      elimination: "Formule",
      single: "Élimination directe",
      double: "Double élimination : éliminé après deux défaites",
      reset: "Double élimination : une seconde grande finale si le vainqueur du tableau des perdants gagne la première",
      plate: "Consolante pour les équipes sorties tôt (élimination directe)",
      plates: {
        none: "Pas de consolante",
        firstMatch: "Les perdants de leur premier match",
        groups: "Les équipes que les poules ne qualifient pas",
      },
      groupLines: "Comment les places de poule se rencontrent dans le tableau",
      lines: {
        title: "Le tirage, ligne par ligne",
        fixed: "Lignes fixes : 1A contre 2B, 1B contre 2A …",
        drawn: "Tiré au sort : premiers de poule séparés, les autres loin de leur poule (World Tour Finals)",
      },
      number: "Numéro de tirage",
      numberHint: "Chaque choix laissé au sort suit ce numéro. Saisissez le même numéro pour refaire le même tirage.",
      shown: "Numéro de tirage {{number}}",
      byeLine: "Exempt",
      seed: "Tête de série {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Un tirage demande au moins {{min}} équipes.",
        duplicateTeam: "Une équipe figure deux fois.",
        badSeeds: "Les têtes de série doivent être numérotées 1, 2, 3 … sans trou, chacune une fois. Vérifiez les têtes de série des équipes.",
        tooManySeeds: "Un tableau de cette taille prend au plus {{max}} têtes de série. Retirez celles au-delà de {{max}} sur les équipes.",
      },
      draw: {
        badNumber: "Le numéro de tirage est un entier de 1 à {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Moins de {{min}} équipes sortent des poules.",
        tooManyTeams: "Plus d'équipes se qualifient qu'un tableau de {{max}} ne peut en contenir.",
        tooManyGroups: "Les lignes tirées séparent au plus {{max}} premiers de poule dans un tableau de cette taille. Choisissez les lignes fixes.",
      },
      knockout: {
        tooManyTeams: "Un tableau, ou sa consolante, contient au plus {{max}} équipes.",
      },
      bracketSettings: {
        plateWithDouble: "Une consolante ne va qu'avec l'élimination directe : en double élimination chaque équipe joue déjà au moins deux fois.",
        plateNeedsGroups: "Une consolante des équipes non qualifiées des poules demande des poules. Choisissez celle des perdants du premier match.",
      },
      plate: {
        tooFewTeams: "Une consolante demande au moins {{min}} équipes.",
      },
    },
    places: {
      main: "Classement final",
      mainSoFar: "Places déjà décidées",
      plate: "Tableau de consolante : classement final",
      plateSoFar: "Tableau de consolante : places déjà décidées",
      place: "Place",
    },
  },
};

export default bracket;
