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
# Whatever stops the test, the window's own words are shown.
trap 'status=$?; [ $status = 0 ] || { echo "the window said:"; cat "$LOG"; }' EXIT
# The XDND drag source needs python-xlib: the first python3 that has it (pyenv shims may hide
# Debian's python3-xlib).
PY=""
for p in python3 /usr/bin/python3; do
  if "$p" -c "import Xlib" 2>/dev/null; then PY=$p; break; fi
done
[ -n "$PY" ] || { echo "error: no python3 with python-xlib (apt-get install python3-xlib)" >&2; exit 1; }
export MOJISCOPE_LOG=1 XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

export BIN FIRST SECOND LOG SHOTS PY
# -noreset: an X server resets when its last client leaves, and refuses connections a moment
# while it does; the session's xdotool leaves just before the window connects (under load that
# refused about 1 connection in 100, the window's too).
xvfb-run -a -s "-screen 0 1400x900x24 -noreset" tests/xvfb/real_window_session.sh
cat "$LOG"
grep -q "mojiscope: opened bom-utf-8.srt" "$LOG"
grep -q "mojiscope: opened shift_jis.txt" "$LOG"
grep -q "mojiscope: opened scratch buffer (3 bytes)" "$LOG"
! grep -q "panicked" "$LOG"
echo "real window: opened from the command line, a drop and the clipboard; screenshots in $SHOTS"
