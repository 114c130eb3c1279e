/** Sharing: embeds of the public pages on other sites, the share action and the link-preview images. */
const sharing = {
  sharing: {
    embed: {
      openFull: "Buka {{name}} di Laga",
    },
    embeds: {
      title: "Sematkan di situs Anda",
      intro: "Tempel salah satu kode ini di halaman web klub atau federasi: skor tampil langsung dan diperbarui sendiri.",
      groups: "Grup & klasemen",
      schedule: "Jadwal",
      results: "Hasil",
      match: "Satu pertandingan",
      chooseMatch: "Pertandingan",
      show: "Tampilkan kodenya",
      transparent: "Tambahkan ?transparent=1 pada alamat untuk latar belakang transparan.",
      copy: "Salin",
      copied: "Tersalin",
      noMatches: "Acara ini belum punya pertandingan.",
      frameTitle: "{{section}} – {{name}}",
      autoHeight: "Skrip di akhir kode menyesuaikan tinggi bingkai dengan isinya; tanpa skrip itu bingkai tetap setinggi angka pada kode.",
    },
    share: {
      label: "Bagikan halaman ini",
      share: "Bagikan",
      whatsapp: "Kirim lewat WhatsApp",
      copyLink: "Salin tautan",
      copied: "Tautan tersalin",
    },
    image: {
      eventAlt: "{{name}}: {{dates}}, {{venue}}",
      groupsAlt: "Klasemen grup {{category}}, {{name}}",
      leaderboardAlt: "Papan peringkat {{category}}, {{name}}",
      standingsAlt: "Klasemen {{category}}, {{name}}",
      matchAlt: "{{match}}, {{name}}: tim dan skor",
      limited: "Terlalu banyak gambar pratinjau baru dari alamat Anda. Coba lagi dalam {{seconds}} dtk.",
      busy: "Server sedang menggambar gambar lain. Coba lagi dalam {{seconds}} dtk.",
    },
  },
} as const;

export default sharing;
