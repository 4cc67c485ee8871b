//! The batch calls: a list of rows in, columns out (the package makes them an Arrow struct
//! array). The rows are copied out of Python first, then worked on with the GIL released, on
//! one thread or `threads` of them.

use crate::errors::confidence;
use mojiscope::mojibake::modified_utf8;
use mojiscope::mojibake::repair::{repair_opts, Options, Search};
use mojiscope::report::records::repair::confidence as rounded;
use mojiscope::report::repair as show;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString};
use std::collections::HashMap;

/// One row as it came: text, UTF-8 bytes (Java's modified UTF-8 read too), bytes that are
/// not UTF-8, or null.
enum Row {
    Text(String),
    NotUtf8,
    Null,
}

/// A row's repair, as the columns hold it.
#[derive(Clone, Default)]
struct Repaired {
    text: Option<String>,
    changed: Option<bool>,
    chain: Option<String>,
    confidence: Option<f64>,
    cause: Option<&'static str>,
}

fn row(item: &Bound<'_, PyAny>) -> PyResult<Row> {
    if item.is_none() {
        Ok(Row::Null)
    } else if let Ok(s) = item.cast::<PyString>() {
        Ok(Row::Text(s.to_cow()?.into_owned()))
    } else if let Ok(b) = item.cast::<PyBytes>() {
        let r = modified_utf8::read(b.as_bytes(), true);
        Ok(match r.first_error {
            Some(_) => Row::NotUtf8,
            None => Row::Text(r.text),
        })
    } else {
        Err(PyTypeError::new_err(format!(
            "a row is {}, not str, bytes or None",
            item.get_type().name()?
        )))
    }
}

/// The repair of one row, as `mojiscope repair --json` makes it: the text, whether it changed,
/// its chains (as `--chain` takes them), the least confidence of its parts, the most likely
/// cause.
fn repair_row(row: &Row, min_confidence: f32) -> Repaired {
    let Row::Text(input) = row else {
        return Repaired::default();
    };
    let options = Options {
        search: Search::All,
        min_confidence,
    };
    let r = repair_opts(input, options);
    let changed = r.changed();
    let (chain, least, cause) = if changed {
        let chains = r.chains();
        let chain = chains
            .iter()
            .map(|c| show::chain_arg(c))
            .collect::<Vec<_>>()
            .join(";");
        let least = r
            .spans
            .iter()
            .map(|s| rounded(s.confidence))
            .fold(1.0, f64::min);
        let cause = show::likeliest_cause(None, input.as_bytes(), &chains, &r.text);
        (Some(chain), Some(least), cause)
    } else {
        (None, None, None)
    };
    Repaired {
        text: Some(r.text),
        changed: Some(changed),
        chain,
        confidence: least,
        cause,
    }
}

/// The distinct rows of a batch, each once, and for every row the place of its own among them:
/// a column repeats its values (a city, a status, a name), and each is repaired once.
fn distinct_rows(rows: &[Row]) -> (Vec<&Row>, Vec<usize>) {
    let mut first: HashMap<&str, usize> = HashMap::new();
    let mut distinct: Vec<&Row> = Vec::new();
    let mut of = Vec::with_capacity(rows.len());
    for r in rows {
        let i = match r {
            Row::Text(t) => *first.entry(t.as_str()).or_insert_with(|| {
                distinct.push(r);
                distinct.len() - 1
            }),
            _ => {
                distinct.push(r);
                distinct.len() - 1
            }
        };
        of.push(i);
    }
    (distinct, of)
}

/// The rows, worked on by `threads` threads in as many runs of rows.
fn each<R: Sync, T: Send>(rows: &[R], threads: usize, work: impl Fn(&R) -> T + Sync) -> Vec<T> {
    let threads = threads.clamp(1, rows.len().max(1));
    if threads == 1 {
        return rows.iter().map(&work).collect();
    }
    let per = rows.len().div_ceil(threads);
    std::thread::scope(|s| {
        let runs: Vec<_> = rows
            .chunks(per)
            .map(|run| s.spawn(|| run.iter().map(&work).collect::<Vec<T>>()))
            .collect();
        runs.into_iter()
            .flat_map(|h| h.join().expect("a thread of the batch finishes"))
            .collect()
    })
}

type RepairColumns<'py> = (
    Bound<'py, PyList>,
    Bound<'py, PyList>,
    Bound<'py, PyList>,
    Bound<'py, PyList>,
    Bound<'py, PyList>,
);

/// `repair_batch`'s work on one batch of rows: the columns text, changed, chain, confidence,
/// cause.
#[pyfunction]
#[pyo3(signature = (rows, min_confidence=None, threads=1))]
fn repair_rows<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyList>,
    min_confidence: Option<f32>,
    threads: usize,
) -> PyResult<RepairColumns<'py>> {
    let min = confidence(min_confidence)?;
    let rows: Vec<Row> = rows.iter().map(|r| row(&r)).collect::<PyResult<_>>()?;
    let out = py.detach(|| {
        let (distinct, of) = distinct_rows(&rows);
        let done = each(&distinct, threads, |r| repair_row(r, min));
        of.into_iter()
            .map(|i| &done[i])
            .cloned()
            .collect::<Vec<_>>()
    });
    let text = PyList::new(py, out.iter().map(|r| r.text.as_deref()))?;
    let changed = PyList::new(py, out.iter().map(|r| r.changed))?;
    let chain = PyList::new(py, out.iter().map(|r| r.chain.as_deref()))?;
    let conf = PyList::new(py, out.iter().map(|r| r.confidence))?;
    let cause = PyList::new(py, out.iter().map(|r| r.cause))?;
    Ok((text, changed, chain, conf, cause))
}

/// A row's detection: the encoding the bytes read as and why (the file verdict `detect`
/// states), and the detector's guess.
#[derive(Default)]
struct Detected {
    encoding: Option<&'static str>,
    reason: Option<&'static str>,
    detected: Option<&'static str>,
    too_little: Option<bool>,
}

fn detect_row(item: &Option<Vec<u8>>) -> Detected {
    let Some(bytes) = item else {
        return Detected::default();
    };
    let sample = &bytes[..bytes.len().min(mojiscope::verdict::SAMPLE)];
    let v = mojiscope::verdict::verdict_without_mojibake(sample, sample.len() == bytes.len());
    let binary = v.reason == mojiscope::verdict::Reason::Binary;
    Detected {
        encoding: (!binary).then(|| v.encoding.name()),
        reason: Some(v.reason.id()),
        detected: Some(v.detection().choice.name()),
        too_little: Some(v.too_little),
    }
}

type DetectColumns<'py> = (
    Bound<'py, PyList>,
    Bound<'py, PyList>,
    Bound<'py, PyList>,
    Bound<'py, PyList>,
);

/// `detect_batch`'s work on one batch of rows: the columns encoding, reason, detected,
/// too_little.
#[pyfunction]
#[pyo3(signature = (rows, threads=1))]
fn detect_rows<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyList>,
    threads: usize,
) -> PyResult<DetectColumns<'py>> {
    let rows: Vec<Option<Vec<u8>>> = rows
        .iter()
        .map(|r| {
            if r.is_none() {
                Ok(None)
            } else if let Ok(b) = r.cast::<PyBytes>() {
                Ok(Some(b.as_bytes().to_vec()))
            } else if let Ok(s) = r.cast::<PyString>() {
                Ok(Some(s.to_cow()?.as_bytes().to_vec()))
            } else {
                Err(PyTypeError::new_err(format!(
                    "a row is {}, not bytes, str or None",
                    r.get_type().name()?
                )))
            }
        })
        .collect::<PyResult<_>>()?;
    let out = py.detach(|| each(&rows, threads, detect_row));
    Ok((
        PyList::new(py, out.iter().map(|d| d.encoding))?,
        PyList::new(py, out.iter().map(|d| d.reason))?,
        PyList::new(py, out.iter().map(|d| d.detected))?,
        PyList::new(py, out.iter().map(|d| d.too_little))?,
    ))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(repair_rows, m)?)?;
    m.add_function(wrap_pyfunction!(detect_rows, m)?)?;
    Ok(())
}
