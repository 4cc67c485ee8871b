//! Big5 (§ 11): the Big5 decoder and encoder.

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("Big5 decoder", "big5-decoder");
pub const ENCODER: SpecRef = SpecRef::new("Big5 encoder", "big5-encoder");

/// Big5's decoder: Big5 lead (initially 0x00).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Big5Decoder {
    pub big5_lead: u8,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        EndInSequence,
        End,
        TwoCodePoints,
        Mapped,
        Unmapped,
        Ascii,
        Lead,
        InvalidLead,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EndInSequence => "big5-end-in-sequence",
            End => "big5-end",
            TwoCodePoints => "big5-two-code-points",
            Mapped => "big5-mapped",
            Unmapped => "big5-unmapped",
            Ascii => "big5-ascii",
            Lead => "big5-lead",
            InvalidLead => "big5-invalid-lead",
        }
    }
    pub fn step(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EndInSequence => "1",
            End => "2",
            TwoCodePoints => "3.1–3.6",
            Mapped => "3.1–3.8",
            Unmapped => "3.1–3.10",
            Ascii => "4",
            Lead => "5",
            InvalidLead => "6",
        }
    }
}

fn pointer(leading: u8, byte: u8) -> Option<u32> {
    // Let offset be 0x40 if byte is less than 0x7F, otherwise 0x62.
    let offset = if byte < 0x7F { 0x40 } else { 0x62 };
    // If byte is in the range 0x40 to 0x7E or 0xA1 to 0xFE, pointer = (leading − 0x81) × 157 + (byte − offset).
    if (0x40..=0x7E).contains(&byte) || (0xA1..=0xFE).contains(&byte) {
        Some((leading as u32 - 0x81) * 157 + (byte as u32 - offset))
    } else {
        None
    }
}

impl Big5Decoder {
    #[inline(always)]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        use DecodeResult::*;
        use DecoderRule as R;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. End-of-queue and Big5 lead is not 0x00: set it to 0x00, return error.
                if self.big5_lead != 0 {
                    self.big5_lead = 0;
                    return Outcome::new(Error, R::EndInSequence);
                }
                // 2. End-of-queue and Big5 lead is 0x00: return finished.
                return Outcome::new(Finished, R::End);
            }
            Item::Byte(b) => b,
        };
        // 3. If Big5 lead is not 0x00:
        if self.big5_lead != 0 {
            // 3.1–3.3 Let leading be Big5 lead; set Big5 lead to 0x00; pointer is null.
            let leading = self.big5_lead;
            self.big5_lead = 0;
            // 3.4–3.5 offset and pointer.
            let pointer = pointer(leading, byte);
            // 3.6 Pointers 1133, 1135, 1164 and 1166 return two code points.
            let pair = match pointer {
                Some(1133) => Some([0x00CA, 0x0304]),
                Some(1135) => Some([0x00CA, 0x030C]),
                Some(1164) => Some([0x00EA, 0x0304]),
                Some(1166) => Some([0x00EA, 0x030C]),
                _ => None,
            };
            if let Some(pair) = pair {
                return Outcome::new(Emit2(pair), R::TwoCodePoints);
            }
            // 3.7 Let code point be the index code point for pointer in index Big5.
            // 3.8 If code point is non-null, return it.
            if let Some(cp) = pointer.and_then(|p| tables::big5_code_point(p as usize)) {
                return Outcome::new(Emit(cp), R::Mapped);
            }
            // 3.9 If byte is an ASCII byte, restore byte. 3.10 Return error.
            return Outcome::restoring(Error, (byte < 0x80) as u8, R::Unmapped);
        }
        // 4. If byte is an ASCII byte, return a code point whose value is byte.
        if byte < 0x80 {
            return Outcome::new(Emit(byte as u32), R::Ascii);
        }
        // 5. If byte is in the range 0x81 to 0xFE, set Big5 lead to byte and return continue.
        if (0x81..=0xFE).contains(&byte) {
            self.big5_lead = byte;
            return Outcome::new(Continue, R::Lead);
        }
        // 6. Return error.
        Outcome::new(Error, R::InvalidLead)
    }

    /// Bytes 0x00 to 0x3F are never trail bytes: after one, the decoder is initial again.
    pub fn resets_state(byte: u8) -> bool {
        byte < 0x40
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: DecoderRule,
        before: &Big5Decoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let lead = before.big5_lead;
        let offset = if byte < 0x7F { 0x40 } else { 0x62 };
        let code_points = || {
            outcome
                .result
                .code_points()
                .iter()
                .map(|c| format!("U+{c:04X}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let l = || format!("0x{lead:02X}");
        let b = || format!("0x{byte:02X}");
        let o = || format!("0x{offset:02X}");
        let ascii = if byte < 0x80 { "yes" } else { "no" };
        match rule {
            EndInSequence => words!(lang, "explain-big5-end-in-sequence", lead = l()),
            End => words!(lang, "explain-big5-end"),
            TwoCodePoints => words!(
                lang,
                "explain-big5-two-code-points",
                lead = l(),
                byte = b(),
                offset = o(),
                pointer = pointer(lead, byte).unwrap_or(0),
                code_points = code_points()
            ),
            Mapped => words!(
                lang,
                "explain-big5-mapped",
                lead = l(),
                byte = b(),
                offset = o(),
                pointer = pointer(lead, byte).unwrap_or(0),
                code_points = code_points()
            ),
            Unmapped => match pointer(lead, byte) {
                Some(p) => words!(
                    lang,
                    "explain-big5-unmapped",
                    trail = "yes",
                    lead = l(),
                    byte = b(),
                    offset = o(),
                    pointer = p,
                    ascii = ascii
                ),
                None => words!(
                    lang,
                    "explain-big5-unmapped",
                    trail = "no",
                    lead = "",
                    byte = b(),
                    offset = "",
                    pointer = "",
                    ascii = ascii
                ),
            },
            Ascii => words!(
                lang,
                "explain-big5-ascii",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            Lead => words!(lang, "explain-big5-lead", byte = b()),
            InvalidLead => words!(lang, "explain-big5-invalid-lead", byte = b()),
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        End,
        Ascii,
        Unmapped,
        TwoByte,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        match self {
            EncoderRule::End => "big5-encode-end",
            EncoderRule::Ascii => "big5-encode-ascii",
            EncoderRule::Unmapped => "big5-encode-unmapped",
            EncoderRule::TwoByte => "big5-encode-two-byte",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            EncoderRule::End => "1",
            EncoderRule::Ascii => "2",
            EncoderRule::Unmapped => "3–4",
            EncoderRule::TwoByte => "3, 5–8",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Big5Encoder;

impl Big5Encoder {
    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        use EncoderRule as R;
        // 1. If code point is end-of-queue, return finished.
        let cp = match item {
            CodePointItem::EndOfQueue => return EncodeOutcome::new(EncodeResult::Finished, R::End),
            CodePointItem::CodePoint(cp) => cp,
        };
        // 2. If code point is an ASCII code point, return a byte whose value is code point.
        if cp < 0x80 {
            return EncodeOutcome::new(EncodeResult::bytes(&[cp as u8]), R::Ascii);
        }
        // 3. Let pointer be the index Big5 pointer for code point.
        let Some(pointer) = tables::index_pointer(&tables::POINTER_BIG5, cp) else {
            // 4. If pointer is null, return error with code point.
            return EncodeOutcome::new(EncodeResult::Error(cp), R::Unmapped);
        };
        // 5. leading = pointer / 157 + 0x81. 6. trailing = pointer % 157.
        let leading = pointer / 157 + 0x81;
        let trailing = pointer % 157;
        // 7. offset = 0x40 if trailing < 0x3F, otherwise 0x62.
        let offset = if trailing < 0x3F { 0x40 } else { 0x62 };
        // 8. Return two bytes « leading, trailing + offset ».
        EncodeOutcome::new(
            EncodeResult::bytes(&[leading as u8, (trailing + offset) as u8]),
            R::TwoByte,
        )
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: EncoderRule,
        item: CodePointItem,
        outcome: &EncodeOutcome<impl Copy>,
    ) -> String {
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => return words!(lang, "explain-big5-encode-end"),
        };
        let code_point = || format!("U+{cp:04X}");
        match rule {
            EncoderRule::End => words!(lang, "explain-big5-encode-end"),
            EncoderRule::Ascii => words!(
                lang,
                "explain-big5-encode-ascii",
                code_point = code_point(),
                byte = format!("0x{cp:02X}")
            ),
            EncoderRule::Unmapped => words!(
                lang,
                "explain-big5-encode-unmapped",
                code_point = code_point()
            ),
            EncoderRule::TwoByte => {
                let p = tables::index_pointer(&tables::POINTER_BIG5, cp).unwrap_or(0);
                let (lead, trail) = (p / 157 + 0x81, p % 157);
                let offset = if trail < 0x3F { 0x40 } else { 0x62 };
                // Index Big5 pointer leaves out Hong Kong's extension (pointers below
                // (0xA1 − 0x81) × 157) and takes the last of two pointers for six code points.
                let which = if matches!(cp, 0x2550 | 0x255E | 0x2561 | 0x256A | 0x5341 | 0x5345) {
                    "last"
                } else {
                    "hong-kong"
                };
                words!(
                    lang,
                    "explain-big5-encode-two-byte",
                    code_point = code_point(),
                    pointer = p,
                    which = which,
                    lead = format!("0x{lead:02X}"),
                    trail = trail,
                    offset = format!("0x{offset:02X}"),
                    bytes = hex_bytes(outcome.result.output())
                )
            }
        }
    }
}
