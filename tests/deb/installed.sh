#!/usr/bin/env bash
# The Debian package as a user meets it, once installed (dpkg -i): the command on the PATH,
# its manual pages and completions where man and the shells look, the desktop entry valid,
# and a window started from that entry as the desktop starts it (gio launch), titled after
# the file it was given. Run by .ci/run after packaging/deb.sh; needs the package installed,
# xvfb-run, xdotool, gio (libglib2.0-bin) and desktop-file-validate.
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "installed package: $*" >&2; exit 1; }

bin=$(command -v mojiscope) || fail "mojiscope is not on the PATH"
[ "$bin" = /usr/bin/mojiscope ] || fail "mojiscope is $bin, not the package's /usr/bin/mojiscope"
version=$(mojiscope --version)
[ "$version" = "mojiscope $(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)" ] ||
  fail "mojiscope --version says '$version'"
echo "installed: $version"

# The manual pages and completions.
man -w mojiscope >/dev/null 2>&1 || [ -f /usr/share/man/man1/mojiscope.1.gz ] || fail "no manual page"
for page in decode repair lint; do
  [ -f "/usr/share/man/man1/mojiscope-$page.1.gz" ] || fail "no manual page for $page"
done
zcat /usr/share/man/man1/mojiscope-repair.1.gz | grep -q -- 'min\\-confidence' ||
  fail "mojiscope-repair(1) does not describe --min-confidence"
[ -f /usr/share/bash-completion/completions/mojiscope ] || fail "no bash completion"
[ -f /usr/share/zsh/vendor-completions/_mojiscope ] || fail "no zsh completion"
[ -f /usr/share/fish/vendor_completions.d/mojiscope.fish ] || fail "no fish completion"
[ -f /usr/share/icons/hicolor/256x256/apps/mojiscope.png ] || fail "no icon"
entry=/usr/share/applications/mojiscope.desktop
desktop-file-validate "$entry" || fail "the desktop entry is not valid"

# A command works from the installed binary.
printf 'caf\xc3\x83\xc2\xa9\n' | mojiscope repair - 2>/dev/null | grep -qx 'café' ||
  fail "mojiscope repair does not give café"

# The window, started from the installed desktop entry with a file.
file=$(mktemp -d)/launched.txt
printf 'R\xc3\xa9sum\xc3\xa9\n' > "$file"
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
# (-noreset: the server would reset when xdotool leaves, refusing the window's connection a
# moment: see tests/xvfb/real_window.sh)
xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash -c "
  # (the X server is asked whether it answers: xvfb-run's own wait can end early)
  for i in \$(seq 1 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.2; done
  gio launch '$entry' '$file' &
  for i in \$(seq 1 100); do
    win=\$(xdotool search --name 'launched.txt' 2>/dev/null | head -1) && [ -n \"\$win\" ] && break
    sleep 0.2
  done
  [ -n \"\$win\" ] || { echo 'installed package: no window titled after the file'; pkill -x mojiscope; exit 1; }
  echo \"window from the desktop entry: \$(xdotool getwindowname \"\$win\")\"
  pkill -x mojiscope || true
"
