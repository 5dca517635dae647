## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Всички игри
bg-keys = Клавиши
bg-rules = Правила
bg-close = затвори
bg-log = дневник
bg-bar = бар
# $error: why the file could not be fetched (the browser's words), or read (bg-why-net-file)
bg-net-failed = Обучената мрежа на бота не можа да се зареди ({ $error }); той играе с простата си оценка.

## The status line: whose turn and what he should do.

bg-status-replay = Преглед: партията, както е била. » връща към сега; „Играй оттук“ продължава от този момент.
bg-status-opening-friend = Първо хвърляне: чака се връзката на приятеля ви…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = { $side } са на ход: чака се тяхната връзка
bg-status-opening = Първо хвърляне…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: хвърлете или удвоете
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: хвърлете заровете
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: потвърдете хода си или го върнете
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: изберете пул, после осветена позиция
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: посочете чифта, който играете
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: приемете или откажете { $action ->
    [beaver] бобъра
    [raccoon] енота
   *[double] удвояването
} до { $value }
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: приемете или откажете предаването
bg-status-game-over = Партията свърши: следващата, когато сте готови.
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Следващата партия, когато сте готови.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = { $side } печелят мача.
bg-status-match-over = Мачът свърши.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = { $side } мислят…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = На пари · Белите { $white } – { $black } Черните
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = Мач до { $length } · Белите { $white } – { $black } Черните
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = Мач до { $length } · Белите { $white } – { $black } Черните · партия „Крауфорд“

## The buttons of the turn.

bg-roll = Хвърли
bg-double = Удвои
bg-take = Приеми
bg-pass = Откажи
bg-beaver = Бобър
bg-raccoon = Енот
bg-confirm = Потвърди
bg-take-back = Върни
bg-hint-button = Подсказка
bg-accept = Приеми
bg-refuse = Откажи
bg-next-game = Следваща партия
bg-resign = Предай се…
bg-resign-single = обикновена победа
bg-resign-gammon = марс
bg-resign-backgammon = бекгамон

## What the turn's entry says.

bg-all-played = Всички числа са изиграни: потвърдете или върнете ход.
bg-none-moves-from-there = Никой ваш пул не може да тръгне оттам.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = Силният бот би изиграл: { $plays } (очакваната му стойност след всеки ход, в точки).

## The review of a person's plays after a game.

bg-reviewing = Преглеждат се ходовете ви…
bg-review-ask = Прегледай ходовете ми
bg-review-none = По преценката на силния бот няма грешка, която си струва да се спомене: всеки ход е в рамките на 0,020 от най-добрия.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = Най-големите грешки по преценката на силния бот (загубена стойност, в точки): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, най-добре { $best } ({ $lost })
bg-review-separator = {"; "}

## Share and open.

bg-share = Сподели и отвори
bg-share-position-id = Position ID
bg-share-match-id = Match ID
bg-share-xgid = XGID
bg-share-position-link = Връзка към позицията
bg-share-game-link = Връзка към партията
bg-share-moment-link = Връзка към този момент
bg-share-game-text = Запис на партията
bg-copy = Копирай
# $row: the row's label (bg-share-…)
bg-copy-row = Копирай { $row }
bg-copied = Копирано.
bg-copy-by-hand = Изберете текста и го копирайте.
bg-opened = Отворено.
bg-paste = Поставете Position ID:Match ID, XGID, партия или връзка
bg-open = Отвори
bg-paste-first = Първо поставете нещо за отваряне.
# $error: why the text is not a game (a bg-why-notation-… reason)
bg-paste-unreadable = Това не е нито два идентификатора на gnubg, нито XGID, нито партия: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · Белите { $white } – Черните { $black } · { $n ->
    [one] { $n } действие
   *[other] { $n } действия
}
# $what: game or position
bg-opened-shared = Отворена е споделената { $what ->
    [position] позиция
   *[game] партия
}.
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
bg-shared-unreadable = Адресът съдържа { $what ->
    [position] позиция
   *[game] партия
}, която не може да се прочете: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = Моментът n={ $k } е след края ѝ ({ $n ->
    [one] { $n } действие
   *[other] { $n } действия
}): показана е както е.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = Моментът n={ $k } не е брой действия: показана е както е.
bg-position-form = позицията се записва PositionID:MatchID (gnubg) или XGID=… (eXtreme Gammon)

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Позиция { $n }{ $pinned ->
    [yes] , един пул затапен
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Позиция { $n }, { $count } – { $side }{ $pinned ->
    [yes] , един пул затапен
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Дъската, гледана откъм { $side }
bg-tray-mine = Изваждане: кутията
bg-tray-theirs = Кутията на другата страна
bg-pips-of = { $side }: { $n ->
    [one] остава { $n } точка път
   *[other] остават { $n } точки път
}

## The options form: the next game, the players, the board and its help.

bg-options = Настройки и нова партия
# $n: the match's length in points
bg-form-match-to = Мач до { $n }
bg-form-next-game = Следваща партия
bg-form-money = Игра на пари
bg-form-play = Игра
bg-form-cube = С зар за удвояване
bg-form-crawford = Правило на Крауфорд
bg-form-jacoby = Правило на Джакоби (марсовете се броят само след обръщане на зара за удвояване)
bg-form-beavers = Бобри и еноти
bg-form-automatic = Автоматично удвояване при равно първо хвърляне
bg-form-auto-limit = Автоматични удвоявания в партия, най-много
bg-form-six-six = Равни 6-6 утрояват залога
bg-form-no-limit = без ограничение
bg-form-max-cube = Най-висока стойност на зара
bg-form-new-game = Започни нова партия
bg-form-players = Играчи
bg-form-bot-black = Ботът играе с черните
bg-form-bot-white = Ботът играе с белите
bg-form-hotseat = Двама играчи на това устройство
bg-form-bots = Ботът срещу себе си
bg-form-remote = Приятел, чрез връзка
bg-form-opponent = Противник
bg-form-beginner = Начинаещ
bg-form-club = Клубен
bg-form-strong = Силен
bg-form-level = Ниво на бота
bg-form-board = Дъска и помощ
bg-form-mirrored = Къщата вляво
bg-form-numbers = Номера на позициите
bg-form-follow = Двама играчи: обръщай дъската към играча на ход
bg-form-auto-forced = Играй принудителните ходове вместо мен
bg-form-auto-roll = Хвърляй вместо мен, когато не мога да удвоя

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = марсовете и бекгамоните се броят (gnubg); изключено: всяка партия е обикновена (индонезийското описание)
bg-option-dutch-hit-after-home = самотен пул може да бъде бит само от играч, който има пул в къщата си; изключено: по всяко време
bg-option-nardy-first-three-three = първо хвърляне 6-6, 4-4 или 3-3 позволява два пула да напуснат главата; изключено: само 6-6 и 4-4
bg-option-nardy-block-each-landing = никое кацане на зар не може да образува забранената преграда от шест позиции, дори за момент; изключено: брои се само позицията след целия ход
bg-option-fevga-pass-start = първият пул трябва да подмине началната позиция на противника, преди втори да напусне началото; изключено: да стигне неговата начална четвърт
bg-option-fevga-block-each-landing = никое кацане на зар не може да образува забранена преграда (шест поред, началната четвърт на противника), дори за момент; изключено: брои се само позицията след целия ход
bg-option-portes-double-if-none-off = партията се брои двойно, когато загубилият не е извадил нито един пул; изключено: когато още има пул в началната си четвърт
bg-option-russian-enter-all-first = всичките 15 пула се вкарват преди всеки друг ход; изключено: когато играчът пожелае
bg-option-russian-hitting = самотните пулове се бият; изключено: един пул затваря позицията си
bg-option-russian-complements-from-first = противоположният чифт и повторното хвърляне още от първия чифт; изключено: само след като всички пулове на играча са влезли
bg-option-gul-bara-opponent-plays-rest = противникът играе числата, които играчът не е могъл; изключено: те се губят
bg-option-acey-deucey-european = след 1-2 избраният чифт и после противоположният му; изключено: само избраният чифт
bg-option-jacquet-blocking = без биене: позиция с противников пул е затворена (френските правила); изключено: самотен пул се бие и влиза отново (Ludii)
bg-option-chase-doublets-roll-again = след чифт играчът хвърля отново, докато заровете се различат (индонезийското описание); изключено: чифтовете на bkgm (библиотека за бекгамон), изиграни веднъж (6-6 два пъти, четири шестици) без повторно хвърляне, освен чифтовете на последния пул, различни от 1-1 и 6-6
bg-option-chase-lower-starts = започва по-малкият зар от първото хвърляне (bkgm); изключено: по-големият; той хвърля отново за първия си ход

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = Белите
bg-black = Черните

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Всички зарове от хвърлянето са изиграни.
bg-refused-no-such-number = Не е останал зар с това число.
bg-refused-no-checker = Нямате пул там.
bg-refused-enter-first = Пул на бара трябва да влезе преди всеки друг ход.
bg-refused-enter-all-first = Всичките ви пулове трябва да влязат преди всеки друг ход.
bg-refused-point-closed = Два или повече противникови пула държат тази позиция.
bg-refused-point-occupied = Противников пул държи тази позиция (в тази игра не се бие).
bg-refused-point-held-by-pin = Противникът е затапил ваш пул там: позицията е негова.
bg-refused-checker-pinned = Този пул е затапен: не може да мърда, докато противниковите пулове върху него не си тръгнат.
bg-refused-pinned-at-home = Не се изважда, докато ваш пул е затапен в къщата ви.
bg-refused-not-all-home = Изваждането чака, докато всичките ви пулове са в къщата.
bg-refused-higher-checker-first = По-голямо число изважда само от най-високата ви позиция.
bg-refused-no-hit-without-home-checker = Можете да биете само след като имате пул в къщата си.
bg-refused-one-from-the-head = Само един пул напуска главата на ход (два при първо 6-6, 4-4 или 3-3).
bg-refused-first-checker-first = Първият ви пул трябва да подмине началото на противника, преди друг да напусне вашето.
bg-refused-courier-first = Куриерът ви трябва да стигне къщата ви, преди друг пул да напусне началото ви.
bg-refused-forbidden-block = Така ще остане преграда, която правилата забраняват: шест поредни позиции на пътя на противника, без негов пул след тях (във Февга и всичките шест позиции на началната му четвърт).
bg-refused-must-use-both-dice = И двата зара могат да се изиграят, а след този ход — не.
bg-refused-must-use-higher-die = Може да се изиграе само един зар, значи трябва да е по-големият.
bg-refused-must-play-more = От чифта може да се изиграе повече, отколкото позволява този ход.
bg-refused-only-ones-and-sixes = В гонитбата се броят само единиците, шестиците и чифтовете.
bg-refused-one-checker-a-point = В гонитбата една позиция побира само един пул.
bg-refused-last-checker-by-corners = Последният ви пул се движи само с единици и шестици, от ъгъл на ъгъл: единицата до най-близкия ъгъл напред, шестицата до следващия.
bg-refused-last-checker-to-corners = Последният ви пул стои на ъгъл: движи се само към ъгли.
bg-refused-last-checker-safe = Последният пул на противника може да бъде хванат само на ъгъл и не между два ваши пула.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Партия { $n }
# $n: the game's number in the session
bg-log-game-crawford = Партия { $n } — партията „Крауфорд“: без удвояване
# $die: the number both rolled
bg-log-opening-tie = И двамата хвърлиха { $die }: първото хвърляне се повтаря.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = И двамата хвърлиха { $die }: първото хвърляне се повтаря: автоматично удвояване, зарът за удвояване е на { $cube }.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Първо хвърляне: белите { $white }, черните { $black }. Започват { $first }.
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Първо хвърляне: белите { $white }, черните { $black }. Започват { $first } и хвърлят отново за първия си ход.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: няма ход
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = { $side } имат още едно хвърляне: ако извадят последния си пул, е реми.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = { $side } хвърлиха { $roll } и не могат да изиграят нито едно число: всички позиции за кацане са затворени.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = { $side } играят { $part ->
    [complement] противоположния чифт
    [cascade] следващия чифт от каскадата
    [chosen] избрания чифт
    [chosen-complement] противоположния на избрания чифт
    [opponents-rest] числата, които противникът не можа да изиграе
   *[roll] хвърлянето
}: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = { $side } посочват чифта { $die }-{ $die }.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = { $side } изиграха всяка част от хода си и хвърлят отново.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = { $side } не могат да изиграят { $dice } изцяло: остатъкът от хода се губи.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = Числата { $dice } не можаха да се изиграят: играят ги { $side }.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = { $side } { $action ->
    [beaver] отговарят с бобър
    [raccoon] отговарят с енот
   *[double] удвояват
} до { $value }.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = { $side } приемат: зарът за удвояване е на { $value }, у { $owner }.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = { $side } отказват.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = { $side } предлагат да се предадат с { $result ->
    [gammon] марс
    [backgammon] бекгамон
   *[single] обикновена победа
}.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = { $side } приемат.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = { $side } отказват: играта продължава.
bg-log-drawn = Партията е реми: без точки.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = { $side } печелят { $result ->
    [gammon] с марс
    [backgammon] с бекгамон
   *[single] обикновена победа
}{ $how ->
    [dropped] {" "}(удвояването е отказано)
    [resigned] {" "}(предаване)
    [mother] {" "}(„майката“ е затапена)
   *[played] {""}
}: { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = { $side } печелят { $result ->
    [gammon] с марс
    [backgammon] с бекгамон
   *[single] обикновена победа
}{ $how ->
    [dropped] {" "}(удвояването е отказано)
    [resigned] {" "}(предаване)
    [mother] {" "}(„майката“ е затапена)
   *[played] {""}
} × { $times }: { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}.
# $white, $black: each side's points
bg-log-score = Резултат: белите { $white }, черните { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = { $side } печелят мача с { $won }–{ $lost }.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = бие { $n ->
    [one] самотен пул
   *[other] { $n } самотни пула
}
# $n: how many checkers were pinned
bg-note-pins = затапва { $n ->
    [one] пул
   *[other] { $n } пула
}
# $n: how many checkers were captured
bg-note-captures = пленява { $n ->
    [one] пул
   *[other] { $n } пула
} окончателно
bg-note-forced = принудително: единственият допустим ход
bg-note-higher-die = всяко от числата може да се изиграе, но не и двете: правилата вземат по-голямото
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
    [one] { $dice } не може да се изиграе
   *[other] { $dice } не могат да се изиграят
}
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Запазената ви партия не можа да се възстанови ({ $why }). Тя е оставена настрана в този браузър; започва нова партия.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = XGID има 10 части, разделени с „:“, а не { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = позицията в XGID има 26 знака, а не { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = позицията в XGID има „{ $character }“ като знак № { $position }, където трябва да стои „-“ или буква от A до P или от a до p
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } имат { $count } пула в XGID, повече от 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = и двете страни имат пулове на позиция { $point } (по номерацията на { $side })
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = и двете страни имат пулове на бара срещу затворена къща
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = част { $n } на XGID ({ $part ->
    [cube] стойността на зара за удвояване
    [owner] притежателят на зара за удвояване
    [turn] кой е на ход
    [score] резултатът на { $side }
    [rules] правилата на Крауфорд и Джакоби
    [length] дължината на мача
   *[max-cube] най-високата стойност на зара за удвояване
}) не е цяло число
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = показателят на зара за удвояване, { $log2 }, не е от 0 до 12 (зар със стойност от 1 до 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = стойността за притежателя на зара за удвояване, { $value }, не е нито -1, нито 0, нито 1
# $value: the value read for the turn
bg-why-xgid-turn = стойността за хода, { $value }, не е нито 1, нито -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = частта за заровете има { $length ->
    [one] { $length } знак
   *[other] { $length } знака
}, а там трябва да стои D или две цифри
# $die: the number read
bg-why-xgid-die = зарът показва от 1 до 6, а не { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = частта за заровете има „{ $character }“ там, където трябва да стои цифра
# $side: whose score; $score: the score read
bg-why-xgid-score = резултатът на { $side }, { $score }, не е от 0 до 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = резултатът на { $side }, { $score }, не е по-малък от дължината на мача, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = стойността за правилата на Крауфорд и Джакоби, { $value }, е над { $max } { $play ->
    [match] в мач
   *[money] в игра на пари
}
# $length: the match length read
bg-why-xgid-match-length = дължината на мача, { $length }, не е от 0 до 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = показателят на най-високата стойност на зара за удвояване, { $log2 }, не е от 0 до 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = полетата на Match ID са невалидни: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = Match ID има 12 знака, а не { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = Match ID има „{ $character }“ като знак № { $position }, а това не е знак от Base64 (A-Z, a-z, 0-9, + или /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = в Match ID неизползваните последни битове не са нули (стойност { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = показателят на зара за удвояване, { $log2 }, е над 12: най-високата стойност на зара е 4096
# $value: the cube's value
bg-why-match-id-cube-value = стойността на зара за удвояване, { $value }, не е степен на 2 от 1 до 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = полето за притежателя на зара за удвояване съдържа { $bits }, което не посочва нито един играч
# $code: the value of the game state's field
bg-why-match-id-game-state = състоянието на партията, { $code }, не е от 0 до 4
# $die: the number read
bg-why-match-id-die = зарът показва от 1 до 6, а не { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = заровете { $a } и { $b } не са нито и двата хвърлени, нито и двата нехвърлени
# $length: the match length read
bg-why-match-id-match-too-long = мач до { $length } точки е по-дълъг от 64-те точки, които позволява gnubg
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = резултатът на { $side }, { $score }, не се побира в 15 бита
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = резултатът на { $side }, { $score }, надхвърля дължината на мача, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = в игра на пари няма партия „Крауфорд“
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = партията „Крауфорд“ е отбелязана при резултат белите { $white }, черните { $black } в мач до { $length } точки, където никой не е на една точка от победата
# $value: the cube's value
bg-why-match-id-cube-in-crawford = зарът за удвояване е на { $value } в партията „Крауфорд“, където той не се използва
# $length: the Position ID's length in characters
bg-why-position-id-length = Position ID има 14 знака, а този има { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = Position ID се пише с A-Z, a-z, 0-9, + и /: „{ $character }“ (знак № { $position }) не е сред тях
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = битовете на Position ID свършват, преди да са описани 50-те броя пулове
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = позицията в Position ID е невъзможна: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = партията в тези идентификатори е свършила
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = тук се играе мач до най-много { $max } точки, а не до { $length }
# no argument
bg-why-notation-empty = текстът на партията е празен
# $version: the version this program reads ("1")
bg-why-notation-version = това не е текст на партия на табла, версия { $version } (такъв текст започва с „{ $version }.“)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = „{ $character }“ (знак № { $position }) не е знак от запис на партия (A-Z, a-z, 0-9, - и _)
# no argument
bg-why-notation-malformed = записът на партията има дължина, каквато никой запис няма: бил е отрязан или променен
# no argument
bg-why-notation-truncated-header = записът на партията свършва в заглавната си част
# $action: the action the record ends before
bg-why-notation-truncated = записът на партията свършва преди действие { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = заглавната част на записа съдържа { $value }, а там може да има само стойност от 0 до { $max }
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = действие { $action } от записа на партията съдържа { $value }, а там може да има само стойност от 0 до { $max }
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = настройките на партията не могат да се играят: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = началото на партията не може да се зададе: { $reason }
# no argument
bg-why-notation-position = началната позиция на партията е невъзможна
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = действие { $action } от записа на партията е отказано: { $reason }
# no argument
bg-why-notation-trailing = след последното действие от записа на партията има още нещо
# no argument
bg-why-notation-unwritable = тази партия не може да се запише в нотацията на партиите
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = началото не може да се зададе: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = действие { $action } от записа е отказано: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = това действие не е възможно сега: играта чака { $phase ->
    [opening] първото хвърляне
    [before-roll] хвърляне или удвояване
    [cube-offered] отговора на { $action ->
        [beaver] бобъра
        [raccoon] енота
       *[double] удвояването
    } на { $side } до { $value }
    [move] ход
    [choose-double] да бъде посочен чифтът
    [resign-offered] отговора на предложението на { $side } да се предадат с { $result ->
        [gammon] марс
        [backgammon] бекгамон
       *[single] обикновена победа
    }
    [game-over] следващата партия
   *[match-over] нищо повече: мачът свърши
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = на ход са { $to_act }, а не { $side }
# $die: the number given
bg-why-game-bad-die = зарът показва от 1 до 6, а не { $die }
# no argument
bg-why-game-illegal-play = това хвърляне не може да се изиграе по този начин
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = сега не може да се { $action ->
    [beaver] отговори с бобър
    [raccoon] отговори с енот
   *[double] удвои
}: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = в тази партия не се играе със зар за удвояване
# $side: the cube's owner
bg-why-cube-refusal-owned = зарът за удвояване е у { $side }
# no argument
bg-why-cube-refusal-crawford = в партията „Крауфорд“ не се удвоява: зарът за удвояване е извън играта
# no argument
bg-why-cube-refusal-trailer-in-crawford = в партията „Крауфорд“ изоставащият играч не може да удвоява
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = зарът за удвояване не може да надхвърли { $max }
# no argument
bg-why-cube-refusal-before-first-move = зарът за удвояване не може да се обръща преди първия ход на партията
# no argument
bg-why-cube-refusal-already-doubled = вече удвоихте в този ход
# no argument
bg-why-cube-refusal-money-only = бобрите и енотите са само за игра на пари
# no argument
bg-why-cube-refusal-no-beaver = тук не е възможен бобър
# no argument
bg-why-cube-refusal-no-raccoon = тук не е възможен енот
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = при последното хвърляне не се удвоява: противникът е извадил всичките си пулове
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = позицията има по { $found ->
    [one] { $found } пул
   *[other] { $found } пула
} на страна, а играта — по { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] играчът на ход
   *[opponent] противникът
} вече е извадил всичките си пулове
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = зар за удвояване със стойност { $value } надхвърля максимума { $max }
# no argument
bg-why-setup-cube-in-crawford = в партията „Крауфорд“ зарът за удвояване е извън играта: трябва да е на 1, в средата
# no argument
bg-why-setup-zero-stake = множителят на залога е поне 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = дължината на мача е от 1 до { $max } точки, а не { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = най-високата стойност на зара за удвояване е степен на 2 от 1 до { $max }, а не { $value }
# no argument
bg-why-options-raccoons-without-beavers = енотът е отговор на бобър: без бобри няма еноти
# $white, $black: each side's score
bg-why-score-match-over = мачът вече е свършил при резултат белите { $white }, черните { $black }
# no argument
bg-why-score-not-crawford = партия „Крауфорд“ изисква мач с правилото на Крауфорд и точно един играч на една точка от победата
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = зарът за удвояване показва степен на 2 от 1 до { $max }, а не { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = зар за удвояване със стойност 1 стои в средата: { $side } не могат да го притежават
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] играчът на ход
   *[opponent] противникът
} има { $count } пула на дъската, а в тази игра всеки играч има по { $max }
# $point: the point, counted from the player on roll
bg-why-position-shared-point = и двамата играчи имат пулове на позиция { $point } (броено откъм играча на ход)
# $n: the number of checkers a side given
bg-why-position-checker-count = всяка страна има от 1 до 15 пула, а не { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = затапеният пул на { $player ->
    [on-roll] играча на ход
   *[opponent] противника
} на неговата позиция { $point } не е сам под противникови пулове
# $version: the version this program reads ("1")
bg-why-position-text-shape = текстът на позиция се пише { $version }.<вариант>.<позиции>.<барове>.<резерви>, а след това .p<затапени>, ако има затапен пул
# $name: the rule set's name read
bg-why-position-text-variant = „{ $name }“ не е име на вариант на играта
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = „{ $character }“ (знак № { $position } в частта за позициите) не е брой пулове (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = частта за позициите описва { $n ->
    [one] { $n } позиция
   *[other] { $n } позиции
}, а не 24
# no argument
bg-why-position-text-counts = баровете и резервите се пишат като две числа до 15, например 1-0
# no argument
bg-why-position-text-pins = затапените пулове се пишат с p и след него нарастващи позиции от 1 до 24, на които има пулове, разделени с -, например p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = в { $game } пулове не се затапват
# no argument
bg-why-net-magic = това не е файл с мрежа (не започва с TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = файлът с мрежата е версия { $version }, а тази програма чете версия { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = файлът с мрежата е за непознат вариант, „{ $name }“
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = мрежата има { $inputs ->
    [one] { $inputs } вход
   *[other] { $inputs } входа
}, { $hidden ->
    [one] { $hidden } скрит неврон
   *[other] { $hidden } скрити неврона
} и { $outputs ->
    [one] { $outputs } изход
   *[other] { $outputs } изхода
}, а тази програма иска { $want_inputs ->
    [one] { $want_inputs } вход
   *[other] { $want_inputs } входа
}, от 1 до 1024 скрити неврона и { $want_outputs ->
    [one] { $want_outputs } изход
   *[other] { $want_outputs } изхода
}
# no argument
bg-why-net-truncated = файлът с мрежата е отрязан
# $n: how many bytes follow
bg-why-net-trailing = след теглата на мрежата { $n ->
    [one] следва { $n } байт
   *[other] следват { $n } байта
}
# no argument
bg-why-net-not-finite = едно от теглата на мрежата не е крайно число
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
