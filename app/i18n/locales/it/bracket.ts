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
    kind: {
      main: "Tabellone principale",
      winners: "Tabellone vincenti",
      lower: "Tabellone perdenti",
      final: "Finalissima",
      plate: "Tabellone di consolazione",
    },
    round: "Turno {{round}}",
    reset: "seconda partita",
    source: {
      firstMatchLoser: "Perdente di {{match}} se era la sua prima partita",
    },
    draw: {
      title: "Il sorteggio",
      elimination: "Formula",
      single: "Eliminazione diretta",
      double: "Doppia eliminazione: fuori dopo due sconfitte",
      reset: "Doppia eliminazione: una seconda finalissima se il vincitore del tabellone perdenti vince la prima",
      plate: "Consolazione per chi esce presto (eliminazione diretta)",
      plates: {
        none: "Nessuna consolazione",
        firstMatch: "Perdenti della loro prima partita",
        groups: "Squadre non qualificate dai gironi",
      },
      groupLines: "Come si incrociano i piazzamenti dei gironi nel tabellone",
      lines: {
        title: "Il sorteggio, riga per riga",
        fixed: "Righe fisse: 1A contro 2B, 1B contro 2A …",
        drawn: "Sorteggiato: prime dei gironi separate, le altre lontane dal proprio girone (World Tour Finals)",
      },
      number: "Numero di sorteggio",
      numberHint: "Ogni scelta lasciata alla sorte segue questo numero. Scrivi di nuovo lo stesso numero per rifare lo stesso sorteggio.",
      shown: "Numero di sorteggio {{number}}",
      byeLine: "Bye",
      seed: "Testa di serie {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Un sorteggio richiede almeno {{min}} squadre.",
        duplicateTeam: "Una squadra compare due volte.",
        badSeeds: "Le teste di serie devono essere numerate 1, 2, 3 … senza buchi, ciascuna una volta. Controlla le teste di serie delle squadre.",
        tooManySeeds: "Un tabellone di questa misura accetta al massimo {{max}} teste di serie. Togli quelle oltre {{max}} dalle squadre.",
      },
      draw: {
        badNumber: "Il numero di sorteggio è un intero da 1 a {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Meno di {{min}} squadre passano dai gironi.",
        tooManyTeams: "Passano più squadre di quante ne contenga un tabellone da {{max}}.",
        tooManyGroups: "Le righe sorteggiate separano al massimo {{max}} prime dei gironi in un tabellone di questa misura. Scegli le righe fisse.",
      },
      knockout: {
        tooManyTeams: "Un tabellone, o la sua consolazione, contiene al massimo {{max}} squadre.",
      },
      bracketSettings: {
        plateWithDouble: "La consolazione va solo con l'eliminazione diretta: nella doppia eliminazione ogni squadra gioca già almeno due volte.",
        plateNeedsGroups: "Una consolazione delle squadre non qualificate richiede i gironi. Scegli quella dei perdenti della prima partita.",
      },
      plate: {
        tooFewTeams: "Una consolazione richiede almeno {{min}} squadre.",
      },
    },
    places: {
      main: "Classifica finale",
      mainSoFar: "Posizioni già decise",
      plate: "Tabellone di consolazione: classifica finale",
      plateSoFar: "Tabellone di consolazione: posizioni già decise",
      place: "Posizione",
    },
  },
};

export default bracket;
