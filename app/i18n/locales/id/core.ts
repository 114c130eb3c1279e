const core = {
  meta: {
    defaultTitle: "Admin",
    title: "{{title}} | Laga",
    description: "Laga — jadwal, skor langsung, dan klasemen turnamen olahraga amatir.",
  },
  common: {
    save: "Simpan",
    cancel: "Batal",
    back: "Kembali",
    close: "Tutup",
    menu: "Menu",
    loading: "Memuat…",
    search: "Cari",
    language: "Bahasa",
    signIn: "Masuk",
    signOut: "Keluar",
    home: "Beranda",
  },
  roles: {
    admin: "Admin",
    event: "Pengelola Event",
    guest: "Tamu",
  },
  validation: {
    required: "Wajib diisi.",
    email: "Masukkan alamat email yang valid.",
    tooLong: "Maksimal {{max}} karakter.",
  },
  errors: {
    notFound: {
      title: "Halaman tidak ditemukan",
      body: "Alamat yang Anda buka tidak ada atau sudah dipindahkan.",
    },
    eventNotFound: {
      title: "Event tidak ditemukan",
      body: "Event ini tidak ada, belum dipublikasikan, atau alamatnya berubah.",
    },
    generic: {
      title: "Terjadi kesalahan",
      body: "Maaf, ada yang tidak beres di server. Silakan coba lagi sebentar lagi.",
    },
    storageFull: {
      title: "Penyimpanan server penuh",
      body: "Perubahan ini belum tersimpan: ruang penyimpanan server sudah penuh. Minta administrator mengosongkan ruang, lalu simpan lagi.",
      kept: "Isian Anda masih ada di formulir; simpan lagi setelah ruang dikosongkan.",
    },
    restarting: "Server sedang dimulai ulang. Silakan coba lagi sebentar lagi.",
    requestId: "Kode permintaan: {{id}}",
    backHome: "Kembali ke beranda",
  },
  api: {
    loginSuccess: "Berhasil masuk.",
    logoutSuccess: "Berhasil keluar.",
    invalidCredentials: "Email atau kata sandi salah.",
    invalidInput: "Data yang dikirim tidak valid.",
    throttled: "Terlalu banyak percobaan. Coba lagi nanti.",
    eventNotFound: "Event tidak ditemukan.",
    notFound: "Alamat API tidak ditemukan.",
    methodNotAllowed: "Metode tidak diizinkan.",
    serverError: "Terjadi kesalahan pada server.",
  },
} as const;

export default core;
