import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "da"> = {
  bracket: {
    bye: "Oversidder: går direkte videre",
    apart: "Andre knockoutkampe",
    qr: {
      title: "Eventets QR-kode",
      intro: "Print den på plakaterne ved banen: en scanning åbner eventets side.",
      alt: "QR-kode til {{url}}",
      png: "Hent PNG",
      svg: "Hent SVG",
      draft: "Tilskuere kan åbne linket, når eventet er offentliggjort.",
    },
    badSize: "En turneringsplan har en potens af to fra 2 til {{max}} pladser, ikke {{size}}.",
    tooFewTeams: "En turneringsplan kræver mindst {{min}} hold.",
    doubleBye: "To walkovers mødes på plads {{line}}: hver walkover skal møde et hold.",
    duplicateSource: "Et hold eller en gruppeplacering står to gange i turneringsplanen.",
    kind: {
      main: "Hovedturnering",
      winners: "Vindersiden",
      lower: "Tabersiden",
      final: "Storfinale",
      plate: "Plate",
    },
    round: "Runde {{round}}",
    reset: "anden kamp",
    source: {
      firstMatchLoser: "Taberen af {{match}}, hvis det var deres første kamp",
    },
    draw: {
      title: "Lodtrækningen",
      elimination: "Format",
      single: "Cupturnering (knockout)",
      double: "Dobbelt knockout: ude efter to nederlag",
      reset: "Dobbelt knockout: en ekstra storfinale, hvis vinderen fra tabersiden vinder den første",
      plate: "Plate for hold, der ryger ud tidligt (knockout)",
      plates: {
        none: "Ingen plate",
        firstMatch: "Taberne af deres første kamp",
        groups: "Hold, der ikke går videre fra puljerne",
      },
      groupLines: "Hvordan puljeplaceringer mødes i turneringen",
      lines: {
        title: "Lodtrækningen, linje for linje",
        fixed: "Faste linjer: 1A mod 2B, 1B mod 2A …",
        drawn: "Lodtrukket: puljevindere holdes adskilt, de øvrige trækkes væk fra deres pulje (World Tour Finals)",
      },
      number: "Lodtrækningsnummer",
      numberHint: "Alle valg, der overlades til lodtrækning, følger dette nummer. Skriv det samme nummer igen for at få den samme lodtrækning.",
      shown: "Lodtrækningsnummer {{number}}",
      byeLine: "Bye",
      seed: "Seed {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "En lodtrækning kræver mindst {{min}} hold.",
        duplicateTeam: "Et hold står der to gange.",
        badSeeds: "Seedninger skal nummereres 1, 2, 3 … uden huller, hver én gang. Tjek holdenes seedninger.",
        tooManySeeds: "En lodtrækning af denne størrelse tager højst {{max}} seedede. Fjern seedningerne over {{max}} på holdene.",
      },
      draw: {
        badNumber: "Lodtrækningsnummeret er et helt tal fra 1 til {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Færre end {{min}} hold går videre fra puljerne.",
        tooManyTeams: "Flere hold går videre, end en turnering med {{max}} pladser kan rumme.",
        tooManyGroups: "De lodtrukne linjer holder højst {{max}} puljevindere adskilt i en turnering af denne størrelse. Vælg de faste linjer.",
      },
      knockout: {
        tooManyTeams: "En turnering, eller dens plate, rummer højst {{max}} hold.",
      },
      bracketSettings: {
        plateWithDouble: "En plate hører kun til en enkelt knockout: i dobbelt knockout spiller hvert hold allerede mindst to kampe.",
        plateNeedsGroups: "En plate for hold, der ikke går videre fra puljerne, kræver puljer. Vælg plate for taberne af første kamp.",
      },
      plate: {
        tooFewTeams: "En plate kræver mindst {{min}} hold.",
      },
    },
    places: {
      main: "Slutplaceringer",
      mainSoFar: "Placeringer afgjort indtil nu",
      plate: "Plate: slutplaceringer",
      plateSoFar: "Plate: placeringer afgjort indtil nu",
      place: "Placering",
    },
  },
};

export default bracket;
