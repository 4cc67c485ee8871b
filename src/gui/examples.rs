//! The Examples gallery: small built-in samples (in `assets/examples/`) for teaching, each with
//! the settings it opens with and a two-line explanation (a message of the window's language:
//! its title, `.what` the bytes are, and `.look` what to look at).

use crate::encoding::{DecodeOp, Encoding};
use crate::i18n::{tr, Lang};

pub struct Example {
    /// The message of its title and explanation.
    pub message: &'static str,
    pub file: &'static str,
    pub bytes: &'static [u8],
    pub encoding: Encoding,
    pub op: DecodeOp,
    /// TextDecoder stream chunk sizes.
    pub chunks: &'static [u64],
    /// The panel it opens in front, if not the one in front already.
    pub panel: Option<super::panel_id::PanelId>,
}

impl Example {
    /// Its title, in `lang`.
    pub fn title(&self, lang: Lang) -> String {
        tr(lang, self.message).into_owned()
    }

    /// Two lines, in `lang`: what the bytes are, and what to look at.
    pub fn explanation(&self, lang: Lang) -> [String; 2] {
        [".what", ".look"].map(|a| tr(lang, &format!("{}{a}", self.message)).into_owned())
    }
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
        message: "example-a-and-zi",
        file: "01-a-and-zi.txt",
        bytes: asset!("01-a-and-zi.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-utf8-bom",
        file: "02-utf8-bom.txt",
        bytes: asset!("02-utf8-bom.txt"),
        encoding: Encoding::Windows1252,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-utf16be-bom",
        file: "03-utf16be-bom.txt",
        bytes: asset!("03-utf16be-bom.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-utf16le-bom",
        file: "04-utf16le-bom.txt",
        bytes: asset!("04-utf16le-bom.txt"),
        encoding: Encoding::Windows1252,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-zwnbsp-lost",
        file: "05-zwnbsp-lost.txt",
        bytes: asset!("05-zwnbsp-lost.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Utf8Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-java-c0-80",
        file: "06-java-c0-80.txt",
        bytes: asset!("06-java-c0-80.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-cesu8-pair",
        file: "07-cesu8-pair.txt",
        bytes: asset!("07-cesu8-pair.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-mysql-utf8mb3",
        file: "08-mysql-utf8mb3.txt",
        bytes: asset!("08-mysql-utf8mb3.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-utf32-as-utf16le",
        file: "09-utf32-as-utf16le.txt",
        bytes: asset!("09-utf32-as-utf16le.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-shift-jis-as-1252",
        file: "10-shift-jis-as-1252.txt",
        bytes: asset!("10-shift-jis-as-1252.txt"),
        encoding: Encoding::Windows1252,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: None,
    },
    Example {
        message: "example-split-stream",
        file: "11-split-stream.txt",
        bytes: asset!("11-split-stream.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::TextDecoder,
        chunks: &[2],
        panel: None,
    },
    Example {
        message: "example-double-mojibake",
        file: "12-double-mojibake.txt",
        bytes: asset!("12-double-mojibake.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: Some(super::panel_id::PanelId::Repair),
    },
    Example {
        message: "example-bom-under-code-pages",
        file: "13-bom-under-code-pages.txt",
        bytes: asset!("13-bom-under-code-pages.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: Some(super::panel_id::PanelId::Compare),
    },
    Example {
        message: "example-lost-bytes",
        file: "14-lost-bytes.txt",
        bytes: asset!("14-lost-bytes.txt"),
        encoding: Encoding::Utf8,
        op: DecodeOp::Decode,
        chunks: &[],
        panel: Some(super::panel_id::PanelId::Repair),
    },
];
