## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Bütün oyunlar
bg-keys = Tuşlar
bg-rules = Kurallar
bg-close = kapat
bg-log = kayıt
bg-bar = bar
# $error: why the file could not be fetched
bg-net-failed = Botun eğitilmiş ağı yüklenemedi ({ $error }); bot basit değerlendirmesiyle oynuyor.

## The status line: whose turn and what he should do.

bg-status-replay = Tekrar: oyun olduğu gibi. » şimdiye döner; “Buradan oyna” bu andan devam eder.
bg-status-opening-friend = Başlangıç zarı: arkadaşınızın bağlantısı bekleniyor…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = Sıra { $side } tarafında: bağlantısı bekleniyor
bg-status-opening = Başlangıç zarı…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: zar atın ya da katlayın
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: zar atın
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: hamlenizi onaylayın ya da geri alın
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: bir pul, sonra ışıklı bir hane seçin
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: oynayacağınız çifti söyleyin
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: { $value } değerine { $action ->
    [beaver] beaver teklifini
    [raccoon] raccoon teklifini
   *[double] katlama teklifini
} kabul edin ya da pas geçin
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: pes teklifini kabul edin ya da reddedin
bg-status-game-over = Oyun bitti: hazır olduğunuzda sonraki oyun.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = Maçı { $side } kazandı.
bg-status-match-over = Maç bitti.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = { $side } düşünüyor…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = Bahisli oyun · Beyaz { $white } – { $black } Siyah
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = { $length } sayıya maç · Beyaz { $white } – { $black } Siyah
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = { $length } sayıya maç · Beyaz { $white } – { $black } Siyah · Crawford oyunu

## The buttons of the turn.

bg-roll = Zar at
bg-double = Katla
bg-take = Kabul
bg-pass = Pas
bg-beaver = Beaver
bg-raccoon = Raccoon
bg-confirm = Onayla
bg-take-back = Geri al
bg-hint-button = İpucu
bg-accept = Kabul et
bg-refuse = Reddet
bg-next-game = Sonraki oyun
bg-resign = Pes et…
bg-resign-single = tek oyun
bg-resign-gammon = mars
bg-resign-backgammon = katmerli mars

## What the turn's entry says.

bg-all-played = Bütün sayılar oynandı: onaylayın ya da bir hamleyi geri alın.
bg-none-moves-from-there = Oradan hiçbir pulunuz oynayamaz.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = Güçlü bot şöyle oynardı: { $plays } (her birinden sonraki beklenen değeri, sayı olarak).

## The review of a person's plays after a game.

bg-reviewing = Hamleleriniz inceleniyor…
bg-review-ask = Hamlelerimi incele
bg-review-none = Güçlü botun değerlendirmesine göre anmaya değer bir hata yok: her hamle en iyisinin 0,020 yakınında.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = Güçlü botun değerlendirmesine göre en büyük hatalar (kaybedilen beklenen değer, sayı olarak): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, en iyisi { $best } ({ $lost })
bg-review-separator = {"; "}

## Share and open.

bg-share = Paylaş ve aç
bg-share-position-id = Pozisyon kimliği (Position ID)
bg-share-match-id = Maç kimliği (Match ID)
bg-share-xgid = XGID
bg-share-position-link = Pozisyonun bağlantısı
bg-share-game-link = Oyunun bağlantısı
bg-share-moment-link = Bu anın bağlantısı
bg-share-game-text = Oyun kaydı
bg-copy = Kopyala
# $row: the row's label (bg-share-…)
bg-copy-row = Kopyala: { $row }
bg-copied = Kopyalandı.
bg-copy-by-hand = Metni seçip kopyalayın.
bg-opened = Açıldı.
bg-paste = Bir Position ID:Match ID, bir XGID, bir oyun ya da bir bağlantı yapıştırın
bg-open = Aç
bg-paste-first = Önce açılacak bir şey yapıştırın.
# $error: why the text is not a game
bg-paste-unreadable = Bu ne iki gnubg kimliği, ne bir XGID ne de bir oyun: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · Beyaz { $white } – Siyah { $black } · { $n ->
    [one] { $n } hamle
   *[other] { $n } hamle
}
# $what: game or position
bg-opened-shared = Paylaşılan { $what ->
    [position] pozisyon
   *[game] oyun
} açıldı.
# $what: game or position; $error: what is wrong with it
bg-shared-unreadable = Adresteki { $what ->
    [position] pozisyon
   *[game] oyun
} okunamıyor: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = İstenen an n={ $k }, oyunun { $n ->
    [one] { $n } hamlesini
   *[other] { $n } hamlesini
} aşıyor: oyun olduğu gibi gösteriliyor.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = İstenen an n={ $k } bir hamle sayısı değil: oyun olduğu gibi gösteriliyor.
bg-position-form = pozisyon PositionID:MatchID (gnubg) ya da XGID=… (eXtreme Gammon) biçiminde yazılır

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Hane { $n }{ $pinned ->
    [yes] , bir pul tapalı
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Hane { $n }, { $count } { $side }{ $pinned ->
    [yes] , bir pul tapalı
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Tahta { $side } tarafından görülüyor
bg-tray-mine = Toplama: kutu
bg-tray-theirs = Karşı tarafın kutusu

## The options form: the next game, the players, the board and its help.

bg-options = Seçenekler ve yeni oyun
# $n: the match's length in points
bg-form-match-to = { $n } sayıya maç
bg-form-next-game = Sonraki oyun
bg-form-money = Bahisli oyun
bg-form-play = Oyun
bg-form-cube = Katlama zarını kullan
bg-form-crawford = Crawford kuralı
bg-form-jacoby = Jacoby kuralı (mars, ancak katlama zarı döndükten sonra sayılır)
bg-form-beavers = Beaver ve raccoon
bg-form-automatic = Başlangıçta eşitlikte otomatik katlama
bg-form-auto-limit = Bir oyunda en çok otomatik katlama
bg-form-six-six = 6-6 eşitliği bahsi üçe katlar
bg-form-no-limit = sınırsız
bg-form-max-cube = En yüksek katlama değeri
bg-form-new-game = Yeni oyun başlat
bg-form-players = Oyuncular
bg-form-bot-black = Bot Siyah'la oynar
bg-form-bot-white = Bot Beyaz'la oynar
bg-form-hotseat = Bu cihazda iki oyuncu
bg-form-bots = Bot kendine karşı
bg-form-remote = Bir arkadaş, bağlantıyla
bg-form-opponent = Rakip
bg-form-beginner = Başlangıç
bg-form-club = Kulüp
bg-form-strong = Güçlü
bg-form-level = Bot seviyesi
bg-form-board = Tahta ve yardım
bg-form-mirrored = Ev solda
bg-form-numbers = Hane numaraları
bg-form-follow = İki oyuncu: tahtayı zar atacak oyuncuya çevir
bg-form-auto-forced = Zorunlu hamleleri benim yerime oyna
bg-form-auto-roll = Katlayamadığımda zarı benim yerime at

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = mars ve katmerli mars sayılır (gnubg); kapalı: her oyun tek sayılır (Endonezya tanımı)
bg-option-dutch-hit-after-home = açık pulu yalnız evinde pulu olan oyuncu kırabilir; kapalı: her zaman
bg-option-nardy-first-three-three = ilk atışta 6-6, 4-4 ya da 3-3 gelirse iki pul baştan çıkabilir; kapalı: yalnız 6-6 ve 4-4
bg-option-nardy-block-each-landing = hiçbir zarın konduğu yer, bir an için bile, yasak altılı bloğu kuramaz; kapalı: yalnız bütün hamleden sonraki pozisyon sayılır
bg-option-fevga-pass-start = ikinci pul çıkış yerinden ayrılmadan önce ilk pul rakibin çıkış hanesini geçmelidir; kapalı: rakibin başlangıç çeyreğine varması yeter
bg-option-fevga-block-each-landing = hiçbir zarın konduğu yer, bir an için bile, yasak bir blok (arka arkaya altı hane, rakibin başlangıç çeyreği) kuramaz; kapalı: yalnız bütün hamleden sonraki pozisyon sayılır
bg-option-portes-double-if-none-off = kaybeden hiç pul toplamamışsa oyun 2 sayılır; kapalı: başlangıç çeyreğinde hâlâ pulu varsa
bg-option-russian-enter-all-first = başka hamleden önce 15 pulun hepsi girilir; kapalı: oyuncu ne zaman isterse
bg-option-russian-hitting = açık pullar kırılır; kapalı: tek pul da haneyi kapatır
bg-option-russian-complements-from-first = karşıt çift ve yeniden atış ilk çiftten başlar; kapalı: ancak oyuncunun bütün pulları girince
bg-option-gul-bara-opponent-plays-rest = oyuncunun oynayamadığı sayıları rakip oynar; kapalı: yanar
bg-option-acey-deucey-european = 1-2'den sonra seçilen çift, ardından karşıt çifti; kapalı: yalnız seçilen çift
bg-option-jacquet-blocking = kırma yok: karşı pulun bulunduğu hane kapalıdır (Fransız kuralları); kapalı: tek pul kırılır ve yeniden girer (Ludii)
bg-option-chase-doublets-roll-again = çiftten sonra oyuncu zarlar farklı gelene dek yeniden atar (Endonezya tanımı); kapalı: bkgm'nin (bir tavla kütüphanesi) çiftleri, bir kez oynanır (6-6 iki kez, dört altı), yeniden atış yok; son pulun 1-1 ve 6-6 dışındaki çiftleri hariç
bg-option-chase-lower-starts = başlangıçta küçük zarı atan başlar (bkgm); kapalı: büyük zarı atan; ilk hamlesi için yeniden atar

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = Beyaz
bg-black = Siyah

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Bu atışın bütün zarları oynandı.
bg-refused-no-such-number = Kalan zarların hiçbiri bu sayıyı göstermiyor.
bg-refused-no-checker = Orada pulunuz yok.
bg-refused-enter-first = Bardaki pul, başka hamleden önce girmelidir.
bg-refused-enter-all-first = Başka hamleden önce bütün pullarınız girmelidir.
bg-refused-point-closed = O haneyi iki ya da daha çok karşı pul tutuyor.
bg-refused-point-occupied = O haneyi bir karşı pul tutuyor (bu oyunda kırma yok).
bg-refused-point-held-by-pin = Rakip orada pullarınızdan birini tapalamış: hane onun.
bg-refused-checker-pinned = Bu pul tapalı: üzerindeki karşı pullar gidene dek oynayamaz.
bg-refused-pinned-at-home = Evinizde tapalı bir pulunuz varken toplama yapılamaz.
bg-refused-not-all-home = Toplamak için bütün pullarınızın evde olması gerekir.
bg-refused-higher-checker-first = Büyük bir sayı yalnız en yüksek hanenizden pul toplar.
bg-refused-no-hit-without-home-checker = Ancak evinizde bir pulunuz olunca kırabilirsiniz.
bg-refused-one-from-the-head = Her elde baştan yalnız bir pul çıkar (ilk atışta 6-6, 4-4 ya da 3-3 gelirse iki).
bg-refused-first-checker-first = Sizin çıkışınızdan başka bir pul ayrılmadan önce ilk pulunuz rakibin çıkışını geçmelidir.
bg-refused-courier-first = Çıkışınızdan başka bir pul ayrılmadan önce ulağınız evinize varmalıdır.
bg-refused-forbidden-block = Bu, kuralların yasakladığı bir blok bırakır: rakibin yolunda, ötesinde onun hiç pulu olmayan arka arkaya altı hane (Fevga'da rakibin başlangıç çeyreğinin altı hanesinin hepsi de).
bg-refused-must-use-both-dice = İki zar da oynanabilir; bu hamleden sonra oynanamaz.
bg-refused-must-use-higher-die = Yalnız bir zar oynanabiliyor, o yüzden büyüğü oynanmalıdır.
bg-refused-must-play-more = Çiftin bu hamlenin izin verdiğinden fazlası oynanabilir.
bg-refused-only-ones-and-sixes = Kovalamacada yalnız 1'ler, 6'lar ve çiftler sayılır.
bg-refused-one-checker-a-point = Kovalamacada bir hanede yalnız bir pul durur.
bg-refused-last-checker-by-corners = Son pulunuz yalnız 1 ve 6 ile, köşeden köşeye gider: 1 ile öndeki en yakın köşeye, 6 ile ondan sonrakine.
bg-refused-last-checker-to-corners = Son pulunuz bir köşede duruyor: yalnız köşelere gidebilir.
bg-refused-last-checker-safe = Rakibin son pulu yalnız bir köşede yakalanabilir, iki pulunuzun arasında da yakalanamaz.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Oyun { $n }
# $n: the game's number in the session
bg-log-game-crawford = Oyun { $n } — Crawford oyunu: katlama yok
# $die: the number both rolled
bg-log-opening-tie = İki taraf da { $die } attı: başlangıç zarı yeniden atılıyor.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = İki taraf da { $die } attı: başlangıç zarı yeniden atılıyor; otomatik katlama, katlama zarı { $cube } değerinde.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Başlangıç zarı: Beyaz { $white }, Siyah { $black }. { $first } başlıyor.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: hamle yok
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = { $side } bir kez daha atıyor: son pulunu toplarsa oyun berabere biter.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = { $side } { $roll } attı ve hiçbir sayıyı oynayamıyor: varılacak bütün haneler kapalı.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = { $side } { $part ->
    [complement] karşıt çifti
    [cascade] zincirin sonraki çiftini
    [chosen] seçilen çifti
    [chosen-complement] seçilen çiftin karşıtını
    [opponents-rest] rakibin oynayamadığı sayıları
   *[roll] atışı
} oynuyor: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = { $side } { $die }-{ $die } çiftini seçiyor.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = { $side } elinin bütün parçalarını oynadı ve yeniden atıyor.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = { $side } { $dice } atışını tam oynayamıyor: elin kalanı yanar.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = { $dice } sayıları oynanamadı: onları { $side } oynuyor.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = { $side } { $value } değerine { $action ->
    [beaver] beaver diyor
    [raccoon] raccoon diyor
   *[double] katlıyor
}.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = { $side } kabul ediyor: katlama zarı { $value } değerinde, sahibi { $owner }.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = { $side } pas geçiyor.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = { $side } { $result ->
    [gammon] mars
    [backgammon] katmerli mars
   *[single] tek oyun
} vererek pes etmeyi öneriyor.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = { $side } kabul ediyor.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = { $side } reddediyor: oyun sürüyor.
bg-log-drawn = Oyun berabere: sayı yok.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = { $side } { $result ->
    [gammon] mars ile
    [backgammon] katmerli mars ile
   *[single] tek oyunla
} kazanıyor{ $how ->
    [dropped] {" "}(katlama pas geçildi)
    [resigned] {" "}(pes edildi)
    [mother] {" "}(ana pul tapalandı)
   *[played] {""}
}: { $points ->
    [one] { $points } sayı
   *[other] { $points } sayı
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = { $side } { $result ->
    [gammon] mars ile
    [backgammon] katmerli mars ile
   *[single] tek oyunla
} kazanıyor{ $how ->
    [dropped] {" "}(katlama pas geçildi)
    [resigned] {" "}(pes edildi)
    [mother] {" "}(ana pul tapalandı)
   *[played] {""}
} × { $times }: { $points ->
    [one] { $points } sayı
   *[other] { $points } sayı
}.
# $white, $black: each side's points
bg-log-score = Skor: Beyaz { $white }, Siyah { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = { $side } maçı { $won }–{ $lost } kazanıyor.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = { $n ->
    [one] bir açık pul kırıyor
   *[other] { $n } açık pul kırıyor
}
# $n: how many checkers were pinned
bg-note-pins = { $n ->
    [one] bir pul tapalıyor
   *[other] { $n } pul tapalıyor
}
# $n: how many checkers were captured
bg-note-captures = { $n ->
    [one] bir pulu
   *[other] { $n } pulu
} kesin olarak yakalıyor
bg-note-forced = zorunlu: tek geçerli hamle
bg-note-higher-die = iki sayıdan biri oynanabilirdi ama ikisi birden değil: kurallar büyüğünü alır
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
    [one] { $dice } oynanamıyor
   *[other] { $dice } oynanamıyor
}
# $why: why the saved text cannot be read (its notation's error, in English)
bg-restore-failed = Kaydedilmiş oyununuz geri yüklenemedi ({ $why }). Bu tarayıcıda bir kenarda saklanıyor; yeni bir oyun başlıyor.
