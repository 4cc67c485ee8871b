#!/usr/bin/env python3
"""Spark in local mode over N rows beside the single-process batch, and the memory a stream
of Arrow batches takes as the rows grow.

- The rows of benches/python_batch.py (real sentences, every second one damaged) are written
  to a Parquet file; Spark reads it, `mojiscope.spark.repair_column` repairs the column on
  `local[2]`, and the result is written nowhere (Spark's `noop` sink), which runs the job in
  full. Beside it, `repair_batch` over the same column in this process, on one thread.
- `iter_repair_batches` over the file's record batches, in a child process per size, with its
  peak resident memory (flat: each batch is repaired and let go).

    /tmp/bench/bin/pip install ./python pyarrow pyspark pandas
    /tmp/bench/bin/python benches/python_spark.py --rows 1000000
"""

import argparse
import itertools
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

sys.path.insert(0, str(Path(__file__).parent))
from python_batch import damaged, sentences  # noqa: E402

import mojiscope  # noqa: E402
import mojiscope.spark  # noqa: E402


def write_rows(path, rows):
    base = sentences()
    texts = [damaged(i, *s) for i, s in zip(range(rows), itertools.cycle(base))]
    pq.write_table(pa.table({"id": pa.array(range(rows), pa.int64()), "text": texts}), path,
                   row_group_size=65536)
    return texts


def peak_memory(path, rows):
    """The peak resident memory (MB) of a child that streams the file's first `rows` rows."""
    code = f"""
import resource, pyarrow.parquet as pq, mojiscope
from mojiscope.batch import iter_repair_batches
f = pq.ParquetFile({str(path)!r})
n = 0
for b in iter_repair_batches(f.iter_batches(batch_size=65536), "text"):
    n += b.num_rows
    if n >= {rows}:
        break
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=1_000_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rows.parquet"
        texts = write_rows(path, args.rows)

        for rows in (args.rows // 20, args.rows // 5):
            print(f"iter_repair_batches over {rows} rows: peak {peak_memory(path, rows):.0f} MB")

        t = time.perf_counter()
        mojiscope.repair_batch(texts)
        single = time.perf_counter() - t
        print(f"repair_batch in one process, one thread: {single:.1f} s")

        from pyspark.sql import SparkSession

        os.environ["PYSPARK_PYTHON"] = sys.executable
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
        spark = (SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false")
                 .getOrCreate())
        spark.sparkContext.setLogLevel("ERROR")
        df = spark.read.parquet(str(path)).repartition(8)
        t = time.perf_counter()
        out = mojiscope.spark.repair_column(df, "text", into="fixed")
        out.write.format("noop").mode("overwrite").save()
        job = time.perf_counter() - t
        print(f"Spark local[2], repair_column over {args.rows} rows: {job:.1f} s "
              f"({single / job:.2f}x the single process)")
        spark.stop()


if __name__ == "__main__":
    main()
