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
  },
} as const;

export default following;
