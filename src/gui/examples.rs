//! The Examples gallery: small built-in samples (in `assets/examples/`) for teaching, each with
//! the settings it opens with and a two-line explanation.

use crate::encoding::{DecodeOp, Encoding};

pub struct Example {
    pub title: &'static str,
    pub file: &'static str,
    pub bytes: &'static [u8],
    pub encoding: Encoding,
    pub op: DecodeOp,
    /// TextDecoder stream chunk sizes.
    pub chunks: &'static [u64],
    /// Two lines: what the bytes are, and what to look at.
    pub explanation: [&'static str; 2],
    /// The panel it opens in front, if not the one in front already.
    pub panel: Option<super::panel_id::PanelId>,
}

macro_rules! asset {
    ($name:literal) => {
        include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/examples/",
            $name
        ))
    };
}

pub static EXAMPLES: [Example; 14] = [
    Example {
        title: "a and 字 in UTF-8",
        file: "01-a-and-zi.txt",
        bytes: asset!("01-a-and-zi.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "U+0061 a is ASCII: one byte, 61. U+5B57 字 needs 16 bits: three bytes E5 AD 97.",
            "The lead 1110xxxx says \"two more follow\"; each 10xxxxxx carries 6 bits. Step through it.",
        ],
        panel: None,
    },
    Example {
        title: "UTF-8 BOM beats the label",
        file: "02-utf8-bom.txt",
        bytes: asset!("02-utf8-bom.txt"),
        encoding: Encoding::Windows1252,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "The label says windows-1252, but the file starts with EF BB BF, the UTF-8 BOM.",
            "decode sniffs it first: the BOM wins, so café comes out right (as windows-1252 the BOM would read ï»¿).",
        ],
        panel: None,
    },
    Example {
        title: "UTF-16BE BOM beats the label",
        file: "03-utf16be-bom.txt",
        bytes: asset!("03-utf16be-bom.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "FE FF is the UTF-16BE BOM: decode switches to UTF-16BE whatever the label (here utf-8).",
            "Each character is two bytes, high byte first: 00 48 is H. The third buffered byte goes back to the stream.",
        ],
        panel: None,
    },
    Example {
        title: "UTF-16LE BOM beats the label",
        file: "04-utf16le-bom.txt",
        bytes: asset!("04-utf16le-bom.txt"),
        encoding: Encoding::Windows1252,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "FF FE is the UTF-16LE BOM: decode uses UTF-16LE although the label is windows-1252.",
            "Low byte first: 48 00 is H. Read as windows-1252 the BOM alone would be ÿþ.",
        ],
        panel: None,
    },
    Example {
        title: "A leading ZWNBSP lost on a UTF-8 round trip",
        file: "05-zwnbsp-lost.txt",
        bytes: asset!("05-zwnbsp-lost.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Utf8Decode,
        chunks: &[],
        explanation: [
            "This text began with U+FEFF ZERO WIDTH NO-BREAK SPACE; UTF-8 encode wrote it as EF BB BF.",
            "UTF-8 decode takes those bytes for a BOM and drops them: the character is gone. Try \"UTF-8 decode without BOM\".",
        ],
        panel: None,
    },
    Example {
        title: "Overlong C0 80 (Java's modified UTF-8)",
        file: "06-java-c0-80.txt",
        bytes: asset!("06-java-c0-80.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "Java's modified UTF-8 writes U+0000 as C0 80, a two-byte (overlong) form of a one-byte character.",
            "C0 can never start a sequence in UTF-8, and 80 alone is a stray continuation byte: two U+FFFD.",
        ],
        panel: None,
    },
    Example {
        title: "A CESU-8 surrogate pair",
        file: "07-cesu8-pair.txt",
        bytes: asset!("07-cesu8-pair.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "CESU-8 writes U+1F600 😀 as its UTF-16 surrogates D83D DE00, each as a 3-byte sequence: ED A0 BD ED B8 80.",
            "UTF-8 has no surrogates (ED's upper boundary is 9F): six U+FFFD. UTF-8 proper is F0 9F 98 80.",
        ],
        panel: None,
    },
    Example {
        title: "A 4-byte character cut by MySQL utf8mb3",
        file: "08-mysql-utf8mb3.txt",
        bytes: asset!("08-mysql-utf8mb3.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "MySQL's \"utf8\" (utf8mb3) keeps at most 3 bytes per character: 🍕 F0 9F 8D 95 lost its last byte.",
            "The decoder waits for a fourth continuation byte, gets a space: one U+FFFD, and the space is handled again.",
        ],
        panel: None,
    },
    Example {
        title: "UTF-32 sniffed as UTF-16LE",
        file: "09-utf32-as-utf16le.txt",
        bytes: asset!("09-utf32-as-utf16le.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "FF FE 00 00 is the UTF-32LE BOM, but the standard knows no UTF-32: it sees FF FE, the UTF-16LE BOM.",
            "The rest decodes as UTF-16LE: U+0000, H, U+0000, i, U+0000 — a NUL after every character.",
        ],
        panel: None,
    },
    Example {
        title: "Shift_JIS read as windows-1252",
        file: "10-shift-jis-as-1252.txt",
        bytes: asset!("10-shift-jis-as-1252.txt"),
        encoding: Encoding::Windows1252,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "These bytes are 文字化け (mojibake) in Shift_JIS; read as windows-1252 each byte is one Latin character.",
            "Pick Shift_JIS in the encoding list: the same bytes, now two per character, read 文字化け.",
        ],
        panel: None,
    },
    Example {
        title: "A stream split inside a character",
        file: "11-split-stream.txt",
        bytes: asset!("11-split-stream.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::TextDecoder,
        chunks: &[2],
        explanation: [
            "TextDecoder.decode(E2 82, {stream: true}) gets the first two bytes of €; the next call brings AC uro.",
            "The decoder keeps its state (bytes needed, code point) across the calls, so € comes out whole.",
        ],
        panel: None,
    },
    Example {
        title: "Mojibake twice over: UTF-8 read as windows-1252, twice",
        file: "12-double-mojibake.txt",
        bytes: asset!("12-double-mojibake.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "A French sentence was read as windows-1252, saved as UTF-8, and read as windows-1252 again: é became ÃƒÂ©.",
            "The Repair panel finds the chain (encode as windows-1252, decode as UTF-8, twice) and shows each step on the bytes.",
        ],
        panel: Some(super::panel_id::PanelId::Repair),
    },
    Example {
        title: "A BOM under eleven encodings",
        file: "13-bom-under-code-pages.txt",
        bytes: asset!("13-bom-under-code-pages.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "UTF-8 with a BOM: EF BB BF, then Russian, French and Japanese.",
            "Compare shows each encoding's decoder alone under the bytes: the BOM is ï»¿ in windows-1252, п»ї in windows-1251, О╩© in KOI8-R.",
        ],
        panel: Some(super::panel_id::PanelId::Compare),
    },
    Example {
        title: "Bytes lost on the way: UTF-8 read by Python's cp1252",
        file: "14-lost-bytes.txt",
        bytes: asset!("14-lost-bytes.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        explanation: [
            "Czech, Slovak and Russian read as windows-1252 by Python, whose cp1252 refuses 81 8D 8F 90 9D: those bytes became U+FFFD (č is C4 8D).",
            "Repair puts back what the bytes left determine, marks each lost byte ?? and says what it could have been (ā č ď Đ ĝ).",
        ],
        panel: Some(super::panel_id::PanelId::Repair),
    },
];
