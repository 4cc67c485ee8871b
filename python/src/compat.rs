//! What `mojiscope.compat.detect` builds chardet's answer from: the file verdict on the bytes
//! and the language their letters fit.

use mojiscope::script::letters::Letters;
use mojiscope::verdict::{verdict_without_mojibake, Reason, SAMPLE};
use pyo3::prelude::*;

/// The verdict's encoding (None: binary), its reason, whether there were too few non-ASCII
/// bytes to be sure, and the language (ISO 639-1) the decoded letters fit best (None: no
/// letters, or only ASCII ones).
#[pyfunction]
fn verdict_and_language(
    py: Python<'_>,
    data: &[u8],
) -> (Option<&'static str>, &'static str, bool, Option<String>) {
    py.detach(|| {
        let sample = &data[..data.len().min(SAMPLE)];
        let v = verdict_without_mojibake(sample, sample.len() == data.len());
        if v.reason == Reason::Binary {
            return (None, v.reason.id(), v.too_little, None);
        }
        let text = mojiscope::encoding::ops::decode(sample, v.encoding).text;
        let mut letters = Letters::default();
        let mut seen = false;
        for c in text.chars() {
            if c.is_alphabetic() {
                letters.push(c);
                seen |= !c.is_ascii();
            } else {
                letters.edge();
            }
        }
        let languages = if seen {
            letters.languages()
        } else {
            Vec::new()
        };
        // (Text in two scripts was most likely encoded for the one that is not Latin.)
        let language = languages
            .last()
            .map(|l| l.code.split('-').next().unwrap_or(l.code).to_string());
        (
            Some(v.encoding.name()),
            v.reason.id(),
            v.too_little,
            language,
        )
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(verdict_and_language, m)?)?;
    Ok(())
}
