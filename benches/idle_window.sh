#!/usr/bin/env bash
# A real window's idle CPU and memory with a 4 GiB file open: the release build under Xvfb
# opens a sparse 4 GiB file with text at its end, goes to the end (Ctrl+End), lets the
# background scan finish, then sits idle for 10 s. Prints the CPU time used while idle and
# the resident memory (now and peak). Goals: no CPU when nothing moves; ≤ 200 MB RSS.
# Needs: xvfb-run, xdotool. Run: cargo build --release && benches/idle_window.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-target/release/mojiscope}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
file="$dir/sparse-4g.txt"
truncate -s 4G "$file"
printf 'the end of a very large file: 末尾のテキスト\n' >>"$file"
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$dir}
xvfb-run -a -s "-screen 0 1400x900x24 -noreset" bash -c "
  set -e
  MOJISCOPE_LOG=1 '$BIN' '$file' 2>'$dir/log' & app=\$!
  for i in \$(seq 1 50); do
    win=\$(xdotool search --name 'sparse-4g.txt' 2>/dev/null | head -1) && [ -n \"\$win\" ] && break
    sleep 0.2
  done
  xdotool windowfocus --sync \"\$win\" || true
  xdotool key ctrl+End
  # Wait for the background scan to finish (the window logs it).
  for i in \$(seq 1 600); do grep -q 'scan finished' '$dir/log' && break; sleep 0.1; done
  grep 'scan finished' '$dir/log'
  sleep 2
  ticks() { awk '{print \$14 + \$15}' /proc/\$app/stat; }
  hz=\$(getconf CLK_TCK)
  before=\$(ticks)
  sleep 10
  after=\$(ticks)
  rss=\$(awk '/VmRSS/ {print \$2}' /proc/\$app/status)
  hwm=\$(awk '/VmHWM/ {print \$2}' /proc/\$app/status)
  kill \$app
  echo \"idle 10 s: \$(( (after - before) * 1000 / hz )) ms of CPU\"
  echo \"resident memory: \$(( rss / 1024 )) MiB now, \$(( hwm / 1024 )) MiB peak\"
"
