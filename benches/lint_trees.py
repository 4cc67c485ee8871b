#!/usr/bin/env python3
"""The lint figures docs/performance.md and docs/lint.md state, on trees no one here wrote: what a Debian machine ships
(/usr/share/doc), Python's standard library and the crates in cargo's registry.

  precision  `mojiscope lint --format json` on each tree as it is: every mojibake finding is
             printed for a person to judge (docs/lint.md lists them, true or false).
  recall     real text files of the trees (valid UTF-8), copied to a temporary tree, each with
             one run of three or more characters damaged as pipelines damage UTF-8: read as
             windows-1252 (Python's cp1252; or, where it refuses a byte, as the Encoding
             Standard's windows-1252), latin-1, cp437, KOI8-R or Mac OS Roman, and written
             again as UTF-8. A run is a word of the file with a character beyond ASCII, or, in a
             file of ASCII, a line of a translation Debian ships inserted. Found: a mojibake
             finding covers the run and its fix gives it back.
  speed      `mojiscope lint TREE` beside `rg -c 'Ã' TREE`, both on the machine's 2 cores
             (`taskset -c 0,1`), the median of RUNS runs each, peak memory by /usr/bin/time.

Run from the repository: `python3 benches/lint_trees.py` (builds the release binary; needs
ripgrep).
"""

import glob
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from process import sentences as catalogue_sentences  # noqa: E402

RUNS = 5
SAMPLE = 3000
MIN_RUN = 3


def trees():
    cargo = sorted(glob.glob(os.path.expanduser("~/.cargo/registry/src/*/")))
    out = [("Debian's documentation", "/usr/share/doc"),
           ("Python's standard library", sysconfig.get_paths()["stdlib"])]
    out += [("cargo's registry", c.rstrip("/")) for c in cargo[:1]]
    return [(n, p) for n, p in out if os.path.isdir(p)]


def lint(args, cwd=None):
    out = subprocess.run(["taskset", "-c", "0,1", BIN, "lint", "--format", "json", *args],
                         capture_output=True, cwd=cwd)
    return json.loads(out.stdout)


def sentences():
    """Lines of the translations Debian ships with a character beyond ASCII (process.py's)."""
    return [s for s in catalogue_sentences() if len(s) < 120 and any(ord(c) > 127 for c in s)]


def std_1252(b):
    return "".join(chr(x) if x in (0x81, 0x8D, 0x8F, 0x90, 0x9D) else bytes([x]).decode("cp1252")
                   for x in b)


DAMAGES = {
    "windows-1252": lambda t: t.encode().decode("cp1252") if ok(t, "cp1252") else std_1252(t.encode()),
    "latin-1": lambda t: t.encode().decode("latin-1"),
    "cp437": lambda t: t.encode().decode("cp437"),
    "KOI8-R": lambda t: t.encode().decode("koi8_r"),
    "Mac OS Roman": lambda t: t.encode().decode("mac_roman"),
}
WEIGHTS = {"windows-1252": 6, "latin-1": 1, "cp437": 1, "KOI8-R": 1, "Mac OS Roman": 1}


def ok(t, codec):
    try:
        t.encode().decode(codec)
        return True
    except UnicodeDecodeError:
        return False


def text_files(root, rng):
    files = []
    for dirpath, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for n in names:
            p = os.path.join(dirpath, n)
            if os.path.islink(p) or n.startswith("."):
                continue
            files.append(p)
    rng.shuffle(files)
    for p in files:
        try:
            with open(p, "rb") as f:
                b = f.read(1 << 20)
            t = b.decode("utf-8")
        except Exception:
            continue
        if "\0" in t or "mojiscope: ignore" in t or len(t) < 40:
            continue
        # (Text that is mojibake already is no clean file to damage.)
        if any(s in t for s in ("Ã", "Â", "â€", "Ð", "Ñ")):
            continue
        yield p, t


def recall(root, lines, rng):
    tmp = tempfile.mkdtemp(prefix="lint-recall-")
    cases = []
    for i, (path, text) in enumerate(text_files(root, rng)):
        if len(cases) >= SAMPLE // len(TREES):
            break
        damage = rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
        words = [(k, w) for k, w in enumerate(text.split(" "))
                 if len(w) >= MIN_RUN and any(ord(c) > 127 for c in w) and "\n" not in w]
        if words:
            k, run = rng.choice(words)
            parts = text.split(" ")
            damaged_run = DAMAGES[damage](run)
            parts[k] = damaged_run
            new, expected = " ".join(parts), text
        else:
            run = rng.choice(lines)
            damaged_run = DAMAGES[damage](run)
            at = rng.randrange(text.count("\n") + 1)
            ls = text.split("\n")
            ls.insert(at, run)
            expected = "\n".join(ls)
            ls[at] = damaged_run
            new = "\n".join(ls)
        if damaged_run == run or "\n" in damaged_run or "\r" in damaged_run:
            continue
        name = f"{i:05d}-{os.path.basename(path)}"
        with open(os.path.join(tmp, name), "w", encoding="utf-8", newline="") as f:
            f.write(new)
        cases.append((name, expected, damaged_run, damage))
    found = lint([tmp, "--no-ignore"])
    by_file = {}
    for f in found["findings"]:
        if f["rule"] == "mojibake":
            by_file.setdefault(os.path.basename(f["path"]), []).append(f)
    hit, missed = {}, []
    for name, original, damaged_run, damage in cases:
        # Found: the file's mojibake fixes, made, give back the file as it was.
        with open(os.path.join(tmp, name), "rb") as f:
            data = f.read()
        for f in sorted(by_file.get(name, []), key=lambda f: -f["offset"]):
            at, n = f["offset"], f["length"]
            data = data[:at] + f["fix"]["replacement"].encode() + data[at + n:]
        hit.setdefault(damage, [0, 0])
        hit[damage][1] += 1
        if data == original.encode():
            hit[damage][0] += 1
        else:
            missed.append((name, damaged_run, damage))
    shutil.rmtree(tmp)
    return hit, missed


def timed(cmd):
    times, mems = [], []
    for _ in range(RUNS):
        start = time.perf_counter()
        out = subprocess.run(["/usr/bin/time", "-f", "%M", "taskset", "-c", "0,1", *cmd],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        times.append(time.perf_counter() - start)
        mems.append(int(out.stderr.strip().splitlines()[-1]))
    return statistics.median(times), max(mems)


if __name__ == "__main__":
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    subprocess.run(["cargo", "build", "--release", "--quiet"], check=True)
    BIN = os.path.abspath("target/release/mojiscope")
    TREES = trees()
    rng = random.Random(48)
    lines = sentences()
    print("== precision: every mojibake finding on the trees as they are")
    for name, root in TREES:
        r = lint([root])
        ms = [f for f in r["findings"] if f["rule"] == "mojibake"]
        print(f"{name} ({root}): {r['files_checked']} text files, {len(r['findings'])} findings, "
              f"{len(ms)} mojibake")
        for f in ms:
            print(f"  {f['path']}:{f['line']}: {f['message'][:140]}")
    print("== recall: one damaged run in each of the sampled files")
    total = [0, 0]
    for name, root in TREES:
        hit, missed = recall(root, lines, rng)
        for d, (h, n) in sorted(hit.items()):
            total[0] += h
            total[1] += n
            print(f"{name}: {d}: {h}/{n}")
        for m in missed[:20]:
            print("  missed", m)
    print(f"all: {total[0]}/{total[1]} = {100 * total[0] / max(total[1], 1):.1f} %")
    print("== speed on 2 cores (median of %d), peak memory" % RUNS)
    for name, root in TREES:
        lt, lm = timed([BIN, "lint", root, "--format", "json"])
        rt, rm = timed(["rg", "-c", "Ã", root])
        print(f"{name}: lint {lt:.2f} s {lm // 1024} MB, rg {rt:.2f} s {rm // 1024} MB: "
              f"{lt / rt:.1f}x")
