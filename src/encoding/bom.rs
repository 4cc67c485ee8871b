//! BOM sniffing (§ 6, "BOM sniff" and the 3-byte buffer of "decode"), and the byte order marks
//! and signatures the standard does not sniff.

use super::names::Encoding;
use crate::i18n::{tr, Lang};
use std::borrow::Cow;

/// The result of BOM sniffing the start of a stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sniff {
    /// The 3-byte buffer: the first (up to) three bytes, as "decode" reads them.
    pub buffer: Vec<u8>,
    /// The encoding the BOM selects, if the buffer starts with one of the three BOMs.
    pub bom: Option<Encoding>,
    /// How many bytes the BOM takes (3 for UTF-8, 2 for UTF-16, else 0).
    pub bom_length: usize,
    /// A signature of another encoding scheme that the standard does not sniff.
    pub other_signature: Option<&'static Signature>,
}

impl Sniff {
    /// The bytes of the buffer that go back to the stream ("prepend"/"restore" in the
    /// standard's 3-byte-buffer wording): all three when there is no BOM, the last one after a
    /// UTF-16 BOM, none after the UTF-8 BOM.
    pub fn restored(&self) -> &[u8] {
        &self.buffer[self.bom_length.min(self.buffer.len())..]
    }

    /// The encoding "decode" uses given the fallback (label) encoding: the BOM wins.
    pub fn decode_encoding(&self, fallback: Encoding) -> Encoding {
        self.bom.unwrap_or(fallback)
    }

    /// The BOM's name as JSON and the UI show it ("UTF-8", "UTF-16BE", "UTF-16LE").
    pub fn bom_name(&self) -> Option<&'static str> {
        self.bom.map(|e| e.name())
    }
}

/// "BOM sniff": peek at three bytes and match the table, first row first.
///
/// ```
/// use mojiscope::encoding::{bom::sniff, Encoding};
/// let s = sniff(b"\xFF\xFE\x00\x00"); // UTF-32LE's signature
/// assert_eq!((s.bom, s.bom_length), (Some(Encoding::Utf16Le), 2));
/// assert_eq!(s.restored(), [0x00]); // the third byte goes back to the stream
/// assert_eq!(s.other_signature.map(|g| g.name), Some("UTF-32LE"));
/// ```
pub fn sniff(start: &[u8]) -> Sniff {
    let buffer: Vec<u8> = start.iter().take(3).copied().collect();
    let (bom, bom_length) = if buffer.starts_with(&[0xEF, 0xBB, 0xBF]) {
        (Some(Encoding::Utf8), 3)
    } else if buffer.starts_with(&[0xFE, 0xFF]) {
        (Some(Encoding::Utf16Be), 2)
    } else if buffer.starts_with(&[0xFF, 0xFE]) {
        (Some(Encoding::Utf16Le), 2)
    } else {
        (None, 0)
    };
    Sniff {
        buffer,
        bom,
        bom_length,
        other_signature: other_signature(start),
    }
}

/// A byte order mark or signature of an encoding scheme that the Encoding Standard does not
/// support or does not sniff.
#[derive(Debug, PartialEq, Eq)]
pub struct Signature {
    pub name: &'static str,
    /// The signature's bytes; for UTF-7 the fourth byte is one of `fourth`.
    pub bytes: &'static [u8],
    pub fourth: &'static [u8],
    /// The message that says what the standard does with these bytes instead.
    instead: &'static str,
}

impl Signature {
    pub fn matches(&self, start: &[u8]) -> bool {
        start.starts_with(self.bytes)
            && (self.fourth.is_empty()
                || start
                    .get(self.bytes.len())
                    .is_some_and(|b| self.fourth.contains(b)))
    }

    /// What the standard does with these bytes instead, in `lang`.
    pub fn instead(&self, lang: Lang) -> Cow<'static, str> {
        tr(lang, self.instead)
    }

    /// The signature's length in bytes.
    pub fn len(&self) -> usize {
        self.bytes.len() + (!self.fourth.is_empty()) as usize
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// "2B 2F 76 38|39|2B|2F".
    pub fn pattern(&self) -> String {
        let mut s: Vec<String> = self.bytes.iter().map(|b| format!("{b:02X}")).collect();
        if !self.fourth.is_empty() {
            s.push(
                self.fourth
                    .iter()
                    .map(|b| format!("{b:02X}"))
                    .collect::<Vec<_>>()
                    .join("|"),
            );
        }
        s.join(" ")
    }
}

/// The signatures the standard ignores. UTF-32LE comes first: it starts with the UTF-16LE BOM.
pub static SIGNATURES: [Signature; 8] = [
    Signature {
        name: "UTF-32LE",
        bytes: &[0xFF, 0xFE, 0x00, 0x00],
        fourth: &[],
        instead: "bom-signature-utf-32le",
    },
    Signature {
        name: "UTF-32BE",
        bytes: &[0x00, 0x00, 0xFE, 0xFF],
        fourth: &[],
        instead: "bom-signature-utf-32be",
    },
    Signature {
        name: "UTF-7",
        bytes: &[0x2B, 0x2F, 0x76],
        fourth: &[0x38, 0x39, 0x2B, 0x2F],
        instead: "bom-signature-utf-7",
    },
    Signature {
        name: "UTF-1",
        bytes: &[0xF7, 0x64, 0x4C],
        fourth: &[],
        instead: "bom-signature-utf-1",
    },
    Signature {
        name: "UTF-EBCDIC",
        bytes: &[0xDD, 0x73, 0x66, 0x73],
        fourth: &[],
        instead: "bom-signature-utf-ebcdic",
    },
    Signature {
        name: "SCSU",
        bytes: &[0x0E, 0xFE, 0xFF],
        fourth: &[],
        instead: "bom-signature-scsu",
    },
    Signature {
        name: "BOCU-1",
        bytes: &[0xFB, 0xEE, 0x28],
        fourth: &[],
        instead: "bom-signature-bocu-1",
    },
    Signature {
        name: "GB-18030",
        bytes: &[0x84, 0x31, 0x95, 0x33],
        fourth: &[],
        instead: "bom-signature-gb-18030",
    },
];

/// The signature the stream starts with, if any.
pub fn other_signature(start: &[u8]) -> Option<&'static Signature> {
    SIGNATURES.iter().find(|s| s.matches(start))
}

/// The three BOMs the standard sniffs, as (encoding, bytes).
pub const BOMS: [(Encoding, &[u8]); 3] = [
    (Encoding::Utf8, &[0xEF, 0xBB, 0xBF]),
    (Encoding::Utf16Be, &[0xFE, 0xFF]),
    (Encoding::Utf16Le, &[0xFF, 0xFE]),
];
