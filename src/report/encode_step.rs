//! One way to print an encoder step: the CLI's `encode --json` lines and the window's Encode
//! panel.

use crate::encoding::encode_run::{EncodeStep, Origin};
use crate::encoding::EncodeResult;

/// What error mode html leaves for a code point the encoding cannot encode.
///
/// ```
/// assert_eq!(mojiscope::report::encode_step::html_reference(0x1F600), "&#128512;");
/// ```
pub fn html_reference(cp: u32) -> String {
    format!("&#{cp};")
}

/// What the step is, in a word for a column: `error` for an unencodable code point, `html` for
/// the bytes of a `&#N;`, else the result's word.
pub fn step_mark(step: &EncodeStep) -> &'static str {
    match (step.outcome.result, step.origin) {
        (EncodeResult::Error(_), _) => "error",
        (_, Origin::Html { .. }) => "html",
        _ => step.outcome.result.word(),
    }
}
