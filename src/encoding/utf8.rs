//! UTF-8 (§ 8.1): the UTF-8 decoder and the UTF-8 encoder, step by step.

use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("UTF-8 decoder", "utf-8-decoder");
pub const ENCODER: SpecRef = SpecRef::new("UTF-8 encoder", "utf-8-encoder");

/// UTF-8's decoder: its state is the standard's five variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Utf8Decoder {
    /// UTF-8 code point (initially 0).
    pub utf8_code_point: u32,
    /// UTF-8 bytes seen (initially 0).
    pub utf8_bytes_seen: u8,
    /// UTF-8 bytes needed (initially 0).
    pub utf8_bytes_needed: u8,
    /// UTF-8 lower boundary (initially 0x80).
    pub utf8_lower_boundary: u8,
    /// UTF-8 upper boundary (initially 0xBF).
    pub utf8_upper_boundary: u8,
}

impl Default for Utf8Decoder {
    fn default() -> Self {
        Utf8Decoder {
            utf8_code_point: 0,
            utf8_bytes_seen: 0,
            utf8_bytes_needed: 0,
            utf8_lower_boundary: 0x80,
            utf8_upper_boundary: 0xBF,
        }
    }
}

super::spec_ref::rule_enum! {
    /// The rule of the UTF-8 decoder's handler that produced a result.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        /// Step 1: end-of-queue while bytes needed ≠ 0.
        EndInSequence,
        /// Step 2: end-of-queue.
        End,
        /// Step 3, 0x00 to 0x7F.
        Ascii,
        /// Step 3, 0xC2 to 0xDF.
        Lead2,
        /// Step 3, 0xE0 to 0xEF.
        Lead3,
        /// Step 3, 0xF0 to 0xF4.
        Lead4,
        /// Step 3, otherwise: 0x80 to 0xC1 or 0xF5 to 0xFF.
        InvalidLead,
        /// Step 4: byte outside [lower boundary, upper boundary].
        OutOfRange,
        /// Steps 5 to 8: a continuation byte, more needed.
        Continuation,
        /// Steps 5 to 11: the last continuation byte.
        Complete,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        match self {
            DecoderRule::EndInSequence => "utf8-end-in-sequence",
            DecoderRule::End => "utf8-end",
            DecoderRule::Ascii => "utf8-ascii",
            DecoderRule::Lead2 => "utf8-lead-2",
            DecoderRule::Lead3 => "utf8-lead-3",
            DecoderRule::Lead4 => "utf8-lead-4",
            DecoderRule::InvalidLead => "utf8-invalid-lead",
            DecoderRule::OutOfRange => "utf8-out-of-range",
            DecoderRule::Continuation => "utf8-continuation",
            DecoderRule::Complete => "utf8-complete",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            DecoderRule::EndInSequence => "1",
            DecoderRule::End => "2",
            DecoderRule::Ascii => "3 (0x00–0x7F)",
            DecoderRule::Lead2 => "3 (0xC2–0xDF)",
            DecoderRule::Lead3 => "3 (0xE0–0xEF)",
            DecoderRule::Lead4 => "3 (0xF0–0xF4)",
            DecoderRule::InvalidLead => "3 (0x80–0xC1, 0xF5–0xFF)",
            DecoderRule::OutOfRange => "4",
            DecoderRule::Continuation => "5–8",
            DecoderRule::Complete => "5–11",
        }
    }
}

impl Utf8Decoder {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether the decoder is in its initial state.
    pub fn is_initial(&self) -> bool {
        *self == Self::default()
    }

    /// UTF-8's decoder's handler, given an item.
    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        use DecodeResult::*;
        use DecoderRule as R;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. If byte is end-of-queue and UTF-8 bytes needed is not 0, set UTF-8 bytes
                //    needed to 0 and return error. (The other variables keep their values.)
                if self.utf8_bytes_needed != 0 {
                    self.utf8_bytes_needed = 0;
                    return Outcome::new(Error, R::EndInSequence);
                }
                // 2. If byte is end-of-queue, return finished.
                return Outcome::new(Finished, R::End);
            }
            Item::Byte(b) => b,
        };
        // 3. If UTF-8 bytes needed is 0, based on byte:
        if self.utf8_bytes_needed == 0 {
            match byte {
                // Return a code point whose value is byte.
                0x00..=0x7F => return Outcome::new(Emit(byte as u32), R::Ascii),
                0xC2..=0xDF => {
                    // Set UTF-8 bytes needed to 1; set UTF-8 code point to byte & 0x1F.
                    self.utf8_bytes_needed = 1;
                    self.utf8_code_point = (byte & 0x1F) as u32;
                    return Outcome::new(Continue, R::Lead2);
                }
                0xE0..=0xEF => {
                    // If byte is 0xE0, set UTF-8 lower boundary to 0xA0.
                    if byte == 0xE0 {
                        self.utf8_lower_boundary = 0xA0;
                    }
                    // If byte is 0xED, set UTF-8 upper boundary to 0x9F.
                    if byte == 0xED {
                        self.utf8_upper_boundary = 0x9F;
                    }
                    // Set UTF-8 bytes needed to 2; set UTF-8 code point to byte & 0xF.
                    self.utf8_bytes_needed = 2;
                    self.utf8_code_point = (byte & 0xF) as u32;
                    return Outcome::new(Continue, R::Lead3);
                }
                0xF0..=0xF4 => {
                    // If byte is 0xF0, set UTF-8 lower boundary to 0x90.
                    if byte == 0xF0 {
                        self.utf8_lower_boundary = 0x90;
                    }
                    // If byte is 0xF4, set UTF-8 upper boundary to 0x8F.
                    if byte == 0xF4 {
                        self.utf8_upper_boundary = 0x8F;
                    }
                    // Set UTF-8 bytes needed to 3; set UTF-8 code point to byte & 0x7.
                    self.utf8_bytes_needed = 3;
                    self.utf8_code_point = (byte & 0x7) as u32;
                    return Outcome::new(Continue, R::Lead4);
                }
                // Otherwise: return error.
                _ => return Outcome::new(Error, R::InvalidLead),
            }
        }
        // 4. If byte is not in the range UTF-8 lower boundary to UTF-8 upper boundary, inclusive:
        if byte < self.utf8_lower_boundary || byte > self.utf8_upper_boundary {
            // Set UTF-8 code point, UTF-8 bytes needed, and UTF-8 bytes seen to 0, set UTF-8
            // lower boundary to 0x80, and set UTF-8 upper boundary to 0xBF.
            *self = Self::default();
            // Restore byte to ioQueue. Return error.
            return Outcome::restoring(Error, 1, R::OutOfRange);
        }
        // 5. Set UTF-8 lower boundary to 0x80 and UTF-8 upper boundary to 0xBF.
        self.utf8_lower_boundary = 0x80;
        self.utf8_upper_boundary = 0xBF;
        // 6. Set UTF-8 code point to (UTF-8 code point << 6) | (byte & 0x3F).
        self.utf8_code_point = (self.utf8_code_point << 6) | (byte & 0x3F) as u32;
        // 7. Increase UTF-8 bytes seen by one.
        self.utf8_bytes_seen += 1;
        // 8. If UTF-8 bytes seen is not equal to UTF-8 bytes needed, return continue.
        if self.utf8_bytes_seen != self.utf8_bytes_needed {
            return Outcome::new(Continue, R::Continuation);
        }
        // 9. Let code point be UTF-8 code point.
        let code_point = self.utf8_code_point;
        // 10. Set UTF-8 code point, UTF-8 bytes needed, and UTF-8 bytes seen to 0.
        self.utf8_code_point = 0;
        self.utf8_bytes_needed = 0;
        self.utf8_bytes_seen = 0;
        // 11. Return a code point whose value is code point.
        Outcome::new(Emit(code_point), R::Complete)
    }

    /// Local resynchronisation for windowed traces: given the bytes that precede a position
    /// (at most the last 3 matter), how many bytes back to start a fresh decoder so that every
    /// step from the position on is exactly the full run's.
    ///
    /// The state before the first handling of a byte depends only on the bytes since the last
    /// non-continuation byte: that byte is always (finally) handled in the initial state. If
    /// the last three bytes are all continuation bytes, any sequence before them has ended.
    pub fn resync_distance(before: &[u8]) -> usize {
        let n = before.len();
        for back in 1..=3.min(n) {
            let b = before[n - back];
            if !(0x80..=0xBF).contains(&b) {
                return back;
            }
        }
        0
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: DecoderRule,
        before: &Utf8Decoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
        after: &Utf8Decoder,
    ) -> String {
        let byte = item.byte().unwrap_or(0);
        let b = format!("0x{byte:02X}");
        match rule {
            DecoderRule::EndInSequence => words!(
                lang,
                "explain-utf8-end-in-sequence",
                needed = before.utf8_bytes_needed,
                seen = before.utf8_bytes_seen,
            ),
            DecoderRule::End => words!(lang, "explain-utf8-end"),
            DecoderRule::Ascii => words!(
                lang,
                "explain-utf8-ascii",
                byte = b,
                code_point = format!("U+{byte:04X}"),
            ),
            DecoderRule::Lead2 => words!(
                lang,
                "explain-utf8-lead-2",
                byte = b,
                code_point = format!("0x{:X}", after.utf8_code_point),
            ),
            DecoderRule::Lead3 => words!(
                lang,
                "explain-utf8-lead-3",
                byte = b,
                code_point = format!("0x{:X}", after.utf8_code_point),
                bound = match byte {
                    0xE0 => "e0",
                    0xED => "ed",
                    _ => "none",
                },
            ),
            DecoderRule::Lead4 => words!(
                lang,
                "explain-utf8-lead-4",
                byte = b,
                code_point = format!("0x{:X}", after.utf8_code_point),
                bound = match byte {
                    0xF0 => "f0",
                    0xF4 => "f4",
                    _ => "none",
                },
            ),
            DecoderRule::InvalidLead => words!(
                lang,
                "explain-utf8-invalid-lead",
                byte = b,
                why = match byte {
                    0x80..=0xBF => "continuation",
                    0xC0 | 0xC1 => "overlong",
                    _ => "above",
                },
            ),
            DecoderRule::OutOfRange => words!(
                lang,
                "explain-utf8-out-of-range",
                byte = b,
                lower = format!("0x{:02X}", before.utf8_lower_boundary),
                upper = format!("0x{:02X}", before.utf8_upper_boundary),
            ),
            DecoderRule::Continuation => words!(
                lang,
                "explain-utf8-continuation",
                byte = b,
                before = format!("0x{:X}", before.utf8_code_point),
                after = format!("0x{:X}", after.utf8_code_point),
                seen = after.utf8_bytes_seen,
                needed = after.utf8_bytes_needed,
            ),
            DecoderRule::Complete => {
                let cp = outcome.result.code_points().first().copied().unwrap_or(0);
                words!(
                    lang,
                    "explain-utf8-complete",
                    byte = b,
                    before = format!("0x{:X}", before.utf8_code_point),
                    after = format!("0x{cp:X}"),
                    bytes = before.utf8_bytes_needed + 1,
                    code_point = format!("U+{cp:04X}"),
                )
            }
        }
    }
}

super::spec_ref::rule_enum! {
    /// The rule of the UTF-8 encoder's handler that produced a result.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        /// Step 1: end-of-queue.
        End,
        /// Step 2: an ASCII code point.
        Ascii,
        /// Steps 3 to 6: count and offset by range, lead byte, continuation bytes.
        Sequence,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        match self {
            EncoderRule::End => "utf8-encode-end",
            EncoderRule::Ascii => "utf8-encode-ascii",
            EncoderRule::Sequence => "utf8-encode-sequence",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            EncoderRule::End => "1",
            EncoderRule::Ascii => "2",
            EncoderRule::Sequence => "3–6",
        }
    }
}

/// UTF-8's encoder (stateless).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Utf8Encoder;

impl Utf8Encoder {
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
        if code_point <= 0x7F {
            return EncodeOutcome::new(
                EncodeResult::bytes(&[code_point as u8]),
                EncoderRule::Ascii,
            );
        }
        // 3. Set count and offset based on the range code point is in.
        let (count, offset) = match code_point {
            0x80..=0x7FF => (1, 0xC0),
            0x800..=0xFFFF => (2, 0xE0),
            _ => (3, 0xF0),
        };
        // 4. Let bytes be a byte sequence whose first byte is (code point >> (6 × count)) + offset.
        let mut bytes = [0u8; 4];
        bytes[0] = ((code_point >> (6 * count)) + offset) as u8;
        // 5. While count is greater than 0: temp = code point >> (6 × (count − 1)); append
        //    0x80 | (temp & 0x3F); decrease count by one.
        let mut i = 1;
        let mut count = count;
        while count > 0 {
            let temp = code_point >> (6 * (count - 1));
            bytes[i] = 0x80 | (temp & 0x3F) as u8;
            i += 1;
            count -= 1;
        }
        // 6. Return bytes bytes, in order.
        EncodeOutcome::new(EncodeResult::bytes(&bytes[..i]), EncoderRule::Sequence)
    }

    /// The step in words (the message `explain-<rule id>` in `lang`).
    pub fn explain(
        lang: Lang,
        rule: EncoderRule,
        item: CodePointItem,
        outcome: &EncodeOutcome<impl Copy>,
    ) -> String {
        match (rule, item) {
            (EncoderRule::End, _) | (_, CodePointItem::EndOfQueue) => {
                words!(lang, "explain-utf8-encode-end")
            }
            (EncoderRule::Ascii, CodePointItem::CodePoint(cp)) => words!(
                lang,
                "explain-utf8-encode-ascii",
                code_point = format!("U+{cp:04X}"),
                byte = format!("0x{cp:02X}"),
            ),
            (EncoderRule::Sequence, CodePointItem::CodePoint(cp)) => {
                let (count, offset) = match cp {
                    0x80..=0x7FF => (1, 0xC0),
                    0x800..=0xFFFF => (2, 0xE0),
                    _ => (3, 0xF0),
                };
                let hex: Vec<String> = outcome
                    .result
                    .output()
                    .iter()
                    .map(|b| format!("{b:02X}"))
                    .collect();
                words!(
                    lang,
                    "explain-utf8-encode-sequence",
                    code_point = format!("U+{cp:04X}"),
                    count = count,
                    offset = format!("0x{offset:02X}"),
                    shift = 6 * count,
                    bytes = hex.join(" "),
                )
            }
        }
    }
}
