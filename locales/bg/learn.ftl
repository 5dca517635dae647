## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = Този ход е допустим, но не е този, който иска урокът. Опитайте пак.
# no argument
learn-bg-play-on = Продължете: има още зар за изиграване.
# no argument
learn-bg-move-each-die-title = Ход с всеки зар
# no argument
learn-bg-move-each-die-goal = Всеки зар премества пул с толкова позиции, колкото показва. С 3-1 направете врата на своята позиция 5: един пул минава 3 позиции, друг — 1.
# no argument
learn-bg-move-each-die-hint = Изиграйте тройката с пул от вашата позиция 8, а единицата — с пул от вашата позиция 6.
# no argument
learn-bg-move-each-die-step1-success = Браво: два пула стоят на вашата позиция 5, значи тя е врата.
# no argument
learn-bg-move-each-die-step1-no-point = Този ход е допустим, но не прави врата. Съберете два пула на своята позиция 5.
# no argument
learn-bg-move-each-die-step2-success = Точно така: един пул може да изиграе и двата зара, един след друг, а всяка позиция, на която спира, трябва да е отворена.
# no argument
learn-bg-closed-point-title = Затворена позиция
# no argument
learn-bg-closed-point-goal = Два или повече противникови пула на една позиция я затварят: не можете да кацнете там. С 6-4 направете врата на своята позиция 2.
# no argument
learn-bg-closed-point-hint = Два противникови пула държат вашата позиция 4. Доведете на позиция 2 един пул от вашата позиция 8 и един от позиция 6.
# no argument
learn-bg-closed-point-step1-success = Да: вече имате врата на позиция 2, а на затворената позиция 4 не е кацнал нито един пул.
# no argument
learn-bg-closed-point-step1-no-point = Този ход е допустим, но не прави врата. Направете врата на своята позиция 2.
# no argument
learn-bg-hit-blot-title = Биене на самотен пул
# no argument
learn-bg-hit-blot-goal = Пул, който стои сам на позиция, е самотен: ако кацнете на него, го биете и той отива на бара. Бийте самотния пул на вашата позиция 5 и направете там врата.
# no argument
learn-bg-hit-blot-hint = Играйте от 8 на 5 с тройката, после от 6 на 5 с единицата.
# no argument
learn-bg-hit-blot-step1-success = Ударен! Противниковият пул е на бара: трябва да влезе, преди да мръдне отново, и започва пътя си отначало.
# no argument
learn-bg-hit-blot-step1-no-hit = Този ход е допустим, но самотният пул още е там. Кацнете на своята позиция 5.
# no argument
learn-bg-hit-blot-step2-success = Пак ударен, а позиция 2 вече е ваша врата: влезлият пул отново е на бара.
# no argument
learn-bg-hit-blot-step2-blot = Така също биете, но разваляте вратата си на позиция 5 и оставяте самотни пулове. Бийте на позиция 2 и направете там врата.
# no argument
learn-bg-enter-from-bar-title = Влизане от бара
# no argument
learn-bg-enter-from-bar-goal = Пул на бара първо влиза в къщата на противника: с единица на вашата позиция 24, с шестица на вашата позиция 19. Вкарайте пула си, после изиграйте другия зар.
# no argument
learn-bg-enter-from-bar-hint = Вашата позиция 19 е затворена, затова с шестицата не можете да влезете: влезте с тройката на позиция 22.
# no argument
learn-bg-enter-from-bar-step1-success = Влязохте. Едва след това другите ви пулове можеха да се движат.
# no argument
learn-bg-dance-title = Оставане на бара
# no argument
learn-bg-dance-goal = Когато с нито един от заровете пулът ви не може да влезе от бара, не можете да местите нищо: оставате на бара. Опитайте да играете с 6-6.
# no argument
learn-bg-dance-hint = Вашата позиция 19 е затворена, а имате пул на бара: нищо не може да мръдне.
# no argument
learn-bg-dance-step1-success = Оставате на бара: цялото хвърляне се губи и на ход е противникът.
# no argument
learn-bg-dance-step2-success = Влязохте с единицата на вашата позиция 24 — единствената отворена позиция за това хвърляне.
# no argument
learn-bg-both-dice-title = И двата зара, ако може
# no argument
learn-bg-both-dice-goal = Когато и двата зара могат да се изиграят, трябва да изиграете и двата. Изиграйте 6-2.
# no argument
learn-bg-both-dice-hint = Само един пул може да изиграе шестицата, и то едва след двойката: преместете пула си от 9 на 7, после от 7 на 1.
# no argument
learn-bg-both-dice-step1-success = Точно така: това е единственият начин да изиграете и двата зара, значи този ход е задължителен.
# no argument
learn-bg-higher-die-title = По-големият зар
# no argument
learn-bg-higher-die-goal = Когато може да се изиграе всеки от заровете, но не и двата, трябва да изиграете по-големия. Изиграйте 6-4.
# no argument
learn-bg-higher-die-hint = Пулът ви на 13 може да се премести с 6 или с 4, но след това нищо не може да изиграе другия зар.
# no argument
learn-bg-higher-die-step1-success = Да: можеше да се изиграе само един зар, затова правилото ви кара да изиграете шестицата.
# no argument
learn-bg-bear-off-exact-title = Изваждане с точното число
# no argument
learn-bg-bear-off-exact-goal = Щом всичките ви пулове са в къщата, зарът изважда пул от позицията със своето число. Приберете последния си пул в къщата и извадете един.
# no argument
learn-bg-bear-off-exact-hint = Пулът на вашата позиция 8 трябва да се прибере в къщата, преди да се извади който и да е пул.
# no argument
learn-bg-bear-off-exact-step1-success = Всички са в къщата и един пул е изваден: можете да изваждате, щом и последният ви пул се прибере.
# no argument
learn-bg-bear-off-exact-step2-success = Два пула извадени с 6-3: шестицата — от вашата позиция 6, тройката — от вашата позиция 3.
# no argument
learn-bg-bear-off-exact-step2-one-off = Този ход е допустим, но изважда само един пул. Изиграйте всяко число от позицията със същия номер.
# no argument
learn-bg-bear-off-higher-title = Изваждане с по-голямо число
# no argument
learn-bg-bear-off-higher-goal = Число, по-голямо от най-високата ви позиция, изважда пул от тази най-висока позиция. Извадете два пула с 6-5.
# no argument
learn-bg-bear-off-higher-hint = Най-високата ви позиция е позиция 4: и двата зара изваждат от нея.
# no argument
learn-bg-bear-off-higher-step1-success = Два пула извадени от вашата позиция 4: по-голямо число изважда от най-високата ви позиция, и само оттам.

## Екранът „Обучение“: курсът на една игра със спечелените звезди и урок, изигран на
## дъската (целта му, стъпките му, бутоните, какво се казва).

# no argument: the header's link to the game's course
learn-link = Обучение
# $game: the game's name
learn-course-title = Обучение: { $game }
# no argument
learn-intro = Всеки урок е позиция и цел: изиграйте заровете си на дъската. Ход, който правилата не допускат, се спира и се казва защо; допустим ход, който не постига целта, се обяснява и се връща. Урок, завършен без грешен ход и без подсказка, дава три звезди.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
    [one] Завършихте { $done } от { $total } урок
   *[other] Завършихте { $done } от { $total } урока
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $n } звезда от { $of }
   *[other] { $n } звезди от { $of }
}
# no argument
learn-back-to-game = Обратно към играта
# no argument
learn-all-lessons = Всички уроци
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Урок { $n } от { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Стъпка { $n } от { $total }
# no argument
learn-take-back = Върни
# no argument: the learner says his roll cannot be played
learn-cannot-move = Нямам ход
# no argument
learn-hint = Подсказка
# no argument
learn-start-again = Започни отначало
# no argument: before the step's success
learn-right = Вярно!
# no argument
learn-lesson-done = Урокът е завършен:
# no argument
learn-next-lesson = Следващ урок
# no argument
learn-course-done = Изиграхте всички уроци от този курс.
# $id: the lesson asked for by the address
learn-missing = В този курс няма урок „{ $id }“: ето уроците му.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Завършените в този браузър уроци не можаха да бъдат прочетени ({ $reason }): курсът започва отначало, а старият текст е запазен настрана.
# $version: the version a progress text begins with
learn-why-progress-version = текстът не започва с „{ $version }:“
# $n: the entry's place (from 1)
learn-why-progress-entry = запис { $n } не е урок със звездите му
# $n: the entry's place (from 1)
learn-why-progress-id = запис { $n } не посочва урок
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = запис { $n } не дава от 1 до { $most } звезди
# $n: the entry's place (from 1)
learn-why-progress-twice = запис { $n } посочва вече завършен урок
