//! Shift_JIS (§ 12.3): the Shift_JIS decoder and encoder.

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("Shift_JIS decoder", "shift_jis-decoder");
pub const ENCODER: SpecRef = SpecRef::new("Shift_JIS encoder", "shift_jis-encoder");

/// Shift_JIS's decoder: Shift_JIS lead (initially 0x00).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShiftJisDecoder {
    pub shift_jis_lead: u8,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        EndInSequence,
        End,
        Eudc,
        Mapped,
        Unmapped,
        AsciiOr80,
        Katakana,
        Lead,
        InvalidLead,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EndInSequence => "shift-jis-end-in-sequence",
            End => "shift-jis-end",
            Eudc => "shift-jis-eudc",
            Mapped => "shift-jis-mapped",
            Unmapped => "shift-jis-unmapped",
            AsciiOr80 => "shift-jis-ascii",
            Katakana => "shift-jis-katakana",
            Lead => "shift-jis-lead",
            InvalidLead => "shift-jis-invalid-lead",
        }
    }
    pub fn step(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EndInSequence => "1",
            End => "2",
            Eudc => "3.1–3.7",
            Mapped => "3.1–3.9",
            Unmapped => "3.1–3.11",
            AsciiOr80 => "4",
            Katakana => "5",
            Lead => "6",
            InvalidLead => "7",
        }
    }
}

fn offsets(leading: u8, byte: u8) -> (u32, u32) {
    let offset = if byte < 0x7F { 0x40 } else { 0x41 };
    let leading_offset = if leading < 0xA0 { 0x81 } else { 0xC1 };
    (offset, leading_offset)
}

fn pointer(leading: u8, byte: u8) -> Option<u32> {
    let (offset, leading_offset) = offsets(leading, byte);
    if (0x40..=0x7E).contains(&byte) || (0x80..=0xFC).contains(&byte) {
        Some((leading as u32 - leading_offset) * 188 + byte as u32 - offset)
    } else {
        None
    }
}

impl ShiftJisDecoder {
    #[inline(always)]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        use DecodeResult::*;
        use DecoderRule as R;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. End-of-queue and lead is not 0x00: set it to 0x00, return error.
                if self.shift_jis_lead != 0 {
                    self.shift_jis_lead = 0;
                    return Outcome::new(Error, R::EndInSequence);
                }
                // 2. End-of-queue and lead is 0x00: return finished.
                return Outcome::new(Finished, R::End);
            }
            Item::Byte(b) => b,
        };
        // 3. If Shift_JIS lead is not 0x00:
        if self.shift_jis_lead != 0 {
            // 3.1–3.3 leading = lead; lead = 0x00; pointer = null.
            let leading = self.shift_jis_lead;
            self.shift_jis_lead = 0;
            // 3.4–3.6 offset, leading offset, pointer.
            let pointer = pointer(leading, byte);
            // 3.7 If pointer is in the range 8836 to 10715, return 0xE000 − 8836 + pointer (EUDC).
            if let Some(p @ 8836..=10715) = pointer {
                return Outcome::new(Emit(0xE000 - 8836 + p), R::Eudc);
            }
            // 3.8 code point = index code point for pointer in index jis0208.
            // 3.9 If code point is non-null, return it.
            if let Some(cp) =
                pointer.and_then(|p| tables::index_code_point(&tables::INDEX_JIS0208, p as usize))
            {
                return Outcome::new(Emit(cp), R::Mapped);
            }
            // 3.10 If byte is an ASCII byte, restore byte. 3.11 Return error.
            return Outcome::restoring(Error, (byte < 0x80) as u8, R::Unmapped);
        }
        // 4. If byte is an ASCII byte or 0x80, return a code point whose value is byte.
        if byte <= 0x80 {
            return Outcome::new(Emit(byte as u32), R::AsciiOr80);
        }
        // 5. If byte is in the range 0xA1 to 0xDF, return code point 0xFF61 − 0xA1 + byte.
        if (0xA1..=0xDF).contains(&byte) {
            return Outcome::new(Emit(0xFF61 - 0xA1 + byte as u32), R::Katakana);
        }
        // 6. If byte is in the range 0x81 to 0x9F or 0xE0 to 0xFC, set lead to byte, continue.
        if (0x81..=0x9F).contains(&byte) || (0xE0..=0xFC).contains(&byte) {
            self.shift_jis_lead = byte;
            return Outcome::new(Continue, R::Lead);
        }
        // 7. Return error.
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
        before: &ShiftJisDecoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let lead = before.shift_jis_lead;
        let code_point = || {
            let cp = outcome.result.code_points().first().copied().unwrap_or(0);
            format!("U+{cp:04X}")
        };
        let (offset, leading_offset) = offsets(lead, byte);
        let l = || format!("0x{lead:02X}");
        let b = || format!("0x{byte:02X}");
        let ascii = if byte < 0x80 { "yes" } else { "no" };
        match rule {
            EndInSequence => words!(lang, "explain-shift-jis-end-in-sequence", lead = l()),
            End => words!(lang, "explain-shift-jis-end"),
            Eudc => words!(
                lang,
                "explain-shift-jis-eudc",
                lead = l(),
                leading_offset = format!("0x{leading_offset:02X}"),
                byte = b(),
                offset = format!("0x{offset:02X}"),
                pointer = pointer(lead, byte).unwrap_or(0),
                code_point = code_point()
            ),
            Mapped => words!(
                lang,
                "explain-shift-jis-mapped",
                lead = l(),
                leading_offset = format!("0x{leading_offset:02X}"),
                byte = b(),
                offset = format!("0x{offset:02X}"),
                pointer = pointer(lead, byte).unwrap_or(0),
                code_point = code_point()
            ),
            Unmapped => match pointer(lead, byte) {
                Some(p) => words!(
                    lang,
                    "explain-shift-jis-unmapped",
                    trail = "yes",
                    lead = l(),
                    leading_offset = format!("0x{leading_offset:02X}"),
                    byte = b(),
                    offset = format!("0x{offset:02X}"),
                    pointer = p,
                    ascii = ascii
                ),
                None => words!(
                    lang,
                    "explain-shift-jis-unmapped",
                    trail = "no",
                    lead = "",
                    leading_offset = "",
                    byte = b(),
                    offset = "",
                    pointer = "",
                    ascii = ascii
                ),
            },
            AsciiOr80 => words!(
                lang,
                "explain-shift-jis-ascii",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            Katakana => words!(
                lang,
                "explain-shift-jis-katakana",
                byte = b(),
                code_point = code_point()
            ),
            Lead => words!(lang, "explain-shift-jis-lead", byte = b()),
            InvalidLead => words!(lang, "explain-shift-jis-invalid-lead", byte = b()),
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        End,
        AsciiOr80,
        Yen,
        Overline,
        Katakana,
        TwoByte,
        Unmapped,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        use EncoderRule::*;
        match self {
            End => "shift-jis-encode-end",
            AsciiOr80 => "shift-jis-encode-ascii",
            Yen => "shift-jis-encode-yen",
            Overline => "shift-jis-encode-overline",
            Katakana => "shift-jis-encode-katakana",
            TwoByte => "shift-jis-encode-two-byte",
            Unmapped => "shift-jis-encode-unmapped",
        }
    }
    pub fn step(self) -> &'static str {
        use EncoderRule::*;
        match self {
            End => "1",
            AsciiOr80 => "2",
            Yen => "3",
            Overline => "4",
            Katakana => "5",
            TwoByte => "6–7, 9–13",
            Unmapped => "6–8",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ShiftJisEncoder;

impl ShiftJisEncoder {
    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        use EncoderRule as R;
        // 1. If code point is end-of-queue, return finished.
        let mut cp = match item {
            CodePointItem::EndOfQueue => return EncodeOutcome::new(EncodeResult::Finished, R::End),
            CodePointItem::CodePoint(cp) => cp,
        };
        // 2. An ASCII code point or U+0080: return a byte whose value is code point.
        if cp <= 0x80 {
            return EncodeOutcome::new(EncodeResult::bytes(&[cp as u8]), R::AsciiOr80);
        }
        // 3. U+00A5: return byte 0x5C. 4. U+203E: return byte 0x7E.
        if cp == 0xA5 {
            return EncodeOutcome::new(EncodeResult::bytes(&[0x5C]), R::Yen);
        }
        if cp == 0x203E {
            return EncodeOutcome::new(EncodeResult::bytes(&[0x7E]), R::Overline);
        }
        // 5. U+FF61 to U+FF9F: return a byte whose value is code point − 0xFF61 + 0xA1.
        if (0xFF61..=0xFF9F).contains(&cp) {
            return EncodeOutcome::new(
                EncodeResult::bytes(&[(cp - 0xFF61 + 0xA1) as u8]),
                R::Katakana,
            );
        }
        // 6. If code point is U+2212, set it to U+FF0D.
        if cp == 0x2212 {
            cp = 0xFF0D;
        }
        // 7. Let pointer be the index Shift_JIS pointer for code point.
        let Some(pointer) = tables::index_pointer(&tables::POINTER_SHIFT_JIS, cp) else {
            // 8. If pointer is null, return error with code point.
            return EncodeOutcome::new(EncodeResult::Error(cp), R::Unmapped);
        };
        // 9. leading = pointer / 188. 10. leading offset = 0x81 if leading < 0x1F, else 0xC1.
        let leading = pointer / 188;
        let leading_offset = if leading < 0x1F { 0x81 } else { 0xC1 };
        // 11. trailing = pointer % 188. 12. offset = 0x40 if trailing < 0x3F, else 0x41.
        let trailing = pointer % 188;
        let offset = if trailing < 0x3F { 0x40 } else { 0x41 };
        // 13. Return « leading + leading offset, trailing + offset ».
        EncodeOutcome::new(
            EncodeResult::bytes(&[(leading + leading_offset) as u8, (trailing + offset) as u8]),
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
        use EncoderRule::*;
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => return words!(lang, "explain-shift-jis-encode-end"),
        };
        let hex = || hex_bytes(outcome.result.output());
        match rule {
            End => words!(lang, "explain-shift-jis-encode-end"),
            AsciiOr80 => words!(
                lang,
                "explain-shift-jis-encode-ascii",
                code_point = format!("U+{cp:04X}"),
                byte = format!("0x{cp:02X}")
            ),
            Yen => words!(lang, "explain-shift-jis-encode-yen"),
            Overline => words!(lang, "explain-shift-jis-encode-overline"),
            Katakana => words!(
                lang,
                "explain-shift-jis-encode-katakana",
                code_point = format!("U+{cp:04X}"),
                bytes = hex()
            ),
            TwoByte => {
                let c = if cp == 0x2212 { 0xFF0D } else { cp };
                let p = tables::index_pointer(&tables::POINTER_SHIFT_JIS, c).unwrap_or(0);
                let (lead, trail) = (p / 188, p % 188);
                let lead_offset = if lead < 0x1F { 0x81 } else { 0xC1 };
                let offset = if trail < 0x3F { 0x40 } else { 0x41 };
                words!(
                    lang,
                    "explain-shift-jis-encode-two-byte",
                    minus = if cp == 0x2212 { "yes" } else { "no" },
                    code_point = format!("U+{c:04X}"),
                    pointer = p,
                    lead = lead,
                    lead_offset = format!("0x{lead_offset:02X}"),
                    trail = trail,
                    offset = format!("0x{offset:02X}"),
                    bytes = hex()
                )
            }
            Unmapped => words!(
                lang,
                "explain-shift-jis-encode-unmapped",
                code_point = format!("U+{cp:04X}")
            ),
        }
    }
}
