## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Putih
tt-black = Hitam

## The jans' names (terms of the game).

-jan-six-tables = jan de six tables
-jan-deux-tables = jan de deux tables
-contre-jan-deux-tables = contre-jan de deux tables
-jan-mezeas = jan de mézéas
-contre-jan-mezeas = contre-jan de mézéas
-battre-a-vrai = battre à vrai
-battre-le-coin = battre le coin
-battre-a-faux = battre à faux
-impuissance = dames impuissantes
-petit-jan = petit jan
-grand-jan = grand jan
-jan-de-retour = jan de retour
-conserver-petit-jan = conserver le petit jan
-conserver-grand-jan = conserver le grand jan
-conserver-jan-de-retour = conserver le jan de retour
-sortie = sortie

## A jan's title in the log and the points tables: its name, glossed.

tt-jan-six-tables = { -jan-six-tables } (satu pion di masing-masing dari enam petak dalam tiga lemparan)
tt-jan-deux-tables = { -jan-deux-tables } (kedua coin de repos dapat dicapai sekaligus)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (kedua coin de repos dapat dicapai, tetapi lawan menguasai coin miliknya)
tt-jan-mezeas = { -jan-mezeas } (as, dengan hanya coin de repos yang sudah diambil)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (as, dengan hanya coin de repos yang sudah diambil, tetapi lawan menguasai coin miliknya)
tt-jan-battre-a-vrai = { -battre-a-vrai } (pukulan sejati pada pion tunggal)
tt-jan-battre-le-coin = { -battre-le-coin } (memukul coin de repos lawan yang kosong)
tt-jan-battre-a-faux = { -battre-a-faux } (pukulan palsu: hanya lewat jumlah, setiap jalan tertutup)
tt-jan-impuissance = { -impuissance } (angka yang tidak bisa dimainkan)
tt-jan-petit-jan = { -petit-jan } (kuarter pertama terisi)
tt-jan-grand-jan = { -grand-jan } (kuarter kedua terisi)
tt-jan-jan-de-retour = { -jan-de-retour } (kuarter kembali terisi)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (kuarter pertama tetap terisi)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (kuarter kedua tetap terisi)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (kuarter kembali tetap terisi)
tt-jan-sortie = { -sortie } (yang pertama mengeluarkan kelima belas pion)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller } dapat mencapai pion tunggal { $opponent } di petak { $field } dengan { $numbers }: setiap angka yang mencapainya adalah satu cara { $table ->
    [grand] di tabel grand jan
   *[petit] di tabel petit jan
}.
tt-rule-battre-a-faux = Pion tunggal { $opponent } di petak { $field } hanya dapat dicapai lewat jumlah dan setiap jalan tertutup: pukulan palsu memberi poin kepada { $opponent }.
tt-rule-battre-le-coin = { $roller } menguasai coin de repos miliknya, coin milik { $opponent } kosong, dan masing-masing angka dapat membawa satu pion ke sana.
tt-rule-impuissance = { $roller } tidak bisa memainkan { $numbers }: setiap angka yang tidak bisa dimainkan memberi { $opponent } 2 poin.
tt-rule-fill = { $roller } dapat menaruh dua pion di setiap petak kuarter itu; setiap angka yang menutup setengah petak terakhir adalah satu cara ({ $numbers }).
tt-rule-conserver = { $roller } dapat memainkan lemparan ini (atau tidak bisa memainkan sebagian) tanpa merusak kuarternya yang terisi.
tt-rule-six-tables = Dalam tiga lemparan pertamanya { $roller } dapat menaruh satu pion di masing-masing petaknya 2 sampai 7.
tt-rule-deux-tables = Dua pion { $roller } yang sudah keluar dari talon dapat masing-masing pergi ke satu coin de repos.
tt-rule-contre-deux-tables = Dua pion { $roller } yang sudah keluar dari talon dapat masing-masing pergi ke satu coin de repos, tetapi { $opponent } menguasai coin miliknya: poinnya untuk { $opponent }.
tt-rule-mezeas = { $roller } menguasai coin de repos miliknya tanpa pion lain di luar talon dan melempar as.
tt-rule-contre-mezeas = { $roller } menguasai coin de repos miliknya tanpa pion lain di luar talon dan melempar as, tetapi { $opponent } menguasai coin miliknya: poinnya untuk { $opponent }.
tt-rule-sortie = { $roller } yang pertama mengeluarkan kelima belas pion.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } dan { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } dan as
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = kira-kira seimbang
# $n: points ahead (rounded)
tt-expect-ahead = unggul kira-kira { $n ->
   *[other] { $n } poin
}
# $n: points behind (rounded)
tt-expect-behind = tertinggal kira-kira { $n ->
   *[other] { $n } poin
}
# $n: holes won
tt-holes-won-own-roll = Anda memenangkan { $n ->
   *[other] { $n } trou
} dengan lemparan Anda sendiri.

## Why a move is refused.

tt-refusal-no-checker = Anda tidak punya pion di petak itu.
tt-refusal-backwards = Pion hanya bergerak maju, dari talon menuju jalan keluar.
# $n: how many fields the move goes
tt-refusal-not-a-number = Langkah sejauh { $n ->
   *[other] { $n } petak
} bukan angka lemparan yang tersisa maupun jumlahnya.
tt-refusal-blocked = Pion tidak pernah boleh mendarat di petak yang dikuasai pion lawan.
tt-refusal-opponents-corner = Tidak ada pion yang boleh berhenti di coin de repos lawan.
tt-refusal-tout-d-une-closed = Bila dimainkan tout d'une, pion memerlukan setidaknya satu petak antara yang terbuka.
tt-refusal-corner-by-two = Coin de repos harus diambil oleh dua pion sekaligus.
tt-refusal-corner-last-two = Dua pion terakhir di coin de repos harus meninggalkannya bersama-sama.
tt-refusal-corner-naturally = Coin de repos dapat diambil secara wajar pada lemparan ini, jadi tidak boleh diambil par puissance.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = Lawan masih dapat mengisi { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
} miliknya, jadi tidak ada pion yang boleh berhenti di kuarter itu.
tt-refusal-not-all-home = Pion baru dikeluarkan bila kelima belasnya ada di kuarter terakhir.
tt-refusal-not-farthest = Angka yang lebih besar daripada yang diperlukan hanya mengeluarkan pion yang terjauh dari jalan keluar.
tt-refusal-play-inside = Dengan sortie lambat, angka yang dapat dimainkan di dalam papan harus dimainkan di sana.
tt-refusal-must-play-both = Kedua angka harus dimainkan bila bisa; langkah ini membuat salah satunya tidak bisa dimainkan.
tt-refusal-must-play-higher = Bila hanya satu angka yang bisa dimainkan, angka yang lebih tinggi harus dimainkan.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Mengisi { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] kuarter ketiga
   *[q4] { -jan-de-retour }
} Anda wajib bila Anda bisa.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Anda dapat mempertahankan { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] kuarter ketiga
   *[q4] { -jan-de-retour }
} Anda yang terisi, jadi Anda tidak boleh merusaknya.
tt-refusal-must-sortie = Anda dapat mengeluarkan pion terakhir Anda, jadi Anda wajib melakukannya.
tt-refusal-cannot-complete = Setelah langkah ini sisa lemparan tidak dapat dimainkan secara sah.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = Petak { $white } Putih, petak { $black } Hitam{ $place ->
    [corner] , coin de repos milik { $owner }
    [talon] , talon milik { $owner }
   *[none] {""}
}: { $color ->
    [white] { $n ->
       *[other] { $n } pion putih
    }
    [black] { $n ->
       *[other] { $n } pion hitam
    }
   *[none] kosong
}
# $side: whose chip; $n: the points on it
tt-chip-aria = Keping milik { $side }: { $n ->
   *[other] { $n } poin
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = keping bredouille di samping keping milik { $side }
tt-bredouille-aria-band = keping bredouille, di pita
# $side: whose peg; $n: the holes it marks
tt-peg-aria = Pasak milik { $side }: { $n ->
   *[other] { $n } trou
}
tt-pavillon-aria-middle = pavillon di trou tengah
# $side: who took it
tt-pavillon-aria-taken = pavillon diambil oleh { $side }
tt-pavillon-aria-aside = pavillon disisihkan

## The board, the moves refused, the kept games.

tt-board-label = Papan trictrac
tt-bear-off-label = Mengeluarkan (sortie)
tt-cannot-go-there = Pion itu tidak bisa pergi ke sana.
tt-cannot-move-from-there = Tidak ada pion Anda yang dapat digerakkan dari sana dengan lemparan ini.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Putih { $white } – Hitam { $black } trou · { $actions ->
   *[other] { $actions } aksi
}{ $over ->
    [yes] {" · selesai"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Catatan
tt-log-rule = Aturan
tt-log-show-moment = Tampilkan momen ini (tayang ulang)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Giliran pertama: Putih { $white }, Hitam { $black } — { $first ->
    [none] seri, lempar lagi
   *[side] { $first } main lebih dulu
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } melempar { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: { $side } mencatat { $marked }, hitungan yang benar { $correct } — { $opponent } mencatat { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: { $side } mencatat { $marked }, hitungan yang benar { $correct } — { $opponent } tidak mengirimnya ke école: hitungan tetap berlaku
# $side: who marks; $points: the points
tt-log-scored = { $side } mencatat { $points ->
   *[other] { $points } poin
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } mencatat { $points ->
   *[other] { $points } poin
} — { $holes ->
   *[other] { $holes } trou
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } bertahan (tenir)
# $side: who chose
tt-log-s-en-aller = { $side } pergi (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→keluar
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = memainkan { $moves }
tt-log-no-move = tidak ada langkah yang mungkin
# $side: who takes it
tt-log-pavillon-taken = { $side } mengambil pavillon: ia menyela pengambil trou pertama dan masih bisa menang en grande bredouille
tt-log-pavillon-aside = Pavillon disisihkan: tidak ada yang bisa menang en grande bredouille
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = Relevé baru { $after ->
    [sortie] setelah sortie
   *[s-en-aller] setelah s'en aller
} — { $side } main lebih dulu
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = { $side } memenangkan partie — taruhan ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Papan dan penomorannya
tt-guide-link-moving = Menggerakkan pion
tt-guide-link-coin-de-repos = Coin de repos (sudut istirahat)
tt-guide-link-passage = Jalan lewat (passage)
tt-guide-link-turn = Urutan satu giliran
tt-guide-link-points = Poin, trou, bredouille
tt-guide-link-jans = Jan satu per satu
tt-guide-link-tenir = Tenir atau s'en aller
tt-guide-link-ecoles = École
tt-guide-how1 = Tekan Lempar dadu, lalu catat poin Anda (mode sekolah): tombol bernomor, atau ketik hitungannya.
tt-guide-how2 = Klik sebuah pion, lalu salah satu petak yang menyala; atau langsung klik petak yang menyala. Konfirmasi langkah setelah kedua angka dimainkan; Batalkan membatalkan sampai saat itu.
tt-guide-how3 = Setelah bot melangkah, catat apa yang diberikan lemparannya kepada Anda (pukulan palsu, impuissance), sering kali 0.
tt-guide-how4 = Langkah yang ditolak menyebut aturan yang melarangnya. Catatan menjelaskan setiap jan: arahkan penunjuk ke sebuah baris untuk menyalakan pionnya, ikuti tautannya ke aturan.
tt-guide-how5 = Buntu? Petunjuk menampilkan pilihan bot kuat.
tt-guide-step1-title = Papan dan langkah
tt-guide-step1-text = Setiap pihak mulai dengan kelima belas pionnya di talon miliknya dan membawanya berkeliling sampai ujung seberang, lalu mengeluarkannya. Satu lemparan memainkan kedua angka, dengan satu atau dua pion; dobel dimainkan sekali.
tt-guide-step2-title = Cara mendapat poin
tt-guide-step2-text = Sebelum melangkah, Anda menghitung apa yang bisa dilakukan lemparan: memukul pion tunggal (battre), mengisi kuarter dengan dua pion di setiap enam petaknya (remplir), dan beberapa jan langka. Apa yang tidak bisa Anda lakukan memberi poin kepada pihak lain.
tt-guide-step3-title = Berlatih menghitung: pelajaran
tt-guide-step3-text = Setiap pelajaran adalah satu posisi dan satu lemparan: temukan poinnya, trou-nya, atau langkah yang sah.
tt-guide-step4-title = Partie pertama Anda, dalam mode sekolah
tt-guide-step4-text = Melawan bot pemula, Anda mencatat poin Anda sendiri seperti yang selalu dilakukan para pemain; hitungan yang salah adalah école bagi bot, dan catatan menunjukkan hitungan yang benar beserta alasannya.
tt-guide-intro = Dua pemain, masing-masing lima belas pion, dua dadu, papan seperti papan backgammon — tetapi tidak ada pion yang diambil dari papan: Anda menang dengan mengumpulkan poin. Setiap lemparan bernilai poin untuk apa yang bisa dilakukannya; 12 poin menjadi satu trou, 12 trou memenangkan partie.
tt-guide-then = Lalu naikkan tingkat bot, matikan mode sekolah, bermain melawan teman di perangkat ini, atau bagikan posisi (Partie baru dan opsi, Bagikan).
# $title: the next lesson's title
tt-guide-next-lesson = Pelajaran berikutnya: { $title }
tt-guide-all-done = Semua selesai — ulangi
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } selesai.
tt-guide-start-school = Mulai partie dalam mode sekolah

## The guide's banner and panel.

tt-start-here = Mulai di sini
tt-guide-banner = Baru mengenal Grand Trictrac? Empat langkah singkat membawa Anda dari nol ke partie pertama Anda.
tt-dismiss = Tutup
tt-guide-title = Mulai di sini: belajar Grand Trictrac
tt-close = Tutup
tt-school-started = Partie baru dalam mode sekolah melawan bot pemula. Semoga berhasil!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = Partie baru dalam mode sekolah melawan bot pemula. Semoga berhasil! Partie yang sedang berlangsung { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Lempar dadu
tt-take-back = Batalkan
tt-hint-button = Petunjuk
tt-choice-tenir = Bertahan: simpan poin Anda, lanjutkan
tt-choice-s-en-aller = Pergi: relevé baru, Anda yang mulai
tt-new-partie = Partie baru
tt-side = Pihak
tt-points = Poin
tt-holes = Trou
tt-roll-why-mark-first = Catat poin Anda dulu (mode sekolah).
tt-roll-why-bot-rolling = Bot sedang melempar.
tt-roll-why-play-first = Mainkan lemparan ini dulu: satu lemparan setiap kali.
tt-roll-why-choose-first = Pilih tenir atau s'en aller dulu.
tt-roll-why-over = Partie sudah selesai.
tt-confirm-why-nothing = Tidak ada yang perlu dikonfirmasi sekarang.
tt-confirm-why-every-move = Masukkan dulu setiap langkah lemparan ini: kedua angka harus dimainkan bila bisa.
tt-bredouille-mark = bredouille: ia mendapat semua poin sejak trou terakhirnya; trou berikutnya bernilai ganda
tt-pass = Lewati (tidak ada yang bisa dimainkan)
tt-confirm-move = Konfirmasi langkah
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: catat poin Anda (mode sekolah)
tt-status-waiting-link = Giliran { $side }: menunggu tautannya
tt-status-bot-rolling = { $side } sedang melempar…
tt-status-bot-thinking = { $side } sedang berpikir…
tt-status-primacy = Melempar untuk giliran pertama…
tt-status-roll = { $side }: lempar dadu
tt-status-choose = { $side }: tenir atau s'en aller?
tt-status-move = { $side }: mainkan pion Anda
tt-status-over = { $side } memenangkan partie
tt-thinking = Berpikir…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = École: Putih { $white } (−{ $white_points ->
   *[other] { $white_points } poin
}), Hitam { $black } (−{ $black_points ->
   *[other] { $black_points } poin
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = École: Putih { $white } (−{ $white_points ->
   *[other] { $white_points } poin
}), Hitam { $black } (−{ $black_points ->
   *[other] { $black_points } poin
}) · hitungan salah yang dibiarkan: { $passed }
tt-hint-nothing = tidak ada yang bisa dimainkan
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Bot kuat akan memainkan { $moves } (perkiraan poin untuk { $side }: { $value }, { $expectation })

## School mode's count.

tt-other-count = Hitungan lain
tt-mark = Catat
tt-mark-help = Cara menghitung: jan
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: berapa poin yang diberikan lemparan Anda? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: berapa poin yang diberikan { $roll } milik { $roller } kepada Anda?
tt-mark-even = Poin dihitung dalam bilangan genap (0, 2, 4...).

## The Share panel.

tt-share = Bagikan, ekspor, impor
tt-share-copy-link = Salin tautan permainan
tt-share-open-label = Buka permainan, posisi, atau tautan
tt-share-open = Buka
tt-share-copied = Tautan tersalin. Tautan ini membuka permainan ini, langkah demi langkah.
tt-share-cannot-copy = Peramban ini tidak mengizinkan halaman menyalin: pilih teks di bawah lalu salin.
tt-share-too-long = Permainan terlalu panjang untuk tautan: bagikan teksnya.
tt-share-game-link = Tautan permainan
tt-share-moment-link = Tautan ke momen yang ditampilkan
tt-share-game-text = Catatan permainan (teks)
tt-share-position-link = Tautan posisi
tt-share-position-text = Posisi (teks)
tt-share-opened = Terbuka.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Terbuka. Permainan yang digantikannya { $note }.

## The header.

tt-all-games = Semua permainan
tt-rules-engine = Mesin aturan:{" "}
tt-keys = Tombol

## The board's tooltips.

tt-tip-bredouille-chip = keping bredouille: di samping keping poin suatu pihak, trou berikutnya bernilai ganda
tt-tip-points-chip = keping menghitung poin di sepanjang pita: 12 poin menjadi satu trou
tt-tip-peg = pasak menghitung trou: 12 trou memenangkan partie
tt-tip-pavillon = pavillon: pengambil trou pertama mengambilnya; yang menyimpannya sampai akhir bisa menang en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Permainan Anda yang sedang berlangsung { $note }.

## New partie and options.

tt-new-partie-and-options = Partie baru dan opsi
tt-opponent = Lawan
tt-bot-plays-black = Bot memainkan Hitam
tt-bot-plays-white = Bot memainkan Putih
tt-two-players-one-device = Dua pemain, satu perangkat
tt-a-friend-by-link = Teman, lewat tautan
tt-bot-level = Tingkat bot
tt-beginner = Pemula
tt-club = Klub
tt-strong = Kuat
tt-stake = Taruhan
tt-stake-19th-century = Abad ke-19 (×4, ×3, ×2, ×1)
tt-stake-second = Kedua (×2, ×1,5, ×1)
tt-stake-oldest = Tertua (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Cepat (Paris)
tt-sortie-slow = Lambat (provinsi)
tt-field-numbers = Nomor petak
tt-option-roller-view = Putar papan ke arah pemain yang melempar
tt-option-school = Mode sekolah: catat poin Anda sendiri (école)
tt-option-forgetful = Bot pemula bisa lupa mengirim Anda ke école
tt-forgetful-bot-only = Hanya bot yang bisa lupa: manusia selalu mengirim lawannya ke école.
tt-forgetful-school-only = Hanya dalam mode sekolah.
tt-forgetful-beginner-only = Hanya bot pemula yang lupa; yang lain tidak pernah.
tt-opened-position = Posisi yang dibagikan telah dibuka.
tt-opened-game = Permainan yang dibagikan telah dibuka.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = Alamat ini memuat posisi yang tidak dapat dibaca: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = Alamat ini memuat permainan yang tidak dapat dibaca: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Posisi ini tidak dapat dibaca: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Catatan permainan ini tidak dapat dibaca: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Permainan tersimpan Anda tidak dapat dipulihkan ({ $why }). Permainan itu disimpan terpisah di peramban ini; partie baru dimulai.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Ditolak: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = poin “{ $value }” diabaikan (dua bilangan genap 0 sampai 10, mis. 10,0)
tt-address-holes = trou “{ $value }” diabaikan (dua bilangan 0 sampai 11, mis. 3,5)
tt-address-school = mode sekolah “{ $value }” tidak dikenal (on atau off)
tt-address-forget = nilai forget “{ $value }” tidak dikenal (on atau off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = teks posisi kosong
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = versi notasi “{ $found }” tidak dikenal (versi aplikasi ini membaca versi { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] bagian papan tidak ada
    [turn] bagian giliran tidak ada
    [score] bagian skor { $side } tidak ada
    [pavillon] bagian pavillon tidak ada
   *[options] bagian opsi tidak ada
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] tidak ada yang tertulis untuk papan
    [turn] tidak ada yang tertulis untuk giliran
    [score] tidak ada yang tertulis untuk skor { $side }
    [pavillon] tidak ada yang tertulis untuk pavillon
   *[options] tidak ada yang tertulis untuk opsi
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] bagian papan tidak lengkap
    [turn] bagian giliran tidak lengkap
    [score] bagian skor { $side } tidak lengkap
    [pavillon] bagian pavillon tidak lengkap
   *[options] bagian opsi tidak lengkap
}
# $index: the character where the extra text starts
tt-why-too-many-parts = ada teks tak terduga setelah posisi, pada karakter ke-{ $index }
# $found: the character; $index: its place; $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = ada “{ $found }” yang tak terduga pada karakter ke-{ $index }, di { $part ->
    [board] bagian papan
    [turn] bagian giliran
    [score] bagian skor { $side }
    [pavillon] bagian pavillon
   *[options] bagian opsi
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = bagian papan menggambarkan { $fields ->
   *[other] { $fields } petak
}, padahal papan memiliki 24 petak
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = bilangan yang dimulai pada karakter ke-{ $index }, di { $part ->
    [board] bagian papan
    [turn] bagian giliran
    [score] bagian skor { $side }
    [pavillon] bagian pavillon
   *[options] bagian opsi
}, terlalu besar
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = opsi “{ $option }” diberikan dua kali (karakter ke-{ $index })
# $index: where the second stake method is
tt-why-conflicting-options = tertulis dua cara menghitung taruhan (karakter ke-{ $index }); pilih salah satu
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = { $side } punya { $count } pion di papan (paling banyak 15)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = kedua pihak punya pion di petak yang sama (petak { $field } Putih, petak { $black_field } Hitam)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = { $side } punya pion di posisi { $pos }, di luar petak 1 sampai 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } hanya punya satu pion di coin de repos miliknya (coin dikuasai dengan dua pion atau lebih, atau dibiarkan kosong)
# $side: whose checkers
tt-why-in-opponents-corner = { $side } punya pion di coin de repos lawan

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } sudah mengeluarkan kelima belas pionnya, sehingga relevé berakhir: letakkan kembali pion-pion di talon
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } belum melempar dalam relevé ini, tetapi tidak semua pionnya ada di talon miliknya
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } punya { $points ->
   *[other] { $points } poin
}; poin selalu dihitung dalam bilangan genap
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } punya { $points } poin; 12 poin menjadi satu trou, jadi keping paling banyak menunjukkan 10
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } punya { $holes } trou; 12 trou memenangkan partie, jadi partie yang sedang berlangsung paling banyak punya 11 trou
# No argument.
tt-why-both-bredouille = kedua pihak sama-sama en bredouille; setiap kali satu pihak mencatat poin, bredouille pihak lain hilang
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } punya poin dan { $opponent } tidak, jadi { $side } mencatatnya tanpa disela dan pasti en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = pavillon ada di trou tengah, tetapi Putih punya { $white ->
   *[other] { $white } trou
} dan Hitam { $black }: begitu keduanya punya trou, pavillon sudah diambil atau disisihkan
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = pavillon diambil oleh { $side }, tetapi Putih punya { $white ->
   *[other] { $white } trou
} dan Hitam { $black }: pavillon diambil dengan menyela trou pihak lain, jadi keduanya pasti punya trou
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = pavillon disisihkan, tetapi Putih punya { $white ->
   *[other] { $white } trou
} dan Hitam { $black }: pavillon baru disisihkan setelah keduanya memenangkan trou
# $die: what the die shows
tt-why-die-out-of-range = dadu menunjukkan angka 1 sampai 6, bukan { $die }
# $side: who has rolled
tt-why-roll-not-counted = { $side } sudah melempar dadu, tetapi tidak ada lemparannya yang terhitung dalam relevé ini
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = Putih sudah melempar { $white ->
    [1] sekali
   *[other] { $white } kali
} dalam relevé ini dan Hitam { $black ->
    [1] sekali
   *[other] { $black } kali
}, yang tidak mungkin bila { $side } { $rolled ->
    [yes] baru saja melempar
   *[no] yang harus melempar
}
# No argument.
tt-why-choice-without-roll = pilihan tenir / s'en aller sedang menunggu, tetapi belum ada dadu yang dilempar
# $side: who must choose
tt-why-choice-without-hole = { $side } harus memilih tenir atau s'en aller, pilihan yang hanya muncul setelah trou dimenangkan, tetapi ia tidak punya trou satu pun
# $side: who rolled
tt-why-choice-on-sortie = lemparan { $side } mengeluarkan pion terakhirnya, sehingga relevé berakhir: tidak ada tenir / s'en aller yang perlu dipilih
# No argument.
tt-why-not-started = partie belum dimulai: lemparan untuk giliran pertama belum dilakukan

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = aksi itu tidak bisa dilakukan sekarang ({ $phase ->
    [primacy] permainan menunggu lemparan untuk giliran pertama
    [roll] permainan menunggu lemparan dadu
    [choose] permainan menunggu pilihan tenir atau s'en aller
    [move] permainan menunggu langkah
   *[over] partie sudah selesai
})
# $die: what the die shows
tt-why-bad-die = dadu menunjukkan angka 1 sampai 6, bukan { $die }
# No argument.
tt-why-illegal-turn = itu bukan cara yang sah untuk memainkan lemparan ini
# $count: the count marked (odd, or above 100)
tt-why-bad-count = poin dihitung dalam bilangan genap sampai 100; { $count } bukan hitungan yang mungkin

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = teks permainan kosong
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = versi notasi permainan “{ $found }” tidak dikenal (versi aplikasi ini membaca versi { $known })
# $found: the character; $index: its place in the game text
tt-why-game-bad-character = ada “{ $found }” yang tak terduga pada karakter ke-{ $index } teks permainan
# No argument.
tt-why-game-malformed = teks permainan terpotong atau diubah (panjangnya atau karakter terakhirnya salah)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] teks permainan berhenti di tengah header-nya
   *[action] teks permainan berhenti di tengah aksi ke-{ $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] opsi di header berkode { $value }, padahal hanya kode 0 sampai { $max } yang mungkin
    [primacy] aksi ke-{ $action }: dadu giliran pertama berkode { $value }, padahal hanya kode 0 sampai { $max } yang mungkin
    [roll] aksi ke-{ $action }: sebuah lemparan berkode { $value }, padahal hanya kode 0 sampai { $max } yang mungkin
    [turn] aksi ke-{ $action }: sebuah langkah berkode { $value }, padahal hanya kode 0 sampai { $max } yang mungkin
   *[marked] aksi ke-{ $action }: sebuah hitungan yang dicatat berkode { $value }, padahal hanya kode 0 sampai { $max } yang mungkin
}
# No argument.
tt-why-game-trailing-data = teks permainan masih berlanjut setelah aksi terakhirnya
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = permainan ini punya { $actions } aksi; satu catatan memuat paling banyak 65.535 aksi
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = pada posisi awal, { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = aksi ke-{ $action } tidak dapat dimainkan ulang: { $reason }
