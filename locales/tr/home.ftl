## Ana ekran.

home-title = Tavla oyunları
home-tagline = Trictrac, tavla ve hâlâ oynanan tavla türleri, kurallarıyla birlikte.
home-rules = Kurallar
# $slug: adreste "#/" işaretinden sonra istenen
home-no-such-game = “#/{ $slug }” adresinde oyun yok: işte oyunlar.
