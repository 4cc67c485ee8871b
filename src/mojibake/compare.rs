//! The same bytes under several encodings: each encoding's decoder alone (no BOM sniffing, so a
//! BOM shows as what it becomes), run by our own handlers, as units tied to the bytes behind
//! them, so that what each encoding made of a byte lines up with it. Over a whole source:
//! errors, the first error, U+FFFD, and which bytes decode differently from the row above.

use crate::encoding::decoder::Decoder;
use crate::encoding::handler::{DecodeResult, Item, Outcome};
use crate::encoding::run::{SpanTracker, StepSink, StreamDecoder};
use crate::encoding::Encoding;
use crate::source::{ByteSource, SourceError};

/// The encodings compared unless the user picks others: UTF-8, the single-byte code pages
/// mojibake most often comes from, and the CJK encodings.
pub const DEFAULT_SET: [Encoding; 11] = [
    Encoding::Utf8,
    Encoding::Windows1252,
    Encoding::Windows1251,
    Encoding::Koi8R,
    Encoding::Ibm866,
    Encoding::Iso8859_2,
    Encoding::ShiftJis,
    Encoding::EucJp,
    Encoding::Gbk,
    Encoding::Big5,
    Encoding::EucKr,
];

/// What a decoder made of some bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Made {
    /// One or two code points.
    Text(String),
    /// An error (U+FFFD in replacement mode).
    Error,
    /// Bytes the decoder consumed without output (an ISO-2022-JP escape sequence).
    Nothing,
}

/// Bytes [start, end) and what the decoder made of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub start: u64,
    pub end: u64,
    pub made: Made,
}

impl Unit {
    /// The text of the unit as the decoder outputs it in replacement mode.
    pub fn text(&self) -> &str {
        match &self.made {
            Made::Text(t) => t,
            Made::Error => "\u{FFFD}",
            Made::Nothing => "",
        }
    }
}

/// Collects units from a run.
struct Units<F: FnMut(Unit)> {
    span: SpanTracker,
    out: F,
}

impl<F: FnMut(Unit)> StepSink for Units<F> {
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        if let Some((start, end)) = self.span.step(offset, item, outcome) {
            let made = match outcome.result {
                DecodeResult::Emit(cp) => Made::Text(char_of(cp).to_string()),
                DecodeResult::Emit2([a, b]) => {
                    Made::Text([char_of(a), char_of(b)].iter().collect())
                }
                DecodeResult::Error => Made::Error,
                DecodeResult::Continue | DecodeResult::Finished => Made::Nothing,
            };
            (self.out)(Unit { start, end, made });
        }
        true
    }
}

fn char_of(cp: u32) -> char {
    char::from_u32(cp).unwrap_or('\u{FFFD}')
}

/// Every unit of `bytes` (a whole input) under `encoding`'s decoder alone.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::compare::{units, Made};
/// // The UTF-8 BOM, read by windows-1251's decoder: three letters and symbols.
/// let u = units(b"\xEF\xBB\xBF", Encoding::Windows1251);
/// let text: String = u.iter().map(|u| u.text()).collect();
/// assert_eq!(text, "п»ї");
/// assert_eq!((u[1].start, u[1].end), (1, 2));
/// // UTF-8's decoder alone keeps the BOM as U+FEFF.
/// assert_eq!(units(b"\xEF\xBB\xBF", Encoding::Utf8)[0].made, Made::Text("\u{FEFF}".into()));
/// ```
pub fn units(bytes: &[u8], encoding: Encoding) -> Vec<Unit> {
    let mut out = Vec::new();
    let mut stream = StreamDecoder::new(Decoder::new(encoding), 0);
    let mut sink = Units {
        span: SpanTracker::at(0),
        out: |u| out.push(u),
    };
    stream.feed(bytes, true, &mut sink);
    out
}

/// The text `encoding`'s decoder alone makes of `bytes` (replacement mode).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::compare::decode_alone;
/// assert_eq!(decode_alone(b"\xEF\xBB\xBF", Encoding::Windows1252), "ï»¿");
/// assert_eq!(decode_alone(b"\xEF\xBB\xBF", Encoding::Koi8R), "О╩©");
/// ```
pub fn decode_alone(bytes: &[u8], encoding: Encoding) -> String {
    units(bytes, encoding).iter().map(|u| u.text()).collect()
}

/// One row of a comparison over a whole source.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub encoding: Option<Encoding>,
    /// Errors (each a U+FFFD).
    pub errors: u64,
    /// The first byte of the first error.
    pub first_error: Option<u64>,
    /// U+FFFD in the output: the errors and any U+FFFD the bytes spell.
    pub replacements: u64,
    /// Bytes that decode differently from the row above (none for the first row).
    pub differs: u64,
    /// The first of them.
    pub first_difference: Option<u64>,
    /// Characters of the output (each error one U+FFFD).
    pub chars: u64,
}

/// A unit reduced to what the comparison of rows needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mark {
    start: u64,
    end: u64,
    /// What was made, as a number: code points packed, or an error or nothing marker.
    made: u64,
}

const ERROR_MARK: u64 = u64::MAX;
const NOTHING_MARK: u64 = u64::MAX - 1;

/// Counts a run into a row and queues its units as marks (no text is made).
struct Marks<'a> {
    span: SpanTracker,
    row: &'a mut Row,
    queue: &'a mut std::collections::VecDeque<Mark>,
}

impl StepSink for Marks<'_> {
    #[inline]
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        if let Some((start, end)) = self.span.step(offset, item, outcome) {
            let row = &mut *self.row;
            let fffd = |cp: u32| (cp == 0xFFFD) as u64;
            let made = match outcome.result {
                DecodeResult::Emit(cp) => {
                    row.chars += 1;
                    row.replacements += fffd(cp);
                    cp as u64
                }
                DecodeResult::Emit2([a, b]) => {
                    row.chars += 2;
                    row.replacements += fffd(a) + fffd(b);
                    (a as u64) << 21 | b as u64
                }
                DecodeResult::Error => {
                    row.errors += 1;
                    row.replacements += 1;
                    row.chars += 1;
                    row.first_error.get_or_insert(start);
                    ERROR_MARK
                }
                DecodeResult::Continue | DecodeResult::Finished => NOTHING_MARK,
            };
            self.queue.push_back(Mark { start, end, made });
        }
        true
    }
}

/// Bytes read per block.
const BLOCK: usize = 1 << 20;
/// Bytes fed to every row between comparisons.
const SLICE: usize = 16 << 10;

/// Compare `encodings` over all of `src`, block by block. `progress(done)` is told the bytes
/// done after each block and may stop the run by returning false (the rows then cover what
/// was read).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::compare::compare;
/// use mojiscope::source::MemSource;
/// let src = MemSource::new("x", "café".as_bytes().to_vec());
/// let rows = compare(&src, &[Encoding::Utf8, Encoding::Windows1252], |_| true).unwrap();
/// assert_eq!(rows[0].errors, 0);
/// // windows-1252 reads é's two bytes as two characters: both bytes differ from UTF-8's row.
/// assert_eq!((rows[1].differs, rows[1].first_difference), (2, Some(3)));
/// ```
pub fn compare(
    src: &dyn ByteSource,
    encodings: &[Encoding],
    progress: impl FnMut(u64) -> bool,
) -> Result<Vec<Row>, SourceError> {
    compare_in_blocks(src, encodings, BLOCK, progress)
}

/// [`compare`], reading `block` bytes at a time (the rows do not depend on it).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::compare::{compare, compare_in_blocks};
/// use mojiscope::source::MemSource;
/// let src = MemSource::new("x", "日本語".as_bytes().to_vec());
/// let set = [Encoding::Utf8, Encoding::ShiftJis];
/// assert_eq!(compare_in_blocks(&src, &set, 1, |_| true).unwrap(), compare(&src, &set, |_| true).unwrap());
/// ```
pub fn compare_in_blocks(
    src: &dyn ByteSource,
    encodings: &[Encoding],
    block: usize,
    mut progress: impl FnMut(u64) -> bool,
) -> Result<Vec<Row>, SourceError> {
    let len = src.len();
    let mut rows: Vec<Row> = encodings
        .iter()
        .map(|&e| Row {
            encoding: Some(e),
            ..Row::default()
        })
        .collect();
    let mut streams: Vec<StreamDecoder> = encodings
        .iter()
        .map(|&e| StreamDecoder::new(Decoder::new(e), 0))
        .collect();
    let mut spans: Vec<SpanTracker> = vec![SpanTracker::at(0); encodings.len()];
    // Units not yet compared, per row.
    let mut pending: Vec<std::collections::VecDeque<Mark>> =
        vec![std::collections::VecDeque::new(); encodings.len()];
    let mut finished = vec![false; encodings.len()];
    let mut compared = 0u64;
    let mut buf = vec![0u8; block.max(1)];
    let mut pos = 0u64;
    loop {
        let want = (len - pos).min(buf.len() as u64) as usize;
        let n = src.read_at(pos, &mut buf[..want])?;
        let last = pos + n as u64 >= len || n == 0;
        // Each row is fed a slice at a time and compared after it, so that the units waiting
        // to be compared stay a slice's worth, whatever the block or the number of rows.
        let mut slices = buf[..n].chunks(SLICE).peekable();
        let mut at = pos;
        loop {
            let slice = slices.next().unwrap_or(&[]);
            let end = last && slices.peek().is_none();
            for i in 0..encodings.len() {
                if finished[i] {
                    continue;
                }
                let mut sink = Marks {
                    span: spans[i],
                    row: &mut rows[i],
                    queue: &mut pending[i],
                };
                let fed = streams[i].feed(slice, end, &mut sink);
                spans[i] = sink.span;
                if fed != crate::encoding::run::Fed::NeedMore {
                    finished[i] = true;
                }
            }
            at += slice.len() as u64;
            // Bytes every row still decoding has units for can be compared and dropped; a
            // row whose decoder finished early (replacement) has no more units, and holds
            // nothing back.
            let frontier = if end {
                len
            } else {
                (0..encodings.len())
                    .filter(|&i| !finished[i])
                    .map(|i| spans[i].start)
                    .min()
                    .unwrap_or(at)
            };
            diff_rows(&mut rows, &mut pending, compared, frontier);
            compared = frontier;
            if slices.peek().is_none() {
                break;
            }
        }
        pos += n as u64;
        if last || finished.iter().all(|&f| f) {
            // With every decoder finished, the rest of the input makes nothing in any row.
            break;
        }
        if !progress(pos) {
            break;
        }
    }
    Ok(rows)
}

/// Compare each row with the one above over [from, to), then drop the units that end by `to`.
fn diff_rows(
    rows: &mut [Row],
    pending: &mut [std::collections::VecDeque<Mark>],
    from: u64,
    to: u64,
) {
    for i in 1..rows.len() {
        let (above, here) = pending.split_at(i);
        let (a, b) = (&above[i - 1], &here[0]);
        let (mut x, mut y) = (0, 0);
        let mut at = from;
        while at < to && x < a.len() && y < b.len() {
            let (ua, ub) = (a[x], b[y]);
            if ua.end <= at {
                x += 1;
                continue;
            }
            if ub.end <= at {
                y += 1;
                continue;
            }
            let next = ua.end.min(ub.end).min(to);
            if ua != ub && next > at {
                rows[i].differs += next - at;
                rows[i].first_difference.get_or_insert(at);
            }
            at = next;
        }
        // A decoder that finished early (replacement) covers no more bytes: the rest differs
        // from a row that still covers them.
        if at < to && (x >= a.len()) != (y >= b.len()) {
            rows[i].differs += to - at;
            rows[i].first_difference.get_or_insert(at);
        }
    }
    for q in pending.iter_mut() {
        while q.front().is_some_and(|m| m.end <= to) {
            q.pop_front();
        }
    }
}

/// Units of `encoding` over the bytes [from, from + len) of `src` (a unit that starts before
/// `from` but reaches into the window is included), for the aligned view.
pub fn window(
    src: &dyn ByteSource,
    encoding: Encoding,
    from: u64,
    len: u64,
) -> Result<Vec<Unit>, SourceError> {
    use crate::encoding::ops::{DecodeOp, DecodeOptions, Plan};
    let options = DecodeOptions {
        encoding,
        op: DecodeOp::NoBom,
        ..DecodeOptions::default()
    };
    // Only TextDecoder refuses an encoding; the decoder alone runs for every one.
    let Ok(plan) = Plan::new(options, &[]) else {
        return Ok(Vec::new());
    };
    let end = from.saturating_add(len);
    let mut out = Vec::new();
    // The unit that starts last in the window may end up to three bytes after it.
    let reach = len.saturating_add(crate::encoding::run::MAX_RESTORE as u64 + 1);
    crate::trace::trace_window(src, &plan, from, reach, None, |s| {
        if let Some((start, stop)) = s.span {
            if stop > from || (start == stop && start >= from) {
                let made = match s.outcome.result {
                    DecodeResult::Emit(cp) => Made::Text(char_of(cp).to_string()),
                    DecodeResult::Emit2([a, b]) => {
                        Made::Text([char_of(a), char_of(b)].iter().collect())
                    }
                    DecodeResult::Error => Made::Error,
                    _ => Made::Nothing,
                };
                if start < end {
                    out.push(Unit {
                        start,
                        end: stop,
                        made,
                    });
                }
            }
        }
        true
    })?;
    Ok(out)
}
