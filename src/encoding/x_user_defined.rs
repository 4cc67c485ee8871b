//! x-user-defined (§ 14.6): bytes 0x80 to 0xFF map to U+F780 to U+F7FF.

use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("x-user-defined decoder", "x-user-defined-decoder");
pub const ENCODER: SpecRef = SpecRef::new("x-user-defined encoder", "x-user-defined-encoder");

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct XUserDefinedDecoder;

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        End,
        Ascii,
        High,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        match self {
            DecoderRule::End => "x-user-defined-end",
            DecoderRule::Ascii => "x-user-defined-ascii",
            DecoderRule::High => "x-user-defined-high",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            DecoderRule::End => "1",
            DecoderRule::Ascii => "2",
            DecoderRule::High => "3",
        }
    }
}

impl XUserDefinedDecoder {
    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        match item {
            // 1. If byte is end-of-queue, return finished.
            Item::EndOfQueue => Outcome::new(DecodeResult::Finished, DecoderRule::End),
            // 2. If byte is an ASCII byte, return a code point whose value is byte.
            Item::Byte(b) if b < 0x80 => {
                Outcome::new(DecodeResult::Emit(b as u32), DecoderRule::Ascii)
            }
            // 3. Return a code point whose value is 0xF780 + byte − 0x80.
            Item::Byte(b) => Outcome::new(
                DecodeResult::Emit(0xF780 + b as u32 - 0x80),
                DecoderRule::High,
            ),
        }
    }

    /// The step in words (the message `explain-<rule id>` in `lang`).
    pub fn explain(lang: Lang, rule: DecoderRule, item: Item) -> String {
        let b = item.byte().unwrap_or(0) as u32;
        match rule {
            DecoderRule::End => words!(lang, "explain-x-user-defined-end"),
            DecoderRule::Ascii => words!(
                lang,
                "explain-x-user-defined-ascii",
                byte = format!("0x{b:02X}"),
                code_point = format!("U+{b:04X}")
            ),
            DecoderRule::High => words!(
                lang,
                "explain-x-user-defined-high",
                code_point = format!("U+{:04X}", 0xF780 + b - 0x80)
            ),
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        End,
        Ascii,
        High,
        Unmapped,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        match self {
            EncoderRule::End => "x-user-defined-encode-end",
            EncoderRule::Ascii => "x-user-defined-encode-ascii",
            EncoderRule::High => "x-user-defined-encode-high",
            EncoderRule::Unmapped => "x-user-defined-encode-unmapped",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            EncoderRule::End => "1",
            EncoderRule::Ascii => "2",
            EncoderRule::High => "3",
            EncoderRule::Unmapped => "4",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct XUserDefinedEncoder;

impl XUserDefinedEncoder {
    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        let cp = match item {
            // 1. If code point is end-of-queue, return finished.
            CodePointItem::EndOfQueue => {
                return EncodeOutcome::new(EncodeResult::Finished, EncoderRule::End)
            }
            CodePointItem::CodePoint(cp) => cp,
        };
        // 2. If code point is an ASCII code point, return a byte whose value is code point.
        if cp < 0x80 {
            return EncodeOutcome::new(EncodeResult::bytes(&[cp as u8]), EncoderRule::Ascii);
        }
        // 3. If code point is in the range U+F780 to U+F7FF, return byte code point − 0xF780 + 0x80.
        if (0xF780..=0xF7FF).contains(&cp) {
            return EncodeOutcome::new(
                EncodeResult::bytes(&[(cp - 0xF780 + 0x80) as u8]),
                EncoderRule::High,
            );
        }
        // 4. Return error with code point.
        EncodeOutcome::new(EncodeResult::Error(cp), EncoderRule::Unmapped)
    }

    /// The step in words (the message `explain-<rule id>` in `lang`).
    pub fn explain(lang: Lang, rule: EncoderRule, item: CodePointItem) -> String {
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => 0,
        };
        let code_point = || format!("U+{cp:04X}");
        match rule {
            EncoderRule::End => words!(lang, "explain-x-user-defined-encode-end"),
            EncoderRule::Ascii => words!(
                lang,
                "explain-x-user-defined-encode-ascii",
                code_point = code_point(),
                byte = format!("0x{cp:02X}")
            ),
            EncoderRule::High => words!(
                lang,
                "explain-x-user-defined-encode-high",
                code_point = code_point(),
                byte = format!("0x{:02X}", cp - 0xF780 + 0x80)
            ),
            EncoderRule::Unmapped => words!(
                lang,
                "explain-x-user-defined-encode-unmapped",
                code_point = code_point()
            ),
        }
    }
}
