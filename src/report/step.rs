//! One way to print a decoder step, whoever prints it: the CLI's `trace` table and JSON Lines,
//! the window's export (CSV, JSON Lines) and the stepper's state values.

use super::bytes::ByteCache;
use super::records::trace::{SniffLine, StepLine, TraceEnd, TraceHeader, TraceLine};
use super::records::write_line;
use super::text::OutputError;
use super::{describe_code_point, hex};
use crate::encoding::iso_2022_jp::{state_words, DecoderState};
use crate::encoding::ops::Plan;
use crate::encoding::{DecodeResult, Decoder, Field, FieldValue};
use crate::i18n::Lang;
use crate::source::ByteSource;
use crate::trace::{trace_window, RunIndex, Step, WindowInfo};
use std::fmt::Write as _;
use std::io::Write;

/// A state value for people: code points and bytes in hex, UTF-8's code point in binary too
/// (its bits are what the lead and continuation bytes carry), a state's name (ISO-2022-JP's
/// "escape start") in words in `lang`.
///
/// ```
/// use mojiscope::encoding::FieldValue;
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::step::show_value;
/// assert_eq!(show_value(Lang::En, "utf8_code_point", FieldValue::CodePoint(5)), "0x5 (0b101)");
/// assert_eq!(show_value(Lang::En, "big5_lead", FieldValue::Byte(0xA4)), "0xA4");
/// assert_eq!(show_value(Lang::En, "gb18030_first", FieldValue::Null), "null");
/// let state = FieldValue::Name("escape start");
/// assert_eq!(show_value(Lang::En, "iso_2022_jp_decoder_state", state), "escape start");
/// assert_ne!(show_value(Lang::Ja, "iso_2022_jp_decoder_state", state), "escape start");
/// ```
pub fn show_value(lang: Lang, name: &str, v: FieldValue) -> String {
    match v {
        FieldValue::CodePoint(c) if name == "utf8_code_point" => format!("0x{c:X} (0b{c:b})"),
        // An encoder handler's code point (U+2212 set to U+FF0D) and gb18030's range start.
        FieldValue::CodePoint(c) if matches!(name, "code_point" | "offset") => format!("U+{c:04X}"),
        FieldValue::CodePoint(c) => format!("0x{c:04X}"),
        FieldValue::Name(n) => state_words(lang, n).unwrap_or_else(|| n.to_string()),
        v => v.to_string(),
    }
}

/// The most columns `show_value` can fill for this field, whatever its value (a wide
/// character counts two): a table sized by it never changes width as the values change.
///
/// ```
/// use mojiscope::encoding::FieldValue;
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::step::{show_value, value_width};
/// let widest = show_value(Lang::En, "utf8_code_point", FieldValue::CodePoint(0x10FFFF));
/// assert_eq!(value_width(Lang::En, "utf8_code_point", FieldValue::CodePoint(0)), widest.len());
/// assert_eq!(value_width(Lang::En, "big5_lead", FieldValue::Null), 4);
/// assert_eq!(value_width(Lang::En, "iso_2022_jp_decoder_state", FieldValue::Name("ASCII")), 13);
/// ```
pub fn value_width(lang: Lang, name: &str, v: FieldValue) -> usize {
    match v {
        FieldValue::CodePoint(_) => show_value(lang, name, FieldValue::CodePoint(0x10FFFF)).len(),
        // A byte field holds null or a byte: "null" and "0xFF" are both four.
        FieldValue::Null | FieldValue::Byte(_) => 4,
        FieldValue::Count(_) => 3,
        FieldValue::Number(_) => 7,
        FieldValue::Bool(_) => 5,
        // The ISO-2022-JP states: "escape start", "trailing byte", "katakana", … in `lang`.
        FieldValue::Name(_) => DecoderState::ALL
            .iter()
            .map(|s| {
                let words = state_words(lang, s.name()).unwrap_or_default();
                unicode_width::UnicodeWidthStr::width(words.as_str())
            })
            .max()
            .unwrap_or(13),
    }
}

/// The two header lines of the text table: what runs, then the column names.
pub fn trace_header_text(plan: &Plan, name: &str, from: u64, len: u64, size: u64) -> String {
    let skipped = match (plan.sniff.bom, plan.skip) {
        (Some(b), n) if n > 0 => format!("; the {b} BOM ({n} bytes) is skipped"),
        _ => String::new(),
    };
    format!(
        "{} over bytes {from}..{} of {name} ({}), {}{skipped}\n{:>10}  {:<4}  {:<8}  {:<16}  {:<9}  rule",
        Decoder::new(plan.encoding).algorithm_name(),
        from.saturating_add(len),
        super::count(size, "byte"),
        plan.options.op.spec_name(),
        "offset",
        "byte",
        "result",
        "output",
        "restored"
    )
}

/// Restored bytes as text: hex, `EOQ` for a restored end-of-queue.
fn restored_text(restored: &[Option<u8>]) -> Vec<String> {
    restored
        .iter()
        .map(|b| b.map_or("EOQ".into(), |b| format!("{b:02X}")))
        .collect()
}

/// One step of the text table: the row, the explanation with its spec step, and the state
/// variables that changed.
pub fn step_text(step: &Step, restored: &[Option<u8>]) -> String {
    let byte = step
        .byte()
        .map_or("EOQ".to_string(), |b| format!("{b:02X}"));
    let output = match step.result() {
        DecodeResult::Error => "U+FFFD".to_string(),
        r => r
            .code_points()
            .iter()
            .map(|&c| describe_code_point(c))
            .collect::<Vec<_>>()
            .join(" "),
    };
    let changes = state_changes(&step.before.fields(), &step.after.fields());
    let mut row = format!(
        "{:>10}  {:<4}  {:<8}  {:<16}  {:<9}  {}\n{:12}{} [{}]",
        step.offset,
        byte,
        step.result().word(),
        output,
        restored_text(restored).join(" "),
        step.outcome.rule.id(),
        "",
        step.explanation(Lang::En),
        step.citation(Lang::En)
    );
    if !changes.is_empty() {
        let _ = write!(row, "\n{:12}state: {}", "", changes.join(", "));
    }
    row
}

/// The state variables whose value a step changed, as `name before → after`.
pub fn state_changes(before: &[Field], after: &[Field]) -> Vec<String> {
    before
        .iter()
        .zip(after)
        .filter(|(b, a)| b.value != a.value)
        .map(|(b, a)| format!("{} {} → {}", b.name, b.value, a.value))
        .collect()
}

/// The CSV header line of [`step_csv`].
pub const CSV_HEADER: &str =
    "offset,byte,result,code_points,restored,rule,spec,state_before,state_after,explanation";

fn csv_field(s: &str) -> String {
    format!("\"{}\"", s.replace('"', "\"\""))
}

/// One step as a CSV line (RFC 4180 quoting; state variables as `name=value` pairs).
pub fn step_csv(step: &Step, restored: &[Option<u8>]) -> String {
    let cps: Vec<String> = step
        .result()
        .code_points()
        .iter()
        .map(|c| format!("U+{c:04X}"))
        .collect();
    let fields = |d: &Decoder| {
        d.fields()
            .iter()
            .map(|f| format!("{}={}", f.name, f.value))
            .collect::<Vec<_>>()
            .join(" ")
    };
    [
        step.offset.to_string(),
        step.byte().map_or("EOQ".into(), |b| format!("{b:02X}")),
        step.result().word().to_string(),
        cps.join(" "),
        restored_text(restored).join(" "),
        step.outcome.rule.id().to_string(),
        csv_field(&step.citation(Lang::En)),
        csv_field(&fields(&step.before)),
        csv_field(&fields(&step.after)),
        csv_field(&step.explanation(Lang::En)),
    ]
    .join(",")
}

/// The formats a trace can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TraceFormat {
    Text,
    JsonLines,
    Csv,
}

impl TraceFormat {
    /// Write one step in this format, with its newline.
    pub fn write_step(
        self,
        out: &mut dyn Write,
        step: &Step,
        restored: &[Option<u8>],
    ) -> std::io::Result<()> {
        match self {
            TraceFormat::Text => writeln!(out, "{}", step_text(step, restored)),
            TraceFormat::JsonLines => {
                write_line(out, &TraceLine::Step(StepLine::new(step, restored)))
            }
            TraceFormat::Csv => writeln!(out, "{}", step_csv(step, restored)),
        }
    }

    /// Write the lines before the first step.
    pub fn write_header(
        self,
        out: &mut dyn Write,
        plan: &Plan,
        name: &str,
        (from, len): (u64, u64),
        size: u64,
    ) -> std::io::Result<()> {
        match self {
            TraceFormat::Text => {
                writeln!(out, "{}", trace_header_text(plan, name, from, len, size))
            }
            TraceFormat::JsonLines => {
                write_line(
                    out,
                    &TraceLine::Trace(TraceHeader::new(plan, from, len, size)),
                )?;
                write_line(out, &TraceLine::Sniff(SniffLine::new(plan)))
            }
            TraceFormat::Csv => writeln!(out, "{CSV_HEADER}"),
        }
    }
}

/// Hex of the bytes an error stands for ("(end)" for an error at end-of-queue).
pub fn error_bytes_text(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        "(end)".into()
    } else {
        hex(bytes)
    }
}

/// What [`write_trace`] wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Steps written.
    pub steps: u64,
    /// How the window's run went (fatal stop, interrupted by `keep_going`).
    pub info: WindowInfo,
}

/// Write the trace of bytes [from, from + len) in `format`, header first, one step a line.
/// `index` (checkpoints, the first error) lets the run start near the window. `keep_going
/// (offset)` is asked before each step; false stops (the result says so). This is the CLI's
/// `trace` and the window's trace export.
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOptions, Plan};
/// use mojiscope::report::step::{write_trace, TraceFormat};
/// use mojiscope::source::MemSource;
/// let src = MemSource::new("x", b"a\xFF".to_vec());
/// let plan = Plan::new(DecodeOptions::default(), b"a\xFF").unwrap();
/// let mut out = Vec::new();
/// let w = write_trace(&src, &plan, (0, 2), None, TraceFormat::Csv, &mut out, &mut |_| true).unwrap();
/// assert_eq!(w.steps, 3); // a, FF, end-of-queue
/// let csv = String::from_utf8(out).unwrap();
/// assert!(csv.lines().nth(2).unwrap().starts_with("1,FF,error,,,utf8-invalid-lead,"));
/// ```
pub fn write_trace(
    src: &dyn ByteSource,
    plan: &Plan,
    (from, len): (u64, u64),
    index: Option<&RunIndex>,
    format: TraceFormat,
    out: &mut dyn Write,
    keep_going: &mut dyn FnMut(u64) -> bool,
) -> Result<Written, OutputError> {
    format
        .write_header(out, plan, &src.name(), (from, len), src.len())
        .map_err(OutputError::Write)?;
    let mut bytes = ByteCache::new(src);
    let mut failure: Option<OutputError> = None;
    let mut steps = 0u64;
    let info = trace_window(src, plan, from, len, index, |step: &Step| {
        if !keep_going(step.offset) {
            return false;
        }
        let written = match bytes.get(step.restored_range()) {
            Ok(restored) => format.write_step(out, step, &restored),
            Err(e) => {
                failure = Some(OutputError::Source(e));
                return false;
            }
        };
        if let Err(e) = written {
            failure = Some(OutputError::Write(e));
            return false;
        }
        steps += 1;
        true
    })?;
    if let Some(e) = failure {
        return Err(e);
    }
    if !info.interrupted {
        // The file is still what was opened: only then is the trace whole.
        src.check().map_err(OutputError::Source)?;
        if format == TraceFormat::JsonLines {
            let end = TraceEnd {
                steps,
                fatal_stop: info.fatal_stop,
            };
            write_line(out, &TraceLine::End(end)).map_err(OutputError::Write)?;
        }
    }
    Ok(Written { steps, info })
}
