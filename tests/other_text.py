#!/usr/bin/env python3
"""Held-out real text for judging the repair: text from sources it was never tuned on.

The repair is tuned on the gettext catalogues of apt, coreutils, glib20 and Linux-PAM, and
the letter statistics of its plausibility model come from the other gettext catalogues (.mo
files) Debian ships (assets/letters/count.py). To judge it on text it has not seen, this
script reads NO gettext catalogue at all, only:

  corpus-samples   ../shared/corpus/samples/ (or $MOJISCOPE_CORPUS/samples/): real text files
                   in legacy encodings (uchardet's and chardet's test files), each decoded
                   with the Python codec matching the WHATWG label in samples/manifest.json.
                   A file is taken whole where its decoded text has the SHA-256 the manifest
                   gives (= what a WHATWG TextDecoder makes); otherwise line by line, keeping
                   only the lines that decode cleanly (see DECODE and NOT_WHATWG).
  corpus-detect    ../shared/corpus/mojibake/detect/: real web pages and feeds (chardet's
                   detection tests), decoded the same way (its manifest.json gives each
                   file's encoding and, for some, its language; the others by the
                   site's country or by LANG_OF below), markup stripped.
  manpages-XX      translated manual pages (Debian's manpages-de, manpages-fr, ... packages,
                   from the manpages-l10n project and, for ja and zh, older projects), groff
                   source turned into plain sentences. Pages generated from coreutils, apt,
                   Linux-PAM or GLib are left out, being close to the tuning catalogues, and
                   so are manpages-zh's zh_TW pages (converted from zh_CN by a program).
  fortunes-XX      fortune cookies (fortunes-de, fortunes-ru, fortunes-zh, ...).
  debian-history, debian-faq-ko, maint-guide-ca
                   Debian's own translated books (HTML), markup stripped.
  locales          glibc's locale sources (package locales, /usr/share/i18n/locales):
                   month and day names, country and language names, yes/no words; the only
                   source here for Persian, Belarusian and Icelandic.

The Debian packages it reads (PACKAGES below) are installed with
  apt-get install --no-install-recommends <PACKAGES>
A package that is not installed, or a missing corpus, is skipped with one line on stderr.

Output (stdout), one JSON object:
  {"texts": [{"source": "manpages-de", "lang": "de", "text": "one line"}, ...]}
One entry per line of real text: 1 to 300 characters, no newline, whitespace collapsed
(runs of ASCII whitespace become one space; U+00A0, U+202F and U+3000 stay as written), at
least one letter. Duplicates are dropped (the first source keeps a line, in the order
above: the corpus, then PACKAGES in their order).
Lines that are mostly markup, code, options, paths or URLs are dropped, and so are lines
that are not in the language they are labelled with (untranslated English left in a
translation, Latin-script lines in a Russian page) and lines that already hold mojibake
or U+FFFD. Each (source, lang) keeps at most CAP lines, those with the smallest SHA-1, so
the set is the same on every run with the same packages. Languages are the codes the repair
tests use: zh_CN and zh_TW are Chinese in simplified and traditional characters, pt is
Portuguese (European or Brazilian).

A summary goes to stderr: lines per (lang, source), and how many hold a non-ASCII letter.
Exit status 0 when anything was found, 1 when nothing was.

Run: python3 tests/other_text.py > other.json
(with OTHER_TEXT_REJECTS=1, stderr also tells how many lines each source lost, and why)
"""
import collections
import gzip
import hashlib
import html
import json
import os
import re
import sys
import time
import unicodedata

CAP = 400
MAX_LEN = 300

HERE = os.path.dirname(os.path.abspath(__file__))

# The Debian packages read, in the order their lines are taken (earlier keeps a duplicate).
MANPAGES = [
    "manpages-de", "manpages-fr", "manpages-es", "manpages-it", "manpages-pt-br",
    "manpages-nl", "manpages-da", "manpages-sv", "manpages-nb", "manpages-fi",
    "manpages-pl", "manpages-cs", "manpages-hu", "manpages-ro", "manpages-tr",
    "manpages-vi", "manpages-id", "manpages-ru", "manpages-uk", "manpages-sr",
    "manpages-mk", "manpages-el", "manpages-ja", "manpages-zh",
]
FORTUNES = {
    # package: language of its files (fortunes-cs also holds Slovak quotations: cs/klasik-sk)
    "fortunes-de": "de", "fortunes-es": "es", "fortunes-it": "it", "fortunes-pl": "pl",
    "fortunes-cs": "cs", "fortunes-ru": "ru", "fortunes-bg": "bg", "fortunes-br": "pt",
    "fortunes-eo": "eo", "fortunes-ga": "ga", "fortunes-zh": "zh_CN",
}
BOOKS = ["debian-history", "debian-faq-ko", "maint-guide-ca"]
PACKAGES = MANPAGES + list(FORTUNES) + BOOKS + ["locales"]

# The languages kept (the ones the repair is judged on, and a few more a source brings).
LANGS = {
    "fr", "de", "es", "pt", "it", "ca", "da", "sv", "nb", "is", "pl", "cs", "sk", "hu",
    "ro", "hr", "sl", "lt", "lv", "et", "tr", "vi", "nl", "fi", "id", "eo", "ga", "en",
    "ru", "uk", "bg", "sr", "mk", "be", "el", "he", "ar", "fa", "th", "ja", "zh_CN",
    "zh_TW", "ko",
}

# ---------------------------------------------------------------------------------------
# Letters and scripts


def script_of(ch):
    """The script of a letter, by code point: latin, cyrillic, greek, hebrew, arabic, thai,
    hangul, kana, han, or other."""
    o = ord(ch)
    if o < 0x250 or 0x1E00 <= o <= 0x1EFF or 0x2C60 <= o <= 0x2C7F or 0xA720 <= o <= 0xA7FF \
            or 0xFF21 <= o <= 0xFF5A:
        return "latin"
    if 0x400 <= o <= 0x52F or 0x1C80 <= o <= 0x1C8F or 0x2DE0 <= o <= 0x2DFF \
            or 0xA640 <= o <= 0xA69F:
        return "cyrillic"
    if 0x370 <= o <= 0x3FF or 0x1F00 <= o <= 0x1FFF:
        return "greek"
    if 0x590 <= o <= 0x5FF or 0xFB1D <= o <= 0xFB4F:
        return "hebrew"
    if 0x600 <= o <= 0x6FF or 0x750 <= o <= 0x77F or 0x8A0 <= o <= 0x8FF \
            or 0xFB50 <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFF:
        return "arabic"
    if 0xE00 <= o <= 0xE7F:
        return "thai"
    if 0xAC00 <= o <= 0xD7AF or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return "hangul"
    if 0x3040 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9F:
        return "kana"
    if 0x3400 <= o <= 0x4DBF or 0x4E00 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF \
            or 0x20000 <= o <= 0x3FFFF or o == 0x3005:
        return "han"
    return "other"


SCRIPTS = {  # the script(s) most words of a line in the language must be written in
    "ru": {"cyrillic"}, "uk": {"cyrillic"}, "bg": {"cyrillic"}, "sr": {"cyrillic"},
    "mk": {"cyrillic"}, "be": {"cyrillic"}, "el": {"greek"}, "he": {"hebrew"},
    "ar": {"arabic"}, "fa": {"arabic"}, "th": {"thai"}, "ko": {"hangul", "han"},
    "ja": {"kana", "han"}, "zh_CN": {"han"}, "zh_TW": {"han"},
}


def is_letter(ch):
    return unicodedata.category(ch)[0] == "L"


def non_ascii_letter(text):
    return any(ord(ch) > 127 and is_letter(ch) for ch in text)


SYLLABIC = {"han", "kana", "hangul", "thai"}


def script_units(text):
    """How many words of each script a line has: a word (between spaces) counts for the
    script most of its letters are in, except that each Han, kana, Hangul or Thai letter
    counts as a word of its own (each is about a syllable or a morpheme)."""
    counts = collections.Counter()
    for word in text.split():
        scripts = collections.Counter()
        for ch in word:
            if is_letter(ch):
                script = script_of(ch)
                if script in SYLLABIC:
                    counts[script] += 1
                else:
                    scripts[script] += 1
        if scripts:
            counts[scripts.most_common(1)[0][0]] += 1
    return counts


def in_its_script(text, lang):
    """Whether the line is written in its language's script: at least half of its words
    (Latin languages: 80 %) are; Chinese has no kana or Hangul, Japanese no Hangul, and
    Korean some Hangul. (A Japanese line may name a few programs in Latin letters.)"""
    counts = script_units(text)
    total = sum(counts.values())
    if not total:
        return False
    want = SCRIPTS.get(lang, {"latin"})
    mine = sum(counts[s] for s in want)
    if lang in ("zh_CN", "zh_TW") and (counts["kana"] or counts["hangul"]):
        return False
    if lang == "ko" and not counts["hangul"]:
        return False
    if lang == "ja" and counts["hangul"]:
        return False
    return mine / total >= (0.8 if want == {"latin"} else 0.5)


# Words that are English and no common word of the other Latin-script languages here: a
# line of a translation with several of them is English that was left untranslated.
ENGLISH = set("""the and with this that which from you your should would there these those
been have were when where what into such than then only each other must their they does
doesn don't can't isn't it's shall could while about after before between through
following whether without because however using used any can not how who its but some
more most very just like out one two his she our them him whose instead already""".split())
# Short English words that other languages also write (a, to, on, is, of ...): counted
# only with a word above, in a line with no letter beyond ASCII of a language that has them.
ENGLISH_TOO = set("a an as at be by for if in is it of on or to are was no so all".split())
PLAIN_ASCII = {"nl", "id", "en"}  # languages whose lines are often all ASCII


def looks_english(text, lang):
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text.lower())
    if not words:
        return False
    hits = sum(1 for w in words if w in ENGLISH)
    if hits >= 2 and hits / len(words) >= 0.1:
        return True
    if hits and lang not in PLAIN_ASCII and not non_ascii_letter(text):
        also = sum(1 for w in words if w in ENGLISH_TOO)
        return (hits + also) / len(words) >= 0.25
    return False


# Mojibake already in a source: UTF-8 read as windows-1252/ISO-8859-1 (Ã©, â€™, Å‚, Â«),
# as windows-1251 (РЅ, СЃ: a second letter no Cyrillic word puts after Р or С), the
# classic GBK trace of U+FFFD (锟斤拷), or U+FFFD itself.
MOJIBAKE = re.compile(
    "[ÃÂÄÅ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc"
    "\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]"
    "|â€|[РС][\u0402\u0403\u0405\u0409-\u040c\u040f\u0452\u0453\u0455\u0459-\u045c\u045f"
    "\u00a4\u00a6\u00a7\u00a9\u00ae\u00b0\u00b1\u00b5-\u00b7\u201a\u201e\u2020-\u2022"
    "\u2026\u2030\u2039\u203a\u20ac\u2116\u2122]|锟斤拷|\ufffd")

URLISH = re.compile(r"://|\bwww\.|\w@\w+\.\w")
CODE_TOKEN = re.compile(r"^[-+]{1,2}\w|^[~.]?/|/.*/|[=<>{}\[\]|$_\\#*`^@]|\w\.\w+\(|::|\(\)"
                        r"|\w\(\d\w*\)[,.;]?$")  # the last: a manual page (ls(1))
CHAT = re.compile(r"<[@+%&~]?[\w|^`\[\]{}-]+>|^\[?\d\d:\d\d")  # IRC logs: <nick>, 12:34
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def looks_like_code(text):
    if URLISH.search(text) or CHAT.search(text) or re.search("[\u2500-\u257f]", text):
        return True  # a URL or address, a chat log, a table drawn with box lines
    tokens = text.split()
    code = sum(1 for t in tokens if CODE_TOKEN.search(t))
    if code and (len(tokens) <= 3 or code / len(tokens) > 0.2):
        return True
    if re.match(r"[-+]{1,2}\w|[%$#] |[~.]?/", text):  # an option, a prompt, a path
        return True
    visible = [ch for ch in text if not ch.isspace()]
    letters = sum(1 for ch in visible if is_letter(ch))
    return letters < 0.5 * len(visible)


class Rejects:
    """How many lines each source lost, and why (for the summary)."""

    def __init__(self):
        self.counts = collections.Counter()
        self.examples = {}

    def add(self, source, why, text):
        self.counts[(source, why)] += 1
        self.examples.setdefault((source, why), text[:120])


REJECTS = Rejects()
WS = re.compile(r"[ \t\r\n\f\v]+")


def clean(text, source, lang):
    """The line as kept, or None (and why, in REJECTS)."""
    text = WS.sub(" ", text).strip(" \u00a0\u3000\u200b\ufeff")
    if not text or not any(is_letter(ch) for ch in text):
        return None
    if len(text) > MAX_LEN:
        REJECTS.add(source, "too long", text)
        return None
    if CONTROL.search(text):
        REJECTS.add(source, "control characters", text)
        return None
    if MOJIBAKE.search(text):
        REJECTS.add(source, "mojibake or U+FFFD in the source", text)
        return None
    if re.search(r"(?:^|\s)\?[^\W\d_]", text):
        REJECTS.add(source, "'?' for a lost character", text)
        return None
    if SCRIPTS.get(lang) is None and re.search(r"(?<![\w-])[a-z]+[13][a-z]+\b", text):
        REJECTS.add(source, "'1' or '3' for a lost letter (sni3o)", text)
        return None
    if looks_like_code(text):
        REJECTS.add(source, "markup, code, option or path", text)
        return None
    if not in_its_script(text, lang):
        REJECTS.add(source, "not in the language's script", text)
        return None
    if lang != "en" and SCRIPTS.get(lang) is None and looks_english(text, lang):
        REJECTS.add(source, "English in a translation", text)
        return None
    return text


# ---------------------------------------------------------------------------------------
# Paragraphs into lines

CJK_JOIN = re.compile("[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
                      "\uff00-\uffef]")


def join_lines(parts):
    """Joins the lines of a filled paragraph: a space between them, none between two CJK
    characters (Chinese and Japanese write no spaces)."""
    out = ""
    for part in parts:
        part = part.strip()
        if not part:
            continue
        if out and not (CJK_JOIN.match(out[-1]) and CJK_JOIN.match(part[0])):
            out += " "
        out += part
    return out


SENTENCE_END = re.compile(r"[.!?…]+[\"'»”’)\]]*\s+|[。！？]+[」』”’）]*\s*")


ABBREVIATIONS = set("""ca bzw usw etc vgl ggf evtl nr inkl sog dr mr mrs st vs cf resp
approx min max np tzn tj itd itp str tel ul ex pp sr jr prof""".split())


def sentences(text):
    """A paragraph cut after each sentence (a full stop, !, ? or … followed by a space and
    a letter that is not lower case; 。！？ followed by anything). A full stop after one
    letter (J., z.), a number (German 6. Mai) or a common abbreviation (bzw.) ends none."""
    out, start = [], 0
    for m in SENTENCE_END.finditer(text):
        nxt = text[m.end():m.end() + 2].lstrip("\"'«„“‚‘([")
        if m.group(0)[0] in ".!?…" and (not nxt or nxt[0].islower()):
            continue
        before = re.search(r"(\w+)\.$", text[:m.start() + 1])
        if before and m.group(0)[0] == "." and (
                len(before.group(1)) == 1 or before.group(1).isdigit()
                or before.group(1).lower() in ABBREVIATIONS):
            continue
        out.append(text[start:m.end()])
        start = m.end()
    out.append(text[start:])
    return [s.strip() for s in out if s.strip()]


def lines_of(paragraph):
    """A paragraph as lines of at most MAX_LEN characters: whole if it fits, else its
    sentences (a sentence longer than that is dropped by clean)."""
    paragraph = WS.sub(" ", paragraph).strip()
    if len(paragraph) <= MAX_LEN:
        return [paragraph] if paragraph else []
    return sentences(paragraph)


# ---------------------------------------------------------------------------------------
# Decoding the corpus files: the WHATWG label's Python codec(s)

DECODE = {
    # WHATWG label (lower case): Python codecs to try, in order. Checked against the
    # WHATWG index files for every two-byte code: cp932 is WHATWG's Shift_JIS and cp949
    # its EUC-KR; big5hkscs, euc_jp and gb18030 differ from WHATWG only on the characters
    # in NOT_WHATWG.
    "shift_jis": ["cp932"], "euc-jp": ["euc_jp"], "iso-2022-jp": ["iso2022_jp"],
    "big5": ["big5hkscs"], "euc-kr": ["cp949"], "gbk": ["gb18030"], "gb18030": ["gb18030"],
    "utf-8": ["utf-8"], "utf-16be": ["utf-16-be"], "utf-16le": ["utf-16-le"],
    "iso-8859-1": ["cp1252"], "windows-1252": ["cp1252"], "iso-8859-9": ["cp1254"],
    "tis-620": ["cp874"], "iso-8859-11": ["cp874"], "windows-874": ["cp874"],
    "x-mac-cyrillic": ["mac_cyrillic"], "macintosh": ["mac_roman"], "ibm866": ["cp866"],
    "koi8-r": ["koi8_r"],
}
for _n in (2, 3, 4, 5, 6, 7, 8, 10, 13, 14, 15, 16):
    DECODE[f"iso-8859-{_n}"] = [f"iso8859_{_n}"]
for _n in range(1250, 1259):
    DECODE[f"windows-{_n}"] = [f"cp{_n}"]
# What Python's codec makes where WHATWG's decoder makes another character: a line holding
# one is skipped. (Single-byte codecs differ only where Python refuses a byte, which skips
# the line too: 81 8D 8F 90 9D in windows-1252, and so on.)
NOT_WHATWG = {
    "big5": set("•､‾∼♁☉／＼¥¢£"),
    "euc-jp": set("〜‖−¢£¬"), "iso-2022-jp": set("〜‖−¢£¬"),
    "gbk": {chr(c) for c in range(0xE000, 0xF900)},
    "gb18030": {chr(c) for c in range(0xE000, 0xF900)},
}


def decode_file(data, label, sha=None):
    """The text of a corpus file as lines, or None. Whole where the decode is strict (and,
    with sha, matches the manifest's TextDecoder output); else line by line, keeping the
    lines that decode strictly. Lines with a NOT_WHATWG character are left out."""
    label = label.lower()
    codecs_ = DECODE.get(label)
    if not codecs_:
        return None
    text = None
    for codec in codecs_:
        try:
            text = data.decode(codec)
        except (UnicodeDecodeError, LookupError):
            continue
        if text.startswith("\ufeff"):
            text = text[1:]
        if sha and hashlib.sha256(text.encode("utf-8")).hexdigest() == sha:
            return text.splitlines()
        if sha is None:
            break
        text = None
    if text is None:
        if label.startswith("utf-16"):
            return None
        lines = []
        for raw in data.split(b"\n"):
            for codec in codecs_:
                try:
                    lines.append(raw.decode(codec))
                    break
                except UnicodeDecodeError:
                    continue
        if lines and lines[0].startswith("\ufeff"):
            lines[0] = lines[0][1:]
    else:
        lines = text.splitlines()
    bad = NOT_WHATWG.get(label, ())
    return [line for line in lines if not any(ch in bad for ch in line)]


# ---------------------------------------------------------------------------------------
# HTML and feeds into paragraphs

INLINE = set("""a abbr acronym b bdi bdo big cite code del dfn em font i ins kbd mark nobr q
s samp small span strike strong sub sup tt u var wbr img""".split())
DROP_ELEMENTS = re.compile(
    r"<(script|style|pre|noscript|textarea|select|rt|rp|link|guid|pubDate|lastBuildDate|"
    r"dc:date|updated|published|modified|issued|created|id|generator|docs|comments|"
    r"wfw:commentRss|slash:comments|ttl|url|trackback:ping|feedburner:origLink)\b[^>]*>"
    r".*?</\1\s*>", re.S | re.I)
COMMENT = re.compile(r"<!--.*?-->|<!\[CDATA\[|\]\]>|<![^>]*>|<\?.*?\?>", re.S)
TAG = re.compile(r"<(/?)([A-Za-z][\w:.-]*)[^>]*>")


def html_paragraphs(text):
    """The paragraphs of an HTML page or a feed: script, style, pre and non-text feed
    elements dropped, block tags made breaks, inline tags dropped, entities decoded. A feed
    whose entries hold escaped HTML gets a second round."""
    for _ in range(2):
        text = COMMENT.sub(lambda m: "" if m.group(0).startswith("<!") or
                           m.group(0) == "]]>" else "\n\n", text)
        text = DROP_ELEMENTS.sub("\n\n", text)
        text = TAG.sub(lambda m: "" if m.group(2).lower() in INLINE else "\n\n", text)
        text = html.unescape(text)
        if not re.search(r"<(/?)[A-Za-z][\w:.-]*[^>]*>", text):
            break
    out = []
    for block in re.split(r"\n\s*\n", text):
        out.append(join_lines(block.split("\n")))
    return out


# ---------------------------------------------------------------------------------------
# groff (man pages) into paragraphs

GREEK = dict(zip("abgdezyhiklmncoprstufxqw", "αβγδεζηθικλμνξοπρστυφχψω"))
GLYPHS = {
    "aq": "'", "dq": '"', "bu": "•", "co": "©", "rg": "®", "tm": "™", "en": "–", "em": "—",
    "hy": "-", "mi": "−", "pl": "+", "eq": "=", "lq": "“", "rq": "”", "oq": "‘", "cq": "’",
    "Bq": "„", "bq": "‚", "Fo": "«", "Fc": "»", "fo": "‹", "fc": "›", "ga": "`", "ha": "^",
    "ti": "~", "at": "@", "sl": "/", "rs": "\\", "ul": "_", "ru": "_", "dg": "†", "dd": "‡",
    "de": "°", "sc": "§", "ps": "¶", "ct": "¢", "Po": "£", "Ye": "¥", "Eu": "€", "eu": "€",
    "mu": "×", "di": "÷", "+-": "±", "<=": "≤", ">=": "≥", "!=": "≠", "==": "≡", "~~": "≈",
    "->": "→", "<-": "←", "<>": "↔", "rA": "⇒", "lA": "⇐", "if": "∞", "is": "∫", "pd": "∂",
    "**": "∗", "ci": "○", "la": "⟨", "ra": "⟩", "fm": "′", "sd": "″", "12": "½", "14": "¼",
    "34": "¾", "S1": "¹", "S2": "²", "S3": "³", "mc": "µ", "md": "·", "pc": "·", "or": "|",
    "ba": "|", "ss": "ß", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ", "/o": "ø", "/O": "Ø",
    "oa": "å", "oA": "Å", "-D": "Ð", "Sd": "ð", "TP": "Þ", "Tp": "þ", ".i": "ı", "aa": "´",
    "ab": "˘", "ah": "ˇ", "ho": "˛", "a-": "¯", "ad": "¨", "r!": "¡", "r?": "¿", "sh": "#",
    "Do": "$", "no": "¬", "tno": "¬", "ts": "ς", "3d": "∴", "fa": "∀", "te": "∃", "mo": "∈",
    "es": "∅", "OK": "✓",
}
for _k, _v in GREEK.items():
    GLYPHS["*" + _k] = _v
    GLYPHS["*" + _k.upper()] = _v.upper()
ACCENTS = {"'": "\u0301", "`": "\u0300", "^": "\u0302", ":": "\u0308", "~": "\u0303",
           ",": "\u0327", "v": "\u030c", "o": "\u030a"}
STRINGS = {  # groff's man strings and pod2man's
    "lq": "“", "rq": "”", "Lq": "“", "Rq": "”", "R": "®", "Tm": "™", "Aq": "'", "aq": "'",
    "C`": '"', "C'": '"', 'L"': '"', 'R"': '"', "C+": "C++", "PI": "π", "--": "—",
}


class Unrenderable(Exception):
    """A groff construct whose output cannot be known here: the paragraph is dropped."""


def glyph(name):
    if name in GLYPHS:
        return GLYPHS[name]
    m = re.fullmatch(r"u([0-9A-F]{4,6})((?:_[0-9A-F]{4,6})*)", name)
    if m:
        chars = [chr(int(x, 16)) for x in [m.group(1)] + m.group(2).split("_")[1:]]
        return unicodedata.normalize("NFC", "".join(chars))
    m = re.fullmatch(r"char(\d+)", name)
    if m:
        return chr(int(m.group(1)))
    if len(name) == 2 and name[0] in ACCENTS and name[1].isalpha():
        ch = unicodedata.normalize("NFC", name[1] + ACCENTS[name[0]])
        if len(ch) == 1:
            return ch
    raise Unrenderable(name)


def escape_name(s, i):
    """The name after an escape like \\* or \\n: (xx, [long] or one character."""
    if s.startswith("(", i):
        return s[i + 1:i + 3], i + 3
    if s.startswith("[", i):
        j = s.find("]", i)
        if j < 0:
            raise Unrenderable("[")
        return s[i + 1:j], j + 1
    return s[i:i + 1], i + 1


def delimited(s, i):
    """The end of a delimited argument ('...') starting at s[i]."""
    if i >= len(s):
        raise Unrenderable("delimiter")
    j = s.find(s[i], i + 1)
    if j < 0:
        raise Unrenderable("delimiter")
    return j + 1


def render(s, strings):
    """groff text with its escapes made plain; raises Unrenderable. Returns (text, joined):
    joined is True where the line ends with \\c (the next line continues it, no space)."""
    out = []
    i, n = 0, len(s)
    joined = False
    while i < n:
        j = s.find("\\", i)
        if j < 0:
            out.append(s[i:])
            break
        out.append(s[i:j])
        if j + 1 >= n:
            break
        c = s[j + 1]
        i = j + 2
        if c == "f" or c == "F":
            _, i = escape_name(s, i)
        elif c == "(" or c == "[":
            name, i = escape_name(s, i - 1)
            out.append(glyph(name))
        elif c == "C":
            k = delimited(s, i)
            out.append(glyph(s[i + 1:k - 1]))
            i = k
        elif c == "*":
            name, i = escape_name(s, i)
            if name in STRINGS:
                out.append(STRINGS[name])
            elif name in strings:
                out.append(strings[name])
            else:
                raise Unrenderable("\\*" + name)
        elif c == "-":
            out.append("-")
        elif c in "e\\E":
            out.append("\\")
        elif c == ".":
            out.append(".")
        elif c in " ~0t":
            out.append(" ")
        elif c in "&)/,|^:%{}padurz":
            pass
        elif c == '"' or c == "#":
            break
        elif c == "c":
            joined = True
            break
        elif c == "s":
            if i < n and s[i] in "+-":
                i += 1
            if i < n and s[i] in "([":
                _, i = escape_name(s, i)
            elif i < n and s[i] == "'":
                i = delimited(s, i)
            elif i < n and s[i].isdigit():
                i += 2 if s[i] in "123" and i + 1 < n and s[i + 1].isdigit() else 1
        elif c in "hvlLDoxbZXR":
            i = delimited(s, i)
        elif c in "kmMg":
            _, i = escape_name(s, i)
            if c == "g":
                raise Unrenderable("\\g")
        else:  # \n (a number), \w (a width), \$ (an argument), \' \` (accents), ...
            raise Unrenderable("\\" + c)
    return "".join(out), joined


def split_args(s):
    """The arguments of a request line, with groff's quoting."""
    args, cur, i, n = [], None, 0, len(s)
    quoted = False
    while i < n:
        ch = s[i]
        if cur is None:
            if ch in " \t":
                i += 1
                continue
            cur, quoted = "", ch == '"'
            if quoted:
                i += 1
                continue
        if ch == "\\" and i + 1 < n:
            if s[i + 1] == '"' and not quoted:
                break  # a comment
            cur += s[i:i + 2]
            i += 2
            continue
        if quoted and ch == '"':
            if s[i + 1:i + 2] == '"':
                cur += '"'
                i += 2
                continue
            args.append(cur)
            cur, quoted = None, False
            i += 1
            continue
        if not quoted and ch in " \t":
            args.append(cur)
            cur = None
            i += 1
            continue
        cur += ch
        i += 1
    if cur is not None:
        args.append(cur)
    return args


FONT_MACROS = {"B", "I", "SM", "SB"}
ALTERNATING = {"BR", "RB", "BI", "IB", "IR", "RI"}
BREAKS = {"PP", "LP", "P", "sp", "br", "RS", "RE", "HP", "PD", "in", "ti", "bp", "ne",
          "Pp", "Lp", "Sp", "Bl", "El", "It", "Ip", "nr", "TH", "Dd", "Dt", "Os", "Sx"}
IGNORED = {"nh", "hy", "ad", "na", "ft", "ps", "vs", "ll", "lt", "ta", "ss", "cs", "mk",
           "rt", "ns", "rs", "mso", "ds", "rm", "rn", "als", "tr", "ev", "cu", "ul", "cc",
           "lf", "do", "tm", "ab", "pc", "char", "fam", "fspecial", "ftr", "hw", "hc",
           "LINKSTYLE", "IX", "UC", "AT", "DT", "fp", "pso", "hym", "hlm", "pl", "po",
           "ch", "wh", "it", "em", "cflags", "kern", "lg", "uf", "bd", "c2", "eo", "ec",
           "fl", "nm", "nn", "warn", "ie2", "Ns", "Bk", "Ek"}
SKIP_BLOCKS = {  # request: the request that ends what it starts (all of it dropped)
    "nf": "fi", "EX": "EE", "Vb": "Ve", "Bd": "Ed", "DS": "DE", "Ds": "De", "CS": "CE",
    "EQ": "EN", "PS": "PE", "SY": "YS", "G1": "G2", "[": "]", "ID": "DE", "cW": "CW",
}
MACRO_DEF = {"de", "de1", "am", "ig", "ami", "dei"}


class ManPage:
    """One page's paragraphs (headings, tags and table cells are paragraphs of their own)."""

    def __init__(self, text):
        self.strings = {}
        self.out = []
        self.parts, self.dubious, self.joined = [], False, False
        self.tag_next = False
        self.th_source = ""
        lines = self.continued(text.split("\n"))
        self.local_strings(lines)
        self.run(lines)

    @staticmethod
    def continued(lines):
        """Lines ending in an escaped newline joined to the next."""
        out, cur = [], ""
        for line in lines:
            line = line.rstrip("\r")
            tail = len(line) - len(line.rstrip("\\"))
            if tail % 2 == 1:
                cur += line[:-1]
                continue
            out.append(cur + line)
            cur = ""
        if cur:
            out.append(cur)
        return out

    def local_strings(self, lines):
        """The page's own .ds strings (first definition wins) that render to plain text."""
        for line in lines:
            m = re.match(r"^[.'][ \t]*ds[ \t]+(\S+)[ \t]?(.*)$", line)
            if m and m.group(1) not in self.strings:
                value = m.group(2)
                if value.startswith('"'):
                    value = value[1:]
                try:
                    self.strings[m.group(1)] = render(value, {})[0]
                except Unrenderable:
                    pass

    def flush(self):
        if self.parts and not self.dubious:
            self.out.append(join_lines(self.parts))
        self.parts, self.dubious, self.joined = [], False, False

    def add(self, text):
        """Adds rendered text to the paragraph, or as a tag/heading paragraph of its own."""
        if self.tag_next:
            self.flush()
            self.tag_next = False
            self.parts = [text]
            self.flush()
            return
        if self.joined and self.parts:
            self.parts[-1] += text
        else:
            self.parts.append(text)

    def text_line(self, line):
        try:
            text, joined = render(line, self.strings)
        except Unrenderable:
            self.dubious = True
            self.tag_next = False
            return
        self.add(text)
        self.joined = joined

    def run(self, lines):
        skip_until = None
        depth = 0
        table = None
        for line in lines:
            if skip_until is not None:
                m = re.match(r"^[.'][ \t]*(\S+)", line)
                if m and m.group(1) == skip_until:
                    skip_until = None
                continue
            if depth > 0:
                depth += line.count("\\{") - line.count("\\}")
                continue
            if table is not None:
                if re.match(r"^[.'][ \t]*TE\b", line):
                    table.finish()
                    table = None
                else:
                    table.line(line)
                continue
            if line.startswith((".", "'")):
                body = line[1:].lstrip(" \t")
                if body.startswith(('\\"', "\\#")) or not body:
                    continue
                m = re.match(r"(\S+)(.*)$", body)
                name, rest = m.group(1), m.group(2)
                if "\\" in name:  # .\} or a request name built by escapes
                    depth = max(0, depth + body.count("\\{") - body.count("\\}"))
                    continue
                if name in MACRO_DEF:
                    self.flush()
                    args = split_args(rest)
                    skip_until = args[1] if len(args) > 1 and name != "ig" else "."
                    if name == "ig" and args:
                        skip_until = args[0]
                    continue
                if name in ("if", "ie", "el", "while"):
                    self.flush()
                    depth = max(0, body.count("\\{") - body.count("\\}"))
                    continue
                if name in SKIP_BLOCKS:
                    self.flush()
                    skip_until = SKIP_BLOCKS[name]
                    continue
                if name == "TS":
                    self.flush()
                    table = Table(self)
                    continue
                self.request(name, rest)
                continue
            if not line.strip():
                self.flush()
                continue
            if line[0] in " \t":
                self.flush()
            self.text_line(line)
        self.flush()

    def request(self, name, rest):
        args = split_args(rest)
        if name == "TH":
            self.th_source = args[3] if len(args) > 3 else ""
            self.flush()
        elif name in ("SH", "SS", "Sh", "Ss"):  # a heading: its words, or the next line
            self.flush()
            self.tag_next = True
            if args:
                self.text_line(" ".join(args))
        elif name in ("TP", "TQ"):
            self.flush()
            self.tag_next = True
        elif name == "IP":
            self.flush()
            if args and args[0]:
                self.tag_next = True
                self.text_line(args[0])
        elif name in FONT_MACROS:
            if args:
                self.text_line(" ".join(args))
        elif name in ALTERNATING:
            self.text_line("".join(args))
            self.joined = False
        elif name in ("UR", "MT"):
            pass  # the link text follows; the address is dropped
        elif name in ("UE", "ME"):
            if args:
                self.joined = True
                self.text_line(args[0])
                self.joined = False
        elif name == "Nd":
            self.text_line(" ".join(args))
        elif name in BREAKS:
            self.flush()
        elif name in IGNORED:
            pass
        else:  # an unknown or mdoc inline macro: what it prints is not known here
            self.dubious = True
            self.tag_next = False


class Table:
    """A tbl table's cells, each a paragraph of its own."""

    def __init__(self, page):
        self.page = page
        self.state = "options"
        self.tab = "\t"
        self.block = None
        self.cells = []

    def line(self, line):
        if self.state in ("options", "format"):
            if self.state == "options":
                self.state = "format"
                if line.rstrip().endswith(";"):
                    m = re.search(r"tab\s*\((.)\)", line)
                    if m:
                        self.tab = m.group(1)
                    return
            if line.rstrip().endswith("."):
                self.state = "data"
            return
        if re.match(r"^[.'][ \t]*T&", line):
            self.state = "format"
            return
        if self.block is not None:
            if line.startswith("T}"):
                self.cell(join_lines(self.block), raw=False)
                self.block = None
                for cell in line[2:].split(self.tab)[1:]:
                    self.cell(cell)
            elif line.startswith((".", "'")):
                args = split_args(line[1:].lstrip()[2:]) if re.match(
                    r"^[.'][ \t]*(B|I|BR|RB|BI|IB|IR|RI)\b", line) else None
                if args:
                    self.block.append(self.rendered("".join(args)))
            else:
                self.block.append(self.rendered(line))
            return
        if line.strip() in ("_", "=", "") or line.startswith((".", "'")):
            return
        for cell in line.split(self.tab):
            if cell.rstrip().endswith("T{"):
                before = cell.rstrip()[:-2]
                if before.strip():
                    self.cell(before)
                self.block = []
                continue
            self.cell(cell)

    def rendered(self, text):
        try:
            return render(text, self.page.strings)[0]
        except Unrenderable:
            return "\ufffd"  # makes clean() drop the cell

    def cell(self, text, raw=True):
        text = self.rendered(text) if raw else text
        if text.strip() and text.strip() not in ("_", "=", "\\^"):
            self.cells.append(text)

    def finish(self):
        if self.block:
            self.cell(join_lines(self.block), raw=False)
        self.page.out.extend(self.cells)


# Pages made from the tuning catalogues' programs (their own text is what the repair was
# tuned on): coreutils, apt, Linux-PAM and GLib.
TUNED = re.compile(r"coreutils|\bapt\b|linux-pam|\bglib\b", re.I)
TUNED_NAMES = re.compile(r"^(apt|pam)[-_.]|^gio|^gsettings|^gdbus|^glib", re.I)


def man_paragraphs(path):
    data = open(path, "rb").read()
    if path.endswith(".gz"):
        data = gzip.decompress(data)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if text.startswith(".so ") or "\n.so " in text[:400] and text.count("\n") < 5:
        return []
    if TUNED_NAMES.search(os.path.basename(path)):
        return None
    page = ManPage(text)
    if TUNED.search(page.th_source):
        return None
    return page.out


# ---------------------------------------------------------------------------------------
# Fortunes, glibc locales


def display_width(line):
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)


ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
ATTRIBUTION = re.compile(r"^\s*(?:--|—|―)\s*(.+)$")


def fortune_paragraphs(cookie):
    """A fortune cookie's paragraphs: wrapped lines joined (a line that reaches 70 % of the
    cookie's widest line, or 40 columns, is wrapped); an attribution (-- Name) on its own."""
    lines = [ANSI.sub("", line).rstrip() for line in cookie.split("\n")]
    widest = max([display_width(line) for line in lines] + [1])
    wrap_at = max(40, int(0.7 * widest))
    out, cur = [], []
    for line in lines:
        if not line.strip():
            out.append(join_lines(cur))
            cur = []
            continue
        m = ATTRIBUTION.match(line)
        if m:
            out.append(join_lines(cur))
            out.append(m.group(1))
            cur = []
            continue
        if cur and (line[0] in " \t" or line.lstrip()[0] in "-–—\"“„«*>"):
            out.append(join_lines(cur))
            cur = []
        cur.append(line)
        if display_width(line) < wrap_at:
            out.append(join_lines(cur))
            cur = []
    out.append(join_lines(cur))
    return [p for p in out if p]


LOCALE_FILES = {
    "fr": "fr_FR", "de": "de_DE", "es": "es_ES", "pt": "pt_PT", "it": "it_IT", "ca": "ca_ES",
    "da": "da_DK", "sv": "sv_SE", "nb": "nb_NO", "is": "is_IS", "pl": "pl_PL", "cs": "cs_CZ",
    "sk": "sk_SK", "hu": "hu_HU", "ro": "ro_RO", "hr": "hr_HR", "sl": "sl_SI", "lt": "lt_LT",
    "lv": "lv_LV", "et": "et_EE", "tr": "tr_TR", "vi": "vi_VN", "nl": "nl_NL", "fi": "fi_FI",
    "id": "id_ID", "eo": "eo", "ga": "ga_IE", "ru": "ru_RU", "uk": "uk_UA", "bg": "bg_BG",
    "sr": "sr_RS", "mk": "mk_MK", "be": "be_BY", "el": "el_GR", "he": "he_IL", "ar": "ar_EG",
    "fa": "fa_IR", "th": "th_TH", "ja": "ja_JP", "zh_CN": "zh_CN", "zh_TW": "zh_TW",
    "ko": "ko_KR",
}
LOCALE_KEYS = {"abday", "day", "abmon", "mon", "alt_mon", "ab_alt_mon", "yesstr", "nostr",
               "country_name", "lang_name", "am_pm"}
LOCALES = "/usr/share/i18n/locales"


def locale_words(name, lang, seen=None):
    """The words a glibc locale source spells out (LOCALE_KEYS), following `copy` into a
    locale of the same language."""
    seen = seen if seen is not None else set()
    path = os.path.join(LOCALES, name)
    if name in seen or not os.path.isfile(path):
        return []
    seen.add(name)
    text = open(path, encoding="utf-8", errors="replace").read()
    comment, escape = "%", "/"
    m = re.search(r"^comment_char\s+(\S)", text, re.M)
    comment = m.group(1) if m else comment
    m = re.search(r"^escape_char\s+(\S)", text, re.M)
    escape = m.group(1) if m else escape
    lines, cur = [], ""
    for line in text.split("\n"):
        if line.startswith(comment):
            continue
        if line.rstrip().endswith(escape) and not line.rstrip().endswith(escape * 2):
            cur += line.rstrip()[:-1] + " "
            continue
        lines.append(cur + line)
        cur = ""
    words = []
    prefix = name.split("_")[0]
    for line in lines:
        m = re.match(r"^\s*(\w+)\s+(.*)$", line)
        if not m:
            continue
        key, value = m.group(1), m.group(2)
        if key == "copy":
            other = value.strip().strip('"')
            if other.split("_")[0] == prefix and other.split("@")[0] != name:
                words += locale_words(other, lang, seen)
            continue
        if key not in LOCALE_KEYS:
            continue
        for s in re.findall(r'"((?:[^"%s]|%s.)*)"' % (re.escape(escape), re.escape(escape)),
                            value):
            s = re.sub(r"<U([0-9A-Fa-f]{4,8})>", lambda u: chr(int(u.group(1), 16)), s)
            s = s.replace(escape + escape, escape)
            if "%" not in s and "^" not in s:
                words.append(s)
    return words


# ---------------------------------------------------------------------------------------
# The sources

DETECT_LANG = {  # chardet's `language` values
    "croatian": "hr", "czech": "cs", "hungarian": "hu", "polish": "pl", "slovak": "sk",
    "slovene": "sl", "bulgarian": "bg", "russian": "ru", "arabic": "ar", "greek": "el",
    "romanian": "ro", "turkish": "tr", "hebrew": "he",
}
TLD_LANG = {"cn": "zh_CN", "tw": "zh_TW", "jp": "ja", "kr": "ko", "ru": "ru", "th": "th",
            "il": "he", "sa": "ar", "gr": "el", "tr": "tr", "bg": "bg"}
ENCODING_LANG = {  # the samples' chardet files: the language their encoding is for
    "shift_jis": "ja", "euc-jp": "ja", "iso-2022-jp": "ja", "gbk": "zh_CN",
    "gb18030": "zh_CN", "big5": "zh_TW", "euc-kr": "ko", "koi8-r": "ru", "ibm866": "ru",
    "windows-1251": "ru", "windows-1256": "ar", "iso-8859-2": "cs",
}
# Corpus files whose language nothing above tells (by upstream path; read by hand). The
# ones left out hold no prose of one language: tables of numbers, a multilingual sample
# table, a macOS device dump, and a line of test characters.
LANG_OF = {
    "tests/iso-8859-1/_ude_1.txt": "pt", "tests/iso-8859-1/_ude_2.txt": "fr",
    "tests/iso-8859-1/_ude_3.txt": "it", "tests/iso-8859-1/_ude_4.txt": "it",
    "tests/iso-8859-1/_ude_5.txt": "es", "tests/iso-8859-1/_ude_6.txt": "fi",
    "tests/windows-1252/_ude_1.txt": "de", "tests/windows-1252/_ude_2.txt": "nl",
    "tests/windows-1252/github_bug_9.txt": "en",
    "tests/windows-1252/_mozilla_bug421271_text.html": "en",
    "tests/utf-8/_chromium_UTF-8_with_no_encoding_specified.html": "zh_CN",
    "tests/utf-8/_mozilla_bug306272_text.html": "fi",
    "tests/utf-8/_mozilla_bug426271_text-utf-8.html": "ja",
    "tests/utf-8/_ude_1.txt": "ko", "tests/utf-8/_ude_2.txt": "ko",
    "tests/utf-8/_ude_5.txt": "zh_TW", "tests/utf-8/_ude_greek.txt": "el",
    "tests/utf-8/_ude_he1.txt": "he", "tests/utf-8/_ude_he2.txt": "he",
    "tests/utf-8/_ude_he3.txt": "he", "tests/utf-8/_ude_russian.txt": "ru",
    "tests/utf-8/anitabee.blogspot.com.xml": "hu", "tests/utf-8-sig/_ude_4.txt": "ja",
    "tests/utf-8-sig/bom-utf-8.srt": "en", "tests/UTF-16/bom-utf-16-be.srt": "en",
    "tests/UTF-16/bom-utf-16-le.srt": "en",
    "tests/UTF-16BE/nobom-utf16be.txt": None, "tests/UTF-16LE/nobom-utf16le.txt": None,
    "tests/UTF-16BE/plane1-utf-16be.html": None, "tests/UTF-16LE/plane1-utf-16le.html": None,
    "tests/MacRoman/ioreg_output.txt": None, "tests/utf-8/_ude_3.txt": None,
    "test/fr/utf-16.be": "en",  # uchardet's, in its fr folder, but English
}
MARKUP = (".html", ".htm", ".xml", ".rss", ".atom")


def file_paragraphs(path, lines):
    if path.lower().endswith(MARKUP) or any("<html" in line.lower() for line in lines[:20]):
        return html_paragraphs("\n".join(lines))
    if path.endswith(".srt"):
        return [line for line in lines if not re.match(r"^\s*(\d+|[\d:,]+ --> [\d:,]+)\s*$",
                                                       line)]
    return lines


def corpus_dir():
    env = os.environ.get("MOJISCOPE_CORPUS")
    return env if env else os.path.join(HERE, "..", "..", "shared", "corpus")


def source_samples(corpus):
    manifest = json.load(open(os.path.join(corpus, "samples", "manifest.json")))
    for entry in manifest["files"]:
        lang = entry.get("upstream_language")
        if entry["upstream_path"] in LANG_OF:
            lang = LANG_OF[entry["upstream_path"]]
        elif not lang:
            lang = ENCODING_LANG.get(entry["whatwg_label"].lower())
        if lang == "zh":
            lang = "zh_TW" if entry["whatwg_label"] == "big5" else "zh_CN"
        if not lang or entry.get("textdecoder_had_errors") or entry.get("replacement_count"):
            continue  # the deliberate cases: `replacement`, UTF-32 read as UTF-8
        data = open(os.path.join(corpus, entry["file"]), "rb").read()
        lines = decode_file(data, entry["whatwg_label"], entry.get("textdecoder_output_sha256"))
        if lines is None:
            continue
        for para in file_paragraphs(entry["file"], lines):
            yield lang, para


def source_detect(corpus):
    root = os.path.join(corpus, "mojibake", "detect")
    manifest = json.load(open(os.path.join(root, "manifest.json")))
    for entry in manifest["files"]:
        upstream = entry["source"].split(":", 1)[-1]
        if upstream in LANG_OF:
            lang = LANG_OF[upstream]
        else:
            lang = DETECT_LANG.get(entry.get("language") or "") or TLD_LANG.get(entry["tld"])
        if not lang:
            continue
        data = open(os.path.join(root, entry["path"]), "rb").read()
        lines = decode_file(data, entry["expected"])
        if lines is None:
            continue
        for para in file_paragraphs(entry["path"], lines):
            yield lang, para


def package_files(pkg):
    """The regular files a Debian package installed (None: not installed)."""
    for path in (f"/var/lib/dpkg/info/{pkg}.list", f"/var/lib/dpkg/info/{pkg}:all.list"):
        if os.path.isfile(path):
            names = open(path, encoding="utf-8", errors="replace").read().split("\n")
            return sorted(p for p in names if p and os.path.isfile(p)
                          and not os.path.islink(p))
    return None


# manpages-zh makes its zh_TW pages from the zh_CN ones with OpenCC (its README says so):
# machine-converted, with OpenCC's wrong word choices (專案, 擴充套件), so left out.
MACHINE_MADE = {("manpages-zh", "zh_TW")}


def man_lang(path):
    m = re.match(r"^/usr/share/man/([^/]+)/man", path)
    if not m:
        return None
    lang = m.group(1).split(".")[0]
    return {"pt_BR": "pt", "zh_CN": "zh_CN", "zh_TW": "zh_TW"}.get(lang, lang.split("_")[0])


def source_manpages(pkg, files):
    for path in files:
        lang = man_lang(path)
        if not lang or (pkg, lang) in MACHINE_MADE:
            continue
        paras = man_paragraphs(path)
        for para in paras or []:
            yield lang, para


def source_fortunes(pkg, files):
    for path in files:
        if not path.startswith("/usr/share/games/fortunes/") or path.endswith(".dat"):
            continue
        if "/off/" in path:  # the offensive ones, ROT13-encoded as fortune files do
            continue
        lang = "sk" if path.endswith("/klasik-sk") else FORTUNES[pkg]
        data = open(path, "rb").read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            REJECTS.add(pkg, "file not UTF-8", path)
            continue
        for cookie in re.split(r"^%\s*$", text, flags=re.M):
            for para in fortune_paragraphs(cookie):
                yield lang, para


BOOK_LANG = re.compile(r"[.-]([a-z]{2}(?:[_-][A-Za-z]{2})?)\.(?:html|txt)$")


def book_lang(pkg, path):
    if pkg == "debian-faq-ko":
        return "ko"
    m = BOOK_LANG.search(path)
    if not m:
        return None
    code = m.group(1)
    return {"cn": "zh_CN", "pt_BR": "pt", "zh-cn": "zh_CN", "zh-tw": "zh_TW"}.get(code, code)


# The older debian-history dedications are in their language's legacy encoding.
LEGACY = {"ja": "euc_jp", "zh_CN": "gb18030", "zh_TW": "big5hkscs", "ko": "cp949",
          "ru": "koi8_r"}


def decode_book(data, lang):
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    latin1 = {"de", "es", "fi", "fr", "it", "pt", "ca", "da", "sv", "nl", "id"}
    codec = LEGACY.get(lang) or ("cp1252" if lang in latin1 else None)
    try:
        return data.decode(codec) if codec else None
    except UnicodeDecodeError:
        return None


def source_books(pkg, files):
    for path in files:
        if not path.endswith((".html", ".txt")):
            continue
        lang = book_lang(pkg, path)
        if lang in (None, "en"):
            continue
        text = decode_book(open(path, "rb").read(), lang)
        if text is None:
            REJECTS.add(pkg, "file in no encoding known for its language", path)
            continue
        if path.endswith(".html"):
            paras = html_paragraphs(text)
        else:
            paras = [join_lines(block.split("\n")) for block in re.split(r"\n\s*\n", text)]
        for para in paras:
            yield lang, para


def source_locales(files):
    for lang, name in sorted(LOCALE_FILES.items()):
        for word in locale_words(name, lang):
            yield lang, word


# ---------------------------------------------------------------------------------------


def main():
    started = time.time()
    found = []  # (source, lang, text)
    seen = set()
    notes = []

    def take(source, items):
        for lang, para in items:
            if lang not in LANGS:
                continue
            for line in lines_of(para):
                text = clean(line, source, lang)
                if text is None or text in seen:
                    continue
                seen.add(text)
                found.append((source, lang, text))

    corpus = corpus_dir()
    if os.path.isfile(os.path.join(corpus, "samples", "manifest.json")):
        take("corpus-samples", source_samples(corpus))
    else:
        notes.append(f"skipped: the shared corpus is not at {corpus} (set MOJISCOPE_CORPUS)")
    if os.path.isfile(os.path.join(corpus, "mojibake", "detect", "manifest.json")):
        take("corpus-detect", source_detect(corpus))
    for pkg in PACKAGES:
        files = package_files(pkg)
        if files is None:
            notes.append(f"skipped: package {pkg} is not installed")
            continue
        if not files:
            notes.append(f"skipped: package {pkg} is installed but its files are not there "
                         "(a dpkg path-exclude for /usr/share/man or /usr/share/doc?)")
            continue
        if pkg in MANPAGES:
            take(pkg, source_manpages(pkg, files))
        elif pkg in FORTUNES:
            take(pkg, source_fortunes(pkg, files))
        elif pkg in BOOKS:
            take(pkg, source_books(pkg, files))
        elif pkg == "locales":
            take(pkg, source_locales(files))

    groups = collections.defaultdict(list)
    for source, lang, text in found:
        groups[(source, lang)].append(text)
    texts = []
    for (source, lang), lines in groups.items():
        lines.sort(key=lambda t: hashlib.sha1(t.encode("utf-8")).hexdigest())
        for text in lines[:CAP]:
            texts.append({"source": source, "lang": lang, "text": text})
    texts.sort(key=lambda e: (e["lang"], e["source"],
                              hashlib.sha1(e["text"].encode("utf-8")).hexdigest()))
    sys.stdout.write('{"texts": [\n')
    sys.stdout.write(",\n".join(json.dumps(e, ensure_ascii=False) for e in texts))
    sys.stdout.write("\n]}\n")

    err = sys.stderr
    for note in notes:
        print(note, file=err)
    print("lang   source              lines  non-ASCII letters  (available)", file=err)
    table = collections.Counter()
    wide = collections.Counter()
    for e in texts:
        table[(e["lang"], e["source"])] += 1
        wide[(e["lang"], e["source"])] += non_ascii_letter(e["text"])
    for (lang, source), count in sorted(table.items()):
        print(f"{lang:6} {source:18} {count:6} {wide[(lang, source)]:8}"
              f"           ({len(groups[(source, lang)])})", file=err)
    langs = sorted({e["lang"] for e in texts})
    print(f"total: {len(texts)} lines in {len(langs)} languages "
          f"({sum(wide.values())} with a non-ASCII letter): {' '.join(langs)}", file=err)
    if os.environ.get("OTHER_TEXT_REJECTS"):
        for (source, why), count in sorted(REJECTS.counts.items()):
            print(f"rejected {source} {why}: {count}, e.g. "
                  f"{REJECTS.examples[(source, why)]!r}", file=err)
    print(f"took {time.time() - started:.1f} s", file=err)
    return 0 if texts else 1


if __name__ == "__main__":
    sys.exit(main())
