"""The Python examples of the README and of the manual's page on Python run as written, each
block in a fresh interpreter in an empty directory, with what it prints checked against the
`# ->` comments after its lines."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import need

ROOT = Path(os.environ.get("MOJISCOPE_DOCS", Path(__file__).parents[2]))
PAGES = ["README.md", "docs/python.md"]


def blocks():
    """(page, code) of every Python block of the pages."""
    return [(page, code) for page in PAGES
            for code in re.findall(r"```python\n(.*?)```",
                                   (ROOT / page).read_text(encoding="utf-8"), flags=re.S)]


def test_the_pages_have_examples():
    pages = [page for page, _ in blocks()]
    assert pages.count("README.md") >= 1 and pages.count("docs/python.md") >= 4


@pytest.mark.parametrize("page,code", blocks(), ids=lambda v: v if v in PAGES else "")
def test_example(page, code, tmp_path):
    if "pyspark" in code:
        try:
            import pyspark  # noqa: F401
        except ImportError:
            need("pyspark is not installed")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                         text=True, env={**os.environ, "PYSPARK_PYTHON": sys.executable})
    assert out.returncode == 0, out.stderr
    # Each `print(...)  # -> value` line printed that value, in order.
    want = [m.strip() for m in re.findall(r"#\s*->\s*(.*)", code)]
    got = [line.strip() for line in out.stdout.splitlines()]
    assert got == want, out.stdout
