#!/usr/bin/env python3
"""How often `mojiscope.compat.detect` and chardet's `detect` name an encoding that reads a
document back exactly, at 20 B, 100 B, 1 KB and 10 KB, in every legacy family: documents made
of consecutive translated sentences from the message catalogues in /usr/share/locale, encoded
in the language's legacy code page (and in UTF-8), cut at a character boundary at or below
the length. An answer counts as right when `data.decode(answer)` gives the document's text.

    python3 -m venv /tmp/bench && /tmp/bench/bin/pip install ./python chardet==7.7.0
    /tmp/bench/bin/python benches/python_detect.py

The catalogues are text the project's models were counted and tuned on. `--other FILE` makes
the same documents of text from sources it never used (`tests/other_text.py`'s output: manual
pages, fortune cookies, Debian's books, the corpus's web pages) and scores them as a second set:

    python3 tests/other_text.py > /tmp/other.json
    /tmp/bench/bin/python benches/python_detect.py --other /tmp/other.json
"""

import argparse
import json
import sys

import chardet

from mojiscope.compat import detect

from catalogues import translations

#: Language, the legacy encodings its text was saved in.
LEGACY = {
    "fr": ["cp1252"], "de": ["cp1252"], "es": ["cp1252", "iso8859-15"], "pl": ["cp1250", "iso8859-2"],
    "cs": ["cp1250", "iso8859-2"], "hu": ["cp1250"], "ru": ["cp1251", "koi8-r", "cp866"],
    "uk": ["cp1251", "koi8-u"], "bg": ["cp1251"], "el": ["cp1253", "iso8859-7"],
    "tr": ["cp1254", "iso8859-9"], "he": ["cp1255"], "ar": ["cp1256"], "lt": ["cp1257"],
    "vi": ["cp1258"], "th": ["cp874"], "ja": ["shift_jis", "euc_jp", "iso2022_jp"],
    "zh_CN": ["gbk", "gb18030"], "zh_TW": ["big5"], "ko": ["euc_kr"],
}
LENGTHS = (20, 100, 1000, 10000)
PER = 6  # documents per language, encoding and length


def usable(texts):
    """The texts documents are made of: longer than 8 characters and not all ASCII, each with
    its whitespace collapsed."""
    return [" ".join(t.split()) for t in texts if len(t) > 8 and not t.isascii()]


def catalogue(lang):
    return usable(translations(lang))


def documents(lines, codec, length):
    """PER documents of at most `length` bytes in `codec`, each its text and bytes."""
    docs, i = [], 0
    while len(docs) < PER and i < len(lines):
        text = ""
        while i < len(lines) and len(text.encode(codec, errors="ignore")) < length:
            text += lines[i] + "\n"
            i += 1
        try:
            data = text.encode(codec)
        except UnicodeError:
            continue
        while len(data) > length:
            text = text[:-1]
            data = text.encode(codec)
        if len(data) >= length * 0.8:
            docs.append((text, data))
    return docs


def right(answer, text, data):
    try:
        return answer is not None and data.decode(answer) == text
    except (LookupError, UnicodeError):
        return False


def other_text(path):
    """`tests/other_text.py`'s lines of each language, in the form `catalogue` gives."""
    with open(path, encoding="utf-8") as f:
        texts = json.load(f)["texts"]
    by_lang = {}
    for t in texts:
        by_lang.setdefault(t["lang"], []).append(t["text"])
    return lambda lang: usable(by_lang.get(lang, []))


def main():
    args = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    args.add_argument("--other", metavar="FILE",
                      help="also score documents of tests/other_text.py's text (its JSON output)")
    args = args.parse_args()
    sets = [("catalogues", catalogue)]
    if args.other:
        sets.append(("other sources", other_text(args.other)))
    for name, text_of in sets:
        print(f"\n{name}:")
        score_set(text_of)


def score_set(text_of):
    score = {n: [0, 0, 0] for n in LENGTHS}  # documents, mojiscope right, chardet right
    misses = []
    for lang, codecs in LEGACY.items():
        lines = text_of(lang)
        if not lines:
            print(f"no text for {lang}", file=sys.stderr)
            continue
        for codec in codecs + ["utf-8"]:
            for n in LENGTHS:
                for text, data in documents(lines, codec, n):
                    ours = detect(data)["encoding"]
                    theirs = chardet.detect(data)["encoding"]
                    s = score[n]
                    s[0] += 1
                    s[1] += right(ours, text, data)
                    s[2] += right(theirs, text, data)
                    if not right(ours, text, data):
                        misses.append((n, lang, codec, ours, theirs))
    print(f"| length | documents | mojiscope.compat.detect | chardet {chardet.__version__} |")
    print("| --- | --- | --- | --- |")
    for n, (docs, ours, theirs) in score.items():
        print(f"| {n} B | {docs} | {ours} ({100 * ours / docs:.1f} %) | {theirs} ({100 * theirs / docs:.1f} %) |")
    total = [sum(s[i] for s in score.values()) for i in range(3)]
    print(f"| all | {total[0]} | {total[1]} | {total[2]} |")
    for m in misses[:40]:
        print("miss:", *m, file=sys.stderr)


if __name__ == "__main__":
    main()
