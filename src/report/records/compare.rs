//! `mojiscope compare --json`: one object, a row per encoding.

use crate::encoding::Encoding;
use crate::mojibake::compare::{Made, Row, Unit};
use schemars::JsonSchema;
use serde::Serialize;

#[derive(Serialize, JsonSchema)]
pub struct CompareRecord<'a> {
    /// The input's name.
    pub file: &'a str,
    /// The input's size in bytes.
    pub bytes: u64,
    /// How many bytes each row's `text` is the decoding of (the first MiB).
    pub text_bytes: u64,
    /// Where the window of bytes the rows' `units` cover starts.
    pub from: u64,
    /// How many bytes the window holds.
    pub len: u64,
    pub results: Vec<RowRecord<'a>>,
}

/// One encoding's reading of the input (its decoder alone, no BOM sniffing).
#[derive(Serialize, JsonSchema)]
pub struct RowRecord<'a> {
    pub encoding: &'a str,
    pub errors: u64,
    pub first_error: Option<u64>,
    /// U+FFFD in the decoded text.
    pub replacements: u64,
    pub chars: u64,
    /// Bytes that decode differently from the row above.
    pub differs: u64,
    /// The first of them.
    pub first_difference: Option<u64>,
    /// The decoding of the first `text_bytes` bytes; complete when those are all of them.
    pub text: Decoded<'a>,
    pub text_complete: bool,
    /// What each character of the window was made from.
    pub units: Vec<UnitRecord<'a>>,
}

/// The bytes [start, end) and what the encoding made of them (null text: an error).
#[derive(Serialize, JsonSchema)]
pub struct UnitRecord<'a> {
    pub start: u64,
    pub end: u64,
    pub text: Option<&'a str>,
    pub error: bool,
}

/// A row's text: `head` decoded by `encoding`'s decoder alone, as the record is written (one
/// row's text in memory at a time, not forty MiB of them).
pub struct Decoded<'a> {
    pub head: &'a [u8],
    pub encoding: Encoding,
}

impl Serialize for Decoded<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&crate::mojibake::compare::decode_alone(
            self.head,
            self.encoding,
        ))
    }
}

impl JsonSchema for Decoded<'_> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        String::schema_name()
    }

    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        String::json_schema(g)
    }

    fn inline_schema() -> bool {
        true
    }
}

impl<'a> RowRecord<'a> {
    pub fn new(row: &'a Row, text: Decoded<'a>, text_complete: bool, units: &'a [Unit]) -> Self {
        RowRecord {
            encoding: row.encoding.map_or("", Encoding::name),
            errors: row.errors,
            first_error: row.first_error,
            replacements: row.replacements,
            chars: row.chars,
            differs: row.differs,
            first_difference: row.first_difference,
            text,
            text_complete,
            units: units
                .iter()
                .map(|u| UnitRecord {
                    start: u.start,
                    end: u.end,
                    text: (u.made != Made::Error).then(|| u.text()),
                    error: u.made == Made::Error,
                })
                .collect(),
        }
    }
}
