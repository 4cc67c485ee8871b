//! `mojiscope sniff`: which BOM the input starts with, what it overrides, and the signatures the
//! standard does not sniff.

use super::definition::SniffArgs;
use super::{write_out, CliError};
use crate::encoding::ops::BomReport;
use crate::encoding::Encoding;
use crate::report::json::Obj;
use crate::report::{bom, hex};
use crate::source::read_range;

/// The bytes sniff looks at.
const START: u64 = 64;

pub(crate) fn run(args: SniffArgs) -> Result<i32, CliError> {
    let (label, json, file) = (
        args.encoding.unwrap_or(Encoding::Utf8),
        args.json,
        args.file.file,
    );
    // 64 bytes: eight characters of at most four bytes each are never cut by the sample's end.
    // Nothing more is read from a stream or a device, whatever its size.
    let input = super::open_start(&file, START)?;
    let src = input.src.as_ref();
    let start = read_range(src, 0, START as usize)?;
    let report = BomReport::new(&start, label);
    let s = &report.sniff;
    let content = crate::report::binary::identify(&start).map(|c| c.describe(&start));
    let text = if json {
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
            .opt_num("bytes", input.whole.then_some(src.len()))
            .opt_str("content", content.as_deref())
            .finish()
            + "\n"
    } else {
        match content {
            Some(c) => format!("{}content:        {c}\n", bom::text(&report, &start)),
            None => bom::text(&report, &start),
        }
    };
    write_out(text.as_bytes())?;
    Ok(0)
}
