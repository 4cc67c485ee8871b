//! `mojiscope sniff`: which BOM the input starts with, what it overrides, and the signatures the
//! standard does not sniff.

use super::definition::SniffArgs;
use super::{write_out, CliError};
use crate::encoding::ops::BomReport;
use crate::encoding::Encoding;
use crate::report::records::line;
use crate::report::records::sniff::{OperationRecord, SniffRecord};
use crate::report::{bom, file_verdict};
use crate::source::read_range;

/// The bytes BOM sniffing looks at.
const START: u64 = 64;

pub(crate) fn run(args: SniffArgs) -> Result<i32, CliError> {
    let (label, json, file) = (
        args.encoding.unwrap_or(Encoding::Utf8),
        args.json,
        args.file.file,
    );
    // 64 bytes: eight characters of at most four bytes each are never cut by the sample's end.
    // The verdict reads up to 64 KiB; nothing more is read from a stream or a device, whatever
    // its size.
    let input = super::open_start(&file, crate::verdict::SAMPLE as u64)?;
    let src = input.src.as_ref();
    let start = read_range(src, 0, START as usize)?;
    let (verdict, sample) = super::file_verdict(src, input.whole)?;
    let report = BomReport::new(&start, label);
    let s = &report.sniff;
    let operations = args.operations.then(|| {
        // After the input's own BOM (the four bytes of a UTF-32LE signature).
        let own = match s.other_signature.map(|g| g.name) {
            Some("UTF-32LE") => 4,
            _ => s.bom_length,
        };
        let whole = input.whole && src.len() <= START;
        crate::report::bom_table::table(
            label,
            &start[own.min(start.len())..],
            whole,
            crate::i18n::Lang::En,
        )
    });
    let content = crate::detect::binary::identify(&start)
        .map(|c| crate::report::binary::describe(&c, &start, crate::i18n::Lang::En));
    let text = if json {
        let sig = s.other_signature;
        line(&SniffRecord {
            bom: s.bom_name(),
            bom_length: s.bom_length as u64,
            other_signature: sig.map(|g| g.name),
            other_signature_bytes: sig.map(|g| &start[..g.len()]),
            instead: sig.map(|g| g.instead(crate::i18n::Lang::En).into_owned()),
            buffer: &s.buffer,
            restored: s.restored(),
            label_encoding: label.name(),
            decode_encoding: report.decode_encoding.name(),
            bom_overrides_label: s.bom.is_some_and(|b| b != label),
            first_characters: &report.first_characters,
            bytes: input.whole.then_some(src.len()),
            content,
            file_verdict: file_verdict::record(&verdict, &sample),
            operations: operations.as_deref().map(OperationRecord::rows),
        }) + "\n"
    } else {
        let mut text = bom::text(&report, &start);
        if let Some(c) = content {
            text.push_str(&format!("content:        {c}\n"));
        }
        text += &file_verdict::lines(&verdict, &sample, "reads as:       ");
        if let Some(rows) = &operations {
            text.push_str(&crate::report::bom_table::text(rows));
        }
        text
    };
    input.src.check()?;
    write_out(&text, json)?;
    Ok(0)
}
