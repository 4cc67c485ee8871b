"""The drop-ins: ftfy's fix_encoding and chardet's detect, with their shapes."""

import mojiscope
from mojiscope.compat import detect, fix_encoding
from conftest import LANGUAGES


def test_fix_encoding_is_repairs_text(sentences):
    for lang, text in sentences[::5]:
        broken = text.encode("utf-8").decode("latin-1")
        assert fix_encoding(broken) == mojiscope.repair(broken)["text"]
    assert fix_encoding("plain") == "plain"


def test_detect_has_chardets_shape_and_python_codec_names(sentences):
    for lang, text in sentences:
        for data in (text.encode("utf-8"), text.encode(LANGUAGES[lang], errors="ignore")):
            r = detect(data)
            assert list(r) == ["encoding", "confidence", "language", "mime_type"]
            assert 0 <= r["confidence"] <= 1
            if r["encoding"] is not None:
                # The name is a Python codec that reads the bytes.
                data.decode(r["encoding"])
    assert detect(b"")["encoding"] == "utf-8"
    assert detect(b"ascii only")["encoding"] == "ascii"
    assert detect("\ufeffBOM".encode("utf-8"))["encoding"] == "utf-8-sig"
    assert detect("Grüße".encode("utf-16"))["encoding"] == "utf-16"
    assert detect(bytes(range(256)) * 8)["encoding"] is None


def test_detect_names_a_codec_that_reads_gb18030s_four_byte_sequences(sentences):
    # Chinese with a character outside GBK's two-byte table (a rare one in a name, from CJK
    # Extension B): the standard's GBK decoder reads its four bytes, Python's gbk does not.
    chinese = " ".join(t for lang, t in sentences if lang == "zh_CN")
    text = chinese[:200] + " 𠀀 " + chinese[200:400]
    data = text.encode("gb18030")
    assert data.decode(detect(data)["encoding"]) == text


def test_detect_names_the_language(sentences):
    russian = " ".join(t for lang, t in sentences if lang == "ru")
    assert detect(russian.encode("cp1251"))["language"] == "ru"
    assert detect(russian.encode("cp1251"))["encoding"] == "cp1251"


def test_detect_names_east_asian_languages(sentences):
    for lang, code, codec in (("ja", "ja", "cp932"), ("zh_CN", "zh", "gbk"), ("ko", "ko", "cp949")):
        text = " ".join(t for l, t in sentences if l == lang)
        assert text, f"no {lang} sentences"
        r = detect(text.encode(codec, errors="ignore"))
        assert r["language"] == code, (lang, r)
