# The window's words in English. Messages are named by where they show (menu-, action-,
# status-, stepper-, …); `.help` is what an action does, for the F1 list and hover texts.
# Keep the standard's names as they are: state variables (utf8_code_point), rule ids
# (utf8-invalid-lead), encodings, U+XXXX, bytes.

## Plurals

count-bytes = { $n ->
    [one] { $n } byte
   *[other] { $n } bytes
}

## The menu bar

menu-file = File
menu-edit = Edit
menu-decode = Decode
menu-examples = Examples
menu-view = View
menu-help = Help

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
