const users = {
  users: {
    title: "Pengguna",
    add: "Tambah Pengguna",
    remove: "Hapus / nonaktifkan",
    active: "Aktif",
    inactive: "Nonaktif",
    allEvents: "Semua event",
    deactivated: "{{name}} telah dinonaktifkan dan dikeluarkan dari semua perangkat.",
    eventsHint: "Hanya untuk Pengelola Event: event yang boleh mereka kelola.",
    noEvents: "Belum ada event.",
    passwordHint: "8–72 karakter. Hindari kata sandi yang umum.",
    newPasswordHint: "Kosongkan untuk tetap memakai kata sandi sekarang. Kata sandi baru mengeluarkan pengguna dari semua perangkat.",
    fields: {
      name: "Nama",
      email: "Email",
      role: "Peran",
      active: "Akun aktif",
      status: "Status",
      events: "Event yang dikelola",
      lastLogin: "Terakhir masuk",
      created: "Dibuat",
      password: "Kata sandi",
      newPassword: "Kata sandi baru",
      passwordConfirm: "Ulangi kata sandi",
    },
    confirmRemove: {
      title: "Hapus atau nonaktifkan {{name}}?",
      body: "Pengguna yang pernah masuk atau punya riwayat akan dinonaktifkan agar riwayatnya tetap utuh; yang belum pernah dipakai akan dihapus. Pengguna akan dikeluarkan dari semua perangkat.",
    },
    errors: {
      emailTaken: "Email ini sudah dipakai akun lain.",
      selfDemote: "Anda tidak dapat mencabut peran admin atau menonaktifkan akun Anda sendiri.",
      selfRemove: "Anda tidak dapat menghapus akun Anda sendiri.",
      lastAdmin: "Harus tetap ada setidaknya satu admin yang aktif.",
      passwordMismatch: "Kedua kata sandi tidak sama.",
    },
  },
};

export default users;
