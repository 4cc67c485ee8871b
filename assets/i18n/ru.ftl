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
explain-citation = { $algorithm }, шаг { $rule ->
    [utf8-ascii] 3 (0x00–0x7F)
    [utf8-lead-2] 3 (0xC2–0xDF)
    [utf8-lead-3] 3 (0xE0–0xEF)
    [utf8-lead-4] 3 (0xF0–0xF4)
    [utf8-invalid-lead] 3 (иначе)
    [iso-2022-jp-escape-byte] состояния «ASCII», «латиница», «катакана», «ведущий байт»: 0x1B
    [iso-2022-jp-escape-in-trail] состояние «хвостовой байт»: 0x1B
    [iso-2022-jp-end] end-of-queue
    [iso-2022-jp-ascii] состояние «ASCII»: 0x00–0x7F
    [iso-2022-jp-roman-yen] состояние «латиница»: 0x5C
    [iso-2022-jp-roman-overline] состояние «латиница»: 0x7E
    [iso-2022-jp-roman] состояние «латиница»: 0x00–0x7F
    [iso-2022-jp-katakana] состояние «катакана»: 0x21–0x5F
    [iso-2022-jp-lead] состояние «ведущий байт»: 0x21–0x7E
    [iso-2022-jp-trail] состояние «хвостовой байт»: 0x21–0x7E
    [iso-2022-jp-trail-unmapped] состояние «хвостовой байт»: 0x21–0x7E, 4
    [iso-2022-jp-end-in-trail] состояние «хвостовой байт»: end-of-queue
    [iso-2022-jp-bad-trail] состояние «хвостовой байт»: иначе
    [iso-2022-jp-invalid] иначе
    [iso-2022-jp-escape-lead] состояние «начало ESC»: 1
    [iso-2022-jp-bad-escape-start] состояние «начало ESC»: 2–3
    [iso-2022-jp-escape-accepted] состояние «ESC-последовательность»: 1–7
    [iso-2022-jp-escape-after-escape] состояние «ESC-последовательность»: 1–7 (iso_2022_jp_output = true)
    [iso-2022-jp-bad-escape] состояние «ESC-последовательность»: 8–9
   *[any] { $step }
}
explain-other-rule = { $rule } ({ $citation })
explain-utf16-end-in-unit = { $pending ->
    [byte] end-of-queue, когда ожидается половина кодовой единицы (нечётное число байтов): utf16_leading_byte и utf16_leading_surrogate становятся null, вернуть ошибку
   *[surrogate] end-of-queue после старшего суррогата { $surrogate } без младшего: utf16_leading_byte и utf16_leading_surrogate становятся null, вернуть ошибку
}
explain-utf16-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-utf16-leading-byte = первый байт кодовой единицы: utf16_leading_byte = { $byte }, продолжить
explain-utf16-surrogate-pair = кодовая единица = { $order ->
    [be] (utf16_leading_byte << 8) + байт
   *[le] (байт << 8) + utf16_leading_byte
} = { $unit } — младший суррогат после старшего { $lead }: 0x10000 + (({ $lead } − 0xD800) << 10) + ({ $unit } − 0xDC00) = { $code_point }
explain-utf16-unpaired-leading-surrogate = кодовая единица = { $order ->
    [be] (utf16_leading_byte << 8) + байт
   *[le] (байт << 8) + utf16_leading_byte
} = { $unit } — не младший суррогат, значит, у старшего суррогата { $lead } нет пары: вернуть оба байта кодовой единицы в поток, вернуть ошибку
explain-utf16-leading-surrogate = кодовая единица = { $order ->
    [be] (utf16_leading_byte << 8) + байт
   *[le] (байт << 8) + utf16_leading_byte
} = { $unit } — старший суррогат: запомнить его в utf16_leading_surrogate, продолжить
explain-utf16-unpaired-trailing-surrogate = кодовая единица = { $order ->
    [be] (utf16_leading_byte << 8) + байт
   *[le] (байт << 8) + utf16_leading_byte
} = { $unit } — младший суррогат без старшего: вернуть ошибку
explain-utf16-code-unit = кодовая единица = { $order ->
    [be] (utf16_leading_byte << 8) + байт
   *[le] (байт << 8) + utf16_leading_byte
} = { $unit }: вернуть { $code_point }
explain-single-byte-end = end-of-queue: вернуть «завершено»
explain-single-byte-ascii = байт { $byte } — байт ASCII: вернуть { $code_point }
explain-single-byte-mapped = pointer = байт − 0x80 = { $pointer } → индекс { $index } → { $code_point }
explain-single-byte-unmapped = для pointer = байт − 0x80 = { $pointer } в индексе { $index } нет кодовой точки: вернуть ошибку
explain-single-byte-encode-end = end-of-queue: вернуть «завершено»
explain-single-byte-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-single-byte-encode-mapped = указатель { $code_point } в индексе { $index } = { $pointer } → байт = указатель + 0x80 = { $byte }
explain-single-byte-encode-unmapped = { $code_point } нет в индексе { $index }: вернуть ошибку с { $code_point }
explain-replacement-end = end-of-queue: вернуть «завершено»
explain-replacement-error = первый байт: replacement_error_returned = true, вернуть ошибку (один U+FFFD заменяет весь вход)
explain-replacement-finished = ошибка уже возвращена: вернуть «завершено»; остаток входа не читается
explain-x-user-defined-end = end-of-queue: вернуть «завершено»
explain-x-user-defined-ascii = байт { $byte } — байт ASCII: вернуть { $code_point }
explain-x-user-defined-high = 0xF780 + байт − 0x80 = { $code_point } (область для частного использования)
explain-x-user-defined-encode-end = end-of-queue: вернуть «завершено»
explain-x-user-defined-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-x-user-defined-encode-high = { $code_point } − 0xF780 + 0x80 = байт { $byte }
explain-x-user-defined-encode-unmapped = { $code_point } — ни ASCII, ни U+F780–U+F7FF: вернуть ошибку с { $code_point }
explain-gb18030-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-gb18030-end-in-sequence = end-of-queue внутри последовательности: сбросить gb18030_first, gb18030_second и gb18030_third, вернуть ошибку
explain-gb18030-bad-fourth = четвёртый байт { $byte } не в диапазоне 0x30–0x39: вернуть в поток gb18030_second ({ $second }), gb18030_third ({ $third }) и этот байт, сбросить состояние, вернуть ошибку
explain-gb18030-four-byte = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } → индекс диапазонов gb18030 → { $code_point }
explain-gb18030-four-byte-unmapped = для pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } в индексе диапазонов gb18030 нет кодовой точки: вернуть ошибку
explain-gb18030-third = байт { $byte } в диапазоне 0x81–0xFE: gb18030_third = { $byte }, продолжить
explain-gb18030-bad-third = третий байт { $byte } не в диапазоне 0x81–0xFE: вернуть в поток gb18030_second ({ $second }) и этот байт, сбросить gb18030_first и gb18030_second, вернуть ошибку
explain-gb18030-second = байт { $byte } в диапазоне 0x30–0x39: это четырёхбайтовая последовательность, gb18030_second = { $byte }, продолжить
explain-gb18030-two-byte = pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } → индекс gb18030 → { $code_point }
explain-gb18030-two-byte-unmapped = { $trail ->
    [yes] для pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } в индексе gb18030 нет кодовой точки:
   *[no] байт { $byte } не может быть хвостовым (0x40–0x7E, 0x80–0xFE): pointer = null;
} { $ascii ->
    [yes] вернуть байт ASCII в поток, вернуть ошибку
   *[no] вернуть ошибку
}
explain-gb18030-ascii = байт { $byte } — байт ASCII: вернуть { $code_point }
explain-gb18030-euro = байт 0x80: вернуть U+20AC (€)
explain-gb18030-first = байт { $byte } в диапазоне 0x81–0xFE: gb18030_first = { $byte }, продолжить
explain-gb18030-invalid-lead = байт { $byte } не может начинать последовательность: вернуть ошибку
explain-gb18030-encode-end = end-of-queue: вернуть «завершено»
explain-gb18030-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-gb18030-encode-e5e5 = U+E5E5: индекс gb18030 сопоставляет 0xA3 0xA0 с U+3000, поэтому U+E5E5 не переживёт преобразование туда и обратно: вернуть ошибку
explain-gb18030-encode-gbk-euro = кодировщик GBK (is_gbk = true) и U+20AC: вернуть байт 0x80
explain-gb18030-encode-side-table = { $code_point } есть в таблице совместимости { $table }: вернуть { $bytes }
explain-gb18030-encode-two-byte = указатель { $code_point } в индексе gb18030 = { $pointer }: lead = { $pointer } / 190 + 0x81 = { $lead }, trail = { $pointer } % 190 = { $trail }, offset = { $offset } (0x40, если меньше 0x3F, иначе 0x41) → { $bytes }
explain-gb18030-encode-gbk-unmapped = { $code_point } нет в индексе gb18030, а четырёхбайтовых форм в GBK нет: вернуть ошибку с { $code_point }
explain-gb18030-encode-four-byte = нет в индексе gb18030: указатель в индексе диапазонов gb18030 = { $range ->
    [row] { $pointer_offset } + { $code_point } − { $offset } = { $pointer } (диапазон индекса диапазонов gb18030, в котором лежит эта кодовая точка, начинается с { $offset }, указатель { $pointer_offset })
   *[e7c7] { $pointer } (U+E7C7 — единственная кодовая точка вне диапазонов)
}; byte1 = { $pointer } / 12600 = { $b1 }, byte2 = { $b2 }, byte3 = { $b3 }, byte4 = { $b4 } (остаток делится на 1260, затем на 10) → { $b1 } + 0x81, { $b2 } + 0x30, { $b3 } + 0x81, { $b4 } + 0x30 = { $bytes }
explain-big5-end-in-sequence = end-of-queue после ведущего байта { $lead }: сбросить big5_lead, вернуть ошибку
explain-big5-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-big5-two-code-points = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } — один из четырёх указателей, которые дают две кодовые точки: { $code_points }
explain-big5-mapped = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } → индекс Big5 → { $code_points }
explain-big5-unmapped = { $trail ->
    [yes] для pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } в индексе Big5 нет кодовой точки:
   *[no] байт { $byte } не может быть хвостовым (0x40–0x7E, 0xA1–0xFE):
} { $ascii ->
    [yes] вернуть байт ASCII в поток, вернуть ошибку
   *[no] вернуть ошибку
}
explain-big5-ascii = байт { $byte } — байт ASCII: вернуть { $code_point }
explain-big5-lead = байт { $byte } в диапазоне 0x81–0xFE: big5_lead = { $byte }, продолжить
explain-big5-invalid-lead = байт { $byte } не может начинать последовательность: вернуть ошибку
explain-big5-encode-end = end-of-queue: вернуть «завершено»
explain-big5-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-big5-encode-unmapped = у { $code_point } нет указателя в индексе Big5: вернуть ошибку с { $code_point }
explain-big5-encode-two-byte = указатель { $code_point } в индексе Big5 = { $pointer } ({ $which ->
    [last] последний из двух его указателей
   *[hong-kong] никогда не меньше 5024: это гонконгское расширение
}): lead = { $pointer } / 157 + 0x81 = { $lead }, trail = { $pointer } % 157 = { $trail }, offset = { $offset } (0x40, если меньше 0x3F, иначе 0x62) → { $bytes }
explain-euc-jp-end-in-sequence = end-of-queue после ведущего байта { $lead }: сбросить euc_jp_lead, вернуть ошибку
explain-euc-jp-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-euc-jp-katakana = ведущий байт 0x8E, затем { $byte }: полуширинная катакана 0xFF61 − 0xA1 + байт = { $code_point }
explain-euc-jp-jis0212 = ведущий байт 0x8F, затем { $byte }: дальше идёт символ JIS X 0212; euc_jp_jis0212 = true, euc_jp_lead = { $byte }
explain-euc-jp-mapped = pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } → индекс { $index } → { $code_point }
explain-euc-jp-unmapped = { $pair ->
    [yes] для pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } в индексе { $index } нет кодовой точки:
   *[no] ведущий байт { $lead } и байт { $byte } не оба в диапазоне 0xA1–0xFE:
} { $ascii ->
    [yes] вернуть байт ASCII в поток, вернуть ошибку
   *[no] вернуть ошибку
}
explain-euc-jp-ascii = байт { $byte } — байт ASCII: вернуть { $code_point }
explain-euc-jp-lead = байт { $byte } начинает последовательность: euc_jp_lead = { $byte }, продолжить
explain-euc-jp-invalid-lead = байт { $byte } не может начинать последовательность: вернуть ошибку
explain-euc-jp-encode-end = end-of-queue: вернуть «завершено»
explain-euc-jp-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-euc-jp-encode-yen = U+00A5 (¥): вернуть байт 0x5C
explain-euc-jp-encode-overline = U+203E (‾): вернуть байт 0x7E
explain-euc-jp-encode-katakana = полуширинная катакана { $code_point }: 0x8E, затем кодовая точка − 0xFF61 + 0xA1 → { $bytes }
explain-euc-jp-encode-two-byte = указатель { $code_point } в индексе jis0208 = { $pointer }{ $minus ->
    [yes] {" "}(U+2212 кодируется как U+FF0D)
   *[no] {""}
}: lead = { $pointer } / 94 + 0xA1 = { $lead }, trail = { $pointer } % 94 + 0xA1 = { $trail } → { $bytes }
explain-euc-jp-encode-unmapped = { $code_point } нет в индексе jis0208: вернуть ошибку с { $code_point }
explain-iso-2022-jp-state = { $state ->
    [ascii] ASCII
    [roman] латиница
    [katakana] катакана
    [leading-byte] ведущий байт
    [trailing-byte] хвостовой байт
    [escape-start] начало ESC
    [escape] ESC-последовательность
   *[jis0208] jis0208
}
explain-iso-2022-jp-escape-byte = состояние «{ explain-iso-2022-jp-state }», байт 0x1B (ESC): iso_2022_jp_decoder_state = «начало ESC», продолжить
explain-iso-2022-jp-escape-in-trail = состояние «хвостовой байт», байт 0x1B (ESC): символ оборван; iso_2022_jp_decoder_state = «начало ESC», вернуть ошибку
explain-iso-2022-jp-end = состояние «{ explain-iso-2022-jp-state }», end-of-queue: вернуть «завершено»
explain-iso-2022-jp-ascii = состояние «ASCII», байт { $byte }: iso_2022_jp_output = false, вернуть { $code_point }
explain-iso-2022-jp-roman-yen = состояние «латиница», байт 0x5C: вернуть U+00A5 (¥)
explain-iso-2022-jp-roman-overline = состояние «латиница», байт 0x7E: вернуть U+203E (‾)
explain-iso-2022-jp-roman = состояние «латиница», байт { $byte }: вернуть { $code_point }
explain-iso-2022-jp-katakana = состояние «катакана», байт { $byte }: 0xFF61 − 0x21 + байт = { $code_point }
explain-iso-2022-jp-lead = состояние «ведущий байт», байт { $byte }: iso_2022_jp_lead = { $byte }, iso_2022_jp_decoder_state = «хвостовой байт»
explain-iso-2022-jp-trail = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } → индекс jis0208 → { $code_point }; iso_2022_jp_decoder_state = «ведущий байт»
explain-iso-2022-jp-trail-unmapped = для pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } в индексе jis0208 нет кодовой точки: вернуть ошибку; iso_2022_jp_decoder_state = «ведущий байт»
explain-iso-2022-jp-end-in-trail = состояние «хвостовой байт», end-of-queue: iso_2022_jp_decoder_state = «ведущий байт», вернуть ошибку
explain-iso-2022-jp-bad-trail = состояние «хвостовой байт», байт { $byte } не в диапазоне 0x21–0x7E: iso_2022_jp_decoder_state = «ведущий байт», вернуть ошибку
explain-iso-2022-jp-invalid = состояние «{ explain-iso-2022-jp-state }», байт { $byte } здесь недопустим: iso_2022_jp_output = false, вернуть ошибку
explain-iso-2022-jp-escape-lead = начало ESC, байт { $byte } ('{ $char }'): iso_2022_jp_lead = { $byte }, iso_2022_jp_decoder_state = «ESC-последовательность»
explain-iso-2022-jp-bad-escape-start = начало ESC, { $end ->
    [yes] end-of-queue — не '$' и не '(': iso_2022_jp_output = false
   *[no] байт { $byte } — не '$' и не '(': вернуть байт в поток, iso_2022_jp_output = false
}, назад в состояние вывода (iso_2022_jp_decoder_output_state) «{ explain-iso-2022-jp-state }», вернуть ошибку
explain-iso-2022-jp-escape-accepted = { $sequence } выбирает состояние «{ explain-iso-2022-jp-state }»: iso_2022_jp_decoder_state и iso_2022_jp_decoder_output_state = «{ explain-iso-2022-jp-state }», iso_2022_jp_output = true; iso_2022_jp_output был false: продолжить
explain-iso-2022-jp-escape-after-escape = { $sequence } выбирает состояние «{ explain-iso-2022-jp-state }»: iso_2022_jp_decoder_state и iso_2022_jp_decoder_output_state = «{ explain-iso-2022-jp-state }», iso_2022_jp_output = true; iso_2022_jp_output уже был true (две ESC-последовательности подряд, между ними ничего): вернуть ошибку
explain-iso-2022-jp-bad-escape = ESC { $lead }, затем { $end ->
    [yes] end-of-queue — это не известная ESC-последовательность: вернуть в поток iso_2022_jp_lead
   *[no] байт { $byte } — это не известная ESC-последовательность: вернуть в поток { $lead } { $byte }
}, iso_2022_jp_output = false, назад в состояние «{ explain-iso-2022-jp-state }», вернуть ошибку
explain-iso-2022-jp-encode-end-reset = end-of-queue в состоянии «{ explain-iso-2022-jp-state }»: вернуться в ASCII с помощью ESC ( B ({ $bytes }) — любой вывод { $encoding } заканчивается в ASCII
explain-iso-2022-jp-encode-end = end-of-queue в состоянии «ASCII»: вернуть «завершено»
explain-iso-2022-jp-encode-control = { $code_point } (управляющий символ сдвига или ESC) позволил бы подделать ESC-последовательность: вернуть ошибку с U+FFFD, а не с этой кодовой точкой
explain-iso-2022-jp-encode-ascii = состояние «ASCII», { $code_point }: вернуть байт { $byte }
explain-iso-2022-jp-encode-roman = состояние «латиница», { $code_point }: вернуть { $bytes }
explain-iso-2022-jp-encode-switch-ascii = { $code_point } требует состояния «ASCII», а состояние — «{ explain-iso-2022-jp-state }»: вернуть { $code_point } в очередь, iso_2022_jp_encoder_state = ASCII, вернуть ESC ( B ({ $bytes })
explain-iso-2022-jp-encode-switch-roman = { $code_point } требует состояния «латиница»: вернуть его в очередь, iso_2022_jp_encoder_state = «латиница», вернуть ESC ( J ({ $bytes })
explain-iso-2022-jp-encode-unmapped-switch-ascii = { $code_point }{ $set ->
    [yes] {" "}({ $original } заменяется на { $code_point })
   *[no] {""}
} нет в индексе jis0208, а состояние — jis0208: вернуть { $original } в очередь, iso_2022_jp_encoder_state = ASCII, сначала вернуть ESC ( B
explain-iso-2022-jp-encode-unmapped = { $code_point }{ $set ->
    [yes] {" "}({ $original } заменяется на { $code_point })
   *[no] {""}
} нет в индексе jis0208: вернуть ошибку с { $code_point }
explain-iso-2022-jp-encode-switch-jis0208 = { $code_point }{ $set ->
    [yes] {" "}({ $original } заменяется на { $code_point })
   *[no] {""}
} есть в индексе jis0208, а состояние — «{ explain-iso-2022-jp-state }»: вернуть { $original } в очередь, iso_2022_jp_encoder_state = jis0208, вернуть ESC $ B ({ $bytes })
explain-iso-2022-jp-encode-two-byte = указатель { $code_point } в индексе jis0208 = { $pointer }{ $set ->
    [yes] {" "}({ $original } заменяется на { $code_point })
   *[no] {""}
}: lead = { $pointer } / 94 + 0x21 = { $lead }, trail = { $pointer } % 94 + 0x21 = { $trail } → { $bytes }
explain-shift-jis-end-in-sequence = end-of-queue после ведущего байта { $lead }: сбросить shift_jis_lead, вернуть ошибку
explain-shift-jis-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-shift-jis-eudc = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } лежит в диапазоне 8836–10715 (область пользовательских символов): 0xE000 − 8836 + pointer = { $code_point }
explain-shift-jis-mapped = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } → индекс jis0208 → { $code_point }
explain-shift-jis-unmapped = { $trail ->
    [yes] для pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } в индексе jis0208 нет кодовой точки:
   *[no] байт { $byte } не может быть хвостовым (0x40–0x7E, 0x80–0xFC):
} { $ascii ->
    [yes] вернуть байт ASCII в поток, вернуть ошибку
   *[no] вернуть ошибку
}
explain-shift-jis-ascii = байт { $byte } — байт ASCII или 0x80: вернуть { $code_point }
explain-shift-jis-katakana = байт { $byte } в диапазоне 0xA1–0xDF: полуширинная катакана 0xFF61 − 0xA1 + байт = { $code_point }
explain-shift-jis-lead = байт { $byte } — ведущий (0x81–0x9F, 0xE0–0xFC): shift_jis_lead = { $byte }, продолжить
explain-shift-jis-invalid-lead = байт { $byte } (0xA0 или 0xFD–0xFF) не может начинать последовательность: вернуть ошибку
explain-shift-jis-encode-end = end-of-queue: вернуть «завершено»
explain-shift-jis-encode-ascii = { $code_point } — ASCII или U+0080: вернуть байт { $byte }
explain-shift-jis-encode-yen = U+00A5 (¥): вернуть байт 0x5C
explain-shift-jis-encode-overline = U+203E (‾): вернуть байт 0x7E
explain-shift-jis-encode-katakana = полуширинная катакана { $code_point }: кодовая точка − 0xFF61 + 0xA1 → { $bytes }
explain-shift-jis-encode-two-byte = { $minus ->
    [yes] U+2212 заменяется на U+FF0D;{" "}
   *[no] {""}
}указатель { $code_point } в индексе Shift_JIS = { $pointer } (указатели 8272–8835, копии расширений IBM от NEC, пропускаются): lead = { $pointer } / 188 = { $lead }, lead_offset = { $lead_offset } (0x81, если меньше 0x1F, иначе 0xC1), trail = { $pointer } % 188 = { $trail }, offset = { $offset } (0x40, если меньше 0x3F, иначе 0x41) → { $bytes }
explain-shift-jis-encode-unmapped = у { $code_point } нет указателя в индексе Shift_JIS: вернуть ошибку с { $code_point }
explain-euc-kr-end-in-sequence = end-of-queue после ведущего байта { $lead }: сбросить euc_kr_lead, вернуть ошибку
explain-euc-kr-end = end-of-queue, ничего не ожидается: вернуть «завершено»
explain-euc-kr-mapped = pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } → индекс { $index } → { $code_point }
explain-euc-kr-unmapped = { $trail ->
    [yes] для pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } в индексе { $index } нет кодовой точки:
   *[no] байт { $byte } не может быть хвостовым (0x41–0xFE):
} { $ascii ->
    [yes] вернуть байт ASCII в поток, вернуть ошибку
   *[no] вернуть ошибку
}
explain-euc-kr-ascii = байт { $byte } — байт ASCII: вернуть { $code_point }
explain-euc-kr-lead = байт { $byte } в диапазоне 0x81–0xFE: euc_kr_lead = { $byte }, продолжить
explain-euc-kr-invalid-lead = байт { $byte } не может начинать последовательность: вернуть ошибку
explain-euc-kr-encode-end = end-of-queue: вернуть «завершено»
explain-euc-kr-encode-ascii = { $code_point } — кодовая точка ASCII: вернуть байт { $byte }
explain-euc-kr-encode-unmapped = { $code_point } нет в индексе { $index }: вернуть ошибку с { $code_point }
explain-euc-kr-encode-two-byte = указатель { $code_point } в индексе { $index } = { $pointer }: lead = { $pointer } / 190 + 0x81 = { $lead }, trail = { $pointer } % 190 + 0x41 = { $trail } → { $bytes }
error-class-unexpected-continuation = неожиданный байт продолжения
error-class-never-starts-sequence = байт, который никогда не начинает последовательность (C0, C1, F5–FF)
error-class-overlong = избыточная форма (E0 80–9F, F0 80–8F)
error-class-surrogate = закодированный суррогат (ED A0–BF)
error-class-above-max = выше U+10FFFF (F4 90–BF)
error-class-cut-by-byte = последовательность оборвана байтом, который не является байтом продолжения
error-class-cut-by-end = последовательность оборвана концом входа
error-class-unpaired-leading-surrogate = старший суррогат без младшего
error-class-unpaired-trailing-surrogate = младший суррогат без старшего
error-class-invalid-byte = байт, который не может начинать символ
error-class-unmapped = для этой последовательности байтов в индексе нет кодовой точки
error-class-invalid-trail = за ведущим байтом идёт байт, который не может за ним следовать
error-class-invalid-escape = байт ESC без известной ESC-последовательности
error-class-escape-after-escape = ESC-последовательность сразу после другой
error-class-replacement-encoding = кодировка replacement декодирует любой вход в один U+FFFD
error-class-pattern-cesu8 = CESU-8: { $code_point } записана как суррогатная пара из двух 3-байтовых последовательностей (в UTF-8 нужна одна 4-байтовая)
error-class-pattern-encoded-surrogate = суррогат { $unit } закодирован как UTF-8 (WTF-8 или ошибочное преобразование из UTF-16); в UTF-8 суррогатов нет
error-class-pattern-java-nul = модифицированный UTF-8 из Java: U+0000 записан как C0 80 (избыточная форма)
error-class-pattern-overlong = избыточная форма: { $code_point } записана { $length ->
    [one] { $length } байтом
    [few] { $length } байтами
    [many] { $length } байтами
   *[other] { $length } байтами
}
error-class-pattern-above-max = { $value } больше U+10FFFF, последней кодовой точки
error-class-pattern-obsolete = устаревшая { $length }-байтовая форма (RFC 2279) числа { $value }; UTF-8 ограничен 4 байтами
error-class-pattern-truncated = 4-байтовый символ оборван после 3 байтов — так кодировка MySQL utf8mb3 (не больше 3 байтов на символ) поступает с эмодзи и другими символами вне базовой многоязычной плоскости
error-class-pattern-legacy-8bit = { $byte } — это { $character } в windows-1252: одиночный байт устаревшей 8-битной кодировки
error-class-pattern-cyrillic = плотные байты C0–FF: кириллица в { $encoding }, где они читаются как «{ $word }»
error-class-pattern-utf16 = байты { $encoding } прочитаны как UTF-8
stepper-bits-pattern = шаблон { $pattern }
stepper-bits-would-spell = {"  →  "}{ $payload }: дало бы { $code_point }{ $why ->
    [too-long] , но UTF-8 ограничен 4 байтами: 5- и 6-байтовые формы отменены (RFC 3629)
    [overlong] , но это избыточная форма: есть более короткая, а UTF-8 допускает только кратчайшую
    [surrogate] , но это суррогат: UTF-8 кодирует только скалярные значения и никогда — суррогаты
    [above-max] , но это больше U+10FFFF, последней кодовой точки
   *[none] {""}
}
stepper-bits-announces = {"  →  "}{ $payload }: ведущий байт обещает { $len ->
    [one] { $len } байт
    [few] { $len } байта
    [many] { $len } байт
   *[other] { $len } байта
}, а есть { $there }
stepper-bits-so-far = {"  →  "}{ $payload } пока ({ $value })
surrogate-there = { $code_point } − 0x10000 = { $value } = { $high_bits } { $low_bits } (старшие десять битов, младшие десять битов) → 0xD800 + { $high } = { $lead }, 0xDC00 + { $low } = { $trail }
stepper-wait-first-error = Режим ошибок fatal: выполнение останавливается на первой ошибке, а есть ли ошибка до байта { $offset }, пока неизвестно; { $scanning ->
    [yes] это покажет сканирование, идущее в фоне, — сообщение обновится, когда оно дойдёт до этого места
   *[no] чтобы узнать, просканируйте файл (вкладка «Ошибки»)
}.
stepper-wait-far-sync = Состояние декодера в байте { $offset } зависит от байтов далеко перед ним (после байта { $sync } ничто его не сбрасывает); { $scanning ->
    [yes] это покажет сканирование, идущее в фоне, — сообщение обновится, когда оно дойдёт до этого места
   *[no] чтобы узнать, просканируйте файл (вкладка «Ошибки»)
}.
stepper-scanning = сканирование
encode-more-bytes = … ещё { $n ->
    [one] { $n } байт
    [few] { $n } байта
    [many] { $n } байт
   *[other] { $n } байта
}
encode-reference-for = { $reference } для { $character } в байте вывода { $offset }
encode-reference-bytes = { $label }: байты вывода { $from }–{ $to }, обведены выше

## Панели «Почему эта кодировка», «BOM», «Ошибки», «Символ» и «Сравнение»; слова решения, таблицы BOM и детектора


## Панели «Исправление» и «Различия», причины и вердикт


## Окно вокруг панелей: баннеры, элементы управления, диалоги, примеры, виды, сообщения

