//! `mojiscope sniff --json`: one object, what BOM sniffing makes of the input's start.

use schemars::JsonSchema;
use serde::Serialize;

#[derive(Serialize, JsonSchema)]
pub struct SniffRecord<'a> {
    /// The encoding of the BOM found, or null.
    pub bom: Option<&'a str>,
    pub bom_length: u64,
    /// A signature the standard does not sniff (UTF-32, UTF-7, …), or null.
    pub other_signature: Option<&'a str>,
    /// Its bytes.
    pub other_signature_bytes: Option<&'a [u8]>,
    /// What the standard does with such bytes instead.
    pub instead: Option<&'a str>,
    /// The bytes BOM sniffing read.
    pub buffer: &'a [u8],
    /// The bytes it put back to be decoded.
    pub restored: &'a [u8],
    /// The encoding the label named.
    pub label_encoding: &'a str,
    /// The encoding decode uses (a BOM wins over the label).
    pub decode_encoding: &'a str,
    pub bom_overrides_label: bool,
    /// The code points of the first characters decode gives.
    pub first_characters: &'a [u32],
    /// The input's size in bytes; null for a stream read only in part.
    pub bytes: Option<u64>,
    /// A binary format the bytes start like (PNG, PDF, …), or null.
    pub content: Option<String>,
    /// Which decoding to open the file with, and why (from its first 64 KiB).
    pub file_verdict: super::verdict::VerdictRecord,
}
