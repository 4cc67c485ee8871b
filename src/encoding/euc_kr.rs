//! EUC-KR (§ 13.1): the EUC-KR decoder and encoder (Windows code page 949 in effect).

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;

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
    pub fn handle(&mut self, item: Item) -> Outcome {
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

    pub fn explain(
        rule: DecoderRule,
        before: &EucKrDecoder,
        item: Item,
        outcome: &Outcome,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let lead = before.euc_kr_lead;
        let cp = outcome.result.code_points().first().copied().unwrap_or(0);
        let formula =
            |p: u32| format!("pointer = (0x{lead:02X} − 0x81) × 190 + (0x{byte:02X} − 0x41) = {p}");
        match rule {
            EndInSequence => format!(
                "end-of-queue after lead byte 0x{lead:02X}: reset EUC-KR lead, return error"
            ),
            End => "end-of-queue with nothing pending: return finished".into(),
            Mapped => format!(
                "{} → index EUC-KR → U+{cp:04X}",
                formula(pointer(lead, byte).unwrap_or(0))
            ),
            Unmapped => {
                let ascii = if byte < 0x80 {
                    "restore the ASCII byte, "
                } else {
                    ""
                };
                match pointer(lead, byte) {
                    Some(p) => format!(
                        "{} has no code point in index EUC-KR: {ascii}return error",
                        formula(p)
                    ),
                    None => format!(
                        "byte 0x{byte:02X} is not a trail byte (0x41 to 0xFE): {ascii}return error"
                    ),
                }
            }
            Ascii => format!("byte 0x{byte:02X} is an ASCII byte: return U+{byte:04X}"),
            Lead => {
                format!("byte 0x{byte:02X} in 0x81 to 0xFE: EUC-KR lead = 0x{byte:02X}, continue")
            }
            InvalidLead => format!("byte 0x{byte:02X} cannot start a sequence: return error"),
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
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome {
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

    pub fn explain(rule: EncoderRule, item: CodePointItem, outcome: &EncodeOutcome) -> String {
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => return "end-of-queue: return finished".into(),
        };
        match rule {
            EncoderRule::End => "end-of-queue: return finished".into(),
            EncoderRule::Ascii => {
                format!("U+{cp:04X} is an ASCII code point: return byte 0x{cp:02X}")
            }
            EncoderRule::Unmapped => {
                format!("U+{cp:04X} is not in index EUC-KR: return error with U+{cp:04X}")
            }
            EncoderRule::TwoByte => {
                let p = tables::index_pointer(&tables::POINTER_EUC_KR, cp).unwrap_or(0);
                format!(
                    "index pointer for U+{cp:04X} in index EUC-KR = {p}: lead = {p} / 190 + 0x81 = 0x{:02X}, trail = {p} % 190 + 0x41 = 0x{:02X} → {}",
                    p / 190 + 0x81,
                    p % 190 + 0x41,
                    hex_bytes(outcome.result.output())
                )
            }
        }
    }
}
