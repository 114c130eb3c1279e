import type { DeepStrings } from "../../locale-shape";
import type id from "../id/sharing";

const sharing: DeepStrings<typeof id, "tr"> = {
  sharing: {
    embed: {
      openFull: "{{name}} etkinliğini Laga'da aç",
    },
    embeds: {
      title: "Sitenize yerleştirin",
      intro: "Bu kod parçalarından birini bir kulübün veya federasyonun web sayfasına yapıştırın: canlı skorları gösterir ve kendiliğinden güncellenir.",
      groups: "Gruplar ve puan durumu",
      schedule: "Program",
      results: "Sonuçlar",
      match: "Tek maç",
      chooseMatch: "Maç",
      show: "Kod parçasını göster",
      transparent: "Şeffaf arka plan için adrese ?transparent=1 ekleyin.",
      copy: "Kopyala",
      copied: "Kopyalandı",
      noMatches: "Bu etkinliğin henüz maçı yok.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Sondaki betik çerçevenin yüksekliğini içeriğine göre ayarlar; betik olmadan çerçeve kodda yazan yükseklikte kalır.",
    },
    share: {
      label: "Bu sayfayı paylaş",
      share: "Paylaş",
      whatsapp: "WhatsApp ile gönder",
      copyLink: "Bağlantıyı kopyala",
      copied: "Bağlantı kopyalandı",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "{{category}} grup puan durumları, {{name}}",
      leaderboardAlt: "{{category}} sıralaması, {{name}}",
      standingsAlt: "{{category}} puan durumu, {{name}}",
      matchAlt: "{{match}}, {{name}}: takımlar ve skor",
      limited: "Adresinizden çok fazla yeni önizleme görseli istendi. {{seconds}} sn sonra yeniden deneyin.",
      busy: "Sunucu başka görseller çiziyor. {{seconds}} sn sonra yeniden deneyin.",
    },
  },
};

export default sharing;
