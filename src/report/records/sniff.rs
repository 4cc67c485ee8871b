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
    pub instead: Option<String>,
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
    /// With --operations: what each decode operation does with each BOM in front of the bytes
    /// after the input's own BOM.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub operations: Option<Vec<OperationRecord>>,
}

/// One decode operation over the input's bytes behind each BOM.
#[derive(Serialize, JsonSchema)]
pub struct OperationRecord {
    /// The operation, as the standard names it ("decode", "UTF-8 decode without BOM", …).
    pub operation: String,
    /// TextDecoder's ignoreBOM option (false for the others).
    pub ignore_bom: bool,
    pub cells: Vec<OperationCell>,
}

/// One operation behind one BOM.
#[derive(Serialize, JsonSchema)]
pub struct OperationCell {
    /// What goes in front: "no BOM", "UTF-8 BOM", "UTF-16BE BOM", "UTF-16LE BOM", "UTF-32LE
    /// signature".
    pub prefix: String,
    pub prefix_bytes: &'static [u8],
    /// The decoder that ran; null when the operation cannot start.
    pub decoder: Option<&'static str>,
    /// "none", "consumed" (BOM sniffing), "dropped" (TextDecoder), "kept" (as U+FEFF),
    /// "as_text" (its bytes read as other characters), "failed" (fatal) or "refused".
    pub bom: &'static str,
    /// The first characters, U+FEFF shown as [U+FEFF].
    pub text: String,
}

impl OperationRecord {
    pub fn rows(rows: &[crate::report::bom_table::Row]) -> Vec<OperationRecord> {
        use crate::report::bom_table::{Fate, PREFIXES};
        rows.iter()
            .map(|row| OperationRecord {
                operation: row.operation.op.spec_name().into_owned(),
                ignore_bom: row.operation.ignore_bom,
                cells: PREFIXES
                    .iter()
                    .zip(&row.cells)
                    .map(|(&(prefix, prefix_bytes), cell)| OperationCell {
                        prefix: crate::i18n::tr(crate::i18n::Lang::En, prefix).into_owned(),
                        prefix_bytes,
                        decoder: cell.decoder.map(|e| e.name()),
                        bom: match cell.fate {
                            Fate::None => "none",
                            Fate::Consumed => "consumed",
                            Fate::Dropped => "dropped",
                            Fate::Kept => "kept",
                            Fate::AsText => "as_text",
                            Fate::Failed => "failed",
                            Fate::Refused => "refused",
                        },
                        text: cell.text.clone(),
                    })
                    .collect(),
            })
            .collect()
    }
}
