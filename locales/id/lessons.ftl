## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Memukul
les-group-battre-le-coin = Coin de repos dan passage
les-group-fill-petit-jan = Mengisi dan mempertahankan
les-group-impuissance = Impuissance
les-group-mezeas = Jan langka
les-group-sortie = Sortie, trou, dan bredouille
les-group-tenir = Tenir atau s'en aller
les-hit-petit-jan-title = Pukulan sejati di tabel petit jan
les-hit-petit-jan-intro = Hitam punya pion tunggal di petak 3 Anda (ia bisa datang sejauh itu karena Anda tidak lagi bisa membuat petit jan). Setiap angka lemparan Anda yang mencapainya dari salah satu pion Anda adalah satu cara untuk memukulnya secara sejati (battre à vrai).
les-hit-petit-jan-explanation = Angka 2 mencapai petak 3 dari talon dan as dari petak 2: dua cara, masing-masing 4 poin di tabel petit jan, jadi 8 poin. Jumlah 3 tidak bisa berangkat dari mana pun.
les-hit-grand-jan-title = Tiga cara di tabel grand jan
les-hit-grand-jan-intro = Pion tunggal Hitam berada di petak 14 Anda. Hitung caranya per angka: dengan 3, dengan 2, dan dengan jumlahnya, pion mana pun yang mewujudkannya.
les-hit-grand-jan-explanation = Dengan 3 dari petak 11, dengan 2 dari coin de repos Anda (pukulan bersifat maya, jadi pion di coin boleh memukul), dengan 5 dari petak 9 melewati petak 11 atau 12 milik Anda: tiga cara bernilai 2 poin di tabel grand jan, 6 poin.
les-hit-doublet-title = Memukul dengan dobel
les-hit-doublet-intro = Dobel dimainkan sekali, bukan dua kali: angkanya adalah angka tunggal dan gandanya. Pion tunggal Hitam kembali berada di petak 3 Anda, dan Anda melempar bezet (as ganda).
les-hit-doublet-explanation = Dengan 1 dari petak 2 dan dengan 2 dari talon melewati petak 2 milik Anda: dua cara, masing-masing 6 poin di tabel petit jan dengan dobel, 12 poin.
les-hit-false-title = Pukulan palsu (battre à faux)
les-hit-false-intro = Pion Anda di petak 11 hanya dapat mencapai pion tunggal Hitam di petak 18 lewat jumlah 7. Perhatikan kedua jalan lewatnya, petak 14 dan 15.
les-hit-false-explanation = Kedua jalan lewat itu berisi dua pion Hitam atau lebih: pukulan lewat jumlah itu palsu, dan pukulan palsu memberi poin kepada lawan, 2 poin di tabel grand jan (4 dengan dobel).
les-hit-both-tables-title = Sejati dan palsu dalam satu lemparan
les-hit-both-tables-intro = Dua pion tunggal Hitam: satu di petak 4 Anda, satu di petak 18 Anda. Setiap sasaran dinilai sendiri-sendiri.
les-hit-both-tables-explanation = Angka 3 dari talon memukul petak 4 secara sejati: 4 poin di tabel petit jan, untuk Anda. Petak 18 hanya dapat dicapai dengan 7 dari petak 11 dengan kedua jalan lewat (14 dan 15) tertutup: pukulan palsu itu memberi Hitam 2 poin, bukan Anda.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = Anda menguasai coin de repos Anda dengan tiga pion dan coin milik Hitam (petak 13 Anda) kosong. Dapatkah satu pion dengan masing-masing angka pergi ke sana?
les-battre-le-coin-explanation = Angka 2 dari petak 11 dan as dari surcase coin sama-sama akan mendarat di petak 13: Anda memukul coin, 4 poin (6 dengan dobel), hanya satu cara. Dua pion terakhir di coin tidak bisa membantu.
les-coin-par-puissance-title = Mengambil coin par puissance
les-coin-par-puissance-intro = Coin de repos Hitam (petak 13 Anda) kosong. Pion Anda di 7 dan 8 dapat mencapainya, satu dengan 6 dan satu dengan 5; Anda tidak bisa membawa dua pion ke coin Anda sendiri secara wajar.
les-coin-par-puissance-explanation = Tidak ada pion yang boleh berhenti di coin lawan, tetapi karena Anda bisa membawa dua pion ke sana, Anda boleh mengambil coin Anda sendiri par puissance: keduanya berhenti satu petak sebelumnya, di 12. Pergi ke 14 juga ditolak: Hitam masih bisa membuat grand jan-nya, jadi tidak ada pion yang boleh berhenti di kuarter ketiga Anda (13 sampai 18).
les-passage-title = Passage menuju jeu de retour
les-passage-intro = Semua pion Hitam ada di sisinya sendiri, di talon dan petak 8 miliknya: ia masih bisa membuat petit jan dan grand jan-nya. Dua pion Anda di 8 berada dekat tengah papan.
les-passage-explanation = Selama lawan masih bisa membuat grand jan-nya, tidak ada pion yang boleh berhenti di kuarter ketiga Anda (13 sampai 18), tidak pula di kuarter keempat selama ia masih bisa membuat petit jan-nya, dan tidak ada yang pernah berhenti di coin miliknya (13): yang tersisa hanya langkah di dalam sisi Anda sendiri, seperti 1→7, 1→6.
les-fill-petit-jan-title = Mengisi petit jan: cara per angka
les-fill-petit-jan-intro = Hanya petak 4 yang merupakan demi-case (setengah petak) di kuarter pertama Anda. Setiap angka (2, as, jumlahnya) yang dapat menutupnya tanpa membuka petak lain adalah satu cara.
les-fill-petit-jan-explanation = Dengan as dari petak 3 (petak itu tetap berisi dua) dan dengan 3 tout d'une dari talon: dua cara bernilai 4, 8 poin. Angka 2 dari petak 2 akan membuka petak 2, jadi itu bukan cara.
les-fill-grand-jan-title = Mengisi grand jan
les-fill-grand-jan-intro = Kuarter kedua Anda (petak 7 sampai 12) kekurangan satu pion di petak 11. Setiap angka yang menutupnya tanpa membuka petak lain adalah satu cara.
les-fill-grand-jan-explanation = Dengan as dari petak 10 dan dengan 4 tout d'une dari petak 7 (masing-masing tetap berisi dua): dua cara bernilai 4, 8 poin. Angka 3 dari petak 8 akan membuka petak 8, jadi itu bukan cara.
les-conserve-title = Mempertahankan jan yang terisi
les-conserve-intro = Petit jan Anda sudah terisi. Dengan dobel ini, dapatkah Anda memainkan kedua angka 3 tanpa merusaknya?
les-conserve-explanation = Ya: surcase petak 5 maju ke petak 8, lalu ke 11, dan jan tetap utuh. Mempertahankan bernilai 6 dengan dobel (4 dengan lemparan biasa), satu cara.
les-jan-de-retour-title = Mengisi jan de retour
les-jan-de-retour-intro = Dalam jeu de retour kuarter terakhir Anda (petak 19 sampai 24) kekurangan satu pion di petak 23.
les-jan-de-retour-explanation = Dengan as dari petak 22 dan dengan 4 tout d'une dari petak 19 (masing-masing tetap berisi dua): dua cara bernilai 4, 8 poin. Angka 3 dari petak 20 akan membuka petak 20, jadi itu bukan cara.
les-impuissance-title = Impuissance
les-impuissance-intro = Anda melempar carmes (empat ganda). Hitam menguasai petak 13 sampai 16 Anda. Setiap angka yang tidak bisa Anda mainkan memberi lawan 2 poin.
les-impuissance-explanation = Dari petak 9, 10, 11, dan 12 angka 4 mendarat di 13, 14, 15, atau 16, semuanya dikuasai Hitam (13 adalah coin miliknya): tidak satu pun angka 4 bisa dimainkan, jadi Hitam mendapat 2 untuk masing-masing, 4 poin.
les-conserver-par-impuissance-title = Mempertahankan par impuissance
les-conserver-par-impuissance-intro = Jan de retour Anda sudah terisi; coin de repos Anda masih berisi dua pion dan satu pion berada di petak 17. Hitam menguasai petak 18 Anda. Anda melempar sonnez (enam ganda).
les-conserver-par-impuissance-explanation = Satu angka 6 membawa pion petak 17 ke 23. Yang lain tidak bisa dimainkan: kedua pion di coin akan mendarat di petak 18 milik Hitam, dan tidak ada yang boleh dikeluarkan selama keduanya di luar kuarter terakhir. Hitam mendapat poin impuissance itu (2), dan Anda, yang jan-nya tetap utuh, mempertahankannya par impuissance: 6 dengan dobel.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Dua pion Anda satu-satunya yang sudah keluar dari talon menguasai coin de repos Anda, dan Anda melempar as.
les-mezeas-explanation = Itulah jan de mézéas: 4 poin dengan satu as (6 dengan dua as). Seandainya Hitam juga menguasai coin miliknya, poinnya akan menjadi milik Hitam (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Posisinya hampir sama dengan jan de mézéas, tetapi dua pion Hitam juga menguasai coin de repos miliknya.
les-contre-mezeas-explanation = Bila lawan juga menguasai coin miliknya, mézéas berbalik melawan Anda: contre-jan memberi Hitam 4 poin (6 dengan dua as), dan Anda tidak mendapat apa-apa darinya.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = Hanya dua pion yang sudah meninggalkan talon Anda, keduanya di petak 7. Dapatkah keduanya pergi masing-masing ke satu coin de repos dengan kedua angka?
les-deux-tables-explanation = Angka 5 membawa satu pion dari petak 7 ke coin Anda (12) dan angka 6 membawa yang lain ke coin Hitam (13): jan de deux tables, 4 poin (6 dengan dobel). Cukup mungkin dalam angan-angan; Anda tidak boleh benar-benar pergi ke 13.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Dua pion Anda yang sudah keluar dari talon berada di petak 7, seperti pada jan de deux tables; tetapi Hitam sudah membawa dua pion ke coin de repos miliknya (petak 13 Anda).
les-contre-deux-tables-explanation = Angka 5 dan 6 masih akan membawa satu pion ke masing-masing coin, tetapi Hitam menguasai coin miliknya: jan berbalik melawan Anda, dan contre-jan de deux tables memberi Hitam 4 poin (6 dengan dobel).
les-six-tables-title = Jan de six tables
les-six-tables-intro = Ini lemparan ketiga Anda. Anda punya satu pion di masing-masing petak 3, 5, 6, dan 7.
les-six-tables-explanation = As dan 3 dari talon akan menaruh pion di petak 2 dan 4: enam petak terisi dalam tiga lemparan, jan de six tables, 4 poin. Anda tidak harus memainkannya begitu.
les-sortie-title = Sortie
les-sortie-intro = Dua pion terakhir Anda berada di petak 23 dan 24; Hitam masih punya satu pion.
les-sortie-explanation = Angka 2 mengeluarkan pion petak 23 dan as pion petak 24: yang pertama mengeluarkan semua pionnya mendapat 4 (6 dengan dobel), lalu relevé baru dimulai.
les-bredouille-title = Bredouille: dua trou
les-bredouille-intro = Anda punya 8 poin dan Hitam tidak punya: Anda mencatat semuanya sejak Hitam terakhir mendapat poin, jadi Anda en bredouille. Hitung poin lemparan ini, lalu trou yang dihasilkannya.
les-bredouille-explanation = Dengan 5 dari petak 10 Anda memukul petak 15 secara sejati: 4 poin dengan dobel di tabel grand jan. 8 + 4 = 12, dicapai tanpa Hitam mendapat poin di antaranya: trou en bredouille bernilai ganda, 2 trou. Seandainya Hitam mendapat poin sejak poin pertama Anda, hasilnya satu trou saja.
les-bredouille-interrupted-title = Disela: satu trou saja
les-bredouille-interrupted-intro = Lemparan yang sama, tetapi Anda berdua punya 8 poin: Hitam mendapat poin setelah poin pertama Anda, jadi Anda tidak lagi en bredouille.
les-bredouille-interrupted-explanation = Lemparan ini memberi Anda 4 poin yang sama (dengan 5 dari petak 10 ke petak 15), dan 8 + 4 = 12 menjadi satu trou. Poin Hitam telah menyela poin Anda: satu trou, 1, bukan 2. Delapan poin Hitam dihapus.
les-tenir-title = Tenir: menyimpan kelebihan
les-tenir-intro = Anda punya 8 poin, Hitam 4. Lemparan ini memberi Anda satu trou; Anda memilih bertahan (tenir) dan melanjutkan permainan.
les-tenir-explanation = Dua pion dari petak 10 dapat pergi ke coin Hitam yang kosong masing-masing dengan 3: Anda memukul coin, 6 poin dengan dobel. 8 + 6 = 14: satu trou (Hitam sudah menyela Anda), dan kelebihan 2 poin tetap di keping Anda bila Anda bertahan. Empat poin Hitam dihapus; lalu ia mencatat 4 poin dari impuissance Anda, karena tidak satu pun angka 3 Anda bisa dimainkan.
les-s-en-aller-title = S'en aller: apa yang hilang dari lawan
les-s-en-aller-intro = Lemparan yang sama memberi Anda satu trou, dan kali ini Anda pergi (s'en aller) alih-alih bertahan.
les-s-en-aller-explanation = Dengan pergi, Anda melepaskan kelebihan 2 poin Anda: semua keping kembali ke pita dan kedua pihak menaruh lagi pionnya di talon untuk relevé baru, yang Anda mulai. Hitam tidak boleh mencatat apa yang diberikan lemparan ini kepadanya: 4 poin dari impuissance Anda (2 untuk setiap angka 3 yang tidak bisa Anda mainkan) hilang baginya.

## The lessons' panel.

les-lessons = Pelajaran
les-guided-lessons = Pelajaran terpandu
les-close = Tutup pelajaran
les-check = Periksa
les-next-lesson = Pelajaran berikutnya
les-to-partie = Sekarang mainkan partie dalam mode sekolah
les-try-again = Belum tepat: coba lagi.
les-right = Benar!
les-all-lessons = ← Semua pelajaran
les-your-answer = Jawaban Anda
# $name: the lesson the address asked for (after "#lesson-")
les-missing = Alamat ini meminta pelajaran “{ $name }” yang tidak ada: berikut semua pelajaran.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(selesai)
les-holes = Trou
les-points = Poin
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Belum tepat. Jawabannya { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→keluar

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = Berapa poin yang diberikan lemparan ini kepada { $side }?
les-question-points-opponent = Berapa poin yang diberikan lemparan ini kepada lawan, { $side }?
les-question-play = Manakah dari langkah ini yang sah?
les-question-holes = Berapa trou yang diberikan lemparan ini kepada { $side }?
les-question-tenir = { $roller } bertahan (tenir): berapa poin yang ia simpan?
les-question-s-en-aller = { $roller } pergi (s'en aller): berapa poin dari lemparan ini yang hilang dari { $opponent }?
