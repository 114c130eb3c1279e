import type { DeepStrings } from "../../locale-shape";
import type id from "../id/core";

const core: DeepStrings<typeof id, "tr"> = {
  meta: {
    defaultTitle: "Yönetim",
    title: "{{title}} | Laga",
    description: "Laga — amatör spor turnuvalarının fikstürü, canlı skorları ve puan durumları.",
  },
  common: {
    save: "Kaydet",
    cancel: "İptal",
    back: "Geri",
    close: "Kapat",
    menu: "Menü",
    loading: "Yükleniyor…",
    search: "Ara",
    language: "Dil",
    signIn: "Giriş Yap",
    signOut: "Çıkış Yap",
    home: "Ana Sayfa",
  },
  roles: {
    admin: "Yönetici",
    event: "Etkinlik Sorumlusu",
    guest: "Misafir",
  },
  validation: {
    required: "Bu alan zorunludur.",
    email: "Geçerli bir e-posta adresi girin.",
    tooLong: "En fazla {{max}} karakter.",
  },
  errors: {
    notFound: {
      title: "Sayfa bulunamadı",
      body: "Açtığınız adres mevcut değil veya taşınmış.",
    },
    eventNotFound: {
      title: "Etkinlik bulunamadı",
      body: "Bu etkinlik mevcut değil, henüz yayımlanmadı veya adresi değişti.",
    },
    generic: {
      title: "Bir sorun oluştu",
      body: "Üzgünüz, sunucuda bir hata oluştu. Lütfen biraz sonra tekrar deneyin.",
    },
    storageFull: {
      title: "Sunucunun depolama alanı dolu",
      body: "Bu değişiklik kaydedilmedi: sunucunun depolama alanı dolu. Bir yöneticiden yer açmasını isteyin, ardından yeniden kaydedin.",
      kept: "Girdikleriniz hâlâ formda; yer açıldığında yeniden kaydedin.",
    },
    restarting: "Sunucu yeniden başlatılıyor. Lütfen birazdan tekrar deneyin.",
    requestId: "İstek kimliği: {{id}}",
    backHome: "Ana sayfaya dön",
  },
  api: {
    loginSuccess: "Giriş yapıldı.",
    logoutSuccess: "Çıkış yapıldı.",
    invalidCredentials: "E-posta veya şifre hatalı.",
    invalidInput: "Gönderilen veriler geçerli değil.",
    throttled: "Çok fazla deneme yapıldı. Daha sonra tekrar deneyin.",
    eventNotFound: "Etkinlik bulunamadı.",
    notFound: "API adresi bulunamadı.",
    methodNotAllowed: "Bu yönteme izin verilmiyor.",
    serverError: "Sunucuda bir hata oluştu.",
  },
};

export default core;
