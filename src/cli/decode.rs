//! `mojiscope decode`: the decoded text, as UTF-8, on standard output.

use super::{args, decode_options, hex, output_error, CliError};
use crate::encoding::ops::{DecodeOp, FirstErrorSink, Plan, TextDecoder};
use crate::encoding::run::{ErrorMode, StepSink, StreamDecoder, TextSink};
use crate::encoding::{Item, Outcome};
use crate::source::{read_range, ByteSource};
use crate::trace::{collect_window, feed_source};
use std::io::{self, Write};

const SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("op", true),
    ("fatal", false),
    ("ignore-bom", false),
    ("chunks", true),
];

/// Bytes decoded per block when streaming a file.
const BLOCK: usize = 1 << 20;

pub fn run(argv: &[std::ffi::OsString]) -> Result<i32, CliError> {
    let parsed = args::parse("decode", argv, SPEC)?;
    let options = decode_options(&parsed)?;
    let chunks = match parsed.value("chunks") {
        None => None,
        Some(list) => Some(parse_chunks(list)?),
    };
    let file = parsed.file("decode")?;
    let src = super::open_input(&file)?;
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    if let Some(chunks) = &chunks {
        let total: u64 = chunks.iter().map(|&c| c as u64).sum();
        if total > src.len() {
            return Err(CliError::usage(format!(
                "--chunks add up to {total} bytes but the input has {}",
                src.len()
            )));
        }
    }
    // Fatal mode: nothing goes to stdout if the input has an error, so look first.
    if plan.mode == ErrorMode::Fatal {
        if let Some(err) = first_fatal_error(src.as_ref(), &plan)? {
            return Err(CliError::fatal(err));
        }
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    match chunks {
        Some(chunks) => decode_chunks(src.as_ref(), &plan, &chunks, &mut out)?,
        None => decode_stream(src.as_ref(), &plan, &mut out)?,
    }
    out.flush().map_err(output_error)?;
    Ok(0)
}

fn parse_chunks(list: &str) -> Result<Vec<usize>, CliError> {
    list.split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.trim()
                .parse::<usize>()
                .map_err(|_| CliError::usage(format!("--chunks: {s:?} is not a size in bytes")))
        })
        .collect()
}

/// The message for the first error of a fatal run, if there is one.
pub fn first_fatal_error(src: &dyn ByteSource, plan: &Plan) -> Result<Option<String>, CliError> {
    let start = plan.skip as u64;
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut sink = FirstErrorSink::at(start);
    feed_source(src, &mut stream, &mut sink, |_| BLOCK, |_, _| true)?;
    let Some(err) = sink.first else {
        return Ok(None);
    };
    let bytes = read_range(src, err.offset, (err.end - err.offset).min(8) as usize)?;
    let class = collect_window(src, plan, err.step_offset, 1, None)?
        .iter()
        .find_map(|s| s.error_class())
        .map(|c| c.description())
        .unwrap_or("decoding error");
    let what = if bytes.is_empty() {
        format!("end of input: {class}")
    } else {
        format!("bytes {}: {class}", hex(&bytes))
    };
    Ok(Some(format!(
        "fatal decoding error at byte offset {} ({what}; {} with {})",
        err.offset,
        plan.options.op.spec_name(),
        plan.encoding
    )))
}

/// Stream the planned run's text to `out`, a block at a time.
pub(crate) fn decode_stream(
    src: &dyn ByteSource,
    plan: &Plan,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    /// Collects a block's text; `feed_source` hands it to `out` after each block.
    struct Collect {
        text: String,
        span: u64,
    }
    impl StepSink for Collect {
        fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
            let mut sink = TextSink::new(&mut self.text, ErrorMode::Replacement, self.span);
            sink.step(offset, item, outcome);
            self.span = sink.span_start();
            true
        }
    }
    let start = plan.skip as u64;
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut collect = Collect {
        text: String::with_capacity(BLOCK * 2),
        span: start,
    };
    let mut first = true;
    let mut write_error = None;
    let mut flush = |c: &mut Collect| -> bool {
        let mut piece = c.text.as_str();
        if first && !piece.is_empty() {
            first = false;
            if plan.strip_bom {
                piece = piece.strip_prefix('\u{FEFF}').unwrap_or(piece);
            }
        }
        if let Err(e) = out.write_all(piece.as_bytes()) {
            write_error = Some(e);
        }
        c.text.clear();
        write_error.is_none()
    };
    feed_source(src, &mut stream, &mut collect, |_| BLOCK, |c, _| flush(c))?;
    flush(&mut collect);
    match write_error {
        Some(e) => Err(output_error(e)),
        None => Ok(()),
    }
}

/// TextDecoder with decode(chunk, {stream: true}) per chunk, then the rest in a final call.
fn decode_chunks(
    src: &dyn ByteSource,
    plan: &Plan,
    chunks: &[usize],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    debug_assert_eq!(plan.options.op, DecodeOp::TextDecoder);
    let mut td = TextDecoder::with_encoding(
        plan.options.encoding,
        plan.options.fatal,
        plan.options.ignore_bom,
    )
    .map_err(|e| CliError::usage(e.to_string()))?;
    let mut pos = 0u64;
    let fail = |e: crate::encoding::ops::TypeError| {
        CliError::fatal(format!(
            "TypeError: fatal decoding error at byte offset {}",
            e.0.offset
        ))
    };
    for &len in chunks {
        let bytes = read_range(src, pos, len)?;
        pos += bytes.len() as u64;
        let text = td.decode(Some(&bytes), true).map_err(fail)?;
        out.write_all(text.as_bytes()).map_err(output_error)?;
    }
    // The rest is the final call; a very large rest goes in stream calls and an empty final
    // call, which the standard makes equivalent.
    let rest = src.len() - pos;
    if rest <= 64 << 20 {
        let bytes = read_range(src, pos, rest as usize)?;
        let text = td.decode(Some(&bytes), false).map_err(fail)?;
        out.write_all(text.as_bytes()).map_err(output_error)?;
    } else {
        while pos < src.len() {
            let bytes = read_range(src, pos, BLOCK)?;
            pos += bytes.len() as u64;
            let text = td.decode(Some(&bytes), true).map_err(fail)?;
            out.write_all(text.as_bytes()).map_err(output_error)?;
        }
        let text = td.decode(None, false).map_err(fail)?;
        out.write_all(text.as_bytes()).map_err(output_error)?;
    }
    Ok(())
}
