/** What is on the courts now: the venue's TV board and the "Now" strip of the event's pages. */
const venue = {
  venue: {
    tvTitle: "Layar venue",
    now: "Saat ini",
    next: "Berikutnya",
    late: "Terlambat",
    noNext: "Tidak ada pertandingan lagi",
    noCourt: "Tanpa lapangan",
    noCourts: "Belum ada pertandingan di jadwal.",
    allCourts: "Semua lapangan",
    firstDay: "Hari pertama: {{date}}",
    finalResults: "Hasil akhir",
    champions: "Juara",
    groupChampion: "Juara Grup {{group}}",
    latest: "Hasil terbaru",
    noResults: "Belum ada hasil.",
    standings: "Klasemen",
    filters: "Filter",
  },
};

export default venue;
