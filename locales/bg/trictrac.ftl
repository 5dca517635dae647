## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Белите
tt-black = Черните

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

tt-jan-six-tables = { -jan-six-tables } (по пул на всяко от шест полета в три хвърляния)
tt-jan-deux-tables = { -jan-deux-tables } (двата coin de repos достижими наведнъж)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (двата coin de repos достижими, но противникът държи своя)
tt-jan-mezeas = { -jan-mezeas } (асо, когато е зает само coin de repos)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (асо, когато е зает само coin de repos, но противникът държи своя)
tt-jan-battre-a-vrai = { -battre-a-vrai } (истинско биене на самотен пул)
tt-jan-battre-le-coin = { -battre-le-coin } (биене на празния coin de repos на противника)
tt-jan-battre-a-faux = { -battre-a-faux } (фалшиво биене: само със сбора, всички преходи затворени)
tt-jan-impuissance = { -impuissance } (числа, които не могат да се изиграят)
tt-jan-petit-jan = { -petit-jan } (първата четвърт запълнена)
tt-jan-grand-jan = { -grand-jan } (втората четвърт запълнена)
tt-jan-jan-de-retour = { -jan-de-retour } (четвъртта на връщане запълнена)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (първата четвърт остава запълнена)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (втората четвърт остава запълнена)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (четвъртта на връщане остава запълнена)
tt-jan-sortie = { -sortie } (първи да извади всичките петнайсет)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller } могат да достигнат самотния пул на { $opponent } на поле { $field } с { $numbers }: всяко число, което го достига, е един начин { $table ->
    [grand] в таблата на grand jan
   *[petit] в таблата на petit jan
}.
tt-rule-battre-a-faux = Самотният пул на { $opponent } на поле { $field } е достижим само със сбора и всички преходи са затворени: фалшивото биене носи точки на { $opponent }.
tt-rule-battre-le-coin = { $roller } държат своя coin de repos, този на { $opponent } е празен и по един пул с всяко число би могъл да отиде на него.
tt-rule-impuissance = { $roller } не могат да изиграят { $numbers }: всяко неизиграно число дава на { $opponent } 2 точки.
tt-rule-fill = { $roller } могат да поставят по два пула на всяко поле от четвъртта; всяко число, което покрива последното полуполе, е един начин ({ $numbers }).
tt-rule-conserver = { $roller } могат да изиграят хвърлянето (или не могат да изиграят част от него), без да развалят запълнената си четвърт.
tt-rule-six-tables = В първите си три хвърляния { $roller } могат да имат по пул на всяко от полетата си от 2 до 7.
tt-rule-deux-tables = Единствените два пула на { $roller } извън talon могат да отидат по един на всеки coin de repos.
tt-rule-contre-deux-tables = Единствените два пула на { $roller } извън talon биха могли да отидат по един на всеки coin de repos, но { $opponent } държат своя: точките отиват при { $opponent }.
tt-rule-mezeas = { $roller } държат своя coin de repos, без друг пул извън talon, и хвърлиха асо.
tt-rule-contre-mezeas = { $roller } държат своя coin de repos, без друг пул извън talon, и хвърлиха асо, но { $opponent } държат своя: точките отиват при { $opponent }.
tt-rule-sortie = { $roller } първи изваждат всичките петнайсет пула.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } и { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } и асо
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = горе-долу равно
# $n: points ahead (rounded)
tt-expect-ahead = около { $n ->
    [one] { $n } точка
   *[other] { $n } точки
} напред
# $n: points behind (rounded)
tt-expect-behind = около { $n ->
    [one] { $n } точка
   *[other] { $n } точки
} назад
# $n: holes won
tt-holes-won-own-roll = Спечелихте { $n ->
    [one] { $n } trou
   *[other] { $n } trous
} със собственото си хвърляне.

## Why a move is refused.

tt-refusal-no-checker = Нямате пул на това поле.
tt-refusal-backwards = Пуловете се движат само напред, от talon към изхода.
# $n: how many fields the move goes
tt-refusal-not-a-number = Ход от { $n ->
    [one] { $n } поле
   *[other] { $n } полета
} не е нито оставащо за изиграване число от хвърлянето, нито техният сбор.
tt-refusal-blocked = Пул никога не може да кацне на поле, заето от противников пул.
tt-refusal-opponents-corner = Никой пул не може да спре на coin de repos на противника.
tt-refusal-tout-d-une-closed = Изигран tout d'une (наведнъж), пулът има нужда поне от едно отворено междинно поле.
tt-refusal-corner-by-two = Coin de repos се заема с два пула едновременно.
tt-refusal-corner-last-two = Последните два пула в coin de repos трябва да го напуснат заедно.
tt-refusal-corner-naturally = С това хвърляне coin de repos може да се заеме естествено, затова не може да се заеме par puissance.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = Противникът още може да запълни своя { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
}, затова никой пул не може да спре в тази четвърт.
tt-refusal-not-all-home = Пуловете се изваждат само когато всичките петнайсет са в последната четвърт.
tt-refusal-not-farthest = По-голямо от нужното число изважда само най-отдалечения от изхода пул.
tt-refusal-play-inside = При бавната sortie число, което може да се изиграе вътре в дъската, трябва да се изиграе там.
tt-refusal-must-play-both = Двете числа трябва да се изиграят, когато е възможно; този ход прави едното неизиграемо.
tt-refusal-must-play-higher = Когато може да се изиграе само едно число, трябва да е по-голямото.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Запълването на вашия { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] трета четвърт
   *[q4] { -jan-de-retour }
} е задължително, когато можете.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Можете да запазите запълнения си { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] трета четвърт
   *[q4] { -jan-de-retour }
}, затова не бива да го разваляте.
tt-refusal-must-sortie = Можете да извадите последните си пулове, затова трябва.
tt-refusal-cannot-complete = След този ход остатъкът от хвърлянето не би могъл да се изиграе по правилата.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = Поле { $white } на белите, поле { $black } на черните{ $place ->
    [corner] , coin de repos на { $owner }
    [talon] , talon на { $owner }
   *[none] {""}
}: { $color ->
    [white] { $n ->
        [one] { $n } бял пул
       *[other] { $n } бели пула
    }
    [black] { $n ->
        [one] { $n } черен пул
       *[other] { $n } черни пула
    }
   *[none] празно
}
# $side: whose chip; $n: the points on it
tt-chip-aria = Жетонът на { $side }: { $n ->
    [one] { $n } точка
   *[other] { $n } точки
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = жетон bredouille до жетона на { $side }
tt-bredouille-aria-band = жетон bredouille, на лентата
# $side: whose peg; $n: the holes it marks
tt-peg-aria = Колчето на { $side }: { $n ->
    [one] { $n } trou
   *[other] { $n } trous
}
tt-pavillon-aria-middle = pavillon в средния trou
# $side: who took it
tt-pavillon-aria-taken = pavillon, взет от { $side }
tt-pavillon-aria-aside = pavillon, оставен настрана

## The board, the moves refused, the kept games.

tt-board-label = Дъска за триктрак
tt-bear-off-label = Изваждане (sortie)
tt-cannot-go-there = Този пул не може да отиде там.
tt-cannot-move-from-there = С това хвърляне никой ваш пул не може да тръгне оттам.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Белите { $white } – черните { $black } trous · { $actions ->
    [one] { $actions } действие
   *[other] { $actions } действия
}{ $over ->
    [yes] {" · свършена"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Дневник
tt-log-rule = Правило
tt-log-show-moment = Покажи този момент (преглед)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Първенство: белите { $white }, черните { $black } — { $first ->
    [none] равно, хвърля се отново
   *[side] { $first } играят първи
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } хвърлят { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: { $side } отбелязаха { $marked }, верният брой е { $correct } — { $opponent } отбелязват { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: { $side } отбелязаха { $marked }, верният брой е { $correct } — { $opponent } не ги пратиха на école: броят остава
# $side: who marks; $points: the points
tt-log-scored = { $side } отбелязват { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } отбелязват { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} — { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } остават (tenir)
# $side: who chose
tt-log-s-en-aller = { $side } си тръгват (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→вън
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = играят { $moves }
tt-log-no-move = няма възможен ход
# $side: who takes it
tt-log-pavillon-taken = { $side } вземат pavillon: прекъснаха първия взел trous и още могат да спечелят en grande bredouille
tt-log-pavillon-aside = Pavillon е оставен настрана: никой не може да спечели en grande bredouille
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = Нов relevé { $after ->
    [sortie] след sortie
   *[s-en-aller] след s'en aller
} — { $side } играят първи
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = { $side } печелят партията — залог ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Дъската и номерацията ѝ
tt-guide-link-moving = Движение на пуловете
tt-guide-link-coin-de-repos = Coin de repos (ъгълът за почивка)
tt-guide-link-passage = Преминаването
tt-guide-link-turn = Редът на хода
tt-guide-link-points = Точки, trous, bredouille
tt-guide-link-jans = Jans, един по един
tt-guide-link-tenir = Tenir или s'en aller
tt-guide-link-ecoles = Écoles
tt-guide-how1 = Натиснете „Хвърли“, после отбележете точките си (училищен режим): с номерираните бутони или като въведете броя.
tt-guide-how2 = Щракнете върху пул, после върху някое от осветените полета; или направо върху осветено поле. Потвърдете хода, когато и двете числа са изиграни; „Върни“ отменя дотогава.
tt-guide-how3 = След хода на бота отбележете какво ви дава неговото хвърляне (фалшиво биене, impuissance), често 0.
tt-guide-how4 = Отказаният ход казва кое правило го забранява. Дневникът обяснява всеки jan: посочете ред, за да осветите пуловете му, и последвайте връзката му към правилото.
tt-guide-how5 = Заседнахте на ход? „Подсказка“ показва избора на силния бот.
tt-guide-step1-title = Дъската и ходовете
tt-guide-step1-text = Всяка страна започва с петнайсетте си пула на своя talon и ги обикаля до другия край, после ги изважда. Хвърлянето изиграва двете числа, с един или с два пула; чифтът се играе веднъж.
tt-guide-step2-title = Как се печелят точки
tt-guide-step2-text = Преди да местите, броите какво би могло да направи хвърлянето: да бие самотен пул (battre), да запълни четвърт — по два пула на всяко от шестте ѝ полета (remplir), и няколко редки jans. Каквото не можете да направите, носи точки на другата страна.
tt-guide-step3-title = Упражнете броенето: уроците
tt-guide-step3-text = Всеки урок е позиция и хвърляне: намерете точките, trous или допустимия ход.
tt-guide-step4-title = Първата ви партия, в училищен режим
tt-guide-step4-text = Срещу начинаещия бот сами отбелязвате точките си, както винаги са правили играчите; грешният брой е école за бота, а дневникът показва верния брой и защо.
tt-guide-intro = Двама играчи, по петнайсет пула, два зара, дъска като на таблата — но никой не сваля пулове от дъската: печели се с точки. Всяко хвърляне носи точки за това, което би могло да направи; 12 точки правят един trou, 12 trous печелят партията.
tt-guide-then = После вдигнете нивото на бота, изключете училищния режим, играйте с приятел на това устройство или споделете позиция („Нова партия и настройки“, „Сподели“).
# $title: the next lesson's title
tt-guide-next-lesson = Следващ урок: { $title }
tt-guide-all-done = Всичко е готово — прегледайте ги
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } готови.
tt-guide-start-school = Започни партия в училищен режим

## The guide's banner and panel.

tt-start-here = Започнете оттук
tt-guide-banner = Нови сте в Големия триктрак? Четири кратки стъпки ви водят от нулата до първата ви партия.
tt-dismiss = Скрий
tt-guide-title = Започнете оттук: научете Големия триктрак
tt-close = Затвори
tt-school-started = Нова партия в училищен режим срещу начинаещия бот. Успех!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = Нова партия в училищен режим срещу начинаещия бот. Успех! Текущата партия е { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Хвърли заровете
tt-take-back = Върни
tt-hint-button = Подсказка
tt-choice-tenir = Остани: запази точките си, играй нататък
tt-choice-s-en-aller = Тръгни си: нов relevé, вие започвате
tt-new-partie = Нова партия
tt-side = Страна
tt-points = Точки
tt-holes = Trous
tt-roll-why-mark-first = Първо отбележете точките си (училищен режим).
tt-roll-why-bot-rolling = Ботът хвърля.
tt-roll-why-play-first = Първо изиграйте това хвърляне: едно хвърляне наведнъж.
tt-roll-why-choose-first = Първо изберете tenir или s'en aller.
tt-roll-why-over = Партията свърши.
tt-confirm-why-nothing = Сега няма какво да се потвърди.
tt-confirm-why-every-move = Първо въведете всеки ход от хвърлянето: двете числа трябва да се изиграят, когато е възможно.
tt-bredouille-mark = bredouille: отбелязали са всяка точка от последния си trou насам; следващият им trou се брои двойно
tt-pass = Пас (нищо не може да се изиграе)
tt-confirm-move = Потвърди хода
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: отбележете точките си (училищен режим)
tt-status-waiting-link = { $side } са на ход: чака се тяхната връзка
tt-status-bot-rolling = { $side } хвърлят…
tt-status-bot-thinking = { $side } мислят…
tt-status-primacy = Хвърля се за първенство…
tt-status-roll = { $side }: хвърлете заровете
tt-status-choose = { $side }: tenir или s'en aller?
tt-status-move = { $side }: изиграйте пуловете си
tt-status-over = { $side } печелят партията
tt-thinking = Мисли…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = Écoles: белите { $white } (−{ $white_points ->
    [one] { $white_points } точка
   *[other] { $white_points } точки
}), черните { $black } (−{ $black_points ->
    [one] { $black_points } точка
   *[other] { $black_points } точки
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = Écoles: белите { $white } (−{ $white_points ->
    [one] { $white_points } точка
   *[other] { $white_points } точки
}), черните { $black } (−{ $black_points ->
    [one] { $black_points } точка
   *[other] { $black_points } точки
}) · пропуснати грешни броения: { $passed }
tt-hint-nothing = няма какво да се играе
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Силният бот би изиграл { $moves } (очаквани точки за { $side }: { $value }, { $expectation })

## School mode's count.

tt-other-count = Друг брой
tt-mark = Отбележи
tt-mark-help = Как се брои: jans
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: колко точки ви дава хвърлянето? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: колко точки ви дава { $roll } на { $roller }?
tt-mark-even = Точките се броят в четни числа (0, 2, 4...).

## The Share panel.

tt-share = Сподели, експортирай, импортирай
tt-share-copy-link = Копирай връзката към партията
tt-share-open-label = Отвори партия, позиция или връзка
tt-share-open = Отвори
tt-share-copied = Връзката е копирана. Тя отваря тази партия, ход по ход.
tt-share-cannot-copy = Този браузър не позволява на страницата да копира: изберете текста отдолу и го копирайте.
tt-share-too-long = Партията е твърде дълга за връзка: споделете текста ѝ.
tt-share-game-link = Връзка към партията
tt-share-moment-link = Връзка към показания момент
tt-share-game-text = Запис на партията (текст)
tt-share-position-link = Връзка към позицията
tt-share-position-text = Позиция (текст)
tt-share-opened = Отворено.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Отворено. Партията, която заменя, е { $note }.

## The header.

tt-all-games = Всички игри
tt-rules-engine = Двигател на правилата:{" "}
tt-keys = Клавиши

## The board's tooltips.

tt-tip-bredouille-chip = жетонът bredouille: до жетона за точки на дадена страна, следващият ѝ trou се брои двойно
tt-tip-points-chip = жетонът брои точките по лентата: 12 точки правят един trou
tt-tip-peg = колчето брои trous: 12 trous печелят партията
tt-tip-pavillon = pavillon: взема го първият, взел trou; който го запази до края, може да спечели en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Текущата ви партия е { $note }.

## New partie and options.

tt-new-partie-and-options = Нова партия и настройки
tt-opponent = Противник
tt-bot-plays-black = Ботът играе с черните
tt-bot-plays-white = Ботът играе с белите
tt-two-players-one-device = Двама играчи, едно устройство
tt-a-friend-by-link = Приятел, чрез връзка
tt-bot-level = Ниво на бота
tt-beginner = Начинаещ
tt-club = Клубен
tt-strong = Силен
tt-stake = Залог
tt-stake-19th-century = XIX век (×4, ×3, ×2, ×1)
tt-stake-second = Втори (×2, ×1,5, ×1)
tt-stake-oldest = Най-стар (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Бърза (парижка)
tt-sortie-slow = Бавна (провинциална)
tt-field-numbers = Номера на полетата
tt-option-roller-view = Обръщай дъската към играча на ход
tt-option-school = Училищен режим: сами отбелязвате точките си (écoles)
tt-option-forgetful = Начинаещият бот може да забрави да ви прати на école
tt-forgetful-bot-only = Само ботът може да забрави: човек винаги праща другия на école.
tt-forgetful-school-only = Само в училищен режим.
tt-forgetful-beginner-only = Само начинаещият бот забравя; другите никога.
tt-opened-position = Споделената позиция е отворена.
tt-opened-game = Споделената партия е отворена.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = Адресът съдържа позиция, която не може да се прочете: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = Адресът съдържа партия, която не може да се прочете: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Тази позиция не може да се прочете: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Този запис на партия не може да се прочете: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Запазената ви партия не можа да се възстанови ({ $why }). Тя е оставена настрана в този браузър; започва нова партия.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Отказано: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = пренебрегнати точки „{ $value }“ (две четни числа от 0 до 10, напр. 10,0)
tt-address-holes = пренебрегнати trous „{ $value }“ (две числа от 0 до 11, напр. 3,5)
tt-address-school = непознат училищен режим „{ $value }“ (on или off)
tt-address-forget = непозната стойност на forget „{ $value }“ (on или off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = текстът на позицията е празен
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = непозната версия на нотацията „{ $found }“ (тази версия на играта чете версия { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] липсва дъската
    [turn] липсва частта за хода
    [score] липсва резултатът на { $side }
    [pavillon] липсва частта за pavillon
   *[options] липсват настройките
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] за дъската не е написано нищо
    [turn] за хода не е написано нищо
    [score] за резултата на { $side } не е написано нищо
    [pavillon] за pavillon не е написано нищо
   *[options] за настройките не е написано нищо
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] дъската е непълна
    [turn] частта за хода е непълна
    [score] резултатът на { $side } е непълен
    [pavillon] частта за pavillon е непълна
   *[options] настройките са непълни
}
# $index: the character where the extra text starts
tt-why-too-many-parts = неочакван текст след позицията, от знак № { $index }
# $found: the character; $index: its place; $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = неочакван знак „{ $found }“ (№ { $index }) в { $part ->
    [board] частта за дъската
    [turn] частта за хода
    [score] резултата на { $side }
    [pavillon] частта за pavillon
   *[options] настройките
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = пуловете описват { $fields ->
    [one] { $fields } поле
   *[other] { $fields } полета
}, а дъската има 24
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = числото от знак № { $index } в { $part ->
    [board] частта за дъската
    [turn] частта за хода
    [score] резултата на { $side }
    [pavillon] частта за pavillon
   *[options] настройките
} е твърде голямо
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = настройката „{ $option }“ е дадена два пъти (знак № { $index })
# $index: where the second stake method is
tt-why-conflicting-options = дадени са два начина за броене на залога (знак № { $index }); изберете един
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = { $side } имат { $count } пула на дъската (най-много 15)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = и двете страни имат пулове на едно и също поле (поле { $field } на белите, поле { $black_field } на черните)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = { $side } имат пулове на поле { $pos }, извън полетата от 1 до 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } имат само един пул в своя coin de repos (в него трябва да има два или повече пула, или да е празен)
# $side: whose checkers
tt-why-in-opponents-corner = { $side } имат пулове в coin de repos на противника

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } са извадили всичките 15 пула, което завършва relevé: върнете пуловете на всяка страна на нейния talon
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } още не са хвърляли в този relevé, но не всичките им пулове са на техния talon
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } имат { $points ->
    [one] { $points } точка
   *[other] { $points } точки
}, а точките се броят в четни числа
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } имат { $points } точки; 12 точки правят един trou, затова жетонът показва най-много 10
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } имат { $holes } trous; 12 trous печелят партията, затова незавършената партия има най-много 11
# No argument.
tt-why-both-bredouille = и двете страни са en bredouille, а отбелязването винаги отнема bredouille на другата страна
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } имат точки, а { $opponent } нямат, значи { $side } са ги отбелязали без прекъсване и трябва да са en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = pavillon е в средния trou, но белите имат { $white ->
    [one] { $white } trou
   *[other] { $white } trous
}, а черните { $black }: щом и двете страни имат trous, pavillon е бил взет или оставен настрана
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = pavillon е взет от { $side }, но белите имат { $white ->
    [one] { $white } trou
   *[other] { $white } trous
}, а черните { $black }: pavillon се взема, като се прекъснат trous на другия, така че и двете страни имат trous
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = pavillon е оставен настрана, но белите имат { $white ->
    [one] { $white } trou
   *[other] { $white } trous
}, а черните { $black }: pavillon се оставя настрана, след като и двете страни са спечелили trous
# $die: what the die shows
tt-why-die-out-of-range = зарът показва от 1 до 6, а не { $die }
# $side: who has rolled
tt-why-roll-not-counted = { $side } са хвърлили заровете, но нямат преброено хвърляне в този relevé
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = белите са хвърляли { $white ->
    [1] веднъж
    [one] { $white } път
   *[other] { $white } пъти
} в този relevé, а черните { $black ->
    [1] веднъж
    [one] { $black } път
   *[other] { $black } пъти
}, което е невъзможно, когато { $side } { $rolled ->
    [yes] току-що са хвърлили
   *[no] трябва да хвърлят
}
# No argument.
tt-why-choice-without-roll = чака се изборът tenir / s'en aller, но не са хвърлени зарове
# $side: who must choose
tt-why-choice-without-hole = { $side } трябва да изберат tenir или s'en aller, което става след спечелен trou, но нямат нито един trou
# $side: who rolled
tt-why-choice-on-sortie = хвърлянето на { $side } изважда последните им пулове, което завършва relevé: няма избор tenir / s'en aller
# No argument.
tt-why-not-started = партията не е започнала: още не е хвърлено за първенство

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = това действие не е възможно сега ({ $phase ->
    [primacy] играта чака хвърлянето за първенство
    [roll] играта чака хвърляне
    [choose] играта чака избора tenir или s'en aller
    [move] играта чака ход
   *[over] партията свърши
})
# $die: what the die shows
tt-why-bad-die = зарът показва от 1 до 6, а не { $die }
# No argument.
tt-why-illegal-turn = това хвърляне не може да се изиграе по този начин
# $count: the count marked (odd, or above 100)
tt-why-bad-count = точките се броят в четни числа до 100; { $count } не е възможен брой

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = текстът на партията е празен
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = непозната версия на нотацията на партиите „{ $found }“ (тази версия на играта чете версия { $known })
# $found: the character; $index: its place in the game text
tt-why-game-bad-character = неочакван знак „{ $found }“ (№ { $index }) в партията
# No argument.
tt-why-game-malformed = текстът на партията е отрязан или променен (дължината или последният му знак са грешни)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] текстът на партията свършва по средата на заглавната си част
   *[action] текстът на партията свършва по средата на действие { $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] настройките в заглавната част имат код { $value }, но възможни са само кодовете от 0 до { $max }
    [primacy] действие { $action }: заровете за първенство имат код { $value }, но възможни са само кодовете от 0 до { $max }
    [roll] действие { $action }: едно хвърляне има код { $value }, но възможни са само кодовете от 0 до { $max }
    [turn] действие { $action }: един ход има код { $value }, но възможни са само кодовете от 0 до { $max }
   *[marked] действие { $action }: един отбелязан брой има код { $value }, но възможни са само кодовете от 0 до { $max }
}
# No argument.
tt-why-game-trailing-data = текстът на партията продължава след последното ѝ действие
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = партията има { $actions } действия, а един запис побира най-много 65 535
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = в началната позиция — { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = действие { $action } не може да се изиграе отново: { $reason }
