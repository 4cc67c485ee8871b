# The window's words in English. Messages are named by where they show (menu-, action-,
# status-, stepper-, …); `.help` is what an action does, for the F1 list and hover texts.
# Keep the standard's names as they are: state variables (utf8_code_point), rule ids
# (utf8-invalid-lead), encodings, U+XXXX, bytes.

## Plurals

count-bytes = { $n ->
    [one] { $n } byte
   *[other] { $n } bytes
}
count-characters = { $n ->
    [one] { $n } character
   *[other] { $n } characters
}
count-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}

## The menu bar

menu-file = File
menu-edit = Edit
menu-decode = Decode
menu-examples = Examples
menu-view = View
menu-help = Help
menu-recent-files = Recent files
menu-none-yet = (none yet)
menu-dark-theme = Dark theme
menu-light-theme = Light theme
menu-language = Language
menu-encoding-standard = The Encoding Standard

## Actions: the label in menus and on buttons; .help, what it does (F1, hover texts)

action-open = Open…
    .help = open a file (typed path, or Browse… for the system dialog)
action-paste-bytes = Paste bytes…
    .help = paste bytes (hex, or text as UTF-8 or in any encoding) into a scratch buffer
action-export-text = Export decoded text…
    .help = write the decoded text to a file
action-export-trace-csv = Export trace as CSV…
    .help = write every step of the selection (or the file) as CSV
action-export-trace-jsonl = Export trace as JSON Lines…
    .help = write every step of the selection (or the file) as JSON Lines
action-export-report = Export report…
    .help = write a page to hand on: the verdict, the cause and its fix, the decision, the repair
action-compare-with-good = Compare with the known-good file…
    .help = name the file as it should be: each region of this one gets the chain that made it
action-reload = Reload
    .help = read the file again
action-close = Close
    .help = close the file
action-copy-text = Copy as text
    .help = copy the selection as text
action-copy-hex = Copy as hex
    .help = copy the selection as hex
action-copy-escaped = Copy as escaped string
    .help = copy the selection as an escaped string (\uXXXX, as JSON, JavaScript, Java and C# read it)
action-select-all = Select all
    .help = select every byte of the file
action-select-left = Extend the selection left
    .help = extend the selection by a character to the left (Shift+click or drag to select a range)
action-select-right = Extend the selection right
    .help = extend the selection by a character to the right
action-select-up = Extend the selection up
    .help = extend the selection up a row of bytes
action-select-down = Extend the selection down
    .help = extend the selection down a row of bytes
action-go-to = Go to offset…
    .help = go to offset
action-find = Find…
    .help = find text or hex bytes
action-prev-error = Previous error
    .help = previous error
action-next-error = Next error
    .help = next error
action-step-back = Step back
    .help = step back
action-step-forward = Step forward
    .help = step forward
action-play-pause = Play / pause
    .help = play / pause the stepper
action-scroll-up = Scroll up
    .help = scroll the bytes up a row
action-scroll-down = Scroll down
    .help = scroll the bytes down a row
action-page-up = Page up
    .help = scroll the bytes up a page
action-page-down = Page down
    .help = scroll the bytes down a page
action-start = Start of file
    .help = start of the file
action-end = End of file
    .help = end of the file
action-zoom-in = Zoom in
    .help = make everything larger (for a projector)
action-zoom-out = Zoom out
    .help = make everything smaller
action-zoom-reset = Actual size
    .help = zoom back to 100 %
action-present = Presentation mode
    .help = full screen with the bytes, the text and the panel only, for a projector (F5 or Esc leaves; the menus show at the top edge)
action-contexts-table = Contexts table…
    .help = every place of the web that decodes bytes, and how; apply one
action-help = Keyboard shortcuts
    .help = this list
action-close-dialogs = Close dialogs
    .help = close dialogs
action-panel1 = Tab 1
    .help = bring the first tab to the front
action-panel2 = Tab 2
    .help = bring the second tab to the front
action-panel3 = Tab 3
    .help = bring the third tab to the front
action-panel4 = Tab 4
    .help = bring the fourth tab to the front
action-panel5 = Tab 5
    .help = bring the fifth tab to the front
action-panel6 = Tab 6
    .help = bring the sixth tab to the front
action-panel7 = Tab 7
    .help = bring the seventh tab to the front
action-panel8 = Tab 8
    .help = bring the eighth tab to the front
action-panel9 = Tab 9
    .help = bring the ninth tab to the front

## The F1 list

help-drag-and-drop = drag and drop
    .help = open the dropped file
help-tab-keys = bring the tab with that number to the front

## Byte ranges

range-byte = byte { $at }
range-bytes = bytes { $from }–{ $to }

## The stepper (the decoder's)

stepper-open-a-file = Open a file to step through its decoding.
stepper-scan-the-file = Scan the file
stepper-in-the-bom = Bytes 0–{ $last } are the { $bom } BOM: BOM sniffing consumes them before the decoder runs, so no handler sees them. The first handler call is at byte { $first }.
stepper-after-fatal = Fatal mode: the run stopped at the error at byte { $offset }; no handler sees this byte.
stepper-empty = The input is empty: the only step is end-of-queue.
stepper-past-the-end = No handler call reads this byte (the decoder finished before it).
stepper-go-to-first = Go to the first step
stepper-handler-at-byte = { $algorithm } handler, byte { $offset } ({ $byte })
stepper-handler-at-end = { $algorithm } handler, end-of-queue
stepper-handling-again = handling { $nth } of { $of }: the byte was restored and is read again
stepper-decode-call = decode() call { $call } of { $calls }, stream: { $stream } ({ $chunk })
stepper-decode-call-begins = decode() call { $call } of { $calls }, stream: { $stream } ({ $chunk }): a new call begins
stepper-no-bytes = no bytes, only end-of-queue
stepper-decoder-state = Decoder state
stepper-decoder-no-state = The { $algorithm } has no state: each byte is handled on its own.
stepper-mode-decoder = Decoder
    .help = step the decoder over the bytes
stepper-mode-encoder = Encoder
    .help = step an encoder over the decoded text or typed text
stepper-play = Play
stepper-pause = Pause
stepper-speed = speed
stepper-steps-per-second = { " " }steps/s
stepper-run-to = Run to offset:
stepper-run = Run
    .help = Move the stepper to the first handling of that byte
stepper-not-an-offset = "{ $typed }" is not an offset (decimal, or hex with 0x)
stepper-read-head-at-byte = read head at byte { $offset }
stepper-read-head-at-end = read head at end-of-queue
stepper-result = Result
stepper-continue = continue (no output yet)
stepper-emit = emit { $characters }
stepper-error-fatal = error: fatal mode stops here
stepper-error-replacement = error: U+FFFD goes to the output
stepper-finished = finished
stepper-restores = restores { $bytes } to the stream: read again next
stepper-rule = Rule
stepper-citation = { $step } (Encoding Standard)
stepper-output-so-far = Output so far:
stepper-bit-layout = Bit layout
strip-read = read

## The state table

state-variable = variable
state-before = before
state-after = after
state-changed-to = { $name } changed to { $value }

## The encoder's stepper

encoder-nothing-to-encode = Nothing to encode: type some text, or open a file.
encoder-gbk-no-state = The GBK encoder has no state (its is GBK flag is set: no four-byte forms).
encoder-no-state = The { $algorithm } has no state: each code point is handled on its own.
encoder-state = Encoder state
encoder-end-of-queue = end-of-queue
encoder-from-the-reference = { $character }, from the { $reference } that error mode html put in front of the input for the character at byte { $offset }
encoder-from-the-input = { $character } (the character at byte { $offset })
encoder-handler = { $algorithm } handler, { $what }
encoder-call-of = call { $call } of { $calls }
encoder-read-again = read again: the last call restored it to the queue
encoder-read-head = read head at handler call { $call } ({ $what })
encoder-variables = Handler's variables
encoder-no-variables = none: this rule returns without arithmetic
encoder-bits-into = { $code_point } = { $bits } into { $pattern }
encoder-bytes = bytes { $bytes }
encoder-error-with = error with { $code_point }
encoder-continue = continue
encoder-html-next = error mode html puts { $reference } (its number in base ten) in front of the input: the next { $calls } calls encode those characters, which every encoder has as ASCII
encoder-fatal-stops = error mode fatal: the run stops here, nothing is written
encoder-restores = restores { $code_point } to the queue: read again next, in the new state
encoder-nothing-yet = nothing yet

## UTF-16 surrogate pairs

surrogate-bit-layout = Bit layout (surrogate pair)
surrogate-lead-only = { "  " }the high ten bits of code point − 0x10000 ({ $high }); a trail surrogate 110111xxxxxxxxxx must follow

## The status bar

status-no-file = No file open
status-scanning = scanning { $percent }%: { $errors } so far
status-cancel-scan = Cancel scan
status-scan-cancelled = { $errors } in the part scanned (cancelled)
status-scan-failed = scan failed: { $error }
status-offset = offset { $offset } ({ $hex })
status-selected-byte = selected byte { $at }
status-selected-bytes = selected bytes { $from }–{ $to } ({ $bytes })
status-cancel = Cancel
status-zoom = zoom { $percent } %
    .help = View ▸ Zoom in / Zoom out / Actual size (Ctrl+Plus, Ctrl+Minus, Ctrl+0)

## The window with nothing open

welcome-what = See what bytes mean as text, step by step, as the WHATWG Encoding Standard decodes them.
welcome-drop = Drop a file here, or
welcome-open = Open a file…
welcome-paste = Paste bytes…
welcome-example = Start with an example
welcome-examples = Examples
welcome-recent = Recent files

## The tabs

tab-stepper = Stepper
tab-character = Character
tab-errors = Errors
tab-bom = BOM
tab-encode = Encode
tab-why = Why this encoding
tab-compare = Compare
tab-repair = Repair
tab-diff = Diff

## The Encode panel (and the encoder's stepper's input)

encode-encode = Encode
encode-text-in-view = the decoded text in view
encode-this-text = this text:
encode-text-to-encode = text to encode
encode-into = into
encode-error-mode = error mode
encode-html = html
    .help = a character the encoding lacks becomes &#N;
encode-fatal = fatal
    .help = the run stops at the first character the encoding lacks
encode-no-encoder = { $encoding } has no encoder; its output encoding is UTF-8.
encode-summary = { $characters } → { $bytes } in { $encoding }; { $references } without a mapping became { $references ->
    [one] a character reference
   *[other] character references
}
encode-summary-stopped = { $characters } → { $bytes } in { $encoding }; error mode fatal stopped at { $code_point } (byte { $offset })
encode-step-through = Step through ▸
    .help = every handler call of this run in the Stepper, from the first
encode-references = Character references
encode-step-through-one = step through { $reference }
    .help = step through it in the Stepper


## The rules in words: what each handler step did, with its values (explain-<rule id>)

explain-utf8-end-in-sequence = end-of-queue while UTF-8 bytes needed is { $needed } (bytes seen { $seen }): the sequence is cut by the end; bytes needed is set to 0, the other variables keep their values; return error
explain-utf8-end = end-of-queue with nothing pending: return finished
explain-utf8-ascii = byte { $byte } is in 0x00 to 0x7F: return code point { $code_point }
explain-utf8-lead-2 = byte { $byte } starts a 2-byte sequence: bytes needed = 1, code point = byte & 0x1F = { $code_point }
explain-utf8-lead-3 = byte { $byte } starts a 3-byte sequence: bytes needed = 2, code point = byte & 0xF = { $code_point }{ $bound ->
    [e0] ; 0xE0: lower boundary = 0xA0 (rejects overlong forms)
    [ed] ; 0xED: upper boundary = 0x9F (rejects surrogates)
   *[none] {""}
}
explain-utf8-lead-4 = byte { $byte } starts a 4-byte sequence: bytes needed = 3, code point = byte & 0x7 = { $code_point }{ $bound ->
    [f0] ; 0xF0: lower boundary = 0x90 (rejects overlong forms)
    [f4] ; 0xF4: upper boundary = 0x8F (rejects code points above U+10FFFF)
   *[none] {""}
}
explain-utf8-invalid-lead = byte { $byte } is not 0x00 to 0x7F, 0xC2 to 0xF4 ({ $why ->
    [continuation] a continuation byte cannot start a sequence
    [overlong] 0xC0 and 0xC1 would only start overlong 2-byte forms
   *[above] 0xF5 to 0xFF would encode code points above U+10FFFF
}): return error
explain-utf8-out-of-range = byte { $byte } is outside the boundaries { $lower } to { $upper }: reset the state, restore the byte to the stream (it is handled again), return error
explain-utf8-continuation = continuation byte { $byte }: boundaries back to 0x80 to 0xBF, code point = ({ $before } << 6) | (byte & 0x3F) = { $after }, bytes seen { $seen } of { $needed }: continue
explain-utf8-complete = last continuation byte { $byte }: code point = ({ $before } << 6) | (byte & 0x3F) = { $after }, all { $bytes } bytes seen: reset, return { $code_point }
explain-utf8-encode-end = end-of-queue: return finished
explain-utf8-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-utf8-encode-sequence = { $code_point }: count { $count }, offset { $offset }; first byte (cp >> { $shift }) + { $offset }, then { $count } × 0x80 | 6 bits: { $bytes }
explain-encode-error-html = { $rule }; error mode html puts &#{ $number }; in front of the input
explain-encode-error-fatal = { $rule }; error mode fatal: the run stops here
explain-encode-in-a-reference = { $rule } (part of an html character reference)

## The Why this encoding, BOM, Errors, Character and Compare panels, and the words of the decision, the BOM table and the detector they show


## The Repair and Diff panels, the causes and the verdict

# The Repair panel: the repair's summary, its parts and steps on the bytes, the chains not taken
repair-nothing-open = Open a file, or paste text (Edit ▸ Paste bytes…, as text), to repair its mojibake.
repair-working = Repairing the text
repair-step = encode as { $encode } → decode as { $decode }
repair-chain-then = { $chain }, then { $step }
repair-oddness = {" "}(oddness { $before } → { $after })
repair-oddness-before = {" "}(oddness { $before })
repair-summary-lost = nothing a chain can repair: the text holds { $lost ->
    [one] { $lost } U+FFFD
   *[other] { $lost } U+FFFDs
} where its decoding lost bytes (decode the bytes with the encoding they are in){ $figures }
repair-summary-nothing = nothing to repair: the text reads as text{ $figures }
repair-summary-word-by-word = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} word by word, the rest left as it was{ $figures }
repair-summary-one-chain = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} with one chain for the whole text: { $chain }{ $figures }
repair-streamed-nothing = nothing to repair in { $size } read in { $pieces } pieces
repair-streamed-part-by-part = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} part by part, in { $size } of text read in { $pieces } pieces
repair-streamed-after-chain = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} after { $chain } for the whole text, in { $size } of text read in { $pieces } pieces
repair-detail-first = In detail below, the document's first { $size }: { $summary }. The rest was repaired piece by piece as it settled.
repair-truncated = (the first { $size } of the document, as text)
repair-not-text = The file is not text ({ $content }): a repair has nothing to work on.
repair-lost-in-decoding = Decoded as { $decoded_as }, the bytes give { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}: those characters are lost in this text, not in the file. The file reads as { $reads_as } ({ $reason }).
repair-decode-as = Decode as { $encoding }
repair-open = Open the repaired text
    .help = Open the repaired text (UTF-8) as a scratch buffer, to inspect its bytes
repair-repaired-name = { $name } (repaired)
repair-cannot-open = Cannot open the repaired text: { $error }
repair-no-temporary-file = no temporary file for the repaired text: { $error }
repair-nothing-to-export = Nothing to export yet: the repair has not finished.
repair-export = Export…
    .help = Save the repaired text as UTF-8 (never onto the inspected file)
repair-copy-command = Copy the command line
repair-copied-command = Copied the command line.
repair-to-reproduce = to reproduce:
repair-resolve-references = resolve { $n ->
    [one] { $n } numeric character reference
   *[other] { $n } numeric character references
}
repair-before-and-after = Before and after
repair-parts = { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} repaired (click one to select its bytes and see its steps)
repair-parts-in-whole = { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} repaired in the whole document, { $first } of them in its first { $size } (click one to select its bytes and see its steps)
repair-part-bytes = bytes { $start }–{ $end } of the file
repair-and-more = … and { $n } more
repair-chain-does-not-apply = (the chain does not apply to this part alone)
repair-lost-byte = a byte of { $text } was lost (?? in its bytes): the character was one of { $characters }
repair-column-character = character
repair-column-bytes = its bytes
repair-column-made-from = made from
repair-not-taken = Not taken
repair-not-taken-still-odd = what it makes does not read as text either, with the words still odd repaired too
repair-not-taken-tie = a tie: the bytes decode as cleanly this way; the chain taken comes first in the order of the usual encodings
repair-not-taken-odder-than-taken = with the words still odd repaired too, odder than the chain taken ({ $score } against { $taken })
repair-not-taken-too-little-evidence = too little evidence: decoders that accept any byte prove nothing by decoding cleanly, and it changes fewer than three characters
repair-not-taken-not-better = not clearly better than the text as it is ({ $score } against { $than }, with how the letters fit a language)
repair-not-taken-other-part = another part of the text does not encode or decode cleanly with it
repair-not-taken-odder-than-tried = odder than the chains tried ({ $score })
repair-references = { $n ->
    [one] { $n } numeric character reference
   *[other] { $n } numeric character references
} in the text: what an encoder in html mode writes for characters its encoding cannot encode (a form posted in a legacy encoding sends them)
repair-reference = { $written } is { $character } ({ $code_point }): what an encoder in html mode writes for a character its encoding cannot encode
repair-reference-no-character = { $written } stands for no character (not a Unicode scalar value)

# The Diff panel: the known-good file beside the broken one, region by region
diff-nothing-open = Open the broken file, then name the file as it should be here: each region of the broken one gets the exact chain that made it.
diff-known-good-file = Known-good file:
diff-find-chains = Find the chains
diff-hint = The open file is the broken one: the path names the file as it should be (in any encoding).
diff-working = Comparing
diff-read-as = Known-good file read as { $good }, this file as { $broken }.
diff-identical = This file is the known-good text as it is: nothing differs.
diff-summary = { $explained ->
    [one] { $explained } region
   *[other] { $explained } regions
} a chain explains, { $unexplained ->
    [one] { $unexplained } region
   *[other] { $unexplained } regions
} no chain explains; { $same ->
    [one] { $same } byte
   *[other] { $same } bytes
} the same text, { $lost ->
    [one] { $lost } byte
   *[other] { $lost } bytes
} lost on the way.
diff-chain-counts = { $chain }: { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
}, { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}
diff-encoded-as = encoded as { $encoding }
diff-decoded-as = decoded as { $encoding }
diff-encoded-as-again = encoded as { $encoding } again
diff-chain-next = { $chain }, { $part }
diff-region = bytes { $start }–{ $end }: { $what }
diff-region-damaged = { $chain } (repair --chain '{ $arg }')
diff-region-plain = the text { $chain }
diff-region-unexplained = no chain makes these bytes of that text
diff-region-hover = known-good bytes { $start }–{ $end }; click to select these bytes
diff-loss = {"    "}at { $at } { $kind } { $code_point } (of { $good })
diff-loss-kind = { $kind ->
    [replaced] a U+FFFD stands for
    [question-mark] a ? stands for
    [dropped] dropped:
   *[space] a space stands for
}
diff-and-more = … and { $regions ->
    [one] { $regions } region
   *[other] { $regions } regions
} more (mojiscope diff --json lists the first { $listed })

# The causes: where the damage comes from (their titles, stories and fixes are in assets/causes.toml)
cause-heading = Cause
cause-likely = Likely: { $title }
cause-possible = Possible: { $title }
cause-headline-likely = Likely cause: { $title }
cause-headline-possible = Possible cause: { $title }
cause-none = No cause mojiscope knows fits this repair: the chain is shown above, step by step.
cause-what-points-to-it = What points to it
cause-copy = Copy
    .help = Copy the fix for { $place }
cause-copied = Copied the fix for { $place }.
cause-why-read-as = The repair undoes text written as { $written } and read as { $read }.
cause-why-astral = The text holds characters above U+FFFF (emoji), four bytes each in UTF-8.
cause-why-bom-utf-8 = It starts with a UTF-8 byte order mark (EF BB BF).
cause-why-bom-none = It does not start with a byte order mark.
cause-why-utf-8 = Every byte is part of valid UTF-8, with non-ASCII characters.
cause-why-legacy = It is not UTF-8: its bytes read as { $encoding } (the detector's choice).
cause-why-declared = It declares { $declared }, but its bytes read as { $reads_as }.
cause-why-reads-as = As { $reads_as } it decodes without errors, as text.
cause-why-iso-2022-jp = Its ASCII bytes hold ISO-2022-JP's escape sequences (ESC $ B … ESC ( B).
cause-why-utf-16-without-bom = Its bytes have the rhythm of { $encoding } (a NUL beside each ASCII letter), with no byte order mark.
cause-why-cesu-8 = At byte { $at }, { $code_point } is written as two surrogates of three bytes each ({ $bytes }).
cause-why-cesu-8-pairs = At byte { $at }, { $code_point } is written as two surrogates of three bytes each ({ $bytes }) ({ $pairs } such pairs).
cause-why-mail-no-charset = No header names a charset (Content-Type: …; charset=…).
cause-why-file-xml = It is an XML document (<?xml …?>).
cause-why-file-html = It is an HTML page.
cause-why-file-sql-named = It is a SQL dump (its name ends in .sql; CREATE TABLE, INSERT INTO).
cause-why-file-sql = It is a SQL dump (CREATE TABLE, INSERT INTO).
cause-why-sql-set-names = The dump says { $statement }.
cause-why-sql-charset = A table is declared { $declaration }.
cause-why-file-mail = It is an e-mail message (headers { $headers }).
cause-why-file-names = It is a list of file names: { $named } of its { $lines } lines end in a name's extension.
cause-why-file-names-of = It is a list of file names (a listing of { $archive }): { $named } of its { $lines } lines end in a name's extension.
cause-why-file-csv-named = It is a CSV (its name ends in { $extension }).
cause-why-file-csv = It is a CSV: its first { $lines } lines have { $fields } fields each, separated by { $separator ->
    [tab] tab
   *[other] “{ $separator }”
}.
cause-why-file-zip = It is a ZIP archive.
cause-why-zip-no-utf8-flag = The entry “{ $name }” is named in UTF-8, but its UTF-8 flag (bit 11) is not set.
cause-why-zip-cp437 = Read as the ZIP format says (code page 437), it is “{ $name }”.

# The file's verdict: which decoding and why, its notes, and a UTF-8 scan's errors added up
verdict-file-reads-as = The file reads as
verdict-reason-empty = empty file
verdict-reason-bom = its BOM
verdict-reason-xml-declaration = its XML declaration
verdict-reason-css-charset = its @charset rule
verdict-reason-meta = its <meta> declaration
verdict-reason-utf-16-rhythm = the rhythm of UTF-16 text, no BOM
verdict-reason-valid-utf-8 = valid UTF-8
verdict-reason-mostly-utf-8 = UTF-8 with errors
verdict-reason-ascii = ASCII only
verdict-reason-detected = as detected
verdict-reason-binary = binary file
verdict-headline-empty = Empty: there are no bytes to decode.
verdict-headline-bom = { $encoding }: the file starts with its byte order mark.
verdict-headline-declared = { $encoding }: { $reason } names it.
verdict-headline-utf-16-rhythm = { $encoding } without a BOM: the bytes have the rhythm of UTF-16 text and decode without errors.
verdict-headline-valid-utf-8 = { $encoding }: every byte is part of valid UTF-8.
verdict-headline-mostly-utf-8 = { $encoding } with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.
verdict-headline-ascii = { $encoding }: only ASCII bytes, which read the same in every ASCII-compatible encoding.
verdict-headline-detected-few = { $encoding }, as detected: the bytes are not UTF-8; the detector chose { $encoding }, a guess on few non-ASCII bytes.
verdict-headline-detected = { $encoding }, as detected: the bytes are not UTF-8, and the detector chose { $encoding }.
verdict-headline-binary = Not text: { $content }; the hex view shows its bytes.
verdict-headline-binary-unknown = Not text: the hex view shows its bytes.
verdict-binary-format = binary: { $format } (magic bytes { $magic })
verdict-binary-control-bytes = binary: no known format, but { $percent } % of the first bytes are NUL or control bytes
verdict-note-utf-16-without-bom = { $encoding } without a byte order mark: programs that look for one (Excel, many editors and tools) read it as something else. Save it with a BOM, or as UTF-8.
verdict-note-iso-2022-jp = ISO-2022-JP (Japanese e-mail, old Japanese pages): its bytes are ASCII with escape sequences, so as UTF-8 the escapes show instead of the text.
verdict-note-mojibake = Valid UTF-8 that reads as mojibake: “{ $before }” is “{ $after }” after { $chain }. The Repair panel (or `mojiscope repair`) undoes it.
verdict-note-declaration-disagrees = The file declares { $declared } but reads as { $reads_as }: the declaration is probably wrong (a browser follows it and shows mojibake).
verdict-utf-8-one-byte = Most of the file is valid UTF-8; this one byte is not.
verdict-utf-8-these-bytes = Most of the file is valid UTF-8; these { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} are not.
verdict-utf-8-behind-errors = Most of the file is valid UTF-8; the bytes behind these { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
} are not.
verdict-utf-8-probably-not = Probably not UTF-8: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
} in { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}.
verdict-utf-8-probably-not-reads-as = Probably not UTF-8: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
} in { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}. The file reads as { $encoding }.


## The window around the panels: banners, controls, dialogs, examples, the views, messages

