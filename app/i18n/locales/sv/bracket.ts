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
  },
};

export default bracket;
