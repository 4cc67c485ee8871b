"""Python's codec for each encoding of the standard, from ``codecs.json``."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Dict, Optional


@lru_cache(maxsize=1)
def _table() -> Dict[str, Optional[str]]:
    with open(Path(__file__).with_name("codecs.json"), encoding="utf-8") as f:
        return json.load(f)["codecs"]


def python_codec(encoding: Optional[str]) -> Optional[str]:
    """The Python codec that decodes what the standard's ``encoding`` decodes (None: none does).

    >>> python_codec("Shift_JIS")
    'cp932'
    >>> python_codec("x-user-defined") is None
    True
    """
    if encoding is None:
        return None
    return _table()[encoding]


def codec_for(encoding: Optional[str], reason: Optional[str]) -> Optional[str]:
    """The Python codec that reads bytes the verdict gave ``encoding`` for ``reason``: behind a
    BOM, the codec that drops it (``utf-8-sig``, ``utf-16``), as the standard's decode does.

    >>> codec_for("UTF-16LE", "bom"), codec_for("UTF-16LE", "utf-16-rhythm")
    ('utf-16', 'utf-16-le')
    """
    if reason == "bom":
        return "utf-8-sig" if encoding == "UTF-8" else "utf-16"
    return python_codec(encoding)
