"""See what bytes mean as text and undo mojibake, under the WHATWG Encoding Standard.

The same Rust core as the ``mojiscope`` command line: every call returns what the command
prints with ``--json``, as dicts and lists.

>>> import mojiscope
>>> r = mojiscope.repair("CafÃ© crÃ¨me")
>>> r["text"], r["changed"], r["command"]
('Café crème', True, "mojiscope repair --chain 'windows-1252:UTF-8' -")
>>> mojiscope.detect("Grüße aus München".encode("cp1252"))["encoding"]
'windows-1252'
>>> mojiscope.decode(b"\\x82\\xa0", "shift_jis")
'あ'
>>> mojiscope.encode("€5", "windows-1252")
b'\\x805'
"""

from ._native import DecodeError, EncodeError, __version__
from ._native import decode, detect, encode, repair, scan
from .batch import detect_batch, repair_batch

__all__ = [
    "DecodeError",
    "EncodeError",
    "__version__",
    "decode",
    "detect",
    "detect_batch",
    "encode",
    "repair",
    "repair_batch",
    "scan",
]
