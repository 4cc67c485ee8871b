//! `mojiscope trace`: every decoder handler call over a byte range, as a table or JSON Lines.

use super::{args, decode_options, output_error, CliError};
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::report::step::{write_trace, TraceFormat};
use crate::source::read_range;
use std::io::{self, Write};

const SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("op", true),
    ("fatal", false),
    ("ignore-bom", false),
    ("from", true),
    ("len", true),
    ("json", false),
];

pub fn run(argv: &[std::ffi::OsString]) -> Result<i32, CliError> {
    let parsed = args::parse("trace", argv, SPEC)?;
    let options = decode_options(&parsed)?;
    let file = parsed.file("trace")?;
    let src = super::open_input(&file)?;
    let size = src.len();
    let from = parsed.number("from")?.unwrap_or(0);
    if from > size {
        return Err(CliError::usage(format!(
            "--from {from} is past the end of the input ({size} bytes)"
        )));
    }
    let len = parsed.number("len")?.unwrap_or(size - from);
    if from.checked_add(len).is_none_or(|end| end > size) {
        return Err(CliError::usage(format!(
            "the range {from}..{} is past the end of the input ({size} bytes)",
            from.saturating_add(len)
        )));
    }
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    let format = if parsed.flag("json") {
        TraceFormat::JsonLines
    } else {
        TraceFormat::Text
    };
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let written = write_trace(
        src.as_ref(),
        &plan,
        from,
        len,
        format,
        &mut out,
        &mut |_| true,
    )?;
    out.flush().map_err(output_error)?;
    if plan.mode == ErrorMode::Fatal {
        if let Some(at) = written.info.fatal_stop {
            return Err(CliError::fatal(format!(
                "fatal decoding error: the handler call at byte offset {at} returned error, so the run stops there"
            )));
        }
    }
    Ok(0)
}
