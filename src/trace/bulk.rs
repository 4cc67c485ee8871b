//! The bulk path: encoding_rs, the reference, runs over the stretches of a block it finds
//! valid; our spec handler runs everywhere else (the first bytes of a block until the decoder
//! is back in its initial state, from each error until the state is initial again, where
//! errors are dense, and the last bytes of a block, so that the state at the block's end is
//! exact). The result is the spec handler's result: the
//! same errors at the same offsets, the same text, the same state at every block boundary. The
//! differential tests compare the two runs.
//!
//! A stretch may go to encoding_rs when our decoder is in its initial state at its start and
//! will be at its end: the start is found by running the spec handler until the state is
//! initial, the end is just after a byte that resets the state (for UTF-8, the end of the
//! longest valid prefix).

use crate::encoding::decoder::Handler;
use crate::encoding::run::{feed_until_initial, Fed, Input, StepSink, StreamDecoder, MAX_RESTORE};
use crate::encoding::{
    big5::Big5Decoder, euc_jp::EucJpDecoder, euc_kr::EucKrDecoder, gb18030::Gb18030Decoder,
    shift_jis::ShiftJisDecoder, Decoder, Encoding, Family, Item,
};
use crate::with_handler;

/// How a family's blocks are run.
#[derive(Clone, Copy)]
enum Strategy {
    /// The spec handler over everything (stateful encodings without a resetting byte).
    Spec,
    /// UTF-8: encoding_rs's validator finds the longest valid prefix.
    Utf8,
    /// Single-byte encodings: every byte leaves the decoder in its initial state; the errors
    /// are the bytes our handler does not map.
    SingleByte {
        rs: &'static encoding_rs::Encoding,
        /// Whether every byte maps (then no byte can be an error).
        all_map: bool,
    },
    /// Multi-byte encodings: encoding_rs decodes up to the last byte that resets our decoder's
    /// state.
    Legacy {
        rs: &'static encoding_rs::Encoding,
        resets: fn(u8) -> bool,
    },
}

/// The bytes our single-byte handler does not map (asked of the handler itself).
fn unmapped_bytes(encoding: Encoding) -> [bool; 256] {
    let mut unmapped = [false; 256];
    if matches!(
        encoding.family(),
        Family::SingleByte(_) | Family::XUserDefined
    ) {
        for (b, u) in unmapped.iter_mut().enumerate() {
            let outcome = Decoder::new(encoding).handle(Item::Byte(b as u8));
            *u = outcome.result.is_error();
        }
    }
    unmapped
}

fn strategy(encoding: Encoding) -> Strategy {
    let Some(rs) = encoding_rs::Encoding::for_label(encoding.name().as_bytes()) else {
        return Strategy::Spec;
    };
    let resets: fn(u8) -> bool = match encoding.family() {
        Family::Utf8 => return Strategy::Utf8,
        Family::SingleByte(_) | Family::XUserDefined => {
            let all_map = !unmapped_bytes(encoding).contains(&true);
            return Strategy::SingleByte { rs, all_map };
        }
        Family::Gb18030 { .. } => Gb18030Decoder::resets_state,
        Family::Big5 => Big5Decoder::resets_state,
        Family::EucJp => EucJpDecoder::resets_state,
        Family::ShiftJis => ShiftJisDecoder::resets_state,
        Family::EucKr => EucKrDecoder::resets_state,
        Family::Utf16 { .. } | Family::Iso2022Jp | Family::Replacement => return Strategy::Spec,
    };
    Strategy::Legacy { rs, resets }
}

/// A sink that can also take the stretches the bulk path decoded.
pub trait BulkSink: StepSink {
    /// Where the text goes, if it is wanted: the bulk path appends the text of each stretch
    /// there, in order with what the sink appends for the spec handler's steps.
    fn text_out(&mut self) -> Option<&mut String> {
        None
    }

    /// Bytes [from, to) decoded without error (their text, if wanted, is in `text_out`).
    fn bulk(&mut self, from: u64, to: u64);

    /// The spec handler resumes at `at` in the initial state, after a bulk stretch: the bytes
    /// behind the next output start there.
    fn resume_at(&mut self, at: u64);
}

/// The most bytes run through the spec handler at a block's start to reach the initial state
/// before the whole block goes to it.
const PREFIX_LIMIT: usize = 16;

/// A stretch shorter than this says errors are dense here (a call to encoding_rs costs about
/// as much as the spec handler over six bytes, counted with callgrind)...
const SHORT_STRETCH: usize = 6;

/// ...so the spec handler takes this many bytes next, twice as many after each short stretch
/// in a row...
const MIN_RUN: usize = 16;

/// ...up to this many, before the bulk path tries again.
const SPEC_RUN: usize = 256;

/// Runs blocks of a planned decode with the bulk path where it can.
pub struct Bulk {
    strategy: Strategy,
    /// Where encoding_rs writes its text, a piece at a time.
    buf: Vec<u8>,
    /// Single-byte encodings: the bytes the handler does not map.
    unmapped: [bool; 256],
    /// How many bytes the spec handler takes after the last stretch (see `SHORT_STRETCH`).
    spec_run: usize,
}

impl Bulk {
    /// The bulk runner for `encoding`'s decoder; `enabled` false runs the spec handler only.
    pub fn new(encoding: Encoding, enabled: bool) -> Bulk {
        Bulk {
            strategy: if enabled {
                strategy(encoding)
            } else {
                Strategy::Spec
            },
            buf: vec![0; 16 << 10],
            unmapped: unmapped_bytes(encoding),
            spec_run: 1,
        }
    }

    /// Feed `bytes` (the next block; end-of-queue follows when `end`) to `stream`, as
    /// `stream.feed` would, with the same steps for every byte the spec handler sees.
    pub fn feed<S: BulkSink>(
        &mut self,
        stream: &mut StreamDecoder,
        bytes: &[u8],
        end: bool,
        sink: &mut S,
    ) -> Fed {
        // A multi-byte encoding's stretches end just after a byte that resets the state: the
        // last one in the block bounds them all (found once per block, not once per error).
        let bulk_end = match self.strategy {
            Strategy::Spec => return stream.feed(bytes, end, sink),
            Strategy::Legacy { resets, .. } => {
                bytes.iter().rposition(|&b| resets(b)).map_or(0, |i| i + 1)
            }
            Strategy::Utf8 | Strategy::SingleByte { .. } => bytes.len(),
        };
        // The block's first bytes, until the decoder is in its initial state: byte by byte
        // through the spec handler (they may finish a sequence the last block began).
        let mut p = 0;
        while !stream.decoder.is_initial() {
            if p == bytes.len() || p == PREFIX_LIMIT {
                return stream.feed(&bytes[p..], end, sink);
            }
            match stream.feed(&bytes[p..p + 1], false, sink) {
                Fed::NeedMore => p += 1,
                other => return other,
            }
        }
        // The rest with the handler's concrete type: the decoder is initial at `p`, so no
        // restore reaches back before it.
        let base = stream.offset - p as u64;
        let (decoder, read, stopped) = with_handler!(stream.decoder, d => {
            let (d, read, stopped) = self.run(d, bytes, p, base, bulk_end, sink);
            (d.wrap(), read, stopped)
        });
        if read > p {
            let prev = &bytes[read.saturating_sub(MAX_RESTORE)..read];
            *stream = StreamDecoder::with_prev(decoder, base + read as u64, prev);
        }
        match stopped {
            Some(fed) => fed,
            // The block's tail, after its last resetting byte, and end-of-queue if it follows.
            None => stream.feed(&bytes[read..], end, sink),
        }
    }

    /// From `p` (where `d` is in its initial state) up to the block's last resetting byte:
    /// encoding_rs over the stretches it finds valid, `d` over the rest. Returns the decoder,
    /// how far into `bytes` it read, and where the run stopped if it did.
    ///
    /// An error: the spec handler takes its first byte (then the rest of it, until the decoder
    /// is back in its initial state), and the bulk path resumes right after it. Where errors
    /// come every few bytes (a binary file, a wrong guess) a call to encoding_rs per error costs
    /// more than the spec handler alone: after a short stretch the spec handler takes the next
    /// bytes, twice as many after each short stretch in a row, up to `SPEC_RUN`.
    #[inline(always)]
    fn run<H: Handler, S: BulkSink>(
        &mut self,
        mut d: H,
        bytes: &[u8],
        mut p: usize,
        base: u64,
        bulk_end: usize,
        sink: &mut S,
    ) -> (H, usize, Option<Fed>) {
        loop {
            let q = if p < bulk_end {
                p + self.stretch(&bytes[p..bulk_end], sink.text_out())
            } else {
                p
            };
            let stretch = q - p;
            if q > p {
                sink.bulk(base + p as u64, base + q as u64);
                sink.resume_at(base + q as u64);
                p = q;
            }
            // Nothing to skip: an error starts here, or no resetting byte ends a stretch
            // before the block's end (the tail is the caller's).
            if p + 1 >= bulk_end {
                return (d, p, None);
            }
            self.spec_run = if stretch >= SHORT_STRETCH {
                1
            } else {
                (self.spec_run * 2).clamp(MIN_RUN, SPEC_RUN)
            };
            let input = Input {
                prev: &bytes[p.saturating_sub(MAX_RESTORE)..p],
                chunk: &bytes[p..bulk_end],
                base: base + p as u64,
                end: false,
            };
            match feed_until_initial(&mut d, &input, self.spec_run, sink) {
                Ok(read) => p += read,
                // The last resetting byte leaves the decoder initial, so only a stop ends here.
                Err(Fed::NeedMore) => return (d, bulk_end, None),
                Err(fed) => return (d, p, Some(fed)),
            }
        }
    }

    /// How many bytes from the start of `rest` (where the decoder is in its initial state)
    /// decode without error and leave the decoder in its initial state; their text is
    /// appended to `out` when it is given.
    #[inline(always)]
    fn stretch(&mut self, rest: &[u8], out: Option<&mut String>) -> usize {
        match self.strategy {
            Strategy::Spec => 0,
            // What follows the valid prefix is an error, or a sequence the next block may
            // complete: either way the spec handler takes it from the boundary.
            Strategy::Utf8 => {
                let valid = encoding_rs::Encoding::utf8_valid_up_to(rest);
                if let Some(out) = out {
                    out.push_str(std::str::from_utf8(&rest[..valid]).unwrap_or_default());
                }
                valid
            }
            Strategy::SingleByte { rs, all_map: true } => {
                // Every byte maps: nothing to look for.
                if let Some(out) = out {
                    decode_into(rs, rest, out, &mut self.buf);
                }
                rest.len()
            }
            Strategy::SingleByte { rs, .. } => {
                let valid = first_unmapped(rest, &self.unmapped);
                if let Some(out) = out {
                    decode_into(rs, &rest[..valid], out, &mut self.buf);
                }
                valid
            }
            // `rest` ends just after a byte that resets the state (see `feed`).
            Strategy::Legacy { rs, .. } if out.is_none() => {
                first_error_into(rs, rest, None, &mut self.buf).unwrap_or(rest.len())
            }
            Strategy::Legacy { rs, .. } => {
                let mut out = out;
                let before = out.as_deref().map_or(0, |o| o.len());
                let Some(bad) = first_error_into(rs, rest, out.as_deref_mut(), &mut self.buf)
                else {
                    return rest.len();
                };
                // Every byte before the malformed sequence is part of a whole character, after
                // which the decoder is in its initial state (the differential tests and the scan
                // fuzzer hold the two runs to this).
                let valid = bad;
                // Valid up to the error: its text again.
                if let Some(out) = out {
                    out.truncate(before);
                    decode_into(rs, &rest[..valid], out, &mut self.buf);
                }
                valid
            }
        }
    }
}

/// Decode `bytes` (from encoding_rs's initial state), its text into `out` when it is given,
/// stopping at the first malformed sequence: where it is (an offset at or before its first
/// byte), if anywhere. The text passes through `buf` a piece at a time (encoding_rs fills the
/// room it is given in a `String` with zeros first, which for a large room costs more than the
/// decoding when errors come every few bytes). Inlined: a scan calls it once per error.
#[inline(always)]
fn first_error_into(
    rs: &'static encoding_rs::Encoding,
    bytes: &[u8],
    mut out: Option<&mut String>,
    buf: &mut [u8],
) -> Option<usize> {
    let mut decoder = rs.new_decoder_without_bom_handling();
    let mut done = 0;
    loop {
        let (result, read, written) =
            decoder.decode_to_utf8_without_replacement(&bytes[done..], buf, false);
        if let Some(out) = out.as_deref_mut() {
            out.push_str(std::str::from_utf8(&buf[..written]).unwrap_or_default());
        }
        done += read;
        match result {
            encoding_rs::DecoderResult::InputEmpty => return None,
            encoding_rs::DecoderResult::OutputFull => {}
            encoding_rs::DecoderResult::Malformed(bad, extra) => {
                return Some(done.saturating_sub(bad as usize + extra as usize))
            }
        }
    }
}

/// Where the first byte the single-byte decoder does not map is (or the length), skipping
/// eight ASCII bytes at a time.
fn first_unmapped(bytes: &[u8], unmapped: &[bool; 256]) -> usize {
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in words.by_ref() {
        let w = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
        if w & 0x8080_8080_8080_8080 != 0
            && let Some(i) = word.iter().position(|&b| unmapped[b as usize])
        {
            return at + i;
        }
        at += 8;
    }
    let tail = words.remainder();
    tail.iter()
        .position(|&b| unmapped[b as usize])
        .map_or(bytes.len(), |i| at + i)
}

/// Decode bytes known to be valid into `out`, through `buf`.
fn decode_into(rs: &'static encoding_rs::Encoding, bytes: &[u8], out: &mut String, buf: &mut [u8]) {
    first_error_into(rs, bytes, Some(out), buf);
}
