//! The first error of a fatal run (TextDecoder with fatal, UTF-8 decode without BOM or fail),
//! found once, with progress and a way to stop: nothing after it is decoded, so the CLI needs
//! it before it writes anything and the window before it shows a window past it.
//!
//! Valid stretches go to encoding_rs (the bulk path, `bulk.rs`); the spec handler runs from the
//! last point before the first error where the decoder is in its initial state.

use super::bulk::BulkSink;
use super::feed_source_bulk;
use crate::encoding::ops::Plan;
use crate::encoding::run::{FatalError, SpanTracker, StepSink, StreamDecoder, MAX_RESTORE};
use crate::encoding::{Item, Outcome};
use crate::source::{ByteSource, SourceError};

/// Bytes validated per block.
const BLOCK: usize = 1 << 20;

/// What the search for the first error found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstError {
    /// The run's first error.
    Found(FatalError),
    /// The whole run has no error.
    Clean,
    /// `progress` asked to stop; no handler call before `clear_until` returns an error.
    Stopped { clear_until: u64 },
}

/// Find the first error of the run `plan` describes. `progress(done)` is called after each
/// block with the offset up to which no handler call erred; returning false stops the search.
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
/// use mojiscope::source::MemSource;
/// use mojiscope::trace::fatal::{first_fatal_error, FirstError};
/// let options = DecodeOptions { op: DecodeOp::Utf8DecodeWithoutBomOrFail, ..DecodeOptions::default() };
/// let src = MemSource::new("x", b"ok \xE2\x82 then".to_vec());
/// let plan = Plan::new(options, b"ok ").unwrap();
/// match first_fatal_error(&src, &plan, &mut |_| true).unwrap() {
///     // E2 82 is cut by the space at 5: the U+FFFD stands for bytes 3..5, and the handler
///     // call that returned the error read byte 5.
///     FirstError::Found(e) => assert_eq!((e.offset, e.end, e.step_offset), (3, 5, 5)),
///     other => panic!("{other:?}"),
/// }
/// ```
pub fn first_fatal_error(
    src: &dyn ByteSource,
    plan: &Plan,
    progress: &mut dyn FnMut(u64) -> bool,
) -> Result<FirstError, SourceError> {
    let start = (plan.skip as u64).min(src.len());
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut sink = FirstErrorSink {
        first: None,
        span: SpanTracker::at(start),
    };
    let mut stopped = false;
    let mut clear = start;
    feed_source_bulk(
        src,
        plan.encoding,
        &mut stream,
        &mut sink,
        true,
        |_| BLOCK,
        |sink, stream| {
            if sink.first.is_some() {
                return false;
            }
            // Restored bytes just before the block's end are read again in the next block.
            clear = stream.offset.saturating_sub(MAX_RESTORE as u64).max(start);
            if !progress(clear) {
                stopped = true;
                return false;
            }
            true
        },
    )?;
    Ok(match sink.first {
        Some(e) => FirstError::Found(e),
        None if stopped => FirstError::Stopped { clear_until: clear },
        None => FirstError::Clean,
    })
}

/// Stops at the first error and remembers the bytes it stands for.
struct FirstErrorSink {
    first: Option<FatalError>,
    span: SpanTracker,
}

impl StepSink for FirstErrorSink {
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        let span = self.span.step(offset, item, outcome);
        if outcome.result.is_error() {
            let (start, end) = span.unwrap_or((offset, offset));
            self.first = Some(FatalError {
                offset: start,
                end,
                step_offset: offset,
            });
            return false;
        }
        true
    }
}

impl BulkSink for FirstErrorSink {
    fn bulk(&mut self, _: u64, _: u64) {}

    fn resume_at(&mut self, at: u64) {
        self.span = SpanTracker::at(at);
    }
}
