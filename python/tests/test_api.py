"""The single calls: each answers what the command line answers with --json."""

import codecs
import json
import subprocess

import pytest

import mojiscope
from conftest import LANGUAGES, damaged, run_json


def test_repair_matches_the_command_line(cli, sentences):
    for lang, text in sentences[::7]:
        for kind, broken in damaged(lang, text)[:2]:
            ours = mojiscope.repair(broken)
            theirs = run_json(cli, ["repair"], broken.encode())
            assert ours == theirs, (lang, kind, broken)


def test_repair_undoes_utf8_read_as_cp1252(sentences):
    wrong = []
    for lang, text in sentences:
        broken = text.encode("utf-8").decode("cp1252", errors="replace")
        if "\ufffd" in broken:
            continue
        if mojiscope.repair(broken)["text"] != text:
            wrong.append((lang, broken))
    assert len(wrong) <= len(sentences) // 100, wrong[:10]


def test_good_text_is_left_alone(sentences):
    changed = [t for _, t in sentences if mojiscope.repair(t)["changed"]]
    assert changed == []


def test_repair_takes_bytes_as_the_command_reads_a_file():
    # Java's modified UTF-8: C0 80 is NUL, and the text around it is not touched.
    r = mojiscope.repair(b"Caf\xc3\xa9\xc0\x80na\xc3\xafve")
    assert r["text"] == "Café\x00naïve"
    assert r["modified"] and not r["changed"]
    with pytest.raises(ValueError, match="not UTF-8 text"):
        mojiscope.repair(b"caf\xe9")


def test_min_confidence_and_chain():
    assert mojiscope.repair("cafÃ©", min_confidence=1.0)["min_confidence"] == 1.0
    r = mojiscope.repair("cafÃ©", chain="windows-1252:UTF-8")
    assert r["text"] == "café"
    with pytest.raises(ValueError, match="min_confidence"):
        mojiscope.repair("x", min_confidence=2)
    with pytest.raises(ValueError, match="chain"):
        mojiscope.repair("x", chain="windows-1252")


def test_detect_matches_the_command_line(cli, sentences):
    for lang, text in sentences[::11]:
        for data in (text.encode("utf-8"), text.encode(LANGUAGES[lang], errors="ignore")):
            assert mojiscope.detect(data) == run_json(cli, ["detect"], data), (lang, text)


def test_scan_matches_the_command_line(cli):
    data = "Grüße".encode("cp1252") + b" \xed\xa0\x80 ok \xc0\x80"
    out = subprocess.run([cli, "scan", "--json", "-"], input=data, capture_output=True, check=True)
    theirs = [json.loads(line) for line in out.stdout.decode().splitlines()]
    assert mojiscope.scan(data) == theirs


def test_decode_and_encode_agree_with_pythons_codecs_where_they_agree():
    text = "Grüße, Привет, 日本語"
    for label, codec in [("utf-8", "utf-8"), ("windows-1251", "cp1251"), ("shift_jis", "cp932"),
                         ("gbk", "gbk"), ("utf-16le", "utf-16-le")]:
        data = text.encode(codec, errors="ignore") if label != "utf-16le" else text.encode(codec)
        assert mojiscope.decode(data, label) == codecs.decode(data, codec)
    assert mojiscope.encode("Привет", "koi8-r") == "Привет".encode("koi8-r")
    # "encode" writes a character the encoding lacks as an HTML reference.
    assert mojiscope.encode("€ and 日", "iso-8859-2") == b"&#8364; and &#26085;"
    # UTF-16 has no encoder in the standard: its output encoding, UTF-8.
    assert mojiscope.encode("é", "utf-16le") == "é".encode()


def test_errors_are_python_exceptions_with_one_line_reasons():
    with pytest.raises(mojiscope.DecodeError, match="offset 1"):
        mojiscope.decode(b"a\xff", op="utf8-decode-without-bom-or-fail")
    with pytest.raises(mojiscope.EncodeError, match="U\\+20AC at offset 0"):
        mojiscope.encode("€", "iso-8859-2", errors="fatal")
    with pytest.raises(LookupError, match="latin1"):
        mojiscope.decode(b"x", "latin-1x")
    with pytest.raises(ValueError, match="op"):
        mojiscope.decode(b"x", op="nonsense")
    with pytest.raises(ValueError, match="context"):
        mojiscope.detect(b"x", context="nonsense")
    with pytest.raises(TypeError):
        mojiscope.repair(42)
    for e in (mojiscope.DecodeError, mojiscope.EncodeError):
        assert issubclass(e, ValueError)


def test_bad_input_is_answered_not_crashed():
    assert mojiscope.repair("")["text"] == ""
    assert mojiscope.detect(b"")["file_verdict"]["reason"] == "empty"
    noise = bytes(range(256)) * 64
    assert mojiscope.detect(noise)["file_verdict"]["reason"] == "binary"
    assert mojiscope.scan(noise)[-1]["kind"] == "summary"
    assert mojiscope.decode(noise, "utf-8").count("\ufffd") > 0
