"""Spark in local mode: a DataFrame of real sentences, half damaged, repaired by
mapInArrow, every row compared with the single call."""

import os
import sys

import pytest

import mojiscope
import mojiscope.spark
from conftest import damaged, need


@pytest.fixture(scope="module")
def spark():
    try:
        from pyspark.sql import SparkSession
    except ImportError:
        need("pyspark is not installed")
    # The executors' Python workers run this interpreter, which has mojiscope.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    session = (
        SparkSession.builder.master("local[2]")
        .appName("mojiscope-test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    yield session
    session.stop()


def test_repair_column(spark, sentences):
    rows = []
    for i, (lang, text) in enumerate(sentences):
        rows.append((i, damaged(lang, text)[1][1] if i % 2 else text))
    df = spark.createDataFrame(rows, ["id", "text"]).repartition(3)
    out = mojiscope.spark.repair_column(df, "text", into="fixed", details="repair")
    got = {r["id"]: r for r in out.collect()}
    assert len(got) == len(rows)
    for i, text in rows:
        one = mojiscope.repair(text)
        assert got[i]["text"] == text
        assert got[i]["fixed"] == one["text"]
        assert got[i]["repair"]["changed"] == one["changed"]
    in_place = mojiscope.spark.repair_column(df, "text").orderBy("id").collect()
    assert [r["text"] for r in in_place] == [mojiscope.repair(t)["text"] for _, t in rows]


def test_detect_column(spark, sentences):
    data = [(t.encode("cp1251", errors="ignore"),) for lang, t in sentences if lang in ("ru", "uk")]
    df = spark.createDataFrame(data, ["raw"])
    out = mojiscope.spark.detect_column(df, "raw").collect()
    want = mojiscope.detect_batch([d for (d,) in data]).to_pylist()
    assert [r["raw_encoding"].asDict() for r in out] == want
