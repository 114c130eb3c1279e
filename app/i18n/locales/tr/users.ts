import type { DeepStrings } from "../../locale-shape";
import type id from "../id/users";

const users: DeepStrings<typeof id, "tr"> = {
  users: {
    title: "Kullanıcılar",
    add: "Kullanıcı Ekle",
    remove: "Sil / devre dışı bırak",
    active: "Aktif",
    inactive: "Pasif",
    allEvents: "Tüm etkinlikler",
    deactivated: "{{name}} devre dışı bırakıldı ve tüm cihazlarda oturumu kapatıldı.",
    eventsHint: "Yalnızca etkinlik sorumluları için: yönetebilecekleri etkinlikler.",
    noEvents: "Henüz etkinlik yok.",
    passwordHint: "8–72 karakter. Yaygın şifrelerden kaçının.",
    newPasswordHint: "Mevcut şifreyi korumak için boş bırakın. Yeni şifre, kullanıcının tüm cihazlardaki oturumunu kapatır.",
    resetLink: {
      title: "Sıfırlama bağlantısı",
      body: "Bu kullanıcının yeni parola seçmek için açacağı bağlantı: bir kez, bir saat geçerlidir, önceki bağlantıların yerini alır ve kullanıldığında tüm oturumlarını kapatır. Bağlantıyı kendiniz iletin; bu site göndermez. Parolayı siz belirlemek isterseniz yukarıdaki “Yeni parola” alanını doldurun.",
      make: "Sıfırlama bağlantısı oluştur",
      made: "Sıfırlama bağlantısı, bir saat ve bir kez geçerli:",
      copy: "Kopyala",
      copied: "Kopyalandı",
      inactive: "Bu hesap etkin değil: önce etkinleştirin, sonra bağlantı oluşturun.",
    },
    fields: {
      name: "Ad",
      email: "E-posta",
      role: "Rol",
      active: "Hesap aktif",
      status: "Durum",
      events: "Yönettiği etkinlikler",
      lastLogin: "Son giriş",
      created: "Oluşturulma",
      password: "Şifre",
      newPassword: "Yeni şifre",
      passwordConfirm: "Şifreyi tekrarlayın",
    },
    confirmRemove: {
      title: "{{name}} silinsin mi, devre dışı mı bırakılsın?",
      body: "Daha önce giriş yapmış veya geçmiş kaydı olan kullanıcı, geçmişi korunsun diye devre dışı bırakılır; hiç kullanılmamış hesap ise silinir. Kullanıcının tüm cihazlardaki oturumu kapatılır.",
    },
    errors: {
      emailTaken: "Bu e-posta adresi başka bir hesap tarafından kullanılıyor.",
      selfDemote: "Kendi yönetici rolünüzü kaldıramaz veya kendi hesabınızı devre dışı bırakamazsınız.",
      selfRemove: "Kendi hesabınızı silemezsiniz.",
      lastAdmin: "En az bir aktif yönetici kalmalıdır.",
      passwordMismatch: "İki şifre birbirinden farklı.",
    },
  },
};

export default users;
