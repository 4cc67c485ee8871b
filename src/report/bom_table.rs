//! What each of the standard's decode operations does with each BOM, on the user's own bytes:
//! the bytes after the input's BOM, behind no BOM, a UTF-8, UTF-16BE or UTF-16LE BOM, or the
//! UTF-32LE signature (which sniffs as UTF-16LE). Each cell says which decoder ran, what
//! became of the BOM, and the first characters, U+FEFF shown. `sniff --operations` prints it;
//! the BOM panel draws it.
//!
//! ```
//! use mojiscope::encoding::{DecodeOp, Encoding};
//! use mojiscope::report::bom_table::{table, Fate};
//!
//! let rows = table(Encoding::Utf8, b"Hi", true, mojiscope::i18n::Lang::En);
//! // decode behind a UTF-16LE BOM: the BOM beats the label, sniffing consumes it.
//! let decode = &rows[0];
//! assert_eq!(decode.operation.op, DecodeOp::Decode);
//! assert_eq!(decode.cells[3].decoder, Some(Encoding::Utf16Le));
//! assert_eq!(decode.cells[3].fate, Fate::Consumed);
//! // UTF-8 decode without BOM keeps a UTF-8 BOM as U+FEFF.
//! assert_eq!(rows[3].cells[1].fate, Fate::Kept);
//! assert_eq!(rows[3].cells[1].text, "[U+FEFF]Hi");
//! ```

use crate::encoding::ops::{decode_with, decode_without_bom_handling, DecodeOptions, Plan};
use crate::encoding::{DecodeOp, Encoding};
use crate::i18n::{tr, words, Lang};
use std::borrow::Cow;

/// The columns: what goes in front of the user's bytes (the message that names it, in
/// English in the JSON: [`prefix_name`]).
pub const PREFIXES: [(&str, &[u8]); 5] = [
    ("bom-prefix-none", b""),
    ("bom-prefix-utf8", b"\xEF\xBB\xBF"),
    ("bom-prefix-utf16be", b"\xFE\xFF"),
    ("bom-prefix-utf16le", b"\xFF\xFE"),
    ("bom-prefix-utf32le", b"\xFF\xFE\x00\x00"),
];

/// A column's name in `lang`: "no BOM", "UTF-8 BOM", … (`prefix`: the first of a
/// [`PREFIXES`] pair).
pub fn prefix_name(prefix: &str, lang: Lang) -> Cow<'static, str> {
    tr(lang, prefix)
}

/// The rows: the six operations, TextDecoder with ignoreBOM off and on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operation {
    pub op: DecodeOp,
    pub ignore_bom: bool,
}

pub const OPERATIONS: [Operation; 7] = [
    Operation {
        op: DecodeOp::Decode,
        ignore_bom: false,
    },
    Operation {
        op: DecodeOp::NoBom,
        ignore_bom: false,
    },
    Operation {
        op: DecodeOp::Utf8Decode,
        ignore_bom: false,
    },
    Operation {
        op: DecodeOp::Utf8DecodeWithoutBom,
        ignore_bom: false,
    },
    Operation {
        op: DecodeOp::Utf8DecodeWithoutBomOrFail,
        ignore_bom: false,
    },
    Operation {
        op: DecodeOp::TextDecoder,
        ignore_bom: false,
    },
    Operation {
        op: DecodeOp::TextDecoder,
        ignore_bom: true,
    },
];

impl Operation {
    pub fn name(&self, lang: Lang) -> String {
        match (self.op, self.ignore_bom) {
            (DecodeOp::TextDecoder, true) => {
                words!(lang, "bom-row-ignorebom", op = self.op.title(lang))
            }
            (op, _) => op.title(lang).into_owned(),
        }
    }
}

/// What became of the BOM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// No BOM in front.
    None,
    /// BOM sniffing consumed it before the decoder ran.
    Consumed,
    /// The decoder read it as U+FEFF and TextDecoder's serialization dropped it.
    Dropped,
    /// It is in the text as U+FEFF.
    Kept,
    /// Its bytes decoded as other characters (or errors).
    AsText,
    /// Error mode fatal: the operation fails.
    Failed,
    /// The operation cannot start (TextDecoder refuses the replacement encoding).
    Refused,
}

impl Fate {
    pub fn words(self, lang: Lang) -> Cow<'static, str> {
        let id = match self {
            Fate::None => return Cow::Borrowed(""),
            Fate::Consumed => "bom-fate-consumed",
            Fate::Dropped => "bom-fate-dropped",
            Fate::Kept => "bom-fate-kept",
            Fate::AsText => "bom-fate-as-text",
            Fate::Failed => "bom-fate-failed",
            Fate::Refused => "bom-fate-refused",
        };
        tr(lang, id)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The decoder that ran (None when the operation could not start).
    pub decoder: Option<Encoding>,
    pub fate: Fate,
    /// The first characters, U+FEFF and controls visible.
    pub text: String,
    /// The first characters as decoded (for a view that shows invisible ones its own way).
    pub raw: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub operation: Operation,
    /// One cell per prefix, in the order of [`PREFIXES`].
    pub cells: Vec<Cell>,
}

/// Characters of each cell's text.
const SHOWN: usize = 10;

/// Bytes of the input the table decodes.
pub const SAMPLE: usize = 64;

/// The table for `label` (the label's encoding) over `payload` (the user's bytes after their
/// own BOM; at most 64 are used). `whole`: the payload is all of the input, so an error at its
/// end is the input's own, not where a longer input's sample was cut. A cell that has no text
/// says why in `lang`.
pub fn table(label: Encoding, payload: &[u8], whole: bool, lang: Lang) -> Vec<Row> {
    let whole = whole && payload.len() <= SAMPLE;
    let payload = &payload[..payload.len().min(SAMPLE)];
    OPERATIONS
        .iter()
        .map(|&operation| Row {
            operation,
            cells: PREFIXES
                .iter()
                .map(|(_, prefix)| cell(operation, label, prefix, payload, whole, lang))
                .collect(),
        })
        .collect()
}

fn cell(
    operation: Operation,
    label: Encoding,
    prefix: &[u8],
    payload: &[u8],
    whole: bool,
    lang: Lang,
) -> Cell {
    let options = DecodeOptions {
        op: operation.op,
        encoding: label,
        fatal: false,
        ignore_bom: operation.ignore_bom,
    };
    let bytes = [prefix, payload].concat();
    let Ok(plan) = Plan::new(options, &bytes) else {
        return Cell {
            decoder: None,
            fate: Fate::Refused,
            text: tr(lang, "bom-range-error").into_owned(),
            raw: String::new(),
        };
    };
    let decoded = match decode_with(options, &bytes) {
        Ok(Ok(d)) => d,
        // An error within the last bytes of a sample is where the sample was cut (inside a
        // character): the operation over the bytes before it.
        Ok(Err(e))
            if !whole && e.offset >= prefix.len() as u64 && e.offset + 4 > bytes.len() as u64 =>
        {
            let before = (e.offset as usize - prefix.len()).min(payload.len());
            return cell(operation, label, prefix, &payload[..before], true, lang);
        }
        Ok(Err(e)) => {
            return Cell {
                decoder: Some(plan.encoding),
                fate: Fate::Failed,
                text: words!(lang, "bom-error-at", offset = e.offset),
                raw: String::new(),
            }
        }
        Err(_) => {
            return Cell {
                decoder: None,
                fate: Fate::Refused,
                text: tr(lang, "bom-range-error").into_owned(),
                raw: String::new(),
            }
        }
    };
    let fate = if prefix.is_empty() {
        Fate::None
    } else if plan.skip > 0 {
        Fate::Consumed
    } else if decode_without_bom_handling(prefix, plan.encoding).starts_with('\u{FEFF}') {
        if plan.strip_bom {
            Fate::Dropped
        } else {
            Fate::Kept
        }
    } else {
        Fate::AsText
    };
    Cell {
        decoder: Some(plan.encoding),
        fate,
        text: shown(&decoded.text),
        raw: decoded.text.chars().take(SHOWN).collect(),
    }
}

/// The first characters, each visible: U+FEFF as `[U+FEFF]`, controls as their pictures.
fn shown(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(SHOWN)
        .map(|c| match c {
            '\u{FEFF}' => "[U+FEFF]".to_string(),
            c => super::compare::visible(c, 1),
        })
        .collect();
    if text.chars().nth(SHOWN).is_some() {
        out.push('…');
    }
    out
}

/// The table as `sniff --operations` prints it: a block per operation, a line per BOM.
pub fn text(rows: &[Row]) -> String {
    let mut out = String::from("what each operation does with each BOM, on these bytes:\n");
    for row in rows {
        out.push_str(&format!("  {}\n", row.operation.name(Lang::En)));
        for ((prefix, _), cell) in PREFIXES.iter().zip(&row.cells) {
            let name = prefix_name(prefix, Lang::En);
            let decoder = cell.decoder.map_or("—".to_string(), |e| e.to_string());
            let fate = if cell.fate == Fate::None {
                String::new()
            } else {
                format!("{}: ", cell.fate.words(Lang::En))
            };
            out.push_str(&format!(
                "    {name:<19} {decoder:<13} {fate}{}\n",
                cell.text
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_operation_treats_the_boms_as_the_standard_says() {
        let rows = table(Encoding::Windows1252, b"ok", true, Lang::En);
        let fate = |r: usize, c: usize| rows[r].cells[c].fate;
        let decoder = |r: usize, c: usize| rows[r].cells[c].decoder;
        // decode: every BOM is sniffed and beats the label; no BOM, the label.
        assert_eq!(decoder(0, 0), Some(Encoding::Windows1252));
        for c in 1..5 {
            assert_eq!(fate(0, c), Fate::Consumed);
        }
        assert_eq!(decoder(0, 2), Some(Encoding::Utf16Be));
        // UTF-32LE's signature sniffs as UTF-16LE: its 00 00 is a NUL.
        assert_eq!(rows[0].cells[4].text, "␀歯");
        // No BOM handling: windows-1252 reads the UTF-8 BOM as three characters.
        assert_eq!(fate(1, 1), Fate::AsText);
        assert_eq!(rows[1].cells[1].text, "ï»¿ok");
        // UTF-8 decode skips a UTF-8 BOM only; UTF-16 BOMs are errors in UTF-8.
        assert_eq!(fate(2, 1), Fate::Consumed);
        assert_eq!(fate(2, 2), Fate::AsText);
        assert_eq!(decoder(2, 0), Some(Encoding::Utf8));
        // Without BOM: kept; or fail: fails on FE FF.
        assert_eq!(fate(3, 1), Fate::Kept);
        assert_eq!(fate(4, 2), Fate::Failed);
        assert_eq!(fate(4, 1), Fate::Kept);
        // TextDecoder with windows-1252: no sniffing, no dropping.
        assert_eq!(fate(5, 1), Fate::AsText);
        // TextDecoder over UTF-8: drops its own BOM unless ignoreBOM.
        let utf8 = table(Encoding::Utf8, b"ok", true, Lang::En);
        assert_eq!(utf8[5].cells[1].fate, Fate::Dropped);
        assert_eq!(utf8[5].cells[1].text, "ok");
        assert_eq!(utf8[6].cells[1].fate, Fate::Kept);
        // TextDecoder refuses replacement.
        let refused = table(Encoding::Replacement, b"ok", true, Lang::En);
        assert_eq!(refused[5].cells[0].fate, Fate::Refused);
        // A sample cut inside a character is not a failure: "é" cut after its first byte.
        let cut = table(Encoding::Utf8, b"caf\xC3\xA9 au lait", true, Lang::En);
        assert_eq!(cut[4].cells[0].fate, Fate::None);
        let sample = b"caf\xC3";
        let cut = table(Encoding::Utf8, sample, false, Lang::En);
        assert_eq!(cut[4].cells[0].fate, Fate::None, "{:?}", cut[4].cells[0]);
        assert_eq!(cut[4].cells[0].text, "caf");
        assert_eq!(
            table(Encoding::Utf8, sample, true, Lang::En)[4].cells[0].fate,
            Fate::Failed
        );
        assert_eq!(refused[5].cells[0].fate, Fate::Refused);
    }
}
