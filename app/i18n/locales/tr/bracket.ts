import type { DeepStrings } from "../../locale-shape";
import type id from "../id/bracket";

const bracket: DeepStrings<typeof id, "tr"> = {
  bracket: {
    bye: "Bay: doğrudan tur atlar",
    apart: "Diğer eleme maçları",
    qr: {
      title: "Etkinliğin QR kodu",
      intro: "Tesisteki afişlere basın: okutunca etkinliğin sayfası açılır.",
      alt: "{{url}} adresine giden QR kodu",
      png: "PNG indir",
      svg: "SVG indir",
      draft: "Seyirciler bu bağlantıyı etkinlik yayımlandıktan sonra açabilir.",
    },
  },
};

export default bracket;
