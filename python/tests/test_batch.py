"""The batch calls: every row what the single call and the command line give for it."""

import shlex

import pyarrow as pa
import pytest

import mojiscope
from conftest import LANGUAGES, damaged, run_json


@pytest.fixture(scope="session")
def rows(sentences):
    """Real sentences, every second one damaged as pipelines damage text, and nulls."""
    out = []
    for i, (lang, text) in enumerate(sentences):
        kinds = damaged(lang, text)
        out.append(text if i % 2 else kinds[i // 2 % len(kinds)][1])
        if i % 50 == 0:
            out.append(None)
    return out


def least_confidence(record):
    spans = record["spans"]
    return min(s["confidence"] for s in spans) if spans else None


def test_repair_batch_row_by_row(rows, cli):
    out = mojiscope.repair_batch(rows).to_pylist()
    assert len(out) == len(rows)
    for row, got in zip(rows, out):
        if row is None:
            assert got == dict.fromkeys(got)
            continue
        one = mojiscope.repair(row)
        assert got["text"] == one["text"]
        assert got["changed"] == one["changed"]
        assert got["confidence"] == (least_confidence(one) if one["changed"] else None)
        assert got["cause"] == (one["causes"][0]["id"] if one["changed"] and one["causes"] else None)
        if one["changed"]:
            # The chain is the one the reproducing command line takes.
            assert got["chain"] == shlex.split(one["command"])[3]
    # And the command line agrees with the single call on a sample of the rows.
    for row in rows[::40]:
        if row is not None:
            assert run_json(cli, ["repair"], row.encode()) == mojiscope.repair(row)


def test_repeated_rows_have_the_answer_each_has_alone(rows):
    # (A column repeats its values; each distinct one is repaired once.)
    once = mojiscope.repair_batch(rows).to_pylist()
    repeated = rows[::3] + rows + rows[::-2]
    want = once[::3] + once + once[::-2]
    for threads in (1, 2):
        assert mojiscope.repair_batch(repeated, threads=threads).to_pylist() == want


def test_repair_batch_restores_the_damaged_rows(sentences):
    broken, expected = [], []
    for lang, text in sentences:
        for kind, b in damaged(lang, text):
            if "\ufffd" not in b and kind.startswith("utf-8"):
                broken.append(b)
                expected.append(text)
    got = mojiscope.repair_batch(broken).field("text").to_pylist()
    right = sum(g == e for g, e in zip(got, expected))
    assert right >= 0.98 * len(broken), [(b, g) for b, g, e in zip(broken, got, expected) if g != e][:10]


def test_inputs_of_every_kind_give_the_same_rows(rows):
    want = mojiscope.repair_batch(rows)
    assert mojiscope.repair_batch(pa.array(rows, pa.string())).equals(want)
    assert mojiscope.repair_batch(pa.array(rows, pa.large_string())).equals(want)
    chunked = pa.chunked_array([rows[:100], rows[100:]], pa.string())
    assert mojiscope.repair_batch(chunked).equals(want)
    as_bytes = [None if r is None else r.encode() for r in rows]
    assert mojiscope.repair_batch(pa.array(as_bytes, pa.binary())).equals(want)
    assert mojiscope.repair_batch(iter(rows)).equals(want)
    assert mojiscope.repair_batch(rows, threads=2).equals(want)


def test_batches_cross_their_size(monkeypatch, rows):
    monkeypatch.setattr(mojiscope.batch, "BATCH", 7)
    small = mojiscope.repair_batch(rows)
    monkeypatch.undo()
    assert small.equals(mojiscope.repair_batch(rows))
    assert len(mojiscope.repair_batch([])) == 0


def test_detect_batch_row_by_row(sentences, cli):
    data = []
    for lang, text in sentences[::3]:
        data.append(text.encode(LANGUAGES[lang], errors="ignore"))
        data.append(text.encode("utf-8"))
    data += [b"", bytes(range(256)), None, b"\xef\xbb\xbfBOM", "Grüße".encode("utf-16")]
    out = mojiscope.detect_batch(data).to_pylist()
    for d, got in zip(data, out):
        if d is None:
            assert got == dict.fromkeys(got)
            continue
        verdict = mojiscope.detect(d)["file_verdict"]
        if verdict["reason"] == "binary":
            assert got["encoding"] is None
        else:
            assert got["encoding"] == verdict["encoding"]
        assert got["reason"] == verdict["reason"]
        assert got["detected"] == verdict["detected"]
        if got["codec"] is not None:
            d.decode(got["codec"], errors="strict" if got["reason"] != "binary" else "ignore")
    for d in data[::25]:
        if d is not None:
            assert run_json(cli, ["detect"], d)["file_verdict"]["encoding"] == mojiscope.detect(d)["file_verdict"]["encoding"]


def test_rows_of_the_wrong_type_are_refused():
    with pytest.raises(TypeError, match="not str, bytes or None"):
        mojiscope.repair_batch(["ok", 3])
