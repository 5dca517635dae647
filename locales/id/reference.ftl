## The rule reference of the Grand Trictrac: its sections (title, paragraphs, list items) and the captions of its diagrams. The game's French terms stay French in every language.

ref-ex-board-caption = Posisi awal, dinomori untuk Putih: talon miliknya (1) dengan kelima belas pion, coin de repos miliknya (12), coin de repos Hitam (13), dan talon Hitam (24).
ref-ex-move-caption = Putih melempar 5 dan 3 lalu memainkan satu pion sejauh 5 dan pion lain sejauh 3. Ia juga bisa memainkan satu pion tout d'une dari 1 ke 9.
ref-ex-corner-natural-caption = Dengan 5 dan 4 Putih mengambil coin de repos miliknya secara wajar: satu pion dengan masing-masing angka, keduanya mendarat bersama di 12.
ref-ex-corner-puissance-caption = Dengan 5 dan 4 pion di 8 dan 9 sama-sama bisa mencapai coin Hitam yang kosong (13): Putih mengambil coin miliknya sendiri par puissance, masing-masing pion berhenti satu petak sebelumnya.
ref-ex-passage-caption = Hitam, yang semua pionnya di talon, masih bisa membuat petit jan-nya, jadi tidak ada pion putih yang boleh melewati 12 milik Putih: pion di 10 dan 11 tidak boleh memainkan 6 maupun 5 (ke 15, 16, atau 17). Putih bermain dari talon-nya saja.
ref-ex-sortie-caption = Dua pion terakhir Putih berada di 23 dan 24; dengan 2 dan as keduanya keluar. Ia yang pertama mengeluarkan kelima belasnya: sortie, 4 poin (6 dengan dobel).
ref-ex-bredouille-caption = Putih mencatat 4 poin, lalu Hitam 2: Putih débredouillé, dan keping bredouille berpindah ke samping keping Hitam, yang kini en bredouille.
ref-ex-pavillon-caption = Putih sudah mengambil 3 trou ketika Hitam memenangkan trou pertamanya (2, en bredouille): Hitam mengambil pavillon ke trou awal pasaknya dan masih bisa menang en grande bredouille.
ref-ex-six-tables-caption = Lemparan ketiga Putih: pion di 2, 3, 4, dan 5, dan 6 dan 5 bisa membawa dua pion lagi ke 7 dan 6. Jan de six tables, 4 poin — ia tidak harus memainkannya begitu.
ref-ex-deux-tables-caption = Hanya dua pion yang sudah keluar dari talon Putih; dengan 6 dan 5 satu bisa pergi ke coin miliknya (6 + 6) dan yang lain ke coin Hitam (8 + 5). Jan de deux tables, 4 poin.
ref-ex-mezeas-caption = Putih menguasai coin miliknya dengan tepat dua pion tanpa pion lain di luar talon, dan melempar as: jan de mézéas, 4 poin (6 dengan dua as).
ref-ex-battre-a-vrai-caption = Pion tunggal Hitam di 15 milik Putih, pemukul Putih di 8, 11, dan 12, lemparan 4 dan 3: dengan 3 (dari 12), dengan 4 (dari 11), dan dengan 7 (dari 8). Tiga cara × 2 di tabel grand jan = 6 poin.
ref-ex-battre-a-faux-caption = Pion Putih di 7 hanya bisa mencapai pion hitam tunggal di 14 dengan 7, tetapi kedua jalan lewat (10 dan 11) berisi dua pion hitam: battre à faux, 2 poin untuk Hitam.
ref-ex-battre-le-coin-caption = Putih menguasai coin miliknya dengan tiga pion, coin Hitam kosong; dengan 2 dan as satu pion dari 11 dan surcase dari 12 bisa pergi ke sana bersama-sama. Battre le coin, 4 poin.
ref-ex-impuissance-caption = Putih melempar 6 dan as. Angka 6 hanya bisa menggerakkan salah satu dari dua pion terakhir di coin miliknya, yang harus pergi bersama: angka itu impuissant, 2 poin untuk Hitam. As (21 ke 22) mengisi jan de retour: 4 poin untuk Putih.
ref-ex-remplir-caption = Hanya petak 6 yang merupakan demi-case. Dengan 5 dan 4 petak itu bisa ditutup dengan 5 (dari 1) atau dengan 4 (dari 2): dua cara × 4 = 8 poin.
ref-ex-conserver-caption = Petit jan Putih sudah terisi. Dengan 6 dan 5 ia bisa bermain dari surcase di talon-nya tanpa merusaknya: ia mempertahankannya, 4 poin.
ref-rule-board-title = Papan dan penomorannya
ref-rule-board-p1 = Tablier memiliki 24 petak (flèches), dua belas di sisi setiap pemain. Pita tengah membagi setiap sisi menjadi dua tabel: table des petits jans, di dekat talon, dan table des grands jans, di dekat coin de repos. Setiap pemain punya 15 pion (dames); dua dadu dipakai bersama.
ref-rule-board-p2 = Setiap pemain menghitung petak dari sudut pandangnya sendiri, 1 sampai 24. Petak 1 miliknya adalah talon (tumit), tempat semua pionnya mulai; petak 12 adalah coin de repos (sudut istirahat) miliknya; 13 sampai 24 ada di sisi lawan, 13 adalah coin lawan dan 24 talon lawan. Petak p milik saya adalah petak 25 − p milik lawan. Pion hanya bergerak maju; 25 berarti di luar papan.
ref-rule-board-item1 = Kuarter (cadrans) enam petak: 1–6, 7–12, 13–18, 19–24. Di kuarter pertama dibuat petit jan, di kuarter kedua grand jan, di kuarter terakhir jan de retour.
ref-rule-board-item2 = Petak berisi dua pion saya atau lebih adalah case (aman); berisi satu, demi-case (pion tunggal); pion lebih dari dua adalah surcase.
ref-rule-board-item3 = Perlengkapan skor: tiga jeton (satu per pemain untuk poin, satu untuk bredouille), masing-masing satu fichet (pasak) di dua belas trou pada pita panjangnya, dan pavillon (bendera) di trou tengah pita pendek.
ref-rule-start-title = Permulaan dan giliran pertama
ref-rule-start-p1 = Pada awal permainan kelima belas pion setiap pemain berada di talon miliknya, keping-keping di pita antara kedua talon, pasak di trou 0, dan pavillon di trou tengah.
ref-rule-start-p2 = Giliran pertama: setiap pemain melempar satu dadu; yang lebih tinggi main lebih dulu dan melempar lagi kedua dadu untuk langkah pertamanya. Dadu sama: lempar lagi. Pada relevé berikutnya, pemain yang lebih dulu mengeluarkan semua pionnya, atau yang memilih s'en aller, main lebih dulu.
ref-rule-moving-title = Menggerakkan pion
ref-rule-moving-p1 = Pion tidak pernah boleh mendarat di petak yang berisi pion lawan. Tidak ada yang pernah dipukul keluar papan: dalam trictrac, “battre” hanya menghasilkan poin.
ref-rule-moving-item1 = Setiap angka secara terpisah, atau tout d'une: dengan a dan b, satu pion bergerak sejauh a dan satu pion (yang sama atau yang lain) sejauh b; atau satu pion bergerak sejauh a + b bila petak pendaratannya dan setidaknya satu dari dua jalan lewatnya (awal + a, awal + b) terbuka.
ref-rule-moving-item2 = Dobel dimainkan sekali, bukan dua kali: 4-4 adalah dua langkah sejauh 4 (dua pion sejauh 4, atau satu pion sejauh 8 melewati petak yang terbuka).
ref-rule-moving-item3 = Kedua angka harus dimainkan bila mungkin; bila hanya satu yang bisa, yang lebih tinggi bila mungkin. Angka yang tidak bisa dimainkan bersifat impuissant dan memberi poin kepada lawan.
ref-rule-coin-de-repos-title = Coin de repos (sudut istirahat)
ref-rule-coin-de-repos-item1 = Secara wajar: coin (petak 12 saya) hanya diambil dengan membawa dua pion ke sana dalam lemparan yang sama, satu dengan masing-masing angka (dengan dobel, dua pion dengan angka itu).
ref-rule-coin-de-repos-item2 = Par puissance: bila coin lawan (petak 13 saya) kosong dan dua pion saya bisa langsung pergi ke sana, satu dengan masing-masing angka, saya boleh menaruhnya di coin saya sendiri. Bila saya bisa mengambilnya secara wajar, saya harus melakukannya.
ref-rule-coin-de-repos-item3 = Setelah dikuasai, surcase boleh ditambahkan satu atau dua sekaligus, hanya secara wajar. Untuk meninggalkannya, surcase pergi lebih dulu dan dua pion terakhir harus pergi bersama; coin itu bisa diambil lagi nanti.
ref-rule-coin-de-repos-item4 = Tidak seorang pun boleh menaruh pion di coin lawan. Coin yang kosong boleh menjadi jalan lewat langkah tout d'une. Mengambil coin tidak wajib kecuali itu satu-satunya langkah sah, dan tidak menghasilkan poin dengan sendirinya.
ref-rule-passage-title = Passage menuju jeu de retour
ref-rule-passage-p1 = Petak 13 sampai 24 adalah jeu de retour, di sisi lawan. Petak-petak itu baru terbuka bagi saya seiring lawan kehilangan peluang mengisi jan-nya di sana:
ref-rule-passage-item1 = selama ia masih bisa membuat petit jan-nya, tidak ada pion saya yang boleh pergi ke 13 atau lebih jauh;
ref-rule-passage-item2 = bila ia tidak bisa lagi membuat petit jan-nya tetapi masih bisa membuat grand jan-nya, saya tidak boleh berhenti di 13–18, tetapi boleh melewatinya ke 19–24;
ref-rule-passage-item3 = bila ia tidak bisa membuat keduanya, setiap petak terbuka diperbolehkan, kecuali coin de repos miliknya.
ref-rule-passage-p2 = Ia masih bisa mengisi suatu kuarter bila tidak ada pion saya di dalamnya dan ia punya cukup pion di atau di belakang setiap petaknya (setidaknya 2, 4, … 12 dihitung dari sisi talon-nya).
ref-rule-sortie-title = Sortie (mengeluarkan pion)
ref-rule-sortie-p1 = Bila kelima belas pion berada di kuarter terakhir (19–24), pemain boleh mengeluarkan pion: 25 dihitung sebagai petak. Angka yang membawa pion tepat ke 25 mengeluarkannya; angka yang lebih besar daripada yang diperlukan pion terjauh mengeluarkan pion itu; bila tidak ada yang bisa keluar, angka itu dimainkan di dalam papan. Jan de retour yang terisi tetap harus dipertahankan bila mungkin.
ref-rule-sortie-p2 = Inilah sortie cepat “ala Paris”, yang bawaan. Sortie lambat “ala provinsi”, sebuah opsi, mewajibkan angka dimainkan di dalam papan setiap kali bisa.
ref-rule-sortie-p3 = Pemain pertama yang mengeluarkan kelima belas pionnya mendapat sortie: 4 poin, 6 dengan dobel, nilai lemparan yang mengeluarkan pion terakhir. Lalu relevé berakhir dan kedua pemain menata ulang pionnya di talon; poin pada keping tetap disimpan.
ref-rule-turn-title = Urutan satu giliran
ref-rule-turn-item1 = Pelempar melempar dadu.
ref-rule-turn-item2 = Ia mencatat poin yang diberikan lemparannya, dihitung pada posisi sebelum ia melangkah, lalu trou yang dimenangkannya.
ref-rule-turn-item3 = Bila ia memenangkan trou dengan poinnya sendiri, ia memilih tenir atau s'en aller.
ref-rule-turn-item4 = Ia memainkan pionnya.
ref-rule-turn-item5 = Lawan mencatat apa yang diberikan lemparan ini kepadanya: battre à faux, impuissance, contre-jan.
ref-rule-turn-item6 = Lawan melempar.
ref-rule-points-title = Poin, trou, bredouille
ref-rule-points-p1 = Poin selalu berupa bilangan genap. Dua belas poin menjadi satu trou (lubang); yang pertama mencapai 12 trou memenangkan partie. Setiap pemain mencatat poinnya dengan kepingnya: 2 di petak 2 miliknya, 4 di 4, 6 di 6, 8 di 7, 10 di coin miliknya; pada 12 keping kembali ke pita.
ref-rule-points-p2 = Bredouille: pemain yang mengumpulkan dua belas poinnya tanpa lawan mendapat poin di antaranya mencatat 2 trou, bukan 1. Siapa pun yang mendapat poin dari nol berada en bredouille; bila kemudian lawan mendapat poin, yang pertama débredouillé dan yang kedua, yang menyelanya, ganti berada en bredouille: keping bredouille berpindah ke samping kepingnya. Bila yang pertama mendapat poin lagi, keping itu kembali dan tidak ada yang en bredouille.
ref-rule-points-p3 = Saat mencapai 12, poin lawan dihapus dan kelebihannya tetap, en bredouille (lawan kini tidak punya apa-apa). Contoh perhitungan:
ref-rule-points-item1 = Keduanya di 4, satu mendapat 16: 20 = 12 + 8, satu trou (ia telah disela), sisa 8.
ref-rule-points-item2 = Di 8, tidak en bredouille, ia mendapat 18: 26 = 12 + 12 + 2, trou pertama tunggal, trou kedua ganda (poin lawan sudah hilang), 3 trou, sisa 2.
ref-rule-points-item3 = A mendapat 4, lalu B mendapat 12 tanpa disela: B mencatat 2 trou.
ref-rule-jans-title = Jan: semua poin sekilas
ref-rule-jans-p1 = Setiap poin dimenangkan oleh sebuah jan: peristiwa lemparan, dihitung pada posisi sebelum langkah. Sebuah jan punya cara (moyens), masing-masing bernilai poinnya per cara; dobel biasanya bernilai lebih. Sebagian jan memberi poin kepada pemain yang melempar, sebagian kepada lawannya (jans qui ne peuvent).
ref-rule-jans-rares-title = Jan langka (di awal relevé)
ref-rule-jans-rares-item1 = Jan de six tables (jan de trois coups): dalam tiga lemparan pertamanya pemain dapat menaruh satu pion di masing-masing petaknya 2 sampai 7. Pada lemparan ketiga cukup bila kedua angka bisa membawa pion yang kurang.
ref-rule-jans-rares-item2 = Jan de deux tables: hanya dua pion yang sudah keluar dari talon dan keduanya bisa pergi masing-masing ke satu coin de repos dengan kedua angka. Bila lawan menguasai coin miliknya, itu contre-jan: poinnya untuk lawan.
ref-rule-jans-rares-item3 = Jan de mézéas: pemain menguasai coin miliknya dengan tepat dua pion, tanpa pion lain di luar talon, dan melempar as (atau dua as). Contre-jan de mézéas: hal yang sama bila lawan menguasai coin miliknya; poinnya untuk lawan.
ref-rule-battre-a-vrai-title = Battre à vrai (pukulan sejati)
ref-rule-battre-a-vrai-p1 = Salah satu pion saya bisa mencapai petak yang berisi tepat satu pion lawan, di sisi papan mana pun, dengan satu angka atau dengan jumlahnya. Tidak ada yang bergerak: pukulan hanya menghasilkan poin. Cara dihitung per angka: paling banyak satu dengan a, satu dengan b, dan satu dengan a + b untuk setiap pion yang dipukul (dobel: dengan d dan dengan 2d), pion mana pun yang melakukannya.
ref-rule-battre-a-vrai-p2 = Pukulan dengan satu angka selalu sejati. Pukulan lewat jumlah sejati bila ada jalan lewat yang terbuka: petak antaranya tidak boleh berisi dua pion lawan atau lebih (satu tidak apa-apa: pion itu ikut dipukul). Bahkan dua pion terakhir di coin saya boleh memukul.
ref-rule-battre-a-faux-title = Battre à faux (pukulan palsu)
ref-rule-battre-a-faux-p1 = Pion tunggal lawan yang hanya bisa saya capai lewat jumlah, dengan setiap jalan lewat tertutup oleh dua pion lawan atau lebih, dipukul à faux: lawan mendapat poin, satu cara per pion. Pion yang dipukul à vrai tidak sekaligus dipukul à faux, tetapi dalam satu lemparan sebagian pion bisa dipukul à vrai dan yang lain à faux.
ref-rule-battre-le-coin-title = Battre le coin (memukul coin)
ref-rule-battre-le-coin-p1 = Saya menguasai coin saya, coin lawan kosong, dan dua pion saya bisa langsung pergi ke coin lawan, satu dengan masing-masing angka (dobel: dua dengan angka itu). Hanya surcase coin saya yang dihitung, bukan dua pion terakhirnya: dengan as coin saya memerlukan tiga pion, dengan dua as empat. Satu cara.
ref-rule-impuissance-title = Dames impuissantes (angka yang tidak dimainkan)
ref-rule-impuissance-p1 = Setiap angka lemparan yang tidak bisa dimainkan memberi lawan 2 poin: 2 atau 4 untuk lemparan biasa, dan untuk dobel 2 bila hanya separuhnya yang bisa dimainkan, 4 bila tidak ada sama sekali.
ref-rule-remplir-title = Mengisi jan (remplir)
ref-rule-remplir-p1 = Suatu kuarter terisi bila masing-masing dari enam petaknya berisi dua pion saya atau lebih: 1–6 adalah petit jan, 7–12 grand jan (memerlukan coin saya), 19–24 jan de retour. Kuarter lawan 13–18 tidak pernah bisa diisi, karena berisi coin miliknya.
ref-rule-remplir-p2 = Membuat jan bernilai 4 per cara (6 dengan dobel). Cara dihitung per angka, bukan menurut urutan permainan: bila tersisa satu demi-case, caranya adalah dengan a, dengan b, dan dengan a + b tout d'une (dobel: dengan d dan dengan 2d), masing-masing dihitung sekali bila ada pion yang bisa melakukannya secara sah tanpa membuka petak lain di kuarter itu. Bila tersisa dua demi-case (atau satu petak kosong), paling banyak ada satu cara. Mengisi wajib bila mungkin.
ref-rule-conserver-title = Mempertahankan jan (conserver)
ref-rule-conserver-p1 = Pada lemparan berikutnya, bila pemain bisa memainkan seluruh lemparannya tanpa merusak jan-nya yang terisi, ia mendapat 4 (6 dengan dobel), satu cara, dan wajib mempertahankannya. Bila suatu angka tidak bisa dimainkan dan jan tetap utuh, ia tetap mendapat poin — conserver par impuissance — sementara lawan mendapat poin impuissance. Bila satu-satunya langkah sah merusak jan, jan itu rusak dan tidak ada poin.
ref-rule-grande-bredouille-title = Grande bredouille, pavillon, dan taruhan
ref-rule-grande-bredouille-p1 = Gagasan bredouille, satu tingkat lebih tinggi: pemain yang mengambil kedua belas trou tanpa lawan memenangkan satu trou pun di antaranya menang en grande bredouille. Bila pengambil trou pertama disela, pihak lain mengambil pavillon ke trou awal pasaknya dan masih bisa menang en grande bredouille dengan pavillon; bila ia sendiri kemudian disela, pavillon disisihkan dan tidak ada yang bisa.
ref-rule-grande-bredouille-p2 = Apa yang diambil pemenang partie, menurut tiga cara:
ref-rule-grande-bredouille-item1 = Tertua: ×2 en bredouille, selain itu ×1.
ref-rule-grande-bredouille-item2 = Kedua: ×2 en bredouille, selain itu ×1,5 bila yang kalah belum mencapai trou 7 (“n'a pas passé le pont”, belum menyeberangi jembatan), selain itu ×1.
ref-rule-grande-bredouille-item3 = Abad ke-19 (bawaan): grande bredouille tanpa pavillon ×4, dengan pavillon ×3, selain itu ×2 bila yang kalah belum mencapai trou 6, selain itu ×1.
ref-rule-tenir-title = Tenir atau s'en aller; relevé
ref-rule-tenir-p1 = Bila pelempar memenangkan trou dengan poin dari lemparannya sendiri, ia memilih:
ref-rule-tenir-item1 = tenir (bertahan): ia menyimpan kelebihannya, poin lawan dihapus, lawan tetap mencatat apa yang diberikan lemparan ini kepadanya, dan permainan berlanjut;
ref-rule-tenir-item2 = s'en aller (pergi): ketiga keping kembali ke pita (kelebihannya dilepaskan), kedua pemain menata ulang pionnya di talon, dan lawan tidak boleh mencatat apa yang seharusnya diberikan lemparan ini kepadanya. Yang pergi main lebih dulu dalam relevé baru.
ref-rule-tenir-p2 = Trou yang dimenangkan dengan poin lawan (misalnya dari impuissance pelempar) tidak memberi pilihan. Satu relevé berlangsung dari satu penataan di talon sampai penataan berikutnya: relevé berakhir dengan sortie atau bila seorang pemain s'en va. Partie berakhir bila seorang pemain mencapai 12 trou.
ref-rule-ecoles-title = École (sekolah)
ref-rule-ecoles-p1 = Dalam permainan sungguhan setiap pemain mengumumkan dan mencatat poinnya sendiri. Mencatat terlalu sedikit atau terlalu banyak adalah école: lawan boleh mencatat selisihnya untuk dirinya. Tidak ada école atas école. Case fausse adalah langkah tidak sah, yang boleh diminta lawan untuk diperbaiki.
ref-rule-ecoles-p2 = Dalam aplikasi ini mesin mencatat semuanya secara bawaan. Dalam mode sekolah (sebuah opsi) Anda mencatat poin Anda sendiri sebelum melangkah; hitungan yang salah memberikan selisihnya kepada lawan dan catatan menunjukkan hitungan yang benar. Lawan juga boleh mengabaikan hitungan yang salah: hitungan itu lalu tetap berlaku, poin yang terlewat hilang dan poin yang tercatat berlebih tetap disimpan. Bot pemula bisa lupa mengirim Anda ke école (sebuah opsi); bot lain tidak pernah lupa. Langkah tidak sah tidak pernah dimainkan: aplikasi menyebut aturan yang melarangnya.

## The points table of the jans: its column headings, who scores, how many ways, a note per kind.

ref-jans-col-jan = Jan
ref-jans-col-single = Biasa
ref-jans-col-doublet = Dobel
ref-jans-col-ways = Cara
ref-jans-col-for = Untuk
ref-jans-col-note = Catatan
ref-jans-for-player = pemain
ref-jans-for-opponent = lawan
ref-jans-ways-one = 1
ref-jans-ways-per-checker-hit = 1–3 per pion yang dipukul
ref-jans-ways-per-checker = 1 per pion
ref-jans-ways-per-number = 1 per angka
ref-jans-ways-fill = 1–3 (dobel 1–2)
ref-jans-note-six-tables = dalam tiga lemparan pertama
ref-jans-note-deux-tables = hanya dua pion di luar talon
ref-jans-note-mezeas = coin dikuasai, satu as
ref-jans-note-tables = tabel grand jan / tabel petit jan
ref-jans-note-battre-le-coin = coin: milik saya dikuasai, miliknya kosong
ref-jans-note-impuissance = setiap angka yang tidak bisa dimainkan
ref-jans-note-fill = dihitung per angka
ref-jans-note-conserver = juga par impuissance
ref-jans-note-sortie = pion terakhir keluar, lebih dulu

## The reference's panel.

ref-rules = Aturan
ref-title = Aturan Grand Trictrac
ref-close = Tutup aturan
ref-contents = Daftar isi
# $name: the rule the address asked for (after "#rule-")
ref-missing = Alamat ini meminta aturan “{ $name }” yang tidak ada dalam rujukan: berikut semua aturan.
# $roll: the diagram's roll as announced (tt-roll…)
ref-diagram-roll = Lemparan: { $roll }
