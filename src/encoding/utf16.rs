//! The shared UTF-16 decoder (§ 14.3.1), used by UTF-16BE and UTF-16LE.

use super::handler::{DecodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("shared UTF-16 decoder", "shared-utf-16-decoder");

/// The shared UTF-16 decoder: UTF-16 leading byte and UTF-16 leading surrogate (both initially
/// null), and the constant "is UTF-16BE decoder".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Utf16Decoder {
    pub utf16_leading_byte: Option<u8>,
    pub utf16_leading_surrogate: Option<u16>,
    pub is_utf16be_decoder: bool,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Rule {
        /// Step 1: end-of-queue with a leading byte or leading surrogate pending.
        EndInUnit,
        /// Step 2: end-of-queue.
        End,
        /// Step 3: first byte of a code unit.
        LeadingByte,
        /// Step 6: a trailing surrogate after a leading surrogate.
        Pair,
        /// Step 6: anything else after a leading surrogate: restore both bytes, error.
        UnpairedLeading,
        /// Step 7: a leading surrogate.
        LeadingSurrogate,
        /// Step 8: a trailing surrogate on its own.
        UnpairedTrailing,
        /// Step 9: any other code unit.
        CodeUnit,
    }
}

impl Rule {
    pub fn id(self) -> &'static str {
        match self {
            Rule::EndInUnit => "utf16-end-in-unit",
            Rule::End => "utf16-end",
            Rule::LeadingByte => "utf16-leading-byte",
            Rule::Pair => "utf16-surrogate-pair",
            Rule::UnpairedLeading => "utf16-unpaired-leading-surrogate",
            Rule::LeadingSurrogate => "utf16-leading-surrogate",
            Rule::UnpairedTrailing => "utf16-unpaired-trailing-surrogate",
            Rule::CodeUnit => "utf16-code-unit",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            Rule::EndInUnit => "1",
            Rule::End => "2",
            Rule::LeadingByte => "3",
            Rule::Pair => "4–6.3",
            Rule::UnpairedLeading => "4–6.7",
            Rule::LeadingSurrogate => "4–7",
            Rule::UnpairedTrailing => "4–8",
            Rule::CodeUnit => "4–9",
        }
    }
}

impl Utf16Decoder {
    pub fn new(big_endian: bool) -> Self {
        Utf16Decoder {
            utf16_leading_byte: None,
            utf16_leading_surrogate: None,
            is_utf16be_decoder: big_endian,
        }
    }

    pub fn is_initial(&self) -> bool {
        self.utf16_leading_byte.is_none() && self.utf16_leading_surrogate.is_none()
    }

    /// The code unit the two bytes form, per "is UTF-16BE decoder".
    fn code_unit(&self, leading: u8, byte: u8) -> u16 {
        if self.is_utf16be_decoder {
            ((leading as u16) << 8) + byte as u16
        } else {
            ((byte as u16) << 8) + leading as u16
        }
    }

    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome<Rule> {
        use DecodeResult::*;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. If byte is end-of-queue and either UTF-16 leading byte or UTF-16 leading
                //    surrogate is non-null, set both to null, and return error.
                if self.utf16_leading_byte.is_some() || self.utf16_leading_surrogate.is_some() {
                    self.utf16_leading_byte = None;
                    self.utf16_leading_surrogate = None;
                    return Outcome::new(Error, Rule::EndInUnit);
                }
                // 2. If byte is end-of-queue and both are null, return finished.
                return Outcome::new(Finished, Rule::End);
            }
            Item::Byte(b) => b,
        };
        // 3. If UTF-16 leading byte is null, set it to byte and return continue.
        let leading = match self.utf16_leading_byte {
            None => {
                self.utf16_leading_byte = Some(byte);
                return Outcome::new(Continue, Rule::LeadingByte);
            }
            Some(l) => l,
        };
        // 4. Let code unit be (leading byte << 8) + byte (UTF-16BE) or (byte << 8) + leading byte.
        let code_unit = self.code_unit(leading, byte);
        // 5. Set UTF-16 leading byte to null.
        self.utf16_leading_byte = None;
        // 6. If UTF-16 leading surrogate is non-null:
        if let Some(leading_surrogate) = self.utf16_leading_surrogate.take() {
            // If code unit is a trailing surrogate, return the scalar value from surrogates.
            if (0xDC00..=0xDFFF).contains(&code_unit) {
                let scalar = 0x10000
                    + (((leading_surrogate as u32) - 0xD800) << 10)
                    + (code_unit as u32 - 0xDC00);
                return Outcome::new(Emit(scalar), Rule::Pair);
            }
            // Let byte1 be code unit >> 8, byte2 be code unit & 0x00FF; bytes is « byte1, byte2 »
            // for UTF-16BE, otherwise « byte2, byte1 » — the two bytes just read, in order.
            // Restore bytes to ioQueue and return error.
            return Outcome::restoring(Error, 2, Rule::UnpairedLeading);
        }
        // 7. If code unit is a leading surrogate, set UTF-16 leading surrogate to it, continue.
        if (0xD800..=0xDBFF).contains(&code_unit) {
            self.utf16_leading_surrogate = Some(code_unit);
            return Outcome::new(Continue, Rule::LeadingSurrogate);
        }
        // 8. If code unit is a trailing surrogate, return error.
        if (0xDC00..=0xDFFF).contains(&code_unit) {
            return Outcome::new(Error, Rule::UnpairedTrailing);
        }
        // 9. Return code point code unit.
        Outcome::new(Emit(code_unit as u32), Rule::CodeUnit)
    }

    /// Local resynchronisation for windowed traces (see `Utf8Decoder::resync_distance`):
    /// `relative` is the position's distance from the start of the decoder's stream. Bytes pair
    /// up from the stream start (restores always put back whole code units), and the state
    /// before a code unit depends only on the code unit before it, whose final handling always
    /// starts from the initial state. So start a fresh decoder at the previous code unit. (If
    /// that unit is the trailing half of a pair, the fresh decoder returns an error for it that
    /// the full run does not; the state after it is the same, and the error lies before the
    /// position.)
    pub fn resync_distance(relative: u64) -> u64 {
        let unit_start = relative - relative % 2;
        relative - unit_start.saturating_sub(2)
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: Rule,
        before: &Utf16Decoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        let byte = item.byte().unwrap_or(0);
        let unit = || {
            let u = before
                .utf16_leading_byte
                .map(|l| before.code_unit(l, byte))
                .unwrap_or(0);
            format!("0x{u:04X}")
        };
        let lead = || format!("0x{:04X}", before.utf16_leading_surrogate.unwrap_or(0));
        // The code unit's formula: which byte is the high one.
        let order = if before.is_utf16be_decoder {
            "be"
        } else {
            "le"
        };
        match rule {
            Rule::EndInUnit => match before.utf16_leading_byte {
                Some(_) => words!(
                    lang,
                    "explain-utf16-end-in-unit",
                    pending = "byte",
                    surrogate = ""
                ),
                None => words!(
                    lang,
                    "explain-utf16-end-in-unit",
                    pending = "surrogate",
                    surrogate = lead()
                ),
            },
            Rule::End => words!(lang, "explain-utf16-end"),
            Rule::LeadingByte => words!(
                lang,
                "explain-utf16-leading-byte",
                byte = format!("0x{byte:02X}")
            ),
            Rule::Pair => {
                let cp = outcome.result.code_points().first().copied().unwrap_or(0);
                words!(
                    lang,
                    "explain-utf16-surrogate-pair",
                    order = order,
                    unit = unit(),
                    lead = lead(),
                    code_point = format!("U+{cp:04X}")
                )
            }
            Rule::UnpairedLeading => words!(
                lang,
                "explain-utf16-unpaired-leading-surrogate",
                order = order,
                unit = unit(),
                lead = lead()
            ),
            Rule::LeadingSurrogate => words!(
                lang,
                "explain-utf16-leading-surrogate",
                order = order,
                unit = unit()
            ),
            Rule::UnpairedTrailing => words!(
                lang,
                "explain-utf16-unpaired-trailing-surrogate",
                order = order,
                unit = unit()
            ),
            Rule::CodeUnit => {
                let u = before
                    .utf16_leading_byte
                    .map(|l| before.code_unit(l, byte))
                    .unwrap_or(0);
                words!(
                    lang,
                    "explain-utf16-code-unit",
                    order = order,
                    unit = format!("0x{u:04X}"),
                    code_point = format!("U+{u:04X}")
                )
            }
        }
    }
}
