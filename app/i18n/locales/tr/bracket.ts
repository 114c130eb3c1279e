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
    badSize: "Bir eşleşme ağacı 2 ile {{max}} arasında ikinin kuvveti kadar sıradan oluşur, {{size}} değil.",
    tooFewTeams: "Bir eşleşme ağacı en az {{min}} takım gerektirir.",
    doubleBye: "{{line}}. sırada iki bay karşılaşıyor: her bay bir takımla eşleşmelidir.",
    duplicateSource: "Bir takım veya grup sırası ağaçta iki kez yer alıyor.",
  },
};

export default bracket;
