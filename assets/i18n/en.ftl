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


## The window around the panels: banners, controls, dialogs, examples, the views, messages

