/** The knockout bracket's tree and the event's QR code: public pages and the back office's event page. */
const bracket = {
  bracket: {
    bye: "Lolos tanpa bertanding (bye)",
    apart: "Pertandingan lain babak gugur",
    qr: {
      title: "Kode QR event",
      intro: "Cetak untuk poster di venue: memindainya membuka halaman event ini.",
      alt: "Kode QR menuju {{url}}",
      png: "Unduh PNG",
      svg: "Unduh SVG",
      draft: "Penonton baru bisa membuka tautan ini setelah event diterbitkan.",
    },
    badSize: "Bagan harus berukuran pangkat dua antara 2 dan {{max}} posisi, bukan {{size}}.",
    tooFewTeams: "Bagan memerlukan setidaknya {{min}} tim.",
    doubleBye: "Dua bye saling bertemu di posisi {{line}}: setiap bye harus menghadapi tim.",
    duplicateSource: "Satu tim atau posisi grup muncul dua kali di bagan.",
  },
} as const;

export default bracket;
