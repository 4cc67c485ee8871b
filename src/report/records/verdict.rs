//! The file's verdict in JSON (a field of `sniff`, `scan` and `detect`): which decoding to open
//! it with and why, and what else to know.

use schemars::JsonSchema;
use serde::Serialize;

#[derive(Serialize, JsonSchema)]
pub struct VerdictRecord {
    /// The decoding to open the file with.
    pub encoding: &'static str,
    /// Why: `bom`, `meta`, `xml-declaration`, `css-charset`, `utf-16-rhythm`, `valid-utf-8`,
    /// `mostly-utf-8`, `ascii`, `detected`, `binary` or `empty`.
    pub reason: &'static str,
    /// The verdict in words.
    pub text: String,
    /// A binary format the first bytes name, or null.
    pub binary: Option<String>,
    /// What else to know, most important first.
    pub notes: Vec<NoteRecord>,
    /// The detector's choice.
    pub detected: &'static str,
    /// Bytes the verdict read (at most 64 KiB from the start).
    pub sample: u64,
}

#[derive(Serialize, JsonSchema)]
pub struct NoteRecord {
    /// `utf-16-without-bom`, `utf-16-behind-utf-8-bom`, `iso-2022-jp`, `modified-utf-8`,
    /// `mojibake` or `declaration-disagrees`.
    pub kind: &'static str,
    /// The note in words.
    pub text: String,
}
