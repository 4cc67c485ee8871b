//! A file's bytes as lines of characters, each character with the bytes it came from: what
//! lint's rules look at, with the place of every finding in lines, columns and bytes.
//! UTF-8 is read with the standard library's validator (most files are UTF-8, and most lines
//! ASCII); every other encoding through encoding_rs's decoder a byte at a time, which says
//! which bytes made each character and which made none.

use crate::encoding::Encoding;

/// A character of a line: what it is, where its bytes start in the line, how many, and
/// whether they were an error (then `c` is U+FFFD).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ch {
    pub c: char,
    pub at: u32,
    pub len: u8,
    pub bad: bool,
}

/// What a line's characters are.
pub enum Chars<'a> {
    /// Its bytes, read as ASCII.
    Ascii,
    /// Its bytes, valid UTF-8 (each character's place is worked out where a rule asks).
    Utf8(&'a str),
    /// Each character with its bytes (errors, or an encoding other than UTF-8).
    Decoded(Vec<Ch>),
}

/// A line: where it starts in the file, its bytes without the line break, and its characters.
pub struct Line<'a> {
    pub number: usize,
    pub start: u64,
    pub bytes: &'a [u8],
    pub chars: Chars<'a>,
}

impl Line<'_> {
    /// Whether the line is its bytes read as ASCII.
    pub fn is_ascii(&self) -> bool {
        matches!(self.chars, Chars::Ascii)
    }

    /// Whether some of its bytes are no character.
    pub fn has_errors(&self) -> bool {
        match &self.chars {
            Chars::Decoded(v) => v.iter().any(|c| c.bad),
            _ => false,
        }
    }

    /// The line as a string, where its bytes are one (ASCII or UTF-8).
    pub fn as_str(&self) -> Option<&str> {
        match &self.chars {
            // (ASCII is UTF-8.)
            Chars::Ascii => std::str::from_utf8(self.bytes).ok(),
            Chars::Utf8(s) => Some(s),
            Chars::Decoded(_) => None,
        }
    }

    /// Each character with its bytes.
    pub fn decoded(&self) -> std::borrow::Cow<'_, [Ch]> {
        match &self.chars {
            Chars::Decoded(v) => std::borrow::Cow::Borrowed(v),
            _ => std::borrow::Cow::Owned(utf8_chars(self.bytes)),
        }
    }

    /// The line's characters, read again as text (without a trailing CR).
    pub fn text(&self) -> String {
        let s: String = match &self.chars {
            Chars::Decoded(v) => v.iter().map(|c| c.c).collect(),
            _ => self.as_str().unwrap_or_default().to_string(),
        };
        match s.strip_suffix('\r') {
            Some(t) => t.to_string(),
            None => s,
        }
    }

    /// How many characters the line has.
    pub fn len(&self) -> usize {
        match &self.chars {
            Chars::Ascii => self.bytes.len(),
            Chars::Utf8(s) => s.chars().count(),
            Chars::Decoded(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// At most `most` characters of the line around character `col` (whose bytes start at
    /// `byte` in the line), without a trailing CR, and the character they start at: found from
    /// `byte`, so that a line of megabytes is not read again for each finding on it.
    pub fn excerpt(&self, col: usize, byte: usize, most: usize) -> (String, usize) {
        let trim = |s: String| match s.strip_suffix('\r') {
            Some(t) => t.to_string(),
            None => s,
        };
        match &self.chars {
            Chars::Decoded(v) => {
                let from = col
                    .saturating_sub(most / 2)
                    .min(v.len().saturating_sub(most));
                let text = v.iter().skip(from).take(most).map(|c| c.c).collect();
                (trim(text), from)
            }
            _ => {
                let s = self.as_str().unwrap_or_default();
                let byte = byte.min(s.len());
                let before: Vec<usize> = s[..byte]
                    .char_indices()
                    .rev()
                    .take(most / 2)
                    .map(|(i, _)| i)
                    .collect();
                let back = before.last().copied().unwrap_or(byte);
                let taken = col.min(before.len());
                let text: String = s[back..].chars().take(most).collect();
                (trim(text), col - taken)
            }
        }
    }
}

/// Whether an encoding reads ASCII bytes as ASCII on a line of its own (not UTF-16, whose
/// units are two bytes, nor ISO-2022-JP, whose escapes switch what bytes mean).
fn ascii_compatible(e: Encoding) -> bool {
    !matches!(
        e,
        Encoding::Utf16Le | Encoding::Utf16Be | Encoding::Iso2022Jp | Encoding::Replacement
    )
}

/// The lines of `body` (a file's bytes after its BOM, which start at `offset`) in `encoding`.
/// A line ends after LF (in UTF-16, the unit U+000A).
pub fn lines<'a>(body: &'a [u8], offset: u64, encoding: Encoding) -> Vec<Line<'a>> {
    let mut out = Vec::new();
    let mut start = 0;
    let unit = match encoding {
        Encoding::Utf16Le | Encoding::Utf16Be => 2,
        _ => 1,
    };
    let newline = |i: usize| match encoding {
        Encoding::Utf16Le => body[i] == b'\n' && body.get(i + 1) == Some(&0),
        Encoding::Utf16Be => body[i] == 0 && body.get(i + 1) == Some(&b'\n'),
        _ => body[i] == b'\n',
    };
    let mut i = 0;
    let push = |from: usize, to: usize, out: &mut Vec<Line<'a>>| {
        let bytes = &body[from..to];
        let number = out.len() + 1;
        out.push(Line {
            number,
            start: offset + from as u64,
            bytes,
            chars: chars(bytes, encoding),
        });
    };
    if unit == 1 {
        for nl in memchr::memchr_iter(b'\n', body) {
            push(start, nl, &mut out);
            start = nl + 1;
        }
    } else {
        while i + 1 < body.len() {
            if newline(i) {
                push(start, i, &mut out);
                start = i + 2;
            }
            i += 2;
        }
    }
    if start < body.len() || out.is_empty() {
        push(start, body.len(), &mut out);
    }
    out
}

/// A line's characters.
fn chars(bytes: &[u8], encoding: Encoding) -> Chars<'_> {
    if ascii_compatible(encoding) && bytes.is_ascii() {
        return Chars::Ascii;
    }
    if encoding == Encoding::Utf8 {
        return match std::str::from_utf8(bytes) {
            Ok(s) => Chars::Utf8(s),
            Err(_) => Chars::Decoded(utf8_chars(bytes)),
        };
    }
    Chars::Decoded(decoded_chars(bytes, encoding))
}

fn utf8_chars(bytes: &[u8]) -> Vec<Ch> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    for chunk in bytes.utf8_chunks() {
        for (i, c) in chunk.valid().char_indices() {
            out.push(Ch {
                c,
                at: (at + i) as u32,
                len: c.len_utf8() as u8,
                bad: false,
            });
        }
        at += chunk.valid().len();
        // (Each maximal part of a sequence that is not UTF-8 is one U+FFFD, as the standard's
        // decoder writes it.)
        if !chunk.invalid().is_empty() {
            out.push(Ch {
                c: '\u{FFFD}',
                at: at as u32,
                len: chunk.invalid().len() as u8,
                bad: true,
            });
            at += chunk.invalid().len();
        }
    }
    out
}

/// Characters through encoding_rs's decoder, fed a byte at a time: each character written is
/// the bytes read since the last one.
fn decoded_chars(bytes: &[u8], encoding: Encoding) -> Vec<Ch> {
    let mut decoder = encoding.reference().new_decoder_without_bom_handling();
    let mut out = Vec::with_capacity(bytes.len());
    let mut text = String::with_capacity(16);
    let mut pending = 0usize;
    for i in 0..=bytes.len() {
        let last = i == bytes.len();
        let src = if last { &[][..] } else { &bytes[i..=i] };
        let mut read_to = i;
        let mut src = src;
        loop {
            text.clear();
            text.reserve(16);
            let (result, read) = decoder.decode_to_string_without_replacement(src, &mut text, last);
            read_to += read;
            src = &src[read..];
            // (What it wrote came from the bytes since the last character.)
            for (k, c) in text.chars().enumerate() {
                let len = if k == 0 {
                    read_to.saturating_sub(pending)
                } else {
                    0
                };
                out.push(Ch {
                    c,
                    at: pending as u32,
                    len: len.min(255) as u8,
                    bad: false,
                });
                if k == 0 {
                    pending = read_to;
                }
            }
            match result {
                encoding_rs::DecoderResult::Malformed(bad, after) => {
                    let end = read_to - after as usize;
                    let from = end.saturating_sub(bad as usize).max(pending.min(end));
                    out.push(Ch {
                        c: '\u{FFFD}',
                        at: from as u32,
                        len: (end - from).clamp(1, 255) as u8,
                        bad: true,
                    });
                    pending = end;
                }
                encoding_rs::DecoderResult::InputEmpty => break,
                encoding_rs::DecoderResult::OutputFull => {}
            }
            if src.is_empty() && !matches!(result, encoding_rs::DecoderResult::OutputFull) {
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_character_knows_its_bytes_in_every_kind_of_encoding() {
        let ls = lines(b"caf\xC3\xA9 \xFF ok\r\nascii\n", 3, Encoding::Utf8);
        assert_eq!(ls.len(), 2);
        assert_eq!(ls[0].start, 3);
        let all = ls[0].decoded();
        let bad: Vec<_> = all.iter().filter(|c| c.bad).collect();
        assert_eq!((bad[0].at, bad[0].len), (6, 1));
        assert_eq!(ls[0].text(), "café \u{FFFD} ok");
        assert!(ls[1].is_ascii());
        // Shift_JIS: two bytes a kanji, one a half-width kana; a lead byte cut short.
        let sjis = lines(b"\x93\xFA\xB1a\x82", 0, Encoding::ShiftJis);
        let got: Vec<_> = sjis[0]
            .decoded()
            .iter()
            .map(|c| (c.c, c.at, c.len, c.bad))
            .collect();
        assert_eq!(
            got,
            [
                ('日', 0, 2, false),
                ('ｱ', 2, 1, false),
                ('a', 3, 1, false),
                ('\u{FFFD}', 4, 1, true)
            ]
        );
        // UTF-16LE: lines at the unit U+000A.
        let u: Vec<u8> = "é\nz"
            .encode_utf16()
            .flat_map(|u| u.to_le_bytes())
            .collect();
        let ls = lines(&u, 2, Encoding::Utf16Le);
        assert_eq!(ls.len(), 2);
        assert_eq!((ls[1].start, ls[1].text().as_str()), (6, "z"));
    }
}
