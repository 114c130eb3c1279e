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
    kind: {
      main: "Ana tablo",
      winners: "Kazananlar tablosu",
      lower: "Kaybedenler tablosu",
      final: "Büyük final",
      plate: "Teselli tablosu",
    },
    round: "{{round}}. tur",
    reset: "ikinci maç",
    source: {
      firstMatchLoser: "İlk maçıysa {{match}} maçının kaybedeni",
    },
    draw: {
      title: "Kura",
      elimination: "Format",
      single: "Tek eleme",
      double: "Çift eleme: iki yenilgide elenir",
      reset: "Çift eleme: kaybedenler tablosunun galibi ilkini kazanırsa ikinci büyük final",
      plate: "Erken elenenler için teselli tablosu (tek eleme)",
      plates: {
        none: "Teselli tablosu yok",
        firstMatch: "İlk maçını kaybedenler",
        groups: "Gruplardan çıkamayan takımlar",
      },
      groupLines: "Grup sıralarının tabloda eşleşmesi",
      lines: {
        title: "Kura, satır satır",
        fixed: "Sabit satırlar: 1A–2B, 1B–2A …",
        drawn: "Kurayla: grup birincileri ayrı, diğerleri kendi gruplarından uzağa (World Tour Finals)",
      },
      number: "Kura numarası",
      numberHint: "Kuraya bırakılan her seçim bu numarayı izler. Aynı kurayı yeniden yapmak için aynı numarayı yazın.",
      shown: "Kura numarası {{number}}",
      byeLine: "Bay",
      seed: "{{seed}}. seri başı",
    },
    errors: {
      seeding: {
        tooFewTeams: "Kura için en az {{min}} takım gerekir.",
        duplicateTeam: "Bir takım iki kez listelenmiş.",
        badSeeds: "Seri başları 1, 2, 3 … boşluksuz ve her biri bir kez olmalı. Takımların seri başlarını kontrol edin.",
        tooManySeeds: "Bu büyüklükte bir tablo en fazla {{max}} seri başı alır. Takımlardaki {{max}} üzerindeki seri başlarını kaldırın.",
      },
      draw: {
        badNumber: "Kura numarası 1 ile {{max}} arasında bir tam sayıdır.",
      },
      groupLines: {
        tooFewTeams: "Gruplardan {{min}} takımdan azı çıkıyor.",
        tooManyTeams: "{{max}} kişilik bir tablonun alabileceğinden fazla takım çıkıyor.",
        tooManyGroups: "Kuralı satırlar bu büyüklükte bir tabloda en fazla {{max}} grup birincisini ayırır. Sabit satırları seçin.",
      },
      knockout: {
        tooManyTeams: "Bir tablo ya da teselli tablosu en fazla {{max}} takım alır.",
      },
      bracketSettings: {
        plateWithDouble: "Teselli tablosu yalnızca tek elemeyle olur: çift elemede her takım zaten en az iki maç oynar.",
        plateNeedsGroups: "Gruplardan çıkamayanlar için teselli tablosu grup gerektirir. İlk maçı kaybedenlerin tablosunu seçin.",
      },
      plate: {
        tooFewTeams: "Teselli tablosu için en az {{min}} takım gerekir.",
      },
    },
    places: {
      main: "Final sıralaması",
      mainSoFar: "Şu ana kadar belli olan sıralar",
      plate: "Teselli tablosu: final sıralaması",
      plateSoFar: "Teselli tablosu: şu ana kadar belli olan sıralar",
      place: "Sıra",
    },
  },
};

export default bracket;
