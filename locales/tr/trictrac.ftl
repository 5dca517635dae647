## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Beyaz
tt-black = Siyah

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

tt-jan-six-tables = { -jan-six-tables } (üç atışta altı hanenin her birine bir pul)
tt-jan-deux-tables = { -jan-deux-tables } (iki dinlenme köşesine birden varılabilir)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (iki dinlenme köşesine varılabilir, ama rakip kendi köşesini tutuyor)
tt-jan-mezeas = { -jan-mezeas } (yalnız dinlenme köşesi tutulmuşken as)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (yalnız dinlenme köşesi tutulmuşken as, ama rakip kendi köşesini tutuyor)
tt-jan-battre-a-vrai = { -battre-a-vrai } (tek pula gerçek vuruş)
tt-jan-battre-le-coin = { -battre-le-coin } (rakibin boş dinlenme köşesine vuruş)
tt-jan-battre-a-faux = { -battre-a-faux } (sahte vuruş: yalnız toplamla, bütün geçitler kapalı)
tt-jan-impuissance = { -impuissance } (oynanamayan sayılar)
tt-jan-petit-jan = { -petit-jan } (ilk çeyrek dolduruldu)
tt-jan-grand-jan = { -grand-jan } (ikinci çeyrek dolduruldu)
tt-jan-jan-de-retour = { -jan-de-retour } (dönüş çeyreği dolduruldu)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (ilk çeyrek dolu tutuldu)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (ikinci çeyrek dolu tutuldu)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (dönüş çeyreği dolu tutuldu)
tt-jan-sortie = { -sortie } (on beş pulun hepsini ilk toplayan)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller }, { $opponent } tarafının { $field }. hanedeki tek puluna { $numbers } ile varabilir: ona varan her sayı { $table ->
    [grand] grand jan tablasında
   *[petit] petit jan tablasında
} bir yoldur.
tt-rule-battre-a-faux = { $opponent } tarafının { $field }. hanedeki tek puluna yalnız toplamla varılabiliyor ve bütün geçitler kapalı: sahte vuruş { $opponent } tarafına puan kazandırır.
tt-rule-battre-le-coin = { $roller } kendi dinlenme köşesini tutuyor, { $opponent } tarafınınki boş ve her sayıyla birer pul oraya gidebilirdi.
tt-rule-impuissance = { $roller } { $numbers } oynayamıyor: oynanamayan her sayı { $opponent } tarafına 2 puan verir.
tt-rule-fill = { $roller } çeyreğin her hanesine iki pul koyabilir; son yarım haneyi kapatan her sayı bir yoldur ({ $numbers }).
tt-rule-conserver = { $roller } dolu çeyreğini bozmadan atışı oynayabilir (ya da bir kısmını oynayamaz).
tt-rule-six-tables = { $roller } ilk üç atışı içinde 2'den 7'ye kadar her hanesine bir pul koyabilir.
tt-rule-deux-tables = { $roller } tarafının talon dışındaki yalnız iki pulu, her biri bir dinlenme köşesine gidebilir.
tt-rule-contre-deux-tables = { $roller } tarafının talon dışındaki yalnız iki pulu, her biri bir dinlenme köşesine gidebilirdi, ama { $opponent } kendi köşesini tutuyor: puanlar { $opponent } tarafına gider.
tt-rule-mezeas = { $roller } talon dışında başka pulu yokken dinlenme köşesini tutuyor ve as attı.
tt-rule-contre-mezeas = { $roller } talon dışında başka pulu yokken dinlenme köşesini tutuyor ve as attı, ama { $opponent } kendi köşesini tutuyor: puanlar { $opponent } tarafına gider.
tt-rule-sortie = On beş pulun hepsini ilk toplayan { $roller }.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } ve { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } ve as
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = aşağı yukarı eşit
# $n: points ahead (rounded)
tt-expect-ahead = aşağı yukarı { $n ->
    [one] { $n } puan
   *[other] { $n } puan
} önde
# $n: points behind (rounded)
tt-expect-behind = aşağı yukarı { $n ->
    [one] { $n } puan
   *[other] { $n } puan
} geride
# $n: holes won
tt-holes-won-own-roll = Kendi atışınızla { $n ->
    [one] { $n } trou
   *[other] { $n } trou
} kazandınız.

## Why a move is refused.

tt-refusal-no-checker = O hanede pulunuz yok.
tt-refusal-backwards = Pullar yalnız ileri gider, talondan çıkışa doğru.
# $n: how many fields the move goes
tt-refusal-not-a-number = { $n ->
    [one] { $n } hanelik
   *[other] { $n } hanelik
} bir hamle, atışın oynanacak sayılarından biri de değil, toplamları da.
tt-refusal-blocked = Bir pul, karşı pulun tuttuğu bir haneye asla konamaz.
tt-refusal-opponents-corner = Hiçbir pul rakibin dinlenme köşesinde asla duramaz.
tt-refusal-tout-d-une-closed = Tout d'une oynanan pulun en az bir açık ara haneye ihtiyacı vardır.
tt-refusal-corner-by-two = Dinlenme köşesi iki pulla birden alınmalıdır.
tt-refusal-corner-last-two = Dinlenme köşesinin son iki pulu oradan birlikte ayrılmalıdır.
tt-refusal-corner-naturally = Dinlenme köşesi bu atışta doğal yoldan alınabiliyor, bu yüzden puissance ile alınamaz.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = Rakip { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
} çeyreğini hâlâ doldurabilir, bu yüzden o çeyrekte hiçbir pul duramaz.
tt-refusal-not-all-home = Pullar ancak on beşi de son çeyrekteyken toplanır.
tt-refusal-not-farthest = Gerekenden büyük bir sayı yalnız çıkışa en uzak pulu toplar.
tt-refusal-play-inside = Yavaş sortie ile, tahta içinde oynanabilen bir sayı orada oynanmalıdır.
tt-refusal-must-play-both = İki sayı da oynanabiliyorsa oynanmalıdır; bu hamle birini oynanamaz bırakıyor.
tt-refusal-must-play-higher = Yalnız bir sayı oynanabiliyorsa büyüğü oynanmalıdır.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Yapabiliyorsanız { $quarter ->
    [q1] { -petit-jan } çeyreğinizi
    [q2] { -grand-jan } çeyreğinizi
    [q3] üçüncü çeyreğinizi
   *[q4] { -jan-de-retour } çeyreğinizi
} doldurmak zorunludur.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Dolu { $quarter ->
    [q1] { -petit-jan } çeyreğinizi
    [q2] { -grand-jan } çeyreğinizi
    [q3] üçüncü çeyreğinizi
   *[q4] { -jan-de-retour } çeyreğinizi
} koruyabiliyorsunuz, bu yüzden onu bozmamalısınız.
tt-refusal-must-sortie = Son pullarınızı toplayabiliyorsunuz, o hâlde toplamalısınız.
tt-refusal-cannot-complete = Bu hamleden sonra atışın kalanı kurallara uygun oynanamaz.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = Beyaz için { $white }. hane, Siyah için { $black }. hane{ $place ->
    [corner] , dinlenme köşesi ({ $owner })
    [talon] , talon ({ $owner })
   *[none] {""}
}: { $color ->
    [white] { $n ->
        [one] { $n } beyaz pul
       *[other] { $n } beyaz pul
    }
    [black] { $n ->
        [one] { $n } siyah pul
       *[other] { $n } siyah pul
    }
   *[none] boş
}
# $side: whose chip; $n: the points on it
tt-chip-aria = Fiş ({ $side }): { $n ->
    [one] { $n } puan
   *[other] { $n } puan
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = bredouille fişi, { $side } fişinin yanında
tt-bredouille-aria-band = bredouille fişi, şeridin üzerinde
# $side: whose peg; $n: the holes it marks
tt-peg-aria = Çivi ({ $side }): { $n ->
    [one] { $n } trou
   *[other] { $n } trou
}
tt-pavillon-aria-middle = pavillon ortadaki trou'da
# $side: who took it
tt-pavillon-aria-taken = pavillon'u { $side } aldı
tt-pavillon-aria-aside = pavillon bir kenara kondu

## The board, the moves refused, the kept games.

tt-board-label = Trictrac tahtası
tt-bear-off-label = Toplama (sortie)
tt-cannot-go-there = Bu pul oraya gidemez.
tt-cannot-move-from-there = Bu atışla oradan hiçbir pulunuz oynatılamaz.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Beyaz { $white } – Siyah { $black } trou · { $actions ->
    [one] { $actions } hamle
   *[other] { $actions } hamle
}{ $over ->
    [yes] {" · bitti"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Kayıt
tt-log-rule = Kural
tt-log-show-moment = Bu anı göster (tekrar)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Öncelik: Beyaz { $white }, Siyah { $black } — { $first ->
    [none] eşitlik, yeniden atılıyor
   *[side] ilk { $first } oynuyor
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } atıyor: { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: { $side } { $marked } yazdı, doğru sayım { $correct } — { $opponent } { $points } yazıyor
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: { $side } { $marked } yazdı, doğru sayım { $correct } — { $opponent } onu école'a göndermedi: sayım geçerli
# $side: who marks; $points: the points
tt-log-scored = { $side } { $points ->
    [one] { $points } puan
   *[other] { $points } puan
} yazıyor
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } { $points ->
    [one] { $points } puan
   *[other] { $points } puan
} yazıyor — { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trou
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } kalıyor (tenir)
# $side: who chose
tt-log-s-en-aller = { $side } gidiyor (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→dışarı
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = oynuyor: { $moves }
tt-log-no-move = olası hamle yok
# $side: who takes it
tt-log-pavillon-taken = Pavillon'u { $side } alıyor: ilk trou alanın serisini kesti ve hâlâ en grande bredouille kazanabilir
tt-log-pavillon-aside = Pavillon bir kenara kondu: kimse en grande bredouille kazanamaz
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = { $after ->
    [sortie] Sortie'den sonra
   *[s-en-aller] S'en aller'den sonra
} yeni relevé — ilk { $side } oynuyor
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = Partiyi { $side } kazanıyor — bahis ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Tahta ve numaralandırması
tt-guide-link-moving = Pulları oynatmak
tt-guide-link-coin-de-repos = Dinlenme köşesi (coin de repos)
tt-guide-link-passage = Geçit
tt-guide-link-turn = Bir elin sırası
tt-guide-link-points = Puanlar, trou'lar, bredouille
tt-guide-link-jans = Jan'lar, tek tek
tt-guide-link-tenir = Tenir ya da s'en aller
tt-guide-link-ecoles = École'lar
tt-guide-how1 = “Zar at”a basın, sonra puanlarınızı yazın (okul kipi): numaralı düğmelerle ya da sayıyı yazarak.
tt-guide-how2 = Bir pula, sonra ışıklı hanelerden birine tıklayın; ya da doğrudan ışıklı bir haneye tıklayın. İki sayı da oynanınca hamleyi onaylayın; o zamana dek “Geri al” geri alır.
tt-guide-how3 = Botun hamlesinden sonra, atışının size kazandırdığını (sahte vuruş, impuissance) yazın; çoğu zaman 0.
tt-guide-how4 = Reddedilen hamle, onu hangi kuralın yasakladığını söyler. Kayıt her jan'ı açıklar: pullarını ışıklandırmak için satırın üzerine gelin, kurala gitmek için bağlantısını izleyin.
tt-guide-how5 = Bir hamlede takıldınız mı? “İpucu” güçlü botun seçimini gösterir.
tt-guide-step1-title = Tahta ve hamleler
tt-guide-step1-text = Her taraf on beş pulu talonunda başlar, onları öbür uca kadar dolaştırır, sonra toplar. Bir atışta iki sayı da, bir ya da iki pulla oynanır; çift bir kez oynanır.
tt-guide-step2-title = Puanlar nasıl kazanılır
tt-guide-step2-text = Oynamadan önce atışın neler yapabileceğini sayarsınız: tek bir pula vurmak (battre), bir çeyreği doldurmak, yani altı hanesinin her birine iki pul (remplir), ve birkaç seyrek jan. Yapamadığınız şey karşı tarafa puan kazandırır.
tt-guide-step3-title = Saymayı çalışın: dersler
tt-guide-step3-text = Her ders bir pozisyon ve bir atıştır: puanları, trou'ları ya da kurala uygun hamleyi bulun.
tt-guide-step4-title = Okul kipinde ilk partiniz
tt-guide-step4-text = Başlangıç botuna karşı, oyuncuların hep yaptığı gibi puanlarınızı kendiniz yazarsınız; yanlış sayım bot için bir école'dur ve kayıt doğru sayımı ve nedenini gösterir.
tt-guide-intro = İki oyuncu, her birinde on beş pul, iki zar, tavlaya benzeyen bir tahta — ama kimse tahtadan pul almaz: puan toplayarak kazanırsınız. Her atış, yapabileceklerine göre puan getirir; 12 puan bir trou (delik) eder, 12 trou partiyi kazandırır.
tt-guide-then = Sonra botun seviyesini yükseltin, okul kipini kapatın, bu cihazda bir arkadaşla oynayın ya da bir pozisyon paylaşın (Yeni parti ve seçenekler, Paylaş).
# $title: the next lesson's title
tt-guide-next-lesson = Sonraki ders: { $title }
tt-guide-all-done = Hepsi bitti — gözden geçirin
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } bitti.
tt-guide-start-school = Okul kipinde bir parti başlat

## The guide's banner and panel.

tt-start-here = Buradan başlayın
tt-guide-banner = Grand Trictrac'ta yeni misiniz? Dört kısa adım sizi sıfırdan ilk partinize götürür.
tt-dismiss = Kapat
tt-guide-title = Buradan başlayın: Grand Trictrac'ı öğrenin
tt-close = Kapat
tt-school-started = Başlangıç botuna karşı okul kipinde yeni bir parti. Bol şans!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = Başlangıç botuna karşı okul kipinde yeni bir parti. Bol şans! Süren parti: { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Zar at
tt-take-back = Geri al
tt-hint-button = İpucu
tt-choice-tenir = Kal: puanlarınızı koruyun, oyun sürsün
tt-choice-s-en-aller = Git: yeni bir relevé, siz başlarsınız
tt-new-partie = Yeni parti
tt-side = Taraf
tt-points = Puan
tt-holes = Trou
tt-roll-why-mark-first = Önce puanlarınızı yazın (okul kipi).
tt-roll-why-bot-rolling = Bot zar atıyor.
tt-roll-why-play-first = Önce bu atışı oynayın: her seferinde bir atış.
tt-roll-why-choose-first = Önce tenir ya da s'en aller seçin.
tt-roll-why-over = Parti bitti.
tt-confirm-why-nothing = Şu an onaylanacak bir şey yok.
tt-confirm-why-every-move = Önce atışın bütün hamlelerini girin: iki sayı da oynanabiliyorsa oynanmalıdır.
tt-bredouille-mark = bredouille: son trou'sundan beri bütün puanları o kazandı; sonraki trou'su çift sayılır
tt-pass = Pas (oynanacak bir şey yok)
tt-confirm-move = Hamleyi onayla
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: puanlarınızı yazın (okul kipi)
tt-status-waiting-link = Sıra { $side } tarafında: bağlantısı bekleniyor
tt-status-bot-rolling = { $side } zar atıyor…
tt-status-bot-thinking = { $side } düşünüyor…
tt-status-primacy = Öncelik için zar atılıyor…
tt-status-roll = { $side }: zar atın
tt-status-choose = { $side }: tenir mi, s'en aller mi?
tt-status-move = { $side }: pullarınızı oynayın
tt-status-over = Partiyi { $side } kazandı
tt-thinking = Düşünüyor…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = École'lar: Beyaz { $white } (−{ $white_points ->
    [one] { $white_points } puan
   *[other] { $white_points } puan
}), Siyah { $black } (−{ $black_points ->
    [one] { $black_points } puan
   *[other] { $black_points } puan
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = École'lar: Beyaz { $white } (−{ $white_points ->
    [one] { $white_points } puan
   *[other] { $white_points } puan
}), Siyah { $black } (−{ $black_points ->
    [one] { $black_points } puan
   *[other] { $black_points } puan
}) · geçilen yanlış sayımlar: { $passed }
tt-hint-nothing = oynanacak bir şey yok
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Güçlü bot şöyle oynardı: { $moves } ({ $side } için beklenen puan: { $value }, { $expectation })

## School mode's count.

tt-other-count = Başka sayı
tt-mark = Yaz
tt-mark-help = Nasıl sayılır: jan'lar
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: atışınız size kaç puan kazandırıyor? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: { $roller } tarafının { $roll } atışı size kaç puan kazandırıyor?
tt-mark-even = Puanlar çift sayılarla sayılır (0, 2, 4...).

## The Share panel.

tt-share = Paylaş, dışa aktar, içe aktar
tt-share-copy-link = Oyunun bağlantısını kopyala
tt-share-open-label = Bir oyun, bir pozisyon ya da bir bağlantı açın
tt-share-open = Aç
tt-share-copied = Bağlantı kopyalandı. Bu oyunu hamle hamle açar.
tt-share-cannot-copy = Bu tarayıcı sayfanın kopyalamasına izin vermiyor: aşağıdaki metni seçip kopyalayın.
tt-share-too-long = Oyun bir bağlantı için çok uzun: metnini paylaşın.
tt-share-game-link = Oyunun bağlantısı
tt-share-moment-link = Gösterilen anın bağlantısı
tt-share-game-text = Oyun kaydı (metin)
tt-share-position-link = Pozisyonun bağlantısı
tt-share-position-text = Pozisyon (metin)
tt-share-opened = Açıldı.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Açıldı. Yerine geçtiği oyun: { $note }.

## The header.

tt-all-games = Bütün oyunlar
tt-rules-engine = Kural motoru:{" "}
tt-keys = Tuşlar

## The board's tooltips.

tt-tip-bredouille-chip = bredouille fişi: bir tarafın puan fişinin yanındayken, o tarafın sonraki trou'su çift sayılır
tt-tip-points-chip = fiş, puanları şerit boyunca sayar: 12 puan bir trou eder
tt-tip-peg = çivi trou'ları sayar: 12 trou partiyi kazandırır
tt-tip-pavillon = pavillon: ilk trou alan onu alır; sonuna dek elinde tutan en grande bredouille kazanabilir

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Süren oyununuz: { $note }.

## New partie and options.

tt-new-partie-and-options = Yeni parti ve seçenekler
tt-opponent = Rakip
tt-bot-plays-black = Bot Siyah'la oynar
tt-bot-plays-white = Bot Beyaz'la oynar
tt-two-players-one-device = İki oyuncu, tek cihaz
tt-a-friend-by-link = Bir arkadaş, bağlantıyla
tt-bot-level = Bot seviyesi
tt-beginner = Başlangıç
tt-club = Kulüp
tt-strong = Güçlü
tt-stake = Bahis
tt-stake-19th-century = 19. yüzyıl (×4, ×3, ×2, ×1)
tt-stake-second = İkinci (×2, ×1,5, ×1)
tt-stake-oldest = En eski (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Hızlı (Paris usulü)
tt-sortie-slow = Yavaş (taşra usulü)
tt-field-numbers = Hane numaraları
tt-option-roller-view = Tahtayı zar atacak oyuncuya çevir
tt-option-school = Okul kipi: puanlarınızı kendiniz yazın (école'lar)
tt-option-forgetful = Başlangıç botu sizi école'a göndermeyi unutabilir
tt-forgetful-bot-only = Yalnız bot unutabilir: bir insan karşısındakini her zaman école'a gönderir.
tt-forgetful-school-only = Yalnız okul kipinde.
tt-forgetful-beginner-only = Yalnız başlangıç botu unutur; ötekiler hiç unutmaz.
tt-opened-position = Paylaşılan pozisyon açıldı.
tt-opened-game = Paylaşılan oyun açıldı.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = Adresteki pozisyon okunamıyor: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = Adresteki oyun okunamıyor: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Bu pozisyon okunamıyor: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Bu oyun kaydı okunamıyor: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Kaydedilmiş oyununuz geri yüklenemedi ({ $why }). Bu tarayıcıda bir kenarda saklanıyor; yeni bir parti başlıyor.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Reddedildi: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = “{ $value }” puanları yok sayıldı (0 ile 10 arasında iki çift sayı, ör. 10,0)
tt-address-holes = “{ $value }” trou sayısı yok sayıldı (0 ile 11 arasında iki sayı, ör. 3,5)
tt-address-school = bilinmeyen okul modu “{ $value }” (on ya da off)
tt-address-forget = bilinmeyen forget değeri “{ $value }” (on ya da off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = pozisyon metni boş
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = “{ $found }” gösterim sürümü bilinmiyor (oyunun bu sürümü gösterimin { $known }. sürümünü okur)
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] tahta eksik
    [turn] sıra bilgisi eksik
    [score] { $side } tarafının skoru eksik
    [pavillon] pavillon eksik
   *[options] seçenekler eksik
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] tahta için hiçbir şey yazılmamış
    [turn] sıra bilgisi için hiçbir şey yazılmamış
    [score] { $side } tarafının skoru için hiçbir şey yazılmamış
    [pavillon] pavillon için hiçbir şey yazılmamış
   *[options] seçenekler için hiçbir şey yazılmamış
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] tahta yarım kalmış
    [turn] sıra bilgisi yarım kalmış
    [score] { $side } tarafının skoru yarım kalmış
    [pavillon] pavillon yarım kalmış
   *[options] seçenekler yarım kalmış
}
# $index: the character where the extra text starts (counted from 1)
tt-why-too-many-parts = pozisyonun ardından, { $index }. karakterde beklenmeyen metin var
# $found: the character; $index: its place (counted from 1); $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = { $part ->
    [board] tahtada
    [turn] sıra bilgisinde
    [score] { $side } tarafının skorunda
    [pavillon] pavillon'da
   *[options] seçeneklerde
}, { $index }. karakterde beklenmeyen bir “{ $found }” var
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = pullar { $fields ->
    [one] { $fields } hane
   *[other] { $fields } hane
} tanımlıyor; tahtada 24 hane var
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = { $part ->
    [board] tahtada
    [turn] sıra bilgisinde
    [score] { $side } tarafının skorunda
    [pavillon] pavillon'da
   *[options] seçeneklerde
} { $index }. karakterde başlayan sayı çok büyük
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = “{ $option }” seçeneği iki kez verilmiş ({ $index }. karakter)
# $index: where the second stake method is
tt-why-conflicting-options = iki ayrı bahis yöntemi verilmiş ({ $index }. karakter); birini seçin
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = { $side } tarafının tahtada { $count } pulu var (en çok 15 olur)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = iki tarafın da aynı hanede pulu var (Beyaz için { $field }. hane, Siyah için { $black_field }. hane)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = { $side } tarafının 1–24 aralığının dışında, { $pos }. konumda pulları var
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } tarafının dinlenme köşesinde tek bir pulu var (köşe iki ya da daha çok pulla tutulur ya da boş kalır)
# $side: whose checkers
tt-why-in-opponents-corner = { $side } tarafının rakibin dinlenme köşesinde pulları var

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } on beş pulun hepsini topladı, bu da relevé'yi bitirir: pulları talonlara geri koyun
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } bu relevé'de hiç zar atmadı, ama bütün pulları talonunda değil
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } tarafının { $points ->
    [one] { $points } puanı
   *[other] { $points } puanı
} var; puanlar hep çift sayılarla yazılır
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } tarafının { $points } puanı var; 12 puan bir trou eder, bu yüzden fiş en çok 10 puan gösterir
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } tarafının { $holes } trou'su var; 12 trou partiyi kazandırır, bu yüzden süren bir partide en çok 11 trou olur
# No argument.
tt-why-both-bredouille = iki taraf da en bredouille; puan yazan taraf karşı tarafı her zaman bredouille'dan çıkarır
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } tarafının puanı var, { $opponent } tarafının yok; demek ki { $side } bu puanları kesintisiz yazdı ve en bredouille olmalı
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = pavillon ortadaki trou'da, ama Beyaz'ın { $white ->
    [one] { $white } trou'su
   *[other] { $white } trou'su
}, Siyah'ın { $black } trou'su var: iki tarafın da trou'su olunca pavillon ya alınmış ya da bir kenara konmuştur
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = pavillon'u { $side } almış, ama Beyaz'ın { $white ->
    [one] { $white } trou'su
   *[other] { $white } trou'su
}, Siyah'ın { $black } trou'su var: pavillon karşı tarafın trou serisi kesilerek alınır, bu yüzden iki tarafın da trou'su olur
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = pavillon bir kenara konmuş, ama Beyaz'ın { $white ->
    [one] { $white } trou'su
   *[other] { $white } trou'su
}, Siyah'ın { $black } trou'su var: pavillon ancak iki taraf da trou kazandıktan sonra bir kenara konur
# $die: what the die shows
tt-why-die-out-of-range = bir zar 1'den 6'ya kadar gelir, { $die } gelemez
# $side: who has rolled
tt-why-roll-not-counted = { $side } zarları attı, ama bu relevé'de sayılmış hiçbir atışı yok
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = bu relevé'de Beyaz { $white ->
    [1] bir kez
    [one] { $white } kez
   *[other] { $white } kez
}, Siyah { $black ->
    [1] bir kez
    [one] { $black } kez
   *[other] { $black } kez
} zar attı; { $rolled ->
    [yes] { $side } zarları az önce atmışken
   *[no] zar atma sırası { $side } tarafındayken
} bu olamaz
# No argument.
tt-why-choice-without-roll = bir tenir / s'en aller seçimi bekleniyor, ama hiç zar atılmadı
# $side: who must choose
tt-why-choice-without-hole = { $side } tenir ile s'en aller arasında seçim yapmalı; bu seçim kazanılan bir trou'nun ardından gelir, ama { $side } tarafının hiç trou'su yok
# $side: who rolled
tt-why-choice-on-sortie = { $side } tarafının atışı son pullarını topluyor, bu da relevé'yi bitirir: seçilecek bir tenir / s'en aller yok
# No argument.
tt-why-not-started = parti başlamadı: öncelik için henüz zar atılmadı

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = bu hamle şimdi yapılamaz ({ $phase ->
    [primacy] oyun öncelik zarını bekliyor
    [roll] oyun zar atılmasını bekliyor
    [choose] oyun tenir ya da s'en aller seçimini bekliyor
    [move] oyun pulların oynanmasını bekliyor
   *[over] parti bitti
})
# $die: what the die shows
tt-why-bad-die = bir zar 1'den 6'ya kadar gelir, { $die } gelemez
# No argument.
tt-why-illegal-turn = bu atış kurallara göre böyle oynanamaz
# $count: the count marked (odd, or above 100)
tt-why-bad-count = puanlar 100'e kadar çift sayılarla sayılır; { $count } olası bir sayım değil

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = oyun metni boş
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = “{ $found }” oyun gösterimi sürümü bilinmiyor (oyunun bu sürümü oyun gösteriminin { $known }. sürümünü okur)
# $found: the character; $index: its place in the game text (counted from 1)
tt-why-game-bad-character = oyun metninin { $index }. karakterinde beklenmeyen bir “{ $found }” var
# No argument.
tt-why-game-malformed = oyun metni kesik ya da değiştirilmiş (uzunluğu ya da son karakteri yanlış)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] oyun metni başlığının ortasında bitiyor
   *[action] oyun metni { $action }. hamlenin ortasında bitiyor
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] başlıktaki seçeneklerin kodu { $value }, ama yalnız 0 ile { $max } arasındaki kodlar olabilir
    [primacy] { $action }. hamle: öncelik zarlarının kodu { $value }, ama yalnız 0 ile { $max } arasındaki kodlar olabilir
    [roll] { $action }. hamle: bir atışın kodu { $value }, ama yalnız 0 ile { $max } arasındaki kodlar olabilir
    [turn] { $action }. hamle: oynanan hamlenin kodu { $value }, ama yalnız 0 ile { $max } arasındaki kodlar olabilir
   *[marked] { $action }. hamle: yazılan bir sayımın kodu { $value }, ama yalnız 0 ile { $max } arasındaki kodlar olabilir
}
# No argument.
tt-why-game-trailing-data = oyun metni son hamlesinden sonra da sürüyor
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = oyunda { $actions } hamle var; bir kayıt en çok 65.535 hamle tutar
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = başlangıç pozisyonunda, { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = { $action }. hamle yeniden oynanamıyor: { $reason }
