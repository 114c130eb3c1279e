import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "sv"> = {
  bracket: {
    bye: "Frilott: går direkt vidare",
    apart: "Övriga utslagsmatcher",
    qr: {
      title: "Evenemangets QR-kod",
      intro: "Skriv ut den på affischerna på plats: en skanning öppnar evenemangets sida.",
      alt: "QR-kod till {{url}}",
      png: "Ladda ned PNG",
      svg: "Ladda ned SVG",
      draft: "Åskådarna kan öppna länken när evenemanget har publicerats.",
    },
    badSize: "Ett spelträd har en tvåpotens från 2 till {{max}} platser, inte {{size}}.",
    tooFewTeams: "Ett spelträd behöver minst {{min}} lag.",
    doubleBye: "Två walkovers möts på plats {{line}}: varje walkover måste möta ett lag.",
    duplicateSource: "Ett lag eller en gruppplacering står två gånger i spelträdet.",
    kind: {
      main: "Huvudlottning",
      winners: "Vinnarsidan",
      lower: "Förlorarsidan",
      final: "Stora finalen",
      plate: "Tröstturnering",
    },
    round: "Omgång {{round}}",
    reset: "andra matchen",
    source: {
      firstMatchLoser: "Förloraren i {{match}} om det var deras första match",
    },
    draw: {
      title: "Lottningen",
      elimination: "Format",
      single: "Utslagning",
      double: "Dubbelutslagning: ute efter två förluster",
      reset: "Dubbelutslagning: en andra stor final om förlorarsidans vinnare vinner den första",
      plate: "Tröstturnering för lag som åker ut tidigt (utslagning)",
      plates: {
        none: "Ingen tröstturnering",
        firstMatch: "Förlorarna i sin första match",
        groups: "Lag som inte går vidare från grupperna",
      },
      groupLines: "Hur gruppplaceringar möts i lottningen",
      lines: {
        title: "Lottningen, rad för rad",
        fixed: "Fasta rader: 1A mot 2B, 1B mot 2A …",
        drawn: "Lottad: gruppvinnare hålls isär, övriga lottas bort från sin grupp (World Tour Finals)",
      },
      number: "Lottningsnummer",
      numberHint: "Varje val som lämnas åt slumpen följer detta nummer. Skriv samma nummer igen för att få samma lottning.",
      shown: "Lottningsnummer {{number}}",
      byeLine: "Frilott",
      seed: "Seedad {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "En lottning kräver minst {{min}} lag.",
        duplicateTeam: "Ett lag finns med två gånger.",
        badSeeds: "Seedningar ska numreras 1, 2, 3 … utan luckor, var och en en gång. Kontrollera lagens seedning.",
        tooManySeeds: "En lottning av den här storleken tar högst {{max}} seedade. Ta bort seedningarna över {{max}} på lagen.",
      },
      draw: {
        badNumber: "Lottningsnumret är ett heltal från 1 till {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Färre än {{min}} lag går vidare från grupperna.",
        tooManyTeams: "Fler lag går vidare än en lottning med {{max}} platser rymmer.",
        tooManyGroups: "De lottade raderna håller högst {{max}} gruppvinnare isär i en lottning av den här storleken. Välj de fasta raderna.",
      },
      knockout: {
        tooManyTeams: "En lottning, eller dess tröstturnering, rymmer högst {{max}} lag.",
      },
      bracketSettings: {
        plateWithDouble: "En tröstturnering hör bara till enkel utslagning: i dubbelutslagning spelar varje lag redan minst två gånger.",
        plateNeedsGroups: "En tröstturnering för lag som inte går vidare från grupperna kräver grupper. Välj den för förlorarna i första matchen.",
      },
      plate: {
        tooFewTeams: "En tröstturnering kräver minst {{min}} lag.",
      },
    },
    places: {
      main: "Slutplaceringar",
      mainSoFar: "Placeringar avgjorda hittills",
      plate: "Tröstturnering: slutplaceringar",
      plateSoFar: "Tröstturnering: placeringar avgjorda hittills",
      place: "Placering",
    },
  },
};

export default bracket;
