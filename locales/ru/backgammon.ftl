## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Все игры
bg-keys = Клавиши
bg-rules = Правила
bg-close = закрыть
bg-log = журнал
bg-bar = бар
# $error: why the file could not be fetched
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
# $error: why the text is not a game
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
# $what: game or position; $error: what is wrong with it
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
# $why: why the saved text cannot be read (its notation's error, in English)
bg-restore-failed = Не удалось восстановить сохранённую партию ({ $why }). Она отложена в этом браузере; начинается новая партия.
