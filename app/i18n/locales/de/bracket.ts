import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "de"> = {
  bracket: {
    bye: "Freilos: direkt weiter",
    apart: "Weitere K.-o.-Spiele",
    qr: {
      title: "QR-Code der Veranstaltung",
      intro: "Für die Plakate vor Ort drucken: Scannen öffnet die Seite der Veranstaltung.",
      alt: "QR-Code zu {{url}}",
      png: "PNG herunterladen",
      svg: "SVG herunterladen",
      draft: "Zuschauer können den Link öffnen, sobald die Veranstaltung veröffentlicht ist.",
    },
    badSize: "Ein Turnierbaum hat eine Zweierpotenz von 2 bis {{max}} Plätzen, nicht {{size}}.",
    tooFewTeams: "Ein Turnierbaum braucht mindestens {{min}} Teams.",
    doubleBye: "Zwei Freilose treffen auf Platz {{line}} aufeinander: Jedes Freilos muss gegen ein Team stehen.",
    duplicateSource: "Ein Team oder ein Gruppenplatz steht zweimal im Turnierbaum.",
    kind: {
      main: "Hauptfeld",
      winners: "Gewinnerrunde",
      lower: "Verliererrunde",
      final: "Großes Finale",
      plate: "Trostrunde",
    },
    round: "Runde {{round}}",
    reset: "zweites Spiel",
    source: {
      firstMatchLoser: "Verlierer von {{match}}, wenn es sein erstes Spiel war",
    },
    draw: {
      title: "Die Auslosung",
      elimination: "Modus",
      single: "K.-o.-System",
      double: "Doppel-K.-o.: ausgeschieden nach zwei Niederlagen",
      reset: "Doppel-K.-o.: ein zweites großes Finale, wenn der Sieger der Verliererrunde das erste gewinnt",
      plate: "Trostrunde für früh Ausgeschiedene (K.-o.-System)",
      plates: {
        none: "Keine Trostrunde",
        firstMatch: "Verlierer ihres ersten Spiels",
        groups: "Teams, die in den Gruppen ausscheiden",
      },
      groupLines: "Wie Gruppenplätze im Turnierbaum aufeinandertreffen",
      lines: {
        title: "Die Auslosung, Linie für Linie",
        fixed: "Feste Linien: 1A gegen 2B, 1B gegen 2A …",
        drawn: "Gelost: Gruppensieger getrennt, die übrigen weg von ihrer Gruppe gelost (World Tour Finals)",
      },
      number: "Losnummer",
      numberHint: "Jede Entscheidung per Los folgt dieser Nummer. Dieselbe Nummer ergibt dieselbe Auslosung.",
      shown: "Losnummer {{number}}",
      byeLine: "Freilos",
      seed: "Gesetzt {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Eine Auslosung braucht mindestens {{min}} Teams.",
        duplicateTeam: "Ein Team ist doppelt aufgeführt.",
        badSeeds: "Setzplätze müssen 1, 2, 3 … ohne Lücke lauten, jeder einmal. Prüfen Sie die Setzplätze der Teams.",
        tooManySeeds: "Ein Feld dieser Größe nimmt höchstens {{max}} Gesetzte. Entfernen Sie die Setzplätze über {{max}} bei den Teams.",
      },
      draw: {
        badNumber: "Die Losnummer ist eine ganze Zahl von 1 bis {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Weniger als {{min}} Teams kommen aus den Gruppen weiter.",
        tooManyTeams: "Mehr Teams kommen weiter, als ein Feld von {{max}} fasst.",
        tooManyGroups: "Die geloste Aufstellung hält in einem Feld dieser Größe höchstens {{max}} Gruppensieger getrennt. Wählen Sie die festen Linien.",
      },
      knockout: {
        tooManyTeams: "Ein Feld oder seine Trostrunde fasst höchstens {{max}} Teams.",
      },
      bracketSettings: {
        plateWithDouble: "Eine Trostrunde gibt es nur zum einfachen K.-o.-System: im Doppel-K.-o. spielt jedes Team schon mindestens zweimal.",
        plateNeedsGroups: "Eine Trostrunde der in den Gruppen Ausgeschiedenen braucht Gruppen. Wählen Sie die Trostrunde der Erstrundenverlierer.",
      },
      plate: {
        tooFewTeams: "Eine Trostrunde braucht mindestens {{min}} Teams.",
      },
    },
    places: {
      main: "Endplatzierungen",
      mainSoFar: "Bisher feststehende Platzierungen",
      plate: "Trostrunde: Endplatzierungen",
      plateSoFar: "Trostrunde: bisher feststehende Platzierungen",
      place: "Platz",
    },
  },
};

export default bracket;
