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
  },
};

export default bracket;
