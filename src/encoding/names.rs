//! Encodings, their names and labels (§ Names and labels), and "get an encoding".

use super::tables;

/// The 40 encodings of the Encoding Standard, in the order of `encodings.json`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Encoding {
    Utf8,
    Ibm866,
    Iso8859_2,
    Iso8859_3,
    Iso8859_4,
    Iso8859_5,
    Iso8859_6,
    Iso8859_7,
    Iso8859_8,
    Iso8859_8I,
    Iso8859_10,
    Iso8859_13,
    Iso8859_14,
    Iso8859_15,
    Iso8859_16,
    Koi8R,
    Koi8U,
    Macintosh,
    Windows874,
    Windows1250,
    Windows1251,
    Windows1252,
    Windows1253,
    Windows1254,
    Windows1255,
    Windows1256,
    Windows1257,
    Windows1258,
    XMacCyrillic,
    Gbk,
    Gb18030,
    Big5,
    EucJp,
    Iso2022Jp,
    ShiftJis,
    EucKr,
    Replacement,
    Utf16Be,
    Utf16Le,
    XUserDefined,
}

/// Which decoder (and encoder) algorithm an encoding uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    Utf8,
    /// The shared UTF-16 decoder; `true` for UTF-16BE.
    Utf16 {
        big_endian: bool,
    },
    /// The single-byte decoder with the index at this position of `SINGLE_BYTE_NAMES`.
    SingleByte(usize),
    /// The gb18030 decoder; `true` for GBK (whose encoder has "is GBK" set).
    Gb18030 {
        gbk: bool,
    },
    Big5,
    EucJp,
    Iso2022Jp,
    ShiftJis,
    EucKr,
    Replacement,
    XUserDefined,
}

impl Encoding {
    pub const ALL: [Encoding; 40] = [
        Encoding::Utf8,
        Encoding::Ibm866,
        Encoding::Iso8859_2,
        Encoding::Iso8859_3,
        Encoding::Iso8859_4,
        Encoding::Iso8859_5,
        Encoding::Iso8859_6,
        Encoding::Iso8859_7,
        Encoding::Iso8859_8,
        Encoding::Iso8859_8I,
        Encoding::Iso8859_10,
        Encoding::Iso8859_13,
        Encoding::Iso8859_14,
        Encoding::Iso8859_15,
        Encoding::Iso8859_16,
        Encoding::Koi8R,
        Encoding::Koi8U,
        Encoding::Macintosh,
        Encoding::Windows874,
        Encoding::Windows1250,
        Encoding::Windows1251,
        Encoding::Windows1252,
        Encoding::Windows1253,
        Encoding::Windows1254,
        Encoding::Windows1255,
        Encoding::Windows1256,
        Encoding::Windows1257,
        Encoding::Windows1258,
        Encoding::XMacCyrillic,
        Encoding::Gbk,
        Encoding::Gb18030,
        Encoding::Big5,
        Encoding::EucJp,
        Encoding::Iso2022Jp,
        Encoding::ShiftJis,
        Encoding::EucKr,
        Encoding::Replacement,
        Encoding::Utf16Be,
        Encoding::Utf16Le,
        Encoding::XUserDefined,
    ];

    /// The encoding's name as the standard writes it ("UTF-8", "Shift_JIS", "windows-1252").
    pub fn name(self) -> &'static str {
        tables::ENCODING_NAMES[self as usize]
    }

    /// The same encoding in encoding_rs, the reference implementation (used for bulk work
    /// and as the reference the tests compare against).
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// for e in Encoding::ALL {
    ///     assert_eq!(e.reference().name(), e.name());
    ///     assert_eq!(Encoding::from_reference(e.reference()), e);
    /// }
    /// ```
    pub fn reference(self) -> &'static encoding_rs::Encoding {
        static TABLE: std::sync::OnceLock<Vec<&'static encoding_rs::Encoding>> =
            std::sync::OnceLock::new();
        let table = TABLE.get_or_init(|| {
            Encoding::ALL
                .iter()
                .map(|e| match e {
                    // "replacement" is the encoding's name but none of its labels.
                    Encoding::Replacement => encoding_rs::REPLACEMENT,
                    e => encoding_rs::Encoding::for_label(e.name().as_bytes())
                        .unwrap_or(encoding_rs::UTF_8),
                })
                .collect()
        });
        table[self as usize]
    }

    /// The encoding for one of encoding_rs's (they are the same 40).
    pub fn from_reference(rs: &'static encoding_rs::Encoding) -> Encoding {
        Encoding::ALL
            .into_iter()
            .find(|e| e.name() == rs.name())
            .unwrap_or(Encoding::Utf8)
    }

    /// What TextDecoder's `encoding` getter returns: the name, ASCII lowercased.
    pub fn lowercase_name(self) -> String {
        self.name().to_ascii_lowercase()
    }

    pub fn family(self) -> Family {
        use Encoding::*;
        match self {
            Utf8 => Family::Utf8,
            Utf16Be => Family::Utf16 { big_endian: true },
            Utf16Le => Family::Utf16 { big_endian: false },
            Gbk => Family::Gb18030 { gbk: true },
            Gb18030 => Family::Gb18030 { gbk: false },
            Big5 => Family::Big5,
            EucJp => Family::EucJp,
            Iso2022Jp => Family::Iso2022Jp,
            ShiftJis => Family::ShiftJis,
            EucKr => Family::EucKr,
            Replacement => Family::Replacement,
            XUserDefined => Family::XUserDefined,
            single => Family::SingleByte(single as usize - Ibm866 as usize),
        }
    }

    /// Every label of this encoding, lowercase, in alphabetical order.
    pub fn labels(self) -> impl Iterator<Item = &'static str> {
        tables::LABELS
            .iter()
            .filter(move |(_, i)| *i as usize == self as usize)
            .map(|(l, _)| *l)
    }

    /// "get an output encoding": replacement, UTF-16BE and UTF-16LE encode as UTF-8.
    pub fn output_encoding(self) -> Encoding {
        match self {
            Encoding::Replacement | Encoding::Utf16Be | Encoding::Utf16Le => Encoding::Utf8,
            e => e,
        }
    }

    /// Whether the encoding has an encoder (all but replacement, UTF-16BE and UTF-16LE).
    pub fn has_encoder(self) -> bool {
        self.output_encoding() == self
    }

    /// Whether the encoding is one of the three that BOM sniffing can select.
    pub fn is_unicode(self) -> bool {
        matches!(self, Encoding::Utf8 | Encoding::Utf16Be | Encoding::Utf16Le)
    }
}

impl std::fmt::Display for Encoding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The answer of "get an encoding" for a label it does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLabel(pub String);

impl std::fmt::Display for UnknownLabel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown encoding label {:?}", self.0)
    }
}

impl std::error::Error for UnknownLabel {}

/// "get an encoding": remove leading and trailing ASCII whitespace, then match the labels
/// ASCII case-insensitively.
///
/// ```
/// use mojiscope::encoding::{get_encoding, Encoding};
/// assert_eq!(get_encoding(" Latin1\n").unwrap(), Encoding::Windows1252);
/// assert_eq!(get_encoding("sjis").unwrap(), Encoding::ShiftJis);
/// assert!(get_encoding("utf-9").is_err());
/// ```
pub fn get_encoding(label: &str) -> Result<Encoding, UnknownLabel> {
    // ASCII whitespace is U+0009 TAB, U+000A LF, U+000C FF, U+000D CR, or U+0020 SPACE.
    let is_ascii_whitespace = |c: char| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ');
    let trimmed = label.trim_matches(is_ascii_whitespace);
    let lower = trimmed.to_ascii_lowercase();
    tables::LABELS
        .binary_search_by(|(l, _)| (*l).cmp(lower.as_str()))
        .map(|i| Encoding::ALL[tables::LABELS[i].1 as usize])
        .map_err(|_| UnknownLabel(label.to_string()))
}
