//! The report's content, once: a page of sections of plain blocks, which `html` and
//! `markdown` write, and what both need to show bytes.

/// The report.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub title: String,
    pub sections: Vec<Section>,
}

/// A part of the report, under its heading.
#[derive(Clone, Debug, PartialEq)]
pub struct Section {
    pub heading: String,
    pub blocks: Vec<Block>,
}

/// What a section holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// A paragraph.
    Para(String),
    /// A smaller heading inside a section.
    Sub(String),
    List(Vec<String>),
    /// Code to copy (`lang`: sql, python, shell, …).
    Code {
        lang: &'static str,
        text: String,
    },
    Table {
        head: Vec<String>,
        rows: Vec<Vec<String>>,
    },
    /// Bytes from `offset`, those in `mark` marked (file offsets).
    Hex {
        offset: u64,
        bytes: Vec<u8>,
        mark: std::ops::Range<u64>,
        caption: String,
    },
}

/// Hex lines of `bytes` from `offset`, 16 a line, with their text as ASCII (`.` for the rest):
/// each byte with whether it is marked.
pub fn hex_rows(
    offset: u64,
    bytes: &[u8],
    mark: &std::ops::Range<u64>,
) -> Vec<(u64, Vec<(u8, bool)>)> {
    bytes
        .chunks(16)
        .enumerate()
        .map(|(i, row)| {
            let at = offset + (i * 16) as u64;
            let cells = row
                .iter()
                .enumerate()
                .map(|(j, &b)| (b, mark.contains(&(at + j as u64))))
                .collect();
            (at, cells)
        })
        .collect()
}

/// A byte as the text column shows it.
pub fn shown(b: u8) -> char {
    if b.is_ascii_graphic() || b == b' ' {
        b as char
    } else {
        '.'
    }
}
