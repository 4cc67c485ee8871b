//! Records written as JSON Lines: one record, one line.

use serde::Serialize;
use std::io::Write;

/// One record as one line of JSON.
pub fn line<T: Serialize>(record: &T) -> String {
    // (A record is plain data: strings, numbers and lists. It always serializes.)
    serde_json::to_string(record).expect("a record serializes")
}

/// One record as one line of JSON on `out`, with its newline.
pub fn write_line<T: Serialize>(out: &mut dyn Write, record: &T) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, record).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}
