//! One way to print an encoder step: the CLI's `encode --json` lines and the window's Encode
//! panel.

use super::json::Obj;
use crate::encoding::encode::{EncodeStep, Origin};
use crate::encoding::{CodePointItem, EncodeResult};

/// `{"kind":"step","code_point":N|null,"result":…,"bytes":[…],…}`.
pub fn step_json(step: &EncodeStep) -> String {
    let code_point = match step.item {
        CodePointItem::CodePoint(cp) => Some(cp as u64),
        CodePointItem::EndOfQueue => None,
    };
    let mut o = Obj::new()
        .str("kind", "step")
        .opt_num("code_point", code_point)
        .str("result", step.outcome.result.word())
        .nums(
            "bytes",
            step.outcome.result.output().iter().map(|&b| b as u64),
        );
    o = match step.origin {
        Origin::Input(off) => o.num("offset", off).bool("html", false),
        Origin::Html { for_offset } => o.num("offset", for_offset).bool("html", true),
        Origin::End => o.raw("offset", "null").bool("html", false),
    };
    if let EncodeResult::Error(cp) = step.outcome.result {
        o = o
            .num("error_code_point", cp)
            .str("html_reference", &html_reference(cp));
    }
    o.nums(
        "restored",
        step.outcome.restore.then_some(code_point).flatten(),
    )
    .fields("state_before", &step.before.fields())
    .fields("state_after", &step.after.fields())
    .str("rule", step.outcome.rule.id())
    .str("spec", &step.outcome.rule.citation())
    .str("explanation", &step.explanation())
    .finish()
}

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
