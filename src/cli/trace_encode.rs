//! `mojiscope trace --encode`: every encoder handler call for the characters of a byte range of
//! UTF-8 text, as a table or the JSON Lines of `encode --json`.

use super::definition::TraceArgs;
use super::encode::{encode_source, StepLines};
use super::progress::Watched;
use super::safe::Safe;
use super::{output_error, CliError};
use crate::encoding::encode_run::{EncodeRun, EncodeStep, EncoderErrorMode};
use crate::encoding::Encoding;
use crate::report::encode_step::{step_text, trace_header_text};
use crate::report::records::encode::{EncodeEnd, EncodeHead, EncodeLine, EncodeStepLine};
use crate::report::records::{line, write_line};
use crate::report::tags::Shown;
use std::io::{self, Write};

/// The options of the decoder that have no meaning for an encoder are refused, not ignored.
pub(super) fn check(args: &TraceArgs) -> Result<(), CliError> {
    let refused = [
        (args.decoding.op.is_some(), "--op"),
        (args.decoding.ignore_bom, "--ignore-bom"),
    ];
    match refused.iter().find(|(given, _)| *given) {
        Some((_, name)) => Err(CliError::usage(format!(
            "{name} is a decoder's option; with --encode the input is UTF-8 text and --encoding names the encoder"
        ))),
        None => Ok(()),
    }
}

fn text_line(step: &EncodeStep, buf: &mut String) {
    buf.push_str(&step_text(step));
    buf.push('\n');
}

fn json_line(step: &EncodeStep, buf: &mut String) {
    buf.push_str(&line(&EncodeLine::Step(EncodeStepLine::new(step))));
    buf.push('\n');
}

pub(super) fn run(args: TraceArgs) -> Result<i32, CliError> {
    check(&args)?;
    let requested = args.decoding.encoding.unwrap_or(Encoding::Utf8);
    let encoding = requested.output_encoding();
    if encoding != requested {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: {requested} has no encoder; stepping its output encoding's, {encoding}"
        );
    }
    let (mode, mode_name) = if args.decoding.fatal {
        (EncoderErrorMode::Fatal, "fatal")
    } else {
        (EncoderErrorMode::Html, "html")
    };
    let src = super::open_input(&args.file.file)?;
    let size = src.len();
    let (from, len) = super::trace::range(args.from, args.len, size)?;
    let how = if args.json { Shown::Json } else { Shown::Tag };
    let mut out = io::BufWriter::with_capacity(1 << 16, Safe::report(io::stdout().lock(), how));
    let run = EncodeRun::new(encoding, mode);
    if args.json {
        let head = EncodeLine::Encode(EncodeHead {
            encoding: encoding.name(),
            requested: requested.name(),
            error_mode: mode_name,
        });
        write_line(&mut out, &head).map_err(output_error)?;
    } else {
        let algorithm = run.encoder.spec().algorithm;
        let header = trace_header_text(algorithm, &src.name(), from, len, mode_name);
        writeln!(out, "{header}").map_err(output_error)?;
    }
    let write = if args.json { json_line } else { text_line };
    let to = from + len;
    let lines = StepLines::range(write, from, to, to == size);
    let watched = Watched::new("encoding", src.as_ref());
    let (_, stopped, lines) = encode_source(&watched, run, Some(lines), &mut out)?;
    drop(watched);
    src.check()?;
    if args.json && stopped.is_none() {
        // The references written for the characters of the range.
        let end = EncodeLine::End(EncodeEnd {
            references: lines.map_or(0, |l| l.errors),
        });
        write_line(&mut out, &end).map_err(output_error)?;
    }
    out.flush().map_err(output_error)?;
    match stopped {
        Some(e) => {
            let before = if e.source_offset < from {
                format!(", before byte {from} where the range starts")
            } else {
                String::new()
            };
            Err(CliError::fatal(format!(
                "fatal encoding error: {encoding} cannot encode U+{:04X} (the character at byte {}{before}), so the run stops there",
                e.code_point, e.source_offset
            )))
        }
        None => Ok(0),
    }
}
