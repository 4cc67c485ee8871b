//! The two files as the walk reads them: the good one decoded a line at a time (each character
//! with its byte offset), the broken one through a window of bytes that keeps the current line.

use crate::encoding::{Encoding, Family};
use crate::mojibake::codec::Codec;
use crate::source::{ByteSource, SourceError};
use encoding_rs::DecoderResult;
use rustc_hash::FxHashMap;
use std::collections::VecDeque;

/// Bytes read at a time.
const CHUNK: usize = 64 << 10;

/// The longest piece of a line the walk holds: a longer line is taken in pieces.
pub const MAX_LINE: usize = 1 << 20;

/// The good file's characters, each with where its bytes start.
pub struct GoodChars<'a> {
    src: &'a dyn ByteSource,
    decoder: encoding_rs::Decoder,
    codec: Codec,
    encoding: Encoding,
    /// Bytes read so far, and where the next character starts.
    fed: u64,
    at: u64,
    /// Characters decoded and not yet taken, each with its length in bytes (None: not known).
    queue: VecDeque<(char, Option<u32>)>,
    /// Whether each character's bytes are known from the decoder (a legacy multi-byte
    /// encoding's, where an error's length or an escape sequence cannot be told from the
    /// characters), and where the next character's bytes start.
    exact: bool,
    start: u64,
    /// The start of a UTF-8 character the next read completes.
    carry: Vec<u8>,
    lengths: FxHashMap<char, u32>,
    done: bool,
}

impl<'a> GoodChars<'a> {
    pub fn new(src: &'a dyn ByteSource, encoding: Encoding) -> GoodChars<'a> {
        GoodChars {
            src,
            decoder: encoding.reference().new_decoder_with_bom_removal(),
            codec: Codec::Encoding(encoding),
            encoding,
            fed: 0,
            at: 0,
            queue: VecDeque::new(),
            carry: Vec::new(),
            lengths: FxHashMap::default(),
            done: false,
            exact: matches!(
                encoding.family(),
                Family::Gb18030 { .. }
                    | Family::Big5
                    | Family::EucJp
                    | Family::Iso2022Jp
                    | Family::ShiftJis
                    | Family::EucKr
            ),
            start: 0,
        }
    }

    fn fill(&mut self) -> Result<(), SourceError> {
        let mut buf = vec![0u8; CHUNK];
        let n = self.src.read_at(self.fed, &mut buf)?;
        let last = n == 0;
        let mut input = &buf[..n];
        if self.fed == 0 && n > 0 {
            // (The BOM the decoder removes is not a character of the text.)
            let bom = crate::encoding::bom::sniff(input).bom;
            if bom.is_some_and(|b| b.reference() == self.decoder.encoding()) {
                let len = if input.starts_with(b"\xEF\xBB\xBF") {
                    3
                } else {
                    2
                };
                self.at = len;
                if self.encoding == Encoding::Utf8 {
                    input = &input[3..];
                }
            }
        }
        self.fed += n as u64;
        self.done = last;
        if self.encoding == Encoding::Utf8 {
            // Each character with its own length; an error is one U+FFFD for the bytes of
            // its maximal part, as the standard's decoder makes it.
            let mut bytes = std::mem::take(&mut self.carry);
            bytes.extend_from_slice(input);
            let mut chunks = bytes.utf8_chunks().peekable();
            while let Some(chunk) = chunks.next() {
                for c in chunk.valid().chars() {
                    self.queue.push_back((c, Some(c.len_utf8() as u32)));
                }
                let bad = chunk.invalid();
                if bad.is_empty() {
                    continue;
                }
                if chunks.peek().is_none() && !last && bad.len() < 4 && bad[0] >= 0xC2 {
                    // (A character the next read may complete.)
                    self.carry = bad.to_vec();
                } else {
                    self.queue.push_back(('\u{FFFD}', Some(bad.len() as u32)));
                }
            }
            return Ok(());
        }
        if self.exact {
            // A byte at a time, the decoder tells where each character ends (and each error,
            // by the length of its malformed sequence).
            let base = self.fed - n as u64;
            for (i, b) in input.iter().enumerate() {
                self.feed(std::slice::from_ref(b), base + i as u64 + 1, false);
            }
            if last {
                self.feed(&[], self.fed, true);
            }
            return Ok(());
        }
        let mut out = String::with_capacity(n * 3 + 16);
        loop {
            out.reserve(input.len() * 3 + 16);
            let (result, read, _) = self.decoder.decode_to_string(input, &mut out, last);
            input = &input[read..];
            if matches!(result, encoding_rs::CoderResult::InputEmpty) {
                break;
            }
        }
        let utf16 = matches!(self.encoding, Encoding::Utf16Le | Encoding::Utf16Be);
        self.queue.extend(out.chars().map(|c| {
            let len = utf16.then(|| c.len_utf16() as u32 * 2);
            (c, len)
        }));
        Ok(())
    }

    /// Decode `bytes`, which end at `end` in the file, queueing each character with the bytes
    /// its decoder read for it: the first character a call makes takes every byte read since
    /// the last (an escape sequence's too), any other it makes with them none; an error takes
    /// its malformed sequence.
    fn feed(&mut self, mut bytes: &[u8], end: u64, last: bool) {
        let mut buf = [0u8; 16];
        loop {
            let (result, read, written) = self
                .decoder
                .decode_to_utf8_without_replacement(bytes, &mut buf, last);
            bytes = &bytes[read..];
            let read_to = end - bytes.len() as u64;
            let (chars_to, error) = match result {
                DecoderResult::Malformed(bad, extra) => {
                    let error_end = read_to - u64::from(extra);
                    (error_end - u64::from(bad), Some(error_end))
                }
                _ => (read_to, None),
            };
            let text = std::str::from_utf8(&buf[..written]).unwrap_or("");
            for (i, c) in text.chars().enumerate() {
                let len = match i {
                    0 => chars_to.saturating_sub(self.start),
                    _ => 0,
                };
                self.queue.push_back((c, Some(len as u32)));
                self.start = self.start.max(chars_to);
            }
            if let Some(error_end) = error {
                let len = error_end.saturating_sub(self.start);
                self.queue.push_back(('\u{FFFD}', Some(len as u32)));
                self.start = error_end;
            }
            if matches!(result, DecoderResult::InputEmpty) {
                return;
            }
        }
    }

    /// The next line (up to and with its line feed, or [`MAX_LINE`] characters), each
    /// character with its offset; empty at the end.
    pub fn line(&mut self) -> Result<Vec<(char, u64)>, SourceError> {
        let mut line = Vec::new();
        loop {
            while let Some((c, known)) = self.queue.pop_front() {
                let len = match known {
                    None => {
                        let codec = self.codec;
                        // (Lengths of a legacy encoding's characters, by its encoder: a
                        // character it decodes but does not encode counts as one byte.)
                        *self.lengths.entry(c).or_insert_with(|| {
                            let mut b = [0u8; 4];
                            codec
                                .encode(c.encode_utf8(&mut b))
                                .map_or(1, |v| v.len().clamp(1, 8) as u32)
                        })
                    }
                    Some(n) => n,
                } as u64;
                line.push((c, self.at));
                self.at = (self.at + len).min(self.src.len());
                if c == '\n' || line.len() >= MAX_LINE {
                    return Ok(line);
                }
            }
            if self.done {
                return Ok(line);
            }
            self.fill()?;
        }
    }

    /// The character after the last line taken, not taken yet.
    pub fn peek(&mut self) -> Result<Option<char>, SourceError> {
        loop {
            if let Some(&(c, _)) = self.queue.front() {
                return Ok(Some(c));
            }
            if self.done {
                return Ok(None);
            }
            self.fill()?;
        }
    }

    /// Where the characters read so far end.
    pub fn offset(&self) -> u64 {
        self.at
    }
}

/// The broken file's bytes around the walk.
pub struct Window<'a> {
    src: &'a dyn ByteSource,
    /// The file offset of `buf[0]`.
    base: u64,
    buf: Vec<u8>,
}

impl<'a> Window<'a> {
    pub fn new(src: &'a dyn ByteSource) -> Window<'a> {
        Window {
            src,
            base: 0,
            buf: Vec::new(),
        }
    }

    /// The bytes from `at` on (at least `want` of them where the file has them), keeping
    /// what is after `keep` (the current line's start).
    pub fn at(&mut self, at: u64, want: usize, keep: u64) -> Result<&[u8], SourceError> {
        let end = self.base + self.buf.len() as u64;
        if at + want as u64 > end && end < self.src.len() {
            let keep = keep.min(at).max(self.base);
            // (A window asked for bytes past its end, as the good file's is at each byte its
            // decoder could not read, starts again there.)
            let drop = ((keep - self.base) as usize).min(self.buf.len());
            self.buf.drain(..drop);
            self.base = keep;
            let mut more = vec![0u8; CHUNK.max(want)];
            let n = self
                .src
                .read_at(self.base + self.buf.len() as u64, &mut more)?;
            self.buf.extend_from_slice(&more[..n]);
        }
        let from = (at.saturating_sub(self.base) as usize).min(self.buf.len());
        Ok(&self.buf[from..])
    }

    /// Where the line starting at `at` ends: after its next line feed, or at the end of the
    /// file. `held`: the line is kept in the window, and searched for [`MAX_LINE`] bytes at
    /// most; else it is searched to its end, the window moving on (memory stays bounded).
    pub fn line_end(&mut self, at: u64, held: bool) -> Result<u64, SourceError> {
        let mut from = at;
        loop {
            let keep = if held { at } else { from };
            let bytes = self.at(from, CHUNK, keep)?;
            if let Some(i) = memchr::memchr(b'\n', bytes) {
                return Ok(from + i as u64 + 1);
            }
            let next = from + bytes.len() as u64;
            if bytes.is_empty() || (held && next - at >= MAX_LINE as u64) {
                return Ok(next);
            }
            from = next;
        }
    }
}
