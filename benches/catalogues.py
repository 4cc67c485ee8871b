"""The translations Debian ships as gettext catalogues (/usr/share/locale/<lang>/LC_MESSAGES),
the real sentences the benchmarks are made of."""

import gettext
from pathlib import Path


def translations(lang):
    """Every translated message of `lang`'s catalogues as it is written there, in the order of
    the catalogues' names and then of the messages' keys."""
    out = []
    for mo in sorted(Path("/usr/share/locale", lang, "LC_MESSAGES").glob("*.mo")):
        try:
            with open(mo, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
        except Exception:
            continue
        out += [t for k, t in sorted(catalog.items(), key=lambda kv: str(kv[0]))
                if k and isinstance(t, str)]
    return out
