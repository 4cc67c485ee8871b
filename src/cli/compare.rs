//! `mojiscope compare`: the same bytes under several encodings, each encoding's decoder alone,
//! with errors, the first error, U+FFFD and the bytes each row decodes differently from the row
//! above, then a window of bytes with what each encoding made of them underneath.

use super::definition::CompareArgs;
use super::progress::Progress;
use super::{open_input, write_json, write_out, CliError};
use crate::encoding::{get_encoding, Encoding};
use crate::mojibake::compare::{compare, window, Row, Unit, DEFAULT_SET};
use crate::report::compare as show;
use crate::report::records::compare::{CompareRecord, Decoded, RowRecord};
use crate::source::read_range;
use std::ffi::OsString;

/// The bytes whose text the JSON holds.
pub(crate) const TEXT_LIMIT: u64 = 1 << 20;
/// Bytes the window shows unless --len says.
const WINDOW: u64 = 16;
/// The most bytes a window may show.
const MAX_WINDOW: u64 = 4096;

/// What `compare` was asked to do.
pub(crate) struct Request {
    encodings: Vec<Encoding>,
    clean: bool,
    from: Option<u64>,
    len: u64,
    json: bool,
    file: OsString,
}

/// The encodings of `--encodings`: labels joined by commas, or `all`, or `default`.
pub(crate) fn encodings(arg: Option<&str>) -> Result<Vec<Encoding>, CliError> {
    let Some(arg) = arg else {
        return Ok(DEFAULT_SET.to_vec());
    };
    match arg.trim() {
        "all" => return Ok(Encoding::ALL.to_vec()),
        "default" => return Ok(DEFAULT_SET.to_vec()),
        _ => {}
    }
    let mut out: Vec<Encoding> = Vec::new();
    for label in arg.split(',').filter(|l| !l.trim().is_empty()) {
        let e = get_encoding(label).map_err(|_| {
            CliError::usage(format!(
                "--encodings: {}",
                crate::report::labels::unknown_label(label.trim())
            ))
        })?;
        if !out.contains(&e) {
            out.push(e);
        }
    }
    if out.is_empty() {
        return Err(CliError::usage(
            "--encodings: no encoding given (labels joined by commas, or all)",
        ));
    }
    Ok(out)
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(args: CompareArgs) -> Result<Request, CliError> {
    let len = args.len.unwrap_or(WINDOW);
    if len == 0 || len > MAX_WINDOW {
        return Err(CliError::usage(format!(
            "--len: {len} is not a window size from 1 to {MAX_WINDOW} bytes"
        )));
    }
    Ok(Request {
        encodings: encodings(args.encodings.as_deref())?,
        clean: args.clean,
        from: args.from,
        len,
        json: args.json,
        file: args.file.file,
    })
}

pub(crate) fn run(args: CompareArgs) -> Result<i32, CliError> {
    let r = request(args)?;
    let src = open_input(&r.file)?;
    let len = src.len();
    if let Some(from) = r.from.filter(|&f| f > len || (f == len && len > 0)) {
        return Err(CliError::usage(format!(
            "--from: offset {from} is past the end ({})",
            crate::report::count(len, "byte")
        )));
    }
    let progress = Progress::before_output("comparing", len);
    let mut rows = compare(src.as_ref(), &r.encodings, |done| {
        progress.update(done);
        true
    })?;
    if r.clean {
        // Only the rows without errors, each compared with the row above it as shown.
        let clean: Vec<Encoding> = rows
            .iter()
            .filter(|row| row.errors == 0)
            .filter_map(|row| row.encoding)
            .collect();
        rows = compare(src.as_ref(), &clean, |done| {
            progress.update(done);
            true
        })?;
    }
    progress.finish();
    let rows: Vec<Row> = rows;
    let shown: Vec<Encoding> = rows.iter().filter_map(|row| row.encoding).collect();
    // Without --from, the window starts at the row of the first byte where the encodings part
    // ways (a difference or an error), not at bytes every row reads alike.
    let from = r.from.unwrap_or_else(|| {
        let first = rows
            .iter()
            .flat_map(|row| [row.first_difference, row.first_error])
            .flatten()
            .min()
            .unwrap_or(0);
        first - first % r.len
    });
    let win_len = r.len.min(len - from);
    let bytes = read_range(src.as_ref(), from, win_len as usize)?;
    let units = shown
        .iter()
        .map(|&e| window(src.as_ref(), e, from, win_len))
        .collect::<Result<Vec<Vec<Unit>>, _>>()?;
    let name = src.name();
    src.check()?;
    if r.json {
        let head = read_range(src.as_ref(), 0, len.min(TEXT_LIMIT) as usize)?;
        let complete = len <= TEXT_LIMIT;
        let record = CompareRecord {
            file: &name,
            bytes: len,
            text_bytes: head.len() as u64,
            from,
            len: win_len,
            results: rows
                .iter()
                .zip(&units)
                .map(|(row, u)| {
                    let e = row.encoding.unwrap_or(Encoding::Utf8);
                    RowRecord::new(
                        row,
                        Decoded {
                            head: &head,
                            encoding: e,
                        },
                        complete,
                        u,
                    )
                })
                .collect(),
        };
        // (Written as it is serialized: each row's text is decoded as it is written.)
        write_json(&record)?;
    } else {
        let window = (!bytes.is_empty()).then_some((from, bytes.as_slice(), units.as_slice()));
        let mut text = show::text(&name, len, &rows, window);
        if rows.is_empty() {
            text += "(no encoding of those decodes these bytes without errors)\n";
        }
        write_out(&text, false)?;
    }
    Ok(0)
}
