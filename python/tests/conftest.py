"""What the tests share: the command line built beside the package (its JSON is what every
call must match), and real sentences from the message catalogues Debian ships."""

from __future__ import annotations

import gettext
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

#: The catalogues the sentences come from (packages CI installs: coreutils, apt, Linux-PAM).
CATALOGUES = ("coreutils", "apt", "Linux-PAM")
#: Languages, each with the legacy code page its text was saved in when it was not UTF-8.
LANGUAGES = {
    "de": "cp1252", "fr": "cp1252", "es": "cp1252", "pt_BR": "cp1252", "pl": "cp1250",
    "cs": "cp1250", "ru": "cp1251", "uk": "cp1251", "el": "cp1253", "tr": "cp1254",
    "ja": "shift_jis", "zh_CN": "gbk", "ko": "euc_kr", "vi": "cp1258",
}


def required() -> bool:
    """Under CI every part must run: a missing one fails instead of skipping."""
    return os.environ.get("CI") == "true"


def need(what: str):
    if required():
        pytest.fail(f"{what} (required under CI=true)")
    pytest.skip(what)


@pytest.fixture(scope="session")
def cli() -> str:
    path = os.environ.get("MOJISCOPE_BIN") or shutil.which("mojiscope")
    if not path:
        need("no mojiscope command: set MOJISCOPE_BIN")
    return path


def run_json(cli: str, args, data: bytes):
    """`mojiscope ARGS --json -` on `data`, its JSON parsed."""
    out = subprocess.run([cli, *args, "--json", "-"], input=data, capture_output=True, check=True)
    return json.loads(out.stdout)


@pytest.fixture(scope="session")
def sentences():
    """Real sentences of 10 to 60 characters, (language, text), a few dozen per language."""
    found = []
    for lang in LANGUAGES:
        seen = 0
        for domain in CATALOGUES:
            mo = Path("/usr/share/locale") / lang / "LC_MESSAGES" / f"{domain}.mo"
            if not mo.exists():
                continue
            with open(mo, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
            for key, text in sorted(catalog.items(), key=lambda kv: str(kv[0])):
                if not key or not isinstance(text, str):
                    continue
                text = " ".join(text.split())
                if 10 <= len(text) <= 60 and "%" not in text:
                    found.append((lang, text))
                    seen += 1
                if seen >= 30:
                    break
    if len(found) < 200:
        need("too few translated sentences in /usr/share/locale (install coreutils, apt, libpam-runtime)")
    return found


def damaged(lang: str, text: str):
    """The damage pipelines really do to the text, each a (kind, damaged text) pair:
    UTF-8 read as cp1252 (Python's, which refuses 81 8D 8F 90 9D: those bytes replaced) or as
    latin-1, and the language's legacy code page read as cp1252."""
    raw = text.encode("utf-8")
    out = [
        ("utf-8 as cp1252", raw.decode("cp1252", errors="replace")),
        ("utf-8 as latin-1", raw.decode("latin-1")),
    ]
    legacy = LANGUAGES[lang]
    if legacy != "cp1252":
        try:
            out.append((f"{legacy} as cp1252", text.encode(legacy).decode("cp1252")))
        except UnicodeError:
            pass
    return out
