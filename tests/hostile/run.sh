#!/usr/bin/env bash
# Every command on what a hostile user feeds it — random bytes, legacy text with an error every
# 100 bytes, runs of "Ã©", Chinese without a space, one 2 GiB line, an endless stream — each run
# under a memory ceiling and a time limit. Prints a row per run (command, input, exit status,
# seconds, peak MB) and fails when a run crashes (exit 101, 134, a signal), passes the ceiling
# or the limit, or leaves JSON without its closing record.
#
#   cargo build --release && tests/hostile/run.sh            # 64 MiB inputs, 2 GiB line
#   SIZE_MIB=1024 tests/hostile/run.sh                       # the GiB sizes
#
# Needs python3 (to make the inputs) and GNU time (/usr/bin/time).
set -uo pipefail
cd "$(dirname "$0")/../.."
BIN=${BIN:-target/release/mojiscope}
SIZE_MIB=${SIZE_MIB:-64}
CEILING_MB=${CEILING_MB:-100}
LIMIT_S=${LIMIT_S:-900}
[ -x "$BIN" ] || { echo "no $BIN: cargo build --release first" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time; Debian package time)" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

echo "making the inputs ($SIZE_MIB MiB each) in $dir"
python3 - "$dir" "$SIZE_MIB" <<'PY'
import os, random, sys
d, mib = sys.argv[1], int(sys.argv[2])
n = mib << 20
random.seed(7)
def write(name, chunk_fn):
    with open(os.path.join(d, name), "wb") as f:
        done = 0
        while done < n:
            b = chunk_fn()[: n - done]
            if name.endswith(".txt") and name != "sjis-errors.txt":
                b = b.decode("utf-8", "ignore").encode()  # whole characters only
                if not b:
                    break
            f.write(b)
            done += len(b)
write("random.bin", lambda: os.urandom(1 << 20))
line = "文字化けの原因を調べます。日本語のテキストです。\n".encode("shift_jis")
block = bytearray(line * ((1 << 20) // len(line)))
for i in range(99, len(block), 100):
    block[i] = 0xFF
write("sjis-errors.txt", lambda: bytes(block))
write("ae-runs.txt", lambda: "Ã©".encode() * (1 << 19))
cjk = "".join(chr(random.randint(0x4E00, 0x9FA5)) for _ in range(1 << 18)).encode()
write("chinese-no-spaces.txt", lambda: cjk)
PY
truncate -s 2G "$dir/one-line-2gib.bin"
# A JSON line per encoder handler call: 8 MiB already make gigabytes of output.
head -c $((8 << 20)) "$dir/ae-runs.txt" > "$dir/ae-runs-8mib.txt"

failed=0
printf '%-44s %-28s %4s %8s %8s\n' command input exit seconds "peak MB"
run() { # input, then the command's arguments
  local input=$1; shift
  # (Only the output's last line is kept: outputs can be gigabytes.)
  # ("stdin:NAME" pipes the input to standard input; diff gets the file twice, as GOOD and
  # BROKEN.)
  local out="$dir/out" stats="$dir/stats" from="$dir/$input" piped=""
  case $input in
    stdin:/dev/zero) from=/dev/zero piped=1 ;;
    stdin:*) from="$dir/${input#stdin:}" piped=1 ;;
  esac
  if [ -n "$piped" ]; then
    timeout "$LIMIT_S" /usr/bin/time -o "$stats" -f '%e %M' "$BIN" "$@" - < "$from" 2> "$dir/err" | tail -n 1 > "$out"
  elif [ "$1" = diff ]; then
    timeout "$LIMIT_S" /usr/bin/time -o "$stats" -f '%e %M' "$BIN" "$@" "$from" "$from" 2> "$dir/err" | tail -n 1 > "$out"
  else
    timeout "$LIMIT_S" /usr/bin/time -o "$stats" -f '%e %M' "$BIN" "$@" "$from" 2> "$dir/err" | tail -n 1 > "$out"
  fi
  local rc=${PIPESTATUS[0]}
  local secs mb
  read -r secs kb < <(tail -n 1 "$stats" 2>/dev/null || echo "? 0")
  mb=$(( ${kb:-0} / 1024 ))
  printf '%-44s %-28s %4s %8s %8s\n' "$*" "$input" "$rc" "$secs" "$mb"
  local why=""
  case $rc in 0|1|2) ;; 124) why="over the time limit";; *) why="crashed (exit $rc)";; esac
  # (A file beside itself is the same text, whatever its bytes.)
  [ "$1" = diff ] && [ "$rc" != 0 ] && why="${why:+$why; }diff of a file beside itself exits $rc"
  [ "$mb" -le "$CEILING_MB" ] || why="${why:+$why; }over the $CEILING_MB MB ceiling"
  if [ "$rc" = 0 ] && [[ " $* " == *" --json "* ]]; then
    case $1 in
      scan) tail -n 1 "$out" | grep -q '"kind":"summary"' || why="${why:+$why; }JSON without its summary";;
      trace|encode) tail -n 1 "$out" | grep -q '"kind":"end"' || why="${why:+$why; }JSON without its end line";;
    esac
  fi
  if [ -n "$why" ]; then
    echo "  FAILED: $why: $(head -c 300 "$dir/err")"
    failed=1
  fi
}

for input in random.bin sjis-errors.txt ae-runs.txt chinese-no-spaces.txt; do
  run "$input" scan
  run "$input" scan --json --max-errors 1000000
  run "$input" scan --encoding shift_jis
  run "$input" scan --encoding gb18030
  run "$input" decode
  run "$input" decode --encoding euc-jp
  run "$input" decode --op textdecoder --chunks $((SIZE_MIB << 20))
  run "$input" trace --json --from 1000 --len 100000
  run "$input" sniff
  run "$input" detect
  run "$input" compare
  run "$input" compare --encodings all
  run "$input" repair
  run "$input" encode --encoding iso-2022-jp
  # JSON modes hold the same ceiling; and pipes, spooled past 8 MiB.
  run "$input" compare --json
  run "$input" compare --json --encodings all
  run "$input" compare --json --encodings utf-8,replacement
  run "$input" repair --json
  run "$input" detect --json
  run "$input" sniff --json
  run "$input" diff
  run "stdin:$input" repair
  run "stdin:$input" scan --json
  run "stdin:$input" compare --json --encodings all
done
for args in "scan" "decode" "compare" "repair" "trace --from 2147483000"; do
  # (word splitting of $args is wanted)
  # shellcheck disable=SC2086
  run one-line-2gib.bin $args
done
run stdin:/dev/zero repair
run stdin:/dev/zero scan
run ae-runs-8mib.txt encode --json --encoding iso-2022-jp
# lint reads a file whole (up to --max-filesize): the 64 MiB inputs are a binary file passed
# over and text past the limit; a run of mojibake of 8 MiB, one line, is repaired a piece at a
# time.
run random.bin lint
run chinese-no-spaces.txt lint --max-filesize 16777216
run ae-runs-8mib.txt lint --format json
run ae-runs-8mib.txt lint --diff
[ "$failed" = 0 ] && echo "every run held" || echo "some runs failed" >&2
exit "$failed"
