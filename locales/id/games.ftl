## Daftar permainan: nama tiap permainan, tempat ia dimainkan, dan satu baris yang menjelaskannya.

game-trictrac-name = Grand Trictrac
game-trictrac-region = Prancis
game-trictrac-blurb = Poin untuk apa yang bisa dilakukan dadu: jan, trous (lubang), dan pavillon.

game-backgammon-name = Backgammon
game-backgammon-region = Di mana-mana
game-backgammon-blurb = Balapan pulang ke rumah dengan pukulan dan kubus pengganda, dalam permainan uang atau pertandingan.

game-nackgammon-name = Nackgammon
game-nackgammon-region = Amerika Serikat
game-nackgammon-blurb = Backgammon dengan empat pion belakang: lebih lama, lebih banyak kontak.

game-hypergammon-name = Hypergammon
game-hypergammon-region = Amerika Serikat
game-hypergammon-blurb = Backgammon dengan masing-masing tiga pion (atau dua, atau satu).

game-hypergammon2-name = Hypergammon, 2 pion
game-hypergammon2-region = Amerika Serikat
game-hypergammon2-blurb = Backgammon dengan masing-masing dua pion.

game-hypergammon1-name = Hypergammon, 1 pion
game-hypergammon1-region = Amerika Serikat
game-hypergammon1-blurb = Backgammon dengan masing-masing satu pion.

game-tavli-name = Tavli
game-tavli-region = Yunani
game-tavli-blurb = Portes, Plakoto, dan Fevga bergantian, hingga 5 poin.

game-portes-name = Portes
game-portes-region = Yunani
game-portes-blurb = Permainan pertama tavli: backgammon tanpa kubus dan tanpa kemenangan tiga kali lipat.

game-plakoto-name = Plakoto
game-plakoto-region = Yunani
game-plakoto-blurb = Permainan kedua tavli: pion tunggal ditindih, bukan dipukul; jaga ibu Anda.

game-fevga-name = Fevga
game-fevga-region = Yunani
game-fevga-blurb = Permainan ketiga tavli: keduanya berputar searah, satu pion saja sudah menutup titiknya.

game-long-nardy-name = Nardy panjang
game-long-nardy-region = Rusia, Kaukasus
game-long-nardy-blurb = Lima belas pion berangkat dari kepala, searah, tanpa pukulan.

game-gul-bara-name = Gul bara
game-gul-bara-region = Turki, Balkan
game-gul-bara-blurb = Seperti Fevga, dengan dobel beruntun mulai lemparan keempat.

game-russian-name = Backgammon Rusia
game-russian-region = Rusia
game-russian-blurb = Semua masuk lewat kuarter yang sama; dobel membawa komplemennya dan lemparan ulang.

game-dutch-name = Backgammon Belanda
game-dutch-region = Belanda
game-dutch-blurb = Kelima belas pion mulai di luar papan; tidak ada pukulan sebelum satu pion tiba di rumah.

game-american-name = Amerika
game-american-region = Indonesia
game-american-blurb = Putih memasukkan sembilan pion lalu berlomba; tidak ada yang dipukul; kemenangan Putih bernilai 3.

game-acey-deucey-name = Acey-deucey
game-acey-deucey-region = Amerika Serikat
game-acey-deucey-blurb = Masukkan kelima belas pion kapan saja; 1-2 memberi dobel pilihan Anda.

game-snake-name = Ular
game-snake-region = Indonesia
game-snake-blurb = Putih mulai jauh di dalam rumah Hitam dengan sembilan pion yang harus dimasukkan.

game-jacquet-name = Jacquet
game-jacquet-region = Prancis
game-jacquet-blurb = Dari sudut yang berseberangan diagonal, kurir lebih dulu; tidak ada yang dipukul.

game-matador-name = Matador
game-matador-region = Prancis
game-matador-blurb = Jacquet di mana 4-3 dimainkan, lalu dobel pilihan, lalu melempar lagi.

game-icelandic-name = Backgammon Islandia
game-icelandic-region = Islandia
game-icelandic-blurb = Enam pion saling kejar mengelilingi papan dan menangkap untuk selamanya.

game-chase-name = Mengejar
game-chase-region = Islandia
game-chase-blurb = Hanya 1, 6, dan dobel yang bergerak: tangkap keenam pion lawan.

## Aturan tiap permainan secara singkat (kartu di layar utama, panel Aturan dalam permainan).

game-backgammon-rules = Backgammon: masing-masing 15 pion (2 di titik 24 Anda, 5 di titik 13, 3 di titik 8, 5 di titik 6) berlomba ke arah berlawanan menuju rumahnya lalu dikeluarkan dari papan. Mainkan kedua dadu jika bisa (jika tidak, yang lebih besar); dobel dimainkan empat kali. Pion tunggal yang dipukul pergi ke bar dan harus masuk lebih dulu. Menang sebelum pihak yang kalah mengeluarkan satu pion pun adalah gammon (2); jika pion pihak yang kalah masih di bar atau di rumah Anda, backgammon (3); kubus pengganda melipatgandakan taruhan.
game-nackgammon-rules = Nackgammon: backgammon dengan empat pion belakang (2 di titik 24 Anda, 2 di titik 23, 4 di titik 13, 3 di titik 8, 4 di titik 6); semua aturan lain, termasuk kubus, sama seperti backgammon.
game-hypergammon-rules = Hypergammon: backgammon dengan masing-masing 3 pion, di titik 1, 2, dan 3 lawan (titik 24, 23, dan 22 dari sisi Anda); semua aturan lain, termasuk gammon, backgammon, dan kubus, sama seperti backgammon (sebuah opsi membuat setiap permainan bernilai tunggal, seperti dalam deskripsi berbahasa Indonesia).
game-hypergammon2-rules = Hypergammon dengan masing-masing 2 pion, di titik 24 dan 23 Anda; selebihnya backgammon.
game-hypergammon1-rules = Hypergammon dengan masing-masing 1 pion, di titik 24 Anda; selebihnya backgammon.
game-dutch-rules = Backgammon Belanda: kelima belas pion mulai di luar papan dan masuk ke rumah lawan seperti dari bar; tidak ada pion yang bergerak lebih jauh sebelum kelima belasnya masuk. Setelah itu berlaku aturan backgammon, tetapi pion tunggal hanya boleh dipukul oleh pemain yang punya pion di rumahnya sendiri (sebuah opsi membolehkan memukul kapan saja).
game-snake-rules = Ular (dari Indonesia, dijelaskan di sana dalam dua baris): Hitam disusun seperti pada backgammon; Putih punya dua pion di masing-masing titik 1, 2, dan 3 milik Hitam (titik 24, 23, dan 22 milik Putih sendiri) dan sembilan di luar papan, yang harus ia masukkan, ke rumah Hitam, sebelum menggerakkan apa pun; setelah itu berlaku aturan backgammon. Sumbernya menjelaskannya dalam dua baris: inilah aturan yang dimainkan di sini.
game-long-nardy-rules = Nardy panjang: 15 pion tiap pemain mulai di “kepala”-nya, yaitu titik 24-nya, berhadapan dengan kepala lawan di seberang papan; keduanya berputar searah (berlawanan arah jarum jam) menuju rumahnya dan mengeluarkan pion dari sana. Tidak ada pukulan: satu pion saja sudah menutup titiknya. Hanya satu pion boleh meninggalkan kepala setiap giliran, kecuali pada lemparan pertama seorang pemain jika keluar 6-6, 4-4, atau 3-3: dua pion boleh (sebuah opsi: hanya 6-6 dan 4-4). Tidak seorang pun boleh menguasai enam titik berturut-turut di jalur lawan (dihitung pada rute lawan, sehingga blok bisa bersambung dari titik 1 pemain ke titik 24-nya) selama belum ada pion lawan yang melewatinya: blok seperti itu hanya boleh jika setidaknya satu pion lawan sudah berada di depannya. Ini dinilai dari posisi setelah seluruh langkah (sebuah opsi: juga setelah setiap pion mendarat). Pemenang lemparan pembuka melempar lagi untuk langkah pertamanya. Menang sebelum pihak yang kalah mengeluarkan satu pion pun adalah mars (2); tidak ada coke (3). Kubus pengganda melipatgandakan taruhan.
game-fevga-rules = Fevga: 15 pion tiap pemain mulai di titik 24-nya, berhadapan dengan titik awal lawan di seberang papan; keduanya berputar searah (berlawanan arah jarum jam) menuju rumahnya dan mengeluarkan pion dari sana. Tidak ada pukulan: satu pion saja sudah menutup titiknya. Pion pertama seorang pemain harus melewati titik awal lawan sebelum pion kedua boleh meninggalkan titik awal (sebuah opsi: cukup mencapai kuarter awal lawan). Tidak seorang pun boleh menguasai enam titik berturut-turut di jalur lawan (dihitung pada rute lawan, sehingga blok bisa bersambung dari titik 1 pemain ke titik 24-nya) selama belum ada pion lawan yang melewatinya, dan tidak boleh menguasai keenam titik kuarter awal lawan. Keduanya dinilai dari posisi setelah seluruh langkah (sebuah opsi: juga setelah setiap pion mendarat). Pemenang lemparan pembuka melempar lagi untuk langkah pertamanya. Satu permainan bernilai 1, atau 2 jika pihak yang kalah belum mengeluarkan satu pion pun; tanpa kubus.
game-portes-rules = Portes: susunan awal dan langkah backgammon, pion tunggal dipukul ke bar. Pemenang lemparan pembuka melempar lagi kedua dadu untuk langkah pertamanya (dobel berlaku). Satu permainan bernilai 1, atau 2 jika pihak yang kalah belum mengeluarkan satu pion pun (sebuah opsi: jika ia masih punya pion di kuarter awalnya, yaitu rumah pemenang); tidak pernah 3. Tanpa kubus.
game-russian-rules = Backgammon Rusia: kelima belas pion tiap pemain mulai di luar papan dan masuk ke kuarter yang sama, kuarter pertama dari lintasan yang dilalui keduanya searah; keduanya mengeluarkan pion dari kuarter terakhir yang sama. Pemain harus memasukkan semua pionnya sebelum menggerakkan pion lain (sebuah opsi: memasukkan kapan saja ia mau). Pion tunggal dipukul dan masuk lagi dari awal (sebuah opsi: tanpa pukulan, satu pion saja sudah menutup titiknya). Dobel dimainkan empat kali, lalu komplemennya empat kali (3-3 lalu 4-4: sisi dadu yang berseberangan berjumlah 7), dan pemain melempar lagi; jika ia tidak bisa memainkan satu bagian sepenuhnya, sisa gilirannya hangus. Sebuah opsi: komplemen baru berlaku setelah semua pionnya masuk. Satu permainan bernilai 1, atau 2 jika pihak yang kalah belum mengeluarkan satu pion pun; tanpa kubus.
game-gul-bara-rules = Gul bara: 15 pion tiap pemain mulai di titik 24-nya, berhadapan dengan titik awal lawan di seberang papan; keduanya berputar searah (berlawanan arah jarum jam) menuju rumahnya dan mengeluarkan pion dari sana. Tidak ada pukulan: satu pion saja sudah menutup titiknya. Mulai lemparan keempat seorang pemain, dobel dimainkan empat kali, lalu setiap dobel yang lebih tinggi hingga 6-6 masing-masing empat kali (3-3: empat kali 3, empat kali 4, empat kali 5, empat kali 6). Pemain yang memainkan dobelnya sampai habis melempar lagi. Angka yang tidak bisa ia mainkan mengakhiri gilirannya, dan lawan memainkan sisanya untuknya (sebuah opsi: sisanya hangus), lalu menjalankan gilirannya sendiri. Pemenang lemparan pembuka melempar lagi untuk langkah pertamanya. Satu permainan bernilai 1, atau 2 jika pihak yang kalah belum mengeluarkan satu pion pun; tanpa kubus.
game-acey-deucey-rules = Acey-deucey: kelima belas pion tiap pemain mulai di luar papan; ia memasukkannya kapan saja ke rumah lawan, seperti dari bar, lalu bergerak dan memukul seperti pada backgammon. Lemparan 1-2, acey-deucey, dimainkan, lalu pemain menyebut dobel apa saja dan memainkannya empat kali (sebuah opsi, versi Eropa: lalu juga komplemennya, 6-6 lalu 1-1), lalu melempar lagi. Bagian yang tidak bisa ia mainkan sepenuhnya mengakhiri gilirannya, beserta sisa bonusnya. Pemenang lemparan pembuka melempar lagi untuk langkah pertamanya. Tanpa kubus: pihak yang kalah membayar satu poin untuk setiap pion yang belum ia keluarkan.
game-american-rules = Amerika: Putih punya dua pion di masing-masing titik 1, 2, dan 3 di kuarter kiri bawah dan sembilan di samping papan; Hitam punya kelima belas pionnya di kuarter kanan bawah: 2, 5, 3, dan 5 di titik 9, 10, 11, dan 12 miliknya (titik dinomori sepanjang sisi bawah dari kiri). Keduanya mengelilingi papan berlawanan arah jarum jam: Hitam naik di sisi kanan, menyusuri sisi atas, lalu turun ke rumahnya di kuarter kiri bawah; Putih berkeliling penuh, memasukkan sembilan pionnya kapan saja seperti dari bar (ke kuarter kiri bawah), menuju rumahnya di kuarter kiri atas. Tidak ada pion yang pernah dipukul: titik dengan pion lawan tertutup, meski hanya satu pion; enam titik berturut-turut boleh dikuasai. Putih melempar lebih dulu. Yang pertama mengeluarkan semua pionnya menang: 1 taruhan jika Hitam yang menang, 3 jika Putih; setiap permainan bernilai tunggal, tanpa kubus.
game-jacquet-rules = Jacquet (aturan Prancis): 15 pion tiap pemain mulai di titik 24-nya, di sudut yang berseberangan diagonal dengan titik awal lawan; keduanya berputar searah menuju rumahnya dan mengeluarkan pion dari sana. Tidak ada pukulan: titik dengan pion lawan tertutup, meski hanya satu pion (sebuah opsi memainkan aturan Ludii: pion tunggal dipukul dan masuk lagi). Kurir: tidak ada pion kedua yang boleh meninggalkan titik awal sebelum satu pion mencapai rumah; pion lain boleh berangkat pada giliran ketika pion itu tiba. Dobel dimainkan empat kali. Dadu pembuka yang lebih tinggi mulai dan melempar lagi. Yang pertama mengeluarkan semua pionnya menang; sumber-sumbernya tidak mengenal kemenangan ganda, jadi setiap permainan bernilai 1; tanpa kubus. Beberapa aturan Prancis melarang enam titik berturut-turut sebelum pemain menguasai dua titik terakhir jalurnya: aturan itu tidak dimainkan.
game-matador-rules = Matador (deskripsi berbahasa Indonesia tentang varian backgammon hanya menyebutnya “semacam permainan jaket”, yaitu jacquet): aturan jacquet — masing-masing 15 pion di titik 24 sendiri di sudut yang berseberangan diagonal, keduanya searah, tanpa pukulan (sebuah opsi: pukulan ala Ludii), kurir sampai di rumah sebelum pion kedua meninggalkan titik awal, dobel empat kali, setiap permainan bernilai 1, tanpa kubus — sampai seorang pemain melempar 4-3, sang matador: ia memainkan 4 dan 3, lalu dobel pilihannya, lalu melempar lagi. Bagian yang tidak bisa ia mainkan sepenuhnya mengakhiri gilirannya, beserta sisa bonusnya. Sumbernya memberi aturan ini dalam dua kalimat: inilah aturan yang dimainkan di sini.
game-plakoto-rules = Plakoto: 15 pion tiap pemain mulai di titik 24-nya, yaitu titik 1 lawan, dan berputar ke arah berlawanan menuju rumah, seperti pada backgammon. Tidak ada yang dipukul: pion yang mendarat di atas pion tunggal lawan menindihnya. Pion yang ditindih tetap di bawah dan tidak bisa bergerak sampai pion terakhir di atasnya pergi; titik itu lalu menjadi milik penindih, yang boleh menambah pion di sana, dan pihak yang ditindih tidak boleh mendarat di situ. Dua pion atau lebih menutup titik. Tidak seorang pun boleh mengeluarkan pion selama salah satu pionnya tertindih di rumahnya sendiri. Pion terakhir di titik awal seorang pemain, “ibu”-nya, bila ditindih di sana langsung mengakhiri permainan: pemain itu kalah 2, kecuali penindih masih punya pion di titik awalnya sendiri; jika kedua ibu tertindih, permainan seri. Jika tidak, yang pertama mengeluarkan semua pionnya menang 1, atau 2 jika pihak yang kalah belum mengeluarkan satu pion pun; tidak pernah 3. Pemenang lemparan pembuka melempar lagi untuk langkah pertamanya. Tanpa kubus. Tindihan ditulis seperti pukulan: 13/7*.
game-chase-rules = Mengejar (Að elta stelpur, dari Islandia: deskripsi berbahasa Indonesia memberinya beberapa baris, dan berkas aturan Ludii melengkapi bagian yang tidak disebutkannya; inilah aturan yang dimainkan di sini): masing-masing enam pion, satu per titik, Putih di titik 1 sampai 6 miliknya, Hitam di titik I sampai VI miliknya tepat di sebelahnya, di sisi kanan; keduanya terus berputar berlawanan arah jarum jam mengelilingi papan, tidak ada pion yang dikeluarkan, dan pion terdepan Putih tepat di belakang pion terakhir Hitam. Hanya 1, 6, dan dobel yang dihitung: 6-3 hanya memainkan 6, 2-5 tidak memainkan apa pun; 6-6 berarti empat kali 6, dobel lain dua kali angkanya, dan setelah dobel pemain melempar lagi sampai kedua dadu berbeda (sebuah opsi: dobel ala bkgm, tanpa lemparan ulang). Satu titik hanya memuat satu pion; pion yang mendarat di atas pion lawan menangkapnya untuk selamanya. Pion terakhir seorang pemain hanya bergerak dengan 1 dan 6, dari sudut ke sudut (ujung-ujung kuarter): 1 ke sudut terdekat di depan, 6 melewatinya ke sudut berikutnya; pion itu hanya bisa ditangkap di sudut, dan tidak jika berada di antara dua pion lawan. Dadu pembuka yang lebih tinggi mulai dan melempar lagi (sebuah opsi: yang lebih rendah). Tangkap semua pion lawan untuk menang: 1 poin, tanpa kubus.
game-icelandic-rules = Backgammon Islandia (satu paragraf dari deskripsi berbahasa Indonesia, dibaca apa adanya; inilah aturan yang dimainkan di sini): masing-masing enam pion di sisi kanan, satu per titik, Putih di kuarter kanan bawah, Hitam di kuarter kanan atas; keduanya terus berputar berlawanan arah jarum jam mengelilingi papan, tidak ada pion yang dikeluarkan. Semua angka dihitung, dobel empat kali. Pion boleh mendarat di atas pionnya sendiri atau di atas pion lawan: ia menangkapnya, dan pion itu keluar dari permainan. Pion di belakang menyerang, pion di depan melarikan diri: pion kanan atas melarikan diri lebih dulu, dan setelah mengelilingi papan mereka tiba di belakang pion lain lalu gantian menyerang. Pemain yang tinggal punya satu pion boleh, alih-alih memainkan lemparannya, melompatkan pion itu ke sudut terdekat di depan (titik 24, 19, 18, 13, 12, 7, 6, 1) berapa pun angka dadunya: angka-angka itu lalu menjadi milik lawan, yang memainkannya sebelum gilirannya sendiri; dari sudut, pion terakhir hanya bergerak ke sudut. Dadu pembuka yang lebih tinggi memainkan kedua angka. Tangkap pion terakhir lawan untuk menang: 1 poin, tanpa kubus.
game-tavli-rules = Tavli Yunani: pertandingan hingga 5 poin berisi Portes, Plakoto, dan Fevga secara bergantian, tanpa kubus (aturan tiap permainan ada di kartunya masing-masing).
game-trictrac-rules = Grand Trictrac Prancis: poin untuk apa yang bisa dilakukan dadu (jan), dua belas trous (lubang) untuk menang, dan pavillon. Referensi aturan lengkap dan pelajarannya ada di dalam.
