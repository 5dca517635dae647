## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Белые
tt-black = Чёрные

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

tt-jan-six-tables = { -jan-six-tables } (по шашке на каждом из шести полей за три броска)
tt-jan-deux-tables = { -jan-deux-tables } (оба coin de repos достижимы сразу)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (оба coin de repos достижимы, но соперник держит свой)
tt-jan-mezeas = { -jan-mezeas } (единица, когда занят только coin de repos)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (единица, когда занят только coin de repos, но соперник держит свой)
tt-jan-battre-a-vrai = { -battre-a-vrai } (настоящий удар по одинокой шашке)
tt-jan-battre-le-coin = { -battre-le-coin } (удар по пустому coin de repos соперника)
tt-jan-battre-a-faux = { -battre-a-faux } (ложный удар: только суммой, все промежуточные поля закрыты)
tt-jan-impuissance = { -impuissance } (числа, которые нельзя сыграть)
tt-jan-petit-jan = { -petit-jan } (первая четверть заполнена)
tt-jan-grand-jan = { -grand-jan } (вторая четверть заполнена)
tt-jan-jan-de-retour = { -jan-de-retour } (четверть возврата заполнена)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (первая четверть остаётся заполненной)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (вторая четверть остаётся заполненной)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (четверть возврата остаётся заполненной)
tt-jan-sortie = { -sortie } (первым вывести все пятнадцать)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller } могут достать одинокую шашку соперника ({ $opponent }) на поле { $field } числами { $numbers }: каждое число, которое до неё достаёт, — это способ { $table ->
    [grand] в половине grand jan
   *[petit] в половине petit jan
}.
tt-rule-battre-a-faux = Одинокую шашку на поле { $field } (её держат { $opponent }) можно достать только суммой, и все промежуточные поля закрыты: за ложный удар очки получают { $opponent }.
tt-rule-battre-le-coin = { $roller } держат свой coin de repos, coin соперника ({ $opponent }) пуст, и на него могла бы встать по шашке каждым числом.
tt-rule-impuissance = { $roller } не могут сыграть { $numbers }: за каждое несыгранное число { $opponent } получают 2 очка.
tt-rule-fill = { $roller } могут поставить по две шашки на каждое поле четверти; каждое число, закрывающее последнее полуполе, — это способ ({ $numbers }).
tt-rule-conserver = { $roller } могут сыграть бросок (или не могут сыграть его часть), не ломая заполненную четверть.
tt-rule-six-tables = За свои первые три броска { $roller } могут поставить по шашке на каждое своё поле со 2-го по 7-е.
tt-rule-deux-tables = { $roller }: две единственные шашки, сошедшие с talon, могут встать по одной на каждый coin de repos.
tt-rule-contre-deux-tables = { $roller }: две единственные шашки, сошедшие с talon, могли бы встать по одной на каждый coin de repos, но { $opponent } держат свой: очки получают { $opponent }.
tt-rule-mezeas = { $roller } держат свой coin de repos, больше ничего не сошло с talon, и выпала единица.
tt-rule-contre-mezeas = { $roller } держат свой coin de repos, больше ничего не сошло с talon, и выпала единица, но { $opponent } держат свой: очки получают { $opponent }.
tt-rule-sortie = { $roller } первыми выводят все пятнадцать шашек.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } и { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } и единица
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = примерно поровну
# $n: points ahead (rounded)
tt-expect-ahead = примерно { $n ->
    [one] { $n } очко
    [few] { $n } очка
    [many] { $n } очков
   *[other] { $n } очка
} в плюсе
# $n: points behind (rounded)
tt-expect-behind = примерно { $n ->
    [one] { $n } очко
    [few] { $n } очка
    [many] { $n } очков
   *[other] { $n } очка
} в минусе
# $n: holes won
tt-holes-won-own-roll = Вы выиграли { $n ->
    [one] { $n } trou
    [few] { $n } trous
    [many] { $n } trous
   *[other] { $n } trous
} на своём броске.

## Why a move is refused.

tt-refusal-no-checker = У вас нет шашки на этом поле.
tt-refusal-backwards = Шашки ходят только вперёд, от talon к выходу.
# $n: how many fields the move goes
tt-refusal-not-a-number = Ход на { $n ->
    [one] { $n } поле
    [few] { $n } поля
    [many] { $n } полей
   *[other] { $n } поля
} — это не оставшееся число броска и не их сумма.
tt-refusal-blocked = Шашка никогда не может встать на поле, занятое шашкой соперника.
tt-refusal-opponents-corner = Ни одна шашка никогда не может остановиться на coin de repos соперника.
tt-refusal-tout-d-une-closed = При ходе tout d'une шашке нужно хотя бы одно открытое промежуточное поле.
tt-refusal-corner-by-two = Coin de repos занимают сразу двумя шашками.
tt-refusal-corner-last-two = Две последние шашки coin de repos должны уйти с него вместе.
tt-refusal-corner-naturally = В этом броске coin de repos можно занять естественным путём, поэтому занимать его par puissance нельзя.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = Соперник ещё может заполнить свой { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
}, поэтому ни одна шашка не может остановиться в этой четверти.
tt-refusal-not-all-home = Шашки выводятся, только когда все пятнадцать стоят в последней четверти.
tt-refusal-not-farthest = Число больше нужного выводит только шашку, самую дальнюю от выхода.
tt-refusal-play-inside = При медленной sortie число, которое можно сыграть внутри доски, нужно сыграть там.
tt-refusal-must-play-both = Если можно, нужно сыграть оба числа; после этого хода одно сыграть нельзя.
tt-refusal-must-play-higher = Если можно сыграть только одно число, играется большее.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Заполнить { $quarter ->
    [q1] свой { -petit-jan }
    [q2] свой { -grand-jan }
    [q3] свою третью четверть
   *[q4] свой { -jan-de-retour }
} обязательно, если это возможно.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Вы можете сохранить заполненным { $quarter ->
    [q1] свой { -petit-jan }
    [q2] свой { -grand-jan }
    [q3] свою третью четверть
   *[q4] свой { -jan-de-retour }
}, поэтому ломать его нельзя.
tt-refusal-must-sortie = Вы можете вывести последние шашки, значит, должны.
tt-refusal-cannot-complete = После этого хода остаток броска нельзя сыграть по правилам.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = Поле { $white } белых, поле { $black } чёрных{ $place ->
    [corner] , coin de repos: { $owner }
    [talon] , talon: { $owner }
   *[none] {""}
}: { $color ->
    [white] { $n ->
        [one] { $n } белая шашка
        [few] { $n } белые шашки
        [many] { $n } белых шашек
       *[other] { $n } белой шашки
    }
    [black] { $n ->
        [one] { $n } чёрная шашка
        [few] { $n } чёрные шашки
        [many] { $n } чёрных шашек
       *[other] { $n } чёрной шашки
    }
   *[none] пусто
}
# $side: whose chip; $n: the points on it
tt-chip-aria = Фишка очков ({ $side }): { $n ->
    [one] { $n } очко
    [few] { $n } очка
    [many] { $n } очков
   *[other] { $n } очка
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = фишка bredouille рядом с фишкой очков ({ $side })
tt-bredouille-aria-band = фишка bredouille на бортике
# $side: whose peg; $n: the holes it marks
tt-peg-aria = Колышек ({ $side }): { $n ->
    [one] { $n } trou
    [few] { $n } trous
    [many] { $n } trous
   *[other] { $n } trous
}
tt-pavillon-aria-middle = pavillon в среднем отверстии
# $side: who took it
tt-pavillon-aria-taken = pavillon взяли { $side }
tt-pavillon-aria-aside = pavillon отложен

## The board, the moves refused, the kept games.

tt-board-label = Доска триктрака
tt-bear-off-label = Вывод шашек (sortie)
tt-cannot-go-there = Эта шашка не может пойти туда.
tt-cannot-move-from-there = Ни одну вашу шашку отсюда нельзя сдвинуть этим броском.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Белые { $white } – Чёрные { $black } trous · { $actions ->
    [one] { $actions } действие
    [few] { $actions } действия
    [many] { $actions } действий
   *[other] { $actions } действия
}{ $over ->
    [yes] {" · окончена"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Журнал
tt-log-rule = Правило
tt-log-show-moment = Показать этот момент (повтор)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Розыгрыш первого хода: Белые { $white }, Чёрные { $black } — { $first ->
    [none] поровну, бросают снова
   *[side] первыми ходят { $first }
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } бросают { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: { $side } записали { $marked }, верный счёт — { $correct }; { $opponent } записывают { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: { $side } записали { $marked }, верный счёт — { $correct }; { $opponent } не отправили в школу: счёт остаётся
# $side: who marks; $points: the points
tt-log-scored = { $side } записывают { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } записывают { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
} — { $holes ->
    [one] { $holes } trou
    [few] { $holes } trous
    [many] { $holes } trous
   *[other] { $holes } trous
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } остаются (tenir)
# $side: who chose
tt-log-s-en-aller = { $side } уходят (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→вывод
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = ходят { $moves }
tt-log-no-move = хода нет
# $side: who takes it
tt-log-pavillon-taken = { $side } берут pavillon: они прервали первого взявшего trous и ещё могут выиграть en grande bredouille
tt-log-pavillon-aside = Pavillon отложен: выиграть en grande bredouille не может никто
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = Новый relevé { $after ->
    [sortie] после sortie
   *[s-en-aller] после s'en aller
} — первыми ходят { $side }
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = { $side } выигрывают партию — ставка ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Доска и нумерация полей
tt-guide-link-moving = Как ходят шашки
tt-guide-link-coin-de-repos = Coin de repos
tt-guide-link-passage = Проход
tt-guide-link-turn = Порядок хода
tt-guide-link-points = Очки, trous, bredouille
tt-guide-link-jans = Jans по порядку
tt-guide-link-tenir = Tenir или s'en aller
tt-guide-link-ecoles = Écoles
tt-guide-how1 = Нажмите «Бросить кубики», затем запишите свои очки (школьный режим): кнопками с числами или введите счёт.
tt-guide-how2 = Нажмите на шашку, затем на одно из подсвеченных полей; или сразу на подсвеченное поле. Подтвердите ход, когда оба числа сыграны; до этого «Отменить ход» всё возвращает.
tt-guide-how3 = После хода бота запишите, что его бросок даёт вам (ложный удар, impuissance), часто 0.
tt-guide-how4 = Если ход отклонён, сказано, какое правило его запрещает. Журнал объясняет каждый jan: наведите на строку, чтобы подсветить её шашки, перейдите по ссылке к правилу.
tt-guide-how5 = Не знаете, как пойти? «Подсказка» покажет выбор сильного бота.
tt-guide-step1-title = Доска и ходы
tt-guide-step1-text = Каждая сторона начинает с пятнадцатью шашками на своём talon, ведёт их по кругу в дальний конец, а затем выводит. Бросок играет оба числа — одной шашкой или двумя; дубль играется один раз.
tt-guide-step2-title = Как набираются очки
tt-guide-step2-text = Прежде чем ходить, вы считаете, что мог бы сделать бросок: побить одинокую шашку (battre), заполнить четверть — по две шашки на каждое из её шести полей (remplir), — и несколько редких jans. То, чего вы сделать не можете, приносит очки другой стороне.
tt-guide-step3-title = Учимся считать: уроки
tt-guide-step3-text = Каждый урок — позиция и бросок: найдите очки, trous или допустимый ход.
tt-guide-step4-title = Первая партия в школьном режиме
tt-guide-step4-text = Против бота-новичка вы сами записываете свои очки, как всегда делали игроки; неверный счёт — это école в пользу бота, а журнал показывает верный счёт и почему.
tt-guide-intro = Двое игроков, по пятнадцать шашек, два кубика, доска как в нардах — но шашки с доски никто не снимает: побеждают очками. Каждый бросок приносит очки за то, что он мог бы сделать; 12 очков дают trou (лунку), 12 trous выигрывают партию.
tt-guide-then = Затем повысьте уровень бота, выключите школьный режим, сыграйте с другом на этом устройстве или поделитесь позицией («Новая партия и настройки», «Поделиться»).
# $title: the next lesson's title
tt-guide-next-lesson = Следующий урок: { $title }
tt-guide-all-done = Всё пройдено — повторите
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = Пройдено { $done } из { $total }.
tt-guide-start-school = Начать партию в школьном режиме

## The guide's banner and panel.

tt-start-here = С чего начать
tt-guide-banner = Впервые в Большом триктраке? Четыре коротких шага — от нуля до первой партии.
tt-dismiss = Скрыть
tt-guide-title = С чего начать: учимся играть в Большой триктрак
tt-close = Закрыть
tt-school-started = Новая партия в школьном режиме против бота-новичка. Удачи!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = Новая партия в школьном режиме против бота-новичка. Удачи! Текущая партия { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Бросить кубики
tt-take-back = Отменить ход
tt-hint-button = Подсказка
tt-choice-tenir = Остаться: сохранить очки и играть дальше
tt-choice-s-en-aller = Уйти: новый relevé, вы начинаете
tt-new-partie = Новая партия
tt-side = Сторона
tt-points = Очки
tt-holes = Trous
tt-roll-why-mark-first = Сначала запишите свои очки (школьный режим).
tt-roll-why-bot-rolling = Бот бросает кубики.
tt-roll-why-play-first = Сначала сыграйте этот бросок: по одному броску за раз.
tt-roll-why-choose-first = Сначала выберите tenir или s'en aller.
tt-roll-why-over = Партия окончена.
tt-confirm-why-nothing = Сейчас нечего подтверждать.
tt-confirm-why-every-move = Сначала сделайте все ходы броска: если можно, нужно сыграть оба числа.
tt-bredouille-mark = bredouille: эта сторона набрала все очки со своего последнего trou; её следующий trou считается вдвойне
tt-pass = Пас (сыграть нечего)
tt-confirm-move = Подтвердить ход
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: запишите свои очки (школьный режим)
tt-status-waiting-link = Ходят { $side }: ждём их ссылку
tt-status-bot-rolling = { $side } бросают кубики…
tt-status-bot-thinking = { $side } думают…
tt-status-primacy = Розыгрыш первого хода…
tt-status-roll = { $side }: бросьте кубики
tt-status-choose = { $side }: tenir или s'en aller?
tt-status-move = { $side }: ходите шашками
tt-status-over = { $side } выигрывают партию
tt-thinking = Думаю…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = Écoles: Белые { $white } (−{ $white_points ->
    [one] { $white_points } очко
    [few] { $white_points } очка
    [many] { $white_points } очков
   *[other] { $white_points } очка
}), Чёрные { $black } (−{ $black_points ->
    [one] { $black_points } очко
    [few] { $black_points } очка
    [many] { $black_points } очков
   *[other] { $black_points } очка
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = Écoles: Белые { $white } (−{ $white_points ->
    [one] { $white_points } очко
    [few] { $white_points } очка
    [many] { $white_points } очков
   *[other] { $white_points } очка
}), Чёрные { $black } (−{ $black_points ->
    [one] { $black_points } очко
    [few] { $black_points } очка
    [many] { $black_points } очков
   *[other] { $black_points } очка
}) · пропущено неверных подсчётов: { $passed }
tt-hint-nothing = играть нечего
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Сильный бот сыграл бы { $moves } (ожидание — { $side }: { $value }, { $expectation })

## School mode's count.

tt-other-count = Другой счёт
tt-mark = Записать
tt-mark-help = Как считать: jans
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: сколько очков даёт вам ваш бросок? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: сколько очков даёт вам бросок { $roll } соперника ({ $roller })?
tt-mark-even = Очки считаются чётными числами (0, 2, 4…).

## The Share panel.

tt-share = Поделиться, экспорт, импорт
tt-share-copy-link = Копировать ссылку на партию
tt-share-open-label = Открыть партию, позицию или ссылку
tt-share-open = Открыть
tt-share-copied = Ссылка скопирована. Она открывает эту партию ход за ходом.
tt-share-cannot-copy = Этот браузер не даёт странице копировать: выделите текст ниже и скопируйте его.
tt-share-too-long = Партия слишком длинная для ссылки: поделитесь её текстом.
tt-share-game-link = Ссылка на партию
tt-share-moment-link = Ссылка на показанный момент
tt-share-game-text = Запись партии (текст)
tt-share-position-link = Ссылка на позицию
tt-share-position-text = Позиция (текст)
tt-share-opened = Открыто.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Открыто. Партия, которую она заменила, { $note }.

## The header.

tt-all-games = Все игры
tt-rules-engine = Движок правил:{" "}
tt-keys = Клавиши

## The board's tooltips.

tt-tip-bredouille-chip = фишка bredouille: рядом с фишкой очков стороны — её следующий trou считается вдвойне
tt-tip-points-chip = фишка отсчитывает очки вдоль бортика: 12 очков дают trou
tt-tip-peg = колышек отсчитывает trous: 12 trous выигрывают партию
tt-tip-pavillon = pavillon: его берёт первый взявший trou; кто сохранит его до конца, может выиграть en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Ваша текущая партия { $note }.

## New partie and options.

tt-new-partie-and-options = Новая партия и настройки
tt-opponent = Соперник
tt-bot-plays-black = Бот играет чёрными
tt-bot-plays-white = Бот играет белыми
tt-two-players-one-device = Двое игроков на одном устройстве
tt-a-friend-by-link = Друг по ссылке
tt-bot-level = Уровень бота
tt-beginner = Новичок
tt-club = Клубный
tt-strong = Сильный
tt-stake = Ставка
tt-stake-19th-century = XIX век (×4, ×3, ×2, ×1)
tt-stake-second = Вторая (×2, ×1,5, ×1)
tt-stake-oldest = Старейшая (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Быстрая (парижская)
tt-sortie-slow = Медленная (провинциальная)
tt-field-numbers = Номера полей
tt-option-roller-view = Поворачивать доску к тому, чей бросок
tt-option-school = Школьный режим: сами записывайте свои очки (écoles)
tt-option-forgetful = Бот-новичок может забыть отправить вас в школу
tt-forgetful-bot-only = Забыть может только бот: человек всегда отправляет соперника в школу.
tt-forgetful-school-only = Только в школьном режиме.
tt-forgetful-beginner-only = Забывает только бот-новичок; остальные — никогда.
tt-opened-position = Открыта присланная позиция.
tt-opened-game = Открыта присланная партия.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = В адресе позиция, которую не удалось прочитать: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = В адресе партия, которую не удалось прочитать: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Эту позицию не удалось прочитать: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Эту запись партии не удалось прочитать: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Не удалось восстановить сохранённую партию ({ $why }). Она отложена в этом браузере; начинается новая партия.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Отклонено: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = очки «{ $value }» пропущены (два чётных числа от 0 до 10, например 10,0)
tt-address-holes = trous «{ $value }» пропущены (два числа от 0 до 11, например 3,5)
tt-address-school = неизвестный школьный режим «{ $value }» (on или off)
tt-address-forget = неизвестное значение забывчивости «{ $value }» (on или off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = текст позиции пуст
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = неизвестная версия записи позиции «{ $found }» (эта версия игры читает версию { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] нет доски
    [turn] нет очереди хода
    [score] нет счёта ({ $side })
    [pavillon] нет pavillon
   *[options] нет настроек
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] для доски ничего не записано
    [turn] для очереди хода ничего не записано
    [score] для счёта ({ $side }) ничего не записано
    [pavillon] для pavillon ничего не записано
   *[options] для настроек ничего не записано
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] доска записана не полностью
    [turn] очередь хода записана не полностью
    [score] счёт ({ $side }) записан не полностью
    [pavillon] pavillon записан не полностью
   *[options] настройки записаны не полностью
}
# $index: the character where the extra text starts
tt-why-too-many-parts = после позиции идёт лишний текст (с { $index }-го символа)
# $found: the character; $index: its place; $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = неожиданный символ «{ $found }» на { $index }-м месте, в записи { $part ->
    [board] доски
    [turn] очереди хода
    [score] счёта ({ $side })
    [pavillon] pavillon
   *[options] настроек
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = шашки описывают { $fields ->
    [one] { $fields } поле
    [few] { $fields } поля
    [many] { $fields } полей
   *[other] { $fields } поля
}, а на доске их 24
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = число, начинающееся с { $index }-го символа в записи { $part ->
    [board] доски
    [turn] очереди хода
    [score] счёта ({ $side })
    [pavillon] pavillon
   *[options] настроек
}, слишком велико
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = настройка «{ $option }» указана дважды ({ $index }-й символ)
# $index: where the second stake method is
tt-why-conflicting-options = указаны два способа считать ставку ({ $index }-й символ): выберите один
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = на доске { $count ->
    [one] { $count } шашка
    [few] { $count } шашки
    [many] { $count } шашек
   *[other] { $count } шашки
} ({ $side }), а у стороны их бывает не больше 15
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = у обеих сторон шашки на одном и том же поле (поле { $field } белых, оно же поле { $black_field } чёрных)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = шашки ({ $side }) стоят на месте { $pos }, за пределами полей с 1 по 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } держат в своём coin de repos одну-единственную шашку (его занимают двумя шашками или больше, а иначе он пуст)
# $side: whose checkers
tt-why-in-opponents-corner = шашки ({ $side }) стоят на coin de repos соперника

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } вывели все 15 шашек, а это завершает relevé: верните шашки на talon
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } ещё не бросали кубики в этом relevé, но не все их шашки стоят на talon
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } набрали { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}, а очки бывают только чётными
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } набрали { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}; 12 очков дают trou, поэтому фишка показывает не больше 10
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } набрали { $holes ->
    [one] { $holes } trou
    [few] { $holes } trous
    [many] { $holes } trous
   *[other] { $holes } trous
}; 12 trous выигрывают партию, поэтому в идущей партии их не больше 11
# No argument.
tt-why-both-bredouille = обе стороны en bredouille, а ведь очки, записанные одной стороной, всегда снимают bredouille с другой
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } набрали очки, а { $opponent } — ни одного, значит, { $side } набрали их без перерыва и должны быть en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = pavillon стоит в среднем отверстии, но у белых { $white ->
    [one] { $white } trou
    [few] { $white } trous
    [many] { $white } trous
   *[other] { $white } trous
}, а у чёрных { $black }: когда trous есть у обеих сторон, pavillon уже взят или отложен
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = pavillon взяли { $side }, но у белых { $white ->
    [one] { $white } trou
    [few] { $white } trous
    [many] { $white } trous
   *[other] { $white } trous
}, а у чёрных { $black }: pavillon берут, прерывая trous соперника, так что trous есть у обеих сторон
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = pavillon отложен, но у белых { $white ->
    [one] { $white } trou
    [few] { $white } trous
    [many] { $white } trous
   *[other] { $white } trous
}, а у чёрных { $black }: pavillon откладывают, только когда обе стороны выиграли trous
# $die: what the die shows
tt-why-die-out-of-range = кубик показывает от 1 до 6, а не { $die }
# $side: who has rolled
tt-why-roll-not-counted = { $side } бросили кубики, но в этом relevé у них не засчитано ни одного броска
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = белые бросали кубики { $white ->
    [1] один раз
    [one] { $white } раз
    [few] { $white } раза
    [many] { $white } раз
   *[other] { $white } раза
} в этом relevé, а чёрные — { $black ->
    [1] один раз
    [one] { $black } раз
    [few] { $black } раза
    [many] { $black } раз
   *[other] { $black } раза
}, чего не может быть, когда { $side } { $rolled ->
    [yes] только что бросили кубики
   *[no] должны бросать
}
# No argument.
tt-why-choice-without-roll = ожидается выбор между tenir и s'en aller, но кубики ещё не брошены
# $side: who must choose
tt-why-choice-without-hole = { $side } должны выбрать tenir или s'en aller — такой выбор бывает после выигранного trou, — но у них нет ни одного trou
# $side: who rolled
tt-why-choice-on-sortie = { $side } своим броском выводят последние шашки, а это завершает relevé: выбирать tenir или s'en aller не нужно
# No argument.
tt-why-not-started = партия не началась: розыгрыш первого хода ещё впереди

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = сейчас это действие невозможно ({ $phase ->
    [primacy] игра ждёт розыгрыша первого хода
    [roll] игра ждёт броска кубиков
    [choose] игра ждёт выбора: tenir или s'en aller
    [move] игра ждёт хода шашками
   *[over] партия окончена
})
# $die: what the die shows
tt-why-bad-die = кубик показывает от 1 до 6, а не { $die }
# No argument.
tt-why-illegal-turn = так этот бросок по правилам сыграть нельзя
# $count: the count marked (odd, or above 100)
tt-why-bad-count = очки считаются чётными числами до 100; { $count } — невозможный счёт

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = текст партии пуст
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = неизвестная версия записи партий «{ $found }» (эта версия игры читает версию { $known })
# $found: the character; $index: its place in the game text
tt-why-game-bad-character = неожиданный символ «{ $found }» на { $index }-м месте в записи партии
# No argument.
tt-why-game-malformed = текст партии обрезан или изменён (неверна его длина или последний символ)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] текст партии обрывается посреди заголовка
   *[action] текст партии обрывается посреди действия { $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] настройки в заголовке записаны кодом { $value }, а возможны только коды от 0 до { $max }
    [primacy] действие { $action }: кубики розыгрыша первого хода записаны кодом { $value }, а возможны только коды от 0 до { $max }
    [roll] действие { $action }: бросок записан кодом { $value }, а возможны только коды от 0 до { $max }
    [turn] действие { $action }: ход записан кодом { $value }, а возможны только коды от 0 до { $max }
   *[marked] действие { $action }: записанный счёт имеет код { $value }, а возможны только коды от 0 до { $max }
}
# No argument.
tt-why-game-trailing-data = текст партии продолжается после её последнего действия
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = в партии { $actions ->
    [one] { $actions } действие
    [few] { $actions } действия
    [many] { $actions } действий
   *[other] { $actions } действия
}, а запись вмещает не больше 65{"\u00A0"}535
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = в начальной позиции { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = действие { $action } не удаётся повторить: { $reason }
