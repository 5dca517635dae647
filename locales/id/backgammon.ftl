## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Semua permainan
bg-keys = Tombol
bg-rules = Aturan
bg-close = tutup
bg-log = catatan
bg-bar = bar
# $error: why the file could not be fetched
bg-net-failed = Jaringan terlatih milik bot tidak dapat dimuat ({ $error }); bot bermain dengan evaluasi sederhananya.

## The status line: whose turn and what he should do.

bg-status-replay = Tayang ulang: permainan seperti saat itu. » kembali ke saat ini; Main dari sini melanjutkan dari momen ini.
bg-status-opening-friend = Lemparan pembuka: menunggu tautan dari teman Anda…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = Giliran { $side }: menunggu tautannya
bg-status-opening = Lemparan pembuka…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: lempar dadu atau dobel
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: lempar dadu
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: konfirmasi langkah Anda, atau batalkan
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: pilih pion, lalu titik yang menyala
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: sebutkan dobel yang Anda mainkan
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: terima atau tolak { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] dobel
} menjadi { $value }
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: terima atau tolak penyerahan
bg-status-game-over = Permainan selesai: permainan berikutnya bila Anda siap.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = { $side } memenangkan pertandingan.
bg-status-match-over = Pertandingan selesai.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = { $side } sedang berpikir…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = Uang · Putih { $white } – { $black } Hitam
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = Pertandingan sampai { $length } · Putih { $white } – { $black } Hitam
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = Pertandingan sampai { $length } · Putih { $white } – { $black } Hitam · permainan Crawford

## The buttons of the turn.

bg-roll = Lempar
bg-double = Dobel
bg-take = Terima
bg-pass = Tolak
bg-beaver = Beaver
bg-raccoon = Raccoon
bg-confirm = Konfirmasi
bg-take-back = Batalkan
bg-hint-button = Petunjuk
bg-accept = Terima
bg-refuse = Tolak
bg-next-game = Permainan berikutnya
bg-resign = Menyerah…
bg-resign-single = satu permainan biasa
bg-resign-gammon = gammon
bg-resign-backgammon = backgammon

## What the turn's entry says.

bg-all-played = Semua angka sudah dimainkan: konfirmasi, atau batalkan satu langkah.
bg-none-moves-from-there = Tidak ada pion Anda yang dapat bergerak dari sana.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = Bot kuat akan memainkan: { $plays } (ekuitasnya setelah masing-masing, dalam poin).

## The review of a person's plays after a game.

bg-reviewing = Meninjau langkah Anda…
bg-review-ask = Tinjau langkah saya
bg-review-none = Tidak ada kesalahan yang layak disebut menurut penilaian bot kuat: setiap langkah berada dalam 0,020 dari langkah terbaiknya.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = Kesalahan terbesar menurut penilaian bot kuat (ekuitas yang hilang, dalam poin): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, terbaik { $best } ({ $lost })
bg-review-separator = {"; "}

## Share and open.

bg-share = Bagikan dan buka
bg-share-position-id = ID Posisi
bg-share-match-id = ID Pertandingan
bg-share-xgid = XGID
bg-share-position-link = Tautan ke posisi
bg-share-game-link = Tautan ke permainan
bg-share-moment-link = Tautan ke momen ini
bg-share-game-text = Notasi permainan
bg-copy = Salin
# $row: the row's label (bg-share-…)
bg-copy-row = Salin { $row }
bg-copied = Tersalin.
bg-copy-by-hand = Pilih teksnya lalu salin.
bg-opened = Terbuka.
bg-paste = Tempel ID Posisi:ID Pertandingan, XGID, permainan, atau tautan
bg-open = Buka
bg-paste-first = Tempel dulu sesuatu untuk dibuka.
# $error: why the text is not a game
bg-paste-unreadable = Ini bukan dua ID gnubg, bukan XGID, dan bukan permainan: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · Putih { $white } – Hitam { $black } · { $n ->
   *[other] { $n } aksi
}
# $what: game or position
bg-opened-shared = { $what ->
    [position] Posisi
   *[game] Permainan
} yang dibagikan telah dibuka.
# $what: game or position; $error: what is wrong with it
bg-shared-unreadable = Alamat ini memuat { $what ->
    [position] posisi
   *[game] permainan
} yang tidak dapat dibaca: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = Momen n={ $k } melewati { $n ->
   *[other] { $n } aksi
} permainannya: ditampilkan apa adanya.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = Momen n={ $k } bukan jumlah aksi: ditampilkan apa adanya.
bg-position-form = posisi ditulis PositionID:MatchID (gnubg) atau XGID=… (eXtreme Gammon)

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Titik { $n }{ $pinned ->
    [yes] , satu pion tertindih
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Titik { $n }, { $count } pion { $side }{ $pinned ->
    [yes] , satu pion tertindih
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Papan dilihat dari sisi { $side }
bg-tray-mine = Mengeluarkan: baki
bg-tray-theirs = Baki pihak lawan

## The options form: the next game, the players, the board and its help.

bg-options = Opsi dan permainan baru
# $n: the match's length in points
bg-form-match-to = Pertandingan sampai { $n }
bg-form-next-game = Permainan berikutnya
bg-form-money = Permainan uang
bg-form-play = Main
bg-form-cube = Pakai kubus pengganda
bg-form-crawford = Aturan Crawford
bg-form-jacoby = Aturan Jacoby (gammon baru dihitung setelah kubus diputar)
bg-form-beavers = Beaver dan raccoon
bg-form-automatic = Dobel otomatis bila lemparan pembuka seri
bg-form-auto-limit = Dobel otomatis dalam satu permainan, paling banyak
bg-form-six-six = Seri 6-6 melipattigakan taruhan
bg-form-no-limit = tanpa batas
bg-form-max-cube = Kubus tertinggi
bg-form-new-game = Mulai permainan baru
bg-form-players = Pemain
bg-form-bot-black = Bot memainkan Hitam
bg-form-bot-white = Bot memainkan Putih
bg-form-hotseat = Dua pemain di perangkat ini
bg-form-bots = Bot melawan dirinya sendiri
bg-form-remote = Teman, lewat tautan
bg-form-opponent = Lawan
bg-form-beginner = Pemula
bg-form-club = Klub
bg-form-strong = Kuat
bg-form-level = Tingkat bot
bg-form-board = Papan dan bantuan
bg-form-mirrored = Rumah di sebelah kiri
bg-form-numbers = Nomor titik
bg-form-follow = Dua pemain: putar papan ke arah pemain yang melempar
bg-form-auto-forced = Mainkan langkah terpaksa untuk saya
bg-form-auto-roll = Lempar untuk saya bila saya tidak bisa dobel

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = gammon dan backgammon dihitung (gnubg); mati: setiap permainan bernilai satu (deskripsi berbahasa Indonesia)
bg-option-dutch-hit-after-home = pion tunggal hanya boleh dipukul oleh pemain yang punya pion di rumahnya; mati: kapan saja
bg-option-nardy-first-three-three = lemparan pertama 6-6, 4-4, atau 3-3 membolehkan dua pion meninggalkan kepala; mati: hanya 6-6 dan 4-4
bg-option-nardy-block-each-landing = pendaratan dadu mana pun tidak boleh membentuk blok enam titik terlarang, sesaat pun; mati: hanya posisi setelah seluruh langkah yang dihitung
bg-option-fevga-pass-start = pion pertama harus melewati titik awal lawan sebelum pion kedua meninggalkan titik awal; mati: mencapai kuarter awal lawan
bg-option-fevga-block-each-landing = pendaratan dadu mana pun tidak boleh membentuk blok terlarang (enam berturut-turut, kuarter awal lawan), sesaat pun; mati: hanya posisi setelah seluruh langkah yang dihitung
bg-option-portes-double-if-none-off = permainan bernilai 2 bila yang kalah belum mengeluarkan satu pion pun; mati: bila ia masih punya pion di kuarter awalnya
bg-option-russian-enter-all-first = ke-15 pion dimasukkan sebelum langkah lain; mati: kapan pun pemain mau
bg-option-russian-hitting = pion tunggal dipukul; mati: satu pion saja sudah menutup titiknya
bg-option-russian-complements-from-first = pelengkap dobel dan melempar lagi sejak dobel pertama; mati: hanya setelah semua pion pemain masuk
bg-option-gul-bara-opponent-plays-rest = lawan memainkan angka yang tidak bisa dimainkan pemain; mati: angka itu hilang
bg-option-acey-deucey-european = setelah 1-2, dobel pilihan lalu pelengkapnya; mati: dobel pilihan saja
bg-option-jacquet-blocking = tanpa memukul: titik berisi pion lawan tertutup (aturan Prancis); mati: pion tunggal dipukul dan masuk kembali (Ludii)
bg-option-chase-doublets-roll-again = setelah dobel pemain melempar lagi sampai kedua dadu berbeda (deskripsi berbahasa Indonesia); mati: dobel versi bkgm (pustaka backgammon), dimainkan sekali (6-6 dua kali, empat angka enam) tanpa melempar lagi, kecuali dobel pion terakhir selain 1-1 dan 6-6
bg-option-chase-lower-starts = dadu pembuka yang lebih rendah memulai (bkgm); mati: yang lebih tinggi; ia melempar lagi untuk langkah pertamanya

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = Putih
bg-black = Hitam

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Semua dadu lemparan ini sudah dimainkan.
bg-refused-no-such-number = Tidak ada dadu tersisa yang menunjukkan angka itu.
bg-refused-no-checker = Anda tidak punya pion di sana.
bg-refused-enter-first = Pion di bar harus masuk sebelum langkah lain.
bg-refused-enter-all-first = Semua pion Anda harus dimasukkan sebelum langkah lain.
bg-refused-point-closed = Dua pion lawan atau lebih menguasai titik itu.
bg-refused-point-occupied = Satu pion lawan menguasai titik itu (tidak ada pukulan dalam permainan ini).
bg-refused-point-held-by-pin = Lawan menindih salah satu pion Anda di sana: titik itu miliknya.
bg-refused-checker-pinned = Pion itu tertindih: tidak bisa bergerak sampai pion lawan di atasnya pergi.
bg-refused-pinned-at-home = Tidak boleh mengeluarkan pion selama salah satu pion Anda tertindih di rumah Anda.
bg-refused-not-all-home = Mengeluarkan pion menunggu sampai semua pion Anda ada di rumah Anda.
bg-refused-higher-checker-first = Angka yang lebih tinggi hanya mengeluarkan pion dari titik tertinggi Anda.
bg-refused-no-hit-without-home-checker = Anda baru boleh memukul setelah punya pion di rumah Anda.
bg-refused-one-from-the-head = Hanya satu pion meninggalkan kepala setiap giliran (dua pada 6-6, 4-4, atau 3-3 pertama).
bg-refused-first-checker-first = Pion pertama Anda harus melewati titik awal lawan sebelum pion lain meninggalkan titik awal Anda.
bg-refused-courier-first = Kurir Anda harus mencapai rumah Anda sebelum pion lain meninggalkan titik awal Anda.
bg-refused-forbidden-block = Itu akan menyisakan blok yang dilarang aturan: enam titik berturut-turut di jalur lawan tanpa satu pun pionnya yang sudah melewatinya (dalam Fevga juga keenam titik kuarter awalnya).
bg-refused-must-use-both-dice = Kedua dadu bisa dimainkan, dan setelah langkah ini tidak bisa lagi.
bg-refused-must-use-higher-die = Hanya satu dadu yang bisa dimainkan, jadi harus yang lebih tinggi.
bg-refused-must-play-more = Dobel ini bisa dimainkan lebih banyak daripada yang dibolehkan langkah ini.
bg-refused-only-ones-and-sixes = Dalam Mengejar hanya angka 1, 6, dan dobel yang dihitung.
bg-refused-one-checker-a-point = Dalam Mengejar satu titik hanya memuat satu pion.
bg-refused-last-checker-by-corners = Pion terakhir Anda hanya bergerak dengan angka 1 dan 6, dari sudut ke sudut: angka 1 ke sudut terdekat di depan, angka 6 ke sudut sesudahnya.
bg-refused-last-checker-to-corners = Pion terakhir Anda berada di sudut: ia hanya bergerak ke sudut.
bg-refused-last-checker-safe = Pion terakhir lawan hanya bisa ditangkap di sudut, dan tidak di antara dua pion Anda.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Permainan { $n }
# $n: the game's number in the session
bg-log-game-crawford = Permainan { $n } — permainan Crawford: tanpa dobel
# $die: the number both rolled
bg-log-opening-tie = Keduanya melempar { $die }: lemparan pembuka diulang.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = Keduanya melempar { $die }: lemparan pembuka diulang: dobel otomatis, kubus bernilai { $cube }.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Lemparan pembuka: Putih { $white }, Hitam { $black }. { $first } mulai.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: tidak ada langkah
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = { $side } mendapat satu lemparan lagi: mengeluarkan pion terakhirnya berarti seri.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = { $side } melempar { $roll } dan tidak bisa memainkan angka apa pun: setiap titik pendaratan tertutup.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = { $side } memainkan { $part ->
    [complement] pelengkapnya
    [cascade] dobel berikutnya dalam rangkaian
    [chosen] dobel pilihan
    [chosen-complement] pelengkap dobel pilihan
    [opponents-rest] angka yang tidak bisa dimainkan lawan
   *[roll] lemparannya
}: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = { $side } menyebut dobel { $die }-{ $die }.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = { $side } sudah memainkan semua bagian gilirannya dan melempar lagi.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = { $side } tidak bisa memainkan { $dice } sepenuhnya: sisa gilirannya hilang.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = Angka { $dice } tidak bisa dimainkan: { $side } memainkannya.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = { $side } { $action ->
    [beaver] melakukan beaver
    [raccoon] melakukan raccoon
   *[double] menawarkan dobel
} menjadi { $value }.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = { $side } menerima: kubus bernilai { $value }, milik { $owner }.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = { $side } menolak.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = { $side } menawarkan menyerah dengan { $result ->
    [gammon] gammon
    [backgammon] backgammon
   *[single] satu permainan biasa
}.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = { $side } menerima.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = { $side } menolak: permainan berlanjut.
bg-log-drawn = Permainan seri: tanpa poin.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = { $side } menang { $result ->
    [gammon] gammon
    [backgammon] backgammon
   *[single] biasa
}{ $how ->
    [dropped] {" "}(dobel ditolak)
    [resigned] {" "}(menyerah)
    [mother] {" "}(ibu tertindih)
   *[played] {""}
}: { $points ->
   *[other] { $points } poin
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = { $side } menang { $result ->
    [gammon] gammon
    [backgammon] backgammon
   *[single] biasa
}{ $how ->
    [dropped] {" "}(dobel ditolak)
    [resigned] {" "}(menyerah)
    [mother] {" "}(ibu tertindih)
   *[played] {""}
} × { $times }: { $points ->
   *[other] { $points } poin
}.
# $white, $black: each side's points
bg-log-score = Skor: Putih { $white }, Hitam { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = { $side } memenangkan pertandingan { $won }–{ $lost }.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = memukul { $n ->
   *[other] { $n } pion tunggal
}
# $n: how many checkers were pinned
bg-note-pins = menindih { $n ->
   *[other] { $n } pion
}
# $n: how many checkers were captured
bg-note-captures = menangkap { $n ->
   *[other] { $n } pion
} untuk selamanya
bg-note-forced = terpaksa: satu-satunya langkah sah
bg-note-higher-die = salah satu angka bisa dimainkan tetapi tidak keduanya: aturan mengambil yang lebih tinggi
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
   *[other] { $dice } tidak bisa dimainkan
}
# $why: why the saved text cannot be read (its notation's error, in English)
bg-restore-failed = Permainan tersimpan Anda tidak dapat dipulihkan ({ $why }). Permainan itu disimpan terpisah di peramban ini; permainan baru dimulai.
