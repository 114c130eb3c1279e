import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "en"> = {
  bracket: {
    bye: "Bye: goes straight through",
    apart: "Other knockout matches",
    qr: {
      title: "The event's QR code",
      intro: "Print it on the venue's posters: scanning it opens this event's page.",
      alt: "QR code linking to {{url}}",
      png: "Download PNG",
      svg: "Download SVG",
      draft: "Spectators can open this link once the event is published.",
    },
    badSize: "A bracket has a power of two from 2 to {{max}} lines, not {{size}}.",
    tooFewTeams: "A bracket needs at least {{min}} teams.",
    doubleBye: "Two byes meet at line {{line}}: every bye must face a team.",
    duplicateSource: "A team or group place appears twice in the bracket.",
    kind: {
      main: "Main draw",
      winners: "Winners' bracket",
      lower: "Losers' bracket",
      final: "Grand final",
      plate: "Plate",
    },
    round: "Round {{round}}",
    reset: "second match",
    source: {
      firstMatchLoser: "Loser of {{match}} if it was their first match",
    },
    draw: {
      title: "The draw",
      elimination: "Format",
      single: "Single elimination",
      double: "Double elimination: out after two losses",
      reset: "Double elimination: a second grand final if the losers' bracket winner wins the first",
      plate: "Plate for teams out early (single elimination)",
      plates: {
        none: "No plate",
        firstMatch: "Losers of their first match",
        groups: "Teams the groups leave out",
      },
      groupLines: "How group places meet in the bracket",
      lines: {
        title: "The draw, line by line",
        fixed: "Fixed lines: 1A against 2B, 1B against 2A …",
        drawn: "Drawn: group winners kept apart, the others drawn away from their group (World Tour Finals)",
      },
      number: "Draw number",
      numberHint: "Every choice left to lot follows this number. Type the same number again to make the same draw.",
      shown: "Draw number {{number}}",
      byeLine: "Bye",
      seed: "Seed {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "A draw needs at least {{min}} teams.",
        duplicateTeam: "A team is listed twice.",
        badSeeds: "Seeds must be numbered 1, 2, 3 … without a gap, each once. Check the teams' seeds.",
        tooManySeeds: "A draw of this size takes at most {{max}} seeds. Remove the seeds above {{max}} on the teams.",
      },
      draw: {
        badNumber: "The draw number is a whole number from 1 to {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Fewer than {{min}} teams go through from the groups.",
        tooManyTeams: "More teams go through than a bracket of {{max}} holds.",
        tooManyGroups: "The drawn lines keep at most {{max}} group winners apart in a bracket of this size. Choose the fixed lines.",
      },
      knockout: {
        tooManyTeams: "A bracket, or its plate, holds at most {{max}} teams.",
      },
      bracketSettings: {
        plateWithDouble: "A plate goes with a single elimination only: in a double elimination every team already plays at least twice.",
        plateNeedsGroups: "A plate of the teams the groups leave out needs groups. Choose the plate of first-match losers.",
      },
      plate: {
        tooFewTeams: "A plate needs at least {{min}} teams.",
      },
    },
    places: {
      main: "Final places",
      mainSoFar: "Places decided so far",
      plate: "Plate: final places",
      plateSoFar: "Plate: places decided so far",
      place: "Place",
    },
  },
};

export default bracket;
