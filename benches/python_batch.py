#!/usr/bin/env python3
"""The Python package's speed as a data pipeline meets it, beside the libraries it replaces,
in one run, on one core (run it under `taskset -c 0`):

- `repair_batch` over N short strings (10-60 characters: real sentences from the message
  catalogues in /usr/share/locale, every second one damaged as pipelines damage text) beside
  `ftfy.fix_encoding` called per string;
- `detect_batch` over N short byte strings (the same sentences in UTF-8 and in their
  language's legacy code page) beside chardet's `detect` per string (timed on a sample of
  SAMPLE strings: it takes about a millisecond a call);
- `repair("plain ascii")` and `compat.fix_encoding("plain ascii")` per call (the best of five
  runs, after the batches).

    python3 -m venv /tmp/bench && /tmp/bench/bin/pip install ./python pyarrow ftfy chardet==7.7.0
    taskset -c 0 /tmp/bench/bin/python benches/python_batch.py --rows 1000000
"""

import argparse
import itertools
import sys
import time

import mojiscope
from mojiscope.compat import fix_encoding

from catalogues import translations

LEGACY = {"de": "cp1252", "fr": "cp1252", "es": "cp1252", "it": "cp1252", "pt_BR": "cp1252",
          "nl": "cp1252", "pl": "cp1250", "cs": "cp1250", "hu": "cp1250", "ru": "cp1251",
          "uk": "cp1251", "bg": "cp1251", "el": "cp1253", "tr": "cp1254", "ja": "shift_jis",
          "zh_CN": "gbk", "ko": "euc_kr"}
SAMPLE = 20000


def sentences():
    texts = ((lang, " ".join(t.split())) for lang in LEGACY for t in translations(lang))
    return sorted({(lang, t) for lang, t in texts if 10 <= len(t) <= 60})


def damaged(i, lang, text):
    if i % 2:
        return text
    raw = text.encode()
    kind = i // 2 % 3
    if kind == 0:
        return raw.decode("cp1252", errors="replace")
    if kind == 1:
        return raw.decode("latin-1")
    try:
        return text.encode(LEGACY[lang]).decode("cp1252")
    except UnicodeError:
        return raw.decode("latin-1")


def ratio(theirs, ours):
    """How much faster ours is than theirs, in words either way."""
    if ours <= theirs:
        return f"{theirs / ours:.1f}x faster"
    return f"{ours / theirs:.1f}x slower"


def timed(f):
    t = time.perf_counter()
    f()
    return time.perf_counter() - t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_000_000)
    args = ap.parse_args()
    base = sentences()
    print(f"{len(base)} distinct sentences; {args.rows} rows", file=sys.stderr)
    rows = [damaged(i, *s) for i, s in zip(range(args.rows), itertools.cycle(base))]
    import ftfy

    ours = timed(lambda: mojiscope.repair_batch(rows))
    theirs = timed(lambda: [ftfy.fix_encoding(r) for r in rows])
    print(f"repair_batch {args.rows} rows: {ours:.2f} s; ftfy.fix_encoding per string: "
          f"{theirs:.2f} s; {ratio(theirs, ours)}")

    data = [t.encode(LEGACY[lang], errors="ignore") if i % 2 else t.encode()
            for i, (lang, t) in zip(range(args.rows), itertools.cycle(base))]
    import chardet

    chardet.detect(b"warm up")
    ours = timed(lambda: mojiscope.detect_batch(data))
    sample = data[:SAMPLE]
    theirs = timed(lambda: [chardet.detect(d) for d in sample]) * len(data) / len(sample)
    print(f"detect_batch {args.rows} rows: {ours:.2f} s; chardet {chardet.__version__} detect per "
          f"string: {theirs:.1f} s (from {len(sample)} of them); {ratio(theirs, ours)}")

    n = 200_000

    def calls(f):
        # (Each answer dropped as a loop over rows drops it: kept, 200,000 dicts would time
        # Python's garbage collector.)
        for _ in range(n):
            f("plain ascii")

    # (The best of five runs, as timeit takes it: the others time the machine's other work.)
    for name, f in (("repair", mojiscope.repair), ("compat.fix_encoding", fix_encoding)):
        t = min(timed(lambda: calls(f)) for _ in range(5))
        print(f'{name}("plain ascii"): {t / n * 1e6:.2f} µs a call (best of 5 runs of {n:,})')


if __name__ == "__main__":
    main()
