#!/usr/bin/env bash
# The session of tests/xvfb/real_window.sh inside the X server xvfb-run starts: open a file from
# the command line, drop another one, copy to and paste from the system clipboard. The caller
# exports BIN, FIRST, SECOND, LOG, SHOTS and PY.

# Run CMD... every 0.2 s until it succeeds, for at most SECONDS: a loaded machine is slow, so
# the test waits for what it checks rather than for fixed times.
wait_until() {
  local tries=$(($1 * 5))
  shift
  for _ in $(seq 1 "$tries"); do
    "$@" && return 0
    sleep 0.2
  done
  return 1
}
title_is() { [ "$(xdotool getwindowname "$win" 2>/dev/null)" = "$1" ]; }
clipboard_is() { [ "$(xclip -o -selection clipboard 2>/dev/null)" = "$1" ]; }
log_has() { grep -q "$1" "$LOG"; }

set -euo pipefail
# xvfb-run's wait for the server can end early on a loaded machine: ask the server itself.
wait_until 20 xdotool getdisplaygeometry >/dev/null || { echo "the X server did not answer"; exit 1; }
"$BIN" "$FIRST" 2>"$LOG" &
app=$!
# (xdotool's regex does not match the em dash; the title is checked in full below)
find_window() { win=$(xdotool search --name 'bom-utf-8.srt' 2>/dev/null | head -1) && [ -n "$win" ]; }
window_or_gone() { find_window || ! kill -0 "$app" 2>/dev/null; }
wait_until 60 window_or_gone || true
find_window || { echo "no window titled after the file"; kill $app 2>/dev/null; exit 1; }
wait_until 10 title_is 'bom-utf-8.srt — mojiscope' || { echo "window title: $(xdotool getwindowname "$win")"; kill $app; exit 1; }
echo "window title: bom-utf-8.srt — mojiscope"
wait_until 10 log_has 'mojiscope: scan finished'
import -window root "$SHOTS/opened-from-command-line.png"
"$PY" tests/xvfb/xdnd_drop.py "$win" "$SECOND" 700 400
wait_until 10 title_is 'shift_jis.txt — mojiscope' || { echo "window title after the drop: $(xdotool getwindowname "$win")"; kill $app; exit 1; }
echo "window title after the drop: shift_jis.txt — mojiscope"
import -window root "$SHOTS/opened-from-drop.png"
# The dropped file opens as what it is, Shift_JIS (as detected). Go to byte 0 (Ctrl+G, 0,
# Enter): its first character is 93 FA. Copy it as hex to the system clipboard.
xdotool windowfocus --sync "$win" || true
xdotool key ctrl+g
sleep 0.5
xdotool type 0
xdotool key Return
sleep 0.5
xdotool key ctrl+shift+c
wait_until 10 clipboard_is '93 FA' || { echo "copied from the window: $(xclip -o -selection clipboard 2>&1)"; kill $app; exit 1; }
echo "copied from the window: 93 FA"
# And back: Ctrl+V opens the paste dialog with the clipboard's text, Ctrl+Enter opens it.
printf 'E2 82 AC' | xclip -selection clipboard
wait_until 10 clipboard_is 'E2 82 AC'
xdotool key ctrl+v
sleep 0.5
xdotool key ctrl+Return
wait_until 10 log_has 'mojiscope: opened scratch buffer' || true
sleep 0.5
import -window root "$SHOTS/opened-from-paste.png"
kill $app
