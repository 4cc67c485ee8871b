//! One way to print an encoder step: the CLI's `encode --json` lines and the window's Encode
//! panel.

use crate::encoding::encode_run::{EncodeStep, Origin};
use crate::encoding::{EncodeResult, Field};
use crate::i18n::Lang;
use std::fmt::Write;

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

/// The header of `trace --encode`'s table: the encoder, what it reads, the error mode.
pub fn trace_header_text(algorithm: &str, name: &str, from: u64, len: u64, mode: &str) -> String {
    format!(
        "{algorithm} over the characters of bytes {from}..{} of {name} (UTF-8), error mode {mode}\n{:>10}  {:<16}  {:<8}  {:<12}  {:<9}  rule",
        from.saturating_add(len),
        "offset",
        "code point",
        "result",
        "bytes",
        "restored"
    )
}

/// Variables as one line: `pointer 2826, lead 15, lead_offset 0x81`.
pub fn fields_text(fields: &[Field]) -> String {
    fields
        .iter()
        .map(|f| {
            format!(
                "{} {}",
                f.name,
                super::step::show_value(Lang::En, f.name, f.value)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One encoder step of the text table: the row, the explanation with its spec step, the state
/// that changed and the handler's variables.
///
/// ```
/// use mojiscope::encoding::encode_run::{EncodeRun, EncoderErrorMode};
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::encode_step::step_text;
///
/// let mut run = EncodeRun::new(Encoding::ShiftJis, EncoderErrorMode::Html);
/// let mut rows = Vec::new();
/// run.push(0x5B57, 0, &mut Vec::new(), &mut |s| rows.push(step_text(s))).unwrap();
/// assert!(rows[0].contains("U+5B57 字"));
/// assert!(rows[0].contains("8E 9A"));
/// assert!(rows[0].contains("pointer 2533, lead 13, lead_offset 0x81, trail 89, offset 0x41"));
/// ```
pub fn step_text(step: &EncodeStep) -> String {
    let offset = match step.origin {
        Origin::Input(o) | Origin::Html { for_offset: o } => o.to_string(),
        Origin::End => String::new(),
    };
    let what = match step.code_point() {
        Some(cp) => super::describe_code_point(cp),
        None => "end-of-queue".to_string(),
    };
    let bytes: Vec<String> = step
        .outcome
        .result
        .output()
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect();
    let restored = match step.code_point() {
        Some(cp) if step.outcome.restore => format!("U+{cp:04X}"),
        _ => String::new(),
    };
    let mut row = format!(
        "{offset:>10}  {what:<16}  {:<8}  {:<12}  {restored:<9}  {}\n{:12}{} [{}]",
        step_mark(step),
        bytes.join(" "),
        step.outcome.rule.id(),
        "",
        step.explanation(Lang::En),
        step.outcome.rule.citation(Lang::En)
    );
    let changes = super::step::state_changes(&step.before.fields(), &step.after.fields());
    if !changes.is_empty() {
        let _ = write!(row, "\n{:12}state: {}", "", changes.join(", "));
    }
    let work = step.before.work(step.item);
    if !work.fields.is_empty() {
        let _ = write!(row, "\n{:12}variables: {}", "", fields_text(&work.fields));
    }
    row
}
