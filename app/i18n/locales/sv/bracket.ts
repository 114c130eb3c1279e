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
  },
};

export default bracket;
