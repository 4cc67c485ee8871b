#!/usr/bin/env python3
"""The figures users meet: the `mojiscope` process on one core beside its anchors, in one run.

  repair   `mojiscope repair FILE` on distinct real sentences (the gettext catalogues Debian
           ships, /usr/share/locale/*/LC_MESSAGES/*.mo), every second one UTF-8 read as
           windows-1252, at 10 KB, 100 KB and 1 MB, beside `ftfy.fix_encoding` called once on
           the whole text in a Python that has already imported ftfy (its call alone is timed).
  scan     `mojiscope scan FILE` on 64 KB of random bytes and 64 KB of real text, beside a
           process that reads the file and decodes it with encoding_rs (examples/decode.rs).

Every command runs under `taskset -c 0`; each figure is the median of RUNS runs. The ratios are
what docs/performance.md states; the seconds depend on the machine.

Run from the repository: `python3 benches/process.py` (builds the release binary and the
example; installs ftfy 6.3.1 into a virtual environment under a temporary directory).
"""

import gettext
import glob
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 7
FTFY = "ftfy==6.3.1"


def sentences():
    """Distinct translated sentences of every catalogue, in a fixed order."""
    seen, out = set(), []
    for path in sorted(glob.glob("/usr/share/locale/*/LC_MESSAGES/*.mo")):
        try:
            with open(path, "rb") as f:
                catalogue = gettext.GNUTranslations(f)
        except Exception:
            continue
        for value in catalogue._catalog.values():
            for line in value.splitlines():
                line = line.strip()
                if len(line) > 20 and line not in seen:
                    seen.add(line)
                    out.append(line)
    return out


def windows_1252(text):
    """UTF-8 read as windows-1252 as the Encoding Standard reads it (81 8D 8F 90 9D are C1)."""
    return "".join(
        chr(b) if b in (0x81, 0x8D, 0x8F, 0x90, 0x9D) else bytes([b]).decode("cp1252")
        for b in text.encode("utf-8")
    )


def half_damaged(lines, size):
    out, n = [], 0
    for i, line in enumerate(lines):
        line = windows_1252(line) if i % 2 else line
        out.append(line)
        n += len(line.encode("utf-8")) + 1
        if n >= size:
            break
    return "\n".join(out) + "\n"


def timed(cmd):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(["taskset", "-c", "0", *cmd], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


FTFY_TIMER = """
import ftfy, statistics, sys, time
text = open(sys.argv[1], encoding="utf-8").read()
times = []
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    ftfy.fix_encoding(text)
    times.append(time.perf_counter() - start)
print(statistics.median(times))
"""


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    subprocess.run(["cargo", "build", "--release", "--bin", "mojiscope", "--example", "decode"],
                   cwd=root, check=True)
    mojiscope = os.path.join(root, "target/release/mojiscope")
    decode = os.path.join(root, "target/release/examples/decode")
    lines = sentences()
    if len(lines) < 2000:
        sys.exit("process.py: too few catalogue sentences; install Debian's translations "
                 "(see .ci/run)")
    random.Random(1).shuffle(lines)
    with tempfile.TemporaryDirectory() as tmp:
        venv = os.path.join(tmp, "venv")
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
        python = os.path.join(venv, "bin", "python")
        subprocess.run([python, "-m", "pip", "install", "-q", FTFY], check=True)
        print(f"{'what':34} {'mojiscope':>10} {'anchor':>10} {'ratio':>8}")
        for size in (10_000, 100_000, 1_000_000):
            path = os.path.join(tmp, f"text-{size}.txt")
            with open(path, "w", encoding="utf-8") as f:
                f.write(half_damaged(lines, size))
            ours = timed([mojiscope, "repair", path])
            out = subprocess.run(["taskset", "-c", "0", python, "-c", FTFY_TIMER, path,
                                  str(RUNS)], check=True, capture_output=True, text=True)
            theirs = float(out.stdout)
            print(f"{'repair ' + str(size // 1000) + ' KB vs ftfy':34} {ours:10.4f} "
                  f"{theirs:10.4f} {theirs / ours:7.2f}x")
        random_bytes = os.path.join(tmp, "random")
        with open(random_bytes, "wb") as f:
            f.write(random.Random(2).randbytes(1 << 16))
        text = os.path.join(tmp, "text")
        with open(text, "wb") as f:
            f.write("\n".join(lines).encode("utf-8")[: 1 << 16])
        for name, path in (("random", random_bytes), ("text", text)):
            ours = timed([mojiscope, "scan", path])
            theirs = timed([decode, path])
            print(f"{'scan 64 KB ' + name + ' vs encoding_rs':34} {ours:10.4f} "
                  f"{theirs:10.4f} {ours / theirs:7.2f}x")


if __name__ == "__main__":
    main()
