//! What `mojiscope.compat.detect` builds chardet's answer from: the file verdict on the bytes
//! and the language their letters fit.

use mojiscope::script::letters::Letters;
use mojiscope::verdict::{verdict_without_mojibake, Reason, SAMPLE};
use pyo3::prelude::*;

/// The verdict's encoding (None: binary), its reason, whether there were too few non-ASCII
/// bytes to be sure, and the language (ISO 639-1) the decoded text is in (None: no letters, or
/// only ASCII ones).
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
        let (east, asian) = east_asian(&text);
        let mut letters = Letters::default();
        let mut others = 0;
        for c in text.chars() {
            if c.is_alphabetic() {
                letters.push(c);
                others += usize::from(!c.is_ascii());
            } else {
                letters.edge();
            }
        }
        let others = others.saturating_sub(east);
        let language = if east > 0 && east >= others {
            asian.map(str::to_string)
        } else if others > 0 {
            // (Text in two scripts was most likely encoded for the one that is not Latin.)
            letters
                .languages()
                .last()
                .map(|l| l.code.split('-').next().unwrap_or(l.code).to_string())
        } else {
            None
        };
        (
            Some(v.encoding.name()),
            v.reason.id(),
            v.too_little,
            language,
        )
    })
}

/// How many characters of the text are Chinese characters, kana or hangul (which the
/// letters' model does not weigh), and their language: kana are Japanese's alone, hangul
/// Korean's; Han characters alone, Chinese.
fn east_asian(text: &str) -> (usize, Option<&'static str>) {
    let (mut kana, mut hangul, mut han) = (0, 0, 0);
    for c in text.chars() {
        match c as u32 {
            0x3040..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9F => kana += 1,
            0xAC00..=0xD7A3 | 0x1100..=0x11FF | 0x3130..=0x318F => hangul += 1,
            0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0xF900..=0xFAFF => han += 1,
            _ => {}
        }
    }
    let language = if kana > 0 {
        Some("ja")
    } else if hangul > 0 && hangul >= han {
        Some("ko")
    } else if han > 0 {
        Some("zh")
    } else {
        None
    };
    (kana + hangul + han, language)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(verdict_and_language, m)?)?;
    Ok(())
}
