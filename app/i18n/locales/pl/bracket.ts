import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "pl"> = {
  bracket: {
    bye: "Wolny los: awans bez gry",
    apart: "Pozostałe mecze fazy pucharowej",
    qr: {
      title: "Kod QR wydarzenia",
      intro: "Wydrukuj go na plakatach w obiekcie: zeskanowanie otwiera stronę wydarzenia.",
      alt: "Kod QR prowadzący do {{url}}",
      png: "Pobierz PNG",
      svg: "Pobierz SVG",
      draft: "Widzowie otworzą ten link po opublikowaniu wydarzenia.",
    },
    badSize: "Drabinka ma potęgę dwójki od 2 do {{max}} miejsc, a nie {{size}}.",
    tooFewTeams: "Drabinka wymaga co najmniej {{min}} drużyn.",
    doubleBye: "Dwa wolne losy spotykają się w miejscu {{line}}: każdy wolny los musi trafić na drużynę.",
    duplicateSource: "Drużyna lub miejsce z grupy występuje w drabince dwa razy.",
    kind: {
      main: "Drabinka główna",
      winners: "Drabinka zwycięzców",
      lower: "Drabinka przegranych",
      final: "Wielki finał",
      plate: "Turniej pocieszenia",
    },
    round: "Runda {{round}}",
    reset: "drugi mecz",
    source: {
      firstMatchLoser: "Przegrany meczu {{match}}, jeśli był to jego pierwszy mecz",
    },
    draw: {
      title: "Losowanie",
      elimination: "System",
      single: "Pucharowy",
      double: "Podwójna eliminacja: odpada po dwóch porażkach",
      reset: "Podwójna eliminacja: drugi wielki finał, jeśli zwycięzca drabinki przegranych wygra pierwszy",
      plate: "Turniej pocieszenia dla odpadających wcześnie (system pucharowy)",
      plates: {
        none: "Bez turnieju pocieszenia",
        firstMatch: "Przegrani swojego pierwszego meczu",
        groups: "Drużyny, które nie wyszły z grup",
      },
      groupLines: "Jak miejsca z grup spotykają się w drabince",
      lines: {
        title: "Losowanie, linia po linii",
        fixed: "Stałe linie: 1A z 2B, 1B z 2A …",
        drawn: "Losowane: zwycięzcy grup rozdzieleni, pozostali z dala od swojej grupy (World Tour Finals)",
      },
      number: "Numer losowania",
      numberHint: "Każdy wybór pozostawiony losowi wynika z tego numeru. Wpisz ten sam numer ponownie, aby powtórzyć losowanie.",
      shown: "Numer losowania {{number}}",
      byeLine: "Wolny los",
      seed: "Rozstawienie {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Losowanie wymaga co najmniej {{min}} drużyn.",
        duplicateTeam: "Drużyna jest na liście dwa razy.",
        badSeeds: "Rozstawienia muszą mieć numery 1, 2, 3 … bez luk, każdy raz. Sprawdź rozstawienia drużyn.",
        tooManySeeds: "Drabinka tej wielkości przyjmuje najwyżej {{max}} rozstawionych. Usuń rozstawienia powyżej {{max}} w drużynach.",
      },
      draw: {
        badNumber: "Numer losowania to liczba całkowita od 1 do {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Z grup wychodzi mniej niż {{min}} drużyn.",
        tooManyTeams: "Z grup wychodzi więcej drużyn, niż mieści drabinka na {{max}}.",
        tooManyGroups: "Losowane linie rozdzielają najwyżej {{max}} zwycięzców grup w drabince tej wielkości. Wybierz stałe linie.",
      },
      knockout: {
        tooManyTeams: "Drabinka lub jej turniej pocieszenia mieści najwyżej {{max}} drużyn.",
      },
      bracketSettings: {
        plateWithDouble: "Turniej pocieszenia jest tylko przy systemie pucharowym: w podwójnej eliminacji każda drużyna gra już co najmniej dwa razy.",
        plateNeedsGroups: "Turniej pocieszenia dla drużyn spoza awansu z grup wymaga grup. Wybierz turniej przegranych pierwszego meczu.",
      },
      plate: {
        tooFewTeams: "Turniej pocieszenia wymaga co najmniej {{min}} drużyn.",
      },
    },
    places: {
      main: "Końcowa klasyfikacja",
      mainSoFar: "Miejsca rozstrzygnięte do tej pory",
      plate: "Turniej pocieszenia: końcowa klasyfikacja",
      plateSoFar: "Turniej pocieszenia: miejsca rozstrzygnięte do tej pory",
      place: "Miejsce",
    },
  },
};

export default bracket;
