//! What a repair step encodes with and decodes with: one of the standard's encodings, or
//! isomorphic decode (Infra's "isomorphic decode": each byte becomes the code point of its
//! value; what Python's latin-1, Java's ISO-8859-1 and HTTP header parsers do, and how C1
//! controls get into text), CESU-8 (UTF-8 whose characters above U+FFFF are written as two
//! surrogate halves of three bytes each: Java's modified UTF-8 and MySQL's 3-byte `utf8` make
//! it), and the DOS code pages that Windows consoles and ZIP file names still misread UTF-8
//! with (code pages 437, 850 and 852: not in the standard, so only ever the wrong reading a
//! repair undoes, never a decoding offered for a document). Encoding and decoding here are
//! strict: a character the encoder cannot encode, or bytes the decoder calls an error, end the
//! step. The bulk work is encoding_rs's; which bytes stand behind which character is our own
//! decoders' (see [`super::repair::explain`]).

use crate::encoding::{get_encoding, tables, Encoding, Family};
use encoding_rs::EncoderResult;

/// A decoder (and its encoder) a repair step names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Codec {
    Encoding(Encoding),
    /// Isomorphic decode and encode: bytes 00–FF are U+0000–U+00FF.
    Isomorphic,
    /// UTF-8 with each character above U+FFFF written as its two UTF-16 surrogates, three
    /// bytes each (and `C0 80` read as U+0000, as Java's modified UTF-8 writes it).
    Cesu8,
    /// A DOS code page outside the standard: a culprit only.
    Dos(DosPage),
}

/// The DOS code pages a repair knows as culprits. Their tables come from the `oem_cp` crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DosPage {
    /// The original IBM PC code page: box drawing, the US and Western European letters.
    Cp437,
    /// DOS Latin 1, Western Europe's console code page.
    Cp850,
    /// DOS Latin 2, Central Europe's console code page.
    Cp852,
}

impl DosPage {
    pub const ALL: [DosPage; 3] = [DosPage::Cp437, DosPage::Cp850, DosPage::Cp852];

    /// Characters of bytes 80–FF.
    fn high(self) -> &'static [char; 128] {
        match self {
            DosPage::Cp437 => &oem_cp::code_table::DECODING_TABLE_CP437,
            DosPage::Cp850 => &oem_cp::code_table::DECODING_TABLE_CP850,
            DosPage::Cp852 => &oem_cp::code_table::DECODING_TABLE_CP852,
        }
    }

    /// The character of byte `b`.
    pub fn char_of(self, b: u8) -> char {
        if b < 0x80 {
            b as char
        } else {
            self.high()[(b - 0x80) as usize]
        }
    }

    /// The byte of `c`, if the page has it.
    pub fn byte_of(self, c: char) -> Option<u8> {
        if c.is_ascii() {
            return Some(c as u8);
        }
        self.high()
            .iter()
            .position(|&x| x == c)
            .map(|i| 0x80 + i as u8)
    }

    /// The page that reads most bytes as this one does, the other's usual stand-in: cp437 and
    /// cp850 share their letters and part on the rest (`¥` is 9D in cp437, BE in cp850).
    pub fn sibling(self) -> Option<DosPage> {
        match self {
            DosPage::Cp437 => Some(DosPage::Cp850),
            DosPage::Cp850 => Some(DosPage::Cp437),
            DosPage::Cp852 => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DosPage::Cp437 => "cp437",
            DosPage::Cp850 => "cp850",
            DosPage::Cp852 => "cp852",
        }
    }
}

impl Codec {
    /// Whether the decoder accepts any byte sequence (single-byte ones, isomorphic): a clean
    /// decode there is no evidence.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// assert!(Codec::Encoding(Encoding::Koi8R).accepts_any_bytes());
    /// assert!(!Codec::Encoding(Encoding::ShiftJis).accepts_any_bytes());
    /// ```
    pub fn accepts_any_bytes(self) -> bool {
        match self {
            Codec::Isomorphic | Codec::Dos(_) => true,
            Codec::Cesu8 => false,
            Codec::Encoding(e) => matches!(e.family(), Family::SingleByte(_)),
        }
    }

    /// The byte a code page of one byte a character writes `c` as, as [`Codec::encode`]
    /// writes it (None where it has none, or the codec writes characters otherwise).
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// assert_eq!(Codec::Encoding(Encoding::Windows1252).single_byte('é'), Some(0xE9));
    /// assert_eq!(Codec::Encoding(Encoding::Windows1252).single_byte('ж'), None);
    /// assert_eq!(Codec::Isomorphic.single_byte('\u{85}'), Some(0x85));
    /// assert_eq!(Codec::Encoding(Encoding::Utf8).single_byte('a'), None);
    /// ```
    pub fn single_byte(self, c: char) -> Option<u8> {
        match self {
            Codec::Isomorphic => u8::try_from(c as u32).ok(),
            Codec::Dos(p) => p.byte_of(c),
            Codec::Encoding(e) => match (e.family(), c as u32) {
                (Family::SingleByte(_), cp @ 0..0x80) => Some(cp as u8),
                (Family::SingleByte(i), cp) => {
                    tables::index_pointer(tables::SINGLE_BYTE_ENCODE[i], cp)
                        .map(|p| (p + 0x80) as u8)
                }
                _ => None,
            },
            Codec::Cesu8 => None,
        }
    }

    /// `text` written by a code page of one byte a character, a character at a time (the
    /// search encodes every reading with each of them); None at a character it has no byte for.
    fn byte_each(self, text: &str) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(text.len());
        for c in text.chars() {
            out.push(self.single_byte(c)?);
        }
        Some(out)
    }

    /// The name a step shows: the encoding's name, or "isomorphic".
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// assert_eq!(Codec::Encoding(Encoding::Windows1252).name(), "windows-1252");
    /// assert_eq!(Codec::Isomorphic.name(), "isomorphic");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Codec::Encoding(e) => e.name(),
            Codec::Isomorphic => "isomorphic",
            Codec::Cesu8 => "CESU-8",
            Codec::Dos(p) => p.name(),
        }
    }

    /// A label of the standard, or "isomorphic" (also "latin1-isomorphic"), "cesu-8" (also
    /// "mutf-8", Java's modified UTF-8), "cp437", "cp850" or "cp852".
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::{Codec, DosPage};
    /// assert_eq!(Codec::parse("latin1"), Some(Codec::Encoding(Encoding::Windows1252)));
    /// assert_eq!(Codec::parse("Isomorphic"), Some(Codec::Isomorphic));
    /// assert_eq!(Codec::parse("CESU-8"), Some(Codec::Cesu8));
    /// assert_eq!(Codec::parse("cp437"), Some(Codec::Dos(DosPage::Cp437)));
    /// assert_eq!(Codec::parse("utf-9"), None);
    /// ```
    pub fn parse(label: &str) -> Option<Codec> {
        let t = label.trim();
        let is = |names: &[&str]| names.iter().any(|n| t.eq_ignore_ascii_case(n));
        if is(&["isomorphic", "latin1-isomorphic"]) {
            return Some(Codec::Isomorphic);
        }
        if is(&["cesu-8", "cesu8", "mutf-8", "mutf8"]) {
            return Some(Codec::Cesu8);
        }
        if let Some(p) = DosPage::ALL
            .into_iter()
            .find(|p| is(&[p.name(), &p.name().replace("cp", "ibm")]))
        {
            return Some(Codec::Dos(p));
        }
        get_encoding(t).ok().map(Codec::Encoding)
    }

    /// Whether ASCII bytes are ASCII characters both ways, and no other character uses them
    /// except as a trail byte (everything but UTF-16 and ISO-2022-JP).
    pub fn ascii_compatible(self) -> bool {
        match self {
            Codec::Isomorphic | Codec::Cesu8 | Codec::Dos(_) => true,
            Codec::Encoding(e) => !matches!(
                e.family(),
                Family::Utf16 { .. } | Family::Iso2022Jp | Family::Replacement
            ),
        }
    }

    /// The bytes of `text`, or None if a character has no bytes here (no encoder, or a
    /// character the encoder reports as an error).
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// let w1252 = Codec::Encoding(Encoding::Windows1252);
    /// assert_eq!(w1252.encode("Ã©"), Some(vec![0xC3, 0xA9]));
    /// assert_eq!(w1252.encode("Ж"), None);
    /// assert_eq!(Codec::Isomorphic.encode("\u{93}"), Some(vec![0x93]));
    /// ```
    pub fn encode(self, text: &str) -> Option<Vec<u8>> {
        match self {
            Codec::Isomorphic | Codec::Dos(_) => self.byte_each(text),
            Codec::Cesu8 => {
                let mut out = Vec::with_capacity(text.len() + 8);
                for c in text.chars() {
                    if (c as u32) < 0x10000 {
                        let mut buf = [0u8; 4];
                        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                    } else {
                        let mut units = [0u16; 2];
                        for &u in c.encode_utf16(&mut units).iter() {
                            out.extend_from_slice(&[
                                0xE0 | (u >> 12) as u8,
                                0x80 | ((u >> 6) & 0x3F) as u8,
                                0x80 | (u & 0x3F) as u8,
                            ]);
                        }
                    }
                }
                Some(out)
            }
            Codec::Encoding(e) => {
                if !e.has_encoder() {
                    return None;
                }
                if e == Encoding::Utf8 {
                    return Some(text.as_bytes().to_vec());
                }
                if let Family::SingleByte(_) = e.family() {
                    return self.byte_each(text);
                }
                let mut encoder = e.reference().new_encoder();
                let cap = encoder
                    .max_buffer_length_from_utf8_without_replacement(text.len())
                    .unwrap_or(text.len() * 4 + 16);
                let mut out = vec![0u8; cap];
                let (result, read, written) =
                    encoder.encode_from_utf8_without_replacement(text, &mut out, true);
                match result {
                    EncoderResult::InputEmpty if read == text.len() => {
                        out.truncate(written);
                        Some(out)
                    }
                    _ => None,
                }
            }
        }
    }

    /// The text of `bytes`, the decoder alone (no BOM sniffing), or None at the first error.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// assert_eq!(Codec::Encoding(Encoding::Utf8).decode(&[0xC3, 0xA9]).as_deref(), Some("é"));
    /// assert_eq!(Codec::Encoding(Encoding::Utf8).decode(&[0xC3]), None);
    /// // The decoder alone: a BOM is U+FEFF, not dropped.
    /// assert_eq!(Codec::Encoding(Encoding::Utf8).decode(b"\xEF\xBB\xBFa").as_deref(), Some("\u{FEFF}a"));
    /// ```
    /// The one character a byte is on its own, where it is one (None: an error, or not one
    /// character alone). A single-byte encoding's is read from its index.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// assert_eq!(Codec::Encoding(Encoding::Windows1251).char_of_byte(0xC6), Some('Ж'));
    /// // The standard's windows-1252 reads 81 as the C1 control; windows-1253 has no AA.
    /// assert_eq!(Codec::Encoding(Encoding::Windows1252).char_of_byte(0x81), Some('\u{81}'));
    /// assert_eq!(Codec::Encoding(Encoding::Windows1253).char_of_byte(0xAA), None);
    /// ```
    pub fn char_of_byte(self, b: u8) -> Option<char> {
        match self {
            Codec::Isomorphic => Some(b as char),
            Codec::Dos(p) => Some(p.char_of(b)),
            Codec::Encoding(e) => match e.family() {
                Family::SingleByte(i) => single_byte_char(i, b),
                _ => self.decode(&[b]).and_then(|s| {
                    let mut it = s.chars();
                    it.next().filter(|_| it.next().is_none())
                }),
            },
            Codec::Cesu8 => (b < 0x80).then_some(b as char),
        }
    }

    pub fn decode(self, bytes: &[u8]) -> Option<String> {
        match self {
            Codec::Isomorphic => single_bytes(bytes, |b| Some(b as char)),
            Codec::Dos(p) => single_bytes(bytes, |b| Some(p.char_of(b))),
            Codec::Cesu8 => cesu8_units(bytes)
                .map(|u| u.map(|(c, _)| c))
                .collect::<Option<String>>(),
            Codec::Encoding(Encoding::Replacement) => None,
            Codec::Encoding(e) => match e.family() {
                // (A single-byte decoder's characters come from its index: the search decodes
                // every reading with each of them.)
                Family::SingleByte(i) => single_bytes(bytes, |b| single_byte_char(i, b)),
                _ => e
                    .reference()
                    .decode_without_bom_handling_and_without_replacement(bytes)
                    .map(|t| t.into_owned()),
            },
        }
    }
}

/// `bytes` decoded a byte a character by `char_of` (None where it has none for one), in a
/// string made as long as it will be at most at once: a byte beyond ASCII is a character of
/// the Basic Multilingual Plane, three bytes of UTF-8 at most.
fn single_bytes(bytes: &[u8], char_of: impl Fn(u8) -> Option<char>) -> Option<String> {
    let high = bytes.iter().filter(|&&b| b >= 0x80).count();
    let mut out = String::with_capacity(bytes.len() + 2 * high);
    for &b in bytes {
        out.push(char_of(b)?);
    }
    Some(out)
}

/// The characters of CESU-8 `bytes` with the length of the bytes behind each; None for an
/// error (the iterator ends after it).
///
/// ```
/// use mojiscope::mojibake::codec::cesu8_units;
/// let units: Vec<_> = cesu8_units(b"a\xED\xA0\xBD\xED\xB8\x8D\xC0\x80").collect();
/// assert_eq!(units, [Some(('a', 1)), Some(('😍', 6)), Some(('\0', 2))]);
/// assert_eq!(cesu8_units(b"\xED\xA0\xBD").last(), Some(None));
/// ```
pub fn cesu8_units(bytes: &[u8]) -> impl Iterator<Item = Option<(char, usize)>> + '_ {
    let mut at = 0;
    let mut failed = false;
    std::iter::from_fn(move || {
        if failed || at >= bytes.len() {
            return None;
        }
        let rest = &bytes[at..];
        // A surrogate half: ED A0–BF xx.
        let half = |b: &[u8]| -> Option<u32> {
            (b.len() >= 3 && b[0] == 0xED && (0xA0..=0xBF).contains(&b[1]) && b[2] & 0xC0 == 0x80)
                .then(|| 0xD000 | ((b[1] as u32 & 0x3F) << 6) | (b[2] as u32 & 0x3F))
        };
        let unit = if rest.starts_with(&[0xC0, 0x80]) {
            Some(('\0', 2))
        } else if let Some(hi) = half(rest) {
            match half(&rest[3..]) {
                Some(lo) if hi < 0xDC00 && lo >= 0xDC00 => {
                    char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)).map(|c| (c, 6))
                }
                _ => None,
            }
        } else {
            let n = match rest[0] {
                0x00..=0x7F => 1,
                0xC2..=0xDF => 2,
                0xE0..=0xEF => 3,
                _ => 0,
            };
            // Four-byte sequences are not CESU-8: its characters above U+FFFF are pairs.
            (n > 0 && rest.len() >= n)
                .then(|| std::str::from_utf8(&rest[..n]).ok())
                .flatten()
                .and_then(|s| s.chars().next())
                .map(|c| (c, n))
        };
        match unit {
            Some((c, n)) => {
                at += n;
                Some(Some((c, n)))
            }
            None => {
                failed = true;
                Some(None)
            }
        }
    })
}

impl std::fmt::Display for Codec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The character of byte `b` in single-byte encoding `i` (the standard's single-byte decoder:
/// ASCII as itself, the rest from its index), or None where the index has none.
#[inline]
fn single_byte_char(i: usize, b: u8) -> Option<char> {
    match b {
        0..0x80 => Some(b as char),
        _ => tables::index_code_point(&tables::SINGLE_BYTE_DECODE[i], (b - 0x80) as usize)
            .and_then(char::from_u32),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// CESU-8 gives back any text it wrote, and where its bytes hold no surrogate half and
        /// no `C0 80` it reads them as encoding_rs's UTF-8 decoder does.
        #[test]
        fn cesu8_round_trips_and_agrees_with_utf8(text in "\\PC*", bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            let written = Codec::Cesu8.encode(&text).unwrap();
            prop_assert_eq!(Codec::Cesu8.decode(&written), Some(text.clone()));
            if text.chars().all(|c| (c as u32) < 0x10000) {
                prop_assert_eq!(&written, &text.as_bytes().to_vec());
            }
            let plain = !bytes.windows(2).any(|w| (w[0] == 0xED && w[1] >= 0xA0) || w == [0xC0, 0x80])
                && !bytes.iter().any(|&b| b >= 0xF0);
            if plain {
                let reference = encoding_rs::UTF_8
                    .decode_without_bom_handling_and_without_replacement(&bytes)
                    .map(|t| t.into_owned());
                prop_assert_eq!(Codec::Cesu8.decode(&bytes), reference);
            }
        }

        /// A DOS code page gives back any byte it read.
        #[test]
        fn dos_pages_round_trip(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
            for p in DosPage::ALL {
                let text = Codec::Dos(p).decode(&bytes).unwrap();
                prop_assert_eq!(Codec::Dos(p).encode(&text), Some(bytes.clone()));
            }
        }
    }

    /// The single-byte code pages read and write through their own indexes, as encoding_rs
    /// does: every byte alone and all 256 together, every character of the Basic Multilingual
    /// Plane alone, and a text of every character the page has.
    #[test]
    fn single_byte_pages_agree_with_encoding_rs() {
        for e in Encoding::ALL {
            if !matches!(e.family(), Family::SingleByte(_)) {
                continue;
            }
            let codec = Codec::Encoding(e);
            let reference = e.reference();
            let theirs = |bytes: &[u8]| {
                reference
                    .decode_without_bom_handling_and_without_replacement(bytes)
                    .map(|t| t.into_owned())
            };
            let all: Vec<u8> = (0..=255).collect();
            assert_eq!(codec.decode(&all), theirs(&all), "{e:?}");
            let mut every = String::new();
            for b in 0..=255u8 {
                assert_eq!(codec.decode(&[b]), theirs(&[b]), "{e:?} byte {b:02X}");
                if let Some(t) = theirs(&[b]) {
                    every.push_str(&t);
                }
            }
            let encoded = |text: &str| {
                let mut enc = reference.new_encoder();
                let mut out = vec![0u8; text.len() * 4 + 16];
                let (r, read, written) =
                    enc.encode_from_utf8_without_replacement(text, &mut out, true);
                (r == EncoderResult::InputEmpty && read == text.len())
                    .then(|| out[..written].to_vec())
            };
            assert_eq!(codec.encode(&every), encoded(&every), "{e:?}");
            for cp in (0..=0xFFFF).filter_map(char::from_u32) {
                let text = cp.to_string();
                assert_eq!(
                    codec.encode(&text),
                    encoded(&text),
                    "{e:?} U+{:04X}",
                    cp as u32
                );
            }
        }
    }
}
