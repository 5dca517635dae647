## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Биене
les-group-battre-le-coin = Coin de repos и преминаването
les-group-fill-petit-jan = Запълване и запазване
les-group-impuissance = Impuissance
les-group-mezeas = Редките jans
les-group-sortie = Sortie, trous и bredouille
les-group-tenir = Tenir или s'en aller
les-hit-petit-jan-title = Истинско биене в таблата на petit jan
les-hit-petit-jan-intro = Черните имат самотен пул на вашето поле 3 (могли са да стигнат дотук, защото вече не можете да направите своя petit jan). Всяко число от хвърлянето ви, което го достига от някой ваш пул, е един начин да го биете истински (battre à vrai).
les-hit-petit-jan-explanation = Двойката достига поле 3 от talon, а асото — от поле 2: два начина, по 4 точки в таблата на petit jan, значи 8 точки. Сборът 3 не може да тръгне отникъде.
les-hit-grand-jan-title = Три начина в таблата на grand jan
les-hit-grand-jan-intro = Самотният пул на черните стои на вашето поле 14. Бройте начините по числа: с тройката, с двойката и със сбора им, независимо кои пулове ги осъществяват.
les-hit-grand-jan-explanation = С 3 от поле 11, с 2 от вашия coin de repos (биенето е мислено, затова и пуловете в ъгъла могат да бият), с 5 от поле 9 през вашите полета 11 или 12: три начина по 2 точки в таблата на grand jan, 6 точки.
les-hit-doublet-title = Биене с чифт
les-hit-doublet-intro = Чифтът се играе веднъж, не два пъти: числата му са единичното число и неговото удвоено. Самотният пул на черните отново е на вашето поле 3, а вие хвърлихте bezet (чифт аса).
les-hit-doublet-explanation = С 1 от поле 2 и с 2 от talon през вашето поле 2: два начина, по 6 точки в таблата на petit jan с чифт, 12 точки.
les-hit-false-title = Фалшиво биене (battre à faux)
les-hit-false-intro = Пуловете ви на поле 11 могат да достигнат самотния пул на черните на поле 18 само със сбора 7. Вижте двата прехода, полета 14 и 15.
les-hit-false-explanation = И на двата прехода има по два или повече черни пула: биенето със сбора е фалшиво, а фалшивото биене носи точки на противника — 2 точки в таблата на grand jan (4 с чифт).
les-hit-both-tables-title = Истинско и фалшиво в едно хвърляне
les-hit-both-tables-intro = Два самотни черни пула: един на вашето поле 4, един на вашето поле 18. Всяка цел се преценява поотделно.
les-hit-both-tables-explanation = Тройката от talon бие истински поле 4: 4 точки в таблата на petit jan, за вас. Поле 18 се достига само със 7 от поле 11, а двата прехода (14 и 15) са затворени: това фалшиво биене дава 2 точки на черните, не на вас.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = Държите своя coin de repos с три пула, а ъгълът на черните (вашето поле 13) е празен. Може ли по един пул с всяко число да отиде на него?
les-battre-le-coin-explanation = Двойката от поле 11 и асото от surcase на ъгъла биха кацнали на поле 13: биете ъгъла, 4 точки (6 с чифт), само един начин. Последните два пула в ъгъла не биха могли да помогнат.
les-coin-par-puissance-title = Заемане на ъгъла par puissance
les-coin-par-puissance-intro = Coin de repos на черните (вашето поле 13) е празен. Пуловете ви на 7 и 8 биха могли да го достигнат, единият с шестицата, другият с петицата; не можете да доведете два пула до своя ъгъл естествено.
les-coin-par-puissance-explanation = Никой пул не може да спре на ъгъла на противника, но понеже бихте могли да доведете два пула на него, можете да заемете своя ъгъл par puissance: двата спират едно поле по-рано, на 12. Ходът до 14 също е отказан: черните още могат да направят своя grand jan, затова никой пул не може да спре в третата ви четвърт (13 до 18).
les-passage-title = Преминаването към jeu de retour
les-passage-intro = Всички пулове на черните са на тяхната страна, на talon и на поле 8: те още могат да направят своя petit jan и своя grand jan. Двата ви пула на 8 са близо до средата на дъската.
les-passage-explanation = Докато противникът още може да направи своя grand jan, никой пул не може да спре в третата ви четвърт (13 до 18), нито в четвъртата, докато той още може да направи своя petit jan, и никой никога не спира на неговия ъгъл (13): остават само ходове в рамките на вашата страна, като 1→7, 1→6.
les-fill-petit-jan-title = Запълване на petit jan: начини по числа
les-fill-petit-jan-intro = В първата ви четвърт само поле 4 е полуполе. Всяко число (двойката, асото, сборът им), което може да го покрие, без да открие друго поле, е един начин.
les-fill-petit-jan-explanation = С асото от поле 3 (там остават два) и с 3 tout d'une от talon: два начина по 4, 8 точки. Двойката от поле 2 би открила поле 2, затова не е начин.
les-fill-grand-jan-title = Запълване на grand jan
les-fill-grand-jan-intro = На втората ви четвърт (полета 7 до 12) ѝ липсва един пул на поле 11. Всяко число, което го покрива, без да открие друго поле, е един начин.
les-fill-grand-jan-explanation = С асото от поле 10 и с 4 tout d'une от поле 7 (на всяко остават два): два начина по 4, 8 точки. Тройката от поле 8 би открила поле 8, затова не е начин.
les-conserve-title = Запазване на запълнен jan
les-conserve-intro = Вашият petit jan е запълнен. Можете ли с този чифт да изиграете двете тройки, без да го развалите?
les-conserve-explanation = Да: surcase на поле 5 продължава до поле 8, после до 11, и jan остава цял. Запазването носи 6 с чифт (4 с обикновено хвърляне), един начин.
les-jan-de-retour-title = Запълване на jan de retour
les-jan-de-retour-intro = В jeu de retour на последната ви четвърт (полета 19 до 24) ѝ липсва един пул на поле 23.
les-jan-de-retour-explanation = С асото от поле 22 и с 4 tout d'une от поле 19 (на всяко остават два): два начина по 4, 8 точки. Тройката от поле 20 би открила поле 20, затова не е начин.
les-impuissance-title = Impuissance
les-impuissance-intro = Хвърлихте carmes (чифт четворки). Черните държат вашите полета от 13 до 16. Всяко число, което не можете да изиграете, дава на противника 2 точки.
les-impuissance-explanation = От полета 9, 10, 11 и 12 четворката каца на 13, 14, 15 или 16, всичките държани от черните (13 е техният ъгъл): нито една четворка не може да се изиграе, затова черните отбелязват по 2 за всяка, 4 точки.
les-conserver-par-impuissance-title = Запазване par impuissance
les-conserver-par-impuissance-intro = Вашият jan de retour е запълнен; в coin de repos още има два пула, а един пул стои на поле 17. Черните държат вашето поле 18. Хвърлихте sonnez (чифт шестици).
les-conserver-par-impuissance-explanation = Едната шестица отвежда пула от поле 17 на 23. Другата не може да се изиграе: двата пула от ъгъла биха кацнали на поле 18 на черните, а нищо не може да се изважда, докато те са извън последната четвърт. Черните отбелязват тази impuissance (2), а вие, чийто jan остава цял, го запазвате par impuissance: 6 с чифт.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Единствените ви два пула извън talon държат вашия coin de repos, а вие хвърлихте асо.
les-mezeas-explanation = Това е jan de mézéas: 4 точки с едно асо (6 с две аса). Ако и черните държаха своя ъгъл, точките щяха да отидат при черните (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Почти същата позиция като при jan de mézéas, но и двата пула на черните държат техния coin de repos.
les-contre-mezeas-explanation = Когато и противникът държи своя ъгъл, mézéas се обръща срещу вас: contre-jan дава на черните 4 точки (6 с две аса), а вие не отбелязвате нищо.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = Само два пула са напуснали вашия talon, и двата на поле 7. Могат ли с двете числа да отидат по един на всеки coin de repos?
les-deux-tables-explanation = Петицата отвежда единия пул от поле 7 на вашия ъгъл (12), а шестицата — другия на ъгъла на черните (13): jan de deux tables, 4 точки (6 с чифт). Достатъчно е да е възможно мислено; наистина не можете да отидете на 13.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Двата ви пула извън talon стоят на поле 7, както при jan de deux tables; но черните са довели два пула в своя coin de repos (вашето поле 13).
les-contre-deux-tables-explanation = Петицата и шестицата пак биха отвели по един пул на всеки ъгъл, но черните държат своя: jan се обръща срещу вас и contre-jan de deux tables дава на черните 4 точки (6 с чифт).
les-six-tables-title = Jan de six tables
les-six-tables-intro = Това е третото ви хвърляне. Имате по един пул на всяко от полетата 3, 5, 6 и 7.
les-six-tables-explanation = Асото и тройката от talon биха поставили пулове на полета 2 и 4: шест покрити полета в три хвърляния — jan de six tables, 4 точки. Не е нужно да го изиграете така.
les-sortie-title = Sortie
les-sortie-intro = Последните ви два пула стоят на полета 23 и 24; на черните им остава един пул.
les-sortie-explanation = Двойката изважда пула от поле 23, а асото — от поле 24: първият, извадил всичките си пулове, отбелязва 4 (6 с чифт), после започва нов relevé.
les-bredouille-title = Bredouille: два trous
les-bredouille-intro = Имате 8 точки, а черните нито една: отбелязали сте ги всичките, откакто черните отбелязаха за последно, значи сте en bredouille. Пребройте точките от това хвърляне, после trous, които те правят.
les-bredouille-explanation = С 5 от поле 10 биете истински поле 15: 4 точки с чифт в таблата на grand jan. 8 + 4 = 12, отбелязани без черните да отбележат междувременно: trou en bredouille се брои двойно, 2 trous. Ако черните бяха отбелязали след първата ви точка, щеше да е един trou.
les-bredouille-interrupted-title = Прекъснато: един trou
les-bredouille-interrupted-intro = Същото хвърляне, но и двамата имате по 8 точки: черните отбелязаха след първите ви точки, затова вече не сте en bredouille.
les-bredouille-interrupted-explanation = Хвърлянето ви дава същите 4 точки (с 5 от поле 10 на поле 15), а 8 + 4 = 12 правят един trou. Точките на черните прекъснаха вашите: един trou, 1, а не 2. Осемте точки на черните се изтриват.
les-tenir-title = Tenir: запазване на излишъка
les-tenir-intro = Имате 8 точки, черните — 4. Това хвърляне ви печели trou; избирате да останете (tenir) и играете нататък.
les-tenir-explanation = Два пула от поле 10 биха могли да отидат на празния ъгъл на черните, всеки с тройка: биете ъгъла, 6 точки с чифт. 8 + 6 = 14: един trou (черните ви бяха прекъснали), а излишните 2 точки остават на жетона ви, когато оставате. Четирите точки на черните се изтриват; после те отбелязват 4-те точки от вашата impuissance, защото нито една от тройките ви не може да се изиграе.
les-s-en-aller-title = S'en aller: какво губи противникът
les-s-en-aller-intro = Същото хвърляне ви печели trou, и този път си тръгвате (s'en aller), вместо да останете.
les-s-en-aller-explanation = Като си тръгвате, се отказвате от 2-те точки излишък: всички жетони се връщат на лентата и двете страни отново нареждат пуловете си на talon за нов relevé, който вие започвате. Черните не могат да отбележат каквото им дава това хвърляне: 4-те точки от вашата impuissance (по 2 за всяка тройка, която не можете да изиграете) са загубени за тях.

## The lessons' panel.

les-lessons = Уроци
les-guided-lessons = Уроци с водач
les-close = Затвори уроците
les-check = Провери
les-next-lesson = Следващ урок
les-to-partie = Сега изиграйте партия в училищен режим
les-try-again = Не съвсем: опитайте пак.
les-right = Вярно!
les-all-lessons = ← Всички уроци
les-your-answer = Вашият отговор
# $name: the lesson the address asked for (after "#lesson-")
les-missing = Адресът иска урок „{ $name }“, който не съществува: ето всички уроци.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(готов)
les-holes = Trous
les-points = Точки
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Не съвсем. Отговорът е { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→вън

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = Колко точки дава това хвърляне на { $side }?
les-question-points-opponent = Колко точки дава това хвърляне на противника, { $side }?
les-question-play = Кой от тези ходове е допустим?
les-question-holes = Колко trous дава това хвърляне на { $side }?
les-question-tenir = { $roller } остават (tenir): колко точки запазват?
les-question-s-en-aller = { $roller } си тръгват (s'en aller): колко точки от това хвърляне губят { $opponent }?
