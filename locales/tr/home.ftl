## Ana ekran.

home-title = Tavla oyunları
home-tagline = Trictrac, tavla ve hâlâ oynanan tavla türleri, kurallarıyla birlikte.
home-rules = Kurallar
# $slug: adreste "#/" işaretinden sonra istenen
home-no-such-game = “#/{ $slug }” adresinde oyun yok: işte oyunlar.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = Modern tavlaya yeni mi başlıyorsunuz? Kurallarını tahtada, kısa derslerle adım adım öğrenin.
