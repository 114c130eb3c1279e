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
  },
};

export default bracket;
