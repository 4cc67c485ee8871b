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
size-binary = { $value } { $unit ->
    [kib] КиБ
    [mib] МиБ
    [gib] ГиБ
   *[tib] ТиБ
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
    .help = вставить байты (шестнадцатеричные или текст в UTF-8 либо в любой другой кодировке) в черновой буфер
action-export-text = Экспортировать декодированный текст…
    .help = записать декодированный текст в файл
action-export-trace-csv = Экспортировать трассировку в CSV…
    .help = записать каждый шаг выделения (или всего файла) в CSV
action-export-trace-jsonl = Экспортировать трассировку в JSON Lines…
    .help = записать каждый шаг выделения (или всего файла) в JSON Lines
action-export-report = Экспортировать отчёт…
    .help = записать страницу для передачи другим: вердикт, причину и способ устранения, решение, восстановление
action-compare-with-good = Сравнить с заведомо правильным файлом…
    .help = указать файл, каким он должен быть: для каждой области этого файла будет показана цепочка, которая её породила
action-reload = Перезагрузить
    .help = прочитать файл заново
action-close = Закрыть
    .help = закрыть файл
action-copy-text = Копировать как текст
    .help = копировать выделение как текст
action-copy-hex = Копировать в шестнадцатеричном виде
    .help = копировать выделение в шестнадцатеричном виде
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
    .help = найти текст или байты (в шестнадцатеричном виде)
action-prev-error = Пред. ошибка
    .help = перейти к предыдущей ошибке
action-next-error = След. ошибка
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
action-panel10 = Вкладка 10
    .help = перейти на десятую вкладку

## Список F1

help-drag-and-drop = перетаскивание
    .help = открыть перетащенный файл
help-tab-keys = перейти на вкладку с этим номером

## Диапазоны байтов

range-byte = байт { $at }
range-bytes = байты { $from }–{ $to }
range-none = ни одного байта, в позиции { $at }

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
stepper-steps-per-second = { " " }шаг/с
stepper-run-to = До смещения:
stepper-run = Перейти
    .help = перевести пошаговый просмотр к первой обработке этого байта
stepper-not-an-offset = «{ $typed }» — не смещение (десятичное число или шестнадцатеричное с 0x)
stepper-read-head-at-byte = головка чтения на байте { $offset }
stepper-read-head-at-end = головка чтения на end-of-queue
stepper-result = Результат
stepper-continue = продолжить (вывода пока нет)
stepper-emit = вывести { $characters }
stepper-error-fatal = ошибка: в режиме fatal выполнение останавливается здесь
stepper-error-replacement = ошибка: в вывод идёт U+FFFD
stepper-finished = завершено
stepper-restores = возвращает в поток { $bytes }: следующий шаг снова читает с этого места
stepper-rule = Правило
stepper-citation = { $step } (Encoding Standard)
stepper-output-so-far = Вывод на данный момент:
stepper-bit-layout = Расположение битов
strip-read = чтение

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
encoder-bytes = вывести { $bytes }
encoder-error-with = ошибка с { $code_point }
encoder-continue = продолжить
encoder-html-next = режим ошибок html ставит { $reference } (номер в десятичной записи) перед входными данными: следующие { $calls } вызовов кодируют эти символы — символы ASCII, которые есть у любого кодировщика
encoder-fatal-stops = режим ошибок fatal: выполнение останавливается здесь, ничего не записывается
encoder-restores = возвращает { $code_point } в очередь: следующим шагом эта кодовая точка читается снова, уже в новом состоянии
encoder-nothing-yet = пока ничего

## Суррогатные пары UTF-16

surrogate-bit-layout = Расположение битов (суррогатная пара)
surrogate-lead-only = { "  " }старшие десять битов значения «кодовая точка − 0x10000» ({ $high }); за ним должен следовать младший суррогат 110111xxxxxxxxxx

## Строка состояния

status-no-file = Нет открытого файла
status-scanning = сканирование { $percent } %: пока { $errors }
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

welcome-what = Что означают байты как текст — шаг за шагом, так, как их декодирует WHATWG Encoding Standard.
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
encode-error-mode = режим{"\u00A0"}ошибок:
encode-html = html
    .help = символ, которого нет в кодировке, становится &#N;
encode-fatal = fatal
    .help = выполнение останавливается на первом символе, которого нет в кодировке
encode-no-encoder = У кодировки { $encoding } нет кодировщика; её выходная кодировка — UTF-8.
encode-summary = { $characters } → { $bytes } в кодировке { $encoding }; { $references ->
    [one] { $references } символ без соответствия стал ссылкой на символ
    [few] { $references } символа без соответствия стали ссылками на символы
    [many] { $references } символов без соответствия стали ссылками на символы
   *[other] { $references } символа без соответствия стали ссылками на символы
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
explain-encode-error-html = { $rule }; режим ошибок html ставит &#{ $number }; перед входными данными
explain-encode-error-fatal = { $rule }; режим ошибок fatal: прогон останавливается здесь
explain-encode-in-a-reference = { $rule } (часть ссылки на символ, поставленной режимом ошибок html)
explain-citation = { $algorithm }, шаг { $rule ->
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
explain-single-byte-encode-mapped = указатель для { $code_point } в индексе { $index } = { $pointer } → байт = указатель + 0x80 = { $byte }
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
explain-gb18030-encode-two-byte = указатель для { $code_point } в индексе gb18030 = { $pointer }: lead = { $pointer } / 190 + 0x81 = { $lead }, trail = { $pointer } % 190 = { $trail }, offset = { $offset } (0x40, если меньше 0x3F, иначе 0x41) → { $bytes }
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
explain-big5-encode-two-byte = указатель для { $code_point } в индексе Big5 = { $pointer } ({ $which ->
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
explain-euc-jp-encode-two-byte = указатель для { $code_point } в индексе jis0208 = { $pointer }{ $minus ->
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
}, возврат в состояние вывода (iso_2022_jp_decoder_output_state) «{ explain-iso-2022-jp-state }», вернуть ошибку
explain-iso-2022-jp-escape-accepted = { $sequence } выбирает состояние «{ explain-iso-2022-jp-state }»: iso_2022_jp_decoder_state и iso_2022_jp_decoder_output_state = «{ explain-iso-2022-jp-state }», iso_2022_jp_output = true; iso_2022_jp_output был false: продолжить
explain-iso-2022-jp-escape-after-escape = { $sequence } выбирает состояние «{ explain-iso-2022-jp-state }»: iso_2022_jp_decoder_state и iso_2022_jp_decoder_output_state = «{ explain-iso-2022-jp-state }», iso_2022_jp_output = true; iso_2022_jp_output уже был true (две ESC-последовательности подряд, между ними ничего): вернуть ошибку
explain-iso-2022-jp-bad-escape = ESC { $lead }, затем { $end ->
    [yes] end-of-queue — это не известная ESC-последовательность: вернуть в поток iso_2022_jp_lead
   *[no] байт { $byte } — это не известная ESC-последовательность: вернуть в поток { $lead } { $byte }
}, iso_2022_jp_output = false, возврат в состояние «{ explain-iso-2022-jp-state }», вернуть ошибку
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
explain-iso-2022-jp-encode-two-byte = указатель для { $code_point } в индексе jis0208 = { $pointer }{ $set ->
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
}указатель для { $code_point } в индексе Shift_JIS = { $pointer } (указатели 8272–8835, копии расширений IBM от NEC, пропускаются): lead = { $pointer } / 188 = { $lead }, lead_offset = { $lead_offset } (0x81, если меньше 0x1F, иначе 0xC1), trail = { $pointer } % 188 = { $trail }, offset = { $offset } (0x40, если меньше 0x3F, иначе 0x41) → { $bytes }
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
explain-euc-kr-encode-two-byte = указатель для { $code_point } в индексе { $index } = { $pointer }: lead = { $pointer } / 190 + 0x81 = { $lead }, trail = { $pointer } % 190 + 0x41 = { $trail } → { $bytes }
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
error-class-pattern-cyrillic = много байтов C0–FF подряд: кириллица в { $encoding }, где они читаются как «{ $word }»
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

# Операции декодирования (имена из стандарта) и что делает каждая.
operation-decode = decode
    .summary = BOM sniffing, затем кодировка метки (BOM важнее метки); ошибки становятся U+FFFD. HTML-документы, классические скрипты, таблицы стилей CSS
operation-no-bom = только декодер кодировки, без обработки BOM
    .summary = только декодер метки: без BOM sniffing, поэтому BOM декодируется как U+FEFF (так же, как при прямом запуске декодера)
operation-utf8-decode = UTF-8 decode
    .summary = всегда UTF-8; BOM UTF-8 пропускается; ошибки становятся U+FFFD. text() и json() в Fetch, модульные скрипты и скрипты воркеров, EventSource
operation-utf8-decode-without-bom = UTF-8 decode без снятия BOM
    .summary = всегда UTF-8; BOM остаётся как U+FEFF; ошибки становятся U+FFFD. Процентное декодирование URL, application/x-www-form-urlencoded, multipart/form-data
operation-utf8-decode-without-bom-or-fail = UTF-8 decode без снятия BOM, с отказом при ошибке
    .summary = всегда UTF-8; BOM остаётся как U+FEFF; первая же ошибка срывает всё декодирование — для вызывающих, которые должны отвергать плохие байты, а не исправлять их
operation-textdecoder = TextDecoder decode()
    .summary = API JavaScript: кодировка метки, параметры fatal и ignoreBOM, вызовы decode() по частям с параметром stream

# Контексты: все места веба, где байты декодируются (название; .spec — где это сказано в стандарте).
contexts-html = HTML-документ (HTML-парсер)
    .spec = HTML 13.2.3.2, определение кодировки символов
contexts-xhr-document = XMLHttpRequest, ответ-документ (HTML)
    .spec = XHR 3.6.6, установка ответа-документа
contexts-xml = XML-документ (навигация, XSLT, responseXML)
    .spec = XML 1.0, 4.3.3 и приложение F; Encoding Standard 4.1
contexts-css-from-document = таблица стилей CSS, подключённая из документа
    .spec = CSS Syntax 3.2, входной поток байтов
contexts-css-from-css = таблица стилей CSS, импортированная другой таблицей стилей
    .spec = CSS Syntax 3.2, входной поток байтов
contexts-css-from-link-header = таблица стилей CSS из заголовка Link:
    .spec = CSS Syntax 3.2, входной поток байтов
contexts-classic-script = классический скрипт (<script src>)
    .spec = HTML 8.1.3.2, загрузка классического скрипта
contexts-text-file = текстовый файл, показанный браузером (text/plain)
    .spec = HTML 7.4.5, модель загрузки страницы для текстовых файлов
contexts-view-source = view-source:
    .spec = определяется браузером, как для просматриваемого документа
contexts-xhr-text-xml = XMLHttpRequest, текстовый ответ (тип XML)
    .spec = XHR 3.6.9, текстовый ответ
contexts-xhr-text = XMLHttpRequest, текстовый ответ (другие типы)
    .spec = XHR 3.6.9, текстовый ответ
contexts-textdecoder = TextDecoder decode()
    .spec = Encoding Standard 7.2, TextDecoder
contexts-textdecoder-ignorebom = TextDecoder decode() с ignoreBOM
    .spec = Encoding Standard 7.2, TextDecoder
contexts-fetch-text = Body.text() в Fetch
    .spec = Fetch 5.3, упаковка данных (текст)
contexts-fetch-json = Body.json() в Fetch
    .spec = Fetch 5.3, упаковка данных (JSON): разбор JSON из байтов
contexts-xhr-json = XMLHttpRequest, ответ JSON
    .spec = XHR 3.6.9, ответ JSON: разбор JSON из байтов
contexts-module-script = модульный скрипт, скрипт воркера (кроме классического)
    .spec = HTML 8.1.3.2, загрузка отдельного модульного скрипта
contexts-javascript-url = javascript: URL
    .spec = HTML 7.4.2.3.4, особый случай javascript: URL
contexts-manifest = манифест веб-приложения (application/manifest+json)
    .spec = Web App Manifest 4.1, обработка
contexts-payment-manifest = манифест способа оплаты
    .spec = Payment Method Manifest 5
contexts-push-message = text() и json() в PushMessageData
    .spec = Push API 11.4
contexts-event-stream = EventSource ({"text/event-stream"})
    .spec = HTML 9.2.5, разбор потока событий
contexts-webvtt = файл WebVTT
    .spec = WebVTT 6.1, разбор
contexts-websocket-text = текстовое сообщение WebSocket
    .spec = WebSockets 4, обратная связь от протокола
contexts-document-cookie = document.cookie
    .spec = HTML 3.1.4, геттер document.cookie
contexts-websocket-close-reason = причина закрытия WebSocket
    .spec = WebSockets 4, соединение WebSocket закрыто
contexts-percent-decode = процентное декодирование (путь и запрос URL)
    .spec = URL 1.3, процентное декодирование строки
contexts-form-urlencoded = application/x-www-form-urlencoded
    .spec = URL 5.1, разбор application/x-www-form-urlencoded
contexts-multipart-form-data = multipart/form-data
    .spec = Fetch 5.3, парсер multipart/form-data
contexts-fragment-directive = указанная часть документа (фрагмент URL)
    .spec = HTML 7.4.6.3, поиск потенциального указанного элемента
contexts-host-parser = парсер хоста URL (домен в ASCII)
    .spec = URL 3.5, разбор хоста
contexts-media-fragment = URI медиафрагмента
    .spec = Media Fragments URI 5.1.1
contexts-decode-uri = decodeURI / decodeURIComponent (URIError на недопустимых байтах)
    .spec = ECMAScript 19.2.6.1, операция декодирования
contexts-bom-sniff = BOM sniffing: BOM важнее любой метки
    .short = BOM sniffing
contexts-bom-strip-utf8 = BOM UTF-8 пропускается; BOM UTF-16 здесь не считается BOM
    .short = BOM UTF-8 пропускается
contexts-bom-strip-own = BOM собственной кодировки удаляется
    .short = свой BOM удаляется
contexts-bom-keep = сохраняется: BOM становится U+FEFF
    .short = сохраняется как U+FEFF
contexts-sniffs-html = BOM, переопределение, Content-Type, предсканирование <meta>, родительский документ, детектор, значение по умолчанию
contexts-sniffs-xhr-html = BOM, Content-Type, предсканирование <meta>, UTF-8
contexts-sniffs-xml = BOM, Content-Type, объявление XML, UTF-8
contexts-sniffs-css = BOM, Content-Type, @charset, родительский документ, UTF-8
contexts-sniffs-classic-script = BOM, Content-Type, <script charset> или документ
contexts-sniffs-transport-then-utf8 = BOM, Content-Type, UTF-8
contexts-sniffs-plain-text = BOM, переопределение, Content-Type, детектор, значение по умолчанию
contexts-sniffs-label = переданная метка
contexts-sniffs-utf8 = ничего: всегда UTF-8
contexts-title = Контексты: где и как веб декодирует байты
contexts-intro = Все места платформы, где байты превращаются в текст. «Применить» декодирует открытый документ так, как это сделал бы этот контекст (его решение — на вкладке «Почему эта кодировка»).
contexts-column-context = контекст
contexts-column-operation = операция
contexts-column-bom = BOM
contexts-column-streams = потоковое
contexts-column-errors = ошибки
contexts-column-looks-at = что учитывает
contexts-apply = Применить
contexts-apply-help = декодировать документ как в контексте «{ $context }»
contexts-yes = да
contexts-no = нет

# Решение по шагам: что проверяет каждый шаг, что он нашёл и где это сказано в стандарте.
decision-by-bom = маркер последовательности байтов
decision-by-override = переопределение пользователем
decision-by-http = charset заголовка Content-Type
decision-by-prescan = объявление в <meta>
decision-by-xml-declaration = объявление XML
decision-by-css-charset = правило @charset
decision-by-environment = кодировка родительского документа
decision-by-detector = детектор
decision-by-default = значение по умолчанию
decision-confidence-certain = полная
decision-confidence-tentative = предварительная
decision-confidence-irrelevant = не имеет значения
decision-mode-fatal = первая ошибка срывает декодирование
decision-mode-replacement = ошибки становятся U+FFFD
decision-operation = { $op } в кодировке { $encoding }; { $bom }; { $mode }{ $streaming ->
    [yes] ; потоковое декодирование
   *[no] {""}
}
decision-spec-html-parent = HTML 13.2.3.2, распознавание кодировки, шаг 6 (родительский документ)
decision-spec-xhr-document-default = XHR 3.6.6, установка ответа-документа, шаг 6
decision-spec-xml-default = XML 1.0, 4.3.3: без объявления — UTF-8
decision-spec-css-environment = CSS Syntax 3.2, определение резервной кодировки, шаг 3
decision-spec-css-default = CSS Syntax 3.2, определение резервной кодировки, шаг 4
decision-spec-classic-script = HTML 8.1.3.2, загрузка классического скрипта: charset скрипта, иначе кодировка документа
decision-spec-classic-script-default = если ничего не задано, кодировка документа — UTF-8
decision-spec-xhr-text-default = XHR 3.6.9, текстовый ответ, шаг 4
decision-spec-html-prescan-step = HTML 13.2.3.2, распознавание кодировки, шаг 5
decision-spec-late-meta = HTML 13.2.6.4.4, <meta> внутри <head>; 13.2.3.4, смена кодировки во время разбора
decision-spec-html-detector-step = HTML 13.2.3.2, распознавание кодировки, шаг 8
decision-spec-bom = Encoding Standard 4.1, decode: BOM sniffing
decision-spec-override = HTML 13.2.3.2, распознавание кодировки, шаг 2
decision-spec-transport = Fetch 4.6, устаревшее извлечение кодировки
decision-spec-prescan = HTML 13.2.3.2, предсканирование потока байтов для определения кодировки
decision-spec-prescan-utf16 = HTML 13.2.3.2, предсканирование, шаг 2
decision-spec-get-xml-encoding = HTML 13.2.3.2, получение кодировки XML
decision-spec-detector = HTML 13.2.3.2, распознавание кодировки, шаг 8 (автоопределение)
decision-spec-locale-default = HTML 13.2.3.2, распознавание кодировки, шаг 9
decision-spec-textdecoder = Encoding Standard 7.2, конструктор TextDecoder
decision-spec-xml-declaration = XML 1.0, приложение F; HTML 13.2.3.2, получение кодировки XML
decision-spec-css-charset = CSS Syntax 3.2, определение резервной кодировки, шаг 2
decision-check-bom = BOM sniffing
decision-bom-found = BOM { $encoding }: { $encoding }, полная уверенность
decision-no-bom = BOM нет
decision-check-override = переопределение пользователем
decision-certain = { $encoding }, полная уверенность
decision-tentative = { $encoding }, предварительно
decision-none = нет
decision-no-header = заголовок не задан
decision-not-a-mime-type = не разбирается как тип MIME: charset нет
decision-charset-names = charset называет { $encoding }: полная уверенность
decision-charset-unknown = charset { $label } не называет никакой кодировки: игнорируется
decision-without-charset = { $mime } без charset
decision-check-prescan = предсканирование: { $what }
decision-check-prescan-alone = предсканирование
decision-check-prescan-xml = предсканирование: получение кодировки XML
decision-check-prescan-not-reached = предсканирование (не достигнуто)
decision-prescan-comment = комментарий: пропуск до -->, ничто внутри не учитывается
decision-prescan-markup = <!, </ или <?: пропуск до следующего >
decision-prescan-tag = атрибуты читаются и игнорируются
decision-prescan-utf16 = байты <?x в { $encoding }: { $encoding }, предварительно
decision-prescan-xml = ни один <meta> не объявляет кодировку; объявление XML называет { $encoding }: предварительно
decision-prescan-nothing = ни <meta>, ни объявление XML не объявляют кодировку{ $cut ->
    [yes] ; просканированные байты кончаются внутри тега
   *[no] {""}
}
decision-prescan-not-reached = в первых { $limit } байтах объявлена кодировка { $encoding }, но раньше решил другой шаг: { $by }
decision-meta-declares = объявляет { $encoding }: предсканирование возвращает эту кодировку
decision-meta-no-declaration = нет ни атрибута charset, ни charset в атрибуте content: need_pragma остаётся null
decision-meta-no-pragma = атрибут content называет charset, но без http-equiv="content-type" (need_pragma = true, got_pragma = false): игнорируется
decision-meta-unknown-label = charset { $label } не является меткой ни одной кодировки: игнорируется
decision-meta-cut = тег обрезан концом просканированных байтов
decision-check-late-meta = <meta> в байте { $offset }
decision-late-meta-declares = объявляет { $encoding } после первых { $limit } байт, куда предсканирование не смотрит
decision-late-meta-utf16 = { $after }; страница в UTF-16: уверенность становится полной, ничего не меняется
decision-until-late-meta = { $result } (пока парсер не встретит <meta> в байте { $offset })
decision-late-meta-changes = { $after }; парсер встречает его при предварительной уверенности и меняет кодировку с { $from } на { $to }: страница разбирается заново, уверенность полная
decision-late-meta-agrees = { $after }; кодировки совпадают: уверенность становится полной
decision-late-meta-ignored = { $after }; { $certain ->
    [yes] уверенность полная: парсер его игнорирует
   *[no] парсер его игнорирует
}
decision-check-environment = кодировка родительского документа
decision-environment-utf16 = { $encoding }: не наследуется (UTF-16)
decision-none-given = не задана
decision-check-detector = детектор
decision-detector-guesses = предполагает { $encoding }, предварительно
decision-not-run = не запускался
decision-check-detector-not-reached = детектор (не достигнут)
decision-detector-would-guess = предположил бы { $encoding }
decision-check-default = значение по умолчанию
decision-default-for-tld = значение по умолчанию для .{ $tld }: { $encoding }, предварительно
decision-default-no-tld = домен верхнего уровня не задан: { $encoding }, предварительно
decision-check-textdecoder-label = метка, переданная TextDecoder
decision-textdecoder-no-label = нет: "utf-8"
decision-always-utf8 = всегда UTF-8, ничего не распознаётся; { $bom }; { $mode }
decision-check-xml-utf16 = XML: <?x в UTF-16
decision-check-xml-declaration = объявление XML
decision-xml-names = кодировка в объявлении — { $encoding }
decision-xml-names-none = не называет никакой кодировки (или называет неизвестную стандарту)
decision-xml-none = в начале нет
decision-css-not-exact = @charset, но не в точности @charset "…"; (один пробел, двойные кавычки, без пробела перед ;): игнорируется
decision-css-none = таблица стилей не начинается с @charset "…";
decision-css-utf16 = "{ $label }" называет { $encoding }, а правило, читаемое как ASCII, не может быть в этой кодировке: UTF-8
decision-css-names = "{ $label }" называет { $encoding }
decision-css-unknown = "{ $label }" не называет никакой кодировки: игнорируется

# Детектор: почему он выбрал то, что выбрал, и доводы по каждому кандидату.
detect-why-utf32 = байты — это { $form } (два NUL в каждых четырёх байтах), а его Encoding Standard не декодирует; UTF-8, кодировка веба по умолчанию, — то, что получил бы TextDecoder (chardetng предположил { $chardetng })
detect-why-from-network = предположение chardetng, как его принимает Firefox для страницы из сети (там UTF-8 и {"ISO-2022-JP"} не предполагаются)
detect-why-utf16 = у байтов ритм текста UTF-16 (старшие байты принимают немного значений или NUL стоят только с одной стороны), и они декодируются как { $encoding } без ошибок; chardetng никогда не отвечает UTF-16 (он предположил { $chardetng })
detect-why-too-little = предположение chardetng, но данных слишком мало: байтов вне ASCII — { $n }
detect-why-guess = предположение chardetng; ни одна кодировка, декодирующая байты без ошибок, не читает их как заметно более правдоподобный текст (на { $prior } бит и ещё на { $per_char } за каждый символ, где прочтения расходятся)
detect-why-likeliest = из всех кодировок, декодирующих байты без ошибок, эта читает их как самый правдоподобный текст (оценка модели букв { $bits }, в битах; меньше — правдоподобнее), а { $guess }, предположение chardetng, — на { $guess_bits }
detect-why-likeliest-guess-broken = из всех кодировок, декодирующих байты без ошибок, эта читает их как самый правдоподобный текст (оценка модели букв { $bits }, в битах; меньше — правдоподобнее); { $guess }, предположение chardetng, не декодирует их без ошибок
detect-evidence-no-errors = декодируется без ошибок
detect-evidence-first-error = первая ошибка в байте { $offset }, U+FFFD: { $n }
detect-evidence-c1 = { $n } { $n ->
    [one] управляющий символ
    [few] управляющих символа
    [many] управляющих символов
   *[other] управляющего символа
} C1 (байты, которые в другой кодировке означают символы)
detect-evidence-mixed-scripts = в { $n } из { $words } { $words ->
    [one] слова
    [few] слов
    [many] слов
   *[other] слова
} смешаны письменности
detect-evidence-glued = { $n } { $n ->
    [one] лишний знак
    [few] лишних знака
    [many] лишних знаков
   *[other] лишнего знака
} вплотную к буквам
detect-evidence-latin-fit = буквы с диакритикой укладываются в один язык на { $fit }‰ (смешаны буквы нескольких)
detect-evidence-cyrillic = оценка кириллических слов { $score }
detect-evidence-bits = оценка модели букв как текста: { $bits } (в битах; меньше — правдоподобнее)
detect-evidence-separator = {"; "}

# Метки, которых стандарт не знает.
labels-listed-at = метки стандарта перечислены на { $url }
labels-did-you-mean = может быть, имелось в виду { $label } ({ $encoding })?
labels-nearest = ближайшие метки: { $labels }
labels-separator = {", "}

# Что говорит начало файла о его формате.
binary-format = двоичный файл: { $format } (магические байты { $magic })
binary-control-bytes = двоичный файл: формат неизвестен, но { $percent } % первых байтов — NUL или управляющие байты

# Вердикт о BOM (как его печатает `mojiscope sniff`), таблица операций и сигнатуры.
bom-heading-first-bytes = первые байты
bom-heading-bom = маркер последовательности байтов (BOM)
bom-heading-buffer = 3-байтовый буфер
bom-heading-verdict = вердикт
bom-heading-signature = сигнатура
bom-heading-decode-starts = начало вывода decode
bom-heading = { $heading }:
bom-empty-input = (пустой вход)
bom-empty = (пусто)
bom-none = нет
bom-nothing = (ничего)
bom-line = { $encoding } ({ $bytes }, { $count })
bom-buffer-all = { $buffer } (всё это — BOM)
bom-buffer-restored = { $buffer } → возврат в поток: { $restored }
bom-verdict-overrides = BOM { $bom } важнее метки { $label }: decode использует { $bom }
bom-verdict-agrees = BOM { $bom } совпадает с меткой { $label }
bom-verdict-no-bom = BOM нет: decode использует кодировку метки, { $label }
bom-signature-line = { $name } ({ $pattern }), стандарт её не распознаёт: { $instead }
bom-op-dropped = { $op }: BOM { $bom } ({ $bytes }) удаляется; остальное декодируется как { $encoding }{ $fatal ->
    [yes] ; в этом режиме первая ошибка срывает всё декодирование
   *[no] {""}
}
bom-op-stripped = { $op }: { $encoding } декодирует { $bytes } как U+FEFF, а вывод его удаляет (ignoreBOM выключен){ $fatal ->
    [yes] ; в этом режиме первая ошибка срывает всё декодирование
   *[no] {""}
}
bom-op-not-sniffed = { $op }: { $bytes } не распознаётся как BOM; декодер { $encoding } читает это как { $read }{ $starts ->
    [feff] , так что текст начинается с U+FEFF
   *[other] , то есть { $n } { $n ->
        [one] символ, который не является
        [few] символа, которые не являются
        [many] символов, которые не являются
       *[other] символа, которые не являются
    } BOM
}{ $fatal ->
    [yes] ; в этом режиме первая ошибка срывает всё декодирование
   *[no] {""}
}
bom-bytes = байты
bom-matched = совпадение
bom-read-with-label = Если читать в кодировке метки ({ $label }), байты BOM дали бы { $read }; { $bom } читает их как U+FEFF и удаляет.
bom-note-decode = Эта операция ({ $op }) ищет BOM до выбора декодера (BOM надёжнее метки).
bom-note-utf8-decode = Эта операция ({ $op }) удаляет BOM UTF-8 и не обращает внимания на BOM UTF-16.
bom-note-textdecoder = Эта операция ({ $op }) не распознаёт BOM: с UTF-8 или UTF-16 и выключенным ignoreBOM она удаляет начальный U+FEFF своей кодировки.
bom-note-other = Эта операция ({ $op }) никак не обрабатывает BOM: его байты декодируются как любые другие.
bom-signatures = Сигнатуры, которые стандарт не распознаёт
bom-starts-with-signature = Входные данные начинаются с сигнатуры { $name }. decode даёт: { $characters }
bom-table-heading = Что каждая операция делает с каждым BOM
bom-table-note = байты после собственного BOM этого файла ({ $bytes }), по очереди за каждым BOM; метка — { $label }
bom-prefix-none = без BOM
bom-prefix-utf8 = BOM UTF-8
bom-prefix-utf16be = BOM UTF-16BE
bom-prefix-utf16le = BOM {"UTF-16LE"}
bom-prefix-utf32le = сигнатура {"UTF-32LE"}
bom-row-ignorebom = { $op }, ignoreBOM
bom-no-decoder = нет декодера
bom-fate-consumed = BOM распознан и поглощён
bom-fate-dropped = прочитан как U+FEFF, удалён
bom-fate-kept = сохранён как U+FEFF
bom-fate-as-text = байты BOM прочитаны как текст
bom-fate-failed = отказ
bom-fate-refused = отклонено
bom-range-error = TextDecoder выбрасывает RangeError
bom-error-at = ошибка в байте { $offset }
bom-signature-utf-32le = BOM sniffing видит FF FE, BOM {"UTF-16LE"}: файл декодируется как {"UTF-16LE"}, а 00 00, дополняющие BOM UTF-32, становятся U+0000, так что текст начинается с NUL и за каждым символом следует NUL
bom-signature-utf-32be = для стандарта это не BOM: байты идут в декодер метки (для UTF-8: U+0000 U+0000 и два U+FFFD)
bom-signature-utf-7 = UTF-7 не поддерживается (его метки неизвестны): байты — обычный ASCII и выглядят как "+/v8" или похожим образом
bom-signature-utf-1 = UTF-1 не поддерживается: байты идут в декодер метки (для UTF-8: U+FFFD, затем "dL"; для windows-1252: "÷dL")
bom-signature-utf-ebcdic = UTF-EBCDIC не поддерживается: байты идут в декодер метки (для UTF-8: U+FFFD, затем "sfs"; для windows-1252: "Ýsfs")
bom-signature-scsu = SCSU не поддерживается: U+000E (SHIFT OUT), затем FE FF, который стоит не в начале и поэтому не BOM (для UTF-8: два U+FFFD)
bom-signature-bocu-1 = BOCU-1 не поддерживается: байты идут в декодер метки (для UTF-8: два U+FFFD, затем "("; для windows-1252: "ûî(")
bom-signature-gb-18030 = не распознаётся: с меткой gb18030 или GBK декодер gb18030 превращает эти четыре байта в U+FEFF, который остаётся в тексте как ZERO WIDTH NO-BREAK SPACE; с другими метками получаются другие символы

# Панель «Почему эта кодировка».
why-open-a-file = Откройте файл, чтобы увидеть, какую кодировку выбрал бы для него браузер и почему.
why-detector-failed = Детектор не смог прочитать файл: { $error }
why-reading = Чтение первого МиБ файла для детектора…
why-not-ready = Решение ещё не готово: детектор ещё читает файл.
why-applied = как в контексте «{ $context }»: { $encoding } (источник: { $by })
why-context = Контекст:
why-override = Переопределение:
why-referring-document = Родитель:
why-tld = Домен верхнего уровня:
why-hint-label = метка
why-from-network = из сети
    .help = Страница, загруженная по HTTP: там детектор Firefox не предполагает UTF-8 (для локального файла может)
# $field — ключ выбора (override / referrer).
why-not-a-label = { $field ->
    [override] переопределение
   *[referrer] родительский документ
}: { $label } не является меткой ни одной кодировки; { $hint }
why-not-a-mime-type = Content-Type: { $header } не разбирается как тип MIME (тип/подтип; параметры)
# $id (decided_by в JSON) показывает только английский текст.
why-decided-by = источник решения: { $by }, уверенность — { $confidence }{ $id ->
   *[other] {""}
}
why-apply = Декодировать как в этом контексте
why-decodes = декодирует: { $operation }
why-prescan-result = Собственный результат предсканирования: { $encoding }.
why-step-bytes = байты { $from }..{ $to }: выделить их (шаг из { $spec })
why-detector = Детектор
why-detector-choice = { $choice }{ $asked ->
    [yes] {""}
   *[no] {" "}(этот контекст не спрашивает детектор)
}: { $why }
why-chardetng = chardetng (детектор Firefox) предположил { $chardetng }{ $effect ->
    [can] {" "}с доменом .{ $tld }, который может изменить его предположение
    [cannot] {" "}с доменом .{ $tld }, который не меняет его предположения
   *[none] {""}
}; из { $sample } { $sample ->
    [one] просмотренного байта
    [few] просмотренных байтов
    [many] просмотренных байтов
   *[other] просмотренного байта
} { $non_ascii } вне ASCII{ $little ->
    [yes] : данных слишком мало
   *[no] {""}
}
why-decode-as = Декодировать как { $encoding }

# Панель «Ошибки».
errors-not-scanned = Файл ещё не просканирован на ошибки.
errors-scan = Найти ошибки
errors-scanning = сканирование… пока { $errors }
errors-scan-failed = Сканирование не удалось: { $error }
errors-scan-again = Сканировать снова
errors-scan-cancelled = Сканирование отменено: просмотрено { $done } из { $total }.
errors-none = Ошибок нет: { $complete ->
    [yes] проверено
   *[no] пока проверено
} { $bytes }.
errors-summary = { $errors } на { $bytes }
errors-decode-as = Декодировать как { $encoding }
errors-listing-first = Показаны первые { $n }; «{ $next }» (F8) продолжает с любого места файла.
errors-offset = смещение { $offset }

# Панель «Символ».
character-click = Щёлкните байт или символ, чтобы увидеть, что это.
character-selected-byte = Выделен байт { $at } ({ $hex }): { $bytes }
character-selected-bytes = Выделены байты { $from }–{ $to } ({ $hex_from }–{ $hex_to }): { $bytes }
character-no-glyph = (ни в одном шрифте здесь нет этого глифа)
character-in-encoding = в кодировке { $encoding }

# Панель «Сравнение».
compare-open-a-file = Откройте файл, чтобы увидеть его байты сразу в нескольких кодировках.
compare-job = сравнение декодирований
compare-encodings = Кодировки ({ $n }) ▾
compare-encodings-help = Какие кодировки сравнивать (набор по умолчанию, все { $n } или свой выбор)
compare-default-set = Набор по умолчанию
compare-all = Все { $n }
compare-clean = только декодируемые без ошибок
compare-alone = только декодер каждой кодировки: без BOM sniffing
compare-working = Сравнение всего документа
compare-none-clean = Ни одна из этих кодировок не декодирует байты без ошибок.
compare-bytes-row = Байты { $from }–{ $to } (строка курсора; щёлкните байт в шестнадцатеричной панели, чтобы перейти к его строке) и каждая кодировка по всему документу
compare-encoding = кодировка
compare-errors = ошибки
compare-first-error = первая ошибка
compare-characters = символы
compare-differs = отличается от строки выше
compare-decode-with = Декодировать документ одним декодером { $encoding }, как в этой строке
compare-go-to-first-error = перейти к первой ошибке
compare-go-to-first-difference = перейти к первому отличию
compare-cell = { $encoding }: { $range } → { $made }
compare-cell-error = ошибка (U+FFFD)
compare-cell-nothing = ничего (управляющая последовательность)


## Панели «Восстановление» и «Различия», причины и вердикт

# Панель «Восстановление»: итог восстановления, восстановленные части и их шаги по байтам, отвергнутые цепочки
repair-nothing-open = Откройте файл или вставьте текст (Файл ▸ Вставить байты…, как текст), чтобы исправить в нём кракозябры.
repair-working = Восстановление текста
repair-step = закодировать в { $encode } и декодировать как { $decode }
repair-chain-then = { $chain }, затем { $step }
repair-oddness = {" "}(странность { $before } → { $after })
repair-oddness-before = {" "}(странность { $before })
repair-summary-lost = цепочкой тут ничего не восстановить: в тексте { $lost } × U+FFFD там, где декодирование потеряло байты (декодируйте байты в той кодировке, в которой они записаны){ $figures }
repair-summary-unsure = ничего не восстановлено: ни одно исправление не достигает уверенности { $percent }{ $figures }
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
repair-summary-one-chain-lines = { $parts ->
    [one] восстановлена { $parts } часть
    [few] восстановлены { $parts } части
    [many] восстановлено { $parts } частей
   *[other] восстановлено { $parts } части
} одной цепочкой, только в строках, которые она исправляет (остальные читаются и без неё): { $chain }{ $figures }
repair-streamed-nothing = восстанавливать нечего: текст ({ $size }) прочитан { $pieces ->
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
} по частям; текст ({ $size }) прочитан { $pieces ->
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
} после цепочки для всего текста ({ $chain }); текст ({ $size }) прочитан { $pieces ->
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
repair-unsure = { $parts ->
    [one] { $parts } строка оставлена как есть
    [few] { $parts } строки оставлены как есть
    [many] { $parts } строк оставлены как есть
   *[other] { $parts } строки оставлены как есть
}: ни одно исправление не достигает уверенности { $percent } (щёлкните, чтобы выделить)
repair-unsure-reading = { $percent } { $text }: { $how }
repair-as-it-is = как есть
repair-modified = модифицированный UTF-8 Java прочитан как записанные им символы, а не как повреждение: { $list }{ $more }
repair-modified-item = { $bytes } в байте { $at } — это { $char }
repair-modified-more = и ещё { $n }
repair-part-confidence = уверенность { $percent }
repair-not-taken = Отвергнутые цепочки
repair-not-taken-still-odd = то, что она даёт, тоже не читается как текст, даже когда восстановлены и оставшиеся странные слова
repair-not-taken-tie = ничья: так байты декодируются столь же чисто; выбранная цепочка идёт раньше в порядке обычных кодировок
repair-not-taken-odder-than-taken = даже когда восстановлены и оставшиеся странные слова, результат страннее выбранной цепочки ({ $score } против { $taken })
repair-not-taken-too-little-evidence = слишком мало доказательств: декодеры, принимающие любой байт, ничего не доказывают чистым декодированием, а меняется меньше трёх символов
repair-not-taken-only-drawings = меняются только слова из символов псевдографики, а они так же часто оказываются таблицей, как и буквами, прочитанными в кодовой странице DOS
repair-not-taken-not-better = не даёт явного выигрыша перед исходным текстом ({ $score } против { $than }, с учётом того, насколько буквы подходят языку)
repair-not-taken-other-part = с ней другая часть текста не кодируется или не декодируется без ошибок
repair-not-taken-odder-than-tried = страннее опробованных цепочек ({ $score })
repair-references = { $n ->
    [one] { $n } числовая ссылка на символ
    [few] { $n } числовые ссылки на символы
    [many] { $n } числовых ссылок на символы
   *[other] { $n } числовой ссылки на символ
} в тексте: это пишет кодировщик в режиме ошибок html вместо символов, которые его кодировка не может закодировать (так их присылает форма со страницы в устаревшей кодировке)
repair-reference = { $written } — это { $character } ({ $code_point }): так кодировщик в режиме ошибок html пишет символ, который его кодировка не может закодировать
repair-reference-no-character = { $written } не обозначает никакого символа (это не скалярное значение Юникода)

# Панель «Различия»: заведомо правильный файл рядом с испорченным, область за областью
diff-nothing-open = Откройте испорченный файл, затем укажите здесь файл, каким он должен быть: для каждой области испорченного файла будет найдена точная цепочка, которая её породила.
diff-known-good-file = Заведомо правильный файл:
diff-find-chains = Найти цепочки
diff-hint = Открытый файл — испорченный; укажите путь к файлу в том виде, каким он должен быть (кодировка любая).
diff-working = Сравнение
diff-read-as = Заведомо правильный файл прочитан как { $good }, этот файл — как { $broken }.
diff-identical = Этот файл — в точности заведомо правильный текст: различий нет.
diff-summary = Объяснено цепочками: { $explained ->
    [one] { $explained } область
    [few] { $explained } области
    [many] { $explained } областей
   *[other] { $explained } области
}; не объяснено: { $unexplained ->
    [one] { $unexplained } область
    [few] { $unexplained } области
    [many] { $unexplained } областей
   *[other] { $unexplained } области
}; без изменений: { $same ->
    [one] { $same } байт
    [few] { $same } байта
    [many] { $same } байт
   *[other] { $same } байта
}; потеряно по пути: { $lost ->
    [one] { $lost } байт
    [few] { $lost } байта
    [many] { $lost } байт
   *[other] { $lost } байта
}.
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
diff-region = { $range }: { $what }
diff-region-damaged = { $chain } (восстанавливается с помощью --chain '{ $arg }')
diff-region-plain = текст { $chain }
diff-region-unexplained = ни одна цепочка не даёт эти байты из того текста
diff-region-hover = заведомо правильный файл: { $range }; щёлкните, чтобы выделить эти байты
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
} (`mojiscope diff --json` перечисляет первые { $listed })

# Причины: откуда берётся порча (заголовки, истории и исправления причин — в assets/causes.toml)
cause-heading = Причина
cause-likely = Вероятно: { $title }
cause-possible = Возможно: { $title }
cause-headline-likely = Вероятная причина: { $title }
cause-headline-possible = Возможная причина: { $title }
cause-none = Ни одна известная mojiscope причина не подходит к этому восстановлению: цепочка показана выше, шаг за шагом.
cause-what-points-to-it = Что на неё указывает
# The comment ending a fix written once per table or column, for those left out.
fix-more-statements = -- … и так же ещё { $n }
fix-name-not-utf8 = Имя этого файла не в UTF-8, а { $runtime } называет файлы в Юникоде: сначала переименуйте файл (ниже каждый байт имени не в UTF-8 показан как �).
cause-copy = Копировать
    .help = Копировать исправление для { $place }
cause-copied = Исправление для { $place } скопировано.
cause-why-read-as = Восстановление отменяет то, что текст, записанный в { $written }, прочитали как { $read }.
cause-why-astral = В тексте есть символы выше U+FFFF (эмодзи), по четыре байта каждый в UTF-8.
cause-why-bom-utf-8 = Файл начинается с маркера последовательности байтов UTF-8 (EF BB BF).
cause-why-bom-none = Файл не начинается с маркера последовательности байтов.
cause-why-utf-8 = Каждый байт — часть правильного UTF-8, есть символы вне ASCII.
cause-why-legacy = Это не UTF-8: его байты читаются как { $encoding } (выбор детектора).
cause-why-declared = Файл объявляет { $declared }, но его байты читаются как { $reads_as }.
cause-why-reads-as = Как { $reads_as } файл декодируется без ошибок и читается как текст.
cause-why-iso-2022-jp = Его байты ASCII содержат управляющие последовательности ISO-2022-JP (ESC $ B … ESC ( B).
cause-why-utf-16-without-bom = Его байты имеют ритм { $encoding } (NUL рядом с каждой буквой ASCII), маркера последовательности байтов нет.
cause-why-modified-nul = В байте { $at } U+0000 записан как C0 80{ $count ->
    [one] {""}
    [few] {" "}(всего { $count } раза)
    [many] {" "}(всего { $count } раз)
   *[other] {" "}(всего { $count } раза)
}.
cause-why-cesu-8 = В байте { $at } { $code_point } записан двумя суррогатами по три байта ({ $bytes }).
cause-why-cesu-8-pairs = В байте { $at } { $code_point } записан двумя суррогатами по три байта ({ $bytes }; всего { $pairs ->
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
} { $named ->
    [one] оканчивается
    [few] оканчиваются
    [many] оканчиваются
   *[other] оканчиваются
} расширением имени.
cause-why-file-names-of = Это список имён файлов (перечень { $archive }): { $named } из его { $lines ->
    [one] { $lines } строки
    [few] { $lines } строк
    [many] { $lines } строк
   *[other] { $lines } строки
} { $named ->
    [one] оканчивается
    [few] оканчиваются
    [many] оканчиваются
   *[other] оканчиваются
} расширением имени.
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
verdict-reason-bom = по BOM
verdict-reason-xml-declaration = по объявлению XML
verdict-reason-css-charset = по правилу @charset
verdict-reason-meta = по объявлению <meta>
verdict-reason-utf-16-rhythm = ритм текста UTF-16, без BOM
verdict-reason-valid-utf-8 = правильный UTF-8
verdict-reason-mostly-utf-8 = UTF-8 с ошибками
verdict-reason-ascii = только ASCII
verdict-reason-detected = по определению детектора
verdict-reason-binary = двоичный файл
verdict-headline-empty = Пусто: декодировать нечего.
verdict-headline-bom = { $encoding }: файл начинается со своего маркера последовательности байтов.
verdict-headline-declared = { $encoding }: кодировка определена { $reason }.
verdict-headline-declared-misread = { $reads_as }: { $reason } файл в { $declared }, но байты читаются как { $reads_as }. Браузер следует объявлению и показывает кракозябры (объявление, вероятно, неверно).
verdict-headline-utf-16-rhythm = { $encoding } без BOM: у байтов ритм текста UTF-16, и они декодируются без ошибок.
verdict-headline-valid-utf-8 = { $encoding }: каждый байт — часть правильного UTF-8.
verdict-headline-mostly-utf-8 = { $encoding } с ошибками: символы файла вне ASCII — правильный UTF-8, а байты, которые им не являются, — ошибки декодирования.
verdict-headline-ascii = { $encoding }: только байты ASCII, которые читаются одинаково в любой совместимой с ASCII кодировке.
verdict-headline-iso-2022-jp = { $encoding } — по escape-последовательностям: все байты — ASCII, а ESC $ B и ESC ( B переключают текст между японским и ASCII.
verdict-headline-detected-few = { $encoding }, по определению детектора: байты — не UTF-8; детектор выбрал { $encoding }, но это догадка по немногим байтам вне ASCII.
verdict-headline-detected = { $encoding }, по определению детектора: байты — не UTF-8, и детектор выбрал { $encoding }.
verdict-headline-binary = Не текст: { $content }; его байты показаны в шестнадцатеричном виде.
verdict-headline-binary-unknown = Не текст: его байты показаны в шестнадцатеричном виде.
verdict-note-utf-16-behind-utf-8-bom = После метки порядка байтов UTF-8 (EF BB BF) в файле текст в { $encoding }: любое декодирование следует BOM и читает его как UTF-8, с NUL рядом с каждой буквой, и другая кодировка его тоже не прочтёт, потому что его двухбайтовые единицы начинаются с байта 3, после BOM. Кто-то записал BOM UTF-8 перед UTF-16: удалите эти три байта и читайте файл как { $encoding }.
verdict-note-modified-utf-8 = Единственные ошибки UTF-8 — { $n } { $n ->
    [one] последовательность
    [few] последовательности
    [many] последовательностей
   *[other] последовательности
} модифицированного UTF-8 из Java или CESU-8 (C0 80 для U+0000, символ выше U+FFFF — две суррогатные половины по три байта): декодер UTF-8 выдаёт там U+FFFD; «Восстановление» читает их как настоящие символы.
verdict-note-utf-16-without-bom = { $encoding } без маркера последовательности байтов: программы, которые его ищут (Excel, многие редакторы и инструменты), читают файл как что-то другое. Сохраните его с BOM или в UTF-8.
verdict-note-iso-2022-jp = ISO-2022-JP (японская электронная почта, старые японские страницы): его байты — ASCII с управляющими последовательностями, поэтому в UTF-8 вместо текста видны эти последовательности.
verdict-note-mojibake = Правильный UTF-8, который читается как кракозябры: «{ $before }» снова станет «{ $after }», если { $chain }. Исправить это можно на панели «Восстановление» или командой `mojiscope repair`.
verdict-note-declaration-disagrees = Файл объявляет { $declared }, но читается как { $reads_as }: объявление, вероятно, неверно (браузер следует ему и показывает кракозябры).
verdict-utf-8-one-byte = Большая часть файла — правильный UTF-8; не является им только этот один байт.
verdict-utf-8-these-bytes = Большая часть файла — правильный UTF-8; не являются им только { $bytes ->
    [one] этот { $bytes } байт
    [few] эти { $bytes } байта
    [many] эти { $bytes } байт
   *[other] эти { $bytes } байта
}.
verdict-utf-8-behind-errors = Большая часть файла — правильный UTF-8; не являются им только байты, вызвавшие { $errors ->
    [one] эту { $errors } ошибку
    [few] эти { $errors } ошибки
    [many] эти { $errors } ошибок
   *[other] эти { $errors } ошибки
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
source-not-found = { $path }: нет такого файла
source-permission-denied = { $path }: доступ запрещён
source-io = { $path }: { $error }
source-directory = { $path }: это каталог
source-special = { $path }: это { $kind ->
    [directory] каталог
    [fifo] именованный канал (FIFO)
    [character-device] символьное устройство
    [block-device] блочное устройство
    [socket] сокет
   *[special] специальный файл
}, а не файл, который mojiscope может исследовать
source-changed-size = { $path }: файл изменился, пока был открыт (его размер в байтах был { $from }, стал { $to })
source-changed-modified = { $path }: файл изменился, пока был открыт (его изменили)
source-vanished = { $path }: файл удалён или перемещён, пока был открыт
source-too-large = { $name }: больше { $mib } МиБ из потока; сначала сохраните его в файл
example-a-and-zi = a и 字 в UTF-8
    .what = U+0061 a — это ASCII: один байт, 61. Для U+5B57 字 нужно 16 бит: три байта E5 AD 97.
    .look = Ведущий байт 1110xxxx говорит «дальше ещё два»; каждый 10xxxxxx несёт 6 бит. Пройдите по шагам.
example-utf8-bom = BOM UTF-8 сильнее метки
    .what = Метка говорит windows-1252, но файл начинается с EF BB BF — маркера последовательности байтов (BOM) UTF-8.
    .look = decode сначала выполняет BOM sniffing: BOM побеждает, и é выходит правильно (в windows-1252 BOM читался бы как ï»¿).
example-utf16be-bom = BOM UTF-16BE сильнее метки
    .what = FE FF — BOM UTF-16BE: decode переключается на UTF-16BE, какой бы ни была метка (здесь utf-8).
    .look = Каждый символ — два байта, старший первым: 00 48 — это H. Третий прочитанный в буфер байт возвращается в поток.
example-utf16le-bom = BOM UTF-16LE сильнее метки
    .what = FF FE — BOM UTF-16LE: decode берёт UTF-16LE, хотя метка — windows-1252.
    .look = Младший байт первым: 48 00 — это H. В windows-1252 один только BOM читался бы как ÿþ.
example-zwnbsp-lost = Начальный ZWNBSP, потерянный при перекодировании в UTF-8 и обратно
    .what = Текст начинался с U+FEFF (ZERO WIDTH NO-BREAK SPACE); кодирование в UTF-8 записало его как EF BB BF.
    .look = UTF-8 decode принимает эти байты за BOM и отбрасывает их: символ пропал. Попробуйте операцию «UTF-8 decode без снятия BOM».
example-java-c0-80 = Избыточная запись C0 80 (модифицированный UTF-8 в Java)
    .what = Модифицированный UTF-8 в Java записывает U+0000 как C0 80 — двухбайтовую (избыточную) форму однобайтового символа.
    .look = В UTF-8 байт C0 никогда не начинает последовательность, а 80 сам по себе — лишний байт продолжения: два U+FFFD.
example-cesu8-pair = Суррогатная пара в CESU-8
    .what = CESU-8 записывает U+1F600 😀 его суррогатами UTF-16 D83D DE00, каждый трёхбайтовой последовательностью: ED A0 BD ED B8 80.
    .look = В UTF-8 нет суррогатов (utf8_upper_boundary для ED — 9F): шесть U+FFFD. Настоящий UTF-8 — F0 9F 98 80.
example-mysql-utf8mb3 = Четырёхбайтовый символ, обрезанный MySQL utf8mb3
    .what = «utf8» в MySQL (utf8mb3) хранит не больше 3 байтов на символ: 🍕 F0 9F 8D 95 потерял последний байт.
    .look = Декодер ждёт четвёртый байт продолжения, а получает пробел: один U+FFFD, и пробел обрабатывается снова.
example-utf32-as-utf16le = UTF-32, опознанный как UTF-16LE
    .what = FF FE 00 00 — BOM UTF-32LE, но стандарт не знает UTF-32: он видит FF FE, BOM UTF-16LE.
    .look = Остальное декодируется как UTF-16LE: U+0000, H, U+0000, i, U+0000 — после каждого символа NUL.
example-shift-jis-as-1252 = Shift_JIS, прочитанный как windows-1252
    .what = Эти байты — 文字化け (кракозябры) в Shift_JIS; в windows-1252 каждый байт — одна латинская буква.
    .look = Выберите Shift_JIS в списке кодировок: те же байты, теперь по два на символ, читаются как 文字化け.
example-split-stream = Поток, разрезанный посреди символа
    .what = Вызов decode у TextDecoder с параметром stream получает первые два байта знака € (E2 82); следующий вызов приносит AC и остальной текст.
    .look = Декодер хранит состояние (utf8_bytes_needed, utf8_code_point) между вызовами, поэтому € выходит целым.
example-double-mojibake = Кракозябры дважды: UTF-8, дважды прочитанный как windows-1252
    .what = Французскую фразу прочитали как windows-1252, сохранили в UTF-8 и снова прочитали как windows-1252: é стало ÃƒÂ©.
    .look = Панель «Восстановление» находит цепочку (закодировать в windows-1252, декодировать как UTF-8, дважды) и показывает каждый шаг на байтах.
example-bom-under-code-pages = BOM в одиннадцати кодировках
    .what = UTF-8 с BOM: EF BB BF, затем русский, французский и японский текст.
    .look = «Сравнение» показывает под байтами результат каждого декодера: BOM — это ï»¿ в windows-1252, п»ї в windows-1251, О╩© в KOI8-R.
example-lost-bytes = Байты, потерянные по дороге: UTF-8, прочитанный в Python как cp1252
    .what = Чешский, словацкий и русский текст Python прочитал как windows-1252; его cp1252 не принимает 81 8D 8F 90 9D, и эти байты стали U+FFFD (č — это C4 8D).
    .look = Восстановление возвращает то, что определяют оставшиеся байты, помечает каждый потерянный байт как ?? и говорит, чем он мог быть (ā č ď Đ ĝ).
list-separator = {", "}
write-as-unencodable-refuse = ничего не записывать и назвать символы, которые нельзя записать
write-as-unencodable-html = записать каждый как &#N; (режим ошибок html, как делают браузеры)
write-as-no-encoder = у кодировки { $encoding } нет кодировщика (она только декодирует, в один U+FFFD): выберите другую кодировку
write-as-no-bom = у кодировки { $encoding } нет маркера последовательности байтов: он есть только у UTF-8, UTF-16LE и UTF-16BE
write-as-with-bom = { $encoding } с BOM
write-as-character-on-line = { $character } (строка { $line })
write-as-and-others = и другие
write-as-refusal = { $encoding } не может записать { $characters ->
    [one] { $characters } символ
    [few] { $characters } символа
    [many] { $characters } символов
   *[other] { $characters } символа
} текста: { $list }; ничего не записано
write-as-referenced = { $characters ->
    [one] { $characters } символ, которому нет соответствия в { $encoding }, стал
    [few] { $characters } символа, которым нет соответствия в { $encoding }, стали
    [many] { $characters } символов, которым нет соответствия в { $encoding }, стали
   *[other] { $characters } символа, которым нет соответствия в { $encoding }, стали
} &#N;: { $list }
example-document = Пример «{ $title }»
document-from-byte = { $name }, с байта { $offset }
example-unfold = ▸ объяснить
    .help = рассказать, что показывает этот пример
example-fold = ▾ свернуть
    .help = свернуть объяснение до заголовка
message-reload = Перечитать
message-dismiss = Закрыть
message-file-changed = { $change }. Перечитайте файл, чтобы увидеть новое содержимое.
message-no-file-dialog = Системный диалог выбора файла здесь показать не удалось: введите путь вручную.
message-no-system-dialog = Системного диалога выбора файла здесь нет (нет ни портала рабочего стола, ни zenity): введите путь вручную.
message-another-task = Уже идёт другая задача: дождитесь её или сначала отмените.
message-no-repair-panel = Панели «Восстановление» нет.
message-no-why-panel = Панели «Почему эта кодировка» нет.
message-offset-past-end = Смещение { $offset } за концом файла ({ $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}).
message-no-encoder-error = { $forward ->
    [true] После
   *[false] До
} этого вызова обработчика ошибок кодировщика нет.
message-no-error = { $forward ->
    [true] После
   *[false] До
} этого места ошибок нет.
message-not-found = { $what } в файле не встречается.
message-found = { $what } найдено по смещению { $offset }: совпадение { $nth } из { $total }.
message-copy-cancelled = Копирование отменено.
task-searching-for = поиск: { $what }
task-searching-error = поиск { $forward ->
    [true] следующей
   *[false] предыдущей
} ошибки
task-copying = копирование выделения
task-exporting = { $kind ->
    [text] экспорт текста
    [repaired] экспорт восстановленного текста
    [report] создание отчёта
   *[trace] экспорт трассировки
}
banner-not-text = — эти байты не текст ни в одной кодировке: читайте их в шестнадцатеричном виде (в декодированном тексте серия NUL показана одной меткой).
banner-decoded-as = Декодировано как { $shown } ({ $why }); файл читается как { $reads_as } ({ $reason }).
banner-decoded-as-with-errors = Декодировано как { $shown } ({ $why }, { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
    [many] { $errors } ошибок
   *[other] { $errors } ошибки
}); файл читается как { $reads_as } ({ $reason }).
banner-decode-as = Декодировать как { $encoding }
banner-why = Почему эта кодировка?
banner-open-repair = Открыть «Восстановление»
banner-read-after-bom = Читать текст { $encoding } после BOM
banner-how-to-fix = Как это исправить
banner-cause = { $headline }.
status-encoding = { $encoding } ({ $why })
status-encoding-bom = { $encoding } (по BOM; метка { $label })
status-encoding-utf8-only = { $encoding } (операция декодирует только UTF-8; метка { $label })
why-encoding-command-line = из командной строки
why-encoding-remembered = ваш прежний выбор для этого файла
why-encoding-chosen = ваш выбор
why-encoding-example = выбор примера
drop-to-inspect = Отпустите, чтобы исследовать
view-bytes = Байты
view-decoded-text = Декодированный текст
find-replacement-has-no-bytes = у кодировки replacement нет байтов для текста
find-no-bytes-in = у { $character } нет байтов в { $encoding }
number-not-hex = { $character } — не шестнадцатеричная цифра
number-odd-hex = нечётное число шестнадцатеричных цифр
number-not-a-size = { $typed } — не размер в байтах (не целое число)
number-chunks-too-large = сумма размеров фрагментов больше 2^64 − 1 байт
dialog-open-title = Открыть файл
dialog-path = Путь:
dialog-path-hint = /путь/к/файлу
dialog-open = Открыть
dialog-type-a-path-to-open = Введите путь к файлу, который нужно открыть.
dialog-system-file-dialog = Системный диалог выбора файла
dialog-export-title = { $kind ->
    [text] Экспорт декодированного текста
    [csv] Экспорт трассировки в CSV
    [repaired] Экспорт восстановленного текста
    [report] Экспорт отчёта
   *[jsonl] Экспорт трассировки в JSON Lines
}
dialog-export-writes = { $kind ->
    [text] Записывает в файл весь декодированный текст.
    [repaired] Записывает в файл текст, восстановленный на панели «Восстановление».
    [report] Записывает отчёт, который можно передать другим (вердикт, причина и как её устранить, решение, восстановление на байтах; HTML или Markdown, если имя оканчивается на .md).
   *[other] Записывает в файл трассировку выделения (или всего файла) в UTF-8.
}
dialog-export-exists = Файл с таким именем уже есть: «Заменить» перезапишет его.
dialog-save-to = Сохранить в:
dialog-save-to-hint = /путь/к/результату
dialog-replace = Заменить
dialog-export = Экспортировать
dialog-type-a-path-to-write = Введите путь к файлу, который нужно записать.
dialog-system-save-dialog = Системный диалог сохранения
dialog-browse = Обзор…
dialog-no-system-dialog = Системного диалога выбора файла здесь нет; введите путь.
dialog-go-to-title = Перейти к смещению
dialog-offset = Смещение:
dialog-offset-hint = 1234 или 0x4D2
dialog-go = Перейти
dialog-find-title = Поиск
dialog-find-text = текст
dialog-find-hex = шестнадцатеричные байты
dialog-find = Найти:
dialog-find-bytes = байты { $bytes }
dialog-find-looks-for = ищем { $bytes }
dialog-find-next = Найти далее
dialog-find-previous = Найти ранее
dialog-shortcuts-title = Сочетания клавиш
copied-as-hex = в шестнадцатеричном виде
copied-as-text = как текст ({ $characters ->
    [one] { $characters } символ
    [few] { $characters } символа
    [many] { $characters } символов
   *[other] { $characters } символа
})
copied-as-escaped = как экранированная строка ({ $size })
copied-the-first = Скопированы первые { $size } выделения { $how }: больше буфер обмена не вмещает; чтобы получить все { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}, экспортируйте трассировку или текст.
copied-byte = Байт { $offset } скопирован { $how }.
copied-bytes = Скопировано: { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
} (байты { $from }–{ $to }) { $how }.
export-is-a-folder = { $path } — это папка: добавьте к пути имя файла.
export-no-folder = Папки { $folder } нет: введите путь в существующей папке.
export-not-the-inspected-file = Экспорт в { $path } не выполнен: это исследуемый файл, а mojiscope никогда в него не пишет.
export-repair-not-finished = экспортировать пока нечего: восстановление ещё не закончено
export-the-repaired-text = восстановленный текст ({ $size }){ $into }
export-the-decoded-text = декодированный текст ({ $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}){ $into }
export-the-report = отчёт ({ $format ->
    [markdown] Markdown
   *[html] HTML
})
export-the-trace = { $steps ->
    [one] { $steps } шаг
    [few] { $steps } шага
    [many] { $steps } шагов
   *[other] { $steps } шага
} байтов { $from }–{ $to }
export-done = Экспортировано: { $what } → { $path }{ $note }
export-failed = Экспорт в { $path } не удался: { $error }
export-fatal = в режиме ошибок fatal экспортировать нечего: { $error }
export-refused = { $refusal }. Выберите «записать &#N;» или кодировку, в которой эти символы есть (UTF-8 записывает любой символ).
export-in = {" "}в { $encoding }
export-note = ; { $note }
export-cancelled = отменено
wait-scan-running = это покажет сканирование, идущее в фоне; эта строка обновится, когда оно дойдёт до этого места
wait-scan-the-file = чтобы узнать, просканируйте файл (вкладка «Ошибки»)
wait-first-error-unknown = Режим ошибок fatal: прогон останавливается на первой ошибке, а есть ли она до байта { $offset }, пока неизвестно; { $then }.
wait-far-sync = Состояние декодера на байте { $offset } зависит от байтов далеко перед ним (после байта { $sync } его ничто не сбрасывает); { $then }.
# The encoding picker's groups: the standard's headings (§ 4 Encodings).
encoding-group-the-encoding = Основная кодировка (UTF-8)
encoding-group-single-byte = Устаревшие однобайтовые кодировки
encoding-group-chinese-simplified = Устаревшие многобайтовые кодировки для китайского (упрощённое письмо)
encoding-group-chinese-traditional = Устаревшие многобайтовые кодировки для китайского (традиционное письмо)
encoding-group-japanese = Устаревшие многобайтовые кодировки для японского
encoding-group-korean = Устаревшие многобайтовые кодировки для корейского
encoding-group-miscellaneous = Прочие устаревшие кодировки
picker-search-labels = Поиск по меткам:
picker-search-hint = например, latin1, sjis, cp1251
picker-no-such-label = Ни у одной кодировки нет такой метки.
picker-by-label = { $encoding } (метка «{ $label }»)
picker-labels = метки: { $labels }{ $first ->
    [true] {" "}(Enter выбирает эту)
   *[false] {""}
}
controls-encoding = Кодировка:
controls-operation = Операция:
controls-always-utf8 = (всегда UTF-8)
controls-stream-chunks = фрагменты stream:
    .help = Размеры вызовов decode с параметром stream; остаток уходит в последний вызов
controls-stream-chunks-hint = например, 2,5
controls-bom-decodes-as = BOM → декодируется как { $encoding }
    .help = Маркер последовательности байтов сильнее метки (см. вкладку «BOM»)
write-as = Записать как:
write-as-bom = Начать с маркера последовательности байтов
    .help = Чтобы Excel прочитал CSV как UTF-8, нужен UTF-8 с BOM; файлы UTF-16 начинаются с него.
write-as-writes-everything = { $encoding } записывает любой символ.
write-as-cannot-write = Символ, который нельзя записать:
write-as-choice = { $mode ->
    [refuse] отказать, ничего не записывать
   *[html] записать &#N;
}
paste-title = Вставить байты
paste-hex = шестнадцатеричные (E2 82 AC)
paste-utf8 = текст (его байты в UTF-8)
paste-encoded = текст в кодировке
paste-bytes = Байты:
paste-open = Открыть как черновой буфер
paste-scratch-buffer = черновой буфер
paste-preview-waits = (декодируется, когда ввод остановится…)
paste-written-in = кодировка, в которой они записаны
paste-decodes-as = декодируется как { $encoding } ({ $why }): { $text }
task-stopped = { $what } — остановлено: { $error }
panel-run-again = Запустить снова
progress-working = работа идёт
progress-percent = { $percent } %
progress-percent-left = { $percent } %, осталось около { $left }
duration-seconds = { $s } с
duration-minutes = { $min } мин { $s } с
duration-hours = { $h } ч { $min } мин
duration-more = больше 100 часов
keys-or = {" "}или{" "}
input-dropped-bytes = перетащенные байты
input-cannot-read-dropped = Не удаётся прочитать перетащенный файл: { $error }
role = { $role ->
    [bom] BOM
    [ascii] ASCII
    [single] однобайтовый символ
    [lead] ведущий байт
    [trail] байт продолжения
    [error] источник U+FFFD
    [escape] управляющая последовательность
   *[undecoded] не декодировано
}
legend-error = здесь возвращена ошибка
legend-continued = продолжение строки выше
legend-restored = возвращённый байт
legend-reference = числовая ссылка на символ (&#…;)
legend-chunk = здесь начинается N-й вызов decode() (фрагменты stream)
hex-text-column = байты как текст
hex-byte = байт { $offset }: { $byte }
hex-byte-hover = смещение { $offset } ({ $hex }) · байт { $byte } · { $role }
hex-error-here = при чтении этого байта обработчик вернул ошибку
hex-restored = возвращён в поток: этот байт читается снова
hex-empty = (пусто: 0 байт)
hex-scrollbar = позиция в шестнадцатеричном виде
unit-text = { $characters } ← { $bytes }
unit-lookalike = { $character } — не ASCII-символ { $ascii }: это { $name }
unit-error = U+FFFD ← { $bytes }: { $class }
unit-bom = маркер последовательности байтов { $encoding } ({ $bytes }), его поглощает BOM sniffing
unit-stripped = U+FEFF ← { $bytes }: TextDecoder отбрасывает его как BOM
unit-escape = управляющая последовательность ({ $bytes }): переключает состояние декодера
text-empty = (текста нет: вход пуст)
text-nul-run = { $count ->
    [one] { $count } символ NUL
    [few] { $count } символа NUL
    [many] { $count } символов NUL
   *[other] { $count } символа NUL
} из байтов { $from }–{ $to }
text-nul-run-hover = { $run }: U+0000, свёрнуто; щёлкните, чтобы выделить
text-fatal-stopped = (режим ошибок fatal: декодирование остановилось на более ранней ошибке)
text-character = символ { $character } из байта { $offset }
text-replacement = символ замены U+FFFD для байта { $offset }: { $class }
text-bom = маркер последовательности байтов на байте { $offset }
text-escape = управляющая последовательность { $sequence } на байте { $offset }
repair-whole-text-needed = его восстановление меняет сами слова (UTF-16 или ISO-2022-JP, прочитанные как кодовая страница), а для этого нужен весь текст сразу
repair-pieces-not-utf8 = это не текст в UTF-8 (первая ошибка на байте { $offset })
repair-pieces-not-ascii = длинный текст читается по частям, а для этого нужна кодировка, сохраняющая ASCII


## The Lint panel: the open file held to its encoding policy, as `mojiscope lint` holds it.
tab-lint = Проверка
lint-nothing-open = Откройте файл, чтобы проверить его на соответствие правилам кодировки (его { $attributes }, его { $editorconfig }) — так же, как mojiscope lint в CI.
lint-working = Проверка файла на соответствие правилам
lint-too-large = Размер файла { $size }: целиком проверяются файлы до { $most }.
lint-policy-default = UTF-8 без BOM (ни { $attributes }, ни { $editorconfig } не задают другую)
lint-policy-config = { $name } ({ $key } в { $config })
lint-policy-editorconfig = { $name } ({ $key } в { $file })
lint-policy-gitattributes = { $name } ({ $key } в { $file })
lint-held-to = Правило: { $policy }
lint-config = Правила проверки — как задано в { $file }.
lint-binary = Двоичный файл: он не проверяется.
lint-none = Ничего не найдено: файл соответствует правилам.
lint-summary = { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
    [many] { $errors } ошибок
   *[other] { $errors } ошибки
}, { $warnings ->
    [one] { $warnings } предупреждение
    [few] { $warnings } предупреждения
    [many] { $warnings } предупреждений
   *[other] { $warnings } предупреждения
}
lint-place = строка { $line }, столбец { $column }
lint-error = ошибка
lint-warning = предупреждение
lint-rule-invalid-bytes = байты, которые не являются текстом в ожидаемой кодировке
lint-rule-other-encoding = часть в другой кодировке
lint-rule-bom = метка порядка байтов, которую правило запрещает, требует или которая ему противоречит
lint-rule-bom-inside = метка порядка байтов (U+FEFF) внутри текста
lint-rule-mojibake = кракозябры: текст, декодированный не в той кодировке и сохранённый заново
lint-rule-replacement-character = U+FFFD: символ, потерянный при прежнем декодировании
lint-rule-c1-control = управляющий символ C1 (от U+0080 до U+009F)
lint-rule-bidi-control = переопределение или изоляция направления текста в исходном коде
lint-rule-nul = символ NUL в тексте
lint-fix-remove = исправление: удалить
lint-fix-to = исправление: { $text }
