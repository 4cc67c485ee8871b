//! EUC-JP (§ 12.1): the EUC-JP decoder (JIS X 0208, half-width katakana after 0x8E, JIS X 0212
//! after 0x8F) and encoder.

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("EUC-JP decoder", "euc-jp-decoder");
pub const ENCODER: SpecRef = SpecRef::new("EUC-JP encoder", "euc-jp-encoder");

/// EUC-JP's decoder: EUC-JP jis0212 (initially false) and EUC-JP lead (initially 0x00).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EucJpDecoder {
    pub euc_jp_jis0212: bool,
    pub euc_jp_lead: u8,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        EndInSequence,
        End,
        Katakana,
        Jis0212,
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
            EndInSequence => "euc-jp-end-in-sequence",
            End => "euc-jp-end",
            Katakana => "euc-jp-katakana",
            Jis0212 => "euc-jp-jis0212",
            Mapped => "euc-jp-mapped",
            Unmapped => "euc-jp-unmapped",
            Ascii => "euc-jp-ascii",
            Lead => "euc-jp-lead",
            InvalidLead => "euc-jp-invalid-lead",
        }
    }
    pub fn step(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EndInSequence => "1",
            End => "2",
            Katakana => "3",
            Jis0212 => "4",
            Mapped => "5.1–5.6",
            Unmapped => "5.1–5.8",
            Ascii => "6",
            Lead => "7",
            InvalidLead => "8",
        }
    }
}

impl EucJpDecoder {
    #[inline(always)]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        use DecodeResult::*;
        use DecoderRule as R;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. End-of-queue and EUC-JP lead is not 0x00: set it to 0x00, return error.
                if self.euc_jp_lead != 0 {
                    self.euc_jp_lead = 0;
                    return Outcome::new(Error, R::EndInSequence);
                }
                // 2. End-of-queue and EUC-JP lead is 0x00: return finished.
                return Outcome::new(Finished, R::End);
            }
            Item::Byte(b) => b,
        };
        // 3. If EUC-JP lead is 0x8E and byte is in the range 0xA1 to 0xDF, set lead to 0x00 and
        //    return code point 0xFF61 − 0xA1 + byte.
        if self.euc_jp_lead == 0x8E && (0xA1..=0xDF).contains(&byte) {
            self.euc_jp_lead = 0;
            return Outcome::new(Emit(0xFF61 - 0xA1 + byte as u32), R::Katakana);
        }
        // 4. If EUC-JP lead is 0x8F and byte is in the range 0xA1 to 0xFE, set jis0212 to true,
        //    lead to byte, and return continue.
        if self.euc_jp_lead == 0x8F && (0xA1..=0xFE).contains(&byte) {
            self.euc_jp_jis0212 = true;
            self.euc_jp_lead = byte;
            return Outcome::new(Continue, R::Jis0212);
        }
        // 5. If EUC-JP lead is not 0x00:
        if self.euc_jp_lead != 0 {
            // 5.1–5.2 Let leading be EUC-JP lead; set EUC-JP lead to 0x00.
            let leading = self.euc_jp_lead;
            self.euc_jp_lead = 0;
            // 5.3–5.4 If leading and byte are both in 0xA1 to 0xFE, code point = index code
            //     point for (leading − 0xA1) × 94 + byte − 0xA1 in index jis0208 (jis0212 false)
            //     or index jis0212.
            let mut code_point = None;
            if (0xA1..=0xFE).contains(&leading) && (0xA1..=0xFE).contains(&byte) {
                let pointer = (leading as usize - 0xA1) * 94 + byte as usize - 0xA1;
                let index: &[u16] = if self.euc_jp_jis0212 {
                    &tables::INDEX_JIS0212
                } else {
                    &tables::INDEX_JIS0208
                };
                code_point = tables::index_code_point(index, pointer);
            }
            // 5.5 Set EUC-JP jis0212 to false.
            self.euc_jp_jis0212 = false;
            // 5.6 If code point is non-null, return it.
            if let Some(cp) = code_point {
                return Outcome::new(Emit(cp), R::Mapped);
            }
            // 5.7 If byte is an ASCII byte, restore byte. 5.8 Return error.
            return Outcome::restoring(Error, (byte < 0x80) as u8, R::Unmapped);
        }
        // 6. If byte is an ASCII byte, return a code point whose value is byte.
        if byte < 0x80 {
            return Outcome::new(Emit(byte as u32), R::Ascii);
        }
        // 7. If byte is 0x8E, 0x8F, or in the range 0xA1 to 0xFE, set lead to byte, continue.
        if byte == 0x8E || byte == 0x8F || (0xA1..=0xFE).contains(&byte) {
            self.euc_jp_lead = byte;
            return Outcome::new(Continue, R::Lead);
        }
        // 8. Return error.
        Outcome::new(Error, R::InvalidLead)
    }

    /// ASCII bytes are never trail bytes: after one, the decoder is initial again.
    pub fn resets_state(byte: u8) -> bool {
        byte < 0x80
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: DecoderRule,
        before: &EucJpDecoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let lead = before.euc_jp_lead;
        let code_point = || {
            let cp = outcome.result.code_points().first().copied().unwrap_or(0);
            format!("U+{cp:04X}")
        };
        let index = if before.euc_jp_jis0212 {
            "jis0212"
        } else {
            "jis0208"
        };
        let l = || format!("0x{lead:02X}");
        let b = || format!("0x{byte:02X}");
        let ascii = if byte < 0x80 { "yes" } else { "no" };
        match rule {
            EndInSequence => words!(lang, "explain-euc-jp-end-in-sequence", lead = l()),
            End => words!(lang, "explain-euc-jp-end"),
            Katakana => words!(
                lang,
                "explain-euc-jp-katakana",
                byte = b(),
                code_point = code_point()
            ),
            Jis0212 => words!(lang, "explain-euc-jp-jis0212", byte = b()),
            Mapped => words!(
                lang,
                "explain-euc-jp-mapped",
                lead = l(),
                byte = b(),
                pointer = (lead as u32 - 0xA1) * 94 + byte as u32 - 0xA1,
                index = index,
                code_point = code_point()
            ),
            Unmapped => {
                if (0xA1..=0xFE).contains(&lead) && (0xA1..=0xFE).contains(&byte) {
                    words!(
                        lang,
                        "explain-euc-jp-unmapped",
                        pair = "yes",
                        pointer = (lead as u32 - 0xA1) * 94 + byte as u32 - 0xA1,
                        lead = l(),
                        byte = b(),
                        index = index,
                        ascii = ascii
                    )
                } else {
                    words!(
                        lang,
                        "explain-euc-jp-unmapped",
                        pair = "no",
                        pointer = "",
                        lead = l(),
                        byte = b(),
                        index = "",
                        ascii = ascii
                    )
                }
            }
            Ascii => words!(
                lang,
                "explain-euc-jp-ascii",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            Lead => words!(lang, "explain-euc-jp-lead", byte = b()),
            InvalidLead => words!(lang, "explain-euc-jp-invalid-lead", byte = b()),
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        End,
        Ascii,
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
            End => "euc-jp-encode-end",
            Ascii => "euc-jp-encode-ascii",
            Yen => "euc-jp-encode-yen",
            Overline => "euc-jp-encode-overline",
            Katakana => "euc-jp-encode-katakana",
            TwoByte => "euc-jp-encode-two-byte",
            Unmapped => "euc-jp-encode-unmapped",
        }
    }
    pub fn step(self) -> &'static str {
        use EncoderRule::*;
        match self {
            End => "1",
            Ascii => "2",
            Yen => "3",
            Overline => "4",
            Katakana => "5",
            TwoByte => "6–7, 9–11",
            Unmapped => "6–8",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EucJpEncoder;

impl EucJpEncoder {
    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        use EncoderRule as R;
        // 1. If code point is end-of-queue, return finished.
        let mut cp = match item {
            CodePointItem::EndOfQueue => return EncodeOutcome::new(EncodeResult::Finished, R::End),
            CodePointItem::CodePoint(cp) => cp,
        };
        // 2. ASCII code point: return a byte whose value is code point.
        if cp < 0x80 {
            return EncodeOutcome::new(EncodeResult::bytes(&[cp as u8]), R::Ascii);
        }
        // 3. U+00A5: return byte 0x5C.
        if cp == 0xA5 {
            return EncodeOutcome::new(EncodeResult::bytes(&[0x5C]), R::Yen);
        }
        // 4. U+203E: return byte 0x7E.
        if cp == 0x203E {
            return EncodeOutcome::new(EncodeResult::bytes(&[0x7E]), R::Overline);
        }
        // 5. U+FF61 to U+FF9F: return « 0x8E, code point − 0xFF61 + 0xA1 ».
        if (0xFF61..=0xFF9F).contains(&cp) {
            return EncodeOutcome::new(
                EncodeResult::bytes(&[0x8E, (cp - 0xFF61 + 0xA1) as u8]),
                R::Katakana,
            );
        }
        // 6. If code point is U+2212, set it to U+FF0D.
        if cp == 0x2212 {
            cp = 0xFF0D;
        }
        // 7. Let pointer be the index pointer for code point in index jis0208.
        let Some(pointer) = tables::index_pointer(&tables::POINTER_JIS0208, cp) else {
            // 8. If pointer is null, return error with code point.
            return EncodeOutcome::new(EncodeResult::Error(cp), R::Unmapped);
        };
        // 9–11. leading = pointer / 94 + 0xA1, trailing = pointer % 94 + 0xA1.
        EncodeOutcome::new(
            EncodeResult::bytes(&[(pointer / 94 + 0xA1) as u8, (pointer % 94 + 0xA1) as u8]),
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
            CodePointItem::EndOfQueue => return words!(lang, "explain-euc-jp-encode-end"),
        };
        let hex = || hex_bytes(outcome.result.output());
        match rule {
            End => words!(lang, "explain-euc-jp-encode-end"),
            Ascii => words!(
                lang,
                "explain-euc-jp-encode-ascii",
                code_point = format!("U+{cp:04X}"),
                byte = format!("0x{cp:02X}")
            ),
            Yen => words!(lang, "explain-euc-jp-encode-yen"),
            Overline => words!(lang, "explain-euc-jp-encode-overline"),
            Katakana => words!(
                lang,
                "explain-euc-jp-encode-katakana",
                code_point = format!("U+{cp:04X}"),
                bytes = hex()
            ),
            TwoByte => {
                let c = if cp == 0x2212 { 0xFF0D } else { cp };
                let p = tables::index_pointer(&tables::POINTER_JIS0208, c).unwrap_or(0);
                words!(
                    lang,
                    "explain-euc-jp-encode-two-byte",
                    code_point = format!("U+{c:04X}"),
                    pointer = p,
                    minus = if cp == 0x2212 { "yes" } else { "no" },
                    lead = format!("0x{:02X}", p / 94 + 0xA1),
                    trail = format!("0x{:02X}", p % 94 + 0xA1),
                    bytes = hex()
                )
            }
            Unmapped => words!(
                lang,
                "explain-euc-jp-encode-unmapped",
                code_point = format!("U+{cp:04X}")
            ),
        }
    }
}
