"""Repair and detection of a Spark DataFrame's column, on Arrow batches (``mapInArrow``): each
executor's Python worker repairs the batches it is given, so the work spreads over the
cluster as the DataFrame's partitions do. The executors need mojiscope installed: ship the
environment with the job (``spark-submit --archives env.tar.gz#environment``, see docs/python.md)::

    from pyspark.sql import SparkSession
    import mojiscope.spark

    spark = SparkSession.builder.master("local[2]").getOrCreate()
    df = spark.createDataFrame([("CafÃ©",), ("fine",)], ["name"])
    mojiscope.spark.repair_column(df, "name").collect()
    # [Row(name='Café'), Row(name='fine')]
"""

from __future__ import annotations

from typing import Optional

from .batch import detect_batch, repair_batch


def _types():
    from pyspark.sql import types as T

    repair = T.StructType(
        [
            T.StructField("text", T.StringType()),
            T.StructField("changed", T.BooleanType()),
            T.StructField("chain", T.StringType()),
            T.StructField("confidence", T.DoubleType()),
            T.StructField("cause", T.StringType()),
        ]
    )
    detect = T.StructType(
        [
            T.StructField("encoding", T.StringType()),
            T.StructField("codec", T.StringType()),
            T.StructField("reason", T.StringType()),
            T.StructField("detected", T.StringType()),
            T.StructField("too_little", T.BooleanType()),
        ]
    )
    return T, repair, detect


def repair_column(
    df,
    column: str,
    into: Optional[str] = None,
    details: Optional[str] = None,
    min_confidence: Optional[float] = None,
):
    """``df`` with ``column``'s text repaired, in ``into`` (default: ``column`` itself).

    ``details``: also a column of that name holding each row's repair (text, changed, chain,
    confidence, cause), as ``mojiscope.repair_batch`` gives it.
    """
    import pyarrow as pa

    T, repair_type, _ = _types()
    into = into or column
    fields = [f for f in df.schema.fields if f.name != into]
    fields.append(T.StructField(into, T.StringType()))
    if details:
        fields = [f for f in fields if f.name != details]
        fields.append(T.StructField(details, repair_type))
    schema = T.StructType(fields)
    names = [f.name for f in fields]

    def work(batches):
        for b in batches:
            repaired = repair_batch(b.column(column), min_confidence=min_confidence)
            columns = {n: b.column(n) for n in b.schema.names}
            columns[into] = repaired.field("text")
            if details:
                columns[details] = repaired
            yield pa.RecordBatch.from_arrays([columns[n] for n in names], names=names)

    return df.mapInArrow(work, schema)


def detect_column(df, column: str, into: Optional[str] = None):
    """``df`` with a column ``into`` (default ``<column>_encoding``) telling which encoding
    each row's bytes (binary, or the UTF-8 of a string) are in, as ``mojiscope.detect_batch``
    gives it."""
    import pyarrow as pa

    T, _, detect_type = _types()
    into = into or f"{column}_encoding"
    fields = [f for f in df.schema.fields if f.name != into]
    fields.append(T.StructField(into, detect_type))
    schema = T.StructType(fields)
    names = [f.name for f in fields]

    def work(batches):
        for b in batches:
            columns = {n: b.column(n) for n in b.schema.names}
            columns[into] = detect_batch(b.column(column))
            yield pa.RecordBatch.from_arrays([columns[n] for n in names], names=names)

    return df.mapInArrow(work, schema)
