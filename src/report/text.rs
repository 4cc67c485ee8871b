//! The decoded text of a whole source, written to a stream a block at a time (the CLI's
//! `decode`, the window's text export), and the sentence for a fatal run's first error.

use super::hex;
use crate::encoding::ops::Plan;
use crate::encoding::run::{ErrorMode, FatalError, StepSink, StreamDecoder, TextSink};
use crate::encoding::{Item, Outcome};
use crate::source::{read_range, ByteSource, SourceError};
use crate::trace::bulk::BulkSink;
use crate::trace::{collect_window, feed_source_bulk, RunIndex};
use std::io::{self, Write};

/// Bytes decoded per block.
const BLOCK: usize = 1 << 20;

/// Why output stopped: the source could not be read, or the output not written.
#[derive(Debug)]
pub enum OutputError {
    Source(SourceError),
    Write(io::Error),
}

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OutputError::Source(e) => e.fmt(f),
            OutputError::Write(e) => write!(f, "cannot write output: {e}"),
        }
    }
}

impl From<SourceError> for OutputError {
    fn from(e: SourceError) -> Self {
        OutputError::Source(e)
    }
}

/// Stream the planned run's text to `out` as UTF-8, a block at a time (memory stays flat
/// whatever the source's size). Errors become U+FFFD; a fatal plan's caller checks for errors
/// first. Valid stretches are decoded by encoding_rs, the rest by the spec handler.
///
/// ```
/// use mojiscope::encoding::{ops::{DecodeOptions, Plan}, Encoding};
/// use mojiscope::report::text::decode_stream;
/// use mojiscope::source::MemSource;
/// let src = MemSource::new("x", b"caf\xE9".to_vec());
/// let options = DecodeOptions { encoding: Encoding::Windows1252, ..DecodeOptions::default() };
/// let plan = Plan::new(options, b"caf").unwrap();
/// let mut out = Vec::new();
/// decode_stream(&src, &plan, &mut out).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "café");
/// ```
pub fn decode_stream(
    src: &dyn ByteSource,
    plan: &Plan,
    out: &mut dyn Write,
) -> Result<(), OutputError> {
    decode_stream_with(src, plan, out, true)
}

/// [`decode_stream`], with the bulk path (encoding_rs over valid stretches) or, with `bulk`
/// false, the spec handler over every byte: the text is the same.
pub fn decode_stream_with(
    src: &dyn ByteSource,
    plan: &Plan,
    out: &mut dyn Write,
    bulk: bool,
) -> Result<(), OutputError> {
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
    impl BulkSink for Collect {
        fn text_out(&mut self) -> Option<&mut String> {
            Some(&mut self.text)
        }
        fn bulk(&mut self, _: u64, _: u64) {}
        fn resume_at(&mut self, at: u64) {
            self.span = at;
        }
    }
    let start = (plan.skip as u64).min(src.len());
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
    feed_source_bulk(
        src,
        plan.encoding,
        &mut stream,
        &mut collect,
        bulk,
        |_| BLOCK,
        |c, _| flush(c),
    )?;
    flush(&mut collect);
    match write_error {
        Some(e) => Err(OutputError::Write(e)),
        None => Ok(()),
    }
}

/// The sentence for a fatal run's first error: where, which bytes, which class, under which
/// operation.
pub fn fatal_message(
    src: &dyn ByteSource,
    plan: &Plan,
    err: &FatalError,
) -> Result<String, SourceError> {
    let bytes = read_range(src, err.offset, (err.end - err.offset).min(8) as usize)?;
    // The run's first error is known: the window need not look for it again.
    let index = RunIndex {
        first_error_known: true,
        first_error: Some(err.step_offset),
        ..RunIndex::default()
    };
    let class = collect_window(src, plan, err.step_offset, 1, Some(&index))?
        .iter()
        .find_map(|s| s.error_class())
        .map(|c| c.description(crate::i18n::Lang::En))
        .unwrap_or("decoding error".into());
    let what = if bytes.is_empty() {
        format!("end of input: {class}")
    } else {
        format!("bytes {}: {class}", hex(&bytes))
    };
    Ok(format!(
        "fatal decoding error at byte offset {} ({what}; {} with {})",
        err.offset,
        plan.options.op.spec_name(),
        plan.encoding
    ))
}
