#!/usr/bin/env python3
"""Count how letters follow one another in each language, for the plausibility model.

Reads the translations Debian ships as gettext catalogues
(/usr/share/locale/<lang>/LC_MESSAGES/*.mo; the English text is their msgids) and writes one
file per language here, <lang>.tsv. The catalogues the repair tests read their sentences from
(apt, coreutils, glib20, Linux-PAM) are left out, so the tests judge the model on text it did
not learn from.

The line `=` gives how often each letter is written at all (its cost in bits, -log2 of its
share of the letters, rounded; `*N` for a letter seen too seldom to be listed). Each other
line is a letter (lower case; `_` is the start of a word), a tab, then the letters that
follow it, each with its cost in bits (-log2 of how often it follows, rounded), most frequent
first; `_` after a letter is the end of a word. `*N` is the cost of a letter seen after it too
seldom to be listed; `~N` is what the step into the letter costs on average (in bits). Only
pairs seen at least MIN times are listed.

Each <lang>.words lists the language's WORDS most frequent words, each with its cost in bits
(-log2 of its share of the words), leaving out words with a letter the language seldom writes
(names, a catalogue's own mojibake): a short text's words tell its language where its letters
cannot, and whether a letter whose last byte was lost before a space ended a word.

ko.hangul lists the Hangul syllables Korean translations write at least MIN times, most
frequent first, each with its cost in bits: a syllable of KS X 1001 not among them is rare
(`풩`, `뮐`: what Cyrillic read as EUC-KR makes), one of them is not.

zh-ja.han lists the HAN Han characters Chinese and Japanese translations write most, most
frequent first, each with its cost in bits: real Chinese or Japanese is mostly made of them,
the Han characters wrong bytes make mostly are not (`通向域名的直接连接` against
`籵砃郖靡腔眻諉`).

Run: python3 assets/letters/count.py [letters|words|hangul|han]   (needs the catalogues installed: apt-get install
apt coreutils ... or any package that ships translations; more text, better counts)
"""
import collections
import gettext
import glob
import math
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
LEFT_OUT = {"apt.mo", "coreutils.mo", "glib20.mo", "Linux-PAM.mo"}
MIN = 3
# Languages written in the alphabets a code page's bytes make (Latin, Cyrillic, Greek, Hebrew,
# Arabic, Thai), with the name each file gives.
LANGUAGES = {
    "en": "English", "fr": "French", "de": "German", "es": "Spanish", "pt": "Portuguese",
    "it": "Italian", "ca": "Catalan", "gl": "Galician", "ast": "Asturian", "oc": "Occitan",
    "eu": "Basque", "nl": "Dutch", "af": "Afrikaans", "da": "Danish", "sv": "Swedish",
    "nb": "Norwegian Bokmål", "nn": "Norwegian Nynorsk", "is": "Icelandic", "fi": "Finnish",
    "et": "Estonian", "lt": "Lithuanian", "lv": "Latvian", "pl": "Polish", "cs": "Czech",
    "sk": "Slovak", "sl": "Slovenian", "hr": "Croatian", "bs": "Bosnian",
    "sr@latin": "Serbian (Latin)", "hu": "Hungarian", "ro": "Romanian", "sq": "Albanian",
    "tr": "Turkish", "az": "Azerbaijani", "vi": "Vietnamese", "id": "Indonesian",
    "ms": "Malay", "ga": "Irish", "cy": "Welsh", "eo": "Esperanto",
    "ru": "Russian", "uk": "Ukrainian", "be": "Belarusian", "bg": "Bulgarian",
    "sr": "Serbian", "mk": "Macedonian", "kk": "Kazakh", "ky": "Kyrgyz", "mn": "Mongolian",
    "el": "Greek", "he": "Hebrew", "ar": "Arabic", "fa": "Persian", "th": "Thai",
}
# The languages written in another alphabet than Latin.
OTHER_SCRIPTS = {"ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "el", "he", "ar", "fa", "th"}
# The languages that write no spaces between their words: they have no .words.
NO_SPACES = {"th"}
# The words of each language listed in <lang>.words (what tells a short text's language).
WORDS = 2000
# A word with a letter rarer than one in 2**SELDOM of the language's is not listed.
SELDOM = 12
# How many Han characters zh-ja.han lists: in the translations, the 1,000 most written make
# 96 % of the Han text.
HAN = 1000
# Fewer letters than this and a language's counts are too thin to judge by.
ENOUGH = 30000


# A translation holding its catalogue's own mojibake (UTF-8 read as windows-1252: Nynorsk's
# gettext-tools writes `nÃ¥r` and `Â«`): left out, so `ã` and `â` count as no word of it.
MOJIBAKE = re.compile("[ÂÃ][\u00a0-\u00bf\u0152-\u2122]")


def texts(lang):
    """The translations (or, for English, the originals) of every catalogue of `lang`."""
    source = "fr" if lang == "en" else lang
    for path in sorted(glob.glob(f"/usr/share/locale/{source}/LC_MESSAGES/*.mo")):
        if os.path.basename(path) in LEFT_OUT:
            continue
        try:
            with open(path, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
        except (OSError, UnicodeDecodeError):
            continue
        for original, translated in catalog.items():
            if lang == "en":
                yield original[0] if isinstance(original, tuple) else original
            elif isinstance(translated, str) and not MOJIBAKE.search(translated):
                yield translated


def count(lang):
    letters, pairs = 0, collections.Counter()
    for text in texts(lang):
        prev = " "
        for c in unicodedata.normalize("NFC", text).lower() + " ":
            if not (c.isalpha() or unicodedata.category(c).startswith("M")):
                c = " "
            if c == " " and prev == " ":
                continue
            letters += c != " "
            pairs[prev + c] += 1
            prev = c
    return letters, pairs


def count_words(lang):
    words = collections.Counter()
    for text in texts(lang):
        norm = unicodedata.normalize("NFC", text).lower()
        kept = "".join(c if c.isalpha() or unicodedata.category(c).startswith("M") else " " for c in norm)
        words.update(kept.split())
    return words


def write_words(lang, name, words, pairs):
    total = sum(words.values())
    # A word with a letter the language seldom writes is a name, or a catalogue's own
    # mojibake (`ã` in Italian): no word of the language.
    letters = collections.Counter()
    for (a, b), n in pairs.items():
        if b != " ":
            letters[b] += n
    seldom = sum(letters.values()) / 2**SELDOM
    common = [(w, n) for w, n in words.items() if all(letters[c] >= seldom for c in w)]
    # (In an alphabet other than Latin, a word in ASCII is a translation's untranslated English.)
    if lang in OTHER_SCRIPTS:
        common = [(w, n) for w, n in common if not w.isascii()]
    kept = sorted(common, key=lambda x: (-x[1], x[0]))[:WORDS]
    lines = [f"# {name} ({lang}): its {len(kept)} most frequent words, each with its cost in bits; written by count.py"]
    for word, n in kept:
        lines.append(f"{word}\t{round(-math.log2(n / total))}")
    with open(os.path.join(HERE, f"{lang}.words"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def write(lang, name, pairs):
    rows = collections.defaultdict(dict)
    for pair, n in pairs.items():
        rows[pair[0]][pair[1]] = n
    cost, rest = {}, {}
    for a, row in rows.items():
        total = sum(row.values())
        rare = [n for n in row.values() if n < MIN]
        # The unlisted followers share what is left, with room for some never seen.
        rest[a] = round(-math.log2(max(sum(rare), 1) / total / (len(rare) + 5)))
        for b, n in row.items():
            cost[a, b] = round(-math.log2(n / total)) if n >= MIN else rest[a]
    into = collections.defaultdict(lambda: [0, 0])
    for (a, b), c in cost.items():
        into[b][0] += rows[a][b] * c
        into[b][1] += rows[a][b]
    mark = lambda c: "_" if c == " " else c
    lines = [f"# {name} ({lang}): how letters follow one another; written by count.py"]
    # How often each letter is written at all (what a text's language is first told by).
    letters = collections.Counter()
    for (a, b), n in pairs.items():
        if b != " ":
            letters[b] += n
    total = sum(letters.values())
    listed = sorted(((c, n) for c, n in letters.items() if n >= MIN), key=lambda x: (-x[1], x[0]))
    cells = [f"{c}{round(-math.log2(n / total))}" for c, n in listed]
    lines.append(f"=\t{' '.join(cells)} *{round(-math.log2(MIN / total))}")
    for a in sorted(rows, key=lambda a: -sum(rows[a].values())):
        row = rows[a]
        if sum(row.values()) < 20:
            continue
        listed = sorted(((b, n) for b, n in row.items() if n >= MIN), key=lambda x: (-x[1], x[0]))
        cells = [f"{mark(b)}{cost[a, b]}" for b, _ in listed] + [f"*{rest[a]}"]
        if a != " " and into[a][1]:
            cells.append(f"~{into[a][0] / into[a][1]:.1f}")
        lines.append(f"{mark(a)}\t{' '.join(cells)}")
    with open(os.path.join(HERE, f"{lang}.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def write_hangul():
    syllables = collections.Counter()
    for text in texts("ko"):
        syllables.update(c for c in text if "\uac00" <= c <= "\ud7a3")
    total = sum(syllables.values())
    if total < ENOUGH:
        print(f"ko: {total} syllables, too few; left out")
        return
    lines = ["# Korean (ko): the Hangul syllables its translations write, each with its cost in bits; written by count.py"]
    for c, n in sorted(syllables.items(), key=lambda x: (-x[1], x[0])):
        if n >= MIN:
            lines.append(f"{c}\t{round(-math.log2(n / total))}")
    with open(os.path.join(HERE, "ko.hangul"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"ko: {total} syllables")


def write_han():
    written = collections.Counter()
    for lang in ("zh_CN", "zh_TW", "zh_HK", "ja"):
        for text in texts(lang):
            written.update(c for c in text if unicodedata.name(c, "").startswith("CJK UNIFIED"))
    total = sum(written.values())
    if total < ENOUGH:
        print(f"zh, ja: {total} Han characters, too few; left out")
        return
    lines = [f"# Chinese (zh_CN, zh_TW, zh_HK) and Japanese (ja): the {HAN} Han characters their translations write most, each with its cost in bits; written by count.py"]
    for c, n in sorted(written.items(), key=lambda x: (-x[1], x[0]))[:HAN]:
        lines.append(f"{c}\t{round(-math.log2(n / total))}")
    with open(os.path.join(HERE, "zh-ja.han"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"zh, ja: {total} Han characters")


def main(what):
    if what in ("all", "hangul"):
        write_hangul()
    if what in ("all", "han"):
        write_han()
    if what in ("hangul", "han"):
        return
    for lang, name in LANGUAGES.items():
        letters, pairs = count(lang)
        if letters < ENOUGH:
            print(f"{lang}: {letters} letters, too few; left out")
            continue
        if what in ("all", "letters"):
            write(lang.replace("@", "-"), name, pairs)
        # (Words tell a short text's language in the Latin alphabet, whose ASCII letters a
        # wrong code page leaves as they are; in every alphabet they tell whether a letter cut
        # short before a space ends a word. Thai writes no spaces between its words.)
        if what in ("all", "words") and lang not in NO_SPACES:
            write_words(lang.replace("@", "-"), name, count_words(lang), pairs)
        print(f"{lang}: {letters} letters")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "all")
