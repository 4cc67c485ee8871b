//! A text too long to hold, read a piece at a time for a repair piece by piece (the command
//! line's and the window's): whole lines of about [`PIECE`] bytes (in a line longer than
//! that, whole words), each decoded alone, so memory stays that of a piece whatever the length
//! of the text.

use crate::encoding::Encoding;
use crate::i18n::{tr, words, Lang};
use crate::mojibake::codec::Codec;
use crate::mojibake::modified_utf8::{read, Modified};
use crate::mojibake::repair::safe_cut;
use crate::source::{read_range, ByteSource, SourceError};

/// Texts longer than this are repaired piece by piece.
pub const PIECE: usize = 1 << 20;

/// One piece of the text: the bytes [start, end) of the source, and their text.
#[derive(Debug)]
pub struct Piece {
    pub start: u64,
    pub end: u64,
    pub text: String,
    /// The sequences of Java's modified UTF-8 read as their characters (UTF-8 only), at their
    /// offsets in the source.
    pub modified: Vec<Modified>,
}

/// Why a text cannot be read piece by piece.
#[derive(Debug)]
pub enum PieceError {
    Source(SourceError),
    /// `strict` UTF-8 that is not: the first error's byte.
    NotUtf8(u64),
    /// An encoding that does not keep ASCII (a line break's byte may be half of a character).
    NotAsciiCompatible,
}

impl PieceError {
    /// Why, in words, in `lang` (the command line's are English).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            PieceError::Source(e) => e.words(lang),
            PieceError::NotUtf8(at) => {
                words!(lang, "repair-pieces-not-utf8", offset = at.to_string())
            }
            PieceError::NotAsciiCompatible => tr(lang, "repair-pieces-not-ascii").into_owned(),
        }
    }
}

impl std::fmt::Display for PieceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// The pieces of `src` from byte `from` on, decoded with `encoding` (replacing what does not
/// decode, or, `strict` and UTF-8, refusing it).
pub struct Pieces<'a> {
    src: &'a dyn ByteSource,
    encoding: Encoding,
    strict: bool,
    at: u64,
    carry: Vec<u8>,
    done: bool,
}

impl<'a> Pieces<'a> {
    pub fn new(
        src: &'a dyn ByteSource,
        from: u64,
        encoding: Encoding,
        strict: bool,
    ) -> Result<Pieces<'a>, PieceError> {
        if !Codec::Encoding(encoding).ascii_compatible() {
            return Err(PieceError::NotAsciiCompatible);
        }
        Ok(Pieces {
            src,
            encoding,
            strict: strict && encoding == Encoding::Utf8,
            at: from.min(src.len()),
            carry: Vec::new(),
            done: false,
        })
    }

    /// Bytes of the source read so far.
    pub fn read(&self) -> u64 {
        self.at - self.carry.len() as u64
    }

    fn next_piece(&mut self) -> Result<Option<Piece>, PieceError> {
        let len = self.src.len();
        if self.done || (self.at >= len && self.carry.is_empty()) {
            return Ok(None);
        }
        let n = (PIECE as u64).min(len - self.at) as usize;
        let mut buf = std::mem::take(&mut self.carry);
        // Where `buf` starts in the source: the carried bytes came before `at`.
        let start = self.at - buf.len() as u64;
        buf.extend_from_slice(&read_range(self.src, self.at, n).map_err(PieceError::Source)?);
        self.at += n as u64;
        let last = self.at >= len;
        // Whole lines (or whole words, or whole characters) of valid text. (UTF-8 is read
        // with Java's modified sequences as their characters: they are not errors here.)
        let utf8 = self.encoding == Encoding::Utf8;
        let valid = if utf8 {
            let r = read(&buf, last);
            match r.first_error {
                Some(at) if self.strict => return Err(PieceError::NotUtf8(start + at as u64)),
                _ => r.read,
            }
        } else {
            buf.len()
        };
        let cut = if last {
            valid
        } else {
            let head = &buf[..valid];
            match head.iter().rposition(|&b| b == b'\n') {
                Some(i) => i + 1,
                // A line longer than a piece: where no unit is cut.
                None if self.strict => std::str::from_utf8(head)
                    .ok()
                    .and_then(safe_cut)
                    .unwrap_or(valid),
                None => head
                    .iter()
                    .rposition(|&b| b == b' ')
                    .map_or(valid, |i| i + 1),
            }
        };
        self.carry = buf.split_off(cut);
        self.done = last && self.carry.is_empty();
        let (text, modified) = if utf8 {
            let r = read(&buf, true);
            let at = |m: Modified| Modified {
                at: m.at + start as usize,
                ..m
            };
            (r.text, r.found.into_iter().map(at).collect())
        } else {
            let (text, _) = self.encoding.reference().decode_without_bom_handling(&buf);
            (text.into_owned(), Vec::new())
        };
        Ok(Some(Piece {
            start,
            end: start + cut as u64,
            text,
            modified,
        }))
    }
}

impl Iterator for Pieces<'_> {
    type Item = Result<Piece, PieceError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.next_piece() {
            Ok(p) => p.map(Ok),
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::MemSource;

    #[test]
    fn pieces_are_whole_lines_that_make_the_text_again() {
        let line = "Ã©tÃ© Ð¿Ñ€Ð¸Ð²ÐµÑ‚ café\n";
        let text = line.repeat(3 * PIECE / line.len());
        let src = MemSource::new("t", text.clone().into_bytes());
        let pieces: Vec<Piece> = Pieces::new(&src, 0, Encoding::Utf8, true)
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert!(pieces.len() >= 3);
        assert!(pieces.iter().all(|p| p.text.ends_with('\n')));
        let joined: String = pieces.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(joined, text);
        assert_eq!(pieces.last().unwrap().end, text.len() as u64);
        // A legacy encoding, from a byte on.
        let bytes: Vec<u8> = b"caf\xE9 cr\xE8me\n".repeat(PIECE / 5);
        let src = MemSource::new("t", bytes.clone());
        let text: String = Pieces::new(&src, 5, Encoding::Windows1252, false)
            .unwrap()
            .map(|p| p.unwrap().text)
            .collect();
        assert_eq!(
            text.len(),
            bytes.len() - 5 + bytes[5..].iter().filter(|&&b| b >= 0x80).count()
        );
        assert!(text.starts_with("cr\u{e8}me\ncaf\u{e9}"));
    }

    #[test]
    fn what_cannot_be_read_so_says_why() {
        let mut bytes = "a\n".repeat(PIECE).into_bytes();
        bytes[PIECE + 7] = 0xFF;
        let src = MemSource::new("t", bytes);
        let err = Pieces::new(&src, 0, Encoding::Utf8, true)
            .unwrap()
            .find_map(Result::err);
        assert!(matches!(err, Some(PieceError::NotUtf8(n)) if n == PIECE as u64 + 7));
        assert!(matches!(
            Pieces::new(&src, 0, Encoding::Utf16Le, false),
            Err(PieceError::NotAsciiCompatible)
        ));
    }
}
