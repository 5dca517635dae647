## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Удары
les-group-battre-le-coin = Coins de repos и проход
les-group-fill-petit-jan = Заполнение и сохранение
les-group-impuissance = Impuissance
les-group-mezeas = Редкие jans
les-group-sortie = Sortie, trous и bredouille
les-group-tenir = Tenir или s'en aller
les-hit-petit-jan-title = Настоящий удар в половине petit jan
les-hit-petit-jan-intro = У чёрных одинокая шашка на вашем поле 3 (они смогли зайти так далеко, потому что вы уже не можете составить свой petit jan). Каждое число вашего броска, которое достаёт до неё от одной из ваших шашек, — это способ побить её по-настоящему (battre à vrai).
les-hit-petit-jan-explanation = Двойка достаёт поле 3 с talon, а единица — с поля 2: два способа, по 4 очка в половине petit jan, итого 8 очков. Сумме 3 начать неоткуда.
les-hit-grand-jan-title = Три способа в половине grand jan
les-hit-grand-jan-intro = Одинокая шашка чёрных стоит на вашем поле 14. Считайте способы по числам: тройкой, двойкой и их суммой — какими бы шашками они ни выполнялись.
les-hit-grand-jan-explanation = Тройкой с поля 11, двойкой с вашего coin de repos (удар воображаемый, поэтому шашки coin тоже могут бить), пятёркой с поля 9 через ваши поля 11 или 12: три способа по 2 очка в половине grand jan, 6 очков.
les-hit-doublet-title = Удар дублем
les-hit-doublet-intro = Дубль играется один раз, а не дважды: его числа — само число и его удвоение. Одинокая шашка чёрных снова на вашем поле 3, а у вас выпал bezet (две единицы).
les-hit-doublet-explanation = Единицей с поля 2 и двойкой с talon через ваше поле 2: два способа, по 6 очков в половине petit jan с дублем, 12 очков.
les-hit-false-title = Ложный удар (battre à faux)
les-hit-false-intro = Ваши шашки на поле 11 могут достать одинокую шашку чёрных на поле 18 только суммой 7. Посмотрите на два промежуточных поля, 14 и 15.
les-hit-false-explanation = На обоих промежуточных полях по две или больше шашек чёрных: удар суммой ложный, а ложный удар приносит очки сопернику — 2 очка в половине grand jan (4 с дублем).
les-hit-both-tables-title = Настоящий и ложный в одном броске
les-hit-both-tables-intro = Две одинокие шашки чёрных: одна на вашем поле 4, другая на вашем поле 18. Каждая цель оценивается отдельно.
les-hit-both-tables-explanation = Тройка с talon по-настоящему бьёт поле 4: 4 очка в половине petit jan, вам. Поле 18 достаётся только семёркой с поля 11, а оба промежуточных поля (14 и 15) закрыты: этот ложный удар даёт 2 очка чёрным, а не вам.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = Вы держите свой coin de repos тремя шашками, а coin чёрных (ваше поле 13) пуст. Могла бы на него встать по шашке каждым числом?
les-battre-le-coin-explanation = Двойка с поля 11 и единица лишней шашкой (surcase) с coin обе пришли бы на поле 13: вы бьёте coin (battre le coin), 4 очка (6 с дублем), только одним способом. Две последние шашки coin помочь не могли бы.
les-coin-par-puissance-title = Занять coin par puissance
les-coin-par-puissance-intro = Coin de repos чёрных (ваше поле 13) пуст. Ваши шашки на 7 и 8 могли бы до него дойти — одна шестёркой, другая пятёркой; привести две шашки на свой coin естественным путём вы не можете.
les-coin-par-puissance-explanation = Ни одна шашка никогда не может остановиться на coin соперника, но раз вы могли бы привести на него две шашки, вы вправе занять свой coin par puissance: обе останавливаются полем раньше, на 12. Ход на 14 тоже отклоняется: чёрные ещё могут составить свой grand jan, поэтому ни одна шашка не может остановиться в вашей третьей четверти (с 13 по 18).
les-passage-title = Проход в jeu de retour
les-passage-intro = Все шашки чёрных на их стороне, на talon и на их поле 8: они ещё могут составить и petit jan, и grand jan. Две ваши шашки на 8 стоят у середины доски.
les-passage-explanation = Пока соперник ещё может составить grand jan, ни одна шашка не может остановиться в вашей третьей четверти (с 13 по 18), а пока может составить petit jan — и в четвёртой; и ни одна никогда не останавливается на его coin (13): остаются только ходы внутри вашей стороны, например 1→7, 1→6.
les-fill-petit-jan-title = Заполнение petit jan: способы по числам
les-fill-petit-jan-intro = В вашей первой четверти только поле 4 заполнено наполовину. Каждое число (двойка, единица, их сумма), которое может его закрыть, не открыв другого поля, — это способ.
les-fill-petit-jan-explanation = Единицей с поля 3 (там остаются две) и тройкой tout d'une с talon: два способа по 4, 8 очков. Двойка с поля 2 открыла бы поле 2, поэтому это не способ.
les-fill-grand-jan-title = Заполнение grand jan
les-fill-grand-jan-intro = Вашей второй четверти (поля с 7 по 12) не хватает одной шашки на поле 11. Каждое число, которое закрывает его, не открыв другого поля, — это способ.
les-fill-grand-jan-explanation = Единицей с поля 10 и четвёркой tout d'une с поля 7 (на каждом остаются две): два способа по 4, 8 очков. Тройка с поля 8 открыла бы поле 8, поэтому это не способ.
les-conserve-title = Сохранить заполненный jan
les-conserve-intro = Ваш petit jan заполнен. Можете ли вы с этим дублем сыграть обе тройки, не сломав его?
les-conserve-explanation = Да: лишняя шашка (surcase) поля 5 идёт на поле 8, затем на 11, и jan остаётся целым. Сохранение приносит 6 с дублем (4 при простом броске), одним способом.
les-jan-de-retour-title = Заполнение jan de retour
les-jan-de-retour-intro = В jeu de retour вашей последней четверти (поля с 19 по 24) не хватает одной шашки на поле 23.
les-jan-de-retour-explanation = Единицей с поля 22 и четвёркой tout d'une с поля 19 (на каждом остаются две): два способа по 4, 8 очков. Тройка с поля 20 открыла бы поле 20, поэтому это не способ.
les-impuissance-title = Impuissance
les-impuissance-intro = У вас выпали carmes (две четвёрки). Чёрные держат ваши поля с 13 по 16. Каждое число, которое вы не можете сыграть, даёт сопернику 2 очка.
les-impuissance-explanation = С полей 9, 10, 11 и 12 четвёрка приходит на 13, 14, 15 или 16, а их все держат чёрные (13 — их coin): ни одну четвёрку сыграть нельзя, поэтому чёрные получают по 2 за каждую, 4 очка.
les-conserver-par-impuissance-title = Сохранение par impuissance
les-conserver-par-impuissance-intro = Ваш jan de retour заполнен; на вашем coin de repos ещё две шашки, и одна шашка стоит на поле 17. Чёрные держат ваше поле 18. У вас выпал sonnez (две шестёрки).
les-conserver-par-impuissance-explanation = Одна шестёрка ведёт шашку с поля 17 на 23. Другую сыграть нельзя: две шашки coin пришли бы на поле 18 чёрных, а выводить ничего нельзя, пока они вне последней четверти. Чёрные записывают эту impuissance (2), а вы, чей jan остаётся целым, сохраняете его par impuissance: 6 с дублем.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Две единственные ваши шашки, сошедшие с talon, держат ваш coin de repos, и у вас выпала единица.
les-mezeas-explanation = Это jan de mézéas: 4 очка с одной единицей (6 с двумя). Если бы чёрные тоже держали свой coin, очки достались бы чёрным (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Почти та же позиция, что и в jan de mézéas, но две шашки чёрных тоже держат их coin de repos.
les-contre-mezeas-explanation = Когда соперник тоже держит свой coin, mézéas оборачивается против вас: contre-jan даёт чёрным 4 очка (6 с двумя единицами), а вы за него ничего не получаете.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = С вашего talon сошли только две шашки, обе на поле 7. Могли бы они двумя числами встать по одной на каждый coin de repos?
les-deux-tables-explanation = Пятёрка ведёт одну шашку с поля 7 на ваш coin (12), а шестёрка — другую на coin чёрных (13): jan de deux tables, 4 очка (6 с дублем). Достаточно, чтобы это было возможно мысленно; на 13 на самом деле идти нельзя.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Две ваши шашки, сошедшие с talon, стоят на поле 7, как в jan de deux tables; но чёрные привели две шашки на свой coin de repos (ваше поле 13).
les-contre-deux-tables-explanation = Пятёрка и шестёрка по-прежнему привели бы по шашке на каждый coin, но чёрные держат свой: jan оборачивается против вас, и contre-jan de deux tables даёт чёрным 4 очка (6 с дублем).
les-six-tables-title = Jan de six tables
les-six-tables-intro = Это ваш третий бросок. У вас по одной шашке на полях 3, 5, 6 и 7.
les-six-tables-explanation = Единица и тройка с talon поставили бы шашки на поля 2 и 4: шесть полей занято за три броска, это jan de six tables, 4 очка. Играть именно так не обязательно.
les-sortie-title = Sortie
les-sortie-intro = Две ваши последние шашки стоят на полях 23 и 24; у чёрных осталась одна шашка.
les-sortie-explanation = Двойка выводит шашку с поля 23, а единица — с поля 24: первый, кто вывел все свои шашки, получает 4 (6 с дублем), и начинается новый relevé.
les-bredouille-title = Bredouille: два trous
les-bredouille-intro = У вас 8 очков, у чёрных ни одного: вы набрали их все с тех пор, как чёрные последний раз записывали очки, значит, вы en bredouille. Посчитайте очки этого броска, затем trous, которые они дают.
les-bredouille-explanation = Пятёркой с поля 10 вы по-настоящему бьёте поле 15: 4 очка с дублем в половине grand jan. 8 + 4 = 12, набрано без очков чёрных в промежутке: trou en bredouille считается вдвойне, 2 trous. Если бы чёрные записали очки после вашего первого очка, это был бы один trou.
les-bredouille-interrupted-title = Прервано: один trou
les-bredouille-interrupted-intro = Тот же бросок, но у обоих по 8 очков: чёрные записали очки после ваших первых очков, поэтому вы уже не en bredouille.
les-bredouille-interrupted-explanation = Бросок даёт вам те же 4 очка (пятёркой с поля 10 на поле 15), и 8 + 4 = 12 дают trou. Очки чёрных прервали ваши: один trou, 1, а не 2. 8 очков чёрных стираются.
les-tenir-title = Tenir: излишек остаётся
les-tenir-intro = У вас 8 очков, у чёрных 4. Этот бросок приносит вам trou; вы решаете остаться (tenir) и играть дальше.
les-tenir-explanation = Две шашки с поля 10 могли бы тройками встать на пустой coin чёрных: вы бьёте coin, 6 очков с дублем. 8 + 6 = 14: один trou (чёрные вас прервали), а 2 лишних очка остаются на вашей фишке, раз вы остаётесь. 4 очка чёрных стираются; затем они записывают 4 за вашу impuissance, ведь ни одну вашу тройку сыграть нельзя.
les-s-en-aller-title = S'en aller: что теряет соперник
les-s-en-aller-intro = Тот же бросок приносит вам trou, но на этот раз вы уходите (s'en aller), а не остаётесь.
les-s-en-aller-explanation = Уходя, вы отказываетесь от 2 лишних очков: все фишки возвращаются на бортик, и обе стороны снова ставят шашки на talons для нового relevé, который начинаете вы. Чёрные не могут записать то, что им даёт этот бросок: 4 очка за вашу impuissance (по 2 за каждую тройку, которую вы не можете сыграть) для них потеряны.

## The lessons' panel.

les-lessons = Уроки
les-guided-lessons = Уроки с подсказками
les-close = Закрыть уроки
les-check = Проверить
les-next-lesson = Следующий урок
les-to-partie = Теперь сыграйте партию в школьном режиме
les-try-again = Не совсем: попробуйте ещё раз.
les-right = Верно!
les-all-lessons = ← Все уроки
les-your-answer = Ваш ответ
# $name: the lesson the address asked for (after "#lesson-")
les-missing = В адресе указан урок «{ $name }», которого нет: вот все уроки.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(пройден)
les-holes = Trous
les-points = Очки
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Не совсем. Ответ: { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→вывод

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = Сколько очков получают { $side } за этот бросок?
les-question-points-opponent = Сколько очков получает за этот бросок соперник — { $side }?
les-question-play = Какой из этих ходов допустим?
les-question-holes = Сколько trous получают { $side } за этот бросок?
les-question-tenir = { $roller } остаются (tenir): сколько очков у них сохраняется?
les-question-s-en-aller = { $roller } уходят (s'en aller): сколько очков этого броска теряют { $opponent }?
