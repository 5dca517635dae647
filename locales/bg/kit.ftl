## Общото за всички игри.

kit-language = Език
kit-cancel = Отказ
kit-close = Затвори
kit-notice-close = Затвори това известие

## Лентата за повторение.

kit-replay-start = Към началото
kit-replay-back = Една стъпка назад
kit-replay-forward = Една стъпка напред
kit-replay-end = Към текущия момент
# $at: показаният момент (изиграни действия); $total: действията в играта; $detail: каквото добавя играта („ — 6 и 5“), може да е празно
kit-replay-at = Повторение: действие { $at } / { $total }{ $detail }
# $n: действията в играта
kit-replay-now = Сега ({ $n ->
    [one] { $n } действие
   *[other] { $n } действия
})
kit-replay-play-from-here = Играй оттук
# $n: действията след показания момент
kit-replay-drop-ask = { $n ->
    [one] Да продължите ли оттук? Следващото действие отпада от тази игра; цялата игра остава в този браузър.
   *[other] Да продължите ли оттук? Следващите { $n } действия отпадат от тази игра; цялата игра остава в този браузър.
}
kit-replay-drop-confirm = Премахни ги и продължи
kit-replay-playing-on-kept = Играта продължава оттук; цялата игра е запазена в този браузър (има я в панела „Сподели“).
kit-replay-playing-on = Играта продължава оттук.

## Клавишите (помощният прозорец, „?“).

kit-keys = Клавиши
kit-keys-key = Клавиш
kit-keys-does = Действие
kit-key-roll = Хвърля заровете
kit-key-confirm = Потвърждава хода
kit-key-take-back = Връща ходовете ви
kit-key-hint = Подсказка: ходът на силния бот
kit-key-enter-space = Enter, Интервал
kit-key-pick-up = Вдига пул, поставя го там
kit-key-arrows = На дъската: следващото място в тази посока; другаде: стъпка по повторението
kit-key-esc = Esc
kit-key-put-down = Оставя пула обратно
kit-key-help = Показва или скрива тези клавиши
kit-key-double = Удвои (предложи зара за удвояване)
kit-key-accept = Приеми удвояването или предаването
kit-key-pass = Откажи удвояването или предаването
kit-key-resign = Предай се: към възможностите
kit-key-next-game = Следваща партия

## Игра чрез връзка.

kit-remote-send-link-friend-his = Изпратете тази връзка на приятеля си; неговото копие ще отговори с връзка: отворете я тук.
kit-remote-send-link-friend-waiting = Изпратете тази връзка на приятеля си; чака се неговият ход.
kit-remote-next-dice-need-friend = За следващите ви зарове е нужно копието на приятеля ви: изпратете му тази връзка и отворете онази, която той ви върне.
kit-remote-turn = Ваш ред е.
kit-remote-dice-committed-game-are = Заключените предварително зарове за тази игра са изчерпани: започнете нова игра чрез връзка.
kit-remote-game-over-send-last = Играта свърши: изпратете тази последна връзка на приятеля си.
kit-remote-link-copied = Връзката е копирана.
kit-remote-browser-does-not-let = Този браузър не позволява на страницата да копира: маркирайте връзката и я копирайте.
kit-remote-you-play-white = Играете с белите.
kit-remote-you-play-black = Играете с черните.
kit-remote-link-send = Връзка за изпращане
kit-remote-copy = Копирай
kit-remote-share = Сподели…
kit-remote-new-game-with-friend = Нова игра с приятел чрез връзка
kit-remote-play-friend-by-link = Играйте с приятел чрез връзка
kit-remote-play-by-link = Игра чрез връзка
kit-remote-no-server-after-each = Без сървър: след всеки ход изпращате играта като връзка. Заровете идват от числа, които двете копия заключват в началото на играта, така че никой от вас не може да ги избира.
kit-remote-link-older-than-game = Тази връзка е по-стара от играта ви: играта ви е запазена.
kit-remote-opened-friend-s-link = Отворена е връзката на приятеля ви.
# $why: защо връзката е отказана (една от причините kit-link-…)
kit-remote-link-refused = Тази връзка не може да се отвори: { $why }. Играта ви е запазена.
kit-link-shape = връзката е отрязана или променена
# $why: техническата подробност (на английски)
kit-link-header = заглавната ѝ част е променена: { $why }
kit-link-record = играта в нея не може да се прочете: { $why }
kit-link-not-joined = в нея няма заключените числа на приятеля ви
kit-link-elsewhere-joined = вашата страна в тази игра е заета в друг браузър: тайните ѝ зарове са там
kit-link-not-mine = заключените числа, които показва за вашата страна, не са ваши
kit-link-theirs-changed = заключените числа на приятеля ви не са онези, които той заключи в началото
kit-link-reveal = заровете на приятеля ви: { $why }
# $at: номерът на действието в играта
kit-link-diverges = играта в нея се различава от вашата от действие { $at } нататък
kit-link-not-theirs = действие { $at } е изиграно за вашата страна
kit-link-wrong-dice = заровете на действие { $at } не са онези, които дават заключените числа
kit-link-unrevealed = заровете на действие { $at } са хвърлени, преди да могат да бъдат известни

## Защо заглавката или заровете на връзка са отказани

kit-why-header-version = версията „{ $version }“ на връзката не е позната тук
kit-why-header-shape = заглавката на връзката няма петте си части
kit-why-header-id = идентификаторът на играта във връзката не може да се прочете
kit-why-header-creator = връзката не казва коя страна е създала играта
kit-why-header-side = заключените числа на { $side ->
    [white] белите
   *[black] черните
} не могат да се прочетат
kit-why-header-reveal = заровете на { $side ->
    [white] белите
   *[black] черните
}: { $reason }
kit-why-commit-mismatch = разкритото число № { $at } не съвпада със заключеното в началото
kit-why-commit-too-far = разкритото число № { $at } е след края на веригата
kit-why-commit-bad-text = едно заключено число не може да се прочете

## Защо файл до страницата не можа да се зареди

kit-why-fetch-no-answer = { $file }: мрежата не отговори (няма връзка, а файлът още не е запазен)
kit-why-fetch-status = { $file }: сървърът отговори { $status } вместо файла
kit-why-fetch-broke-off = { $file }: изтеглянето прекъсна
kit-why-fetch-unreadable = { $file }: файлът не може да се прочете

## Игрите, запазени в този браузър.

kit-kept-kept-browser = Запазени в този браузър
kit-kept-open = Отвори
kit-kept-show-text = Покажи текста
kit-kept-really-delete = Наистина ли да се изтрие?
kit-kept-delete = Изтрий
# $n: дължината на записа в знаци
kit-kept-unreadable = Запис, който не може да се прочете ({ $n ->
    [one] { $n } знак
   *[other] { $n } знака
})
# $name: името на запазената игра в списъка
kit-kept-in-progress = Текущата ви игра е запазена в този браузър като „{ $name }“ (има я в панела „Сподели“).
kit-kept-replaced = Играта, която тя замества, е запазена в този браузър като „{ $name }“ (има я в панела „Сподели“).
kit-kept-was-playing = Играта, която играехте, е запазена в този браузър като „{ $name }“ (има я в панела „Сподели“).

## Каквото адресът (неговите параметри) иска, но не може да се изпълни.

# $problems: проблемите по-долу, съединени с "; "
kit-address-problems = Адрес: { $problems }.
# $value: стойността, написана в адреса
kit-address-die = пренебрегнат зар „{ $value }“ (заровете показват от 1 до 6)
kit-address-seed = пренебрегнато семе „{ $value }“ (цяло число)
kit-address-opponent = непознат противник „{ $value }“ (hotseat, bot-black или bot-white)
# $codes: кодовете на езиците, съединени с ", "
kit-address-lang = непознат език „{ $value }“ ({ $codes })
kit-address-level = непознато ниво на бота „{ $value }“ (beginner, club или strong)
kit-address-pace = непознато темпо „{ $value }“ (fast или normal)

## Инсталираното приложение (манифестът му, който scripts/manifests.mjs пише от тези редове: по един ред).

kit-app-name = Игри на табла: триктрак, табла и нейните варианти
kit-app-short-name = Табла
kit-app-description = Играйте Голям триктрак, табла и нейните регионални варианти (тавли, тапа, дълги нарди, ейси-дюси…) срещу бот или приятел, в браузъра и офлайн.
kit-kept-note = е запазена в този браузър като „{ $name }“ (панелът „Сподели“ я показва)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Зареждане на игрите на табла…
kit-loading-backgammon = Зареждане на таблата…
kit-start-failed = Играта не можа да стартира ({ $reason }). Проверете връзката и презаредете страницата.
kit-needs-javascript = Играта работи в браузъра и изисква JavaScript: включете го и презаредете страницата.
