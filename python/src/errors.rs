//! The package's exceptions and the checks of arguments the command line also checks, with the
//! command line's reasons.

use mojiscope::encoding::names::get_encoding;
use mojiscope::encoding::Encoding;
use mojiscope::mojibake::repair::MIN_CONFIDENCE;
use mojiscope::report::labels::label_hint;
use pyo3::create_exception;
use pyo3::exceptions::{PyLookupError, PyValueError};
use pyo3::prelude::*;

create_exception!(
    mojiscope,
    DecodeError,
    PyValueError,
    "A decode operation in error mode fatal met bytes that are not the encoding's."
);
create_exception!(
    mojiscope,
    EncodeError,
    PyValueError,
    "An encode in error mode fatal met a character the encoding has no bytes for."
);

/// The encoding a label names (any of the standard's labels), else LookupError, as Python's
/// codecs raise, with the nearest labels.
pub fn label(text: &str) -> PyResult<Encoding> {
    get_encoding(text)
        .map_err(|_| PyLookupError::new_err(label_hint(text, mojiscope::i18n::Lang::En)))
}

/// `min_confidence`: a number from 0 to 1 (default the command line's).
pub fn confidence(p: Option<f32>) -> PyResult<f32> {
    match p {
        None => Ok(MIN_CONFIDENCE),
        Some(p) if (0.0..=1.0).contains(&p) => Ok(p),
        Some(p) => Err(PyValueError::new_err(format!(
            "min_confidence {p} is not a number from 0 to 1"
        ))),
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("DecodeError", py.get_type::<DecodeError>())?;
    m.add("EncodeError", py.get_type::<EncodeError>())?;
    Ok(())
}
