"""A ``mojiscope`` namespace on Polars expressions and series, registered on import:

>>> import polars as pl
>>> import mojiscope.polars  # noqa: F401  (registers the namespace)
>>> df = pl.DataFrame({"name": ["JosÃ©", "Zoë", None]})
>>> df.select(pl.col("name").mojiscope.repair().struct.field("text")).to_series().to_list()
['José', 'Zoë', None]

``repair()`` and ``detect()`` give the struct ``mojiscope.repair_batch`` and
``mojiscope.detect_batch`` give, worked on a batch of rows at a time.
"""

from __future__ import annotations

from typing import Optional

import polars as pl

from .batch import detect_batch, repair_batch

_REPAIR = pl.Struct(
    {
        "text": pl.String,
        "changed": pl.Boolean,
        "chain": pl.String,
        "confidence": pl.Float64,
        "cause": pl.String,
    }
)
_DETECT = pl.Struct(
    {
        "encoding": pl.String,
        "codec": pl.String,
        "reason": pl.String,
        "detected": pl.String,
        "too_little": pl.Boolean,
    }
)


def _repaired(s: pl.Series, min_confidence: Optional[float], threads: int) -> pl.Series:
    return pl.Series(s.name, repair_batch(s, min_confidence=min_confidence, threads=threads))


def _detected(s: pl.Series, threads: int) -> pl.Series:
    return pl.Series(s.name, detect_batch(s, threads=threads))


@pl.api.register_expr_namespace("mojiscope")
class MojiscopeExpr:
    def __init__(self, expr: pl.Expr) -> None:
        self._expr = expr

    def repair(self, min_confidence: Optional[float] = None, threads: int = 1) -> pl.Expr:
        """Each string repaired: a struct of text, changed, chain, confidence and cause."""
        return self._expr.map_batches(
            lambda s: _repaired(s, min_confidence, threads), return_dtype=_REPAIR
        )

    def detect(self, threads: int = 1) -> pl.Expr:
        """Each binary (or string) value's encoding: a struct of encoding, codec, reason,
        detected and too_little."""
        return self._expr.map_batches(lambda s: _detected(s, threads), return_dtype=_DETECT)


@pl.api.register_series_namespace("mojiscope")
class MojiscopeSeries:
    def __init__(self, s: pl.Series) -> None:
        self._s = s

    def repair(self, min_confidence: Optional[float] = None, threads: int = 1) -> pl.Series:
        """The series repaired (see ``MojiscopeExpr.repair``)."""
        return _repaired(self._s, min_confidence, threads)

    def detect(self, threads: int = 1) -> pl.Series:
        """The series' encodings (see ``MojiscopeExpr.detect``)."""
        return _detected(self._s, threads)
