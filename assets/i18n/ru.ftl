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
    .look = UTF-8 decode принимает эти байты за BOM и отбрасывает их: символ пропал. Попробуйте «UTF-8 decode without BOM».
example-java-c0-80 = Избыточное C0 80 (модифицированный UTF-8 в Java)
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
    .look = Панель «Исправление» находит цепочку (закодировать в windows-1252, декодировать как UTF-8, дважды) и показывает каждый шаг на байтах.
example-bom-under-code-pages = BOM в одиннадцати кодировках
    .what = UTF-8 с BOM: EF BB BF, затем русский, французский и японский текст.
    .look = «Сравнение» показывает под байтами результат каждого декодера: BOM — это ï»¿ в windows-1252, п»ї в windows-1251, О╩© в KOI8-R.
example-lost-bytes = Байты, потерянные по дороге: UTF-8, прочитанный cp1252 из Python
    .what = Чешский, словацкий и русский текст Python прочитал как windows-1252; его cp1252 не принимает 81 8D 8F 90 9D, и эти байты стали U+FFFD (č — это C4 8D).
    .look = Исправление возвращает то, что определяют оставшиеся байты, помечает каждый потерянный байт как ?? и говорит, чем он мог быть (ā č ď Đ ĝ).
list-separator = {", "}
write-as-unencodable = { $mode ->
    [refuse] ничего не записывать и назвать символы, которые нельзя записать
   *[html] записать каждый как &#N; (режим ошибок html, как делают браузеры)
}
write-as-no-encoder = у { $encoding } нет кодировщика (она только декодирует, в один U+FFFD): выберите другую кодировку
write-as-no-bom = у { $encoding } нет маркера последовательности байтов: он есть только у UTF-8, UTF-16LE и UTF-16BE
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
example-document = Пример: { $title }
example-unfold = ▸ объяснить
    .help = показать, что показывает этот пример
example-fold = ▾ свернуть
    .help = свернуть объяснение до заголовка
message-reload = Перечитать
message-dismiss = Закрыть
message-file-changed = { $change }. Перечитайте файл, чтобы увидеть новое содержимое.
message-no-file-dialog = Системный диалог выбора файла здесь показать не удалось: введите путь вручную.
message-no-system-dialog = Системного диалога выбора файла здесь нет (нет ни портала рабочего стола, ни zenity): введите путь вручную.
message-another-task = Уже идёт другая задача: дождитесь её или сначала отмените.
message-no-repair-panel = Панели «Исправление» нет.
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
    [repaired] экспорт исправленного текста
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
banner-open-repair = Открыть «Исправление»
banner-how-to-fix = Как это исправить
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
    [repaired] Экспорт исправленного текста
    [report] Экспорт отчёта
   *[jsonl] Экспорт трассировки в JSON Lines
}
dialog-export-writes = { $kind ->
    [text] Записывает в файл весь декодированный текст.
    [repaired] Записывает в файл текст, исправленный на панели «Исправление».
    [report] Записывает отчёт, который можно передать другим (вердикт, причина и как её устранить, решение, исправление на байтах; HTML, или Markdown, если имя оканчивается на .md).
   *[other] Записывает в файл трассировку выделения (или всего файла) (UTF-8).
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
copied-as-hex = как шестнадцатеричные байты
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
copied-bytes = Скопировано { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
} (байты { $from }–{ $to }) { $how }.
export-is-a-folder = { $path } — это папка: добавьте к пути имя файла.
export-no-folder = Папки { $folder } нет: введите путь в существующей папке.
export-not-the-inspected-file = Экспорт в { $path } не выполнен: это исследуемый файл, а mojiscope никогда в него не пишет.
export-repair-not-finished = экспортировать пока нечего: исправление ещё не закончено
export-the-repaired-text = исправленный текст ({ $size }){ $into }
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
wait-scan-running = это покажет сканирование, идущее в фоне; здесь обновится, когда оно дойдёт до этого места
wait-scan-the-file = чтобы узнать, просканируйте файл (вкладка «Ошибки»)
wait-first-error-unknown = Режим ошибок fatal: прогон останавливается на первой ошибке, а есть ли она до байта { $offset }, пока неизвестно; { $then }.
wait-far-sync = Состояние декодера на байте { $offset } зависит от байтов далеко перед ним (после байта { $sync } его ничто не сбрасывает); { $then }.
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
panel-reads-as = Файл читается как
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
    [error] за U+FFFD
    [escape] управляющая последовательность
   *[undecoded] не декодировано
}
legend-error = здесь возвращена ошибка
legend-continued = продолжение строки выше
legend-restored = возвращённый байт
legend-reference = числовая символьная ссылка (&#…;)
legend-chunk = здесь начинается N-й вызов decode() (фрагменты stream)
hex-byte = байт { $offset }: { $byte }
hex-byte-hover = смещение { $offset } ({ $hex }) · байт { $byte } · { $role }
hex-error-here = при чтении этого байта обработчик вернул ошибку
hex-restored = возвращён в поток: этот байт читается снова
hex-empty = (пусто: 0 байт)
hex-scrollbar = позиция в шестнадцатеричном виде
unit-text = { $characters } из { $bytes }
unit-lookalike = { $character } — не ASCII-символ { $ascii }: это { $name }
unit-error = U+FFFD для { $bytes }: { $class }
unit-bom = маркер последовательности байтов { $encoding } ({ $bytes }), его поглощает BOM sniffing
unit-stripped = U+FEFF из { $bytes }, TextDecoder отбрасывает его как BOM
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

