## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Bütün oyunlar
bg-keys = Tuşlar
bg-rules = Kurallar
bg-close = kapat
bg-log = kayıt
bg-bar = bar
# $error: why the file could not be fetched (the browser's words), or read (bg-why-net-file)
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
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Hazır olduğunuzda sonraki oyun.
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
# $error: why the text is not a game (a bg-why-notation-… reason)
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
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
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
bg-pips-of = { $side }: { $n ->
    [one] gidilecek { $n } hane
   *[other] gidilecek { $n } hane
}

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
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Başlangıç zarı: Beyaz { $white }, Siyah { $black }. { $first } başlıyor ve ilk hamlesi için zarları yeniden atıyor.
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
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Kaydedilmiş oyununuz geri yüklenemedi ({ $why }). Bu tarayıcıda bir kenarda saklanıyor; yeni bir oyun başlıyor.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = bir XGID “:” ile ayrılmış 10 bölümden oluşur, { $found } bölümden değil
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = bir XGID'nin pozisyon bölümü 26 karakterdir, { $length } değil
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = XGID'nin pozisyon bölümünde { $position }. karakter “{ $character }”; orada “-” ya da A'dan P'ye, a'dan p'ye bir harf olmalı
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = XGID'de { $side } tarafının { $count } pulu var, 15'ten fazla
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = { $side } için { $point }. hanede iki tarafın da pulu var
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = iki tarafın da barda pulu var ve ikisinin de karşısındaki ev kapalı
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = XGID'nin { $n }. bölümü ({ $part ->
    [cube] katlama zarının değeri
    [owner] katlama zarının sahibi
    [turn] sıra
    [score] { $side } tarafının skoru
    [rules] Crawford ve Jacoby kuralları
    [length] maç uzunluğu
   *[max-cube] en yüksek katlama değeri
}) bir tam sayı değil
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = katlama zarının üssü { $log2 }, 0 ile 12 arasında değil (katlama zarı 1 ile 4096 arasında olur)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = katlama zarının sahibi { $value } olamaz: -1, 0 ya da 1 olmalı
# $value: the value read for the turn
bg-why-xgid-turn = sıra { $value } olamaz: 1 ya da -1 olmalı
# $length: the dice part's length in characters
bg-why-xgid-dice-length = zar bölümü { $length ->
    [one] { $length } karakter
   *[other] { $length } karakter
}; orada D ya da iki rakam olmalı
# $die: the number read
bg-why-xgid-die = bir zar 1'den 6'ya kadar gelir, { $die } gelemez
# $character: the character found in the dice part
bg-why-xgid-dice-character = zar bölümünde rakam olması gereken yerde “{ $character }” var
# $side: whose score; $score: the score read
bg-why-xgid-score = { $side } tarafının skoru { $score }, 0 ile 32767 arasında değil
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = { $side } tarafının skoru { $score }, maç uzunluğundan ({ $length }) küçük değil
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = Crawford ve Jacoby değeri { $value }, ama bu değer { $play ->
    [match] maçta
   *[money] bahisli oyunda
} en çok { $max } olabilir
# $length: the match length read
bg-why-xgid-match-length = maç uzunluğu { $length }, 0 ile 64 arasında değil
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = en yüksek katlama değerinin üssü { $log2 }, 0 ile 255 arasında değil
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = Maç kimliği (Match ID) alanları geçersiz: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = bir Maç kimliği 12 karakterdir, { $length } değil
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = Maç kimliğinin { $position }. karakteri “{ $character }”, bu bir Base64 karakteri değil (A-Z, a-z, 0-9, + ya da /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = Maç kimliğinin kullanılmayan son bitleri boş değil (değeri { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = katlama zarının üssü { $log2 }, 12'den büyük: katlama zarının en yüksek değeri 4096
# $value: the cube's value
bg-why-match-id-cube-value = katlama zarının değeri { $value }, 1 ile 4096 arasında ikinin bir kuvveti değil
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = katlama zarının sahibi alanında { $bits } yazıyor; bu kimseyi göstermiyor
# $code: the value of the game state's field
bg-why-match-id-game-state = oyun durumu { $code }, 0 ile 4 arasında değil
# $die: the number read
bg-why-match-id-die = bir zar 1'den 6'ya kadar gelir, { $die } gelemez
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = { $a } ve { $b } zarlarından biri atılmış, öbürü atılmamış: ikisi de atılmış ya da ikisi de atılmamış olmalı
# $length: the match length read
bg-why-match-id-match-too-long = { $length } sayıya maç, gnubg'nin izin verdiği 64 sayıdan uzun
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = { $side } tarafının skoru { $score }, 15 bite sığmıyor
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = { $side } tarafının skoru { $score }, maç uzunluğunu ({ $length }) aşıyor
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = bahisli oyunda Crawford oyunu olmaz
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = { $length } sayıya maçta Beyaz { $white }, Siyah { $black } skorunda Crawford oyunu işaretlenmiş, ama bu skorda kimse maçı kazanmaya bir sayı uzakta değil
# $value: the cube's value
bg-why-match-id-cube-in-crawford = Crawford oyununda katlama zarı { $value } değerinde, oysa bu oyunda kullanılmaz
# $length: the Position ID's length in characters
bg-why-position-id-length = bir Pozisyon kimliği 14 karakterdir, bu ise { $length } karakter
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = bir Pozisyon kimliği A-Z, a-z, 0-9, + ve / ile yazılır: { $position }. karakterdeki “{ $character }” bunlardan biri değil
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = Pozisyon kimliğinin bitleri, 50 pul sayısı bitmeden sona eriyor
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = Pozisyon kimliğindeki pozisyon imkânsız: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = bu kimliklerdeki oyun bitmiş
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = burada maç en çok { $max } sayıya oynanır, { $length } sayıya değil
# no argument
bg-why-notation-empty = oyun metni boş
# $version: the version this program reads ("1")
bg-why-notation-version = bu, { $version }. sürüm bir tavla oyun metni değil (öyle bir metin “{ $version }.” ile başlar)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = { $position }. karakterdeki “{ $character }” bir oyun kaydında bulunabilecek bir karakter değil (A-Z, a-z, 0-9, - ve _)
# no argument
bg-why-notation-malformed = oyun kaydının uzunluğu hiçbir kaydın sahip olamayacağı bir uzunluk: kayıt kesilmiş ya da değiştirilmiş
# no argument
bg-why-notation-truncated-header = oyun kaydı daha başlığındayken bitiyor
# $action: the action the record ends before
bg-why-notation-truncated = oyun kaydı { $action }. hamlesinden önce bitiyor
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = oyun kaydının başlığında { $value } var, oysa orada yalnız 0 ile { $max } arasında bir değer olabilir
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = oyun kaydının { $action }. hamlesinde { $value } var, oysa orada yalnız 0 ile { $max } arasında bir değer olabilir
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = oyunun seçenekleriyle oynanamaz: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = oyunun başlangıcı kurulamıyor: { $reason }
# no argument
bg-why-notation-position = oyunun başlangıç pozisyonu imkânsız
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = oyun kaydının { $action }. hamlesi reddedildi: { $reason }
# no argument
bg-why-notation-trailing = oyun kaydının son hamlesinden sonra başka bir şey geliyor
# no argument
bg-why-notation-unwritable = bu oyun, oyun gösterimiyle yazılamaz
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = başlangıç kurulamıyor: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = kaydın { $action }. hamlesi reddedildi: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = bu hamle şimdi yapılamaz: oyun { $phase ->
    [opening] başlangıç zarını bekliyor
    [before-roll] bir zar atışı ya da katlama bekliyor
    [cube-offered] { $side } tarafının { $value } değerine { $action ->
        [beaver] beaver teklifine
        [raccoon] raccoon teklifine
       *[double] katlama teklifine
    } yanıt bekliyor
    [move] bir hamle bekliyor
    [choose-double] oynanacak çiftin söylenmesini bekliyor
    [resign-offered] { $side } tarafının { $result ->
        [gammon] mars
        [backgammon] katmerli mars
       *[single] tek oyun
    } vererek pes etme teklifine yanıt bekliyor
    [game-over] sonraki oyunu bekliyor
   *[match-over] artık hiçbir şey beklemiyor: maç bitti
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = hamle sırası { $side } tarafında değil, { $to_act } tarafında
# $die: the number given
bg-why-game-bad-die = bir zar 1'den 6'ya kadar gelir, { $die } gelemez
# no argument
bg-why-game-illegal-play = bu atış kurallara göre böyle oynanamaz
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = şimdi { $action ->
    [beaver] beaver denemez
    [raccoon] raccoon denemez
   *[double] katlanamaz
}: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = bu oyunda katlama zarı kullanılmıyor
# $side: the cube's owner
bg-why-cube-refusal-owned = katlama zarının sahibi { $side }
# no argument
bg-why-cube-refusal-crawford = Crawford oyununda katlama yok: katlama zarı oyun dışı
# no argument
bg-why-cube-refusal-trailer-in-crawford = Crawford oyununda geride olan oyuncu katlayamaz
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = katlama zarı { $max } değerini aşamaz
# no argument
bg-why-cube-refusal-before-first-move = oyunun ilk hamlesinden önce katlama zarı çevrilemez
# no argument
bg-why-cube-refusal-already-doubled = bu elde zaten katladınız
# no argument
bg-why-cube-refusal-money-only = beaver ve raccoon yalnız bahisli oyunda oynanır
# no argument
bg-why-cube-refusal-no-beaver = burada beaver denemez
# no argument
bg-why-cube-refusal-no-raccoon = burada raccoon denemez
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = son atışta katlanamaz: rakip bütün pullarını topladı
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = pozisyonda taraf başına { $found ->
    [one] { $found } pul
   *[other] { $found } pul
} var; bu oyun taraf başına { $expected } pulla oynanır
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] sıradaki oyuncu
   *[opponent] rakip
} bütün pullarını zaten topladı
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = katlama zarı { $value } değerinde, oysa en yüksek değer { $max }
# no argument
bg-why-setup-cube-in-crawford = Crawford oyununda katlama zarı oyun dışıdır: 1 değerinde ve ortada olmalı
# no argument
bg-why-setup-zero-stake = bahis çarpanı en az 1 olur
# $length: the match length given; $max: the longest match
bg-why-options-match-length = maç 1 ile { $max } arasında bir sayıya oynanır, { $length } sayıya değil
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = en yüksek katlama değeri 1 ile { $max } arasında ikinin bir kuvvetidir, { $value } olamaz
# no argument
bg-why-options-raccoons-without-beavers = raccoon bir beaver'a verilen yanıttır: beaver olmadan raccoon olmaz
# $white, $black: each side's score
bg-why-score-match-over = Beyaz { $white }, Siyah { $black } skorunda maç zaten bitmiş
# no argument
bg-why-score-not-crawford = Crawford oyunu için Crawford kuralıyla oynanan bir maç ve maçı kazanmaya bir sayı kalan tek bir oyuncu gerekir
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = katlama zarı 1 ile { $max } arasında ikinin bir kuvvetini gösterir, { $value } gösteremez
# $side: the owner given
bg-why-cube-error-owned-at-one = 1 değerindeki katlama zarı ortadadır: { $side } onun sahibi olamaz
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] sıradaki oyuncunun
   *[opponent] rakibin
} tahtada { $count } pulu var, oyunun verdiği { $max } puldan fazla
# $point: the point, counted from the player on roll
bg-why-position-shared-point = iki oyuncunun da { $point }. hanede pulu var (haneler sıradaki oyuncuya göre sayılır)
# $n: the number of checkers a side given
bg-why-position-checker-count = bir tarafın 1 ile 15 arasında pulu olur, { $n } değil
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = { $player ->
    [on-roll] sıradaki oyuncunun
   *[opponent] rakibin
} kendi { $point }. hanesindeki tapalı pulu, karşı pulların altında tek başına değil
# $version: the version this program reads ("1")
bg-why-position-text-shape = pozisyon metni { $version }.<oyun>.<haneler>.<barlar>.<yedekler> biçimindedir, bir pul tapalıysa ardından .p<tapalar> gelir
# $name: the rule set's name read
bg-why-position-text-variant = “{ $name }” hiçbir oyunun adı değil
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = haneler bölümünün { $position }. karakterindeki “{ $character }” bir pul sayısı değil (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = haneler bölümü { $n ->
    [one] { $n } hane
   *[other] { $n } hane
} tanımlıyor, 24 değil
# no argument
bg-why-position-text-counts = barlar ve yedekler 15'e kadar iki sayıdır, ör. 1-0
# no argument
bg-why-position-text-pins = tapalar p harfiyle yazılır, ardından pul bulunan haneler 1'den 24'e artan sırayla, - ile ayrılarak gelir, ör. p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = { $game } oyununda tapalı pul olmaz
# no argument
bg-why-net-magic = bu bir ağ dosyası değil (TBNN ile başlamıyor)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = ağ dosyası { $version }. sürümden; bu program { $reads }. sürümü okur
# $name: the rule set's name in the file
bg-why-net-variant = ağ dosyası bilinmeyen bir oyun için: “{ $name }”
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = ağın { $inputs } girdisi, { $hidden } gizli birimi ve { $outputs } çıktısı var; bu programın { $want_inputs } girdiye, 1 ile 1024 arasında gizli birime ve { $want_outputs } çıktıya ihtiyacı var
# no argument
bg-why-net-truncated = ağ dosyası yarıda kesilmiş
# $n: how many bytes follow
bg-why-net-trailing = ağın ağırlıklarının ardından { $n ->
    [one] { $n } bayt
   *[other] { $n } bayt
} daha geliyor
# no argument
bg-why-net-not-finite = ağın ağırlıklarından biri sonlu bir sayı değil
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
