//! Windowed traces: the steps of any byte range, exactly as the full run has them, at a cost
//! proportional to the window rather than to its offset.
//!
//! A window starts from a *sync point*: a position and the decoder state the full run has when
//! it first reads that position (at that moment no restored bytes are pending, so position and
//! state determine everything after). Sync points come from, in order of preference:
//! - local resynchronisation, for families whose state is determined by a few bytes back:
//!   UTF-8 (the last non-continuation byte), UTF-16 (the previous code unit), single-byte and
//!   x-user-defined (stateless), gb18030/Big5/EUC-JP/Shift_JIS/EUC-KR (the last byte that can
//!   never be a trail byte resets the state), ISO-2022-JP (the last complete escape sequence
//!   fixes the state);
//! - a checkpoint recorded by the scan (every 64 KiB);
//! - the start of the stream.

use super::step::Step;
use crate::encoding::iso_2022_jp::Iso2022JpDecoder;
use crate::encoding::ops::Plan;
use crate::encoding::run::{ErrorMode, SpanTracker, StepSink, StreamDecoder, MAX_RESTORE};
use crate::encoding::utf16::Utf16Decoder;
use crate::encoding::utf8::Utf8Decoder;
use crate::encoding::{
    big5::Big5Decoder, euc_jp::EucJpDecoder, euc_kr::EucKrDecoder, gb18030::Gb18030Decoder,
    shift_jis::ShiftJisDecoder,
};
use crate::encoding::{Decoder, Family, Item, Outcome};
use crate::source::{read_range, ByteSource, SourceError};

/// How far back local resynchronisation looks before giving up.
pub const LOOKBEHIND: usize = 64 * 1024;

/// Bytes read per block while tracing.
const BLOCK: usize = 64 * 1024;

/// A decoder run's state at the first read of `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    pub offset: u64,
    pub decoder: Decoder,
    /// Where the bytes behind the next output start (before `offset` if a sequence is open).
    pub span_start: u64,
}

/// What the scan learned about a run that windowed traces can use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunIndex {
    /// Checkpoints in ascending offset order.
    pub checkpoints: Vec<Checkpoint>,
    /// Whether `first_error` is known (the scan got past it or to the end).
    pub first_error_known: bool,
    /// Offset of the first handler call that returned an error.
    pub first_error: Option<u64>,
    /// While the first error is not known: no handler call before this offset returned one
    /// (what a scan still running has got through).
    pub clear_until: u64,
}

impl RunIndex {
    /// The last checkpoint at or before `offset`.
    pub fn checkpoint_before(&self, offset: u64) -> Option<&Checkpoint> {
        let i = self.checkpoints.partition_point(|c| c.offset <= offset);
        i.checked_sub(1).map(|i| &self.checkpoints[i])
    }
}

/// Whether the family resynchronises locally (no checkpoints needed).
pub fn resync_kind(family: Family) -> &'static str {
    match family {
        Family::Utf8 => "the last byte that is not a continuation byte (at most 3 back)",
        Family::Utf16 { .. } => "the previous code unit",
        Family::SingleByte(_) | Family::XUserDefined => "none needed (stateless)",
        Family::Replacement => "the start (the decoder finishes after one byte)",
        Family::Iso2022Jp => {
            "the last complete escape sequence (up to 64 KiB back), else a checkpoint"
        }
        _ => "the last byte that can never be a trail byte (up to 64 KiB back), else a checkpoint",
    }
}

/// Find where to start a fresh run for a window at `from`, and in which state.
pub fn sync_point(
    src: &dyn ByteSource,
    plan: &Plan,
    from: u64,
    index: Option<&RunIndex>,
) -> Result<Checkpoint, SourceError> {
    let start = (plan.skip as u64).min(src.len());
    let fresh = |offset: u64| Checkpoint {
        offset,
        decoder: plan.decoder(),
        span_start: offset,
    };
    if from <= start {
        return Ok(fresh(start));
    }
    let family = plan.encoding.family();
    let local = match family {
        Family::Utf8 => {
            let back = (from - start).min(3);
            let before = read_range(src, from - back, back as usize)?;
            Some(fresh(from - Utf8Decoder::resync_distance(&before) as u64))
        }
        Family::Utf16 { .. } => Some(fresh(from - Utf16Decoder::resync_distance(from - start))),
        Family::SingleByte(_) | Family::XUserDefined => Some(fresh(from)),
        Family::Replacement => Some(fresh(start)),
        Family::Iso2022Jp => {
            let back = (from - start).min(LOOKBEHIND as u64);
            let before = read_range(src, from - back, back as usize)?;
            (0..before.len().saturating_sub(2)).rev().find_map(|j| {
                let seq = [before[j], before[j + 1], before[j + 2]];
                Iso2022JpDecoder::state_after_escape(seq).map(|d| {
                    let offset = from - back + j as u64 + 3;
                    Checkpoint {
                        offset,
                        decoder: Decoder::Iso2022Jp(d),
                        span_start: offset,
                    }
                })
            })
        }
        Family::Gb18030 { .. }
        | Family::Big5
        | Family::EucJp
        | Family::ShiftJis
        | Family::EucKr => {
            let resets: fn(u8) -> bool = match family {
                Family::Gb18030 { .. } => Gb18030Decoder::resets_state,
                Family::Big5 => Big5Decoder::resets_state,
                Family::EucJp => EucJpDecoder::resets_state,
                Family::ShiftJis => ShiftJisDecoder::resets_state,
                _ => EucKrDecoder::resets_state,
            };
            let back = (from - start).min(LOOKBEHIND as u64);
            let before = read_range(src, from - back, back as usize)?;
            before
                .iter()
                .rposition(|&b| resets(b))
                .map(|i| fresh(from - back + i as u64 + 1))
        }
    };
    if let Some(cp) = local {
        return Ok(cp);
    }
    Ok(index
        .and_then(|ix| ix.checkpoint_before(from))
        .copied()
        .unwrap_or_else(|| fresh(start)))
}

/// How a windowed trace went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct WindowInfo {
    /// Where the run was started from.
    pub sync_offset: u64,
    /// Steps handed to the visitor.
    pub steps: u64,
    /// Bytes the run handled (sync point to the end of the window and a little beyond).
    pub bytes_run: u64,
    /// Fatal mode: the run stopped at an error before or inside the window.
    pub fatal_stop: Option<u64>,
    /// The visitor asked to stop.
    pub interrupted: bool,
}

struct WindowSink<V> {
    from: u64,
    end: u64,
    src_len: u64,
    stop_at: u64,
    fatal: bool,
    span: SpanTracker,
    visit: V,
    info: WindowInfo,
}

impl<V: FnMut(&Step) -> bool> StepSink for WindowSink<V> {
    const TRACE: bool = true;

    fn step(&mut self, _: u64, _: Item, _: &Outcome) -> bool {
        unreachable!("WindowSink traces")
    }

    fn traced_step(
        &mut self,
        offset: u64,
        item: Item,
        outcome: &Outcome,
        before: Decoder,
        after: Decoder,
    ) -> bool {
        let span = self.span.step(offset, item, outcome);
        let in_window = if item.is_end() {
            self.end == self.src_len
        } else {
            offset >= self.from && offset < self.end
        };
        if in_window {
            self.info.steps += 1;
            let step = Step {
                offset,
                item,
                before,
                after,
                outcome: *outcome,
                span,
            };
            if !(self.visit)(&step) {
                self.info.interrupted = true;
                return false;
            }
        }
        // A fatal run stops at its first error. `trace_window` has checked that the full run's
        // first error is not before the window, so an error before it is the sync point's own
        // (UTF-16 restarts at the previous code unit, which may be the trailing half of a pair
        // and err alone): it is not the full run's and must not stop this one.
        if self.fatal && outcome.result.is_error() && offset >= self.from {
            self.info.fatal_stop = Some(offset);
            return false;
        }
        let next = offset + (!item.is_end()) as u64 - outcome.restore as u64;
        next < self.stop_at
    }
}

/// Visit the steps of the run planned by `plan` whose offset lies in [from, from + len), and
/// the end-of-queue steps if the window reaches the end. `index` (from a scan) supplies
/// checkpoints and the first error; without them the run may start far back (at the stream's
/// start, at worst).
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOptions, Plan};
/// use mojiscope::source::MemSource;
/// use mojiscope::trace::{trace_window, Step};
/// let bytes = "a字".repeat(1000).into_bytes();
/// let plan = Plan::new(DecodeOptions::default(), &bytes).unwrap();
/// let src = MemSource::new("x", bytes);
/// let mut rules = Vec::new();
/// // Bytes 2 and 3 are the second and third bytes of 字 (E5 AD 97 after the first a).
/// let info = trace_window(&src, &plan, 2, 2, None, |s: &Step| {
///     rules.push(s.outcome.rule.id());
///     true
/// })
/// .unwrap();
/// assert_eq!(rules, ["utf8-continuation", "utf8-complete"]);
/// assert_eq!(info.sync_offset, 1); // the lead byte: the run starts there, not at 0
/// ```
pub fn trace_window<V: FnMut(&Step) -> bool>(
    src: &dyn ByteSource,
    plan: &Plan,
    from: u64,
    len: u64,
    index: Option<&RunIndex>,
    visit: V,
) -> Result<WindowInfo, SourceError> {
    match trace_window_within(src, plan, from, len, index, u64::MAX, visit)? {
        Within::Traced(info) => Ok(info),
        // Unreachable with no limit on the lead; an empty window is the honest answer.
        Within::Pending(_) => Ok(WindowInfo::default()),
    }
}

/// Why a window was not traced within the work allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// Fatal mode: whether the run errs before the window is not known (a scan or a search for
    /// the first error will tell).
    FirstErrorUnknown,
    /// The nearest sync point known is at `sync`, too far before the window (a scan's
    /// checkpoints will bring one closer).
    FarSync { sync: u64 },
}

/// A window traced, or why not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Within {
    Traced(WindowInfo),
    Pending(Pending),
}

/// Like [`trace_window`], but never runs more than `max_lead` bytes before the window: when
/// that is not enough (no sync point near, or in fatal mode an unknown first error), nothing is
/// visited and the answer says what is missing. The window itself is always traced whole.
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
/// use mojiscope::source::MemSource;
/// use mojiscope::trace::{trace_window_within, Pending, Within};
/// let options = DecodeOptions { op: DecodeOp::Utf8DecodeWithoutBomOrFail, ..DecodeOptions::default() };
/// let src = MemSource::new("x", vec![b'a'; 1 << 20]);
/// let plan = Plan::new(options, b"aaa").unwrap();
/// // Fatal mode: an error anywhere before byte 900000 would stop the run before the window.
/// let far = trace_window_within(&src, &plan, 900_000, 16, None, 4096, |_| true).unwrap();
/// assert_eq!(far, Within::Pending(Pending::FirstErrorUnknown));
/// let near = trace_window_within(&src, &plan, 1000, 16, None, 4096, |_| true).unwrap();
/// assert!(matches!(near, Within::Traced(info) if info.steps == 16));
/// ```
pub fn trace_window_within<V: FnMut(&Step) -> bool>(
    src: &dyn ByteSource,
    plan: &Plan,
    from: u64,
    len: u64,
    index: Option<&RunIndex>,
    max_lead: u64,
    visit: V,
) -> Result<Within, SourceError> {
    let src_len = src.len();
    // A window past the end holds only the end of the input.
    let from = from.min(src_len);
    let end = from.saturating_add(len).min(src_len);
    let fatal = plan.mode == ErrorMode::Fatal;
    let stream_start = (plan.skip as u64).min(src_len);
    // In fatal mode the run stops at the first error: nothing after it has steps.
    if fatal {
        let first = match index {
            Some(ix) if ix.first_error_known => ix.first_error,
            Some(ix) if from <= ix.clear_until => None,
            _ if from.saturating_sub(stream_start) <= max_lead => {
                first_error_step(src, plan, from)?
            }
            _ => return Ok(Within::Pending(Pending::FirstErrorUnknown)),
        };
        if let Some(first) = first.filter(|&f| f < from) {
            return Ok(Within::Traced(WindowInfo {
                fatal_stop: Some(first),
                ..WindowInfo::default()
            }));
        }
    }
    let sync = sync_point(src, plan, from, index)?;
    if from.saturating_sub(sync.offset) > max_lead {
        return Ok(Within::Pending(Pending::FarSync { sync: sync.offset }));
    }
    let prev_len = (sync.offset.min(MAX_RESTORE as u64)) as usize;
    let prev = read_range(src, sync.offset - prev_len as u64, prev_len)?;
    let mut stream = StreamDecoder::with_prev(sync.decoder, sync.offset, &prev);
    let mut sink = WindowSink {
        from,
        end,
        src_len,
        stop_at: end + MAX_RESTORE as u64 + 1,
        fatal,
        span: SpanTracker::at(sync.span_start),
        visit,
        info: WindowInfo {
            sync_offset: sync.offset,
            ..WindowInfo::default()
        },
    };
    // Read what the window still needs (plus what a restore may reach back to), at most a
    // block at a time.
    let stop_at = sink.stop_at;
    super::feed::feed_source(
        src,
        &mut stream,
        &mut sink,
        |pos| stop_at.saturating_sub(pos).min(BLOCK as u64) as usize,
        |_, _| true,
    )?;
    let pos = stream.offset;
    sink.info.bytes_run = pos - sync.offset;
    Ok(Within::Traced(sink.info))
}

/// Offset of the first handler call that returns an error in the planned run, looking at
/// calls before `limit` only (None if there is none there).
pub fn first_error_step(
    src: &dyn ByteSource,
    plan: &Plan,
    limit: u64,
) -> Result<Option<u64>, SourceError> {
    struct FirstError {
        limit: u64,
        found: Option<u64>,
    }
    impl StepSink for FirstError {
        fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
            if outcome.result.is_error() && offset < self.limit {
                self.found = Some(offset);
                return false;
            }
            item.is_end() || offset < self.limit
        }
    }
    let start = (plan.skip as u64).min(src.len());
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut sink = FirstError { limit, found: None };
    let stop = limit.saturating_add(MAX_RESTORE as u64);
    super::feed::feed_source(
        src,
        &mut stream,
        &mut sink,
        |_| 1 << 20,
        |_, s| s.offset <= stop,
    )?;
    Ok(sink.found)
}

/// All steps of the planned run, in order.
pub fn trace_all<V: FnMut(&Step) -> bool>(
    src: &dyn ByteSource,
    plan: &Plan,
    visit: V,
) -> Result<WindowInfo, SourceError> {
    trace_window(src, plan, 0, src.len(), None, visit)
}

/// Collect a window's steps into a vector.
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOptions, Plan};
/// use mojiscope::source::MemSource;
/// let plan = Plan::new(DecodeOptions::default(), b"ab").unwrap();
/// let steps = mojiscope::trace::collect_window(&MemSource::new("x", b"ab".to_vec()), &plan, 1, 1, None).unwrap();
/// // Byte 1, then end-of-queue (the window reaches the end).
/// assert_eq!(steps.len(), 2);
/// ```
pub fn collect_window(
    src: &dyn ByteSource,
    plan: &Plan,
    from: u64,
    len: u64,
    index: Option<&RunIndex>,
) -> Result<Vec<Step>, SourceError> {
    let mut steps = Vec::new();
    trace_window(src, plan, from, len, index, |s: &Step| {
        steps.push(*s);
        true
    })?;
    Ok(steps)
}
