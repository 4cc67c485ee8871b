//! `mojiscope sniff`: which BOM the input starts with, what it overrides, and the signatures the
//! standard does not sniff.

use super::json::Obj;
use super::{args, encoding_option, hex, write_out, CliError};
use crate::encoding::bom::BomReport;
use crate::source::read_range;

const SPEC: &[args::OptionSpec] = &[("encoding", true), ("json", false)];

pub fn run(argv: &[std::ffi::OsString]) -> Result<i32, CliError> {
    let parsed = args::parse("sniff", argv, SPEC)?;
    let label = encoding_option(&parsed)?;
    let file = parsed.file("sniff")?;
    let src = super::open_input(&file)?;
    let start = read_range(src.as_ref(), 0, 64)?;
    let report = BomReport::new(&start, label);
    let s = &report.sniff;
    let text = if parsed.flag("json") {
        let sig = s.other_signature;
        Obj::new()
            .opt_str("bom", s.bom_name())
            .num("bom_length", s.bom_length as u64)
            .opt_str("other_signature", sig.map(|g| g.name))
            .opt_str(
                "other_signature_bytes",
                sig.map(|g| hex(&start[..g.len()])).as_deref(),
            )
            .opt_str("instead", sig.map(|g| g.instead))
            .nums("buffer", s.buffer.iter().map(|&b| b as u64))
            .nums("restored", s.restored().iter().map(|&b| b as u64))
            .str("label_encoding", label.name())
            .str("decode_encoding", report.decode_encoding.name())
            .bool("bom_overrides_label", s.bom.is_some_and(|b| b != label))
            .nums(
                "first_characters",
                report.first_characters.iter().map(|&c| c as u64),
            )
            .num("bytes", src.len())
            .finish()
            + "\n"
    } else {
        human(&report, &start)
    };
    write_out(text.as_bytes())?;
    Ok(0)
}

fn human(report: &BomReport, start: &[u8]) -> String {
    let s = &report.sniff;
    let mut lines = Vec::new();
    lines.push(format!(
        "first bytes:    {}",
        if start.is_empty() {
            "(empty input)".into()
        } else {
            hex(&start[..start.len().min(8)])
        }
    ));
    match s.bom {
        Some(e) => lines.push(format!(
            "BOM:            {e} ({}, {} bytes)",
            hex(&s.buffer[..s.bom_length]),
            s.bom_length
        )),
        None => lines.push("BOM:            none".into()),
    }
    let restored = s.restored();
    lines.push(format!(
        "3-byte buffer:  {}{}",
        if s.buffer.is_empty() {
            "(empty)".into()
        } else {
            hex(&s.buffer)
        },
        if restored.is_empty() {
            String::new()
        } else {
            format!(" → {} restored to the stream", hex(restored))
        }
    ));
    let verdict = match s.bom {
        Some(b) if b != report.label => format!("the BOM overrides it: decode uses {b}"),
        Some(_) => "the BOM agrees with it".into(),
        None => format!("no BOM: decode uses {}", report.label),
    };
    lines.push(format!("label:          {}; {verdict}", report.label));
    if let Some(sig) = s.other_signature {
        lines.push(format!(
            "signature:      {} ({}), which the standard does not sniff: {}",
            sig.name,
            sig.pattern(),
            sig.instead
        ));
    }
    let chars: Vec<String> = report
        .first_characters
        .iter()
        .map(|c| format!("U+{c:04X}"))
        .collect();
    lines.push(format!(
        "decode starts:  {}",
        if chars.is_empty() {
            "(nothing)".into()
        } else {
            chars.join(" ")
        }
    ));
    lines.join("\n") + "\n"
}
