//! The BOM verdict in words, the same in `mojiscope sniff` and the window's BOM panel.

use super::hex;
use crate::encoding::ops::{BomReport, Plan};
use crate::encoding::run::ErrorMode;
use crate::encoding::DecodeOp;

/// One line of the verdict: a heading and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub heading: &'static str,
    pub text: String,
}

/// The first bytes, at most eight, in hex ("(empty input)" when there are none).
pub fn first_bytes(start: &[u8]) -> String {
    if start.is_empty() {
        "(empty input)".into()
    } else {
        hex(&start[..start.len().min(8)])
    }
}

/// The BOM that matched and its bytes, or "none".
pub fn bom_line(report: &BomReport) -> String {
    let s = &report.sniff;
    match s.bom {
        Some(e) => format!(
            "{e} ({}, {})",
            hex(&s.buffer[..s.bom_length]),
            super::count(s.bom_length as u64, "byte")
        ),
        None => "none".into(),
    }
}

/// What BOM sniffing's 3-byte buffer held and what went back to the stream.
pub fn buffer_line(report: &BomReport) -> String {
    let s = &report.sniff;
    let restored = s.restored();
    format!(
        "{}{}",
        if s.buffer.is_empty() {
            "(empty)".to_string()
        } else {
            hex(&s.buffer)
        },
        if restored.is_empty() {
            if s.buffer.is_empty() {
                String::new()
            } else {
                " (all of it is the BOM)".to_string()
            }
        } else {
            format!(" → {} restored to the stream", hex(restored))
        }
    )
}

/// Whether the BOM beats the label, agrees with it, or is absent.
///
/// ```
/// use mojiscope::encoding::{ops::BomReport, Encoding};
/// use mojiscope::report::bom::verdict;
/// let r = BomReport::new(b"\xEF\xBB\xBFcaf", Encoding::Windows1252);
/// assert_eq!(verdict(&r), "the UTF-8 BOM overrides the label windows-1252: decode uses UTF-8");
/// ```
pub fn verdict(report: &BomReport) -> String {
    let label = report.label;
    match report.sniff.bom {
        Some(b) if b != label => {
            format!("the {b} BOM overrides the label {label}: decode uses {b}")
        }
        Some(b) => format!("the {b} BOM agrees with the label {label}"),
        None => format!("no BOM: decode uses the label's encoding, {label}"),
    }
}

/// The signature the standard does not sniff, if the input starts with one, and what happens
/// to its bytes instead.
pub fn signature_line(report: &BomReport) -> Option<String> {
    report.sniff.other_signature.map(|sig| {
        format!(
            "{} ({}), which the standard does not sniff: {}",
            sig.name,
            sig.pattern(),
            sig.instead
        )
    })
}

/// The first code points decode gives.
pub fn first_characters(report: &BomReport) -> String {
    if report.first_characters.is_empty() {
        return "(nothing)".into();
    }
    report
        .first_characters
        .iter()
        .map(|c| format!("U+{c:04X}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The whole verdict, line by line, as `sniff` prints it and the BOM panel shows it.
pub fn lines(report: &BomReport, start: &[u8]) -> Vec<Line> {
    let mut lines = vec![
        Line {
            heading: "first bytes",
            text: first_bytes(start),
        },
        Line {
            heading: "BOM",
            text: bom_line(report),
        },
        Line {
            heading: "3-byte buffer",
            text: buffer_line(report),
        },
        Line {
            heading: "verdict",
            text: verdict(report),
        },
    ];
    if let Some(text) = signature_line(report) {
        lines.push(Line {
            heading: "signature",
            text,
        });
    }
    lines.push(Line {
        heading: "decode starts",
        text: first_characters(report),
    });
    lines
}

/// The verdict as aligned text lines.
pub fn text(report: &BomReport, start: &[u8]) -> String {
    let mut out = String::new();
    for l in lines(report, start) {
        out.push_str(&format!("{:<16}{}\n", format!("{}:", l.heading), l.text));
    }
    out
}

/// What an operation other than "decode" does with the BOM the input starts with (the lines
/// above say what "decode" does); None for "decode", or when there is no BOM.
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOptions, Plan};
/// use mojiscope::encoding::{DecodeOp, Encoding};
/// use mojiscope::report::bom::op_verdict;
/// let start = b"\xEF\xBB\xBFcaf\xC3\xA9";
/// let plan = |op| Plan::new(DecodeOptions { op, ..DecodeOptions::default() }, start).unwrap();
/// assert_eq!(op_verdict(&plan(DecodeOp::Decode)), None);
/// assert_eq!(
///     op_verdict(&plan(DecodeOp::NoBom)).unwrap(),
///     "the encoding's decoder, no BOM handling: EF BB BF is not sniffed; the UTF-8 decoder reads it as \"\\u{feff}\", so the text starts with U+FEFF"
/// );
/// ```
pub fn op_verdict(plan: &Plan) -> Option<String> {
    let op = plan.options.op;
    let s = &plan.sniff;
    if op == DecodeOp::Decode || s.bom.is_none() {
        return None;
    }
    let bytes = &s.buffer[..s.bom_length];
    let name = op.spec_name();
    let fail = if plan.mode == ErrorMode::Fatal {
        "; in this mode the first error fails the whole decode"
    } else {
        ""
    };
    Some(if plan.skip > 0 {
        format!(
            "{name}: the {} BOM ({}) is dropped; the rest is decoded with {}{fail}",
            s.bom.map_or("", |b| b.name()),
            hex(bytes),
            plan.encoding
        )
    } else if plan.strip_bom {
        format!(
            "{name}: {} decodes {} as U+FEFF, which the output drops (ignoreBOM is off){fail}",
            plan.encoding,
            hex(bytes)
        )
    } else {
        let read = crate::encoding::ops::decode_without_bom_handling(bytes, plan.encoding);
        let starts = if read.starts_with('\u{FEFF}') {
            ", so the text starts with U+FEFF".to_string()
        } else {
            format!(", {} characters that are not a BOM", read.chars().count())
        };
        format!(
            "{name}: {} is not sniffed; the {} decoder reads it as {read:?}{starts}{fail}",
            hex(bytes),
            plan.encoding
        )
    })
}
