"""The README's Python examples run as written, each block in a fresh interpreter in an
empty directory, with what it prints checked against the `# ->` comments after its lines."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import need

README = Path(os.environ.get("MOJISCOPE_README", Path(__file__).parents[2] / "README.md"))


def blocks():
    text = README.read_text(encoding="utf-8")
    start = text.index("## Python, Arrow, Polars and Spark")
    end = text.index("\n## ", start + 1)
    return re.findall(r"```python\n(.*?)```", text[start:end], flags=re.S)


def test_the_readme_has_examples():
    assert len(blocks()) >= 4


@pytest.mark.parametrize("i", range(len(blocks())))
def test_example(i, tmp_path):
    code = blocks()[i]
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
