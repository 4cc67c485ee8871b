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
size-binary = { $value } { $unit ->
    [kib] KiB
    [mib] MiB
    [gib] GiB
   *[tib] TiB
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
action-panel10 = Tab 10
    .help = bring the tenth tab to the front

## The F1 list

help-drag-and-drop = drag and drop
    .help = open the dropped file
help-tab-keys = bring the tab with that number to the front

## Byte ranges

range-byte = byte { $at }
range-bytes = bytes { $from }–{ $to }
range-none = no bytes, at byte { $at }

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
# $rule picks the words of a step that has words ("3 (otherwise)") where a language needs
# them translated; English says the step as the code writes it ($step).
explain-citation = { $algorithm }, step { $rule ->
   *[any] { $step }
}
explain-other-rule = { $rule } ({ $citation })
explain-utf16-end-in-unit = { $pending ->
    [byte] end-of-queue with half a code unit pending (odd number of bytes): set both to null, return error
   *[surrogate] end-of-queue after leading surrogate { $surrogate } with no trailing surrogate: set both to null, return error
}
explain-utf16-end = end-of-queue with nothing pending: return finished
explain-utf16-leading-byte = first byte of a code unit: UTF-16 leading byte = { $byte }, continue
explain-utf16-surrogate-pair = code unit = { $order ->
    [be] (leading byte << 8) + byte
   *[le] (byte << 8) + leading byte
} = { $unit }, a trailing surrogate after leading surrogate { $lead }: 0x10000 + (({ $lead } − 0xD800) << 10) + ({ $unit } − 0xDC00) = { $code_point }
explain-utf16-unpaired-leading-surrogate = code unit = { $order ->
    [be] (leading byte << 8) + byte
   *[le] (byte << 8) + leading byte
} = { $unit } is not a trailing surrogate, so leading surrogate { $lead } is unpaired: restore both bytes of the code unit to the stream, return error
explain-utf16-leading-surrogate = code unit = { $order ->
    [be] (leading byte << 8) + byte
   *[le] (byte << 8) + leading byte
} = { $unit } is a leading surrogate: remember it, continue
explain-utf16-unpaired-trailing-surrogate = code unit = { $order ->
    [be] (leading byte << 8) + byte
   *[le] (byte << 8) + leading byte
} = { $unit } is a trailing surrogate with no leading surrogate: return error
explain-utf16-code-unit = code unit = { $order ->
    [be] (leading byte << 8) + byte
   *[le] (byte << 8) + leading byte
} = { $unit }: return { $code_point }
explain-single-byte-end = end-of-queue: return finished
explain-single-byte-ascii = byte { $byte } is an ASCII byte: return { $code_point }
explain-single-byte-mapped = pointer = byte − 0x80 = { $pointer } → index { $index } → { $code_point }
explain-single-byte-unmapped = pointer = byte − 0x80 = { $pointer } has no code point in index { $index }: return error
explain-single-byte-encode-end = end-of-queue: return finished
explain-single-byte-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-single-byte-encode-mapped = index pointer for { $code_point } in index { $index } = { $pointer } → byte pointer + 0x80 = { $byte }
explain-single-byte-encode-unmapped = { $code_point } is not in index { $index }: return error with { $code_point }
explain-replacement-end = end-of-queue: return finished
explain-replacement-error = first byte: set replacement error returned to true and return error (one U+FFFD stands for the whole input)
explain-replacement-finished = an error was already returned: return finished; the rest of the input is never read
explain-x-user-defined-end = end-of-queue: return finished
explain-x-user-defined-ascii = byte { $byte } is an ASCII byte: return { $code_point }
explain-x-user-defined-high = 0xF780 + byte − 0x80 = { $code_point } (private use)
explain-x-user-defined-encode-end = end-of-queue: return finished
explain-x-user-defined-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-x-user-defined-encode-high = { $code_point } − 0xF780 + 0x80 = byte { $byte }
explain-x-user-defined-encode-unmapped = { $code_point } is neither ASCII nor U+F780 to U+F7FF: return error with { $code_point }
explain-gb18030-end = end-of-queue with nothing pending: return finished
explain-gb18030-end-in-sequence = end-of-queue inside a sequence: reset first, second and third, return error
explain-gb18030-bad-fourth = fourth byte { $byte } is not 0x30 to 0x39: restore second { $second }, third { $third } and this byte to the stream, reset, return error
explain-gb18030-four-byte = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } → index gb18030 ranges → { $code_point }
explain-gb18030-four-byte-unmapped = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } has no code point in index gb18030 ranges: return error
explain-gb18030-third = byte { $byte } in 0x81 to 0xFE: gb18030 third = { $byte }, continue
explain-gb18030-bad-third = third byte { $byte } is not 0x81 to 0xFE: restore second { $second } and this byte, reset first and second, return error
explain-gb18030-second = byte { $byte } in 0x30 to 0x39: a four-byte sequence, gb18030 second = { $byte }, continue
explain-gb18030-two-byte = pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } → index gb18030 → { $code_point }
explain-gb18030-two-byte-unmapped = { $trail ->
    [yes] pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } has no code point in index gb18030:
   *[no] byte { $byte } is not a trail byte (0x40 to 0x7E, 0x80 to 0xFE): pointer is null;
} { $ascii ->
    [yes] restore the ASCII byte, return error
   *[no] return error
}
explain-gb18030-ascii = byte { $byte } is an ASCII byte: return { $code_point }
explain-gb18030-euro = byte 0x80: return U+20AC (€)
explain-gb18030-first = byte { $byte } in 0x81 to 0xFE: gb18030 first = { $byte }, continue
explain-gb18030-invalid-lead = byte { $byte } cannot start a sequence: return error
explain-gb18030-encode-end = end-of-queue: return finished
explain-gb18030-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-gb18030-encode-e5e5 = U+E5E5: index gb18030 maps 0xA3 0xA0 to U+3000 instead, so U+E5E5 cannot round-trip: return error
explain-gb18030-encode-gbk-euro = GBK encoder (is GBK) and U+20AC: return byte 0x80
explain-gb18030-encode-side-table = { $code_point } is in the { $table } compatibility table: return { $bytes }
explain-gb18030-encode-two-byte = index pointer for { $code_point } in index gb18030 = { $pointer }: lead = { $pointer } / 190 + 0x81 = { $lead }, trail = { $pointer } % 190 = { $trail }, offset = { $offset } (0x40 if trail < 0x3F, else 0x41) → { $bytes }
explain-gb18030-encode-gbk-unmapped = { $code_point } is not in index gb18030 and GBK has no four-byte form: return error with { $code_point }
explain-gb18030-encode-four-byte = not in index gb18030: index gb18030 ranges pointer = { $range ->
    [row] { $pointer_offset } + { $code_point } − { $offset } = { $pointer } (its range of index gb18030 ranges starts at { $offset }, pointer { $pointer_offset })
   *[e7c7] { $pointer } (U+E7C7 is the one code point outside the ranges)
}; byte1 = { $pointer } / 12600 = { $b1 }, byte2 = { $b2 }, byte3 = { $b3 }, byte4 = { $b4 } (the rest divided by 1260, then 10) → { $b1 } + 0x81, { $b2 } + 0x30, { $b3 } + 0x81, { $b4 } + 0x30 = { $bytes }
explain-big5-end-in-sequence = end-of-queue after lead byte { $lead }: reset Big5 lead, return error
explain-big5-end = end-of-queue with nothing pending: return finished
explain-big5-two-code-points = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } is one of the four pointers that return two code points: { $code_points }
explain-big5-mapped = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } → index Big5 → { $code_points }
explain-big5-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } has no code point in index Big5:
   *[no] byte { $byte } is not a trail byte (0x40 to 0x7E, 0xA1 to 0xFE):
} { $ascii ->
    [yes] restore the ASCII byte, return error
   *[no] return error
}
explain-big5-ascii = byte { $byte } is an ASCII byte: return { $code_point }
explain-big5-lead = byte { $byte } in 0x81 to 0xFE: Big5 lead = { $byte }, continue
explain-big5-invalid-lead = byte { $byte } cannot start a sequence: return error
explain-big5-encode-end = end-of-queue: return finished
explain-big5-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-big5-encode-unmapped = { $code_point } has no index Big5 pointer: return error with { $code_point }
explain-big5-encode-two-byte = index Big5 pointer for { $code_point } = { $pointer } ({ $which ->
    [last] the last of its two pointers
   *[hong-kong] never one below 5024, Hong Kong's extension
}): lead = { $pointer } / 157 + 0x81 = { $lead }, trail = { $pointer } % 157 = { $trail }, offset = { $offset } (0x40 if trail < 0x3F, else 0x62) → { $bytes }
explain-euc-jp-end-in-sequence = end-of-queue after lead byte { $lead }: reset EUC-JP lead, return error
explain-euc-jp-end = end-of-queue with nothing pending: return finished
explain-euc-jp-katakana = lead 0x8E then { $byte }: half-width katakana 0xFF61 − 0xA1 + byte = { $code_point }
explain-euc-jp-jis0212 = lead 0x8F then { $byte }: a JIS X 0212 character follows; EUC-JP jis0212 = true, EUC-JP lead = { $byte }
explain-euc-jp-mapped = pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } → index { $index } → { $code_point }
explain-euc-jp-unmapped = { $pair ->
    [yes] pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } has no code point in index { $index }:
   *[no] lead { $lead } and byte { $byte } are not both 0xA1 to 0xFE:
} { $ascii ->
    [yes] restore the ASCII byte, return error
   *[no] return error
}
explain-euc-jp-ascii = byte { $byte } is an ASCII byte: return { $code_point }
explain-euc-jp-lead = byte { $byte } starts a sequence: EUC-JP lead = { $byte }, continue
explain-euc-jp-invalid-lead = byte { $byte } cannot start a sequence: return error
explain-euc-jp-encode-end = end-of-queue: return finished
explain-euc-jp-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-euc-jp-encode-yen = U+00A5 (¥): return byte 0x5C
explain-euc-jp-encode-overline = U+203E (‾): return byte 0x7E
explain-euc-jp-encode-katakana = half-width katakana { $code_point }: 0x8E then code point − 0xFF61 + 0xA1 → { $bytes }
explain-euc-jp-encode-two-byte = index pointer for { $code_point } in index jis0208 = { $pointer }{ $minus ->
    [yes] {" "}(U+2212 is encoded as U+FF0D)
   *[no] {""}
}: lead = { $pointer } / 94 + 0xA1 = { $lead }, trail = { $pointer } % 94 + 0xA1 = { $trail } → { $bytes }
explain-euc-jp-encode-unmapped = { $code_point } is not in index jis0208: return error with { $code_point }
explain-iso-2022-jp-state = { $state ->
    [ascii] ASCII
    [roman] Roman
    [katakana] katakana
    [leading-byte] leading byte
    [trailing-byte] trailing byte
    [escape-start] escape start
    [escape] escape
   *[jis0208] jis0208
}
explain-iso-2022-jp-escape-byte = { explain-iso-2022-jp-state } state, byte 0x1B (ESC): decoder state = escape start, continue
explain-iso-2022-jp-escape-in-trail = trailing byte state, byte 0x1B (ESC): the character is cut; decoder state = escape start, return error
explain-iso-2022-jp-end = { explain-iso-2022-jp-state } state, end-of-queue: return finished
explain-iso-2022-jp-ascii = ASCII state, byte { $byte }: output = false, return { $code_point }
explain-iso-2022-jp-roman-yen = Roman state, byte 0x5C: return U+00A5 (¥)
explain-iso-2022-jp-roman-overline = Roman state, byte 0x7E: return U+203E (‾)
explain-iso-2022-jp-roman = Roman state, byte { $byte }: return { $code_point }
explain-iso-2022-jp-katakana = katakana state, byte { $byte }: 0xFF61 − 0x21 + byte = { $code_point }
explain-iso-2022-jp-lead = leading byte state, byte { $byte }: ISO-2022-JP lead = { $byte }, decoder state = trailing byte
explain-iso-2022-jp-trail = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } → index jis0208 → { $code_point }; decoder state = leading byte
explain-iso-2022-jp-trail-unmapped = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } has no code point in index jis0208: return error; decoder state = leading byte
explain-iso-2022-jp-end-in-trail = trailing byte state, end-of-queue: decoder state = leading byte, return error
explain-iso-2022-jp-bad-trail = trailing byte state, byte { $byte } is not 0x21 to 0x7E: decoder state = leading byte, return error
explain-iso-2022-jp-invalid = { explain-iso-2022-jp-state } state, byte { $byte } is not allowed here: output = false, return error
explain-iso-2022-jp-escape-lead = escape start, byte { $byte } ('{ $char }'): lead = { $byte }, decoder state = escape
explain-iso-2022-jp-bad-escape-start = escape start, { $end ->
    [yes] end-of-queue is not '$' or '(': output = false
   *[no] byte { $byte } is not '$' or '(': restore the byte, output = false
}, back to the output state { explain-iso-2022-jp-state }, return error
explain-iso-2022-jp-escape-accepted = { $sequence } selects { explain-iso-2022-jp-state } state: decoder state and output state = { explain-iso-2022-jp-state }, output = true; output was false: continue
explain-iso-2022-jp-escape-after-escape = { $sequence } selects { explain-iso-2022-jp-state } state: decoder state and output state = { explain-iso-2022-jp-state }, output = true; output was already true (two escape sequences in a row with nothing between): return error
explain-iso-2022-jp-bad-escape = ESC { $lead } then { $end ->
    [yes] end-of-queue is not a recognised escape sequence: restore the lead
   *[no] byte { $byte } is not a recognised escape sequence: restore { $lead } { $byte }
}, output = false, back to { explain-iso-2022-jp-state } state, return error
explain-iso-2022-jp-encode-end-reset = end-of-queue in { explain-iso-2022-jp-state } state: switch back to ASCII with ESC ( B ({ $bytes }) — every { $encoding } output ends in ASCII
explain-iso-2022-jp-encode-end = end-of-queue in ASCII state: return finished
explain-iso-2022-jp-encode-control = { $code_point } (SO, SI or ESC) could forge escape sequences: return error with U+FFFD, not the code point
explain-iso-2022-jp-encode-ascii = ASCII state, { $code_point }: return byte { $byte }
explain-iso-2022-jp-encode-roman = Roman state, { $code_point }: return { $bytes }
explain-iso-2022-jp-encode-switch-ascii = { $code_point } needs ASCII state but the state is { explain-iso-2022-jp-state }: restore { $code_point } to the queue, state = ASCII, return ESC ( B ({ $bytes })
explain-iso-2022-jp-encode-switch-roman = { $code_point } needs Roman state: restore it to the queue, state = Roman, return ESC ( J ({ $bytes })
explain-iso-2022-jp-encode-unmapped-switch-ascii = { $code_point }{ $set ->
    [yes] {" "}({ $original } is set to { $code_point })
   *[no] {""}
} is not in index jis0208 and the state is jis0208: restore { $original }, state = ASCII, return ESC ( B first
explain-iso-2022-jp-encode-unmapped = { $code_point }{ $set ->
    [yes] {" "}({ $original } is set to { $code_point })
   *[no] {""}
} is not in index jis0208: return error with { $code_point }
explain-iso-2022-jp-encode-switch-jis0208 = { $code_point }{ $set ->
    [yes] {" "}({ $original } is set to { $code_point })
   *[no] {""}
} is in index jis0208 but the state is { explain-iso-2022-jp-state }: restore { $original }, state = jis0208, return ESC $ B ({ $bytes })
explain-iso-2022-jp-encode-two-byte = index pointer for { $code_point } in index jis0208 = { $pointer }{ $set ->
    [yes] {" "}({ $original } is set to { $code_point })
   *[no] {""}
}: lead = { $pointer } / 94 + 0x21 = { $lead }, trail = { $pointer } % 94 + 0x21 = { $trail } → { $bytes }
explain-shift-jis-end-in-sequence = end-of-queue after lead byte { $lead }: reset Shift_JIS lead, return error
explain-shift-jis-end = end-of-queue with nothing pending: return finished
explain-shift-jis-eudc = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } is in 8836 to 10715 (Windows EUDC): 0xE000 − 8836 + pointer = { $code_point }
explain-shift-jis-mapped = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } → index jis0208 → { $code_point }
explain-shift-jis-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } has no code point in index jis0208:
   *[no] byte { $byte } is not a trail byte (0x40 to 0x7E, 0x80 to 0xFC):
} { $ascii ->
    [yes] restore the ASCII byte, return error
   *[no] return error
}
explain-shift-jis-ascii = byte { $byte } is an ASCII byte or 0x80: return { $code_point }
explain-shift-jis-katakana = byte { $byte } in 0xA1 to 0xDF: half-width katakana 0xFF61 − 0xA1 + byte = { $code_point }
explain-shift-jis-lead = byte { $byte } is a lead byte (0x81 to 0x9F, 0xE0 to 0xFC): Shift_JIS lead = { $byte }, continue
explain-shift-jis-invalid-lead = byte { $byte } (0xA0 or 0xFD to 0xFF) cannot start a sequence: return error
explain-shift-jis-encode-end = end-of-queue: return finished
explain-shift-jis-encode-ascii = { $code_point } is ASCII or U+0080: return byte { $byte }
explain-shift-jis-encode-yen = U+00A5 (¥): return byte 0x5C
explain-shift-jis-encode-overline = U+203E (‾): return byte 0x7E
explain-shift-jis-encode-katakana = half-width katakana { $code_point }: code point − 0xFF61 + 0xA1 → { $bytes }
explain-shift-jis-encode-two-byte = { $minus ->
    [yes] U+2212 is set to U+FF0D;{" "}
   *[no] {""}
}index Shift_JIS pointer for { $code_point } = { $pointer } (pointers 8272 to 8835, NEC's copies of IBM's extensions, are skipped): lead = { $pointer } / 188 = { $lead }, lead offset = { $lead_offset } (0x81 if lead < 0x1F, else 0xC1), trail = { $pointer } % 188 = { $trail }, offset = { $offset } (0x40 if trail < 0x3F, else 0x41) → { $bytes }
explain-shift-jis-encode-unmapped = { $code_point } has no index Shift_JIS pointer: return error with { $code_point }
explain-euc-kr-end-in-sequence = end-of-queue after lead byte { $lead }: reset EUC-KR lead, return error
explain-euc-kr-end = end-of-queue with nothing pending: return finished
explain-euc-kr-mapped = pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } → index { $index } → { $code_point }
explain-euc-kr-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } has no code point in index { $index }:
   *[no] byte { $byte } is not a trail byte (0x41 to 0xFE):
} { $ascii ->
    [yes] restore the ASCII byte, return error
   *[no] return error
}
explain-euc-kr-ascii = byte { $byte } is an ASCII byte: return { $code_point }
explain-euc-kr-lead = byte { $byte } in 0x81 to 0xFE: EUC-KR lead = { $byte }, continue
explain-euc-kr-invalid-lead = byte { $byte } cannot start a sequence: return error
explain-euc-kr-encode-end = end-of-queue: return finished
explain-euc-kr-encode-ascii = { $code_point } is an ASCII code point: return byte { $byte }
explain-euc-kr-encode-unmapped = { $code_point } is not in index { $index }: return error with { $code_point }
explain-euc-kr-encode-two-byte = index pointer for { $code_point } in index { $index } = { $pointer }: lead = { $pointer } / 190 + 0x81 = { $lead }, trail = { $pointer } % 190 + 0x41 = { $trail } → { $bytes }
error-class-unexpected-continuation = unexpected continuation byte
error-class-never-starts-sequence = byte that never starts a sequence (C0, C1, F5–FF)
error-class-overlong = overlong form (E0 80–9F, F0 80–8F)
error-class-surrogate = encoded surrogate (ED A0–BF)
error-class-above-max = above U+10FFFF (F4 90–BF)
error-class-cut-by-byte = sequence cut by a non-continuation byte
error-class-cut-by-end = sequence cut by the end
error-class-unpaired-leading-surrogate = leading surrogate without a trailing surrogate
error-class-unpaired-trailing-surrogate = trailing surrogate without a leading surrogate
error-class-invalid-byte = byte that cannot start a character
error-class-unmapped = no code point for this byte sequence in the index
error-class-invalid-trail = lead byte followed by a byte that cannot follow it
error-class-invalid-escape = escape byte without a recognised escape sequence
error-class-escape-after-escape = escape sequence right after another one
error-class-replacement-encoding = the replacement encoding decodes any input to one U+FFFD
error-class-pattern-cesu8 = CESU-8: { $code_point } written as a surrogate pair of two 3-byte sequences (UTF-8 needs one 4-byte sequence)
error-class-pattern-encoded-surrogate = surrogate { $unit } encoded as UTF-8 (WTF-8 or broken UTF-16 conversion); UTF-8 has no surrogates
error-class-pattern-java-nul = Java's modified UTF-8: U+0000 written as C0 80 (overlong)
error-class-pattern-overlong = overlong form: { $code_point } written with { $length } bytes
error-class-pattern-above-max = { $value } is above U+10FFFF, the last code point
error-class-pattern-obsolete = obsolete { $length }-byte form (RFC 2279) of { $value }; UTF-8 stops at 4 bytes
error-class-pattern-truncated = a 4-byte character cut after 3 bytes, as MySQL's 3-byte utf8 (utf8mb3) does to emoji and other characters outside the BMP
error-class-pattern-legacy-8bit = { $byte } is { $character } in windows-1252: a lone byte of a legacy 8-bit encoding
error-class-pattern-cyrillic = dense bytes C0–FF: Cyrillic in { $encoding }, where these read «{ $word }»
error-class-pattern-utf16 = { $encoding } bytes read as UTF-8
stepper-bits-pattern = pattern { $pattern }
stepper-bits-would-spell = {"  →  "}{ $payload }: would spell { $code_point }{ $why ->
    [too-long] , but it is UTF-8 stops at 4 bytes: 5- and 6-byte forms were dropped (RFC 3629)
    [overlong] , but it is overlong: a shorter form exists, and only the shortest is UTF-8
    [surrogate] , but it is a surrogate: UTF-8 encodes scalar values only, never surrogates
    [above-max] , but it is above U+10FFFF, the last code point
   *[none] {""}
}
stepper-bits-announces = {"  →  "}{ $payload }: the lead announces { $len } bytes; { $there } { $there ->
    [one] is
   *[other] are
} there
stepper-bits-so-far = {"  →  "}{ $payload } so far ({ $value })
surrogate-there = { $code_point } − 0x10000 = { $value } = { $high_bits } { $low_bits } (high ten bits, low ten bits) → 0xD800 + { $high } = { $lead }, 0xDC00 + { $low } = { $trail }
stepper-scanning = scanning
encode-more-bytes = … { $n } more bytes
encode-reference-for = { $reference } for { $character } at output byte { $offset }
encode-reference-bytes = { $label }: bytes { $from }–{ $to } of the output, outlined above

## The Why this encoding, BOM, Errors, Character and Compare panels, and the words of the decision, the BOM table and the detector they show

# The decode operations (the standard's names) and what each does.
operation-decode = decode
    .summary = BOM sniffing, then the label's encoding (a BOM wins over the label); errors become U+FFFD. HTML documents, classic scripts, CSS style sheets
operation-no-bom = the encoding's decoder, no BOM handling
    .summary = the label's decoder alone: no BOM sniffing, so a BOM decodes as U+FEFF (what running the decoder directly does)
operation-utf8-decode = UTF-8 decode
    .summary = always UTF-8; a UTF-8 BOM is skipped; errors become U+FFFD. fetch's text() and json(), module and worker scripts, EventSource
operation-utf8-decode-without-bom = UTF-8 decode without BOM
    .summary = always UTF-8; a BOM stays as U+FEFF; errors become U+FFFD. URL percent-decoding, application/x-www-form-urlencoded, multipart/form-data
operation-utf8-decode-without-bom-or-fail = UTF-8 decode without BOM or fail
    .summary = always UTF-8; a BOM stays as U+FEFF; the first error fails the whole decode, for callers that must refuse bad bytes instead of repairing them
operation-textdecoder = TextDecoder decode()
    .summary = the JavaScript API: the label's encoding, with the fatal and ignoreBOM options and decode() calls in pieces with the stream option

# The contexts: every place of the web that decodes bytes (the name; .spec, where the standard says so).
contexts-html = HTML document (the HTML parser)
    .spec = HTML 13.2.3.2 determining the character encoding
contexts-xhr-document = XMLHttpRequest document response (HTML)
    .spec = XHR 3.6.6 set a document response
contexts-xml = XML document (navigation, XSLT, responseXML)
    .spec = XML 1.0 4.3.3 and Appendix F; Encoding 4.1
contexts-css-from-document = CSS style sheet linked from a document
    .spec = CSS Syntax 3.2 the input byte stream
contexts-css-from-css = CSS style sheet imported by a style sheet
    .spec = CSS Syntax 3.2 the input byte stream
contexts-css-from-link-header = CSS style sheet from a Link: header
    .spec = CSS Syntax 3.2 the input byte stream
contexts-classic-script = classic script (<script src>)
    .spec = HTML 8.1.3.2 fetch a classic script
contexts-text-file = text file shown by the browser (text/plain)
    .spec = HTML 7.4.5 page load processing model for text files
contexts-view-source = view-source:
    .spec = browser-defined, as for the viewed document
contexts-xhr-text-xml = XMLHttpRequest text response (XML type)
    .spec = XHR 3.6.9 text response
contexts-xhr-text = XMLHttpRequest text response (other types)
    .spec = XHR 3.6.9 text response
contexts-textdecoder = TextDecoder decode()
    .spec = Encoding 7.2 TextDecoder
contexts-textdecoder-ignorebom = TextDecoder decode() with ignoreBOM
    .spec = Encoding 7.2 TextDecoder
contexts-fetch-text = fetch Body.text()
    .spec = Fetch 5.3 package data (text)
contexts-fetch-json = fetch Body.json()
    .spec = Fetch 5.3 package data (JSON): parse JSON from bytes
contexts-xhr-json = XMLHttpRequest JSON response
    .spec = XHR 3.6.9 JSON response: parse JSON from bytes
contexts-module-script = module script, worker script (other than classic)
    .spec = HTML 8.1.3.2 fetch a single module script
contexts-javascript-url = javascript: URL
    .spec = HTML 7.4.2.3.4 javascript: URL special case
contexts-manifest = web app manifest (application/manifest+json)
    .spec = Manifest 4.1 processing
contexts-payment-manifest = payment method manifest
    .spec = Payment Method Manifest 5
contexts-push-message = PushMessageData text() and json()
    .spec = Push API 11.4
contexts-event-stream = EventSource (text/event-stream)
    .spec = HTML 9.2.5 parsing an event stream
contexts-webvtt = WebVTT file
    .spec = WebVTT 6.1 parsing
contexts-websocket-text = WebSocket text message
    .spec = WebSockets 4 feedback from the protocol
contexts-document-cookie = document.cookie
    .spec = HTML 3.1.4 document.cookie getter
contexts-websocket-close-reason = WebSocket close reason
    .spec = WebSockets 4 the WebSocket connection is closed
contexts-percent-decode = percent-decoding (URL path, query)
    .spec = URL 1.3 percent-decode a string
contexts-form-urlencoded = application/x-www-form-urlencoded
    .spec = URL 5.1 application/x-www-form-urlencoded parsing
contexts-multipart-form-data = multipart/form-data
    .spec = Fetch 5.3 multipart/form-data parser
contexts-fragment-directive = the indicated part of a document (URL fragment)
    .spec = HTML 7.4.6.3 find a potential indicated element
contexts-host-parser = URL host parser (domain to ASCII)
    .spec = URL 3.5 host parsing
contexts-media-fragment = media fragment URI
    .spec = Media Fragments URI 5.1.1
contexts-decode-uri = decodeURI / decodeURIComponent (a URIError on bad bytes)
    .spec = ECMAScript 19.2.6.1 Decode
contexts-bom-sniff = BOM sniffing: a BOM wins over every label
    .short = BOM sniffing
contexts-bom-strip-utf8 = a UTF-8 BOM is skipped; a UTF-16 BOM is not a BOM here
    .short = UTF-8 BOM skipped
contexts-bom-strip-own = the BOM of its own encoding is removed
    .short = own BOM removed
contexts-bom-keep = kept: a BOM becomes U+FEFF
    .short = kept as U+FEFF
contexts-sniffs-html = BOM, override, Content-Type, <meta> prescan, parent, detector, default
contexts-sniffs-xhr-html = BOM, Content-Type, <meta> prescan, UTF-8
contexts-sniffs-xml = BOM, Content-Type, XML declaration, UTF-8
contexts-sniffs-css = BOM, Content-Type, @charset, referrer, UTF-8
contexts-sniffs-classic-script = BOM, Content-Type, <script charset> or the document
contexts-sniffs-transport-then-utf8 = BOM, Content-Type, UTF-8
contexts-sniffs-plain-text = BOM, override, Content-Type, detector, default
contexts-sniffs-label = the label given to it
contexts-sniffs-utf8 = nothing: always UTF-8
contexts-title = Contexts: where the web decodes bytes, and how
contexts-intro = Every place of the platform that turns bytes into text. Apply decodes the open document as that context would (its decision: the Why this encoding tab).
contexts-column-context = context
contexts-column-operation = operation
contexts-column-bom = BOM
contexts-column-streams = streams
contexts-column-errors = errors
contexts-column-looks-at = looks at
contexts-apply = Apply
contexts-apply-help = decode the document as { $context } does
contexts-yes = yes
contexts-no = no

# The decision step by step: what each step checks, what it found, and where the standard says so.
decision-by-bom = the byte order mark
decision-by-override = the user's override
decision-by-http = the Content-Type header's charset
decision-by-prescan = a <meta> declaration
decision-by-xml-declaration = the XML declaration
decision-by-css-charset = the @charset rule
decision-by-environment = the referring document's encoding
decision-by-detector = the detector
decision-by-default = the default
decision-confidence-certain = certain
decision-confidence-tentative = tentative
decision-confidence-irrelevant = irrelevant
decision-mode-fatal = the first error fails
decision-mode-replacement = errors become U+FFFD
decision-operation = { $op } with { $encoding }; { $bom }; { $mode }{ $streaming ->
    [yes] ; streaming
   *[no] {""}
}
decision-spec-html-parent = HTML 13.2.3.2 encoding sniffing, step 6 (the parent document)
decision-spec-xhr-document-default = XHR 3.6.6 set a document response, step 6
decision-spec-xml-default = XML 1.0 4.3.3: without a declaration, UTF-8
decision-spec-css-environment = CSS Syntax 3.2 determine the fallback encoding, step 3
decision-spec-css-default = CSS Syntax 3.2 determine the fallback encoding, step 4
decision-spec-classic-script = HTML 8.1.3.2 fetch a classic script: the script's charset, else the document's encoding
decision-spec-classic-script-default = the document's encoding is UTF-8 when none is given
decision-spec-xhr-text-default = XHR 3.6.9 text response, step 4
decision-spec-html-prescan-step = HTML 13.2.3.2 encoding sniffing, step 5
decision-spec-late-meta = HTML 13.2.6.4.4 in head: meta; 13.2.3.4 changing the encoding while parsing
decision-spec-html-detector-step = HTML 13.2.3.2 encoding sniffing, step 8
decision-spec-bom = Encoding 4.1 decode: BOM sniff
decision-spec-override = HTML 13.2.3.2 encoding sniffing, step 2
decision-spec-transport = Fetch 4.6 legacy extract an encoding
decision-spec-prescan = HTML 13.2.3.2 prescan a byte stream to determine its encoding
decision-spec-prescan-utf16 = HTML 13.2.3.2 prescan, step 2
decision-spec-get-xml-encoding = HTML 13.2.3.2 get an XML encoding
decision-spec-detector = HTML 13.2.3.2 encoding sniffing, step 8 (autodetection)
decision-spec-locale-default = HTML 13.2.3.2 encoding sniffing, step 9
decision-spec-textdecoder = Encoding 7.2 new TextDecoder(label)
decision-spec-xml-declaration = XML 1.0 Appendix F; HTML 13.2.3.2 get an XML encoding
decision-spec-css-charset = CSS Syntax 3.2 determine the fallback encoding, step 2
decision-check-bom = BOM sniffing
decision-bom-found = a { $encoding } BOM: { $encoding }, certain
decision-no-bom = no BOM
decision-check-override = the user's override
decision-certain = { $encoding }, certain
decision-tentative = { $encoding }, tentative
decision-none = none
decision-no-header = no header given
decision-not-a-mime-type = does not parse as a MIME type: no charset
decision-charset-names = charset names { $encoding }: certain
decision-charset-unknown = charset { $label } names no encoding: ignored
decision-without-charset = { $mime } without a charset
decision-check-prescan = prescan: { $what }
decision-check-prescan-alone = prescan
decision-check-prescan-xml = prescan: get an XML encoding
decision-check-prescan-not-reached = prescan (not reached)
decision-prescan-comment = a comment: skipped to -->, nothing in it counts
decision-prescan-markup = <!, </ or <?: skipped to the next >
decision-prescan-tag = its attributes are read and ignored
decision-prescan-utf16 = the bytes of <?x in { $encoding }: { $encoding }, tentative
decision-prescan-xml = no <meta> declares an encoding; the XML declaration names { $encoding }: tentative
decision-prescan-nothing = no <meta> and no XML declaration declares an encoding{ $cut ->
    [yes] ; the bytes prescanned end inside a tag
   *[no] {""}
}
decision-prescan-not-reached = the first { $limit } bytes declare { $encoding }; { $by } decided first
decision-meta-declares = declares { $encoding }: the prescan returns it
decision-meta-no-declaration = no charset attribute and no charset in a content attribute: need pragma is null
decision-meta-no-pragma = content names a charset, but without http-equiv="content-type" (need pragma is true, got pragma false): ignored
decision-meta-unknown-label = charset { $label } is not a label of any encoding: ignored
decision-meta-cut = the tag is cut by the end of the bytes prescanned
decision-check-late-meta = <meta> at byte { $offset }
decision-late-meta-declares = declares { $encoding } after the first { $limit } bytes, where the prescan does not look
decision-late-meta-utf16 = { $after }; the page is UTF-16: the confidence becomes certain, nothing changes
decision-until-late-meta = { $result } (until the parser meets the <meta> at byte { $offset })
decision-late-meta-changes = { $after }; the parser meets it with the confidence tentative and changes the encoding from { $from } to { $to }: the page is parsed again, certain
decision-late-meta-agrees = { $after }; it agrees: the confidence becomes certain
decision-late-meta-ignored = { $after }; { $certain ->
    [yes] the confidence is certain: the parser ignores it
   *[no] the parser ignores it
}
decision-check-environment = the referring document's encoding
decision-environment-utf16 = { $encoding }: not inherited (UTF-16)
decision-none-given = none given
decision-check-detector = the detector
decision-detector-guesses = guesses { $encoding }, tentative
decision-not-run = not run
decision-check-detector-not-reached = detector (not reached)
decision-detector-would-guess = would guess { $encoding }
decision-check-default = the default
decision-default-for-tld = the default for .{ $tld }: { $encoding }, tentative
decision-default-no-tld = no top-level domain given: { $encoding }, tentative
decision-check-textdecoder-label = the label given to TextDecoder
decision-textdecoder-no-label = none: "utf-8"
decision-always-utf8 = always UTF-8, nothing is sniffed; { $bom }; { $mode }
decision-check-xml-utf16 = XML: <?x in UTF-16
decision-check-xml-declaration = XML declaration
decision-xml-names = encoding names { $encoding }
decision-xml-names-none = names no encoding (or one the standard does not know)
decision-xml-none = none at the start
decision-css-not-exact = @charset, but not exactly @charset "…"; (one space, double quotes, no space before ;): ignored
decision-css-none = the style sheet does not start with @charset "…";
decision-css-utf16 = "{ $label }" names { $encoding }, which a rule readable as ASCII cannot be in: UTF-8
decision-css-names = "{ $label }" names { $encoding }
decision-css-unknown = "{ $label }" names no encoding: ignored

# The detector: why it chose what it chose, and the evidence for each candidate.
detect-why-utf32 = the bytes are { $form } (two NULs in every four bytes), which the Encoding Standard does not decode; UTF-8, the web's default, is what TextDecoder would be given (chardetng said { $chardetng })
detect-why-from-network = chardetng's guess, as Firefox takes it for a page from the network (UTF-8 and ISO-2022-JP are not guessed there)
detect-why-utf16 = the bytes have the rhythm of UTF-16 text (high bytes of a few values, or NULs on one side only) and decode as { $encoding } without errors; chardetng never answers UTF-16 (it said { $chardetng })
detect-why-too-little = chardetng's guess, on too little to go on: { $n } non-ASCII bytes
detect-why-guess = chardetng's guess; no encoding that decodes the bytes without errors reads them as clearly likelier text (by { $prior } bits, and { $per_char } for each character where the readings differ)
detect-why-likeliest = of every encoding that decodes the bytes without errors, this one reads them as the likeliest real text ({ $bits } bits by the letters' model; lower is likelier), where { $guess }, chardetng's guess, reads them at { $guess_bits } bits
detect-why-likeliest-guess-broken = of every encoding that decodes the bytes without errors, this one reads them as the likeliest real text ({ $bits } bits by the letters' model; lower is likelier); { $guess }, chardetng's guess, does not decode them without errors
detect-evidence-no-errors = decodes without errors
detect-evidence-first-error = first error at byte { $offset }, { $n } U+FFFD
detect-evidence-c1 = { $n } C1 { $n ->
    [one] control
   *[other] controls
} (bytes that are characters in another encoding)
detect-evidence-mixed-scripts = { $n } of { $words } words mix scripts
detect-evidence-glued = { $n } { $n ->
    [one] symbol
   *[other] symbols
} glued to letters
detect-evidence-latin-fit = accented letters fit one language at { $fit }‰ (letters of several mixed)
detect-evidence-cyrillic = Cyrillic words score { $score }
detect-evidence-bits = reads as real text at { $bits } bits
detect-evidence-separator = {"; "}

# Labels the standard does not know.
labels-listed-at = the standard's labels are listed at { $url }
labels-did-you-mean = did you mean { $label } ({ $encoding })?
labels-nearest = the nearest labels are { $labels }
labels-separator = {", "}

# What the start of a file says it is.
binary-format = binary: { $format } (magic bytes { $magic })
binary-control-bytes = binary: no known format, but { $percent } % of the first bytes are NUL or control bytes

# The BOM verdict (as `mojiscope sniff` prints it), the operations table and the signatures.
bom-heading-first-bytes = first bytes
bom-heading-bom = BOM
bom-heading-buffer = 3-byte buffer
bom-heading-verdict = verdict
bom-heading-signature = signature
bom-heading-decode-starts = decode starts
bom-heading = { $heading }:
bom-empty-input = (empty input)
bom-empty = (empty)
bom-none = none
bom-nothing = (nothing)
bom-line = { $encoding } ({ $bytes }, { $count })
bom-buffer-all = { $buffer } (all of it is the BOM)
bom-buffer-restored = { $buffer } → { $restored } restored to the stream
bom-verdict-overrides = the { $bom } BOM overrides the label { $label }: decode uses { $bom }
bom-verdict-agrees = the { $bom } BOM agrees with the label { $label }
bom-verdict-no-bom = no BOM: decode uses the label's encoding, { $label }
bom-signature-line = { $name } ({ $pattern }), which the standard does not sniff: { $instead }
bom-op-dropped = { $op }: the { $bom } BOM ({ $bytes }) is dropped; the rest is decoded with { $encoding }{ $fatal ->
    [yes] ; in this mode the first error fails the whole decode
   *[no] {""}
}
bom-op-stripped = { $op }: { $encoding } decodes { $bytes } as U+FEFF, which the output drops (ignoreBOM is off){ $fatal ->
    [yes] ; in this mode the first error fails the whole decode
   *[no] {""}
}
bom-op-not-sniffed = { $op }: { $bytes } is not sniffed; the { $encoding } decoder reads it as { $read }{ $starts ->
    [feff] , so the text starts with U+FEFF
   *[other] , { $n } characters that are not a BOM
}{ $fatal ->
    [yes] ; in this mode the first error fails the whole decode
   *[no] {""}
}
bom-bytes = bytes
bom-matched = matched
bom-read-with-label = Read with the label's encoding ({ $label }) instead, the BOM bytes would be { $read }; { $bom } reads them as U+FEFF and drops it.
bom-note-decode = This operation ({ $op }) sniffs for a BOM before choosing the decoder (the BOM is more authoritative than the label).
bom-note-utf8-decode = This operation ({ $op }) drops a UTF-8 BOM and ignores UTF-16 BOMs.
bom-note-textdecoder = This operation ({ $op }) does not sniff: with UTF-8/UTF-16 and ignoreBOM off it drops a leading U+FEFF of its own encoding.
bom-note-other = This operation ({ $op }) does no BOM handling: BOM bytes are decoded like any others.
bom-signatures = Signatures the standard does not sniff
bom-starts-with-signature = This input starts with the { $name } signature. decode gives: { $characters }
bom-table-heading = What each operation does with each BOM
bom-table-note = the bytes after this file's own BOM ({ $bytes }), behind each BOM in turn; the label is { $label }
bom-prefix-none = no BOM
bom-prefix-utf8 = UTF-8 BOM
bom-prefix-utf16be = UTF-16BE BOM
bom-prefix-utf16le = UTF-16LE BOM
bom-prefix-utf32le = UTF-32LE signature
bom-row-ignorebom = { $op }, ignoreBOM
bom-no-decoder = no decoder
bom-fate-consumed = BOM sniffed and consumed
bom-fate-dropped = read as U+FEFF, dropped
bom-fate-kept = kept as U+FEFF
bom-fate-as-text = BOM bytes read as text
bom-fate-failed = fails
bom-fate-refused = refused
bom-range-error = TextDecoder throws a RangeError
bom-error-at = error at byte { $offset }
bom-signature-utf-32le = BOM sniffing sees FF FE, a UTF-16LE BOM: the file decodes as UTF-16LE and the 00 00 that complete the UTF-32 BOM become U+0000, so the text starts with a NUL and every character is followed by one
bom-signature-utf-32be = not a BOM to the standard: the bytes go to the label's decoder (for UTF-8: U+0000 U+0000 and two U+FFFD)
bom-signature-utf-7 = UTF-7 is not supported (its labels are unknown): the bytes are plain ASCII and show up as "+/v8" or similar
bom-signature-utf-1 = UTF-1 is not supported: the bytes go to the label's decoder (for UTF-8: U+FFFD then "dL"; windows-1252: "÷dL")
bom-signature-utf-ebcdic = UTF-EBCDIC is not supported: the bytes go to the label's decoder (for UTF-8: U+FFFD then "sfs"; windows-1252: "Ýsfs")
bom-signature-scsu = SCSU is not supported: U+000E (SHIFT OUT) then FE FF, which is not at the start and so is no BOM (for UTF-8: two U+FFFD)
bom-signature-bocu-1 = BOCU-1 is not supported: the bytes go to the label's decoder (for UTF-8: two U+FFFD then "("; windows-1252: "ûî(")
bom-signature-gb-18030 = not sniffed: with the gb18030 or GBK label the gb18030 decoder turns these four bytes into U+FEFF, which stays in the text as a ZERO WIDTH NO-BREAK SPACE; other labels see other characters

# The Why this encoding panel.
why-open-a-file = Open a file to see which encoding a browser would pick for it, and why.
why-detector-failed = The detector could not read the file: { $error }
why-reading = Reading the file's first MiB for the detector…
why-not-ready = The decision is not ready yet: the detector is still reading the file.
why-applied = as { $context }: { $encoding } by { $by }
why-context = Context:
why-override = Override:
why-referring-document = Referring document:
why-tld = Top-level domain:
why-hint-label = label
why-from-network = from the network
    .help = A page loaded over HTTP: Firefox's detector may not guess UTF-8 there (it may for a local file)
why-not-a-label = { $field ->
    [override] override
   *[referrer] referring document
}: { $label } is not a label of any encoding; { $hint }
why-not-a-mime-type = Content-Type: { $header } does not parse as a MIME type (type/subtype; parameters)
why-decided-by = decided by { $by } ({ $id }), confidence { $confidence }
why-apply = Decode as this context does
why-decodes = decodes: { $operation }
why-prescan-result = The prescan's own result: { $encoding }.
why-step-bytes = bytes { $from }..{ $to }: select them (step of { $spec })
why-detector = Detector
why-detector-choice = { $choice }{ $asked ->
    [yes] {""}
   *[no] {" "}(this context does not ask the detector)
}: { $why }
why-chardetng = chardetng (Firefox's detector) said { $chardetng }{ $effect ->
    [can] {" "}with .{ $tld }, which can change its guess
    [cannot] {" "}with .{ $tld }, which does not change its guess
   *[none] {""}
}; { $non_ascii } of the { $sample } bytes examined are not ASCII{ $little ->
    [yes] : too little to go on
   *[no] {""}
}
why-decode-as = Decode as { $encoding }

# The Errors panel.
errors-not-scanned = The file has not been scanned for errors.
errors-scan = Scan for errors
errors-scanning = scanning… { $errors } so far
errors-scan-failed = The scan failed: { $error }
errors-scan-again = Scan again
errors-scan-cancelled = Scan cancelled after { $done } of { $total }.
errors-none = No errors in { $bytes }{ $complete ->
    [yes] {""}
   *[no] {" "}scanned so far
}.
errors-summary = { $errors } in { $bytes }
errors-decode-as = Decode as { $encoding }
errors-listing-first = Listing the first { $n }; { $next } (F8) goes on from anywhere in the file.
errors-offset = offset { $offset }

# The Character panel.
character-click = Click a byte or a character to see what it is.
character-selected-byte = Selected byte { $at } ({ $hex }): { $bytes }
character-selected-bytes = Selected bytes { $from }–{ $to } ({ $hex_from }–{ $hex_to }): { $bytes }
character-no-glyph = (no font here has this glyph)
character-in-encoding = in { $encoding }

# The Compare panel.
compare-open-a-file = Open a file to see its bytes under several encodings at once.
compare-job = comparing the decodings
compare-encodings = Encodings ({ $n }) ▾
compare-encodings-help = Which encodings to compare (the default set, all { $n }, or your pick)
compare-default-set = Default set
compare-all = All { $n }
compare-clean = only those that decode without errors
compare-alone = each encoding's decoder alone: no BOM sniffing
compare-working = Comparing the whole document
compare-none-clean = None of these encodings decodes the bytes without errors.
compare-bytes-row = Bytes { $from }–{ $to } (the cursor's row; click a byte in the hex view to move it), and each encoding over the whole document
compare-encoding = encoding
compare-errors = errors
compare-first-error = first error
compare-characters = characters
compare-differs = differs from the row above
compare-decode-with = Decode the document with { $encoding }'s decoder alone, as this row does
compare-go-to-first-error = go to the first error
compare-go-to-first-difference = go to the first one
compare-cell = { $encoding }: { $range } → { $made }
compare-cell-error = an error (U+FFFD)
compare-cell-nothing = nothing (an escape sequence)


## The Repair and Diff panels, the causes and the verdict

# The Repair panel: the repair's summary, its parts and steps on the bytes, the chains not taken
repair-nothing-open = Open a file, or paste text (File ▸ Paste bytes…, as text), to repair its mojibake.
repair-working = Repairing the text
repair-step = encode as { $encode } → decode as { $decode }
repair-chain-then = { $chain }, then { $step }
repair-oddness = {" "}(oddness { $before } → { $after })
repair-oddness-before = {" "}(oddness { $before })
repair-summary-lost = nothing a chain can repair: the text holds { $lost ->
    [one] { $lost } U+FFFD
   *[other] { $lost } U+FFFDs
} where its decoding lost bytes (decode the bytes with the encoding they are in){ $figures }
repair-summary-unsure = nothing repaired: no repair is as sure as { $percent }{ $figures }
repair-summary-nothing = nothing to repair: the text reads as text{ $figures }
repair-summary-word-by-word = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} word by word, the rest left as it was{ $figures }
repair-summary-one-chain = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} with one chain for the whole text: { $chain }{ $figures }
repair-summary-one-chain-lines = repaired { $parts ->
    [one] { $parts } part
   *[other] { $parts } parts
} with one chain, in the lines it puts right (the others read as text without it): { $chain }{ $figures }
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
repair-unsure = { $parts ->
    [one] { $parts } line left as it is
   *[other] { $parts } lines left as they are
}: no repair is as sure as { $percent } (click a line to select its bytes)
repair-unsure-reading = { $percent } { $text }: { $how }
repair-as-it-is = as it is
repair-modified = Java's modified UTF-8 read as the characters it writes, not as damage: { $list }{ $more }
repair-modified-item = { $bytes } at byte { $at } is { $char }
repair-modified-more = , and { $n } more
repair-part-confidence = { $percent } sure
repair-not-taken = Not taken
repair-not-taken-still-odd = what it makes does not read as text either, with the words still odd repaired too
repair-not-taken-tie = a tie: the bytes decode as cleanly this way; the chain taken comes first in the order of the usual encodings
repair-not-taken-odder-than-taken = with the words still odd repaired too, odder than the chain taken ({ $score } against { $taken })
repair-not-taken-too-little-evidence = too little evidence: decoders that accept any byte prove nothing by decoding cleanly, and it changes fewer than three characters
repair-not-taken-only-drawings = it changes nothing but words of box drawing, which are a table as often as letters read as a DOS code page
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
diff-region = { $range }: { $what }
diff-region-damaged = { $chain } (repair --chain '{ $arg }')
diff-region-plain = the text { $chain }
diff-region-unexplained = no chain makes these bytes of that text
diff-region-hover = known-good file: { $range }; click to select these bytes
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
# The comment ending a fix written once per table or column, for those left out.
fix-more-statements = -- … and { $n } more, the same way
fix-name-not-utf8 = This file's name is not UTF-8 and { $runtime } names files in Unicode: rename the file first (below, each byte of its name that is not UTF-8 shows as �).
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
cause-why-modified-nul = At byte { $at }, U+0000 is written as C0 80{ $count ->
    [one] {""}
   *[other] {" "}({ $count } times)
}.
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
verdict-headline-declared-misread = { $reads_as }, though { $reason } names { $declared }: a browser follows the declaration and shows mojibake. The declaration is probably wrong.
verdict-headline-utf-16-rhythm = { $encoding } without a BOM: the bytes have the rhythm of UTF-16 text and decode without errors.
verdict-headline-valid-utf-8 = { $encoding }: every byte is part of valid UTF-8.
verdict-headline-mostly-utf-8 = { $encoding } with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.
verdict-headline-ascii = { $encoding }: only ASCII bytes, which read the same in every ASCII-compatible encoding.
verdict-headline-iso-2022-jp = { $encoding }, by its escape sequences: every byte is ASCII, and ESC $ B and ESC ( B switch the text between Japanese and ASCII.
verdict-headline-detected-few = { $encoding }, as detected: the bytes are not UTF-8; the detector chose { $encoding }, a guess on few non-ASCII bytes.
verdict-headline-detected = { $encoding }, as detected: the bytes are not UTF-8, and the detector chose { $encoding }.
verdict-headline-binary = Not text: { $content }; the hex view shows its bytes.
verdict-headline-binary-unknown = Not text: the hex view shows its bytes.
verdict-note-utf-16-behind-utf-8-bom = After its UTF-8 byte order mark (EF BB BF) the file is { $encoding } text: every decode follows the BOM and reads it as UTF-8, with a NUL beside each letter, and no other encoding reads it either: its two-byte units start at byte 3, after the BOM. Something wrote a UTF-8 BOM in front of UTF-16: remove those three bytes, then read it as { $encoding }.
verdict-note-modified-utf-8 = Its only UTF-8 errors are { $n ->
    [one] one sequence
   *[other] { $n } sequences
} of Java's modified UTF-8 or CESU-8 (C0 80 for U+0000, a character above U+FFFF as two surrogates of three bytes each): a UTF-8 decoder shows U+FFFD there; Repair reads them as the characters they are.
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
verdict-utf-8-probably-not-reads-as = Probably not UTF-8: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
} in { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}. The file reads as { $encoding }.


## The window around the panels: banners, controls, dialogs, examples, the views, messages
source-not-found = { $path }: no such file
source-permission-denied = { $path }: permission denied
source-io = { $path }: { $error }
source-directory = { $path }: is a directory
source-special = { $path }: is a { $kind ->
    [directory] directory
    [fifo] FIFO (named pipe)
    [character-device] character device
    [block-device] block device
    [socket] socket
   *[special] special file
}, not a file mojiscope can inspect
source-changed-size = { $path }: the file changed while open (its size in bytes went from { $from } to { $to })
source-changed-modified = { $path }: the file changed while open (it was modified)
source-vanished = { $path }: the file was deleted or moved while open
source-too-large = { $name }: more than { $mib } MiB from a stream; save it to a file first
example-a-and-zi = a and 字 in UTF-8
    .what = U+0061 a is ASCII: one byte, 61. U+5B57 字 needs 16 bits: three bytes E5 AD 97.
    .look = The lead 1110xxxx says "two more follow"; each 10xxxxxx carries 6 bits. Step through it.
example-utf8-bom = UTF-8 BOM beats the label
    .what = The label says windows-1252, but the file starts with EF BB BF, the UTF-8 BOM.
    .look = decode sniffs it first: the BOM wins, so café comes out right (as windows-1252 the BOM would read ï»¿).
example-utf16be-bom = UTF-16BE BOM beats the label
    .what = FE FF is the UTF-16BE BOM: decode switches to UTF-16BE whatever the label (here utf-8).
    .look = Each character is two bytes, high byte first: 00 48 is H. The third buffered byte goes back to the stream.
example-utf16le-bom = UTF-16LE BOM beats the label
    .what = FF FE is the UTF-16LE BOM: decode uses UTF-16LE although the label is windows-1252.
    .look = Low byte first: 48 00 is H. Read as windows-1252 the BOM alone would be ÿþ.
example-zwnbsp-lost = A leading ZWNBSP lost on a UTF-8 round trip
    .what = This text began with U+FEFF ZERO WIDTH NO-BREAK SPACE; UTF-8 encode wrote it as EF BB BF.
    .look = UTF-8 decode takes those bytes for a BOM and drops them: the character is gone. Try "UTF-8 decode without BOM".
example-java-c0-80 = Overlong C0 80 (Java's modified UTF-8)
    .what = Java's modified UTF-8 writes U+0000 as C0 80, a two-byte (overlong) form of a one-byte character.
    .look = C0 can never start a sequence in UTF-8, and 80 alone is a stray continuation byte: two U+FFFD.
example-cesu8-pair = A CESU-8 surrogate pair
    .what = CESU-8 writes U+1F600 😀 as its UTF-16 surrogates D83D DE00, each as a 3-byte sequence: ED A0 BD ED B8 80.
    .look = UTF-8 has no surrogates (ED's upper boundary is 9F): six U+FFFD. UTF-8 proper is F0 9F 98 80.
example-mysql-utf8mb3 = A 4-byte character cut by MySQL utf8mb3
    .what = MySQL's "utf8" (utf8mb3) keeps at most 3 bytes per character: 🍕 F0 9F 8D 95 lost its last byte.
    .look = The decoder waits for a fourth continuation byte, gets a space: one U+FFFD, and the space is handled again.
example-utf32-as-utf16le = UTF-32 sniffed as UTF-16LE
    .what = FF FE 00 00 is the UTF-32LE BOM, but the standard knows no UTF-32: it sees FF FE, the UTF-16LE BOM.
    .look = The rest decodes as UTF-16LE: U+0000, H, U+0000, i, U+0000 — a NUL after every character.
example-shift-jis-as-1252 = Shift_JIS read as windows-1252
    .what = These bytes are 文字化け (mojibake) in Shift_JIS; read as windows-1252 each byte is one Latin character.
    .look = Pick Shift_JIS in the encoding list: the same bytes, now two per character, read 文字化け.
example-split-stream = A stream split inside a character
    .what = TextDecoder.decode(E2 82, {"{"}stream: true{"}"}) gets the first two bytes of €; the next call brings AC uro.
    .look = The decoder keeps its state (bytes needed, code point) across the calls, so € comes out whole.
example-double-mojibake = Mojibake twice over: UTF-8 read as windows-1252, twice
    .what = A French sentence was read as windows-1252, saved as UTF-8, and read as windows-1252 again: é became ÃƒÂ©.
    .look = The Repair panel finds the chain (encode as windows-1252, decode as UTF-8, twice) and shows each step on the bytes.
example-bom-under-code-pages = A BOM under eleven encodings
    .what = UTF-8 with a BOM: EF BB BF, then Russian, French and Japanese.
    .look = Compare shows each encoding's decoder alone under the bytes: the BOM is ï»¿ in windows-1252, п»ї in windows-1251, О╩© in KOI8-R.
example-lost-bytes = Bytes lost on the way: UTF-8 read by Python's cp1252
    .what = Czech, Slovak and Russian read as windows-1252 by Python, whose cp1252 refuses 81 8D 8F 90 9D: those bytes became U+FFFD (č is C4 8D).
    .look = Repair puts back what the bytes left determine, marks each lost byte ?? and says what it could have been (ā č ď Đ ĝ).
list-separator = {", "}
write-as-unencodable-refuse = write nothing and name the characters it cannot write
write-as-unencodable-html = write each as &#N; (error mode html, as browsers do)
write-as-no-encoder = { $encoding } has no encoder (it only decodes, to a single U+FFFD): choose another encoding
write-as-no-bom = { $encoding } has no byte order mark: only UTF-8, UTF-16LE and UTF-16BE have one
write-as-with-bom = { $encoding } with a BOM
write-as-character-on-line = { $character } (line { $line })
write-as-and-others = and others
write-as-refusal = { $encoding } cannot write { $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
} of the text: { $list }; nothing was written
write-as-referenced = { $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
} { $encoding } has no mapping for became &#N;: { $list }
example-document = Example: { $title }
document-from-byte = { $name }, from byte { $offset }
example-unfold = ▸ explain
    .help = show what this example shows
example-fold = ▾ fold
    .help = fold the explanation to its title
message-reload = Reload
message-dismiss = Dismiss
message-file-changed = { $change }. Reload to see the new contents.
message-no-file-dialog = No system file dialog could be shown here: type the path instead.
message-no-system-dialog = No system file dialog is available here (no desktop portal or zenity): type the path instead.
message-another-task = Another task is running; wait for it or cancel it first.
message-no-repair-panel = There is no Repair panel.
message-no-why-panel = There is no Why this encoding panel.
message-offset-past-end = Offset { $offset } is past the end ({ $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}).
message-no-encoder-error = No encoder error { $forward ->
    [true] after
   *[false] before
} this handler call.
message-no-error = No error { $forward ->
    [true] after
   *[false] before
} this point.
message-not-found = { $what } does not occur in the file.
message-found = Found { $what } at offset { $offset }: match { $nth } of { $total }.
message-copy-cancelled = Copy cancelled.
task-searching-for = searching for { $what }
task-searching-error = searching for the { $forward ->
    [true] next
   *[false] previous
} error
task-copying = copying the selection
task-exporting = { $kind ->
    [text] exporting text
    [repaired] exporting the repaired text
    [report] writing the report
   *[trace] exporting the trace
}
banner-not-text = — its bytes are not text in any encoding: read them in the hex view (the decoded text shows runs of NUL as one tag).
banner-decoded-as = Decoded as { $shown } ({ $why }); the file reads as { $reads_as } ({ $reason }).
banner-decoded-as-with-errors = Decoded as { $shown } ({ $why }, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}); the file reads as { $reads_as } ({ $reason }).
banner-decode-as = Decode as { $encoding }
banner-why = Why this encoding?
banner-open-repair = Open Repair
banner-read-after-bom = Read the { $encoding } text after the BOM
banner-how-to-fix = How to fix it
banner-cause = { $headline }.
status-encoding = { $encoding } ({ $why })
status-encoding-bom = { $encoding } (its BOM; label { $label })
status-encoding-utf8-only = { $encoding } (the operation decodes UTF-8 only; label { $label })
why-encoding-command-line = from the command line
why-encoding-remembered = your earlier choice for this file
why-encoding-chosen = your choice
why-encoding-example = the example's choice
drop-to-inspect = Drop to inspect
view-bytes = Bytes
view-decoded-text = Decoded text
find-replacement-has-no-bytes = the replacement encoding has no bytes for text
find-no-bytes-in = { $character } has no bytes in { $encoding }
number-not-hex = { $character } is not a hex digit
number-odd-hex = an odd number of hex digits
number-not-a-size = { $typed } is not a size in bytes (a whole number)
number-chunks-too-large = the chunk sizes add up to more than 2^64 − 1 bytes
dialog-open-title = Open a file
dialog-path = Path:
dialog-path-hint = /path/to/file
dialog-open = Open
dialog-type-a-path-to-open = Type the path of a file to open.
dialog-system-file-dialog = The system file dialog
dialog-export-title = { $kind ->
    [text] Export decoded text
    [csv] Export trace as CSV
    [repaired] Export the repaired text
    [report] Export report
   *[jsonl] Export trace as JSON Lines
}
dialog-export-writes = { $kind ->
    [text] Writes the whole decoded text to a file.
    [repaired] Writes the Repair panel's repaired text to a file.
    [report] Writes a report to hand on (the verdict, the cause and its fix, the decision, the repair on the bytes; HTML, or Markdown for a name ending in .md).
   *[other] Writes the trace of the selection (or of the whole file) to a file (UTF-8).
}
dialog-export-exists = A file of that name exists: Replace overwrites it.
dialog-save-to = Save to:
dialog-save-to-hint = /path/to/output
dialog-replace = Replace
dialog-export = Export
dialog-type-a-path-to-write = Type the path of the file to write.
dialog-system-save-dialog = The system save dialog
dialog-browse = Browse…
dialog-no-system-dialog = No system file dialog is available here; type a path.
dialog-go-to-title = Go to offset
dialog-offset = Offset:
dialog-offset-hint = 1234 or 0x4D2
dialog-go = Go
dialog-find-title = Find
dialog-find-text = text
dialog-find-hex = hex bytes
dialog-find = Find:
dialog-find-bytes = bytes { $bytes }
dialog-find-looks-for = searching for { $bytes }
dialog-find-next = Find next
dialog-find-previous = Find previous
dialog-shortcuts-title = Keyboard shortcuts
copied-as-hex = as hex
copied-as-text = as text ({ $characters ->
    [one] { $characters } character
   *[other] { $characters } characters
})
copied-as-escaped = as an escaped string ({ $size })
copied-the-first = Copied the first { $size } of the selection { $how }: the clipboard takes no more; export the trace or the text for all { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}.
copied-byte = Copied byte { $offset } { $how }.
copied-bytes = Copied { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} (bytes { $from }–{ $to }) { $how }.
export-is-a-folder = { $path } is a folder: add a file name to it.
export-no-folder = There is no folder { $folder }: type a path in a folder that exists.
export-not-the-inspected-file = Not exporting to { $path }: it is the file being inspected, which mojiscope never writes.
export-repair-not-finished = nothing to export yet: the repair has not finished
export-the-repaired-text = the repaired text ({ $size }){ $into }
export-the-decoded-text = the decoded text of { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
}{ $into }
export-the-report = the report ({ $format ->
    [markdown] Markdown
   *[html] HTML
})
export-the-trace = { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} of bytes { $from }–{ $to }
export-done = Exported { $what } to { $path }{ $note }
export-failed = Export to { $path } failed: { $error }
export-fatal = nothing to export in fatal mode: { $error }
export-refused = { $refusal }. Choose “write &#N;”, or an encoding that has them (UTF-8 writes every character).
export-in = {" "}in { $encoding }
export-note = ; { $note }
export-cancelled = cancelled
wait-scan-running = the scan running in the background will tell; this updates when it gets there
wait-scan-the-file = scan the file (Errors tab) to find out
wait-first-error-unknown = Fatal mode: the run stops at its first error, and whether one comes before byte { $offset } is not known yet; { $then }.
wait-far-sync = The decoder's state at byte { $offset } depends on bytes far before it (nothing resets it after byte { $sync }); { $then }.
# The encoding picker's groups: the standard's headings (§ 4 Encodings).
encoding-group-the-encoding = The Encoding (UTF-8)
encoding-group-single-byte = Legacy single-byte encodings
encoding-group-chinese-simplified = Legacy multi-byte Chinese (simplified) encodings
encoding-group-chinese-traditional = Legacy multi-byte Chinese (traditional) encodings
encoding-group-japanese = Legacy multi-byte Japanese encodings
encoding-group-korean = Legacy multi-byte Korean encodings
encoding-group-miscellaneous = Legacy miscellaneous encodings
picker-search-labels = Search labels:
picker-search-hint = e.g. latin1, sjis, cp1251
picker-no-such-label = No encoding has that label.
picker-by-label = { $encoding } (label "{ $label }")
picker-labels = labels: { $labels }{ $first ->
    [true] {" "}(Enter picks this one)
   *[false] {""}
}
controls-encoding = Encoding:
controls-operation = Operation:
controls-always-utf8 = (always UTF-8)
controls-stream-chunks = stream chunks:
    .help = Sizes of the decode(chunk, {"{"}stream: true{"}"}) calls; the rest is the final call
controls-stream-chunks-hint = e.g. 2,5
controls-bom-decodes-as = BOM → decoding as { $encoding }
    .help = The byte order mark beats the label (see the BOM tab)
write-as = Write as:
write-as-bom = Start with a byte order mark
    .help = UTF-8 with a BOM is what Excel needs to read a CSV as UTF-8; UTF-16 files start with one.
write-as-writes-everything = { $encoding } writes every character.
write-as-cannot-write = A character it cannot write:
write-as-choice = { $mode ->
    [refuse] refuse, write nothing
   *[html] write &#N;
}
paste-title = Paste bytes
paste-hex = hex (E2 82 AC)
paste-utf8 = text (its UTF-8 bytes)
paste-encoded = text in an encoding
paste-bytes = Bytes:
paste-open = Open as scratch buffer
paste-scratch-buffer = scratch buffer
paste-preview-waits = (decoding once the typing pauses…)
paste-written-in = the encoding they were written in
paste-decodes-as = decodes as { $encoding } ({ $why }): { $text }
task-stopped = { $what } stopped: { $error }
panel-run-again = Run again
progress-working = working
progress-percent = { $percent } %
progress-percent-left = { $percent } %, about { $left } left
duration-seconds = { $s } s
duration-minutes = { $min } min { $s } s
duration-hours = { $h } h { $min } min
duration-more = more than 100 hours
keys-or = {" "}or{" "}
input-dropped-bytes = dropped bytes
input-cannot-read-dropped = Cannot read the dropped file: { $error }
role = { $role ->
    [bom] BOM
    [ascii] ASCII
    [single] single byte
    [lead] lead
    [trail] trail
    [error] behind U+FFFD
    [escape] escape
   *[undecoded] not decoded
}
legend-error = error returned here
legend-continued = continued from the row above
legend-restored = restored byte
legend-reference = numeric character reference (&#…;)
legend-chunk = decode() call N starts here (stream chunks)
hex-text-column = the bytes as text
hex-byte = byte { $offset }: { $byte }
hex-byte-hover = offset { $offset } ({ $hex }) · byte { $byte } · { $role }
hex-error-here = a handler returned error while reading this byte
hex-restored = restored to the stream: this byte is read again
hex-empty = (empty: 0 bytes)
hex-scrollbar = hex view position
unit-text = { $characters } from { $bytes }
unit-lookalike = { $character } is not ASCII { $ascii }: it is { $name }
unit-error = U+FFFD for { $bytes }: { $class }
unit-bom = { $encoding } byte order mark ({ $bytes }), consumed by BOM sniffing
unit-stripped = U+FEFF from { $bytes }, dropped by TextDecoder as a BOM
unit-escape = escape sequence ({ $bytes }): switches the decoder's state
text-empty = (no text: the input is empty)
text-nul-run = { $count } NUL characters from bytes { $from }–{ $to }
text-nul-run-hover = { $run }: U+0000, collapsed; click to select them
text-fatal-stopped = (fatal mode: decoding stopped at an earlier error)
text-character = character { $character } from byte { $offset }
text-replacement = replacement character U+FFFD for byte { $offset }: { $class }
text-bom = byte order mark at byte { $offset }
text-escape = escape sequence { $sequence } at byte { $offset }
repair-whole-text-needed = its repair changes the words themselves (UTF-16 or ISO-2022-JP read as a code page), which needs the whole text at once
repair-pieces-not-utf8 = not UTF-8 text (the first error is at byte { $offset })
repair-pieces-not-ascii = a long text is read piece by piece, which takes an encoding that keeps ASCII


## The Lint panel: the open file held to its encoding policy, as `mojiscope lint` holds it.
tab-lint = Lint
lint-nothing-open = Open a file to check it against its encoding policy (its { $attributes }, its { $editorconfig }), as mojiscope lint does in CI.
lint-working = Checking the file against its policy
lint-too-large = The file is { $size }: lint checks files of up to { $most } whole.
lint-policy-default = UTF-8 without a BOM (no { $attributes } or { $editorconfig } names another)
lint-policy-config = { $name } ({ $key } in { $config })
lint-policy-editorconfig = { $name } ({ $file }: { $key })
lint-policy-gitattributes = { $name } ({ $file }: { $key })
lint-held-to = Held to: { $policy }
lint-config = Rules as { $file } sets them.
lint-binary = A binary file: lint passes over it.
lint-none = Nothing found: the file meets its policy.
lint-summary = { $errors ->
    [one] 1 error
   *[other] { $errors } errors
}, { $warnings ->
    [one] 1 warning
   *[other] { $warnings } warnings
}
lint-place = line { $line }, column { $column }
lint-error = error
lint-warning = warning
lint-rule-invalid-bytes = bytes that are not text in the expected encoding
lint-rule-other-encoding = a part in another encoding
lint-rule-bom = a byte order mark the policy forbids, lacks or contradicts
lint-rule-bom-inside = a byte order mark (U+FEFF) inside the text
lint-rule-mojibake = mojibake: text decoded with the wrong encoding and saved again
lint-rule-replacement-character = U+FFFD: a character lost by an earlier decoding
lint-rule-c1-control = a C1 control character (U+0080 to U+009F)
lint-rule-bidi-control = a bidirectional override or isolate in source code
lint-rule-nul = a NUL character in text
lint-fix-remove = fix: remove it
lint-fix-to = fix: { $text }
