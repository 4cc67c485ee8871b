"""The Polars namespace gives what the batch calls give."""

import pytest

import mojiscope

pl = pytest.importorskip("polars")
import mojiscope.polars  # noqa: E402,F401


def test_expression_and_series_namespaces(sentences):
    texts = [t.encode().decode("latin-1") if i % 2 else t for i, (_, t) in enumerate(sentences)]
    df = pl.DataFrame({"text": texts + [None]})
    out = df.select(pl.col("text").mojiscope.repair()).to_series()
    want = mojiscope.repair_batch(texts + [None]).to_pylist()
    assert out.to_list() == want
    assert df["text"].mojiscope.repair().to_list() == want
    fixed = df.select(pl.col("text").mojiscope.repair().struct.field("text")).to_series()
    assert fixed.to_list() == [r["text"] for r in want]


def test_detect_on_a_binary_column(sentences):
    data = [t.encode("cp1251", errors="ignore") for lang, t in sentences if lang == "ru"]
    df = pl.DataFrame({"raw": data}, schema={"raw": pl.Binary})
    out = df.select(pl.col("raw").mojiscope.detect()).to_series().to_list()
    assert out == mojiscope.detect_batch(data).to_pylist()
    assert {r["codec"] for r in out if r["reason"] == "detected"} <= {"cp1251"}


def test_lazy_frames_stream_through():
    lf = pl.LazyFrame({"t": ["CafÃ©", "ok"]}).select(pl.col("t").mojiscope.repair())
    assert lf.collect().to_series().struct.field("text").to_list() == ["Café", "ok"]
