//! The single-byte decoder and encoder (§ 9), shared by the 28 single-byte encodings and driven
//! by "index single-byte" (the encoding's index table).

use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("single-byte decoder", "single-byte-decoder");
pub const ENCODER: SpecRef = SpecRef::new("single-byte encoder", "single-byte-encoder");

/// The single-byte decoder has no state; it only knows which index to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SingleByteDecoder {
    /// Position in `tables::SINGLE_BYTE_NAMES` (not a spec variable: the encoding's index).
    pub index: u8,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        End,
        Ascii,
        Mapped,
        Unmapped,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        match self {
            DecoderRule::End => "single-byte-end",
            DecoderRule::Ascii => "single-byte-ascii",
            DecoderRule::Mapped => "single-byte-mapped",
            DecoderRule::Unmapped => "single-byte-unmapped",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            DecoderRule::End => "1",
            DecoderRule::Ascii => "2",
            DecoderRule::Mapped => "3–5",
            DecoderRule::Unmapped => "3–4",
        }
    }
}

fn index_name(index: u8) -> &'static str {
    tables::SINGLE_BYTE_NAMES[index as usize]
}

impl SingleByteDecoder {
    pub fn new(index: usize) -> Self {
        SingleByteDecoder { index: index as u8 }
    }

    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        // 1. If byte is end-of-queue, return finished.
        let byte = match item {
            Item::EndOfQueue => return Outcome::new(DecodeResult::Finished, DecoderRule::End),
            Item::Byte(b) => b,
        };
        // 2. If byte is an ASCII byte, return a code point whose value is byte.
        if byte < 0x80 {
            return Outcome::new(DecodeResult::Emit(byte as u32), DecoderRule::Ascii);
        }
        // 3. Let code point be the index code point for byte − 0x80 in index single-byte.
        let table = &tables::SINGLE_BYTE_DECODE[self.index as usize];
        match tables::index_code_point(table, (byte - 0x80) as usize) {
            // 4. If code point is null, return error.
            None => Outcome::new(DecodeResult::Error, DecoderRule::Unmapped),
            // 5. Return a code point whose value is code point.
            Some(cp) => Outcome::new(DecodeResult::Emit(cp), DecoderRule::Mapped),
        }
    }

    /// The step in words (the message `explain-<rule id>` in `lang`).
    pub fn explain(
        &self,
        lang: Lang,
        rule: DecoderRule,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        let byte = item.byte().unwrap_or(0);
        let name = index_name(self.index);
        match rule {
            DecoderRule::End => words!(lang, "explain-single-byte-end"),
            DecoderRule::Ascii => words!(
                lang,
                "explain-single-byte-ascii",
                byte = format!("0x{byte:02X}"),
                code_point = format!("U+{byte:04X}")
            ),
            DecoderRule::Mapped => words!(
                lang,
                "explain-single-byte-mapped",
                pointer = byte.wrapping_sub(0x80),
                index = name,
                code_point = format!(
                    "U+{:04X}",
                    outcome.result.code_points().first().copied().unwrap_or(0)
                )
            ),
            DecoderRule::Unmapped => words!(
                lang,
                "explain-single-byte-unmapped",
                pointer = byte.wrapping_sub(0x80),
                index = name
            ),
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        End,
        Ascii,
        Mapped,
        Unmapped,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        match self {
            EncoderRule::End => "single-byte-encode-end",
            EncoderRule::Ascii => "single-byte-encode-ascii",
            EncoderRule::Mapped => "single-byte-encode-mapped",
            EncoderRule::Unmapped => "single-byte-encode-unmapped",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            EncoderRule::End => "1",
            EncoderRule::Ascii => "2",
            EncoderRule::Mapped => "3, 5",
            EncoderRule::Unmapped => "3–4",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SingleByteEncoder {
    pub index: u8,
}

impl SingleByteEncoder {
    pub fn new(index: usize) -> Self {
        SingleByteEncoder { index: index as u8 }
    }

    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        // 1. If code point is end-of-queue, return finished.
        let code_point = match item {
            CodePointItem::EndOfQueue => {
                return EncodeOutcome::new(EncodeResult::Finished, EncoderRule::End)
            }
            CodePointItem::CodePoint(cp) => cp,
        };
        // 2. If code point is an ASCII code point, return a byte whose value is code point.
        if code_point < 0x80 {
            return EncodeOutcome::new(
                EncodeResult::bytes(&[code_point as u8]),
                EncoderRule::Ascii,
            );
        }
        // 3. Let pointer be the index pointer for code point in index single-byte.
        match tables::index_pointer(tables::SINGLE_BYTE_ENCODE[self.index as usize], code_point) {
            // 4. If pointer is null, return error with code point.
            None => EncodeOutcome::new(EncodeResult::Error(code_point), EncoderRule::Unmapped),
            // 5. Return a byte whose value is pointer + 0x80.
            Some(pointer) => EncodeOutcome::new(
                EncodeResult::bytes(&[(pointer + 0x80) as u8]),
                EncoderRule::Mapped,
            ),
        }
    }

    /// The step in words (the message `explain-<rule id>` in `lang`).
    pub fn explain(
        &self,
        lang: Lang,
        rule: EncoderRule,
        item: CodePointItem,
        outcome: &EncodeOutcome<impl Copy>,
    ) -> String {
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => return words!(lang, "explain-single-byte-encode-end"),
        };
        let name = index_name(self.index);
        let code_point = || format!("U+{cp:04X}");
        match rule {
            EncoderRule::End => words!(lang, "explain-single-byte-encode-end"),
            EncoderRule::Ascii => words!(
                lang,
                "explain-single-byte-encode-ascii",
                code_point = code_point(),
                byte = format!("0x{cp:02X}")
            ),
            EncoderRule::Mapped => {
                let b = outcome.result.output().first().copied().unwrap_or(0);
                words!(
                    lang,
                    "explain-single-byte-encode-mapped",
                    code_point = code_point(),
                    index = name,
                    pointer = b as u32 - 0x80,
                    byte = format!("0x{b:02X}")
                )
            }
            EncoderRule::Unmapped => words!(
                lang,
                "explain-single-byte-encode-unmapped",
                code_point = code_point(),
                index = name
            ),
        }
    }
}
