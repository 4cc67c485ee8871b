"""Drop-in replacements for the two calls data pipelines make most: ftfy's ``fix_encoding``
and chardet's ``detect``, with their result shapes, answered by mojiscope.

>>> from mojiscope.compat import detect, fix_encoding
>>> fix_encoding("The Mona Lisa doesnÃ¢â‚¬â„¢t have eyebrows.")
'The Mona Lisa doesn’t have eyebrows.'
>>> detect("Привет, как дела? Всё хорошо.".encode("cp1251"))["encoding"]
'cp1251'
>>> detect(b"plain")
{'encoding': 'ascii', 'confidence': 1.0, 'language': None, 'mime_type': 'text/plain'}
"""

from __future__ import annotations

from typing import Optional, TypedDict, Union

from . import _native
from .codecs import codec_for


class DetectionDict(TypedDict):
    """chardet's answer: ``encoding`` (a Python codec name; None for binary data),
    ``confidence`` (0 to 1), ``language`` (ISO 639-1, or None) and ``mime_type``."""

    encoding: Optional[str]
    confidence: float
    language: Optional[str]
    mime_type: Optional[str]


#: How sure each kind of answer is. A BOM or bytes that are all ASCII leave no doubt; valid
#: UTF-8 with non-ASCII characters is almost never anything else; a declaration or UTF-16's
#: rhythm rarely lie; the detector's choice is surer the more non-ASCII bytes it had.
CONFIDENCE = {
    "empty": 0.1,
    "bom": 1.0,
    "ascii": 1.0,
    "valid-utf-8": 0.99,
    "mostly-utf-8": 0.8,
    "meta": 0.95,
    "xml-declaration": 0.95,
    "css-charset": 0.95,
    "utf-16-rhythm": 0.95,
    "binary": 0.95,
    "detected": 0.9,
}

#: The detector's choice on too few non-ASCII bytes to tell encodings apart.
TOO_LITTLE = 0.5


def fix_encoding(text: str, min_confidence: Optional[float] = None) -> str:
    """ftfy's ``fix_encoding(text)``: the text with its mojibake undone (see
    ``mojiscope.repair`` for the chain, the parts and the cause)."""
    return _native.repaired(text, min_confidence)


def detect(data: Union[bytes, bytearray, memoryview]) -> DetectionDict:
    """chardet's ``detect(data)``: which encoding the bytes are in, as a Python codec name
    (``data.decode(result["encoding"])`` reads them, a BOM dropped), how sure, and the
    language their letters fit. ``mojiscope.detect`` says why, with the evidence."""
    data = bytes(data)
    encoding, reason, too_little, language = _native.verdict_and_language(data)
    if encoding is None:
        return {
            "encoding": None,
            "confidence": CONFIDENCE["binary"],
            "language": None,
            "mime_type": "application/octet-stream",
        }
    if reason == "empty":
        codec = "utf-8"
    elif reason == "ascii":
        codec = "ascii"
    else:
        codec = codec_for(encoding, reason)
    confidence = TOO_LITTLE if reason == "detected" and too_little else CONFIDENCE[reason]
    return {
        "encoding": codec,
        "confidence": confidence,
        "language": language,
        "mime_type": "text/plain",
    }
