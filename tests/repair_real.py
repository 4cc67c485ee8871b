#!/usr/bin/env python3
"""Helper of tests/repair_real.rs: the damage Python's codecs do, and ftfy's repairs.

Reads one JSON object on stdin:
  {"items": [{"lang": "fr", "text": "...", "codecs": ["cp1252", "latin-1", ...]}, ...],
   "extra": ["broken text made by the Rust side", ...], "fine": ["text that is fine", ...]}
and writes one JSON object on stdout:
  {"cases": [{"lang", "class", "broken", "expected"}, ...],
   "ftfy": null (not importable) or
           {"version", "cases": [ftfy's text per case], "extra": [...], "fine": [...]}}

The damage, for each item's UTF-8 bytes and each codec asked for:
  cp1252      Python's cp1252 refuses 81 8D 8F 90 9D. Where the bytes hold one of those:
              "py cp1252 replace" (errors='replace': a U+FFFD in the byte's place) and
              "py cp1252 ignore" (errors='ignore': the byte dropped). Where they do not, the
              strict decode is encoding_rs's windows-1252 decode (made on the Rust side), and
              from it "py nbsp lost": the mojibake's U+00A0 turned into a space.
  latin-1     "py latin-1" (isomorphic: C1 controls), where the bytes hold 80..9F (otherwise
              it is the windows-1252 decode again).
  other       a strict decode ("py cp437", "py cp850", "py cp852"), if it succeeds.
Python's mac_roman is encoding_rs's macintosh but for byte DB, and the double damage with a
strict cp1252 is encoding_rs's windows-1252 twice where Python can make it: both are made on
the Rust side.

Expected text. Lossless damage: the original exactly. A U+00A0 that became a space is not a
lost byte: a space cannot follow a UTF-8 lead byte, so where it stands inside a sequence it was
A0, and the original comes back exactly. Lossy damage (replace, ignore) -- the best partial
repair: every character whose UTF-8 bytes all survived comes back, and each character that
lost a byte becomes exactly one U+FFFD. The five refused bytes are all continuation bytes, so
every damaged character keeps its lead byte and the bytes that are left still tell where each
character begins and ends; which byte was lost cannot be known, so the character is gone. (A
UTF-8 decode of the damaged bytes with errors='replace' is NOT this rule: it gives one U+FFFD
per maximal subpart, two for ED 9D A0 with the 9D dropped, for instance.)
"""
import json
import sys

REFUSED = {0x81, 0x8D, 0x8F, 0x90, 0x9D}


def lossy_expected(text):
    return "".join(
        "\ufffd" if REFUSED.intersection(ch.encode("utf-8")) else ch for ch in text
    )


def damage(item):
    text, data = item["text"], item["text"].encode("utf-8")
    out = []
    for codec in item["codecs"]:
        if codec == "latin-1":
            if any(0x80 <= b <= 0x9F for b in data):
                out.append(("py latin-1", data.decode("latin-1"), text))
            continue
        if codec != "cp1252":
            try:
                out.append(("py " + codec, data.decode(codec), text))
            except UnicodeDecodeError:
                pass
            continue
        if REFUSED.intersection(data):
            expected = lossy_expected(text)
            out.append(("py cp1252 replace", data.decode("cp1252", "replace"), expected))
            out.append(("py cp1252 ignore", data.decode("cp1252", "ignore"), expected))
            continue
        once = data.decode("cp1252")
        if "\xa0" in once:
            out.append(("py nbsp lost", once.replace("\xa0", " "), text))
    return [
        {"lang": item["lang"], "class": c, "broken": b, "expected": e}
        for c, b, e in out
        if b != text
    ]


def ftfy_fixer():
    try:
        import ftfy
    except ImportError:
        return None, None
    # Encoding repair only: no quote uncurling, width folding, normalisation, HTML unescaping
    # or control removal, which would change text that mojiscope leaves alone by design.
    config = ftfy.TextFixerConfig(
        unescape_html=False,
        remove_terminal_escapes=False,
        fix_latin_ligatures=False,
        fix_character_width=False,
        uncurl_quotes=False,
        fix_line_breaks=False,
        remove_control_chars=False,
        normalization=None,
        explain=False,
    )
    return ftfy.__version__, lambda s: ftfy.fix_text(s, config)


def main():
    request = json.load(sys.stdin)
    cases = [c for item in request["items"] for c in damage(item)]
    version, fix = ftfy_fixer()
    result = {"cases": cases, "ftfy": None}
    if fix is not None:
        result["ftfy"] = {
            "version": version,
            "cases": [fix(c["broken"]) for c in cases],
            "extra": [fix(s) for s in request["extra"]],
            "fine": [fix(s) for s in request["fine"]],
        }
    json.dump(result, sys.stdout, ensure_ascii=True)


if __name__ == "__main__":
    main()
