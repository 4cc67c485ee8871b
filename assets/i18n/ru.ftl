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

# Панель «Восстановление»: итог восстановления, восстановленные части и их шаги по байтам, отвергнутые цепочки
repair-nothing-open = Откройте файл или вставьте текст (Правка ▸ Вставить байты…, как текст), чтобы исправить в нём кракозябры.
repair-working = Восстановление текста
repair-step = закодировать в { $encode } → декодировать как { $decode }
repair-chain-then = { $chain }, затем { $step }
repair-oddness = {" "}(странность { $before } → { $after })
repair-oddness-before = {" "}(странность { $before })
repair-summary-lost = цепочкой тут ничего не восстановить: в тексте { $lost } × U+FFFD там, где декодирование потеряло байты (декодируйте байты в той кодировке, в которой они записаны){ $figures }
repair-summary-nothing = восстанавливать нечего: текст читается как текст{ $figures }
repair-summary-word-by-word = { $parts ->
    [one] восстановлена { $parts } часть
    [few] восстановлены { $parts } части
    [many] восстановлено { $parts } частей
   *[other] восстановлено { $parts } части
} слово за словом, остальное оставлено как есть{ $figures }
repair-summary-one-chain = { $parts ->
    [one] восстановлена { $parts } часть
    [few] восстановлены { $parts } части
    [many] восстановлено { $parts } частей
   *[other] восстановлено { $parts } части
} одной цепочкой для всего текста: { $chain }{ $figures }
repair-streamed-nothing = восстанавливать нечего в { $size }, прочитанных { $pieces ->
    [one] { $pieces } куском
    [few] { $pieces } кусками
    [many] { $pieces } кусками
   *[other] { $pieces } куска
}
repair-streamed-part-by-part = { $parts ->
    [one] восстановлена { $parts } часть
    [few] восстановлены { $parts } части
    [many] восстановлено { $parts } частей
   *[other] восстановлено { $parts } части
} по частям в { $size } текста, прочитанных { $pieces ->
    [one] { $pieces } куском
    [few] { $pieces } кусками
    [many] { $pieces } кусками
   *[other] { $pieces } куска
}
repair-streamed-after-chain = { $parts ->
    [one] восстановлена { $parts } часть
    [few] восстановлены { $parts } части
    [many] восстановлено { $parts } частей
   *[other] восстановлено { $parts } части
} после цепочки { $chain } для всего текста, в { $size } текста, прочитанных { $pieces ->
    [one] { $pieces } куском
    [few] { $pieces } кусками
    [many] { $pieces } кусками
   *[other] { $pieces } куска
}
repair-detail-first = Ниже подробно — первые { $size } документа: { $summary }. Остальное восстановлено кусок за куском, когда цепочка установилась.
repair-truncated = (первые { $size } документа, как текст)
repair-not-text = Файл — не текст ({ $content }): восстанавливать нечего.
repair-lost-in-decoding = При декодировании как { $decoded_as } байты дают { $errors ->
    [one] { $errors } ошибку
    [few] { $errors } ошибки
    [many] { $errors } ошибок
   *[other] { $errors } ошибки
}: эти символы потеряны в этом тексте, но не в файле. Файл читается как { $reads_as } ({ $reason }).
repair-decode-as = Декодировать как { $encoding }
repair-open = Открыть восстановленный текст
    .help = Открыть восстановленный текст (UTF-8) как черновой буфер, чтобы изучить его байты
repair-repaired-name = { $name } (восстановлено)
repair-cannot-open = Не удаётся открыть восстановленный текст: { $error }
repair-no-temporary-file = нет временного файла для восстановленного текста: { $error }
repair-nothing-to-export = Экспортировать пока нечего: восстановление не закончено.
repair-export = Экспорт…
    .help = Сохранить восстановленный текст в UTF-8 (никогда — поверх изучаемого файла)
repair-copy-command = Копировать командную строку
repair-copied-command = Командная строка скопирована.
repair-to-reproduce = чтобы повторить:
repair-resolve-references = заменить { $n ->
    [one] { $n } числовую ссылку на символ
    [few] { $n } числовые ссылки на символы
    [many] { $n } числовых ссылок на символы
   *[other] { $n } числовой ссылки на символ
} самими символами
repair-before-and-after = До и после
repair-parts = { $parts ->
    [one] Восстановлена { $parts } часть
    [few] Восстановлены { $parts } части
    [many] Восстановлено { $parts } частей
   *[other] Восстановлено { $parts } части
} (щёлкните часть, чтобы выделить её байты и увидеть её шаги)
repair-parts-in-whole = { $parts ->
    [one] Во всём документе восстановлена { $parts } часть
    [few] Во всём документе восстановлены { $parts } части
    [many] Во всём документе восстановлено { $parts } частей
   *[other] Во всём документе восстановлено { $parts } части
}, из них { $first } — в первых { $size } (щёлкните часть, чтобы выделить её байты и увидеть её шаги)
repair-part-bytes = байты { $start }–{ $end } файла
repair-and-more = … и ещё { $n }
repair-chain-does-not-apply = (цепочка неприменима к одной этой части)
repair-lost-byte = один байт из { $text } потерян (?? среди его байтов): символ был одним из { $characters }
repair-column-character = символ
repair-column-bytes = его байты
repair-column-made-from = из чего получен
repair-not-taken = Отвергнутые цепочки
repair-not-taken-still-odd = то, что она даёт, тоже не читается как текст, даже когда восстановлены и оставшиеся странные слова
repair-not-taken-tie = ничья: так байты декодируются столь же чисто; выбранная цепочка идёт раньше в порядке обычных кодировок
repair-not-taken-odder-than-taken = даже когда восстановлены и оставшиеся странные слова, результат страннее выбранной цепочки ({ $score } против { $taken })
repair-not-taken-too-little-evidence = слишком мало доказательств: декодеры, принимающие любой байт, ничего не доказывают чистым декодированием, а меняется меньше трёх символов
repair-not-taken-not-better = не явно лучше текста как он есть ({ $score } против { $than }, с учётом того, насколько буквы подходят языку)
repair-not-taken-other-part = другая часть текста с ней не кодируется или не декодируется чисто
repair-not-taken-odder-than-tried = страннее опробованных цепочек ({ $score })
repair-references = { $n ->
    [one] { $n } числовая ссылка на символ
    [few] { $n } числовые ссылки на символы
    [many] { $n } числовых ссылок на символы
   *[other] { $n } числовой ссылки на символ
} в тексте: это пишет кодировщик в режиме ошибок html вместо символов, которые его кодировка не может закодировать (их отправляет форма, отправленная в устаревшей кодировке)
repair-reference = { $written } — это { $character } ({ $code_point }): так кодировщик в режиме ошибок html пишет символ, который его кодировка не может закодировать
repair-reference-no-character = { $written } не обозначает никакого символа (это не скалярное значение Юникода)

# Панель «Различия»: заведомо правильный файл рядом с испорченным, область за областью
diff-nothing-open = Откройте испорченный файл, затем укажите здесь файл, каким он должен быть: для каждой области испорченного файла будет найдена точная цепочка, которая её породила.
diff-known-good-file = Заведомо правильный файл:
diff-find-chains = Найти цепочки
diff-hint = Открытый файл — испорченный: путь указывает на файл, каким он должен быть (в любой кодировке).
diff-working = Сравнение
diff-read-as = Заведомо правильный файл прочитан как { $good }, этот файл — как { $broken }.
diff-identical = Этот файл — в точности заведомо правильный текст: различий нет.
diff-summary = { $explained ->
    [one] { $explained } область
    [few] { $explained } области
    [many] { $explained } областей
   *[other] { $explained } области
} объясняет цепочка, { $unexplained ->
    [one] { $unexplained } область
    [few] { $unexplained } области
    [many] { $unexplained } областей
   *[other] { $unexplained } области
} не объясняет ни одна цепочка; { $same ->
    [one] { $same } байт
    [few] { $same } байта
    [many] { $same } байт
   *[other] { $same } байта
} того же текста, { $lost ->
    [one] { $lost } байт
    [few] { $lost } байта
    [many] { $lost } байт
   *[other] { $lost } байта
} потеряно по пути.
diff-chain-counts = { $chain }: { $regions ->
    [one] { $regions } область
    [few] { $regions } области
    [many] { $regions } областей
   *[other] { $regions } области
}, { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}
diff-encoded-as = закодирован в { $encoding }
diff-decoded-as = декодирован как { $encoding }
diff-encoded-as-again = снова закодирован в { $encoding }
diff-chain-next = { $chain }, { $part }
diff-region = байты { $start }–{ $end }: { $what }
diff-region-damaged = { $chain } (восстанавливается с --chain '{ $arg }')
diff-region-plain = текст { $chain }
diff-region-unexplained = ни одна цепочка не даёт эти байты из того текста
diff-region-hover = байты { $start }–{ $end } заведомо правильного файла; щёлкните, чтобы выделить эти байты
diff-loss = {"    "}в байте { $at }: { $kind } { $code_point } (из { $good })
diff-loss-kind = { $kind ->
    [replaced] U+FFFD заменил
    [question-mark] ? заменил
    [dropped] выпал
   *[space] пробел заменил
}
diff-and-more = … и ещё { $regions ->
    [one] { $regions } область
    [few] { $regions } области
    [many] { $regions } областей
   *[other] { $regions } области
} (вывод JSON перечисляет первые { $listed })

# Причины: откуда берётся порча (заголовки, истории и исправления причин — в assets/causes.toml)
cause-heading = Причина
cause-likely = Вероятно: { $title }
cause-possible = Возможно: { $title }
cause-headline-likely = Вероятная причина: { $title }
cause-headline-possible = Возможная причина: { $title }
cause-none = Ни одна известная mojiscope причина не подходит к этому восстановлению: цепочка показана выше, шаг за шагом.
cause-what-points-to-it = Что на неё указывает
cause-copy = Копировать
    .help = Копировать исправление для { $place }
cause-copied = Исправление для { $place } скопировано.
cause-why-read-as = Восстановление отменяет то, что текст, записанный в { $written }, прочитали как { $read }.
cause-why-astral = В тексте есть символы выше U+FFFF (эмодзи), по четыре байта каждый в UTF-8.
cause-why-bom-utf-8 = Он начинается с маркера последовательности байтов UTF-8 (EF BB BF).
cause-why-bom-none = Он не начинается с маркера последовательности байтов.
cause-why-utf-8 = Каждый байт — часть правильного UTF-8, есть символы вне ASCII.
cause-why-legacy = Это не UTF-8: его байты читаются как { $encoding } (выбор детектора).
cause-why-declared = Он объявляет { $declared }, но его байты читаются как { $reads_as }.
cause-why-reads-as = Как { $reads_as } он декодируется без ошибок, как текст.
cause-why-iso-2022-jp = Его байты ASCII содержат управляющие последовательности ISO-2022-JP (ESC $ B … ESC ( B).
cause-why-utf-16-without-bom = Его байты имеют ритм { $encoding } (NUL рядом с каждой буквой ASCII), маркера последовательности байтов нет.
cause-why-cesu-8 = В байте { $at } { $code_point } записан двумя суррогатами по три байта ({ $bytes }).
cause-why-cesu-8-pairs = В байте { $at } { $code_point } записан двумя суррогатами по три байта ({ $bytes }) ({ $pairs ->
    [one] { $pairs } такая пара
    [few] { $pairs } такие пары
    [many] { $pairs } таких пар
   *[other] { $pairs } такой пары
}).
cause-why-mail-no-charset = Ни один заголовок не называет charset (Content-Type: …; charset=…).
cause-why-file-xml = Это документ XML (<?xml …?>).
cause-why-file-html = Это страница HTML.
cause-why-file-sql-named = Это дамп SQL (его имя оканчивается на .sql; CREATE TABLE, INSERT INTO).
cause-why-file-sql = Это дамп SQL (CREATE TABLE, INSERT INTO).
cause-why-sql-set-names = В дампе написано { $statement }.
cause-why-sql-charset = Таблица объявлена как { $declaration }.
cause-why-file-mail = Это письмо электронной почты (заголовки { $headers }).
cause-why-file-names = Это список имён файлов: { $named } из его { $lines ->
    [one] { $lines } строки
    [few] { $lines } строк
    [many] { $lines } строк
   *[other] { $lines } строки
} оканчиваются расширением имени.
cause-why-file-names-of = Это список имён файлов (перечень { $archive }): { $named } из его { $lines ->
    [one] { $lines } строки
    [few] { $lines } строк
    [many] { $lines } строк
   *[other] { $lines } строки
} оканчиваются расширением имени.
cause-why-file-csv-named = Это CSV (его имя оканчивается на { $extension }).
cause-why-file-csv = Это CSV: в его первых { $lines } строках по { $fields ->
    [one] { $fields } полю
    [few] { $fields } поля
    [many] { $fields } полей
   *[other] { $fields } поля
}, разделённых { $separator ->
    [tab] табуляцией
   *[other] знаком «{ $separator }»
}.
cause-why-file-zip = Это архив ZIP.
cause-why-zip-no-utf8-flag = Элемент «{ $name }» назван в UTF-8, но его флаг UTF-8 (бит 11) не установлен.
cause-why-zip-cp437 = Если читать так, как велит формат ZIP (кодовая страница 437), получается «{ $name }».

# Вердикт о файле: какое декодирование и почему, его примечания и итог ошибок проверки UTF-8
verdict-file-reads-as = Файл читается как
verdict-reason-empty = пустой файл
verdict-reason-bom = его BOM
verdict-reason-xml-declaration = его объявление XML
verdict-reason-css-charset = его правило @charset
verdict-reason-meta = его объявление <meta>
verdict-reason-utf-16-rhythm = ритм текста UTF-16, без BOM
verdict-reason-valid-utf-8 = правильный UTF-8
verdict-reason-mostly-utf-8 = UTF-8 с ошибками
verdict-reason-ascii = только ASCII
verdict-reason-detected = по определению детектора
verdict-reason-binary = двоичный файл
verdict-headline-empty = Пусто: декодировать нечего.
verdict-headline-bom = { $encoding }: файл начинается со своего маркера последовательности байтов.
verdict-headline-declared = { $encoding }: так указывает { $reason }.
verdict-headline-utf-16-rhythm = { $encoding } без BOM: у байтов ритм текста UTF-16, и они декодируются без ошибок.
verdict-headline-valid-utf-8 = { $encoding }: каждый байт — часть правильного UTF-8.
verdict-headline-mostly-utf-8 = { $encoding } с ошибками: его символы вне ASCII — правильный UTF-8, а байты, которые им не являются, — ошибки декодирования.
verdict-headline-ascii = { $encoding }: только байты ASCII, которые читаются одинаково в любой совместимой с ASCII кодировке.
verdict-headline-detected-few = { $encoding }, по определению детектора: байты — не UTF-8; детектор выбрал { $encoding }, но это догадка по немногим байтам вне ASCII.
verdict-headline-detected = { $encoding }, по определению детектора: байты — не UTF-8, и детектор выбрал { $encoding }.
verdict-headline-binary = Не текст: { $content }; его байты показывает шестнадцатеричный вид.
verdict-headline-binary-unknown = Не текст: его байты показывает шестнадцатеричный вид.
verdict-binary-format = двоичный файл: { $format } (магические байты { $magic })
verdict-binary-control-bytes = двоичный файл: формат неизвестен, но { $percent } % первых байтов — NUL или управляющие байты
verdict-note-utf-16-without-bom = { $encoding } без маркера последовательности байтов: программы, которые его ищут (Excel, многие редакторы и инструменты), читают файл как что-то другое. Сохраните его с BOM или в UTF-8.
verdict-note-iso-2022-jp = ISO-2022-JP (японская электронная почта, старые японские страницы): его байты — ASCII с управляющими последовательностями, поэтому в UTF-8 вместо текста видны эти последовательности.
verdict-note-mojibake = Правильный UTF-8, который читается как кракозябры: «{ $before }» — это «{ $after }» после цепочки { $chain }. Панель «Восстановление» (или восстановление из командной строки) это отменяет.
verdict-note-declaration-disagrees = Файл объявляет { $declared }, но читается как { $reads_as }: объявление, вероятно, неверно (браузер следует ему и показывает кракозябры).
verdict-utf-8-one-byte = Большая часть файла — правильный UTF-8; не является им только этот один байт.
verdict-utf-8-these-bytes = Большая часть файла — правильный UTF-8; не являются им только { $bytes ->
    [one] этот { $bytes } байт
    [few] эти { $bytes } байта
    [many] эти { $bytes } байт
   *[other] эти { $bytes } байта
}.
verdict-utf-8-behind-errors = Большая часть файла — правильный UTF-8; не являются им только байты за { $errors ->
    [one] этой { $errors } ошибкой
    [few] этими { $errors } ошибками
    [many] этими { $errors } ошибками
   *[other] этими { $errors } ошибками
}.
verdict-utf-8-probably-not = Вероятно, не UTF-8: { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
    [many] { $errors } ошибок
   *[other] { $errors } ошибки
} на { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}.
verdict-utf-8-probably-not-reads-as = Вероятно, не UTF-8: { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
    [many] { $errors } ошибок
   *[other] { $errors } ошибки
} на { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}. Файл читается как { $encoding }.


## Окно вокруг панелей: баннеры, элементы управления, диалоги, примеры, виды, сообщения

