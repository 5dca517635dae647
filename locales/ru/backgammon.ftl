## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Все игры
bg-keys = Клавиши
bg-rules = Правила
bg-close = закрыть
bg-log = журнал
bg-bar = бар
# $error: why the file could not be fetched (the browser's words), or read (bg-why-net-file)
bg-net-failed = Не удалось загрузить обученную нейросеть бота ({ $error }); он играет по простой оценке.

## The status line: whose turn and what he should do.

bg-status-replay = Повтор: партия, как она шла. » возвращает к текущему моменту; «Играть отсюда» продолжает с этого места.
bg-status-opening-friend = Розыгрыш первого хода: ждём ссылку от друга…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = Ходят { $side }: ждём их ссылку
bg-status-opening = Розыгрыш первого хода…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: бросок или удвоение
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: бросьте кубики
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: подтвердите ход или отмените его
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: выберите шашку, затем подсвеченный пункт
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: назовите дубль, который играете
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: примите или откажитесь — { $action ->
    [beaver] бивер
    [raccoon] енот
   *[double] удвоение
} до { $value }
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: примите или отклоните сдачу
bg-status-game-over = Партия окончена: следующая — когда будете готовы.
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Следующая партия — когда будете готовы.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = { $side } выигрывают матч.
bg-status-match-over = Матч окончен.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = { $side } думают…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = На деньги · Белые { $white } – { $black } Чёрные
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = Матч до { $length } · Белые { $white } – { $black } Чёрные
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = Матч до { $length } · Белые { $white } – { $black } Чёрные · партия Кроуфорда

## The buttons of the turn.

bg-roll = Бросить
bg-double = Удвоить
bg-take = Принять
bg-pass = Отказаться
bg-beaver = Бивер
bg-raccoon = Енот
bg-confirm = Подтвердить
bg-take-back = Отменить ход
bg-hint-button = Подсказка
bg-accept = Принять
bg-refuse = Отклонить
bg-next-game = Следующая партия
bg-resign = Сдаться…
bg-resign-single = простую партию
bg-resign-gammon = марс
bg-resign-backgammon = кокс

## What the turn's entry says.

bg-all-played = Все числа сыграны: подтвердите ход или отмените перемещение.
bg-none-moves-from-there = Отсюда не может пойти ни одна ваша шашка.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = Сильный бот сыграл бы: { $plays } (его эквити после каждого хода, в очках).

## The review of a person's plays after a game.

bg-reviewing = Разбор ваших ходов…
bg-review-ask = Разобрать мои ходы
bg-review-none = По оценке сильного бота ошибок, о которых стоит говорить, нет: каждый ход не дальше 0,020 от лучшего.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = Самые крупные ошибки по оценке сильного бота (потеря эквити, в очках): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, лучше { $best } ({ $lost })
bg-review-separator = {"; "}

## Share and open.

bg-share = Поделиться и открыть
bg-share-position-id = Position ID
bg-share-match-id = Match ID
bg-share-xgid = XGID
bg-share-position-link = Ссылка на позицию
bg-share-game-link = Ссылка на партию
bg-share-moment-link = Ссылка на этот момент
bg-share-game-text = Запись партии
bg-copy = Копировать
# $row: the row's label (bg-share-…)
bg-copy-row = Копировать: { $row }
bg-copied = Скопировано.
bg-copy-by-hand = Выделите текст и скопируйте его.
bg-opened = Открыто.
bg-paste = Вставьте Position ID:Match ID, XGID, партию или ссылку
bg-open = Открыть
bg-paste-first = Сначала вставьте то, что нужно открыть.
# $error: why the text is not a game (a bg-why-notation-… reason)
bg-paste-unreadable = Это не два идентификатора gnubg, не XGID и не партия: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · Белые { $white } – Чёрные { $black } · { $n ->
    [one] { $n } действие
    [few] { $n } действия
    [many] { $n } действий
   *[other] { $n } действия
}
# $what: game or position
bg-opened-shared = { $what ->
    [position] Открыта присланная позиция
   *[game] Открыта присланная партия
}.
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
bg-shared-unreadable = В адресе { $what ->
    [position] позиция, которую
   *[game] партия, которую
} не удалось прочитать: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = Момент n={ $k } лежит дальше, чем { $n ->
    [one] { $n } действие
    [few] { $n } действия
    [many] { $n } действий
   *[other] { $n } действия
} партии: она показана как есть.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = Момент n={ $k } — не число действий: партия показана как есть.
bg-position-form = позиция записывается как PositionID:MatchID (gnubg) или XGID=… (eXtreme Gammon)

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Пункт { $n }{ $pinned ->
    [yes] , одна шашка накрыта
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Пункт { $n }, { $side }: { $count }{ $pinned ->
    [yes] , одна шашка накрыта
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Доска со стороны: { $side }
bg-tray-mine = Выброс: лоток
bg-tray-theirs = Лоток соперника
bg-pips-of = { $side }: { $n ->
    [one] осталось пройти { $n } пункт
    [few] осталось пройти { $n } пункта
    [many] осталось пройти { $n } пунктов
   *[other] осталось пройти { $n } пункта
}

## The options form: the next game, the players, the board and its help.

bg-options = Настройки и новая партия
# $n: the match's length in points
bg-form-match-to = Матч до { $n }
bg-form-next-game = Следующая партия
bg-form-money = Игра на деньги
bg-form-play = Играть
bg-form-cube = С кубиком удвоения
bg-form-crawford = Правило Кроуфорда
bg-form-jacoby = Правило Джекоби (марс и кокс считаются, только если кубик был повёрнут)
bg-form-beavers = Биверы и еноты
bg-form-automatic = Автоматическое удвоение при равном розыгрыше первого хода
bg-form-auto-limit = Автоматических удвоений за партию, не больше
bg-form-six-six = Равный розыгрыш 6-6 утраивает ставку
bg-form-no-limit = без ограничения
bg-form-max-cube = Наибольшее значение кубика
bg-form-new-game = Начать новую партию
bg-form-players = Игроки
bg-form-bot-black = Бот играет чёрными
bg-form-bot-white = Бот играет белыми
bg-form-hotseat = Двое игроков на этом устройстве
bg-form-bots = Бот против самого себя
bg-form-remote = Друг по ссылке
bg-form-opponent = Соперник
bg-form-beginner = Новичок
bg-form-club = Клубный
bg-form-strong = Сильный
bg-form-level = Уровень бота
bg-form-board = Доска и подсказки
bg-form-mirrored = Дом слева
bg-form-numbers = Номера пунктов
bg-form-follow = Двое игроков: поворачивать доску к тому, чей бросок
bg-form-auto-forced = Делать вынужденные ходы за меня
bg-form-auto-roll = Бросать за меня, когда удвоить нельзя

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = марс и кокс считаются (gnubg); выкл.: каждая партия простая (индонезийское описание)
bg-option-dutch-hit-after-home = бить одинокую шашку можно, только имея шашку в своём доме; выкл.: в любое время
bg-option-nardy-first-three-three = при первом броске 6-6, 4-4 или 3-3 с головы снимаются две шашки; выкл.: только при 6-6 и 4-4
bg-option-nardy-block-each-landing = ни один ход кубика не может построить запрещённый блок из шести пунктов даже на миг; выкл.: считается только позиция после всего хода
bg-option-fevga-pass-start = первая шашка должна пройти стартовый пункт соперника, прежде чем вторая покинет старт; выкл.: дойти до его стартовой четверти
bg-option-fevga-block-each-landing = ни один ход кубика не может построить запрещённый блок (шесть подряд, стартовая четверть соперника) даже на миг; выкл.: считается только позиция после всего хода
bg-option-portes-double-if-none-off = партия идёт за 2, если проигравший не выбросил ни одной шашки; выкл.: если у него ещё есть шашка в стартовой четверти
bg-option-russian-enter-all-first = все 15 шашек вводятся раньше любых других ходов; выкл.: когда угодно игроку
bg-option-russian-hitting = одинокие шашки бьются; выкл.: одна шашка закрывает свой пункт
bg-option-russian-complements-from-first = противоположный дубль и повторный бросок — с первого же дубля; выкл.: только когда все шашки игрока введены
bg-option-gul-bara-opponent-plays-rest = числа, которые игрок не смог сыграть, играет соперник; выкл.: они пропадают
bg-option-acey-deucey-european = после 1-2 — выбранный дубль, затем противоположный ему; выкл.: только выбранный дубль
bg-option-jacquet-blocking = без боя: пункт с шашкой соперника закрыт (французские правила); выкл.: одинокая шашка бьётся и вводится снова (Ludii)
bg-option-chase-doublets-roll-again = после дубля игрок бросает снова, пока на кубиках не выпадут разные числа (индонезийское описание); выкл.: дубли по bkgm (библиотеке бэкгаммона) играются один раз (6-6 дважды, четыре шестёрки) без повторного броска, кроме дублей последней шашки, отличных от 1-1 и 6-6
bg-option-chase-lower-starts = начинает тот, у кого меньше число при розыгрыше (bkgm); выкл.: у кого больше; он бросает заново для первого хода

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = Белые
bg-black = Чёрные

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Все кубики броска уже сыграны.
bg-refused-no-such-number = Ни на одном оставшемся кубике нет этого числа.
bg-refused-no-checker = У вас там нет шашки.
bg-refused-enter-first = Шашку с бара нужно ввести раньше любых других ходов.
bg-refused-enter-all-first = Все ваши шашки нужно ввести раньше любых других ходов.
bg-refused-point-closed = Этот пункт держат две или больше шашек соперника.
bg-refused-point-occupied = Этот пункт занят шашкой соперника (в этой игре не бьют).
bg-refused-point-held-by-pin = Соперник накрыл там вашу шашку: пункт его.
bg-refused-checker-pinned = Эта шашка накрыта: она не может ходить, пока шашки соперника не уйдут с неё.
bg-refused-pinned-at-home = Выбрасывать нельзя, пока одна из ваших шашек накрыта в вашем доме.
bg-refused-not-all-home = Выбрасывать можно, только когда все ваши шашки в доме.
bg-refused-higher-checker-first = Большим числом выбрасывают только с вашего самого дальнего пункта.
bg-refused-no-hit-without-home-checker = Бить можно только тогда, когда у вас есть шашка в доме.
bg-refused-one-from-the-head = За ход с головы снимается только одна шашка (две при первом броске 6-6, 4-4 или 3-3).
bg-refused-first-checker-first = Ваша первая шашка должна пройти старт соперника, прежде чем другая покинет ваш.
bg-refused-courier-first = Ваш гонец должен дойти до вашего дома, прежде чем другая шашка покинет старт.
bg-refused-forbidden-block = Получился бы запрещённый правилами блок: шесть пунктов подряд на пути соперника, и ни одной его шашки впереди них (в февге — ещё и все шесть пунктов его стартовой четверти).
bg-refused-must-use-both-dice = Можно сыграть оба кубика, а после этого хода — уже нет.
bg-refused-must-use-higher-die = Сыграть можно только один кубик, поэтому — больший.
bg-refused-must-play-more = Дубля можно сыграть больше, чем позволяет этот ход.
bg-refused-only-ones-and-sixes = В погоне считаются только единицы, шестёрки и дубли.
bg-refused-one-checker-a-point = В погоне на пункте стоит только одна шашка.
bg-refused-last-checker-by-corners = Ваша последняя шашка ходит только на 1 и 6, из угла в угол: 1 — в ближайший угол впереди, 6 — в следующий за ним.
bg-refused-last-checker-to-corners = Ваша последняя шашка стоит в углу: она ходит только по углам.
bg-refused-last-checker-safe = Последнюю шашку соперника можно взять только в углу и не между двумя вашими шашками.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Партия { $n }
# $n: the game's number in the session
bg-log-game-crawford = Партия { $n } — партия Кроуфорда: без удвоений
# $die: the number both rolled
bg-log-opening-tie = У обоих { $die }: розыгрыш первого хода повторяется.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = У обоих { $die }: розыгрыш повторяется; автоматическое удвоение, кубик на { $cube }.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Розыгрыш первого хода: Белые { $white }, Чёрные { $black }. Начинают { $first }.
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Розыгрыш первого хода: Белые { $white }, Чёрные { $black }. Начинают { $first } и бросают кубики заново для первого хода.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: хода нет
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = { $side } бросают ещё раз: если выбросят последнюю шашку — ничья.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = { $side } выбросили { $roll } и не могут сыграть ни одного числа: все пункты, куда можно прийти, закрыты.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = { $side } играют { $part ->
    [complement] противоположный дубль
    [cascade] следующий дубль каскада
    [chosen] выбранный дубль
    [chosen-complement] дубль, противоположный выбранному
    [opponents-rest] числа, которые не смог сыграть соперник
   *[roll] бросок
}: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = { $side } называют дубль { $die }-{ $die }.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = { $side } сыграли все части хода и бросают снова.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = { $side } не могут сыграть { $dice } полностью: остаток хода пропадает.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = Числа { $dice } сыграть не удалось: их играют { $side }.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = { $side }: { $action ->
    [beaver] бивер
    [raccoon] енот
   *[double] удвоение
} до { $value }.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = { $side } принимают: кубик на { $value }, владелец — { $owner }.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = { $side } отказываются.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = { $side } предлагают сдаться: { $result ->
    [gammon] марс
    [backgammon] кокс
   *[single] простая партия
}.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = { $side } принимают.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = { $side } отказываются: игра продолжается.
bg-log-drawn = Ничья: очков нет.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = { $side } выигрывают { $result ->
    [gammon] марсом
    [backgammon] коксом
   *[single] простую партию
}{ $how ->
    [dropped] {" "}(удвоение не принято)
    [resigned] {" "}(сдача)
    [mother] {" "}(«мать» накрыта)
   *[played] {""}
}: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = { $side } выигрывают { $result ->
    [gammon] марсом
    [backgammon] коксом
   *[single] простую партию
}{ $how ->
    [dropped] {" "}(удвоение не принято)
    [resigned] {" "}(сдача)
    [mother] {" "}(«мать» накрыта)
   *[played] {""}
} × { $times }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}.
# $white, $black: each side's points
bg-log-score = Счёт: Белые { $white }, Чёрные { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = { $side } выигрывают матч { $won }–{ $lost }.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = { $n ->
    [one] бьёт { $n } одинокую шашку
    [few] бьёт { $n } одинокие шашки
    [many] бьёт { $n } одиноких шашек
   *[other] бьёт { $n } одинокой шашки
}
# $n: how many checkers were pinned
bg-note-pins = { $n ->
    [one] накрывает { $n } шашку
    [few] накрывает { $n } шашки
    [many] накрывает { $n } шашек
   *[other] накрывает { $n } шашки
}
# $n: how many checkers were captured
bg-note-captures = { $n ->
    [one] навсегда берёт { $n } шашку
    [few] навсегда берёт { $n } шашки
    [many] навсегда берёт { $n } шашек
   *[other] навсегда берёт { $n } шашки
}
bg-note-forced = вынужденный: единственный допустимый ход
bg-note-higher-die = можно сыграть любое из чисел, но не оба: по правилам играется большее
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
    [one] { $dice } сыграть нельзя
    [few] { $dice } сыграть нельзя
    [many] { $dice } сыграть нельзя
   *[other] { $dice } сыграть нельзя
}
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Не удалось восстановить сохранённую партию ({ $why }). Она отложена в этом браузере; начинается новая партия.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = в XGID 10 частей, разделённых «:», а не { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = в позиции XGID 26 символов, а не { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = в позиции XGID на { $position }-м месте стоит «{ $character }», а там должен быть «-» или буква от A до P или от a до p
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = в XGID { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
    [many] { $count } шашек
   *[other] { $count } шашки
} ({ $side }) — больше 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = у обеих сторон шашки на { $point }-м пункте (нумерация со стороны: { $side })
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = у обеих сторон шашки на баре, а дом соперника у каждой закрыт
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = часть { $n } XGID ({ $part ->
    [cube] значение кубика удвоения
    [owner] владелец кубика
    [turn] очередь хода
    [score] счёт ({ $side })
    [rules] правила Кроуфорда и Джекоби
    [length] длина матча
   *[max-cube] наибольшее значение кубика
}) — не целое число
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = показатель степени кубика { $log2 } не в пределах от 0 до 12 (кубик от 1 до 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = владелец кубика записан как { $value }, а не -1, 0 или 1
# $value: the value read for the turn
bg-why-xgid-turn = очередь хода записана как { $value }, а не 1 или -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = в части с кубиками { $length ->
    [one] { $length } символ
    [few] { $length } символа
    [many] { $length } символов
   *[other] { $length } символа
}, а там должно быть D или две цифры
# $die: the number read
bg-why-xgid-die = кубик показывает от 1 до 6, а не { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = в части с кубиками стоит «{ $character }» там, где должна быть цифра
# $side: whose score; $score: the score read
bg-why-xgid-score = счёт { $score } ({ $side }) не в пределах от 0 до 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = счёт { $score } ({ $side }) не меньше длины матча ({ $length })
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = значение правил Кроуфорда и Джекоби { $value } больше { $max }, наибольшего для { $play ->
    [match] матча
   *[money] игры на деньги
}
# $length: the match length read
bg-why-xgid-match-length = длина матча { $length } не в пределах от 0 до 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = показатель степени наибольшего кубика { $log2 } не в пределах от 0 до 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = поля Match ID неверны: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = в Match ID 12 символов, а не { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = в Match ID на { $position }-м месте стоит «{ $character }» — это не символ Base64 (A-Z, a-z, 0-9, + или /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = в Match ID заданы неиспользуемые последние биты (значение { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = показатель степени кубика { $log2 } больше 12: наибольший кубик — 4096
# $value: the cube's value
bg-why-match-id-cube-value = значение кубика { $value } — не степень двойки от 1 до 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = в поле владельца кубика записано { $bits }, а это значение не обозначает никого
# $code: the value of the game state's field
bg-why-match-id-game-state = состояние партии { $code } не в пределах от 0 до 4
# $die: the number read
bg-why-match-id-die = кубик показывает от 1 до 6, а не { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = из кубиков { $a } и { $b } один брошен, а другой нет
# $length: the match length read
bg-why-match-id-match-too-long = матч до { $length ->
    [one] { $length } очка
    [few] { $length } очков
    [many] { $length } очков
   *[other] { $length } очка
} длиннее, чем допускает gnubg (не больше 64 очков)
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = счёт { $score } ({ $side }) не помещается в 15 бит
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = счёт { $score } ({ $side }) больше длины матча ({ $length })
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = в игре на деньги не бывает партии Кроуфорда
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = партия Кроуфорда отмечена при счёте Белые { $white } – { $black } Чёрные в матче до { $length ->
    [one] { $length } очка
    [few] { $length } очков
    [many] { $length } очков
   *[other] { $length } очка
}, где никому не остаётся одного очка до победы
# $value: the cube's value
bg-why-match-id-cube-in-crawford = в партии Кроуфорда кубик на { $value }, хотя в ней кубиком не пользуются
# $length: the Position ID's length in characters
bg-why-position-id-length = в Position ID 14 символов, а в этом — { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = Position ID пишется символами A-Z, a-z, 0-9, + и /, а «{ $character }» на { $position }-м месте — не из их числа
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = биты Position ID кончаются раньше, чем записаны все его 50 чисел шашек
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = позиция в Position ID невозможна: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = партия в этих идентификаторах уже окончена
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = матч здесь играют самое большее до { $max ->
    [one] { $max } очка
    [few] { $max } очков
    [many] { $max } очков
   *[other] { $max } очка
}, а не до { $length }
# no argument
bg-why-notation-empty = текст партии пуст
# $version: the version this program reads ("1")
bg-why-notation-version = это не текст партии в нарды версии { $version } (такой текст начинается с «{ $version }.»)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = «{ $character }» на { $position }-м месте — не символ записи партии (A-Z, a-z, 0-9, - и _)
# no argument
bg-why-notation-malformed = у записи партии длина, какой не бывает ни у одной записи: её обрезали или изменили
# no argument
bg-why-notation-truncated-header = запись партии обрывается в заголовке
# $action: the action the record ends before
bg-why-notation-truncated = запись партии обрывается перед действием { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = в заголовке записи партии стоит { $value }, а там может быть только от 0 до { $max }
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = в действии { $action } записи партии стоит { $value }, а там может быть только от 0 до { $max }
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = с настройками этой партии играть нельзя: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = начальную расстановку партии задать не удаётся: { $reason }
# no argument
bg-why-notation-position = начальная позиция партии невозможна
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = действие { $action } записи партии отклонено: { $reason }
# no argument
bg-why-notation-trailing = после последнего действия записи партии есть что-то ещё
# no argument
bg-why-notation-unwritable = эту партию нельзя записать в формате записи партий
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = начальную расстановку задать не удаётся: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = действие { $action } записи отклонено: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = сейчас это действие невозможно: { $phase ->
    [opening] игра ждёт розыгрыша первого хода
    [before-roll] игра ждёт броска или удвоения
    [cube-offered] игра ждёт ответа на { $action ->
        [beaver] бивер
        [raccoon] енота
       *[double] удвоение
    } до { $value } (предлагают { $side })
    [move] игра ждёт хода
    [choose-double] игра ждёт, какой дубль будет назван
    [resign-offered] игра ждёт ответа на сдачу, которую предлагают { $side } ({ $result ->
        [gammon] марс
        [backgammon] кокс
       *[single] простая партия
    })
    [game-over] игра ждёт следующей партии
   *[match-over] игра больше ничего не ждёт: матч окончен
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = действовать сейчас должны { $to_act }, а не { $side }
# $die: the number given
bg-why-game-bad-die = кубик показывает от 1 до 6, а не { $die }
# no argument
bg-why-game-illegal-play = так этот бросок по правилам сыграть нельзя
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = сейчас нельзя { $action ->
    [beaver] ответить бивером
    [raccoon] ответить енотом
   *[double] удвоить
}: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = в этой партии кубик удвоения не используется
# $side: the cube's owner
bg-why-cube-refusal-owned = кубиком владеют { $side }
# no argument
bg-why-cube-refusal-crawford = в партии Кроуфорда не удваивают: кубик вне игры
# no argument
bg-why-cube-refusal-trailer-in-crawford = в партии Кроуфорда отстающий не может удваивать
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = кубик не может подняться выше { $max }
# no argument
bg-why-cube-refusal-before-first-move = кубик нельзя поворачивать до первого хода партии
# no argument
bg-why-cube-refusal-already-doubled = вы уже удвоили в этот ход
# no argument
bg-why-cube-refusal-money-only = биверы и еноты бывают только в игре на деньги
# no argument
bg-why-cube-refusal-no-beaver = бивер здесь невозможен
# no argument
bg-why-cube-refusal-no-raccoon = енот здесь невозможен
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = на последнем броске не удваивают: соперник выбросил все свои шашки
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = у каждой стороны в позиции { $found ->
    [one] { $found } шашка
    [few] { $found } шашки
    [many] { $found } шашек
   *[other] { $found } шашки
}, а в этой игре их { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] игрок, который ходит,
   *[opponent] соперник
} уже выбросил все свои шашки
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = кубик на { $value } выше допустимого максимума { $max }
# no argument
bg-why-setup-cube-in-crawford = в партии Кроуфорда кубик вне игры: он должен стоять на 1, в центре
# no argument
bg-why-setup-zero-stake = множитель ставки должен быть не меньше 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = матч играют до числа очков от 1 до { $max }, а не до { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = наибольшее значение кубика — степень двойки от 1 до { $max }, а не { $value }
# no argument
bg-why-options-raccoons-without-beavers = енот — это ответ на бивер: без биверов не бывает и енотов
# $white, $black: each side's score
bg-why-score-match-over = матч уже окончен при счёте Белые { $white } – { $black } Чёрные
# no argument
bg-why-score-not-crawford = партии Кроуфорда нужен матч с правилом Кроуфорда, в котором ровно одному игроку остаётся одно очко до победы
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = кубик показывает степень двойки от 1 до { $max }, а не { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = кубик на 1 стоит в центре: { $side } не могут им владеть
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] у игрока, который ходит,
   *[opponent] у соперника
} на доске { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
    [many] { $count } шашек
   *[other] { $count } шашки
} (вместе с баром), а в этой игре их всего { $max }
# $point: the point, counted from the player on roll
bg-why-position-shared-point = у обоих игроков шашки на { $point }-м пункте (считая от игрока, который ходит)
# $n: the number of checkers a side given
bg-why-position-checker-count = у стороны бывает от 1 до 15 шашек, а не { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = накрытая шашка { $player ->
    [on-roll] игрока, который ходит,
   *[opponent] соперника
} на его { $point }-м пункте стоит под чужими шашками не одна
# $version: the version this program reads ("1")
bg-why-position-text-shape = текст позиции записывается так: { $version }.<игра>.<пункты>.<бары>.<резервы>, затем .p<накрытия>, если какая-то шашка накрыта
# $name: the rule set's name read
bg-why-position-text-variant = «{ $name }» — не название ни одной игры
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = «{ $character }» на { $position }-м месте в записи пунктов — не число шашек (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = запись пунктов описывает { $n ->
    [one] { $n } пункт
    [few] { $n } пункта
    [many] { $n } пунктов
   *[other] { $n } пункта
}, а не 24
# no argument
bg-why-position-text-counts = бары и резервы — это два числа до 15, например 1-0
# no argument
bg-why-position-text-pins = накрытия записываются буквой p, за которой через дефис идут возрастающие номера пунктов от 1 до 24, где стоят шашки, например p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = в игре «{ $game }» шашки не накрывают
# no argument
bg-why-net-magic = это не файл нейросети (он не начинается с TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = файл нейросети версии { $version }, а эта программа читает версию { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = файл нейросети сделан для неизвестной игры «{ $name }»
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = у нейросети { $inputs ->
    [one] { $inputs } вход
    [few] { $inputs } входа
    [many] { $inputs } входов
   *[other] { $inputs } входа
}, { $hidden ->
    [one] { $hidden } скрытый нейрон
    [few] { $hidden } скрытых нейрона
    [many] { $hidden } скрытых нейронов
   *[other] { $hidden } скрытого нейрона
} и { $outputs ->
    [one] { $outputs } выход
    [few] { $outputs } выхода
    [many] { $outputs } выходов
   *[other] { $outputs } выхода
}, а эта программа рассчитана на { $want_inputs ->
    [one] { $want_inputs } вход
    [few] { $want_inputs } входа
    [many] { $want_inputs } входов
   *[other] { $want_inputs } входа
}, от 1 до 1024 скрытых нейронов и { $want_outputs ->
    [one] { $want_outputs } выход
    [few] { $want_outputs } выхода
    [many] { $want_outputs } выходов
   *[other] { $want_outputs } выхода
}
# no argument
bg-why-net-truncated = файл нейросети обрывается раньше времени
# $n: how many bytes follow
bg-why-net-trailing = после весов нейросети есть ещё { $n ->
    [one] { $n } байт
    [few] { $n } байта
    [many] { $n } байтов
   *[other] { $n } байта
}
# no argument
bg-why-net-not-finite = один из весов нейросети — не конечное число
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
