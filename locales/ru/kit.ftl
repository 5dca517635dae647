## Общее для всех игр.

kit-language = Язык
kit-cancel = Отмена
kit-close = Закрыть
kit-notice-close = Закрыть это уведомление

## Панель повтора.

kit-replay-start = В начало
kit-replay-back = На шаг назад
kit-replay-forward = На шаг вперёд
kit-replay-end = Вернуться к текущему
# $at: показанный момент (сыгранные действия); $total: все действия партии; $detail: что добавляет игра (« — 6 и 5»), может быть пустым
kit-replay-at = Повтор: действие { $at } / { $total }{ $detail }
# $n: действия партии
kit-replay-now = Сейчас ({ $n ->
    [one] { $n } действие
    [few] { $n } действия
    [many] { $n } действий
   *[other] { $n } действия
})
kit-replay-play-from-here = Играть отсюда
# $n: действия после показанного момента
kit-replay-drop-ask = { $n ->
    [1] Продолжить отсюда? Следующее действие будет удалено из этой партии; вся партия останется в этом браузере.
    [one] Продолжить отсюда? { $n } последующее действие будет удалено из этой партии; вся партия останется в этом браузере.
    [few] Продолжить отсюда? { $n } последующих действия будут удалены из этой партии; вся партия останется в этом браузере.
    [many] Продолжить отсюда? { $n } последующих действий будут удалены из этой партии; вся партия останется в этом браузере.
   *[other] Продолжить отсюда? { $n } последующего действия будут удалены из этой партии; вся партия останется в этом браузере.
}
kit-replay-drop-confirm = Удалить и продолжить
kit-replay-playing-on-kept = Игра продолжается отсюда; вся партия сохранена в этом браузере (она есть в списке «Поделиться»).
kit-replay-playing-on = Игра продолжается отсюда.

## Клавиши (окно справки, «?»).

kit-keys = Клавиши
kit-keys-key = Клавиша
kit-keys-does = Действие
kit-key-roll = Бросить кубики
kit-key-confirm = Подтвердить ход
kit-key-take-back = Отменить свои ходы
kit-key-hint = Подсказка: ход сильного бота
kit-key-enter-space = Enter, Пробел
kit-key-pick-up = Взять шашку, поставить её туда
kit-key-arrows = На доске: следующее место в эту сторону; в остальных местах: шаг по повтору
kit-key-esc = Esc
kit-key-put-down = Положить шашку обратно
kit-key-help = Показать или скрыть эти клавиши
kit-key-double = Удвоить (предложить кубик удвоения)
kit-key-accept = Принять удвоение или сдачу
kit-key-pass = Отказаться от удвоения или от сдачи
kit-key-resign = Сдаться: к вариантам сдачи
kit-key-next-game = Следующая партия

## Игра по ссылке.

kit-remote-send-link-friend-his = Отправьте эту ссылку другу; его копия ответит ссылкой — откройте её здесь.
kit-remote-send-link-friend-waiting = Отправьте эту ссылку другу; ждём его хода.
kit-remote-next-dice-need-friend = Для следующего броска нужна копия друга: отправьте ему эту ссылку и откройте ту, что он пришлёт в ответ.
kit-remote-turn = Ваш ход.
kit-remote-dice-committed-game-are = Кубики, заранее зафиксированные для этой партии, закончились: начните новую партию по ссылке.
kit-remote-game-over-send-last = Партия окончена: отправьте другу эту последнюю ссылку.
kit-remote-link-copied = Ссылка скопирована.
kit-remote-browser-does-not-let = Этот браузер не даёт странице копировать: выделите ссылку и скопируйте её.
kit-remote-you-play-white = Вы играете белыми.
kit-remote-you-play-black = Вы играете чёрными.
kit-remote-link-send = Ссылка для отправки
kit-remote-copy = Копировать
kit-remote-share = Поделиться…
kit-remote-new-game-with-friend = Новая партия с другом по ссылке
kit-remote-play-friend-by-link = Играть с другом по ссылке
kit-remote-play-by-link = Игра по ссылке
kit-remote-no-server-after-each = Без сервера: после каждого хода вы отправляете партию ссылкой. Кубики берутся из чисел, которые обе копии фиксируют в начале партии, так что никто из вас не может их выбрать.
kit-remote-link-older-than-game = Эта ссылка старше вашей партии: ваша партия сохранена.
kit-remote-opened-friend-s-link = Открыта ссылка друга.
# $why: почему ссылка отклонена (одна из причин kit-link-…)
kit-remote-link-refused = Эту ссылку нельзя открыть: { $why }. Ваша партия сохранена.
kit-link-shape = ссылка обрезана или изменена
# $why: техническая подробность (по-английски)
kit-link-header = её заголовок изменён: { $why }
kit-link-record = записанную в ней партию нельзя прочитать: { $why }
kit-link-not-joined = в ней нет зафиксированных чисел вашего друга
kit-link-elsewhere-joined = вашу сторону в этой партии заняли в другом браузере: её секретные кубики там
kit-link-not-mine = числа, зафиксированные в ней за вашу сторону, — не ваши
kit-link-theirs-changed = числа вашего друга не те, что он зафиксировал в начале
kit-link-reveal = кубики вашего друга: { $why }
# $at: номер действия в партии
kit-link-diverges = её партия расходится с вашей начиная с действия { $at }
kit-link-not-theirs = действие { $at } сыграно за вашу сторону
kit-link-wrong-dice = кубики действия { $at } не совпадают с зафиксированными числами
kit-link-unrevealed = кубики действия { $at } брошены раньше, чем их можно было узнать

## Почему отклонены заголовок или кубики ссылки

kit-why-header-version = версия ссылки «{ $version }» здесь неизвестна
kit-why-header-shape = в заголовке ссылки нет пяти его частей
kit-why-header-id = идентификатор партии в ссылке не читается
kit-why-header-creator = ссылка не говорит, какая сторона создала партию
kit-why-header-side = обязательство { $side ->
    [white] белых
   *[black] чёрных
} не читается
kit-why-header-reveal = кубики { $side ->
    [white] белых
   *[black] чёрных
}: { $reason }
kit-why-commit-mismatch = раскрытое число № { $at } не совпадает с обязательством, данным в начале
kit-why-commit-too-far = раскрытое число № { $at } лежит за концом цепочки
kit-why-commit-bad-text = одно из обязательных чисел не читается

## Почему не удалось загрузить файл рядом со страницей

kit-why-fetch-no-answer = { $file }: сеть не ответила (нет подключения, а файл ещё не сохранён)
kit-why-fetch-status = { $file }: сервер ответил { $status } вместо файла
kit-why-fetch-broke-off = { $file }: загрузка прервалась
kit-why-fetch-unreadable = { $file }: файл не читается

## Партии, сохранённые в этом браузере.

kit-kept-kept-browser = Сохранено в этом браузере
kit-kept-open = Открыть
kit-kept-show-text = Показать текст
kit-kept-really-delete = Точно удалить?
kit-kept-delete = Удалить
# $n: длина сохранения в символах
kit-kept-unreadable = Нечитаемое сохранение ({ $n ->
    [one] { $n } символ
    [few] { $n } символа
    [many] { $n } символов
   *[other] { $n } символа
})
# $name: название сохранённой партии в списке
kit-kept-in-progress = Ваша текущая партия сохранена в этом браузере как «{ $name }» (она есть в панели «Поделиться»).
kit-kept-replaced = Партия, которую она заменяет, сохранена в этом браузере как «{ $name }» (она есть в панели «Поделиться»).
kit-kept-was-playing = Партия, которую вы играли, сохранена в этом браузере как «{ $name }» (она есть в панели «Поделиться»).

## Что адрес (его параметры) требует, но выполнить нельзя.

# $problems: проблемы ниже, через "; "
kit-address-problems = Адрес: { $problems }.
# $value: значение, написанное в адресе
kit-address-die = кубик «{ $value }» пропущен (на кубике от 1 до 6)
kit-address-seed = зерно «{ $value }» пропущено (нужно целое число)
kit-address-opponent = неизвестный соперник «{ $value }» (hotseat, bot-black или bot-white)
# $codes: коды языков, через ", "
kit-address-lang = неизвестный язык «{ $value }» ({ $codes })
kit-address-level = неизвестный уровень бота «{ $value }» (beginner, club или strong)
kit-address-pace = неизвестный темп «{ $value }» (fast или normal)

## Установленное приложение (его манифест; scripts/manifests.mjs пишет его отсюда: по одной строке).

kit-app-name = Игры семейства нард: триктрак, нарды и их варианты
kit-app-short-name = Нарды
kit-app-description = Играйте в Большой триктрак, нарды и их региональные варианты (тавли, плакото, длинные нарды, эйси-дьюси…) с ботом или с другом, в браузере и без интернета.
kit-kept-note = сохранена в этом браузере под именем «{ $name }» (она есть в панели «Поделиться»)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Загрузка игр семейства нард…
kit-loading-backgammon = Загрузка нард…
kit-start-failed = Не удалось запустить игру ({ $reason }). Проверьте подключение и перезагрузите страницу.
kit-needs-javascript = Игра работает в браузере и требует JavaScript: включите его и перезагрузите страницу.
