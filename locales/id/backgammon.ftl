## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Semua permainan
bg-keys = Tombol
bg-rules = Aturan
bg-close = tutup
bg-log = catatan
bg-bar = bar
# $error: why the file could not be fetched (the browser's words), or read (bg-why-net-file)
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
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Permainan berikutnya bila Anda siap.
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
# $error: why the text is not a game (a bg-why-notation-… reason)
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
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
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
bg-pips-of = { $side }: { $n } pip lagi

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
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Lemparan pembuka: Putih { $white }, Hitam { $black }. { $first } mulai dan melempar lagi untuk langkah pertamanya.
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
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Permainan tersimpan Anda tidak dapat dipulihkan ({ $why }). Permainan itu disimpan terpisah di peramban ini; permainan baru dimulai.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = XGID terdiri atas 10 bagian yang dipisahkan “:”, bukan { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = bagian posisi XGID terdiri atas 26 karakter, bukan { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = bagian posisi XGID memuat “{ $character }” pada karakter ke-{ $position }, padahal di situ seharusnya “-”, A sampai P, atau a sampai p
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } punya { $count } pion dalam XGID, lebih dari 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = kedua pihak punya pion di titik { $point } menurut penomoran { $side }
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = kedua pihak sama-sama punya pion di bar, padahal rumah lawan masing-masing tertutup
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = bagian ke-{ $n } XGID ({ $part ->
    [cube] nilai kubus
    [owner] pemilik kubus
    [turn] giliran
    [score] skor { $side }
    [rules] aturan Crawford dan Jacoby
    [length] panjang pertandingan
   *[max-cube] kubus tertinggi
}) bukan bilangan bulat
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = eksponen kubus { $log2 } tidak berada dalam rentang 0 sampai 12 (kubus 1 sampai 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = nilai pemilik kubus { $value } bukan -1, 0, atau 1
# $value: the value read for the turn
bg-why-xgid-turn = nilai giliran { $value } bukan 1 atau -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = bagian dadu terdiri atas { $length ->
   *[other] { $length } karakter
}, padahal seharusnya D atau dua angka
# $die: the number read
bg-why-xgid-die = dadu menunjukkan angka 1 sampai 6, bukan { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = bagian dadu memuat “{ $character }” di tempat yang seharusnya berisi angka
# $side: whose score; $score: the score read
bg-why-xgid-score = skor { $side }, { $score }, tidak berada dalam rentang 0 sampai 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = skor { $side }, { $score }, tidak lebih kecil daripada panjang pertandingan, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = nilai Crawford dan Jacoby { $value } melebihi { $max } untuk { $play ->
    [match] pertandingan
   *[money] permainan uang
}
# $length: the match length read
bg-why-xgid-match-length = panjang pertandingan { $length } tidak berada dalam rentang 0 sampai 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = eksponen kubus tertinggi { $log2 } tidak berada dalam rentang 0 sampai 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = isian ID Pertandingan tidak sah: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = ID Pertandingan terdiri atas 12 karakter, bukan { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = ID Pertandingan memuat “{ $character }” pada karakter ke-{ $position }, dan itu bukan karakter Base64 (A-Z, a-z, 0-9, +, atau /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = ID Pertandingan mengisi bit-bit terakhirnya yang tidak dipakai (nilai { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = eksponen kubus { $log2 } lebih dari 12: kubus terbesar adalah 4096
# $value: the cube's value
bg-why-match-id-cube-value = nilai kubus { $value } bukan pangkat dua dari 1 sampai 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = isian pemilik kubus berisi { $bits }, yang tidak menunjuk siapa pun
# $code: the value of the game state's field
bg-why-match-id-game-state = status permainan { $code } bukan salah satu dari 0 sampai 4
# $die: the number read
bg-why-match-id-die = dadu menunjukkan angka 1 sampai 6, bukan { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = dadu { $a } dan { $b } tidak sama-sama sudah dilempar dan tidak pula sama-sama belum dilempar
# $length: the match length read
bg-why-match-id-match-too-long = pertandingan { $length } poin lebih panjang daripada 64 poin yang diizinkan gnubg
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = skor { $side }, { $score }, tidak muat dalam 15 bit
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = skor { $side }, { $score }, melampaui panjang pertandingan, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = permainan uang tidak punya permainan Crawford
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = permainan Crawford ditandai pada skor Putih { $white }, Hitam { $black } dalam pertandingan { $length } poin, padahal tidak ada yang tinggal satu poin lagi untuk menang
# $value: the cube's value
bg-why-match-id-cube-in-crawford = kubus bernilai { $value } dalam permainan Crawford, padahal di sana kubus tidak dipakai
# $length: the Position ID's length in characters
bg-why-position-id-length = ID Posisi terdiri atas 14 karakter, sedangkan yang ini { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = ID Posisi ditulis dengan A-Z, a-z, 0-9, +, dan /: “{ $character }” pada karakter ke-{ $position } bukan salah satunya
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = bit-bit ID Posisi habis sebelum 50 hitungan pionnya lengkap
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = posisi dalam ID Posisi tidak mungkin: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = permainan dalam ID ini sudah selesai
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = di sini pertandingan dimainkan sampai paling banyak { $max } poin, bukan { $length }
# no argument
bg-why-notation-empty = teks permainan kosong
# $version: the version this program reads ("1")
bg-why-notation-version = bukan teks permainan backgammon versi { $version } (teks seperti itu diawali “{ $version }.”)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = “{ $character }” pada karakter ke-{ $position } bukan karakter catatan permainan (A-Z, a-z, 0-9, -, dan _)
# no argument
bg-why-notation-malformed = panjang catatan permainan ini tidak mungkin dimiliki catatan mana pun: catatan itu terpotong atau diubah
# no argument
bg-why-notation-truncated-header = catatan permainan berakhir di tengah header-nya
# $action: the action the record ends before
bg-why-notation-truncated = catatan permainan berakhir sebelum aksi ke-{ $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = header catatan permainan memuat { $value }, padahal di sana hanya bisa ada 0 sampai { $max }
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = aksi ke-{ $action } catatan permainan memuat { $value }, padahal di sana hanya bisa ada 0 sampai { $max }
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = opsi permainan ini tidak dapat dimainkan: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = awal permainan ini tidak dapat disiapkan: { $reason }
# no argument
bg-why-notation-position = posisi awal permainan ini tidak mungkin
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = aksi ke-{ $action } catatan permainan ditolak: { $reason }
# no argument
bg-why-notation-trailing = masih ada sesuatu setelah aksi terakhir catatan permainan
# no argument
bg-why-notation-unwritable = permainan ini tidak dapat ditulis dalam notasi permainan
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = awal permainan tidak dapat disiapkan: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = aksi ke-{ $action } catatan ditolak: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = aksi itu tidak bisa dilakukan sekarang: { $phase ->
    [opening] permainan menunggu lemparan pembuka
    [before-roll] permainan menunggu lemparan atau dobel
    [cube-offered] permainan menunggu jawaban atas { $action ->
        [beaver] beaver
        [raccoon] raccoon
       *[double] dobel
    } { $side } menjadi { $value }
    [move] permainan menunggu langkah
    [choose-double] permainan menunggu dobel yang harus disebutkan
    [resign-offered] permainan menunggu jawaban atas tawaran { $side } untuk menyerah dengan { $result ->
        [gammon] gammon
        [backgammon] backgammon
       *[single] satu permainan biasa
    }
    [game-over] permainan menunggu permainan berikutnya
   *[match-over] tidak ada lagi yang ditunggu: pertandingan sudah selesai
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = sekarang giliran { $to_act } untuk bertindak, bukan { $side }
# $die: the number given
bg-why-game-bad-die = dadu menunjukkan angka 1 sampai 6, bukan { $die }
# no argument
bg-why-game-illegal-play = itu bukan cara yang sah untuk memainkan lemparan ini
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] dobel
} tidak diizinkan sekarang: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = kubus tidak dipakai dalam permainan ini
# $side: the cube's owner
bg-why-cube-refusal-owned = kubus milik { $side }
# no argument
bg-why-cube-refusal-crawford = tidak ada dobel dalam permainan Crawford: kubus tidak dipakai
# no argument
bg-why-cube-refusal-trailer-in-crawford = dalam permainan Crawford pihak yang tertinggal tidak boleh menawarkan dobel
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = kubus tidak boleh melebihi { $max }
# no argument
bg-why-cube-refusal-before-first-move = kubus tidak boleh diputar sebelum langkah pertama permainan
# no argument
bg-why-cube-refusal-already-doubled = Anda sudah menawarkan dobel pada giliran ini
# no argument
bg-why-cube-refusal-money-only = beaver dan raccoon hanya ada dalam permainan uang
# no argument
bg-why-cube-refusal-no-beaver = beaver tidak mungkin dilakukan di sini
# no argument
bg-why-cube-refusal-no-raccoon = raccoon tidak mungkin dilakukan di sini
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = tidak ada dobel pada lemparan terakhir: lawan sudah mengeluarkan semua pionnya
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = posisi ini memuat { $found ->
   *[other] { $found } pion
} per pihak, sedangkan permainan ini memakai { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] pemain yang mendapat giliran
   *[opponent] lawan
} sudah mengeluarkan semua pionnya
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = kubus bernilai { $value } melebihi batas tertinggi { $max }
# no argument
bg-why-setup-cube-in-crawford = kubus tidak dipakai dalam permainan Crawford: nilainya harus 1, di tengah
# no argument
bg-why-setup-zero-stake = pengali taruhan paling sedikit 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = panjang pertandingan 1 sampai { $max } poin, bukan { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = kubus tertinggi adalah pangkat dua dari 1 sampai { $max }, bukan { $value }
# no argument
bg-why-options-raccoons-without-beavers = raccoon adalah jawaban atas beaver: raccoon memerlukan beaver
# $white, $black: each side's score
bg-why-score-match-over = pertandingan sudah selesai pada skor Putih { $white }, Hitam { $black }
# no argument
bg-why-score-not-crawford = permainan Crawford memerlukan pertandingan dengan aturan Crawford dan tepat satu pemain yang tinggal satu poin lagi untuk menang
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = kubus menunjukkan pangkat dua dari 1 sampai { $max }, bukan { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = kubus bernilai 1 berada di tengah: { $side } tidak bisa memilikinya
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] pemain yang mendapat giliran
   *[opponent] lawan
} punya { $count } pion di papan, lebih dari { $max } pion yang dipakai permainan ini
# $point: the point, counted from the player on roll
bg-why-position-shared-point = kedua pemain punya pion di titik { $point } (dihitung dari pemain yang mendapat giliran)
# $n: the number of checkers a side given
bg-why-position-checker-count = satu pihak punya 1 sampai 15 pion, bukan { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = pion tertindih milik { $player ->
    [on-roll] pemain yang mendapat giliran
   *[opponent] lawan
} di titik { $point } (dihitung dari sisinya) tidak sendirian di bawah pion lawan
# $version: the version this program reads ("1")
bg-why-position-text-shape = teks posisi berbentuk { $version }.<varian>.<titik>.<bar>.<cadangan>, lalu .p<tindihan> bila ada pion yang tertindih
# $name: the rule set's name read
bg-why-position-text-variant = “{ $name }” bukan nama set aturan
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = “{ $character }” pada karakter ke-{ $position } bagian titik bukan jumlah pion (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = bagian titik menggambarkan { $n ->
   *[other] { $n } titik
}, bukan 24
# no argument
bg-why-position-text-counts = bar dan cadangan ditulis sebagai dua bilangan sampai 15, seperti 1-0
# no argument
bg-why-position-text-pins = tindihan ditulis p lalu titik-titik berisi pion dari 1 sampai 24 dalam urutan naik, dipisahkan -, seperti p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = { $game } tidak mengenal pion tertindih
# no argument
bg-why-net-magic = bukan file jaringan (tidak diawali TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = file jaringan ini versi { $version }; program ini membaca versi { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = file jaringan ini untuk set aturan yang tidak dikenal, “{ $name }”
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = jaringan ini punya { $inputs } masukan, { $hidden } unit tersembunyi, dan { $outputs } keluaran; program ini memerlukan { $want_inputs } masukan, 1 sampai 1024 unit tersembunyi, dan { $want_outputs } keluaran
# no argument
bg-why-net-truncated = file jaringan terpotong
# $n: how many bytes follow
bg-why-net-trailing = masih ada { $n ->
   *[other] { $n } byte
} setelah bobot jaringan
# no argument
bg-why-net-not-finite = salah satu bobot jaringan bukan bilangan berhingga
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
