## Layar utama.

home-title = Permainan keluarga backgammon
home-tagline = Trictrac, backgammon, dan varian backgammon yang masih dimainkan orang, lengkap dengan aturannya.
home-rules = Aturan
# $slug: apa yang diminta alamat setelah “#/”
home-no-such-game = Tidak ada permainan di “#/{ $slug }”: inilah daftar permainannya.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = Baru mengenal backgammon? Pelajari aturannya di papan, satu pelajaran singkat demi satu.
