//! The first error of a fatal run (TextDecoder with fatal, UTF-8 decode without BOM or fail),
//! found once, with progress and a way to stop: nothing after it is decoded, so the CLI needs
//! it before it writes anything and the window before it shows a window past it.
//!
//! UTF-8 skips valid stretches with encoding_rs's validator (the reference) and runs the spec
//! handler only from the last character boundary before the first invalid byte; every other
//! encoding runs its spec handler.

use super::feed_source;
use crate::encoding::ops::{FirstErrorSink, Plan};
use crate::encoding::run::{FatalError, StreamDecoder, MAX_RESTORE};
use crate::encoding::Family;
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
    if plan.encoding.family() == Family::Utf8 {
        return first_utf8_error(src, plan, start, progress);
    }
    exact_from(src, plan, start, progress)
}

/// Run the spec handler from `start` (a point where the run's state is the initial state and
/// no bytes are pending) until the first error or the end.
fn exact_from(
    src: &dyn ByteSource,
    plan: &Plan,
    start: u64,
    progress: &mut dyn FnMut(u64) -> bool,
) -> Result<FirstError, SourceError> {
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut sink = FirstErrorSink::at(start);
    let mut stopped = false;
    let mut clear = start;
    feed_source(
        src,
        &mut stream,
        &mut sink,
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

fn first_utf8_error(
    src: &dyn ByteSource,
    plan: &Plan,
    start: u64,
    progress: &mut dyn FnMut(u64) -> bool,
) -> Result<FirstError, SourceError> {
    let len = src.len();
    let mut buf = vec![0u8; BLOCK];
    // `pos` is always a character boundary: the decoder's state there is the initial state.
    let mut pos = start;
    while pos < len {
        let want = (len - pos).min(BLOCK as u64) as usize;
        let n = src.read_at(pos, &mut buf[..want])?;
        let bytes = &buf[..n];
        let valid = encoding_rs::Encoding::utf8_valid_up_to(bytes);
        let last = pos + n as u64 >= len;
        // A sequence cut by the block's end is not an error yet: at most 3 bytes, from a lead.
        let cut_tail = !last && n - valid <= 3 && is_incomplete_sequence(&bytes[valid..]);
        if valid == n || cut_tail {
            if valid == 0 && cut_tail {
                // Cannot happen with blocks larger than 3 bytes; guard against a stall.
                return exact_from(src, plan, pos, progress);
            }
            pos += valid as u64;
            if !last && !progress(pos) {
                return Ok(FirstError::Stopped { clear_until: pos });
            }
            continue;
        }
        // An error within 4 bytes of `pos + valid`: the spec handler says exactly where.
        return exact_from(src, plan, pos + valid as u64, &mut |_| true);
    }
    Ok(FirstError::Clean)
}

/// Whether `tail` is the start of a UTF-8 sequence that more bytes could complete.
fn is_incomplete_sequence(tail: &[u8]) -> bool {
    let Some(&lead) = tail.first() else {
        return false;
    };
    let (need, second) = match lead {
        0xC2..=0xDF => (1, 0x80..=0xBF),
        0xE0 => (2, 0xA0..=0xBF),
        0xED => (2, 0x80..=0x9F),
        0xE1..=0xEC | 0xEE..=0xEF => (2, 0x80..=0xBF),
        0xF0 => (3, 0x90..=0xBF),
        0xF4 => (3, 0x80..=0x8F),
        0xF1..=0xF3 => (3, 0x80..=0xBF),
        _ => return false,
    };
    tail.len() <= need
        && tail.get(1).is_none_or(|b| second.contains(b))
        && tail[2.min(tail.len())..]
            .iter()
            .all(|b| (0x80..=0xBF).contains(b))
}
