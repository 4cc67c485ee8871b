//! The two files as the walk reads them: the good one decoded a line at a time (each character
//! with its byte offset), the broken one through a window of bytes that keeps the current line.

use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::source::{ByteSource, SourceError};
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
    utf8: bool,
    /// Bytes given to the decoder so far, and where the next character starts.
    fed: u64,
    at: u64,
    queue: VecDeque<char>,
    lengths: FxHashMap<char, u8>,
    done: bool,
}

impl<'a> GoodChars<'a> {
    pub fn new(src: &'a dyn ByteSource, encoding: Encoding) -> GoodChars<'a> {
        GoodChars {
            src,
            decoder: encoding.reference().new_decoder_with_bom_removal(),
            codec: Codec::Encoding(encoding),
            utf8: encoding == Encoding::Utf8,
            fed: 0,
            at: 0,
            queue: VecDeque::new(),
            lengths: FxHashMap::default(),
            done: false,
        }
    }

    fn fill(&mut self) -> Result<(), SourceError> {
        let mut buf = vec![0u8; CHUNK];
        let n = self.src.read_at(self.fed, &mut buf)?;
        let last = n == 0;
        let mut out = String::with_capacity(n * 3 + 16);
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
            }
        }
        loop {
            out.reserve(input.len() * 3 + 16);
            let (result, read, _) = self.decoder.decode_to_string(input, &mut out, last);
            input = &input[read..];
            if matches!(result, encoding_rs::CoderResult::InputEmpty) {
                break;
            }
        }
        self.fed += n as u64;
        self.queue.extend(out.chars());
        self.done = last;
        Ok(())
    }

    /// The next line (up to and with its line feed, or [`MAX_LINE`] characters), each
    /// character with its offset; empty at the end.
    pub fn line(&mut self) -> Result<Vec<(char, u64)>, SourceError> {
        let mut line = Vec::new();
        loop {
            while let Some(c) = self.queue.pop_front() {
                let len = if self.utf8 {
                    c.len_utf8() as u64
                } else {
                    let codec = self.codec;
                    *self.lengths.entry(c).or_insert_with(|| {
                        let mut b = [0u8; 4];
                        codec
                            .encode(c.encode_utf8(&mut b))
                            .map_or(1, |v| v.len().clamp(1, 8) as u8)
                    }) as u64
                };
                line.push((c, self.at));
                // (A U+FFFD for bytes that were not text counts as one byte of them.)
                let len = if c == '\u{FFFD}' { 1 } else { len };
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
            let drop = (keep - self.base) as usize;
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

    /// Where the line starting at `at` ends: after its next line feed (searched for
    /// [`MAX_LINE`] bytes at most), or at the end of the file.
    pub fn line_end(&mut self, at: u64, keep: u64) -> Result<u64, SourceError> {
        let mut from = at;
        loop {
            let bytes = self.at(from, CHUNK, keep)?;
            if let Some(i) = memchr::memchr(b'\n', bytes) {
                return Ok(from + i as u64 + 1);
            }
            let next = from + bytes.len() as u64;
            if bytes.is_empty() || next - at >= MAX_LINE as u64 {
                return Ok(next);
            }
            from = next;
        }
    }
}
