//! The BOM verdict in words, the same in `mojiscope sniff` and the window's BOM panel.

use super::hex;
use crate::encoding::ops::{BomReport, Plan};
use crate::encoding::run::ErrorMode;
use crate::encoding::DecodeOp;
use crate::i18n::{tr, words, Lang};

/// One line of the verdict: a heading and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The heading's message: `bom-heading-verdict`, …
    pub id: &'static str,
    pub heading: String,
    pub text: String,
}

/// The first bytes, at most eight, in hex ("(empty input)" when there are none).
pub fn first_bytes(start: &[u8], lang: Lang) -> String {
    if start.is_empty() {
        tr(lang, "bom-empty-input").into_owned()
    } else {
        hex(&start[..start.len().min(8)])
    }
}

/// The BOM that matched and its bytes, or "none".
pub fn bom_line(report: &BomReport, lang: Lang) -> String {
    let s = &report.sniff;
    match s.bom {
        Some(e) => words!(
            lang,
            "bom-line",
            encoding = e.name(),
            bytes = hex(&s.buffer[..s.bom_length]),
            count = words!(lang, "count-bytes", n = s.bom_length)
        ),
        None => tr(lang, "bom-none").into_owned(),
    }
}

/// What BOM sniffing's 3-byte buffer held and what went back to the stream.
pub fn buffer_line(report: &BomReport, lang: Lang) -> String {
    let s = &report.sniff;
    let restored = s.restored();
    if s.buffer.is_empty() {
        return tr(lang, "bom-empty").into_owned();
    }
    let buffer = hex(&s.buffer);
    if restored.is_empty() {
        words!(lang, "bom-buffer-all", buffer = buffer)
    } else {
        words!(
            lang,
            "bom-buffer-restored",
            buffer = buffer,
            restored = hex(restored)
        )
    }
}

/// Whether the BOM beats the label, agrees with it, or is absent.
///
/// ```
/// use mojiscope::encoding::{ops::BomReport, Encoding};
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::bom::verdict;
/// let r = BomReport::new(b"\xEF\xBB\xBFcaf", Encoding::Windows1252);
/// assert_eq!(verdict(&r, Lang::En), "the UTF-8 BOM overrides the label windows-1252: decode uses UTF-8");
/// ```
pub fn verdict(report: &BomReport, lang: Lang) -> String {
    let label = report.label.name();
    match report.sniff.bom {
        Some(b) if b != report.label => {
            words!(lang, "bom-verdict-overrides", bom = b.name(), label = label)
        }
        Some(b) => words!(lang, "bom-verdict-agrees", bom = b.name(), label = label),
        None => words!(lang, "bom-verdict-no-bom", label = label),
    }
}

/// The signature the standard does not sniff, if the input starts with one, and what happens
/// to its bytes instead.
pub fn signature_line(report: &BomReport, lang: Lang) -> Option<String> {
    report.sniff.other_signature.map(|sig| {
        words!(
            lang,
            "bom-signature-line",
            name = sig.name,
            pattern = sig.pattern(),
            instead = sig.instead(lang)
        )
    })
}

/// The first code points decode gives.
pub fn first_characters(report: &BomReport, lang: Lang) -> String {
    if report.first_characters.is_empty() {
        return tr(lang, "bom-nothing").into_owned();
    }
    report
        .first_characters
        .iter()
        .map(|c| format!("U+{c:04X}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The whole verdict, line by line, as `sniff` prints it and the BOM panel shows it.
pub fn lines(report: &BomReport, start: &[u8], lang: Lang) -> Vec<Line> {
    let line = |id: &'static str, text: String| Line {
        id,
        heading: tr(lang, id).into_owned(),
        text,
    };
    let mut lines = vec![
        line("bom-heading-first-bytes", first_bytes(start, lang)),
        line("bom-heading-bom", bom_line(report, lang)),
        line("bom-heading-buffer", buffer_line(report, lang)),
        line("bom-heading-verdict", verdict(report, lang)),
    ];
    if let Some(text) = signature_line(report, lang) {
        lines.push(line("bom-heading-signature", text));
    }
    lines.push(line(
        "bom-heading-decode-starts",
        first_characters(report, lang),
    ));
    lines
}

/// The verdict as aligned text lines.
pub fn text(report: &BomReport, start: &[u8]) -> String {
    let mut out = String::new();
    for l in lines(report, start, Lang::En) {
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
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::bom::op_verdict;
/// let start = b"\xEF\xBB\xBFcaf\xC3\xA9";
/// let plan = |op| Plan::new(DecodeOptions { op, ..DecodeOptions::default() }, start).unwrap();
/// assert_eq!(op_verdict(&plan(DecodeOp::Decode), Lang::En), None);
/// assert_eq!(
///     op_verdict(&plan(DecodeOp::NoBom), Lang::En).unwrap(),
///     "the encoding's decoder, no BOM handling: EF BB BF is not sniffed; the UTF-8 decoder reads it as \"\\u{feff}\", so the text starts with U+FEFF"
/// );
/// ```
pub fn op_verdict(plan: &Plan, lang: Lang) -> Option<String> {
    let op = plan.options.op;
    let s = &plan.sniff;
    if op == DecodeOp::Decode || s.bom.is_none() {
        return None;
    }
    let bytes = &s.buffer[..s.bom_length];
    let name = op.title(lang);
    let fatal = if plan.mode == ErrorMode::Fatal {
        "yes"
    } else {
        "no"
    };
    Some(if plan.skip > 0 {
        words!(
            lang,
            "bom-op-dropped",
            op = name,
            bom = s.bom.map_or("", |b| b.name()),
            bytes = hex(bytes),
            encoding = plan.encoding.name(),
            fatal = fatal
        )
    } else if plan.strip_bom {
        words!(
            lang,
            "bom-op-stripped",
            op = name,
            encoding = plan.encoding.name(),
            bytes = hex(bytes),
            fatal = fatal
        )
    } else {
        let read = crate::encoding::ops::decode_without_bom_handling(bytes, plan.encoding);
        words!(
            lang,
            "bom-op-not-sniffed",
            op = name,
            bytes = hex(bytes),
            encoding = plan.encoding.name(),
            read = format!("{read:?}"),
            starts = if read.starts_with('\u{FEFF}') {
                "feff"
            } else {
                "other"
            },
            n = read.chars().count(),
            fatal = fatal
        )
    })
}
