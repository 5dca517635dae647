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
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Kaydedilmiş oyununuz geri yüklenemedi ({ $why }). Bu tarayıcıda bir kenarda saklanıyor; yeni bir oyun başlıyor.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = an XGID has 10 parts separated by “:”, not { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = an XGID's position has 26 characters, not { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = the XGID's position has “{ $character }” at character { $position }, where “-”, A to P or a to p belongs
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } has { $count } checkers in the XGID, more than 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = both sides have checkers on { $side }'s { $point }-point
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = both sides are on the bar against closed boards
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = part { $n } of the XGID ({ $part ->
    [cube] the cube's value
    [owner] the cube's owner
    [turn] the turn
    [score] { $side }'s score
    [rules] the Crawford and Jacoby rules
    [length] the match length
   *[max-cube] the highest cube
}) is not a whole number
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = the cube's exponent { $log2 } is not from 0 to 12 (a cube of 1 to 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = the cube's owner { $value } is not -1, 0 or 1
# $value: the value read for the turn
bg-why-xgid-turn = the turn { $value } is not 1 or -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = the dice part has { $length ->
    [one] { $length } character
   *[other] { $length } characters
}, where D or two digits belong
# $die: the number read
bg-why-xgid-die = a die shows 1 to 6, not { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = the dice part has “{ $character }” where a digit belongs
# $side: whose score; $score: the score read
bg-why-xgid-score = { $side }'s score { $score } is not from 0 to 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = { $side }'s score { $score } is not below the match length, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = the Crawford and Jacoby value { $value } is above { $max } for { $play ->
    [match] a match
   *[money] money play
}
# $length: the match length read
bg-why-xgid-match-length = the match length { $length } is not from 0 to 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = the highest cube's exponent { $log2 } is not from 0 to 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = the Match ID fields are invalid: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = a Match ID has 12 characters, not { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = the Match ID has “{ $character }” at character { $position }, which is not a Base64 character (A-Z, a-z, 0-9, + or /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = the Match ID sets its unused last bits (value { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = the cube's exponent { $log2 } is above 12: the largest cube is 4096
# $value: the cube's value
bg-why-match-id-cube-value = the cube's value { $value } is not a power of two from 1 to 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = the cube owner's field holds { $bits }, which names nobody
# $code: the value of the game state's field
bg-why-match-id-game-state = the game state { $code } is not one of 0 to 4
# $die: the number read
bg-why-match-id-die = a die shows 1 to 6, not { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = the dice { $a } and { $b } are neither both rolled nor both unrolled
# $length: the match length read
bg-why-match-id-match-too-long = a { $length }-point match is longer than the 64 points gnubg allows
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = { $side }'s score { $score } does not fit in 15 bits
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = { $side }'s score { $score } is beyond the match length, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = money play has no Crawford game
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = the Crawford game is marked at White { $white }, Black { $black } in a { $length }-point match, where nobody is one point from winning
# $value: the cube's value
bg-why-match-id-cube-in-crawford = the cube is at { $value } in the Crawford game, where it is not used
# $length: the Position ID's length in characters
bg-why-position-id-length = a Position ID has 14 characters, this one has { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = a Position ID is written with A-Z, a-z, 0-9, + and /: “{ $character }” at character { $position } is not one of them
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = the Position ID's bits end before its 50 counts do
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = the Position ID's position is impossible: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = the game in these IDs is over
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = a match is played here to at most { $max } points, not { $length }
# no argument
bg-why-notation-empty = the game text is empty
# $version: the version this program reads ("1")
bg-why-notation-version = not a backgammon game text of version { $version } (it starts “{ $version }.”)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = “{ $character }” at character { $position } is not a character of a game record (A-Z, a-z, 0-9, - and _)
# no argument
bg-why-notation-malformed = the game record has a length no record has: it was cut or changed
# no argument
bg-why-notation-truncated-header = the game record ends in its header
# $action: the action the record ends before
bg-why-notation-truncated = the game record ends before its action { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = the game record's header holds { $value }, where only 0 to { $max } can be
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = action { $action } of the game record holds { $value }, where only 0 to { $max } can be
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = the game's options cannot be played: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = the game's start cannot be set up: { $reason }
# no argument
bg-why-notation-position = the game's start position is impossible
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = action { $action } of the game record is refused: { $reason }
# no argument
bg-why-notation-trailing = something follows the game record's last action
# no argument
bg-why-notation-unwritable = this game cannot be written in the game notation
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = the start cannot be set up: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = action { $action } of the record is refused: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = that action is not possible now: the game waits for { $phase ->
    [opening] the opening roll
    [before-roll] a roll or a double
    [cube-offered] the answer to { $side }'s { $action ->
        [beaver] beaver
        [raccoon] raccoon
       *[double] double
    } to { $value }
    [move] a play
    [choose-double] the doublet to be named
    [resign-offered] the answer to { $side }'s offer to resign { $result ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }
    [game-over] the next game
   *[match-over] nothing more: the match is over
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = it is { $to_act }'s turn to act, not { $side }'s
# $die: the number given
bg-why-game-bad-die = a die shows 1 to 6, not { $die }
# no argument
bg-why-game-illegal-play = that is not a legal way to play this roll
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = no { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] double
} now: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = the cube is not used in this game
# $side: the cube's owner
bg-why-cube-refusal-owned = { $side } owns the cube
# no argument
bg-why-cube-refusal-crawford = no doubling in the Crawford game: the cube is out of play
# no argument
bg-why-cube-refusal-trailer-in-crawford = in the Crawford game the trailer may not double
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = the cube may not go above { $max }
# no argument
bg-why-cube-refusal-before-first-move = the cube may not be turned before the first move of the game
# no argument
bg-why-cube-refusal-already-doubled = you have already doubled this turn
# no argument
bg-why-cube-refusal-money-only = beavers and raccoons are for money play only
# no argument
bg-why-cube-refusal-no-beaver = no beaver is possible here
# no argument
bg-why-cube-refusal-no-raccoon = no raccoon is possible here
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = no doubling on the last roll: the opponent has borne off all his checkers
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = the position has { $found ->
    [one] { $found } checker
   *[other] { $found } checkers
} a side; the game has { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] the player on roll
   *[opponent] the opponent
} has already borne off all his checkers
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = a cube of { $value } is above the maximum of { $max }
# no argument
bg-why-setup-cube-in-crawford = the cube is out of play in the Crawford game: it must be 1, centred
# no argument
bg-why-setup-zero-stake = the stake multiplier is at least 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = a match is played to 1 to { $max } points, not { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = the highest cube is a power of two from 1 to { $max }, not { $value }
# no argument
bg-why-options-raccoons-without-beavers = a raccoon answers a beaver: raccoons need beavers
# $white, $black: each side's score
bg-why-score-match-over = the match is already over at White { $white }, Black { $black }
# no argument
bg-why-score-not-crawford = a Crawford game needs a match with the Crawford rule and exactly one player one point from winning
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = a cube shows a power of two from 1 to { $max }, not { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = a cube of 1 is centred: { $side } cannot own it
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] the player on roll
   *[opponent] the opponent
} has { $count } checkers on the board, more than the game's { $max }
# $point: the point, counted from the player on roll
bg-why-position-shared-point = both players have checkers on point { $point } (counted from the player on roll)
# $n: the number of checkers a side given
bg-why-position-checker-count = a side has 1 to 15 checkers, not { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = { $player ->
    [on-roll] the player on roll's
   *[opponent] the opponent's
} pinned checker on his point { $point } is not alone under opposing checkers
# $version: the version this program reads ("1")
bg-why-position-text-shape = a position text is { $version }.<variant>.<points>.<bars>.<reserves>, then .p<pins> if a checker is pinned
# $name: the rule set's name read
bg-why-position-text-variant = “{ $name }” is not a rule set's name
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = “{ $character }” at character { $position } of the points is not a count (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = the points describe { $n ->
    [one] { $n } point
   *[other] { $n } points
}, not 24
# no argument
bg-why-position-text-counts = the bars and reserves are two numbers up to 15, like 1-0
# no argument
bg-why-position-text-pins = the pins are p then increasing points 1 to 24 holding checkers, separated by -, like p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = { $game } has no pinned checkers
# no argument
bg-why-net-magic = not a network file (it does not begin with TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = the network file is of version { $version }; this program reads version { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = the network file is for an unknown rule set, “{ $name }”
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = the network has { $inputs } inputs, { $hidden } hidden units and { $outputs } outputs; this program needs { $want_inputs } inputs, 1 to 1024 hidden units and { $want_outputs } outputs
# no argument
bg-why-net-truncated = the network file is cut short
# $n: how many bytes follow
bg-why-net-trailing = { $n ->
    [one] { $n } byte follows
   *[other] { $n } bytes follow
} the network's weights
# no argument
bg-why-net-not-finite = a network weight is not a finite number
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
