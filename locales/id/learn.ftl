## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = Langkah itu sah, tetapi bukan langkah yang diminta pelajaran ini. Coba lagi.
# no argument
learn-bg-play-on = Lanjutkan: masih ada dadu yang bisa dimainkan.
# no argument
learn-bg-move-each-die-title = Melangkah dengan setiap dadu
# no argument
learn-bg-move-each-die-goal = Setiap dadu menggerakkan satu pion sejauh angkanya. Dengan 3-1, buat titik 5 Anda: satu pion maju 3, pion lain maju 1.
# no argument
learn-bg-move-each-die-hint = Gerakkan satu pion dari titik 8 Anda dengan angka 3 dan satu pion dari titik 6 Anda dengan angka 1.
# no argument
learn-bg-move-each-die-step1-success = Bagus: dua pion berdiri di titik 5 Anda, jadi titik itu sudah terbentuk.
# no argument
learn-bg-move-each-die-step1-no-point = Langkah itu sah, tetapi tidak membuat titik. Kumpulkan dua pion di titik 5 Anda.
# no argument
learn-bg-move-each-die-step2-success = Benar: satu pion boleh memakai kedua dadu, satu demi satu, dan setiap titik tempatnya mendarat harus terbuka.
# no argument
learn-bg-closed-point-title = Titik tertutup
# no argument
learn-bg-closed-point-goal = Dua pion lawan atau lebih di satu titik menutup titik itu: Anda tidak bisa mendarat di sana. Dengan 6-4, buat titik 2 Anda.
# no argument
learn-bg-closed-point-hint = Titik 4 Anda dikuasai dua pion lawan. Bawa satu pion dari titik 8 Anda dan satu dari titik 6 Anda ke titik 2 Anda.
# no argument
learn-bg-closed-point-step1-success = Ya: titik 2 Anda sudah terbentuk, dan tidak satu pion pun mendarat di titik 4 yang tertutup.
# no argument
learn-bg-closed-point-step1-no-point = Langkah itu sah, tetapi tidak membuat titik. Buat titik 2 Anda.
# no argument
learn-bg-hit-blot-title = Memukul pion tunggal
# no argument
learn-bg-hit-blot-goal = Pion yang sendirian di satu titik disebut pion tunggal: mendarat di atasnya berarti memukulnya dan mengirimnya ke bar. Pukul pion tunggal di titik 5 Anda dan buat titik itu.
# no argument
learn-bg-hit-blot-hint = Gerakkan pion dari 8 ke 5 dengan angka 3, lalu dari 6 ke 5 dengan angka 1.
# no argument
learn-bg-hit-blot-step1-success = Kena! Pion lawan ada di bar dan harus masuk lebih dulu sebelum bergerak lagi, dari awal jalurnya.
# no argument
learn-bg-hit-blot-step1-no-hit = Langkah itu sah, tetapi pion tunggal itu masih di sana. Daratkan pion di titik 5 Anda.
# no argument
learn-bg-hit-blot-step2-success = Kena lagi, dan titik 2 Anda terbentuk: pion lawan yang tadi masuk kini kembali ke bar.
# no argument
learn-bg-hit-blot-step2-blot = Langkah itu juga memukul, tetapi membongkar titik 5 Anda dan meninggalkan pion tunggal. Pukul di titik 2 Anda dan buat titik itu.
# no argument
learn-bg-enter-from-bar-title = Masuk dari bar
# no argument
learn-bg-enter-from-bar-goal = Pion di bar lebih dulu masuk ke rumah lawan: dadu 1 ke titik 24 Anda, dadu 6 ke titik 19 Anda. Masukkan pion Anda, lalu mainkan dadu yang lain.
# no argument
learn-bg-enter-from-bar-hint = Titik 19 Anda tertutup, jadi angka 6 tidak bisa masuk: masukkan pion dengan angka 3 ke titik 22 Anda.
# no argument
learn-bg-enter-from-bar-step1-success = Masuk. Baru setelah itu pion Anda yang lain boleh bergerak.
# no argument
learn-bg-dance-title = Tertahan di bar
# no argument
learn-bg-dance-goal = Bila tidak ada dadu yang bisa memasukkan pion Anda dari bar, Anda sama sekali tidak bisa bergerak: Anda tertahan di bar. Coba bergerak dengan 6-6.
# no argument
learn-bg-dance-hint = Titik 19 Anda tertutup dan Anda punya pion di bar: tidak ada yang bisa bergerak.
# no argument
learn-bg-dance-step1-success = Anda tertahan: seluruh lemparan hangus, dan kini giliran lawan.
# no argument
learn-bg-dance-step2-success = Masuk dengan angka 1 ke titik 24 Anda, satu-satunya titik yang terbuka untuk lemparan ini.
# no argument
learn-bg-both-dice-title = Kedua dadu bila bisa
# no argument
learn-bg-both-dice-goal = Bila kedua dadu bisa dimainkan, keduanya harus dimainkan. Mainkan 6-2.
# no argument
learn-bg-both-dice-hint = Hanya satu pion yang bisa memakai angka 6, dan baru setelah angka 2: gerakkan pion Anda dari 9 ke 7, lalu dari 7 ke 1.
# no argument
learn-bg-both-dice-step1-success = Benar: itulah satu-satunya cara memainkan kedua dadu, jadi itulah langkah yang wajib Anda mainkan.
# no argument
learn-bg-higher-die-title = Dadu yang lebih tinggi
# no argument
learn-bg-higher-die-goal = Bila salah satu dadu bisa dimainkan tetapi tidak keduanya, yang lebih tinggi harus dimainkan. Mainkan 6-4.
# no argument
learn-bg-higher-die-hint = Pion Anda di 13 bisa maju 6 atau 4, tetapi sesudah itu tidak ada pion yang bisa memainkan dadu yang lain.
# no argument
learn-bg-higher-die-step1-success = Ya: hanya satu dadu yang bisa dimainkan, jadi aturan mengharuskan Anda memainkan angka 6.
# no argument
learn-bg-bear-off-exact-title = Mengeluarkan dengan angka yang tepat
# no argument
learn-bg-bear-off-exact-goal = Setelah semua pion Anda berada di rumah Anda, satu dadu mengeluarkan satu pion dari titik yang sesuai dengan angkanya. Bawa pion terakhir Anda pulang ke rumah dan keluarkan satu pion.
# no argument
learn-bg-bear-off-exact-hint = Pion di titik 8 Anda harus pulang ke rumah sebelum ada pion yang dikeluarkan.
# no argument
learn-bg-bear-off-exact-step1-success = Semua di rumah, dan satu pion keluar: Anda boleh mengeluarkan pion begitu pion terakhir Anda tiba di rumah.
# no argument
learn-bg-bear-off-exact-step2-success = Dua pion keluar dengan 6-3: angka 6 dari titik 6 Anda, angka 3 dari titik 3 Anda.
# no argument
learn-bg-bear-off-exact-step2-one-off = Langkah itu sah, tetapi hanya mengeluarkan satu pion. Mainkan setiap angka dari titiknya sendiri.
# no argument
learn-bg-bear-off-higher-title = Mengeluarkan dengan angka yang lebih tinggi
# no argument
learn-bg-bear-off-higher-goal = Angka yang lebih tinggi daripada titik tertinggi Anda mengeluarkan satu pion dari titik tertinggi itu. Keluarkan dua pion dengan 6-5.
# no argument
learn-bg-bear-off-higher-hint = Titik tertinggi Anda adalah titik 4: kedua dadu mengeluarkan pion dari sana.
# no argument
learn-bg-bear-off-higher-step1-success = Dua pion keluar dari titik 4 Anda: angka yang lebih tinggi mengeluarkan pion dari titik tertinggi Anda, dan hanya dari sana.

## Layar Belajar: kursus sebuah permainan beserta bintang yang diraih, dan pelajaran yang dimainkan di
## papan (tujuannya, tahapnya, tombolnya, apa yang dikatakan).

# no argument: the header's link to the game's course
learn-link = Belajar
# $game: the game's name
learn-course-title = Belajar { $game }
# no argument
learn-intro = Setiap pelajaran adalah sebuah posisi dan sebuah tujuan: mainkan dadu Anda di papan. Langkah yang ditolak aturan dihentikan beserta alasannya; langkah sah yang tidak mencapai tujuan dijelaskan lalu dibatalkan. Pelajaran yang diselesaikan tanpa langkah salah dan tanpa petunjuk memberi tiga bintang.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
   *[other] { $done } dari { $total } pelajaran selesai
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
   *[other] { $n } dari { $of } bintang
}
# no argument
learn-back-to-game = Kembali ke permainan
# no argument
learn-all-lessons = Semua pelajaran
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Pelajaran { $n } dari { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Tahap { $n } dari { $total }
# no argument
learn-take-back = Batalkan
# no argument: the learner says his roll cannot be played
learn-cannot-move = Saya tidak bisa melangkah
# no argument
learn-hint = Petunjuk
# no argument
learn-start-again = Mulai lagi
# no argument: before the step's success
learn-right = Benar!
# no argument
learn-lesson-done = Pelajaran selesai:
# no argument
learn-next-lesson = Pelajaran berikutnya
# no argument
learn-course-done = Anda sudah memainkan semua pelajaran dalam kursus ini.
# $id: the lesson asked for by the address
learn-missing = Kursus ini tidak punya pelajaran “{ $id }”: inilah pelajarannya.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Pelajaran yang diselesaikan di peramban ini tidak bisa dibaca ({ $reason }): kursus dimulai dari awal, dan teks lamanya disimpan terpisah.
# $version: the version a progress text begins with
learn-why-progress-version = teksnya tidak diawali “{ $version }:”
# $n: the entry's place (from 1)
learn-why-progress-entry = entri { $n } bukan sebuah pelajaran beserta bintangnya
# $n: the entry's place (from 1)
learn-why-progress-id = entri { $n } tidak menyebut pelajaran apa pun
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = entri { $n } tidak memberi 1 sampai { $most } bintang
# $n: the entry's place (from 1)
learn-why-progress-twice = entri { $n } menyebut pelajaran yang sudah selesai
