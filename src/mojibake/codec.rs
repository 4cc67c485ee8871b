//! What a repair step encodes with and decodes with: one of the standard's encodings, or
//! isomorphic decode (Infra's "isomorphic decode": each byte becomes the code point of its
//! value; what Python's latin-1, Java's ISO-8859-1 and HTTP header parsers do, and how C1
//! controls get into text). Encoding and decoding here are strict: a character the encoder
//! cannot encode, or bytes the decoder calls an error, end the step. The bulk work is
//! encoding_rs's; which bytes stand behind which character is our own decoders' (see
//! [`super::repair::explain`]).

use crate::encoding::{get_encoding, Encoding, Family};
use encoding_rs::EncoderResult;

/// A decoder (and its encoder) a repair step names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Codec {
    Encoding(Encoding),
    /// Isomorphic decode and encode: bytes 00–FF are U+0000–U+00FF.
    Isomorphic,
}

impl Codec {
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
        }
    }

    /// A label of the standard, or "isomorphic" (also "latin1-isomorphic").
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::mojibake::codec::Codec;
    /// assert_eq!(Codec::parse("latin1"), Some(Codec::Encoding(Encoding::Windows1252)));
    /// assert_eq!(Codec::parse("Isomorphic"), Some(Codec::Isomorphic));
    /// assert_eq!(Codec::parse("utf-9"), None);
    /// ```
    pub fn parse(label: &str) -> Option<Codec> {
        let t = label.trim();
        if t.eq_ignore_ascii_case("isomorphic") || t.eq_ignore_ascii_case("latin1-isomorphic") {
            return Some(Codec::Isomorphic);
        }
        get_encoding(t).ok().map(Codec::Encoding)
    }

    /// Whether ASCII bytes are ASCII characters both ways, and no other character uses them
    /// except as a trail byte (everything but UTF-16 and ISO-2022-JP).
    pub fn ascii_compatible(self) -> bool {
        match self {
            Codec::Isomorphic => true,
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
            Codec::Isomorphic => text
                .chars()
                .map(|c| u8::try_from(c as u32).ok())
                .collect::<Option<Vec<u8>>>(),
            Codec::Encoding(e) => {
                if !e.has_encoder() {
                    return None;
                }
                if e == Encoding::Utf8 {
                    return Some(text.as_bytes().to_vec());
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
    pub fn decode(self, bytes: &[u8]) -> Option<String> {
        match self {
            Codec::Isomorphic => Some(bytes.iter().map(|&b| b as char).collect()),
            Codec::Encoding(Encoding::Replacement) => None,
            Codec::Encoding(e) => e
                .reference()
                .decode_without_bom_handling_and_without_replacement(bytes)
                .map(|t| t.into_owned()),
        }
    }
}

impl std::fmt::Display for Codec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
