//! Running a decoder over an I/O queue of bytes ("process a queue", "process an item").
//!
//! The I/O queue is modelled as a position in a byte stream. A handler's restore puts back the
//! most recently read bytes, in order; those are always the bytes just before the position, so
//! restoring n bytes moves the position back by n. A chunk of a longer stream carries the (at
//! most three) bytes that precede it, so restores work across chunk boundaries too.
//! End-of-queue is never consumed: reading it again after a restore reads it again.

use super::decoder::{Decoder, Handler};
use super::handler::{DecodeResult, Item};
use super::rules::Outcome;
use crate::with_handler;

/// The most bytes any handler restores at once (gb18030: second, third and the current byte).
pub const MAX_RESTORE: usize = 3;

/// A piece of the input stream.
#[derive(Clone, Copy, Debug)]
pub struct Input<'a> {
    /// Up to `MAX_RESTORE` bytes of the stream immediately before `chunk`.
    pub prev: &'a [u8],
    pub chunk: &'a [u8],
    /// Stream offset of `chunk[0]`.
    pub base: u64,
    /// Whether end-of-queue follows the chunk.
    pub end: bool,
}

impl<'a> Input<'a> {
    /// A whole input: the bytes, then end-of-queue.
    pub fn whole(bytes: &'a [u8]) -> Input<'a> {
        Input {
            prev: &[],
            chunk: bytes,
            base: 0,
            end: true,
        }
    }
}

/// Where a feed stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fed {
    /// The chunk is used up and no end-of-queue follows.
    NeedMore,
    /// The handler returned finished. `next` is the stream offset of the next unread byte.
    Finished { next: u64 },
    /// The sink asked to stop (a fatal error). `next` is the next unread byte's offset.
    Stopped { next: u64 },
}

/// Receives every handler call of a run.
pub trait StepSink {
    /// Whether `traced_step` (with states) is wanted; otherwise only `step` is called.
    const TRACE: bool = false;

    /// A handler call at stream `offset` (for end-of-queue: the stream's length). Return false
    /// to stop the run after this step.
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool;

    /// The same with the decoder state before and after the call.
    fn traced_step(
        &mut self,
        offset: u64,
        item: Item,
        outcome: &Outcome,
        _before: Decoder,
        _after: Decoder,
    ) -> bool {
        self.step(offset, item, outcome)
    }
}

/// Feed `input` to `decoder`, calling `sink` for every handler call.
pub fn feed<S: StepSink>(decoder: &mut Decoder, input: &Input, sink: &mut S) -> Fed {
    with_handler!(decoder, d => feed_typed(d, input, sink))
}

#[inline(always)]
fn feed_typed<H: Handler, S: StepSink>(d: &mut H, input: &Input, sink: &mut S) -> Fed {
    match feed_loop::<H, S, false>(d, input, 0, sink) {
        Ok(_) => Fed::NeedMore,
        Err(fed) => fed,
    }
}

/// Feed `input` (no end-of-queue may follow) to the handler `d`, calling `sink` for every
/// handler call, until at least `at_least` of its bytes are read and the decoder is back in
/// its initial state: `Ok` with the number of bytes read, or `Err` with where the feed stopped
/// first (`Fed::NeedMore`: the chunk was used up before that).
///
/// The bulk path runs the spec handler this way between the stretches it leaves to
/// encoding_rs, with the handler's concrete type (one call per error costs little).
#[inline(always)]
pub fn feed_until_initial<H: Handler, S: StepSink>(
    d: &mut H,
    input: &Input,
    at_least: usize,
    sink: &mut S,
) -> Result<usize, Fed> {
    feed_loop::<H, S, true>(d, input, at_least as i64, sink).map(|read| read as usize)
}

/// "Process a queue": one handler call per item. With `UNTIL_INITIAL`, returns `Ok(read)` as
/// soon as `at_least` bytes of the chunk are read and the decoder is in its initial state;
/// otherwise (or when the chunk runs out first, or the run ends) `Err` with where it stopped.
#[inline(always)]
fn feed_loop<H: Handler, S: StepSink, const UNTIL_INITIAL: bool>(
    d: &mut H,
    input: &Input,
    at_least: i64,
    sink: &mut S,
) -> Result<i64, Fed> {
    let chunk = input.chunk;
    let prev = input.prev;
    let len = chunk.len() as i64;
    let base = input.base as i64;
    // Position relative to chunk[0]; negative positions read from `prev` after a restore.
    let mut i: i64 = 0;
    loop {
        let item = if i < len {
            if i >= 0 {
                Item::Byte(chunk[i as usize])
            } else {
                Item::Byte(prev[(prev.len() as i64 + i) as usize])
            }
        } else if input.end {
            Item::EndOfQueue
        } else {
            return Err(Fed::NeedMore);
        };
        let offset = (base + i) as u64;
        let go_on;
        let outcome;
        if S::TRACE {
            let before = d.wrap();
            outcome = d.handle(item);
            go_on = sink.traced_step(offset, item, &outcome, before, d.wrap());
        } else {
            outcome = d.handle(item);
            go_on = sink.step(offset, item, &outcome);
        }
        // The next read: one past a byte, or end-of-queue again; minus what was restored.
        i += (!item.is_end()) as i64 - outcome.restore as i64;
        if outcome.result == DecodeResult::Finished {
            return Err(Fed::Finished {
                next: (base + i) as u64,
            });
        }
        if !go_on {
            return Err(Fed::Stopped {
                next: (base + i) as u64,
            });
        }
        if UNTIL_INITIAL && i >= at_least && d.is_initial() {
            return Ok(i);
        }
    }
}

/// A decoder fed chunk by chunk: keeps the bytes a restore may reach back to.
#[derive(Clone, Debug)]
pub struct StreamDecoder {
    pub decoder: Decoder,
    carry: [u8; MAX_RESTORE],
    carry_len: usize,
    /// Stream offset of the next chunk.
    pub offset: u64,
}

impl StreamDecoder {
    pub fn new(decoder: Decoder, offset: u64) -> StreamDecoder {
        StreamDecoder {
            decoder,
            carry: [0; MAX_RESTORE],
            carry_len: 0,
            offset,
        }
    }

    /// Start at `offset` with `prev` (the bytes just before it) available for restores.
    pub fn with_prev(decoder: Decoder, offset: u64, prev: &[u8]) -> StreamDecoder {
        let mut s = StreamDecoder::new(decoder, offset);
        s.remember(prev);
        s
    }

    /// Keep the last `MAX_RESTORE` bytes of what was fed (without a call to memcpy: the
    /// spec handler is fed one byte at a time at every error of an error-dense input).
    #[inline]
    fn remember(&mut self, bytes: &[u8]) {
        if let Some(last) = bytes.last_chunk::<MAX_RESTORE>() {
            self.carry = *last;
            self.carry_len = MAX_RESTORE;
            return;
        }
        for &b in bytes {
            if self.carry_len == MAX_RESTORE {
                for i in 1..MAX_RESTORE {
                    self.carry[i - 1] = self.carry[i];
                }
                self.carry[MAX_RESTORE - 1] = b;
            } else {
                self.carry[self.carry_len] = b;
                self.carry_len += 1;
            }
        }
    }

    /// Feed the next chunk; `end` puts end-of-queue after it.
    pub fn feed<S: StepSink>(&mut self, chunk: &[u8], end: bool, sink: &mut S) -> Fed {
        let input = Input {
            prev: &self.carry[..self.carry_len],
            chunk,
            base: self.offset,
            end,
        };
        let fed = feed(&mut self.decoder, &input, sink);
        self.remember(chunk);
        self.offset += chunk.len() as u64;
        fed
    }

    /// Feed `chunk` (no end-of-queue after it) until the decoder is in its initial state again
    /// with at least `at_least` bytes read: `Ok(read)`, or `Err` where the chunk ran out first
    /// (`NeedMore`) or the run stopped.
    ///
    /// ```
    /// use mojiscope::encoding::run::{ErrorMode, StreamDecoder, TextSink};
    /// use mojiscope::encoding::{Decoder, Encoding};
    /// let mut s = StreamDecoder::new(Decoder::new(Encoding::Utf8), 0);
    /// let mut text = String::new();
    /// let mut sink = TextSink::new(&mut text, ErrorMode::Replacement, 0);
    /// // é is two bytes: the decoder is initial again after them.
    /// assert_eq!(s.feed_until_initial("éa".as_bytes(), 1, &mut sink), Ok(2));
    /// assert_eq!((s.offset, text.as_str()), (2, "é"));
    /// ```
    pub fn feed_until_initial<S: StepSink>(
        &mut self,
        chunk: &[u8],
        at_least: usize,
        sink: &mut S,
    ) -> Result<usize, Fed> {
        let input = Input {
            prev: &self.carry[..self.carry_len],
            chunk,
            base: self.offset,
            end: false,
        };
        let fed =
            with_handler!(&mut self.decoder, d => feed_until_initial(d, &input, at_least, sink));
        let read = match fed {
            Ok(read) => read,
            Err(Fed::NeedMore) => chunk.len(),
            Err(Fed::Finished { next } | Fed::Stopped { next }) => {
                (next.saturating_sub(self.offset) as usize).min(chunk.len())
            }
        };
        self.remember(&chunk[..read]);
        self.offset += read as u64;
        fed
    }

    /// Move past `bytes` decoded without the handler (ASCII met in the initial state, which
    /// each ASCII-compatible decoder returns as itself), keeping them for restores.
    pub fn skip(&mut self, bytes: &[u8]) {
        self.remember(bytes);
        self.offset += bytes.len() as u64;
    }
}

/// Tracks which input bytes stand behind each output: the span of a step that emits or errors
/// runs from the first byte read since the previous output to the next unread byte.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpanTracker {
    pub start: u64,
}

impl SpanTracker {
    pub fn at(start: u64) -> SpanTracker {
        SpanTracker { start }
    }

    /// Given a step, the byte range behind its output, if it closes one.
    #[inline]
    pub fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> Option<(u64, u64)> {
        let next = offset + (!item.is_end()) as u64 - outcome.restore as u64;
        let closes = match outcome.result {
            DecodeResult::Emit(_) | DecodeResult::Emit2(_) | DecodeResult::Error => true,
            DecodeResult::Finished => false,
            DecodeResult::Continue => outcome.rule.ends_silent_unit(),
        };
        if closes {
            let span = (self.start, next.max(self.start));
            self.start = next;
            Some(span)
        } else {
            None
        }
    }
}

/// Error mode of a decoder run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ErrorMode {
    #[default]
    Replacement,
    Fatal,
}

/// A decoder run's first error in fatal mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FatalError {
    /// Offset of the first byte the error stands for (the start of the bad sequence).
    pub offset: u64,
    /// One past the last byte it stands for.
    pub end: u64,
    /// Offset of the handler call that returned the error.
    pub step_offset: u64,
}

/// A sink that serializes output into a string (U+FFFD for errors in replacement mode) and stops
/// at the first error in fatal mode.
pub struct TextSink<'a> {
    pub out: &'a mut String,
    pub mode: ErrorMode,
    pub errors: u64,
    pub fatal: Option<FatalError>,
    span: SpanTracker,
}

impl<'a> TextSink<'a> {
    pub fn new(out: &'a mut String, mode: ErrorMode, start: u64) -> TextSink<'a> {
        TextSink {
            out,
            mode,
            errors: 0,
            fatal: None,
            span: SpanTracker::at(start),
        }
    }

    /// Where the bytes behind the next output start (for continuing in a later chunk).
    pub fn span_start(&self) -> u64 {
        self.span.start
    }
}

#[inline]
fn push_code_point(out: &mut String, cp: u32) {
    // Decoders never return surrogates (asserted by "process an item").
    out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
}

impl StepSink for TextSink<'_> {
    #[inline]
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        let span = self.span.step(offset, item, outcome);
        match outcome.result {
            DecodeResult::Emit(cp) => push_code_point(self.out, cp),
            DecodeResult::Emit2([a, b]) => {
                push_code_point(self.out, a);
                push_code_point(self.out, b);
            }
            DecodeResult::Error => {
                self.errors += 1;
                match self.mode {
                    ErrorMode::Replacement => self.out.push('\u{FFFD}'),
                    ErrorMode::Fatal => {
                        let (start, end) = span.unwrap_or((offset, offset));
                        self.fatal = Some(FatalError {
                            offset: start,
                            end,
                            step_offset: offset,
                        });
                        return false;
                    }
                }
            }
            DecodeResult::Continue | DecodeResult::Finished => {}
        }
        true
    }
}

/// Run a fresh decoder of `decoder`'s kind over all of `bytes` (then end-of-queue).
pub fn run_to_string(
    mut decoder: Decoder,
    bytes: &[u8],
    mode: ErrorMode,
) -> Result<String, FatalError> {
    let mut out = String::with_capacity(bytes.len());
    let mut sink = TextSink::new(&mut out, mode, 0);
    feed(&mut decoder, &Input::whole(bytes), &mut sink);
    match sink.fatal {
        Some(e) => Err(e),
        None => Ok(out),
    }
}
