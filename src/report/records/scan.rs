//! `mojiscope scan --json`: JSON Lines, written as the scan goes (so memory stays flat however
//! many errors are listed): a `scan` line, an `error` line per located error, then the
//! `summary` line with the counts. A run that ends early (an I/O error) has no summary line.

use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;

/// One line of a scan.
#[derive(Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScanRecord<'a> {
    Scan(ScanHead<'a>),
    Error(ErrorLine<'a>),
    Summary(ScanSummary<'a>),
}

/// What is known before the scan: the input, the encoding, the operation.
#[derive(Serialize, JsonSchema)]
pub struct ScanHead<'a> {
    /// The input's size in bytes.
    pub bytes: u64,
    /// The encoding whose decoder runs (a BOM may have chosen it).
    pub encoding: &'a str,
    /// The encoding the label named.
    pub label_encoding: &'a str,
    /// The decode operation.
    pub op: &'a str,
    /// The encoding of the BOM found, or null.
    pub bom: Option<&'a str>,
    /// Where the decoder's stream starts (after a BOM that was skipped).
    pub stream_start: u64,
    /// Whether the run stops at the first error.
    pub fatal_mode: bool,
    /// The size of the blocks `blocks_with_errors` counts.
    pub block_size: u64,
    /// Which decoding to open the file with, and why (from its first 64 KiB).
    pub file_verdict: super::verdict::VerdictRecord,
}

/// One located error.
#[derive(Serialize, JsonSchema)]
pub struct ErrorLine<'a> {
    /// Where the error's bytes start.
    pub offset: u64,
    /// How many bytes the error stands for.
    pub length: u64,
    /// The error's class (a stable id).
    pub class: &'a str,
    /// What the class means.
    pub description: String,
    /// The offset of the handler call that returned error.
    pub step_offset: u64,
    /// The error's bytes (the first 16 of a longer one).
    pub bytes: Vec<u8>,
    /// A known pattern the error is part of (CESU-8, an overlong form, …), or null.
    pub pattern: Option<&'a str>,
    /// What the pattern means, with this error's values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern_description: Option<String>,
}

/// The counts, after the scan.
#[derive(Serialize, JsonSchema)]
pub struct ScanSummary<'a> {
    /// How many errors the whole run found.
    pub errors: u64,
    /// Errors by class id.
    pub by_class: BTreeMap<&'a str, u64>,
    pub first_error_offset: Option<u64>,
    /// How many errors the `error` lines list.
    pub listed: u64,
    pub blocks_with_errors: u64,
    /// Whether the whole input was scanned (a fatal run stops at its first error).
    pub complete: bool,
    /// What the errors say about the guess of UTF-8, for UTF-8 scans, or null.
    pub verdict: Option<String>,
    /// An encoding to try instead, or null.
    pub try_encoding: Option<&'a str>,
    /// The file's verdict once the whole file is read, where the scan changed it (errors past
    /// the first MiB the `scan` record's verdict read), or null.
    pub whole_file_verdict: Option<super::verdict::VerdictRecord>,
}
