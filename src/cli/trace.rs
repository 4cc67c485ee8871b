//! `mojiscope trace`: every decoder handler call over a byte range, as a table or JSON Lines.

use super::definition::TraceArgs;
use super::progress::Progress;
use super::safe::Safe;
use super::{decode_options, note_ignored_encoding, output_error, CliError};
use crate::encoding::ops::DecodeOptions;
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::report::step::{write_trace, TraceFormat};
use crate::report::tags::Shown;
use crate::source::{read_range, ByteSource};
use crate::trace::fatal::{first_fatal_error, FirstError};
use crate::trace::scan::{scan, ScanObserver, ScanOptions, ScanReport};
use crate::trace::{trace_window_within, Pending, RunIndex, Step, Within};
use std::ffi::OsString;
use std::io::{self, Write};

/// What `trace` was asked to do.
pub(crate) struct Request {
    options: DecodeOptions,
    from: Option<u64>,
    len: Option<u64>,
    json: bool,
    file: OsString,
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(args: TraceArgs) -> Result<Request, CliError> {
    Ok(Request {
        options: decode_options(&args.decoding, false)?,
        from: args.from,
        len: args.len,
        json: args.json,
        file: args.file.file,
    })
}

pub(crate) fn run(args: TraceArgs) -> Result<i32, CliError> {
    let request = request(args)?;
    let options = request.options;
    note_ignored_encoding(&options);
    let src = super::open_input(&request.file)?;
    let size = src.len();
    let (from, len) = range(request.from, request.len, size)?;
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    let format = if request.json {
        TraceFormat::JsonLines
    } else {
        TraceFormat::Text
    };
    let index = reach(src.as_ref(), &plan, from)?;
    let how = if request.json {
        Shown::Json
    } else {
        Shown::Tag
    };
    let mut out = io::BufWriter::with_capacity(1 << 16, Safe::report(io::stdout().lock(), how));
    let progress = Progress::new("tracing", len);
    let written = write_trace(
        src.as_ref(),
        &plan,
        (from, len),
        index.as_ref(),
        format,
        &mut out,
        &mut |at| {
            progress.update(at.saturating_sub(from));
            true
        },
    )?;
    progress.finish();
    out.flush().map_err(output_error)?;
    if plan.mode == ErrorMode::Fatal
        && let Some(at) = written.info.fatal_stop
    {
        return Err(CliError::fatal(format!(
                "fatal decoding error: the handler call at byte offset {at} returned error, so the run stops there"
            )));
    }
    Ok(0)
}

/// The range `--from` and `--len` pick in an input of `size` bytes (default: all of it).
pub(super) fn range(
    from: Option<u64>,
    len: Option<u64>,
    size: u64,
) -> Result<(u64, u64), CliError> {
    let from = from.unwrap_or(0);
    if from > size {
        return Err(CliError::usage(format!(
            "--from {from} is past the end of the input ({})",
            crate::report::count(size, "byte")
        )));
    }
    let len = len.unwrap_or(size - from);
    if from.checked_add(len).is_none_or(|end| end > size) {
        return Err(CliError::usage(format!(
            "the range {from}..{} is past the end of the input ({})",
            from.saturating_add(len),
            crate::report::count(size, "byte")
        )));
    }
    Ok((from, len))
}

/// The work a window may take before its first byte without a word on stderr.
const QUIET_LEAD: u64 = 4 << 20;

/// When the window's run would have to start far before it (fatal mode and an unknown first
/// error, or a decoder state that nothing nearby resets), say so, and find out with progress
/// on stderr: the first error (fast, with the bulk path), then the checkpoints of a scan up to
/// the window.
fn reach(src: &dyn ByteSource, plan: &Plan, from: u64) -> Result<Option<RunIndex>, CliError> {
    let probe = |index: Option<&RunIndex>| {
        trace_window_within(src, plan, from, 0, index, QUIET_LEAD, |_: &Step| true)
    };
    let mut index = RunIndex::default();
    if probe(None)? == Within::Pending(Pending::FirstErrorUnknown) {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: fatal mode: looking for the first error before byte {from} (the run stops there)"
        );
        let progress = Progress::before_output("validating", from);
        let found = first_fatal_error(src, plan, &mut |done| {
            progress.update(done);
            done < from
        })?;
        progress.finish();
        match found {
            FirstError::Found(e) => {
                index.first_error_known = true;
                index.first_error = Some(e.step_offset);
            }
            FirstError::Clean => index.first_error_known = true,
            FirstError::Stopped { clear_until } => index.clear_until = clear_until,
        }
    }
    if let Within::Pending(Pending::FarSync { sync }) = probe(Some(&index))? {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: the decoder's state at byte {from} depends on bytes far before it: decoding from byte {sync} to get there"
        );
        let mut reached = Reached {
            from,
            progress: Progress::before_output("decoding", from),
        };
        let options = ScanOptions {
            records: 0,
            index: true,
            bulk: true,
        };
        let report = scan(src, plan, options, &mut reached)?;
        reached.progress.finish();
        index.checkpoints = report.index.checkpoints;
    }
    Ok((index != RunIndex::default()).then_some(index))
}

/// Scans until the window is reached.
struct Reached {
    from: u64,
    progress: Progress,
}

impl ScanObserver for Reached {
    fn progress(&mut self, r: &ScanReport) -> bool {
        self.progress.update(r.scanned);
        r.scanned <= self.from
    }
}
