#!/usr/bin/env bash
# A real window under Xvfb: open a file from the command line, then drop another one on the
# window with a real XDND drag (tests/xvfb/xdnd_drop.py plays the file manager). The window
# reports what it opens on stderr (MOJISCOPE_LOG). Screenshots of both go to $SHOTS (default:
# a temporary directory).
# Then the system clipboard both ways: a byte gone to and copied as hex (Ctrl+Shift+C) is what
# xclip reads, and pasting it back (Ctrl+V, then Ctrl+Enter) opens those bytes.
# Needs: xvfb-run, xdotool, xclip, imagemagick (import), python3 with python-xlib.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${BIN:-target/debug/mojiscope}
SHOTS=${SHOTS:-$(mktemp -d)}
mkdir -p "$SHOTS"
CORPUS=${MOJISCOPE_CORPUS:-../shared/corpus}
FIRST="$CORPUS/samples/utf-8-bom/chardet/bom-utf-8.srt"
SECOND="$(cd "$CORPUS" && pwd)/samples/shift_jis/uchardet/ja/shift_jis.txt"
LOG=$(mktemp)
# The XDND drag source needs python-xlib: the first python3 that has it (pyenv shims may hide
# Debian's python3-xlib).
PY=""
for p in python3 /usr/bin/python3; do
  if "$p" -c "import Xlib" 2>/dev/null; then PY=$p; break; fi
done
[ -n "$PY" ] || { echo "error: no python3 with python-xlib (apt-get install python3-xlib)" >&2; exit 1; }
export MOJISCOPE_LOG=1 XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

xvfb-run -a -s "-screen 0 1400x900x24" bash -c "
  set -e
  '$BIN' '$FIRST' 2>'$LOG' & app=\$!
  for i in \$(seq 1 50); do
    # (xdotool's regex does not match the em dash; the title is checked in full below)
    win=\$(xdotool search --name 'bom-utf-8.srt' 2>/dev/null | head -1) && [ -n \"\$win\" ] && break
    sleep 0.2
  done
  [ -n \"\$win\" ] || { echo 'no window titled after the file'; kill \$app; exit 1; }
  sleep 1
  first=\$(xdotool getwindowname \"\$win\")
  echo \"window title: \$first\"
  [ \"\$first\" = 'bom-utf-8.srt — mojiscope' ] || { kill \$app; exit 1; }
  import -window root '$SHOTS/opened-from-command-line.png'
  '$PY' tests/xvfb/xdnd_drop.py \"\$win\" '$SECOND' 700 400
  sleep 1
  import -window root '$SHOTS/opened-from-drop.png'
  title=\$(xdotool getwindowname \"\$win\")
  echo \"window title after the drop: \$title\"
  [ \"\$title\" = 'shift_jis.txt — mojiscope' ] || { kill \$app; exit 1; }
  # The dropped file opens as what it is, Shift_JIS (as detected). Go to byte 0 (Ctrl+G, 0,
  # Enter): its first character is 93 FA. Copy it as hex to the system clipboard.
  xdotool windowfocus --sync \"\$win\" || true
  xdotool key ctrl+g
  sleep 0.3
  xdotool type 0
  xdotool key Return
  sleep 0.5
  xdotool key ctrl+shift+c
  sleep 0.5
  copied=\$(xclip -o -selection clipboard)
  echo \"copied from the window: \$copied\"
  [ \"\$copied\" = '93 FA' ] || { kill \$app; exit 1; }
  # And back: Ctrl+V opens the paste dialog with the clipboard's text, Ctrl+Enter opens it.
  printf 'E2 82 AC' | xclip -selection clipboard
  sleep 0.3
  xdotool key ctrl+v
  sleep 0.5
  xdotool key ctrl+Return
  sleep 1
  import -window root '$SHOTS/opened-from-paste.png'
  kill \$app
"
cat "$LOG"
grep -q "mojiscope: opened bom-utf-8.srt" "$LOG"
grep -q "mojiscope: opened shift_jis.txt" "$LOG"
grep -q "mojiscope: opened scratch buffer (3 bytes)" "$LOG"
! grep -q "panicked" "$LOG"
echo "real window: opened from the command line, a drop and the clipboard; screenshots in $SHOTS"
