/** Indonesian given names and family names for demo players. */
export const menNames = [
  "Budi", "Andi", "Rizky", "Fajar", "Dimas", "Agus", "Hendra", "Yoga", "Bayu", "Arief",
  "Eko", "Gilang", "Reza", "Taufik", "Wahyu", "Irfan", "Kevin", "Ilham", "Rangga", "Aditya",
  "Bima", "Satria", "Joko", "Teguh", "Hafiz", "Rendra", "Galih", "Rio", "Yusuf", "Danu",
];
export const womenNames = [
  "Siti", "Dewi", "Putri", "Ayu", "Rina", "Indah", "Maya", "Nadia", "Fitri", "Anisa",
  "Wulan", "Citra", "Lestari", "Ratna", "Intan", "Kartika", "Melati", "Nurul", "Sekar", "Tiara",
  "Dinda", "Laras", "Aulia", "Salsabila", "Yuliana", "Amelia", "Rahma", "Vania", "Kirana", "Sari",
];
export const familyNames = [
  "Santoso", "Wijaya", "Pratama", "Saputra", "Hidayat", "Nugroho", "Setiawan", "Kusuma", "Halim", "Gunawan",
  "Siregar", "Nasution", "Simanjuntak", "Lubis", "Hutapea", "Tanjung", "Purnomo", "Wibowo", "Susanto", "Utomo",
  "Permana", "Firmansyah", "Ramadhan", "Hakim", "Sutanto", "Tambunan", "Manurung", "Rahardjo", "Anggraini", "Maharani",
];
export const clubs = [
  "Senayan Padel Club", "Kemang Smash", "Menteng Racquet", "PIK Padel Society", "BSD Padel Crew",
  "Kelapa Gading Padel", "Cipete Rally", "Pondok Indah Padel",
];
