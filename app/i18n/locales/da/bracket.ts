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
  },
};

export default bracket;
