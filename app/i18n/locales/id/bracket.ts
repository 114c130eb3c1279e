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
    kind: {
      main: "Bagan utama",
      winners: "Bagan pemenang",
      lower: "Bagan kalah",
      final: "Grand final",
      plate: "Plate",
    },
    round: "Babak {{round}}",
    reset: "pertandingan kedua",
    source: {
      firstMatchLoser: "Yang kalah di {{match}} jika itu pertandingan pertamanya",
    },
    draw: {
      title: "Undian",
      elimination: "Format",
      single: "Sistem gugur",
      double: "Gugur ganda: tersingkir setelah dua kali kalah",
      reset: "Gugur ganda: grand final kedua jika pemenang bagan kalah memenangi yang pertama",
      plate: "Plate untuk tim yang tersingkir awal (sistem gugur)",
      plates: {
        none: "Tanpa plate",
        firstMatch: "Yang kalah di pertandingan pertamanya",
        groups: "Tim yang tidak lolos dari grup",
      },
      groupLines: "Cara posisi grup bertemu di bagan",
      lines: {
        title: "Undian, baris demi baris",
        fixed: "Garis tetap: 1A melawan 2B, 1B melawan 2A …",
        drawn: "Diundi: juara grup dipisahkan, yang lain diundi menjauh dari grupnya (World Tour Finals)",
      },
      number: "Nomor undian",
      numberHint: "Setiap pilihan yang diserahkan ke undian mengikuti nomor ini. Ketik nomor yang sama lagi untuk undian yang sama.",
      shown: "Nomor undian {{number}}",
      byeLine: "Bye",
      seed: "Unggulan {{seed}}",
    },
    errors: {
      seeding: {
        tooFewTeams: "Undian butuh sedikitnya {{min}} tim.",
        duplicateTeam: "Ada tim yang tercantum dua kali.",
        badSeeds: "Unggulan harus bernomor 1, 2, 3 … tanpa celah, masing-masing sekali. Periksa unggulan tim.",
        tooManySeeds: "Undian sebesar ini menerima paling banyak {{max}} unggulan. Hapus unggulan di atas {{max}} pada tim.",
      },
      draw: {
        badNumber: "Nomor undian adalah bilangan bulat dari 1 sampai {{max}}.",
      },
      groupLines: {
        tooFewTeams: "Kurang dari {{min}} tim yang lolos dari grup.",
        tooManyTeams: "Tim yang lolos lebih banyak dari yang muat di bagan {{max}} tim.",
        tooManyGroups: "Garis undian memisahkan paling banyak {{max}} juara grup di bagan sebesar ini. Pilih garis tetap.",
      },
      knockout: {
        tooManyTeams: "Bagan, atau plate-nya, memuat paling banyak {{max}} tim.",
      },
      bracketSettings: {
        plateWithDouble: "Plate hanya untuk sistem gugur: di gugur ganda setiap tim sudah bermain sedikitnya dua kali.",
        plateNeedsGroups: "Plate untuk tim yang tidak lolos dari grup membutuhkan grup. Pilih plate untuk yang kalah di pertandingan pertama.",
      },
      plate: {
        tooFewTeams: "Plate butuh sedikitnya {{min}} tim.",
      },
    },
    places: {
      main: "Peringkat akhir",
      mainSoFar: "Peringkat yang sudah pasti",
      plate: "Peringkat akhir plate",
      plateSoFar: "Peringkat plate yang sudah pasti",
      place: "Peringkat",
    },
  },
} as const;

export default bracket;
