//! The same bytes under several encodings: each encoding's decoder alone (no BOM sniffing, so a
//! BOM shows as what it becomes), run by our own handlers, as units tied to the bytes behind
//! them, so that what each encoding made of a byte lines up with it. Over a whole source:
//! errors, the first error, U+FFFD, and which bytes decode differently from the row above.

pub use super::compare_run::Row;
use super::compare_run::{diff_rows, diff_tables, Histogram, RowRun};
use crate::encoding::decoder::Decoder;
use crate::encoding::run::{SpanTracker, StepSink, StreamDecoder};
use crate::encoding::Encoding;
use crate::encoding::{DecodeResult, Item, Outcome};
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
    each_unit(bytes, encoding, |u| out.push(u));
    out
}

/// Each unit `encoding`'s decoder alone makes of `bytes`, handed to `f` as it is made.
fn each_unit(bytes: &[u8], encoding: Encoding, f: impl FnMut(Unit)) {
    let mut stream = StreamDecoder::new(Decoder::new(encoding), 0);
    let mut sink = Units {
        span: SpanTracker::at(0),
        out: f,
    };
    stream.feed(bytes, true, &mut sink);
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
    // (Each unit's text as it comes: no list of units, which for a MiB of bytes takes tens of
    // MB.)
    let mut text = String::with_capacity(bytes.len());
    each_unit(bytes, encoding, |u| text.push_str(u.text()));
    text
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
    let mut runs = RowRun::all(encodings);
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
            let histogram = Histogram::of(slice, &runs);
            for (run, row) in runs.iter_mut().zip(rows.iter_mut()) {
                if !run.finished {
                    run.feed(slice, end, row, &histogram);
                }
            }
            diff_tables(&mut rows, &runs, slice, at, &histogram);
            at += slice.len() as u64;
            // Bytes every row still decoding has units for can be compared and dropped; a
            // row whose decoder finished early (replacement) has no more units, and holds
            // nothing back.
            let frontier = if end {
                len
            } else {
                runs.iter()
                    .filter(|r| !r.finished)
                    .map(|r| r.frontier())
                    .min()
                    .unwrap_or(at)
            };
            diff_rows(&mut rows, &mut runs, compared, frontier);
            compared = frontier;
            if slices.peek().is_none() {
                break;
            }
        }
        pos += n as u64;
        if last || runs.iter().all(|r| r.finished) {
            // With every decoder finished, the rest of the input makes nothing in any row.
            break;
        }
        if !progress(pos) {
            break;
        }
    }
    Ok(rows)
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
        if let Some((start, stop)) = s.span
            && (stop > from || (start == stop && start >= from))
        {
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
        true
    })?;
    Ok(out)
}
