//! The native half of the `mojiscope` Python package: the same Rust core as the command line,
//! each call answered with the record `mojiscope … --json` prints (as dicts and lists), and the
//! batch calls with columns the package turns into Arrow arrays. The Python half
//! (`mojiscope/`) holds the documented API; this file only crosses the border, with the GIL
//! released around the Rust work.

mod batch;
mod compat;
mod errors;

/// mimalloc, as the command line's: a batch makes and frees many small strings.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use errors::{label, DecodeError, EncodeError};
use mojiscope::decide::contexts::CONTEXTS;
use mojiscope::decide::Inputs;
use mojiscope::encoding::encode_run::{EncodeRun, EncoderErrorMode};
use mojiscope::encoding::ops::{decode_with, DecodeOptions, Plan};
use mojiscope::mojibake::modified_utf8;
use mojiscope::mojibake::references::find;
use mojiscope::mojibake::repair::{repair_opts, Options, Search};
use mojiscope::report::decision::{self, Detected};
use mojiscope::report::ops::{op_name, op_named};
use mojiscope::report::repair as show;
use mojiscope::report::verdict::Tally;
use mojiscope::source::MemSource;
use mojiscope::trace::scan::{scan as scan_source, ErrorRecord, ScanObserver, ScanOptions};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use pythonize::pythonize;

/// `mojiscope.detect`: what `mojiscope detect --json` prints for these bytes.
#[pyfunction]
#[pyo3(signature = (data, context="html", tld=None, content_type=None, from_network=false))]
fn detect<'py>(
    py: Python<'py>,
    data: &[u8],
    context: &str,
    tld: Option<String>,
    content_type: Option<String>,
    from_network: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let ctx = CONTEXTS.iter().find(|c| c.id == context).ok_or_else(|| {
        let ids: Vec<&str> = CONTEXTS.iter().map(|c| c.id).collect();
        PyValueError::new_err(format!(
            "context {context:?} is not one of {}",
            ids.join(", ")
        ))
    })?;
    if let Some(h) = &content_type {
        if mojiscope::decide::mime::extract_mime_type(h).is_none() {
            return Err(PyValueError::new_err(format!(
                "content_type: {h:?} does not parse as a MIME type (type/subtype; parameters)"
            )));
        }
    }
    let sample = &data[..data.len().min(mojiscope::detect::SAMPLE)];
    let whole = sample.len() == data.len();
    let inputs = Inputs {
        content_type,
        override_encoding: None,
        environment: None,
        tld,
        detected: None,
    };
    let (verdict, found) = py.detach(|| {
        let src = MemSource::new("<bytes>", data.to_vec());
        let (verdict, _) = mojiscope::report::file_verdict::of_source(
            &src,
            true,
            &mut mojiscope::trace::scan::Ignore,
        )
        .expect("bytes in memory are read");
        let found = Detected::new(sample, whole, ctx, inputs, from_network, &verdict, None);
        (verdict, found)
    });
    let record = decision::record(
        ctx,
        &found.decision,
        Some(&found.detection),
        Some(&verdict),
        sample,
        &found.causes,
    );
    as_python(py, &record)
}

/// `mojiscope.decode`: one of the standard's decode operations over the whole of `data`.
#[pyfunction]
#[pyo3(signature = (data, encoding="utf-8", op="decode", fatal=false, ignore_bom=false))]
fn decode(
    py: Python<'_>,
    data: &[u8],
    encoding: &str,
    op: &str,
    fatal: bool,
    ignore_bom: bool,
) -> PyResult<String> {
    let op = op_named(op).ok_or_else(|| {
        let names: Vec<&str> = mojiscope::encoding::ops::DecodeOp::ALL
            .iter()
            .map(|o| op_name(*o))
            .collect();
        PyValueError::new_err(format!("op {op:?} is not one of {}", names.join(", ")))
    })?;
    let options = DecodeOptions {
        op,
        encoding: label(encoding)?,
        fatal,
        ignore_bom,
    };
    match py.detach(|| decode_with(options, data)) {
        Err(e) => Err(PyValueError::new_err(e.to_string())),
        Ok(Err(e)) => Err(DecodeError::new_err(format!(
            "the bytes at offset {} are not {} (error mode fatal)",
            e.offset,
            Plan::new(options, data)
                .map(|p| p.encoding)
                .unwrap_or(options.encoding)
        ))),
        Ok(Ok(d)) => Ok(d.text),
    }
}

/// `mojiscope.encode`: the standard's "encode" (error mode html: `&#N;` for a character the
/// encoding lacks) or "encode or fail" (`errors="fatal"`).
#[pyfunction]
#[pyo3(signature = (text, encoding="utf-8", errors="html"))]
fn encode<'py>(
    py: Python<'py>,
    text: &str,
    encoding: &str,
    errors: &str,
) -> PyResult<Bound<'py, PyBytes>> {
    let mode = match errors {
        "html" => EncoderErrorMode::Html,
        "fatal" => EncoderErrorMode::Fatal,
        _ => {
            return Err(PyValueError::new_err(format!(
                "errors {errors:?} is not one of html, fatal"
            )))
        }
    };
    let encoding = label(encoding)?;
    let out: Result<Vec<u8>, mojiscope::encoding::encode_run::EncodeError> = py.detach(|| {
        let mut run = EncodeRun::new(encoding, mode);
        let mut out = Vec::with_capacity(text.len());
        for (offset, c) in text.char_indices() {
            run.push(c as u32, offset as u64, &mut out, &mut |_| {})?;
        }
        run.finish(&mut out, &mut |_| {});
        Ok(out)
    });
    match out {
        Ok(bytes) => Ok(PyBytes::new(py, &bytes)),
        Err(e) => Err(EncodeError::new_err(format!(
            "U+{:04X} at offset {} has no mapping in {} (error mode fatal)",
            e.code_point,
            e.source_offset,
            encoding.output_encoding()
        ))),
    }
}

/// `mojiscope.repair`: what `mojiscope repair --json -` prints for the text (bytes: read as
/// UTF-8, Java's modified UTF-8 included, as the command reads a file).
#[pyfunction]
#[pyo3(signature = (text, min_confidence=None, chain=None))]
fn repair<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    min_confidence: Option<f32>,
    chain: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    let min_confidence = errors::confidence(min_confidence)?;
    let chains = chain
        .map(|c| show::parse_chains(c).map_err(|e| PyValueError::new_err(format!("chain: {e}"))))
        .transpose()?;
    let (input, modified) = if let Ok(s) = text.cast::<PyString>() {
        (s.to_cow()?.into_owned(), Vec::new())
    } else if let Ok(b) = text.cast::<PyBytes>() {
        let r = modified_utf8::read(b.as_bytes(), true);
        if let Some(at) = r.first_error {
            return Err(PyValueError::new_err(format!(
                "the bytes are not UTF-8 text (the first error is at byte {at}): decode them first (mojiscope.decode(data, encoding))"
            )));
        }
        (r.text, r.found)
    } else {
        return Err(PyTypeError::new_err("repair takes str or bytes"));
    };
    let (r, references, causes) = py.detach(|| {
        let options = Options {
            search: match &chains {
                Some(c) => Search::Only(c),
                None => Search::All,
            },
            min_confidence,
        };
        let r = repair_opts(&input, options);
        let references = find(r.text.as_bytes());
        let causes = show::causes(None, input.as_bytes(), &r.chains(), &r.text);
        (r, references, causes)
    });
    let shown = show::Input {
        path: b"-",
        encoding: mojiscope::encoding::Encoding::Utf8,
        modified: &modified,
    };
    let record = show::record(&r, &r.text, &references, shown, &causes);
    // Straight to Python objects, without a JSON value between (a third of the call on plain
    // text): the repair record holds no tuple or array, which pythonize would make a Python
    // tuple where the JSON has a list (test_api's comparison with the command line would fail).
    Ok(pythonize(py, &record)?)
}

/// `mojiscope.compat.fix_encoding`'s work: the repaired text alone.
#[pyfunction]
#[pyo3(signature = (text, min_confidence=None))]
fn repaired(py: Python<'_>, text: &str, min_confidence: Option<f32>) -> PyResult<String> {
    let min_confidence = errors::confidence(min_confidence)?;
    let options = Options {
        search: Search::All,
        min_confidence,
    };
    Ok(py.detach(|| repair_opts(text, options).text))
}

/// `mojiscope.scan`: the records `mojiscope scan --json` prints, as a list.
#[pyfunction]
#[pyo3(signature = (data, encoding="utf-8", op="decode", max_errors=100))]
fn scan<'py>(
    py: Python<'py>,
    data: &[u8],
    encoding: &str,
    op: &str,
    max_errors: u64,
) -> PyResult<Bound<'py, PyAny>> {
    use mojiscope::report::records::scan::ScanRecord;
    use mojiscope::report::scan as records;
    let options = DecodeOptions {
        op: op_named(op).ok_or_else(|| PyValueError::new_err(format!("op {op:?} is unknown")))?,
        encoding: label(encoding)?,
        fatal: false,
        ignore_bom: false,
    };
    let plan = Plan::new(options, data).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let src = MemSource::new("<bytes>", data.to_vec());
    let (verdict, sample) =
        mojiscope::report::file_verdict::of_start(&src, true).expect("bytes in memory are read");
    let mut found = Found::default();
    let report = py
        .detach(|| {
            let options = ScanOptions {
                records: max_errors,
                index: false,
                bulk: true,
            };
            scan_source(&src, &plan, options, &mut found)
        })
        .expect("bytes in memory are read");
    let mut out = vec![ScanRecord::Scan(records::head(
        data.len() as u64,
        &plan,
        &verdict,
        &sample,
    ))];
    for e in &found.errors {
        let end = (e.end as usize).min(e.offset as usize + 16);
        out.push(ScanRecord::Error(records::error(
            e,
            data[e.offset as usize..end].to_vec(),
        )));
    }
    let summary = records::Summary::new(&plan, &report, &found.tally, &verdict);
    out.push(ScanRecord::Summary(summary.record(&report, &sample)));
    as_python(py, &out)
}

/// The errors a scan locates, and what they add up to.
#[derive(Default)]
struct Found {
    errors: Vec<ErrorRecord>,
    tally: Tally,
}

impl ScanObserver for Found {
    fn record(&mut self, e: &ErrorRecord) {
        self.tally.add(e);
        self.errors.push(*e);
    }
}

/// A record as Python values, as its JSON reads: objects as dicts, arrays (pairs included) as
/// lists.
fn as_python<'py, T: serde::Serialize>(py: Python<'py>, record: &T) -> PyResult<Bound<'py, PyAny>> {
    let value = serde_json::to_value(record).expect("a record serializes");
    Ok(pythonize(py, &value)?)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(detect, m)?)?;
    m.add_function(wrap_pyfunction!(decode, m)?)?;
    m.add_function(wrap_pyfunction!(encode, m)?)?;
    m.add_function(wrap_pyfunction!(repair, m)?)?;
    m.add_function(wrap_pyfunction!(scan, m)?)?;
    m.add_function(wrap_pyfunction!(repaired, m)?)?;
    batch::register(m)?;
    compat::register(m)?;
    errors::register(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
