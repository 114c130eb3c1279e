const auth = {
  auth: {
    login: {
      title: "Masuk",
      heading: "Selamat datang di Laga",
      subtitle: "Masuk untuk mengelola event, jadwal, dan skor pertandingan.",
      email: "Email",
      emailPlaceholder: "nama@contoh.com",
      password: "Kata sandi",
      passwordPlaceholder: "Masukkan kata sandi",
      submit: "Masuk",
      submitting: "Sedang masuk…",
      failed: "Login failed",
      invalidCredentials: "Email atau kata sandi salah.",
      throttled: "Terlalu banyak percobaan masuk. Coba lagi dalam {{minutes}} menit.",
      forgotPassword: "Lupa kata sandi?",
      toPublicSite: "Lihat event publik",
    },
    lock: {
      title: "Layar Terkunci",
    },
    reset: {
      title: "Atur Ulang Kata Sandi",
    },
  },
};

export default auth;
