import type { DeepStrings } from "../../locale-shape";
import type id from "../id/following";

const following: DeepStrings<typeof id, "tr"> = {
  following: {
    follow: "Takip et",
    followed: "Takip ediliyor",
    unfollow: "Takibi bırak",
    pinned: "Takip ettiğiniz takım",
    hint: "Bu takımın sıradaki maçı, bu cihazda bu etkinliğin her sayfasının en üstünde görünür.",
    pinnedPlayer: "Takip ettiğiniz oyuncu",
    playerHint: "Bir oyuncuyu takip edin: herhangi bir kategorideki sıradaki maçı, bu cihazda bu etkinliğin her sayfasının en üstünde görünür.",
    notify: "Bana haber ver",
    notifyOn: "Bildirimler açık",
    notifyHint: "Maç bir sahaya çağrıldığında ve bir sahada sıradaki maç olduğunda bu cihaza bildirim gelir.",
    notifyBlocked: "Bu site için bildirimler engellendi: tarayıcı ayarlarından izin verin.",
    notifyFailed: "Bildirimler açılamadı. Tekrar deneyin.",
    notifyRefused: "Bu tarayıcının bildirim aboneliği kullanılamıyor.",
    notifyTooMany: "Bu cihaz zaten alabileceği kadar takım ve oyuncu için bildirim alıyor: önce bazılarını kapatın.",
    notifyLimited: "Bu ağdan çok fazla deneme yapıldı. Daha sonra tekrar deneyin.",
    notifyNotFound: "Bu takım ya da oyuncu artık etkinlikte değil.",
    notifyClosed: "Bu kayıt için bildirimler kullanılamıyor.",
    noticeCalledTitle: "Çağrıldı: {{court}}",
    noticeCalledBody: "{{home}} - {{away}}: şimdi şuraya gelin: {{court}}.",
    noticeNextTitle: "Sıradaki: {{court}}",
    noticeNextBody: "{{home}} - {{away}} maçı sırada: {{court}}. Hazırlanın.",
  },
};

export default following;
