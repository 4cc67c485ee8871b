# Слова окна по-русски. Термины — как в заметках пользователя: кодировка encoding,
# маркер последовательности байтов (BOM; в тексте — «BOM»), порядок байтов byte order,
# кодирование / декодирование, кодировщик / декодер, обработчик handler, кодовая точка
# code point, поток stream, режим ошибок error mode (replacement / fatal / html — как есть),
# суррогатная пара surrogate pair.
# Имена стандарта (переменные состояния, идентификаторы правил, кодировки, U+XXXX, байты)
# остаются латиницей.

## Множественное число

count-bytes = { $n ->
    [one] { $n } байт
    [few] { $n } байта
    [many] { $n } байт
   *[other] { $n } байта
}
count-characters = { $n ->
    [one] { $n } символ
    [few] { $n } символа
    [many] { $n } символов
   *[other] { $n } символа
}
count-errors = { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
    [many] { $n } ошибок
   *[other] { $n } ошибки
}

## Строка меню

menu-file = Файл
menu-edit = Правка
menu-decode = Декодирование
menu-examples = Примеры
menu-view = Вид
menu-help = Справка
menu-recent-files = Недавние файлы
menu-none-yet = (пока нет)
menu-dark-theme = Тёмная тема
menu-light-theme = Светлая тема
menu-language = Язык
menu-encoding-standard = Стандарт кодировок (Encoding Standard)

## Действия: надпись в меню и на кнопках; .help — что действие делает (список F1, всплывающие подсказки)

action-open = Открыть…
    .help = открыть файл (ввести путь или выбрать в системном диалоге через «Обзор…»)
action-paste-bytes = Вставить байты…
    .help = вставить байты (hex или текст в UTF-8 либо в любой кодировке) в черновой буфер
action-export-text = Экспортировать декодированный текст…
    .help = записать декодированный текст в файл
action-export-trace-csv = Экспортировать трассировку в CSV…
    .help = записать каждый шаг выделения (или всего файла) в CSV
action-export-trace-jsonl = Экспортировать трассировку в JSON Lines…
    .help = записать каждый шаг выделения (или всего файла) в JSON Lines
action-export-report = Экспортировать отчёт…
    .help = записать страницу для передачи другим: вердикт, причину и способ устранения, решение, восстановление
action-compare-with-good = Сравнить с заведомо правильным файлом…
    .help = указать файл, каким он должен быть: для каждого участка этого файла будет показана цепочка, которая его породила
action-reload = Перезагрузить
    .help = прочитать файл заново
action-close = Закрыть
    .help = закрыть файл
action-copy-text = Копировать как текст
    .help = копировать выделение как текст
action-copy-hex = Копировать как hex
    .help = копировать выделение как hex
action-copy-escaped = Копировать как экранированную строку
    .help = копировать выделение как экранированную строку (\uXXXX, как её читают JSON, JavaScript, Java и C#)
action-select-all = Выделить всё
    .help = выделить все байты файла
action-select-left = Расширить выделение влево
    .help = расширить выделение на один символ влево (диапазон выделяется Shift+щелчком или перетаскиванием)
action-select-right = Расширить выделение вправо
    .help = расширить выделение на один символ вправо
action-select-up = Расширить выделение вверх
    .help = расширить выделение на строку байтов вверх
action-select-down = Расширить выделение вниз
    .help = расширить выделение на строку байтов вниз
action-go-to = Перейти к смещению…
    .help = перейти к смещению
action-find = Найти…
    .help = найти текст или байты в hex
action-prev-error = Предыдущая ошибка
    .help = перейти к предыдущей ошибке
action-next-error = Следующая ошибка
    .help = перейти к следующей ошибке
action-step-back = Шаг назад
    .help = шаг назад
action-step-forward = Шаг вперёд
    .help = шаг вперёд
action-play-pause = Воспроизведение / пауза
    .help = запустить / приостановить пошаговый просмотр
action-scroll-up = Прокрутить вверх
    .help = прокрутить байты на строку вверх
action-scroll-down = Прокрутить вниз
    .help = прокрутить байты на строку вниз
action-page-up = Страница вверх
    .help = прокрутить байты на страницу вверх
action-page-down = Страница вниз
    .help = прокрутить байты на страницу вниз
action-start = Начало файла
    .help = перейти в начало файла
action-end = Конец файла
    .help = перейти в конец файла
action-zoom-in = Увеличить
    .help = сделать всё крупнее (для проектора)
action-zoom-out = Уменьшить
    .help = сделать всё мельче
action-zoom-reset = Исходный размер
    .help = вернуть масштаб 100 %
action-present = Режим презентации
    .help = полноэкранный режим только с байтами, текстом и панелью, для проектора (выход — F5 или Esc; меню появляется у верхнего края)
action-contexts-table = Таблица контекстов…
    .help = все места в вебе, где декодируются байты, и как именно; применить одно из них
action-help = Сочетания клавиш
    .help = этот список
action-close-dialogs = Закрыть диалоги
    .help = закрыть диалоговые окна
action-panel1 = Вкладка 1
    .help = перейти на первую вкладку
action-panel2 = Вкладка 2
    .help = перейти на вторую вкладку
action-panel3 = Вкладка 3
    .help = перейти на третью вкладку
action-panel4 = Вкладка 4
    .help = перейти на четвёртую вкладку
action-panel5 = Вкладка 5
    .help = перейти на пятую вкладку
action-panel6 = Вкладка 6
    .help = перейти на шестую вкладку
action-panel7 = Вкладка 7
    .help = перейти на седьмую вкладку
action-panel8 = Вкладка 8
    .help = перейти на восьмую вкладку
action-panel9 = Вкладка 9
    .help = перейти на девятую вкладку

## Список F1

help-drag-and-drop = перетаскивание
    .help = открыть перетащенный файл
help-tab-keys = перейти на вкладку с этим номером

## Диапазоны байтов

range-byte = байт { $at }
range-bytes = байты { $from }–{ $to }

## Пошаговый просмотр (декодера)

stepper-open-a-file = Откройте файл, чтобы пройти его декодирование по шагам.
stepper-scan-the-file = Просканировать файл
stepper-in-the-bom = Байты 0–{ $last } — это BOM { $bom }: распознавание BOM (BOM sniffing) поглощает их до запуска декодера, поэтому ни один обработчик их не видит. Первый вызов обработчика — на байте { $first }.
stepper-after-fatal = Режим ошибок fatal: выполнение остановилось на ошибке в байте { $offset }; ни один обработчик не видит этот байт.
stepper-empty = Входные данные пусты: единственный шаг — end-of-queue.
stepper-past-the-end = Ни один вызов обработчика не читает этот байт (декодер завершил работу раньше).
stepper-go-to-first = Перейти к первому шагу
stepper-handler-at-byte = Обработчик { $algorithm }, байт { $offset } ({ $byte })
stepper-handler-at-end = Обработчик { $algorithm }, end-of-queue
stepper-handling-again = обработка { $nth } из { $of }: байт был возвращён и читается снова
stepper-decode-call = вызов decode() { $call } из { $calls }, stream: { $stream } ({ $chunk })
stepper-decode-call-begins = вызов decode() { $call } из { $calls }, stream: { $stream } ({ $chunk }): начинается новый вызов
stepper-no-bytes = нет байтов, только end-of-queue
stepper-decoder-state = Состояние декодера
stepper-decoder-no-state = { $algorithm } не имеет состояния: каждый байт обрабатывается отдельно.
stepper-mode-decoder = Декодер
    .help = пошагово прогнать декодер по байтам
stepper-mode-encoder = Кодировщик
    .help = пошагово прогнать кодировщик по декодированному или введённому тексту
stepper-play = Пуск
stepper-pause = Пауза
stepper-speed = скорость
stepper-steps-per-second = { " " }шагов/с
stepper-run-to = Выполнить до смещения:
stepper-run = Выполнить
    .help = перевести пошаговый просмотр к первой обработке этого байта
stepper-not-an-offset = «{ $typed }» — не смещение (десятичное число или hex с 0x)
stepper-read-head-at-byte = головка чтения на байте { $offset }
stepper-read-head-at-end = головка чтения на end-of-queue
stepper-result = Результат
stepper-continue = продолжить (вывода пока нет)
stepper-emit = вывести { $characters }
stepper-error-fatal = ошибка: в режиме fatal выполнение останавливается здесь
stepper-error-replacement = ошибка: в вывод идёт U+FFFD
stepper-finished = завершено
stepper-restores = возвращает { $bytes } в поток: следующим шагом они читаются снова
stepper-rule = Правило
stepper-citation = { $step } (Encoding Standard)
stepper-output-so-far = Вывод на данный момент:
stepper-bit-layout = Раскладка битов
strip-read = читать

## Таблица состояния

state-variable = переменная
state-before = до
state-after = после
state-changed-to = значение { $name } изменилось на { $value }

## Пошаговый просмотр кодировщика

encoder-nothing-to-encode = Нечего кодировать: введите текст или откройте файл.
encoder-gbk-no-state = У кодировщика GBK нет состояния (флаг is GBK установлен: четырёхбайтовых форм нет).
encoder-no-state = { $algorithm } не имеет состояния: каждая кодовая точка обрабатывается отдельно.
encoder-state = Состояние кодировщика
encoder-end-of-queue = end-of-queue
encoder-from-the-reference = { $character } из ссылки { $reference }, которую режим ошибок html поставил перед входными данными вместо символа в байте { $offset }
encoder-from-the-input = { $character } (символ в байте { $offset })
encoder-handler = Обработчик { $algorithm }, { $what }
encoder-call-of = вызов { $call } из { $calls }
encoder-read-again = повторное чтение: предыдущий вызов вернул кодовую точку в очередь
encoder-read-head = головка чтения на вызове обработчика { $call } ({ $what })
encoder-variables = Переменные обработчика
encoder-no-variables = нет: это правило возвращает результат без вычислений
encoder-bits-into = { $code_point } = { $bits }, биты размещаются в { $pattern }
encoder-bytes = байты { $bytes }
encoder-error-with = ошибка с { $code_point }
encoder-continue = продолжить
encoder-html-next = режим ошибок html ставит { $reference } (номер в десятичной записи) перед входными данными: следующие { $calls } вызовов кодируют эти символы, а они есть в ASCII у любого кодировщика
encoder-fatal-stops = режим ошибок fatal: выполнение останавливается здесь, ничего не записывается
encoder-restores = возвращает { $code_point } в очередь: следующим шагом эта кодовая точка читается снова, уже в новом состоянии
encoder-nothing-yet = пока ничего

## Суррогатные пары UTF-16

surrogate-bit-layout = Раскладка битов (суррогатная пара)
surrogate-lead-only = { "  " }старшие десять битов значения «кодовая точка − 0x10000» ({ $high }); за ним должен следовать младший суррогат 110111xxxxxxxxxx

## Строка состояния

status-no-file = Нет открытого файла
status-scanning = сканирование { $percent }%: пока { $errors }
status-cancel-scan = Отменить сканирование
status-scan-cancelled = { $errors } в просканированной части (сканирование отменено)
status-scan-failed = не удалось просканировать: { $error }
status-offset = смещение { $offset } ({ $hex })
status-selected-byte = выделен байт { $at }
status-selected-bytes = выделены байты { $from }–{ $to } ({ $bytes })
status-cancel = Отмена
status-zoom = масштаб { $percent } %
    .help = Вид ▸ Увеличить / Уменьшить / Исходный размер (Ctrl+Plus, Ctrl+Minus, Ctrl+0)

## Окно, в котором ничего не открыто

welcome-what = Смотрите, что означают байты как текст, шаг за шагом — так, как их декодирует WHATWG Encoding Standard.
welcome-drop = Перетащите файл сюда или
welcome-open = Открыть файл…
welcome-paste = Вставить байты…
welcome-example = Начать с примера
welcome-examples = Примеры
welcome-recent = Недавние файлы

## Вкладки

tab-stepper = Пошаговый просмотр
tab-character = Символ
tab-errors = Ошибки
tab-bom = BOM
tab-encode = Кодирование
tab-why = Почему эта кодировка
tab-compare = Сравнение
tab-repair = Восстановление
tab-diff = Различия

## Панель «Кодирование» (и входные данные пошагового просмотра кодировщика)

encode-encode = Кодировать
encode-text-in-view = декодированный текст на экране
encode-this-text = этот текст:
encode-text-to-encode = текст для кодирования
encode-into = в кодировку
encode-error-mode = режим ошибок
encode-html = html
    .help = символ, которого нет в кодировке, становится &#N;
encode-fatal = fatal
    .help = выполнение останавливается на первом символе, которого нет в кодировке
encode-no-encoder = У кодировки { $encoding } нет кодировщика; её выходная кодировка — UTF-8.
encode-summary = { $characters } → { $bytes } в кодировке { $encoding }; { $references } без соответствия { $references ->
    [one] стал ссылкой на символ
    [few] стали ссылками на символы
    [many] стали ссылками на символы
   *[other] стали ссылками на символы
}
encode-summary-stopped = { $characters } → { $bytes } в кодировке { $encoding }; режим ошибок fatal остановил выполнение на { $code_point } (байт { $offset })
encode-step-through = Пройти по шагам ▸
    .help = пройти все вызовы обработчика в этом прогоне в пошаговом просмотре, начиная с первого
encode-references = Ссылки на символы
encode-step-through-one = пройти { $reference } по шагам
    .help = пройти её по шагам в пошаговом просмотре


## Правила словами: что сделал шаг обработчика, с его значениями (explain-<идентификатор правила>)

explain-utf8-end-in-sequence = end-of-queue, когда utf8_bytes_needed = { $needed } (utf8_bytes_seen = { $seen }): последовательность оборвана концом; utf8_bytes_needed становится 0, остальные переменные сохраняют значения; вернуть ошибку
explain-utf8-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-utf8-ascii = байт { $byte } в диапазоне 0x00–0x7F: вернуть кодовую точку { $code_point }
explain-utf8-lead-2 = байт { $byte } начинает 2-байтовую последовательность: utf8_bytes_needed = 1, utf8_code_point = байт & 0x1F = { $code_point }
explain-utf8-lead-3 = байт { $byte } начинает 3-байтовую последовательность: utf8_bytes_needed = 2, utf8_code_point = байт & 0xF = { $code_point }{ $bound ->
    [e0] ; 0xE0: utf8_lower_boundary = 0xA0 (отсекает избыточные формы)
    [ed] ; 0xED: utf8_upper_boundary = 0x9F (отсекает суррогаты)
   *[none] {""}
}
explain-utf8-lead-4 = байт { $byte } начинает 4-байтовую последовательность: utf8_bytes_needed = 3, utf8_code_point = байт & 0x7 = { $code_point }{ $bound ->
    [f0] ; 0xF0: utf8_lower_boundary = 0x90 (отсекает избыточные формы)
    [f4] ; 0xF4: utf8_upper_boundary = 0x8F (отсекает кодовые точки выше U+10FFFF)
   *[none] {""}
}
explain-utf8-invalid-lead = байт { $byte } не входит ни в 0x00–0x7F, ни в 0xC2–0xF4 ({ $why ->
    [continuation] байт продолжения не может начинать последовательность
    [overlong] 0xC0 и 0xC1 начинали бы только избыточные 2-байтовые формы
   *[above] 0xF5–0xFF кодировали бы кодовые точки выше U+10FFFF
}): вернуть ошибку
explain-utf8-out-of-range = байт { $byte } вне границ { $lower }–{ $upper }: сбросить состояние, вернуть байт в поток (он будет обработан снова), вернуть ошибку
explain-utf8-continuation = байт продолжения { $byte }: границы снова 0x80–0xBF, utf8_code_point = ({ $before } << 6) | (байт & 0x3F) = { $after }, просмотрено байтов: { $seen } из { $needed }; продолжить
explain-utf8-complete = последний байт продолжения { $byte }: utf8_code_point = ({ $before } << 6) | (байт & 0x3F) = { $after }, все { $bytes } байта прочитаны: сбросить, вернуть { $code_point }
explain-utf8-encode-end = end-of-queue: вернуть «завершено»
explain-utf8-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-utf8-encode-sequence = { $code_point }: count = { $count }, offset = { $offset }; первый байт (кодовая точка >> { $shift }) + { $offset }, затем { $count } × 0x80 | 6 бит: { $bytes }
explain-encode-error-html = { $rule }; режим ошибок html ставит &#{ $number }; перед входом
explain-encode-error-fatal = { $rule }; режим ошибок fatal: прогон останавливается здесь
explain-encode-in-a-reference = { $rule } (часть символьной ссылки html)

## Панели «Почему эта кодировка», «BOM», «Ошибки», «Символ» и «Сравнение»; слова решения, таблицы BOM и детектора


## Панели «Исправление» и «Различия», причины и вердикт


## Окно вокруг панелей: баннеры, элементы управления, диалоги, примеры, виды, сообщения

