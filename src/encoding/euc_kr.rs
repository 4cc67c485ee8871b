//! EUC-KR (§ 13.1): the EUC-KR decoder and encoder (Windows code page 949 in effect).

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("EUC-KR decoder", "euc-kr-decoder");
pub const ENCODER: SpecRef = SpecRef::new("EUC-KR encoder", "euc-kr-encoder");

/// EUC-KR's decoder: EUC-KR lead (initially 0x00).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EucKrDecoder {
    pub euc_kr_lead: u8,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        EndInSequence,
        End,
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
            EndInSequence => "euc-kr-end-in-sequence",
            End => "euc-kr-end",
            Mapped => "euc-kr-mapped",
            Unmapped => "euc-kr-unmapped",
            Ascii => "euc-kr-ascii",
            Lead => "euc-kr-lead",
            InvalidLead => "euc-kr-invalid-lead",
        }
    }
    pub fn step(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EndInSequence => "1",
            End => "2",
            Mapped => "3.1–3.6",
            Unmapped => "3.1–3.8",
            Ascii => "4",
            Lead => "5",
            InvalidLead => "6",
        }
    }
}

fn pointer(leading: u8, byte: u8) -> Option<u32> {
    if (0x41..=0xFE).contains(&byte) {
        Some((leading as u32 - 0x81) * 190 + (byte as u32 - 0x41))
    } else {
        None
    }
}

impl EucKrDecoder {
    #[inline(always)]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        use DecodeResult::*;
        use DecoderRule as R;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. End-of-queue and lead is not 0x00: set it to 0x00, return error.
                if self.euc_kr_lead != 0 {
                    self.euc_kr_lead = 0;
                    return Outcome::new(Error, R::EndInSequence);
                }
                // 2. End-of-queue and lead is 0x00: return finished.
                return Outcome::new(Finished, R::End);
            }
            Item::Byte(b) => b,
        };
        // 3. If EUC-KR lead is not 0x00:
        if self.euc_kr_lead != 0 {
            // 3.1–3.3 leading = lead; lead = 0x00; pointer = null.
            let leading = self.euc_kr_lead;
            self.euc_kr_lead = 0;
            // 3.4 If byte is in the range 0x41 to 0xFE, pointer = (leading − 0x81) × 190 + (byte − 0x41).
            // 3.5 code point = index code point for pointer in index EUC-KR.
            // 3.6 If code point is non-null, return it.
            if let Some(cp) = pointer(leading, byte)
                .and_then(|p| tables::index_code_point(&tables::INDEX_EUC_KR, p as usize))
            {
                return Outcome::new(Emit(cp), R::Mapped);
            }
            // 3.7 If byte is an ASCII byte, restore byte. 3.8 Return error.
            return Outcome::restoring(Error, (byte < 0x80) as u8, R::Unmapped);
        }
        // 4. If byte is an ASCII byte, return a code point whose value is byte.
        if byte < 0x80 {
            return Outcome::new(Emit(byte as u32), R::Ascii);
        }
        // 5. If byte is in the range 0x81 to 0xFE, set lead to byte and return continue.
        if (0x81..=0xFE).contains(&byte) {
            self.euc_kr_lead = byte;
            return Outcome::new(Continue, R::Lead);
        }
        // 6. Return error.
        Outcome::new(Error, R::InvalidLead)
    }

    /// Bytes 0x00 to 0x40 are never trail bytes: after one, the decoder is initial again.
    pub fn resets_state(byte: u8) -> bool {
        byte <= 0x40
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: DecoderRule,
        before: &EucKrDecoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let lead = before.euc_kr_lead;
        let l = || format!("0x{lead:02X}");
        let b = || format!("0x{byte:02X}");
        let ascii = if byte < 0x80 { "yes" } else { "no" };
        match rule {
            EndInSequence => words!(lang, "explain-euc-kr-end-in-sequence", lead = l()),
            End => words!(lang, "explain-euc-kr-end"),
            Mapped => {
                let cp = outcome.result.code_points().first().copied().unwrap_or(0);
                words!(
                    lang,
                    "explain-euc-kr-mapped",
                    index = "EUC-KR",
                    lead = l(),
                    byte = b(),
                    pointer = pointer(lead, byte).unwrap_or(0),
                    code_point = format!("U+{cp:04X}")
                )
            }
            Unmapped => match pointer(lead, byte) {
                Some(p) => words!(
                    lang,
                    "explain-euc-kr-unmapped",
                    index = "EUC-KR",
                    trail = "yes",
                    lead = l(),
                    byte = b(),
                    pointer = p,
                    ascii = ascii
                ),
                None => words!(
                    lang,
                    "explain-euc-kr-unmapped",
                    index = "EUC-KR",
                    trail = "no",
                    lead = "",
                    byte = b(),
                    pointer = "",
                    ascii = ascii
                ),
            },
            Ascii => words!(
                lang,
                "explain-euc-kr-ascii",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            Lead => words!(lang, "explain-euc-kr-lead", byte = b()),
            InvalidLead => words!(lang, "explain-euc-kr-invalid-lead", byte = b()),
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
            EncoderRule::End => "euc-kr-encode-end",
            EncoderRule::Ascii => "euc-kr-encode-ascii",
            EncoderRule::Unmapped => "euc-kr-encode-unmapped",
            EncoderRule::TwoByte => "euc-kr-encode-two-byte",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            EncoderRule::End => "1",
            EncoderRule::Ascii => "2",
            EncoderRule::Unmapped => "3–4",
            EncoderRule::TwoByte => "3, 5–7",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct EucKrEncoder;

impl EucKrEncoder {
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
        // 3. Let pointer be the index pointer for code point in index EUC-KR.
        let Some(pointer) = tables::index_pointer(&tables::POINTER_EUC_KR, cp) else {
            // 4. If pointer is null, return error with code point.
            return EncodeOutcome::new(EncodeResult::Error(cp), R::Unmapped);
        };
        // 5–7. leading = pointer / 190 + 0x81, trailing = pointer % 190 + 0x41.
        EncodeOutcome::new(
            EncodeResult::bytes(&[(pointer / 190 + 0x81) as u8, (pointer % 190 + 0x41) as u8]),
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
            CodePointItem::EndOfQueue => return words!(lang, "explain-euc-kr-encode-end"),
        };
        let code_point = || format!("U+{cp:04X}");
        match rule {
            EncoderRule::End => words!(lang, "explain-euc-kr-encode-end"),
            EncoderRule::Ascii => words!(
                lang,
                "explain-euc-kr-encode-ascii",
                code_point = code_point(),
                byte = format!("0x{cp:02X}")
            ),
            EncoderRule::Unmapped => words!(
                lang,
                "explain-euc-kr-encode-unmapped",
                index = "EUC-KR",
                code_point = code_point()
            ),
            EncoderRule::TwoByte => {
                let p = tables::index_pointer(&tables::POINTER_EUC_KR, cp).unwrap_or(0);
                words!(
                    lang,
                    "explain-euc-kr-encode-two-byte",
                    index = "EUC-KR",
                    code_point = code_point(),
                    pointer = p,
                    lead = format!("0x{:02X}", p / 190 + 0x81),
                    trail = format!("0x{:02X}", p % 190 + 0x41),
                    bytes = hex_bytes(outcome.result.output())
                )
            }
        }
    }
}
