//! What a command writes: to standard output as it is or with what a terminal would act on
//! shown as tags, JSON records as they serialize, reasons on one line.

use super::error::{output_error, CliError};
use super::safe::Safe;
use crate::report::tags::Shown;
use std::io::{self, IsTerminal, Write};

/// A reason on one line, whatever the user typed or the file is called: control characters
/// (a newline in a path) and bidi controls are written as escapes.
///
/// ```
/// assert_eq!(mojiscope::cli::one_line("a\nb\tc"), "a\\nb\\tc");
/// assert_eq!(mojiscope::cli::one_line("\u{202E}txt.exe"), "\\u{202e}txt.exe");
/// ```
pub fn one_line(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    for c in message.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || crate::shell::acts_on_terminal(c) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32))
            }
            c => out.push(c),
        }
    }
    out
}

/// Write our own text (help, completions, manual pages) to standard output as it is; a closed
/// pipe ends the program quietly.
pub(crate) fn write_raw(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write a report about a file (its JSON when `json`) to standard output, with no character a
/// terminal would act on; a closed pipe ends the program quietly.
pub(crate) fn write_out(text: &str, json: bool) -> Result<(), CliError> {
    let how = if json { Shown::Json } else { Shown::Tag };
    let mut out = Safe::report(io::stdout().lock(), how);
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write one JSON record to stdout as one line, as it is serialized (no copy of it in
/// memory: a record can hold megabytes of text).
pub(crate) fn write_json<T: serde::Serialize>(record: &T) -> Result<(), CliError> {
    let out = Safe::report(io::stdout().lock(), Shown::Json);
    let mut out = io::BufWriter::with_capacity(1 << 16, out);
    crate::report::records::write_line(&mut out, record)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write the text a command exists to output (decoded, repaired): as it is into a pipe or a
/// file, with what a terminal would act on shown as tags when standard output is a terminal.
pub(crate) fn write_product(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = Safe::product(io::stdout().lock());
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write a report to stderr, with no character a terminal would act on (a failed write to
/// stderr has nowhere to be reported).
pub(crate) fn write_err(text: &str) {
    let mut err = Safe::report(io::stderr().lock(), Shown::Tag);
    let _ = err.write_all(text.as_bytes()).and_then(|_| err.flush());
}

/// Whether stderr is a terminal (notes meant for a person).
pub(crate) fn stderr_is_terminal() -> bool {
    io::stderr().is_terminal()
}
