"""Repair and detection over many rows at once: a list, a pyarrow array (chunked or not), a
Polars or pandas Series; the answer is an Arrow struct array, one row per row.

Rows are handed to the Rust core a batch at a time (``BATCH`` rows), with the GIL released
while it works (a value repeated within a batch is repaired once); ``threads`` splits each batch over that many threads (the default, one, suits
processes that fork workers, as Spark's executors and multiprocessing pools do).
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator, List, Optional

from . import _native
from .codecs import codec_for

#: Rows handed to the core at a time.
BATCH = 65536

#: The fields of ``repair_batch``'s struct, with what each holds.
REPAIR_FIELDS = (
    ("text", "the repaired text (the row as it was where nothing needed repair)"),
    ("changed", "whether the repair changed the row"),
    ("chain", "the chains that undo the damage, as `mojiscope repair --chain` takes them"),
    ("confidence", "the least confidence of the parts repaired (null: nothing changed)"),
    ("cause", "the most likely cause's id in mojiscope's table of causes (null: none)"),
)

#: The fields of ``detect_batch``'s struct.
DETECT_FIELDS = (
    ("encoding", "the encoding the bytes read as, by the standard's name (null: binary)"),
    ("codec", "the Python codec that reads the bytes, a BOM dropped (null: binary)"),
    ("reason", "why: bom, valid-utf-8, ascii, detected, utf-16-rhythm, binary, empty, ..."),
    ("detected", "the detector's own choice"),
    ("too_little", "whether there were too few non-ASCII bytes for the detector to be sure"),
)


def _pyarrow():
    try:
        import pyarrow
    except ImportError as e:  # pragma: no cover - the message is the point
        raise ImportError(
            "mojiscope's batch calls return Arrow arrays: pip install pyarrow "
            "(or install mojiscope with the arrow extra)"
        ) from e
    return pyarrow


def _slices(rows: Any) -> Iterator[List[Any]]:
    """The rows as Python lists of at most BATCH items."""
    pa = _pyarrow()
    if type(rows).__module__.startswith("polars"):
        rows = rows.to_arrow()
    elif type(rows).__module__.startswith("pandas"):
        rows = pa.array(rows, from_pandas=True)
    if isinstance(rows, pa.ChunkedArray):
        for chunk in rows.chunks:
            yield from _slices(chunk)
        return
    if isinstance(rows, pa.Array):
        for start in range(0, len(rows), BATCH):
            yield rows.slice(start, BATCH).to_pylist()
        return
    batch: List[Any] = []
    for row in rows:
        batch.append(row)
        if len(batch) == BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def _struct(pa, columns, fields, types):
    arrays = [pa.array(c, type=t) for c, t in zip(columns, types)]
    return pa.StructArray.from_arrays(arrays, names=[name for name, _ in fields])


def repair_batch(rows: Any, min_confidence: Optional[float] = None, threads: int = 1):
    """Repair every row: str, UTF-8 bytes or None (None stays null).

    Returns a ``pyarrow.StructArray`` with the fields ``text``, ``changed``, ``chain``,
    ``confidence`` and ``cause`` (see ``REPAIR_FIELDS``); each row is what
    ``mojiscope.repair(row)`` and ``mojiscope repair --json`` give for it.

    >>> import mojiscope
    >>> out = mojiscope.repair_batch(["naÃ¯ve", "plain", None])
    >>> out.field("text").to_pylist()
    ['naïve', 'plain', None]
    >>> out.field("chain").to_pylist()
    ['windows-1252:UTF-8', None, None]
    """
    pa = _pyarrow()
    types = (pa.string(), pa.bool_(), pa.string(), pa.float64(), pa.string())
    parts = [
        _struct(pa, _native.repair_rows(batch, min_confidence, threads), REPAIR_FIELDS, types)
        for batch in _slices(rows)
    ]
    return _joined(pa, parts, REPAIR_FIELDS, types)


def detect_batch(rows: Any, threads: int = 1):
    """Tell which encoding each row's bytes are in: bytes, str (its UTF-8) or None.

    Returns a ``pyarrow.StructArray`` with the fields ``encoding``, ``codec``, ``reason``,
    ``detected`` and ``too_little`` (see ``DETECT_FIELDS``); ``encoding`` and ``reason`` are
    the file verdict ``mojiscope detect --json`` gives for the same bytes.

    >>> import mojiscope
    >>> out = mojiscope.detect_batch([b"plain", "Grüße".encode("cp1252"), b"\\xef\\xbb\\xbfok"])
    >>> out.field("encoding").to_pylist()
    ['UTF-8', 'windows-1252', 'UTF-8']
    >>> out.field("reason").to_pylist()
    ['ascii', 'detected', 'bom']
    """
    pa = _pyarrow()
    types = (pa.string(), pa.string(), pa.string(), pa.string(), pa.bool_())
    parts = []
    for batch in _slices(rows):
        encoding, reason, detected, too_little = _native.detect_rows(batch, threads)
        codec = [codec_for(e, r) for e, r in zip(encoding, reason)]
        columns = (encoding, codec, reason, detected, too_little)
        parts.append(_struct(pa, columns, DETECT_FIELDS, types))
    return _joined(pa, parts, DETECT_FIELDS, types)


def _joined(pa, parts, fields, types):
    if len(parts) == 1:
        return parts[0]
    struct = pa.struct([(name, t) for (name, _), t in zip(fields, types)])
    if not parts:
        return pa.array([], type=struct)
    return pa.concat_arrays(parts)


def iter_repair_batches(batches: Iterable[Any], column: str, **options):
    """Repair one column of each Arrow record batch as it comes (memory flat over any number
    of rows): yields each batch with the column's repair appended as ``<column>_repair``."""
    for b in batches:
        yield b.append_column(f"{column}_repair", repair_batch(b.column(column), **options))
