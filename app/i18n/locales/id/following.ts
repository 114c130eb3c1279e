/** Following a team or one of its players: its page's toggle and the bar pinned at the top of its event's pages. */
const following = {
  following: {
    follow: "Ikuti",
    followed: "Diikuti",
    unfollow: "Berhenti mengikuti",
    pinned: "Tim yang Anda ikuti",
    hint: "Pertandingan berikutnya tim ini tampil di atas setiap halaman acara ini, di perangkat ini.",
    pinnedPlayer: "Pemain yang Anda ikuti",
    playerHint: "Ikuti seorang pemain: pertandingan berikutnya, di kategori mana pun, tampil di atas setiap halaman acara ini, di perangkat ini.",
    notify: "Beri tahu saya",
    notifyOn: "Notifikasi aktif",
    notifyHint: "Perangkat ini diberi tahu saat pertandingannya dipanggil ke lapangan dan saat menjadi giliran berikutnya di lapangan.",
    notifyBlocked: "Notifikasi diblokir untuk situs ini: izinkan di pengaturan browser.",
    notifyFailed: "Notifikasi tidak dapat diaktifkan. Coba lagi.",
    notifyRefused: "Langganan notifikasi browser ini tidak dapat digunakan.",
    notifyTooMany: "Perangkat ini sudah menerima notifikasi untuk sebanyak mungkin tim dan pemain: matikan beberapa dulu.",
    notifyLimited: "Terlalu banyak percobaan dari jaringan ini. Coba lagi nanti.",
    notifyNotFound: "Tim atau pemain ini tidak ada lagi di acara ini.",
    notifyClosed: "Notifikasi tidak tersedia untuk pendaftaran ini.",
    noticeCalledTitle: "Dipanggil ke {{court}}",
    noticeCalledBody: "{{home}} vs {{away}}: segera ke {{court}}.",
    noticeNextTitle: "Berikutnya di {{court}}",
    noticeNextBody: "{{home}} vs {{away}} main berikutnya di {{court}}: bersiaplah.",
  },
} as const;

export default following;
