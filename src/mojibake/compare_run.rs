//! One row of a whole-source comparison: an encoding's decoder run over the source slice by
//! slice, with a key for every byte that says which unit covers it (its start, length and
//! output), so that two rows are compared byte by byte with no more than a comparison of
//! numbers. Most bytes of real text need no handler call: ASCII met in a decoder's initial
//! state decodes to itself in every ASCII-compatible encoding but ISO-2022-JP, and a
//! single-byte code page is a table of what its handler returns for each of the 256 byte
//! values. A byte that is a unit of its own and decodes to its own value has the same key in
//! every row ("identity").

use crate::encoding::decoder::Decoder;
use crate::encoding::run::{Fed, SpanTracker, StepSink, StreamDecoder};
use crate::encoding::Encoding;
use crate::encoding::{DecodeResult, Item, Outcome};

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

/// A byte that is a unit of its own and decodes to the code point of its value.
const IDENTITY: u64 = u64::MAX;
/// A byte after the end of a decoder that finished early (the replacement decoder's).
const FINISHED: u64 = u64::MAX - 1;
/// What a unit made, in the low 43 bits of a key: one or two code points (21 bits each), or
/// one of these.
const ERROR_MADE: u64 = 1 << 42;
const NOTHING_MADE: u64 = ERROR_MADE + 1;

/// The key of the bytes of the unit [start, end) that made `made`: with the start (modulo
/// 4096: two units that cover the same byte are never that far apart) and the length, so that
/// equal keys mean the same unit.
#[inline]
fn key(start: u64, end: u64, made: u64) -> u64 {
    made | (start & 0xFFF) << 43 | (end - start).min(15) << 55
}

/// How a row reads its bytes.
enum Reader {
    /// The handler for every byte.
    Handler,
    /// The handler, except for ASCII met in the initial state.
    SkipAscii,
    /// UTF-8: the handler, except for valid UTF-8 met in the initial state, whose characters
    /// are the units the handler would make.
    SkipValidUtf8,
    /// A single-byte code page: what each byte value makes.
    Table(Box<Table>),
}

/// A single-byte code page, from its handler: for each byte value, what it makes.
struct Table {
    made: [u64; 256],
}

impl Table {
    fn new(encoding: Encoding) -> Table {
        let mut made = [NOTHING_MADE; 256];
        for (b, slot) in made.iter_mut().enumerate() {
            let mut stream = StreamDecoder::new(Decoder::new(encoding), 0);
            let mut keys = Vec::new();
            let mut sink = Keys {
                span: SpanTracker::at(0),
                row: &mut Row::default(),
                keys: &mut keys,
            };
            stream.feed(&[b as u8], true, &mut sink);
            *slot = match keys.first() {
                Some(&IDENTITY) => IDENTITY,
                Some(k) => k & ((1 << 43) - 1),
                None => NOTHING_MADE,
            };
        }
        Table { made }
    }
}

/// The bytes of a slice, counted by value (once for every single-byte row).
pub(super) struct Histogram([u64; 256]);

impl Histogram {
    /// The slice's histogram, when one of `runs` reads by table (else nothing is counted).
    pub fn of(slice: &[u8], runs: &[RowRun]) -> Histogram {
        let mut h = [0u64; 256];
        if runs.iter().any(|r| r.table().is_some()) {
            for &b in slice {
                h[b as usize] += 1;
            }
        }
        Histogram(h)
    }
}

/// One row's decoder, where its units stand, and the keys of the bytes not yet compared.
pub(super) struct RowRun {
    stream: StreamDecoder,
    span: SpanTracker,
    reader: Reader,
    pub finished: bool,
    /// The key of every byte from the last comparison on, as far as this row has units.
    keys: Vec<u64>,
    /// Whether the row needs keys: a code page between two others is compared by its table.
    keyed: bool,
}

impl RowRun {
    pub fn new(encoding: Encoding) -> RowRun {
        let decoder = Decoder::new(encoding);
        let reader = match decoder {
            Decoder::SingleByte(_) | Decoder::XUserDefined(_) => {
                Reader::Table(Box::new(Table::new(encoding)))
            }
            Decoder::Utf8(_) => Reader::SkipValidUtf8,
            _ if encoding.reference().is_ascii_compatible() && encoding != Encoding::Iso2022Jp => {
                Reader::SkipAscii
            }
            _ => Reader::Handler,
        };
        RowRun {
            stream: StreamDecoder::new(decoder, 0),
            span: SpanTracker::at(0),
            reader,
            finished: false,
            keys: Vec::new(),
            keyed: true,
        }
    }

    /// The runs of `encodings`, in order; a single-byte code page whose neighbours are
    /// code pages too is compared with them by table, without keys.
    pub fn all(encodings: &[Encoding]) -> Vec<RowRun> {
        let mut runs: Vec<RowRun> = encodings.iter().map(|&e| RowRun::new(e)).collect();
        let table: Vec<bool> = runs.iter().map(|r| r.table().is_some()).collect();
        for (i, run) in runs.iter_mut().enumerate() {
            let above = i > 0 && !table[i - 1];
            let below = table.get(i + 1).is_some_and(|t| !t);
            run.keyed = !table[i] || above || below;
        }
        runs
    }

    fn table(&self) -> Option<&Table> {
        match &self.reader {
            Reader::Table(t) => Some(t),
            _ => None,
        }
    }

    /// Where the bytes not yet in a unit start: every byte before it has its key.
    pub fn frontier(&self) -> u64 {
        self.span.start
    }

    /// Decode the next `slice` (end-of-queue after it with `end`), counting into `row`.
    pub fn feed(&mut self, slice: &[u8], end: bool, row: &mut Row, histogram: &Histogram) {
        match &self.reader {
            Reader::Table(table) => {
                let base = self.stream.offset;
                let keys = self.keyed.then_some(&mut self.keys);
                feed_table(table, slice, base, row, histogram, keys);
                self.stream.skip(slice);
                self.span = SpanTracker::at(self.stream.offset);
                self.finished = end;
            }
            Reader::SkipAscii | Reader::SkipValidUtf8 => {
                let utf8 = matches!(self.reader, Reader::SkipValidUtf8);
                let mut i = 0;
                while i < slice.len() {
                    if self.stream.decoder.is_initial() {
                        let at = self.stream.offset;
                        let run = if utf8 {
                            valid_utf8(&slice[i..], at, row, &mut self.keys)
                        } else {
                            let run = ascii_run(&slice[i..]);
                            row.chars += run as u64;
                            self.keys.resize(self.keys.len() + run, IDENTITY);
                            run
                        };
                        if run > 0 {
                            self.stream.skip(&slice[i..i + run]);
                            self.span = SpanTracker::at(self.stream.offset);
                            i += run;
                            continue;
                        }
                    }
                    let mut sink = Keys {
                        span: self.span,
                        row,
                        keys: &mut self.keys,
                    };
                    let fed = self.stream.feed_until_initial(&slice[i..], 1, &mut sink);
                    self.span = sink.span;
                    match fed {
                        Ok(read) => i += read,
                        Err(Fed::NeedMore) => i = slice.len(),
                        Err(_) => {
                            self.finished = true;
                            return;
                        }
                    }
                }
                if end {
                    self.feed_handler(&[], true, row);
                }
            }
            Reader::Handler => self.feed_handler(slice, end, row),
        }
    }

    fn feed_handler(&mut self, slice: &[u8], end: bool, row: &mut Row) {
        let mut sink = Keys {
            span: self.span,
            row,
            keys: &mut self.keys,
        };
        let fed = self.stream.feed(slice, end, &mut sink);
        self.span = sink.span;
        if fed != Fed::NeedMore || end {
            self.finished = true;
        }
    }
}

/// A slice through a single-byte code page: a key per byte from the table, the counts from
/// the histogram.
fn feed_table(
    table: &Table,
    slice: &[u8],
    base: u64,
    row: &mut Row,
    histogram: &Histogram,
    keys: Option<&mut Vec<u64>>,
) {
    let made = &table.made;
    if let Some(keys) = keys {
        keys.extend(slice.iter().enumerate().map(|(k, &b)| {
            let m = made[b as usize];
            if m == IDENTITY {
                IDENTITY
            } else {
                let at = base + k as u64;
                key(at, at + 1, m)
            }
        }));
    }
    row.chars += slice.len() as u64;
    let mut errors = 0;
    for (b, &n) in histogram.0.iter().enumerate() {
        match made[b] {
            ERROR_MADE => errors += n,
            0xFFFD => row.replacements += n,
            _ => {}
        }
    }
    if errors > 0 {
        row.errors += errors;
        row.replacements += errors;
        if row.first_error.is_none() {
            let first = slice.iter().position(|&b| made[b as usize] == ERROR_MADE);
            row.first_error = first.map(|k| base + k as u64);
        }
    }
}

/// The valid UTF-8 at the start of `s` (which starts at `at`), as the UTF-8 handler decodes
/// it from its initial state: a unit per character. Returns its length.
fn valid_utf8(s: &[u8], at: u64, row: &mut Row, keys: &mut Vec<u64>) -> usize {
    let valid = match std::str::from_utf8(s) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&s[..e.valid_up_to()]).unwrap_or_default(),
    };
    keys.reserve(valid.len());
    for (k, c) in valid.char_indices() {
        let n = c.len_utf8();
        row.chars += 1;
        if n == 1 {
            keys.push(IDENTITY);
        } else {
            let start = at + k as u64;
            let cp = c as u64;
            row.replacements += (cp == 0xFFFD) as u64;
            keys.resize(keys.len() + n, key(start, start + n as u64, cp));
        }
    }
    valid.len()
}

/// Counts the handler's units into a row and gives their bytes their keys (no text is made).
struct Keys<'a> {
    span: SpanTracker,
    row: &'a mut Row,
    keys: &'a mut Vec<u64>,
}

impl StepSink for Keys<'_> {
    #[inline(always)]
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        let Some((start, end)) = self.span.step(offset, item, outcome) else {
            return true;
        };
        let row = &mut *self.row;
        let made = match outcome.result {
            // A byte read alone that decodes to its own value.
            DecodeResult::Emit(cp)
                if cp < 0x100
                    && item == Item::Byte(cp as u8)
                    && (start, end) == (offset, offset + 1) =>
            {
                row.chars += 1;
                self.keys.push(IDENTITY);
                return true;
            }
            DecodeResult::Emit(cp) => {
                row.chars += 1;
                row.replacements += (cp == 0xFFFD) as u64;
                cp as u64
            }
            DecodeResult::Emit2([a, b]) => {
                row.chars += 2;
                row.replacements += (a == 0xFFFD) as u64 + (b == 0xFFFD) as u64;
                (a as u64) << 21 | b as u64
            }
            DecodeResult::Error => {
                row.errors += 1;
                row.replacements += 1;
                row.chars += 1;
                row.first_error.get_or_insert(start);
                ERROR_MADE
            }
            DecodeResult::Continue | DecodeResult::Finished => NOTHING_MADE,
        };
        let k = key(start, end, made);
        self.keys
            .resize(self.keys.len() + (end - start) as usize, k);
        true
    }
}

/// Compare each row with the one above over [from, to) (every row has the keys of those
/// bytes, or has finished), then drop those keys.
pub(super) fn diff_rows(rows: &mut [Row], runs: &mut [RowRun], from: u64, to: u64) {
    let n = (to - from) as usize;
    for run in runs.iter_mut().filter(|r| r.keyed) {
        if run.keys.len() < n {
            // A decoder that finished early covers no more bytes.
            run.keys.resize(n, FINISHED);
        }
    }
    for i in 1..rows.len() {
        if runs[i - 1].table().is_some() && runs[i].table().is_some() {
            continue;
        }
        let (a, b) = (&runs[i - 1].keys[..n], &runs[i].keys[..n]);
        let differs: u64 = a.iter().zip(b).map(|(x, y)| (x != y) as u64).sum();
        if differs > 0 {
            let row = &mut rows[i];
            row.differs += differs;
            if row.first_difference.is_none() {
                let first = a.iter().zip(b).position(|(x, y)| x != y);
                row.first_difference = first.map(|k| from + k as u64);
            }
        }
    }
    for run in runs.iter_mut().filter(|r| r.keyed) {
        run.keys.drain(..n);
    }
}

/// Compare the code pages that follow one another over a slice that starts at `base`: by
/// their tables and the slice's histogram (every byte is a unit of its own in both).
pub(super) fn diff_tables(
    rows: &mut [Row],
    runs: &[RowRun],
    slice: &[u8],
    base: u64,
    histogram: &Histogram,
) {
    for i in 1..rows.len() {
        let (Some(a), Some(b)) = (runs[i - 1].table(), runs[i].table()) else {
            continue;
        };
        let differ = |x: u8| a.made[x as usize] != b.made[x as usize];
        let differs: u64 = (0..=255u8)
            .filter(|&x| differ(x))
            .map(|x| histogram.0[x as usize])
            .sum();
        if differs > 0 {
            let row = &mut rows[i];
            row.differs += differs;
            if row.first_difference.is_none() {
                let first = slice.iter().position(|&x| differ(x));
                row.first_difference = first.map(|k| base + k as u64);
            }
        }
    }
}

/// How many bytes from the start of `s` are ASCII (a byte at a time for the short runs
/// between the letters of a word, eight at a time for long ones).
#[inline]
fn ascii_run(s: &[u8]) -> usize {
    let mut i = 0;
    while i < s.len().min(16) {
        if s[i] >= 0x80 {
            return i;
        }
        i += 1;
    }
    while let Some(word) = s.get(i..i + 8) {
        let w = u64::from_le_bytes(word.try_into().unwrap_or([0x80; 8]));
        let high = w & 0x8080_8080_8080_8080;
        if high != 0 {
            return i + (high.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < s.len() && s[i] < 0x80 {
        i += 1;
    }
    i
}
