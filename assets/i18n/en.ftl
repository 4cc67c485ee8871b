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
stepper-wait-first-error = Fatal mode: the run stops at its first error, and whether one comes before byte { $offset } is not known yet; { $scanning ->
    [yes] the scan running in the background will tell; this updates when it gets there
   *[no] scan the file (Errors tab) to find out
}.
stepper-wait-far-sync = The decoder's state at byte { $offset } depends on bytes far before it (nothing resets it after byte { $sync }); { $scanning ->
    [yes] the scan running in the background will tell; this updates when it gets there
   *[no] scan the file (Errors tab) to find out
}.
stepper-scanning = scanning
encode-more-bytes = … { $n } more bytes
encode-reference-for = { $reference } for { $character } at output byte { $offset }
encode-reference-bytes = { $label }: bytes { $from }–{ $to } of the output, outlined above

## The Why this encoding, BOM, Errors, Character and Compare panels, and the words of the decision, the BOM table and the detector they show


## The Repair and Diff panels, the causes and the verdict


## The window around the panels: banners, controls, dialogs, examples, the views, messages

