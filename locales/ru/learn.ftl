## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = Такой ход допустим, но урок просит другой. Попробуйте ещё раз.
# no argument
learn-bg-play-on = Продолжайте: ещё можно сыграть кубик.
# no argument
learn-bg-move-each-die-title = Каждый кубик — свой ход
# no argument
learn-bg-move-each-die-goal = Каждый кубик передвигает шашку на столько пунктов, сколько на нём выпало. При броске 3-1 закройте свой 5-й пункт: одна шашка идёт на 3, другая — на 1.
# no argument
learn-bg-move-each-die-hint = Пойдите на 3 шашкой со своего 8-го пункта, а на 1 — шашкой с 6-го.
# no argument
learn-bg-move-each-die-step1-success = Отлично: на вашем 5-м пункте стоят две шашки, значит, он закрыт.
# no argument
learn-bg-move-each-die-step1-no-point = Такой ход допустим, но он не закрывает ни одного пункта. Соберите две шашки на своём 5-м пункте.
# no argument
learn-bg-move-each-die-step2-success = Верно: одна шашка может сыграть оба кубика, один за другим, и каждый пункт, где она останавливается, должен быть открыт.
# no argument
learn-bg-closed-point-title = Закрытый пункт
# no argument
learn-bg-closed-point-goal = Две или больше шашек соперника на пункте закрывают его: на него нельзя встать. При броске 6-4 закройте свой 2-й пункт.
# no argument
learn-bg-closed-point-hint = Ваш 4-й пункт держат две шашки соперника. Приведите на свой 2-й пункт одну шашку с 8-го и одну с 6-го.
# no argument
learn-bg-closed-point-step1-success = Да: ваш 2-й пункт закрыт, а на закрытом 4-м ни одна шашка не останавливалась.
# no argument
learn-bg-closed-point-step1-no-point = Такой ход допустим, но он не закрывает ни одного пункта. Закройте свой 2-й пункт.
# no argument
learn-bg-hit-blot-title = Бой одинокой шашки
# no argument
learn-bg-hit-blot-goal = Шашка, которая стоит на пункте одна, — одинокая: встав на неё, вы её бьёте и отправляете на бар. Побейте одинокую шашку на вашем 5-м пункте и закройте этот пункт.
# no argument
learn-bg-hit-blot-hint = Сыграйте тройкой с 8 на 5, затем единицей с 6 на 5.
# no argument
learn-bg-hit-blot-step1-success = Побита! Шашка соперника на баре: прежде чем снова ходить, она должна войти — с самого начала своего пути.
# no argument
learn-bg-hit-blot-step1-no-hit = Такой ход допустим, но одинокая шашка всё ещё на месте. Поставьте шашку на свой 5-й пункт.
# no argument
learn-bg-hit-blot-step2-success = Снова побита, и ваш 2-й пункт закрыт: только что введённая шашка опять на баре.
# no argument
learn-bg-hit-blot-step2-blot = Этот ход тоже бьёт, но ломает ваш 5-й пункт и оставляет одинокие шашки. Бейте на своём 2-м пункте и закройте его.
# no argument
learn-bg-enter-from-bar-title = Ввод с бара
# no argument
learn-bg-enter-from-bar-goal = Шашка с бара сначала входит в дом соперника: единица вводит её на ваш 24-й пункт, шестёрка — на 19-й. Введите свою шашку, затем сыграйте другой кубик.
# no argument
learn-bg-enter-from-bar-hint = Ваш 19-й пункт закрыт, поэтому шестёркой не войти: введите шашку тройкой на ваш 22-й пункт.
# no argument
learn-bg-enter-from-bar-step1-success = Шашка введена. Только после этого могли ходить остальные ваши шашки.
# no argument
learn-bg-dance-title = Застрять на баре
# no argument
learn-bg-dance-goal = Если ни один кубик не вводит вашу шашку с бара, вы не можете ходить вообще: шашка застряла на баре. Попробуйте сходить при броске 6-6.
# no argument
learn-bg-dance-hint = Ваш 19-й пункт закрыт, а на баре ваша шашка: ходить нечем.
# no argument
learn-bg-dance-step1-success = Шашка застряла: весь бросок пропадает, и ходит соперник.
# no argument
learn-bg-dance-step2-success = Шашка введена единицей на ваш 24-й пункт — единственный пункт, открытый для этого броска.
# no argument
learn-bg-both-dice-title = Оба кубика, если можно
# no argument
learn-bg-both-dice-goal = Если можно сыграть оба кубика, играть нужно оба. Сыграйте 6-2.
# no argument
learn-bg-both-dice-hint = Шестёрку может сыграть только одна шашка, и только после двойки: пойдите шашкой с 9 на 7, затем с 7 на 1.
# no argument
learn-bg-both-dice-step1-success = Верно: только так можно сыграть оба кубика, поэтому этот ход обязателен.
# no argument
learn-bg-higher-die-title = Больший кубик
# no argument
learn-bg-higher-die-goal = Если можно сыграть любой из кубиков, но не оба, играть нужно больший. Сыграйте 6-4.
# no argument
learn-bg-higher-die-hint = Ваша шашка на 13-м может пойти на 6 или на 4, но после этого другой кубик сыграть будет нечем.
# no argument
learn-bg-higher-die-step1-success = Да: сыграть можно было только один кубик, поэтому правило заставляет играть шестёрку.
# no argument
learn-bg-bear-off-exact-title = Выброс точным числом
# no argument
learn-bg-bear-off-exact-goal = Когда все ваши шашки в доме, кубик выбрасывает шашку с пункта, номер которого на нём выпал. Приведите домой последнюю шашку и выбросьте одну.
# no argument
learn-bg-bear-off-exact-hint = Шашка на вашем 8-м пункте должна прийти домой, прежде чем можно будет выбросить хоть одну.
# no argument
learn-bg-bear-off-exact-step1-success = Все дома, и одна шашка выброшена: выбрасывать можно, как только последняя шашка дошла до дома.
# no argument
learn-bg-bear-off-exact-step2-success = Две шашки выброшены броском 6-3: шестёрка — с 6-го пункта, тройка — с 3-го.
# no argument
learn-bg-bear-off-exact-step2-one-off = Такой ход допустим, но выбрасывает только одну шашку. Выбросьте каждым числом шашку с пункта того же номера.
# no argument
learn-bg-bear-off-higher-title = Выброс большим числом
# no argument
learn-bg-bear-off-higher-goal = Число больше номера вашего самого дальнего пункта выбрасывает шашку именно с него. Выбросьте две шашки броском 6-5.
# no argument
learn-bg-bear-off-higher-hint = Ваш самый дальний пункт — 4-й: оба кубика выбрасывают с него.
# no argument
learn-bg-bear-off-higher-step1-success = Две шашки выброшены с вашего 4-го пункта: большее число выбрасывает с самого дальнего пункта, и только оттуда.

## Экран «Обучение»: курс игры со списком уроков и полученными звёздами, и урок, который играют
## на доске (его цель, его шаги, кнопки, что говорится).

# no argument: the header's link to the game's course
learn-link = Обучение
# $game: the game's name
learn-course-title = Обучение: { $game }
# no argument
learn-intro = Каждый урок — это позиция и цель: сыграйте свои кубики на доске. Ход, запрещённый правилами, останавливается, и объясняется причина; допустимый ход, который не достигает цели, объясняется и отменяется. Урок, пройденный без неверного хода и без подсказки, приносит три звезды.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
    [one] Пройдено { $done } из { $total } урока
    [few] Пройдено { $done } из { $total } уроков
    [many] Пройдено { $done } из { $total } уроков
   *[other] Пройдено { $done } из { $total } урока
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $n } звезда из { $of }
    [few] { $n } звезды из { $of }
    [many] { $n } звёзд из { $of }
   *[other] { $n } звезды из { $of }
}
# no argument
learn-back-to-game = Вернуться к игре
# no argument
learn-all-lessons = Все уроки
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Урок { $n } из { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Шаг { $n } из { $total }
# no argument
learn-take-back = Отменить ход
# no argument: the learner says his roll cannot be played
learn-cannot-move = У меня нет хода
# no argument
learn-hint = Подсказка
# no argument
learn-start-again = Начать заново
# no argument: before the step's success
learn-right = Верно!
# no argument
learn-lesson-done = Урок пройден:
# no argument
learn-next-lesson = Следующий урок
# no argument
learn-course-done = Вы прошли все уроки этого курса.
# $id: the lesson asked for by the address
learn-missing = В этом курсе нет урока «{ $id }»: вот его уроки.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Не удалось прочитать уроки, пройденные в этом браузере ({ $reason }): курс начинается заново, а старый текст сохранён отдельно.
# $version: the version a progress text begins with
learn-why-progress-version = текст не начинается с «{ $version }:»
# $n: the entry's place (from 1)
learn-why-progress-entry = запись { $n } — не урок со своими звёздами
# $n: the entry's place (from 1)
learn-why-progress-id = запись { $n } не называет урок
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = запись { $n } не даёт от 1 до { $most } звёзд
# $n: the entry's place (from 1)
learn-why-progress-twice = запись { $n } называет уже пройденный урок
