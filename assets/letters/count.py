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

Each <lang>.words lists the language's WORDS most frequent words seen SEEN times at least, each
with its cost in bits (-log2 of its share of the words), leaving out words with a letter the
language seldom writes (names, a catalogue's own mojibake): a short text's words tell its
language where its letters cannot, and whether a letter whose last byte was lost before a space
ended a word.

ko.hangul lists the Hangul syllables Korean translations write at least MIN times, most
frequent first, each with its cost in bits: a syllable of KS X 1001 not among them is rare
(`풩`, `뮐`: what Cyrillic read as EUC-KR makes), one of them is not.

kinds.chars is how the characters that are not letters of those alphabets follow the others
(counted by kind, `Class` below), and what each of them costs among its kind, right after a
letter or elsewhere (`¿` opens a Spanish question, it never ends a word), and what kind
follows the ones seen often (`…` ends a sentence, it seldom comes before a letter); and how
often a letter is a capital after what (`case`). With the letters' files it makes a whole
model of real text: what any text costs in bits (src/script/letters/likely.rs). Every
language counts alike, whatever the size of its catalogues.

zh-ja.han lists the HAN Han characters Chinese and Japanese translations write most, most
frequent first, each with its cost in bits: real Chinese or Japanese is mostly made of them,
the Han characters wrong bytes make mostly are not (`通向域名的直接连接` against
`籵砃郖靡腔眻諉`).

Run: python3 assets/letters/count.py [letters|words|hangul|han|chars]   (needs the catalogues installed: apt-get install
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
WORDS = 10000
# A word seen fewer times than this is a name or a typo as often as a word: not listed.
SEEN = 2
# A word with a letter rarer than one in 2**SELDOM of the language's is not listed.
SELDOM = 12
# How many Han characters zh-ja.han lists: in the translations, the 1,000 most written make
# 96 % of the Han text.
HAN = 1000
# Fewer letters than this and a language's counts are too thin to judge by.
ENOUGH = 30000
# kinds.chars: a character's own counts (what kind follows it, how often it follows a letter)
# weigh as much as its kind's where it was seen PRIOR times; what follows it is listed where it
# was seen THEN times. The em dash has no place of its own: the catalogues never glue one to
# a word, English prose does (`said—quietly`), and likely.rs reads it as parting words.
PRIOR = 20
THEN = 100


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
    common = [(w, n) for w, n in words.items() if n >= SEEN and all(letters[c] >= seldom for c in w)]
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


# The kinds of characters kinds.chars counts how they follow one another (src/script/letters/
# likely.rs reads them by these names, and puts each character in its kind as this does).
# A letter of an alphabet with a letters' file is weighed by that file; these count how a
# word of it begins and ends among the rest.
CLASSES = ["Space", "Digit", "Punct", "Typo", "Symbol", "Mark", "Latin", "Greek", "Cyrillic",
           "Hebrew", "Arabic", "Thai", "Han", "Kana", "Hangul", "Letter", "Bad"]
# The alphabets whose letters the letters' files weigh.
ALPHABETS = {"Latin", "Greek", "Cyrillic", "Hebrew", "Arabic", "Thai"}
TYPOGRAPHIC = set("‘’“”„«»‹›–—‐‑…¡¿·•′″、。「」『』・（），：！？《》〈〉【】ー～"
                  "\ufeff\u200b\u200c\u200d\u200e\u200f\u00ad")
# Points and vowel signs of Hebrew, Arabic and Thai (they combine with their letters).
POINTS = [(0x591, 0x5BD), (0x5BF, 0x5BF), (0x5C1, 0x5C2), (0x5C4, 0x5C5), (0x5C7, 0x5C7),
          (0x610, 0x61A), (0x64B, 0x65F), (0x670, 0x670), (0x6D6, 0x6DC), (0x6DF, 0x6E4),
          (0x6E7, 0x6E8), (0x6EA, 0x6ED), (0xE31, 0xE31), (0xE34, 0xE3A), (0xE47, 0xE4E)]
MARKS = [(0x300, 0x36F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F)]


def script(cp):
    """The script of a code point, as src/script/mod.rs's `script` says."""
    ranges = [
        ("Latin", [(0, 0x24F), (0x1E00, 0x1EFF), (0x2C60, 0x2C7F), (0xA720, 0xA7FF),
                   (0xFB00, 0xFB06), (0xFF21, 0xFF5A)]),
        ("Greek", [(0x370, 0x3FF), (0x1F00, 0x1FFF)]),
        ("Cyrillic", [(0x400, 0x52F), (0x2DE0, 0x2DFF), (0xA640, 0xA69F)]),
        ("Armenian", [(0x530, 0x58F)]),
        ("Hebrew", [(0x590, 0x5FF), (0xFB1D, 0xFB4F)]),
        ("Arabic", [(0x600, 0x6FF), (0x750, 0x77F), (0x8A0, 0x8FF), (0xFB50, 0xFDFF),
                    (0xFE70, 0xFEFF)]),
        ("Indic", [(0x900, 0xDFF)]),
        ("Thai", [(0xE00, 0xE7F)]),
        ("Hangul", [(0x1100, 0x11FF), (0x3130, 0x318F), (0xAC00, 0xD7AF)]),
        ("Kana", [(0x3040, 0x30FF), (0x31F0, 0x31FF), (0xFF66, 0xFF9F)]),
        ("Han", [(0x2E80, 0x2FDF), (0x3005, 0x3007), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
                 (0xF900, 0xFAFF), (0x20000, 0x3FFFF)]),
    ]
    for name, rs in ranges:
        if any(a <= cp <= b for a, b in rs):
            return name
    return "Other"


def char_class(c):
    """The kind of `c` (CLASSES), as src/script/letters/likely.rs's `class_of` puts it."""
    cp = ord(c)
    inside = lambda rs: any(a <= cp <= b for a, b in rs)
    if cp < 0x80:
        if c.isalpha():
            return "Latin"
        if c.isdigit():
            return "Digit"
        if c in "\t\n\x0c\r ":
            return "Space"
        if cp < 0x20 or cp == 0x7F:
            return "Bad"
        return "Punct"
    if 0x80 <= cp <= 0x9F or cp == 0xFFFD:
        return "Bad"
    if cp in (0xA0, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000) or 0x2000 <= cp <= 0x200A:
        return "Space"
    if inside(MARKS):
        return "Mark"
    if 0xE000 <= cp <= 0xF8FF or cp >= 0xF0000 or 0xFDD0 <= cp <= 0xFDEF or (cp & 0xFFFE) == 0xFFFE:
        return "Bad"
    if inside(POINTS):
        return "Mark"
    sc = script(cp)
    alpha = c.isalpha() or unicodedata.category(c) in ("Mn", "Mc") and sc == "Indic"
    if sc in ("Indic", "Thai", "Hebrew", "Arabic") and not alpha and not c.isnumeric():
        return "Mark" if sc == "Indic" else "Typo"
    if alpha:
        if c in "ªºµ":
            return "Symbol"
        if sc in ALPHABETS or sc in ("Han", "Kana", "Hangul"):
            return sc
        return "Letter"
    if c.isnumeric():
        digits = [(0x660, 0x669), (0x6F0, 0x6F9), (0x966, 0x96F), (0xFF10, 0xFF19)]
        return "Digit" if inside(digits) else "Symbol"
    if c in TYPOGRAPHIC:
        return "Typo"
    if unicodedata.category(c) == "Cc":
        return "Bad"
    return "Symbol"


def all_texts():
    """Every language's translations (English: the originals), by language."""
    langs = sorted({os.path.basename(os.path.dirname(os.path.dirname(p)))
                    for p in glob.glob("/usr/share/locale/*/LC_MESSAGES/*.mo")})
    yield "en", texts("en")
    for lang in langs:
        if lang != "en" and not lang.startswith("en_"):
            yield lang, texts(lang)


def home_of(counts):
    """The home of a text whose letters are `counts` (by kind): the alphabet most of them are
    in, or for Han, kana and Hangul, the language they make (kana with Han: Japanese)."""
    cjk = counts.get("Han", 0) + counts.get("Kana", 0) + counts.get("Hangul", 0)
    # (In a fixed order: a tie goes the same way on every run.)
    best = max(HOMES[:6], key=lambda k: counts.get(k, 0))
    if cjk > counts.get(best, 0):
        if counts.get("Hangul", 0) >= counts.get("Han", 0) + counts.get("Kana", 0):
            return "Korean"
        return "Japanese" if counts.get("Kana", 0) * 10 >= counts.get("Han", 0) else "Chinese"
    # (A text mostly in another script, Devanagari or Georgian, has no home here.)
    if counts.get("Letter", 0) > counts.get(best, 0):
        return None
    return best if counts.get(best, 0) else None


# Each home's kinds: a letter of the home's alphabet is `Home`, of another alphabet with a
# letters' file `Alpha`.
HOMES = ["Latin", "Greek", "Cyrillic", "Hebrew", "Arabic", "Thai", "Chinese", "Japanese", "Korean"]
KINDS = ["Space", "Digit", "Punct", "Typo", "Symbol", "Mark", "Home", "Alpha", "Han", "Kana",
         "Hangul", "Letter", "Bad"]


def write_chars():
    """kinds.chars: see the module. Each language's counts are shares of its own text, so every
    language of a home weighs alike."""
    steps = collections.defaultdict(float)
    chars = collections.defaultdict(float)
    # (Each character's share right after a letter, what kind follows it, and how many times it
    # was seen: how sure its own counts are.)
    glued = collections.defaultdict(float)
    then = collections.defaultdict(float)
    seen = collections.Counter()
    case = collections.defaultdict(float)
    alpha = collections.defaultdict(float)
    homes = collections.Counter()
    langs_seen = 0
    for lang, found in all_texts():
        found = [unicodedata.normalize("NFC", t) for t in found]
        n = sum(len(t) for t in found)
        if n < 2000:
            continue
        langs_seen += 1
        for text in found:
            # (The home of each translation, as a text is given one when weighed: a Hebrew
            # message may be mostly its untranslated English.)
            home = home_of(collections.Counter(char_class(c) for c in text))
            if home is None:
                continue
            homes[home] += 1
            kind = lambda k: "Home" if k == home else "Alpha" if k in ALPHABETS else k
            prev, alphabet, state, sign = "Space", None, "initial", None
            # (The typographers' apostrophe is the apostrophe, as likely.rs reads it.)
            for c in text.replace("\u2019", "'") + "\n":
                k = char_class(c)
                if k in ALPHABETS:
                    lower, upper = c.islower(), c.isupper()
                    if lower or upper:
                        case[home, state, "upper" if upper else "lower"] += 1 / n
                        state = ("after-initial-capital" if upper and state == "initial" else
                                 "after-capitals" if upper else "after-small")
                    if k == alphabet:
                        # (A letter after one of its alphabet: the letters' file weighs it.)
                        continue
                    alphabet = k
                    if k != home:
                        alpha[home, k] += 1 / n
                steps[home, prev, kind(k)] += 1 / n
                if sign is not None:
                    then[home, sign, kind(k)] += 1 / n
                sign = None
                if k not in ALPHABETS:
                    chars[home, c] += 1 / n
                    seen[home, c] += 1
                    if prev in ("Home", "Alpha"):
                        glued[home, c] += 1 / n
                    alphabet, state, sign = None, "initial", c
                prev = kind(k)
    lines = [
        "# The characters of real text that are not letters of an alphabet with a letters' file, and how the",
        "# kinds of characters follow one another, by the text's home (the alphabet most of its letters are in, or",
        f"# Chinese, Japanese, Korean); counted by count.py from the translations of {langs_seen} languages,",
        "# each language weighing alike. A letter of the home's alphabet is `Home`, of another alphabet",
        "# with a letters' file `Alpha`. `>` home, from, to, bits: a character of kind `to` after one of kind",
        "# `from` (a letter after one of its own alphabet is its letters' file's to weigh). `~` home, alphabet,",
        "# bits: which alphabet a word of `Alpha` is in. `^` home, state, case, bits: a letter of a cased",
        "# alphabet in that case after that. `*` home, kind, bits: a character of the",
        "# kind seen too seldom to be listed. `<` home, code point, then for each kind in the order of the",
        "# `>` lines the bits of a character of that kind after that character, where it was seen often",
        "# enough to tell (else its kind's `>`). Then each character: home, code point, kind, bits among",
        "# its kind, bits among its kind right after a letter.",
    ]
    listed, follows = [], []
    for home in HOMES:
        if not homes[home]:
            continue
        lines.append(f"# {home}: {homes[home]} translations")
        for a in KINDS:
            row = {b: v for (h, x, b), v in steps.items() if h == home and x == a}
            total = sum(row.values())
            unseen = -math.log2(min(row.values()) / total / 4) if total else 20.0
            for b in KINDS:
                bits = -math.log2(row[b] / total) if row.get(b) else unseen
                lines.append(f">\t{home}\t{a}\t{b}\t{bits:.1f}")
        for state in ("initial", "after-initial-capital", "after-capitals", "after-small"):
            total = case[home, state, "upper"] + case[home, state, "lower"]
            for which in ("upper", "lower"):
                bits = -math.log2(max(case[home, state, which], total * 1e-4) / total) if total else 1.0
                lines.append(f"^\t{home}\t{state}\t{which}\t{bits:.1f}")
        row = {k: v for (h, k), v in alpha.items() if h == home}
        total = sum(row.values())
        for k in ["Latin", "Greek", "Cyrillic", "Hebrew", "Arabic", "Thai"]:
            if k != home:
                share = row.get(k, 0) / total if total else 0
                lines.append(f"~\t{home}\t{k}\t{-math.log2(max(share, 2**-20)):.1f}")
        by_kind = collections.defaultdict(list)
        for (h, c), v in chars.items():
            if h == home:
                by_kind[char_class(c)].append((c, v))
        # (What PRIOR characters weigh in this home's shares: how much a character's own counts
        # must say before they outweigh its kind's.)
        prior = PRIOR * sum(v for (h, _), v in chars.items() if h == home) / max(
            sum(v for (h, _), v in seen.items() if h == home), 1)
        for k in KINDS:
            row = by_kind.get(k, [])
            total = sum(v for _, v in row)
            if not total:
                lines.append(f"*\t{home}\t{k}\t24.0")
                continue
            # A character seldom seen is not listed: it shares what is left with the ones
            # never seen (as many again as those listed, and some).
            floor = total * 1e-6
            kept = [(c, v) for c, v in row if v >= floor]
            rest = max(total - sum(v for _, v in kept), floor)
            lines.append(f"*\t{home}\t{k}\t{-math.log2(rest / total / (len(kept) + 64)):.1f}")
            after = sum(glued[home, c] for c, _ in row)
            # (What follows a character of the kind, as written above.)
            kind_then = {}
            for cols in (line.split("\t") for line in lines):
                if cols[:3] == [">", home, k]:
                    kind_then[cols[3]] = 2 ** -float(cols[4])
            for c, v in sorted(kept, key=lambda x: (-x[1], x[0])):
                # Among its kind right after a letter: its own counts there, leaning on its
                # share of the kind where they are few (`¿` after a letter is rarer than `»`).
                g = (glued[home, c] + prior * v / total) / (after + prior)
                if c == "—":
                    g = v / total
                listed.append(f"{home}\t{ord(c):04X}\t{k}\t{-math.log2(v / total):.1f}"
                              f"\t{-math.log2(g):.1f}")
                if seen[home, c] < THEN or c == "—":
                    continue
                # What kind follows it: its own counts, leaning on its kind's.
                own = {b: then[home, c, b] for b in KINDS}
                mass = PRIOR * v / seen[home, c]
                whole = sum(own.values()) + mass
                bits = [-math.log2((own[b] + mass * kind_then[b]) / whole) for b in KINDS]
                follows.append("\t".join(["<", home, f"{ord(c):04X}"] + [f"{b:.1f}" for b in bits]))
    with open(os.path.join(HERE, "kinds.chars"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines + follows + listed) + "\n")
    print(f"chars: {langs_seen} languages, translations by home {dict(homes)}; {len(listed)} characters listed")

def main(what):
    if what in ("all", "hangul"):
        write_hangul()
    if what in ("all", "han"):
        write_han()
    if what == "chars":
        write_chars()
    if what in ("hangul", "han", "chars"):
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
