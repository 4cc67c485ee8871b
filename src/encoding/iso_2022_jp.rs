//! ISO-2022-JP (§ 12.2): a stateful decoder switched by escape sequences, and its encoder.

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;

pub const DECODER: SpecRef = SpecRef::new("ISO-2022-JP decoder", "iso-2022-jp-decoder");
pub const ENCODER: SpecRef = SpecRef::new("ISO-2022-JP encoder", "iso-2022-jp-encoder");

/// The values of ISO-2022-JP decoder state and ISO-2022-JP decoder output state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecoderState {
    Ascii,
    Roman,
    Katakana,
    LeadingByte,
    TrailingByte,
    EscapeStart,
    Escape,
}

impl DecoderState {
    /// The standard's name for the state.
    pub fn name(self) -> &'static str {
        match self {
            DecoderState::Ascii => "ASCII",
            DecoderState::Roman => "Roman",
            DecoderState::Katakana => "katakana",
            DecoderState::LeadingByte => "leading byte",
            DecoderState::TrailingByte => "trailing byte",
            DecoderState::EscapeStart => "escape start",
            DecoderState::Escape => "escape",
        }
    }
}

/// ISO-2022-JP's decoder: decoder state, decoder output state (both initially ASCII),
/// ISO-2022-JP lead (initially 0x00) and ISO-2022-JP output (initially false).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Iso2022JpDecoder {
    pub iso_2022_jp_decoder_state: DecoderState,
    pub iso_2022_jp_decoder_output_state: DecoderState,
    pub iso_2022_jp_lead: u8,
    pub iso_2022_jp_output: bool,
}

impl Default for Iso2022JpDecoder {
    fn default() -> Self {
        Iso2022JpDecoder {
            iso_2022_jp_decoder_state: DecoderState::Ascii,
            iso_2022_jp_decoder_output_state: DecoderState::Ascii,
            iso_2022_jp_lead: 0,
            iso_2022_jp_output: false,
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        /// ASCII, Roman, katakana or leading byte: 0x1B.
        EscapeByte,
        /// Trailing byte: 0x1B (error).
        EscapeInTrail,
        /// Any state but trailing byte: end-of-queue.
        End,
        /// ASCII: 0x00 to 0x7F excluding 0x0E, 0x0F and 0x1B.
        Ascii,
        /// Roman: 0x5C is U+00A5.
        RomanYen,
        /// Roman: 0x7E is U+203E.
        RomanOverline,
        /// Roman: other bytes 0x00 to 0x7F.
        Roman,
        /// katakana: 0x21 to 0x5F.
        Katakana,
        /// Leading byte: 0x21 to 0x7E.
        Lead,
        /// Trailing byte: 0x21 to 0x7E with a code point.
        Trail,
        /// Trailing byte: 0x21 to 0x7E without a code point.
        TrailUnmapped,
        /// Trailing byte: end-of-queue.
        EndInTrail,
        /// Trailing byte: otherwise.
        BadTrail,
        /// ASCII, Roman, katakana, leading byte: otherwise.
        Invalid,
        /// Escape start: 0x24 or 0x28.
        EscapeLead,
        /// Escape start: anything else.
        BadEscapeStart,
        /// Escape: a recognised sequence, output false (continue).
        EscapeAccepted,
        /// Escape: a recognised sequence straight after another one (output true: error).
        EscapeAfterEscape,
        /// Escape: not a recognised sequence.
        BadEscape,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EscapeByte => "iso-2022-jp-escape-byte",
            EscapeInTrail => "iso-2022-jp-escape-in-trail",
            End => "iso-2022-jp-end",
            Ascii => "iso-2022-jp-ascii",
            RomanYen => "iso-2022-jp-roman-yen",
            RomanOverline => "iso-2022-jp-roman-overline",
            Roman => "iso-2022-jp-roman",
            Katakana => "iso-2022-jp-katakana",
            Lead => "iso-2022-jp-lead",
            Trail => "iso-2022-jp-trail",
            TrailUnmapped => "iso-2022-jp-trail-unmapped",
            EndInTrail => "iso-2022-jp-end-in-trail",
            BadTrail => "iso-2022-jp-bad-trail",
            Invalid => "iso-2022-jp-invalid",
            EscapeLead => "iso-2022-jp-escape-lead",
            BadEscapeStart => "iso-2022-jp-bad-escape-start",
            EscapeAccepted => "iso-2022-jp-escape-accepted",
            EscapeAfterEscape => "iso-2022-jp-escape-after-escape",
            BadEscape => "iso-2022-jp-bad-escape",
        }
    }
    pub fn step(self) -> &'static str {
        use DecoderRule::*;
        match self {
            EscapeByte => "ASCII/Roman/katakana/leading byte: 0x1B",
            EscapeInTrail => "trailing byte: 0x1B",
            End => "end-of-queue",
            Ascii => "ASCII: 0x00 to 0x7F",
            RomanYen => "Roman: 0x5C",
            RomanOverline => "Roman: 0x7E",
            Roman => "Roman: 0x00 to 0x7F",
            Katakana => "katakana: 0x21 to 0x5F",
            Lead => "leading byte: 0x21 to 0x7E",
            Trail => "trailing byte: 0x21 to 0x7E",
            TrailUnmapped => "trailing byte: 0x21 to 0x7E, 4",
            EndInTrail => "trailing byte: end-of-queue",
            BadTrail => "trailing byte: otherwise",
            Invalid => "otherwise",
            EscapeLead => "escape start: 1",
            BadEscapeStart => "escape start: 2–3",
            EscapeAccepted => "escape: 1–7",
            EscapeAfterEscape => "escape: 1–7 (output true)",
            BadEscape => "escape: 8–9",
        }
    }
}

impl Iso2022JpDecoder {
    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome {
        use DecodeResult::*;
        use DecoderRule as R;
        use DecoderState as S;
        match self.iso_2022_jp_decoder_state {
            S::Ascii | S::Roman | S::Katakana | S::LeadingByte => {
                let state = self.iso_2022_jp_decoder_state;
                let byte = match item {
                    // end-of-queue: return finished.
                    Item::EndOfQueue => return Outcome::new(Finished, R::End),
                    Item::Byte(b) => b,
                };
                // 0x1B: set decoder state to escape start and return continue.
                if byte == 0x1B {
                    self.iso_2022_jp_decoder_state = S::EscapeStart;
                    return Outcome::new(Continue, R::EscapeByte);
                }
                let (result, rule) = match (state, byte) {
                    (S::Ascii, 0x00..=0x7F) if byte != 0x0E && byte != 0x0F => {
                        (Emit(byte as u32), R::Ascii)
                    }
                    (S::Roman, 0x5C) => (Emit(0xA5), R::RomanYen),
                    (S::Roman, 0x7E) => (Emit(0x203E), R::RomanOverline),
                    (S::Roman, 0x00..=0x7F) if byte != 0x0E && byte != 0x0F => {
                        (Emit(byte as u32), R::Roman)
                    }
                    (S::Katakana, 0x21..=0x5F) => (Emit(0xFF61 - 0x21 + byte as u32), R::Katakana),
                    (S::LeadingByte, 0x21..=0x7E) => {
                        // Set output to false, lead to byte, state to trailing byte; continue.
                        self.iso_2022_jp_output = false;
                        self.iso_2022_jp_lead = byte;
                        self.iso_2022_jp_decoder_state = S::TrailingByte;
                        return Outcome::new(Continue, R::Lead);
                    }
                    // Otherwise: set output to false and return error.
                    _ => (Error, R::Invalid),
                };
                // Each of the byte cases sets ISO-2022-JP output to false.
                self.iso_2022_jp_output = false;
                Outcome::new(result, rule)
            }
            S::TrailingByte => match item {
                // 0x1B: set state to escape start and return error.
                Item::Byte(0x1B) => {
                    self.iso_2022_jp_decoder_state = S::EscapeStart;
                    Outcome::new(Error, R::EscapeInTrail)
                }
                Item::Byte(byte @ 0x21..=0x7E) => {
                    // 1. Set the decoder state to leading byte.
                    self.iso_2022_jp_decoder_state = S::LeadingByte;
                    // 2. pointer = (lead − 0x21) × 94 + byte − 0x21.
                    let pointer =
                        (self.iso_2022_jp_lead as usize - 0x21) * 94 + byte as usize - 0x21;
                    // 3. code point = index code point for pointer in index jis0208.
                    match tables::index_code_point(&tables::INDEX_JIS0208, pointer) {
                        // 4. If code point is null, return error.
                        None => Outcome::new(Error, R::TrailUnmapped),
                        // 5. Return a code point whose value is code point.
                        Some(cp) => Outcome::new(Emit(cp), R::Trail),
                    }
                }
                // end-of-queue: set the decoder state to leading byte and return error.
                Item::EndOfQueue => {
                    self.iso_2022_jp_decoder_state = S::LeadingByte;
                    Outcome::new(Error, R::EndInTrail)
                }
                // Otherwise: set decoder state to leading byte and return error.
                Item::Byte(_) => {
                    self.iso_2022_jp_decoder_state = S::LeadingByte;
                    Outcome::new(Error, R::BadTrail)
                }
            },
            S::EscapeStart => {
                // 1. If byte is 0x24 or 0x28, set lead to byte, state to escape, continue.
                if let Item::Byte(byte @ (0x24 | 0x28)) = item {
                    self.iso_2022_jp_lead = byte;
                    self.iso_2022_jp_decoder_state = S::Escape;
                    return Outcome::new(Continue, R::EscapeLead);
                }
                // 2. If byte is not end-of-queue, restore byte.
                let restore = (!item.is_end()) as u8;
                // 3. Set output to false, state to output state, return error.
                self.iso_2022_jp_output = false;
                self.iso_2022_jp_decoder_state = self.iso_2022_jp_decoder_output_state;
                Outcome::restoring(Error, restore, R::BadEscapeStart)
            }
            S::Escape => {
                // 1. Let leading be lead and set lead to 0x00.
                let leading = self.iso_2022_jp_lead;
                self.iso_2022_jp_lead = 0;
                // 2–6. Which state the sequence selects, if any.
                let state = match (leading, item) {
                    (0x28, Item::Byte(0x42)) => Some(S::Ascii),
                    (0x28, Item::Byte(0x4A)) => Some(S::Roman),
                    (0x28, Item::Byte(0x49)) => Some(S::Katakana),
                    (0x24, Item::Byte(0x40 | 0x42)) => Some(S::LeadingByte),
                    _ => None,
                };
                // 7. If state is non-null: set decoder state and output state to state; let
                //    output be ISO-2022-JP output; set ISO-2022-JP output to true; return
                //    continue if output is false, error otherwise.
                if let Some(state) = state {
                    self.iso_2022_jp_decoder_state = state;
                    self.iso_2022_jp_decoder_output_state = state;
                    let output = self.iso_2022_jp_output;
                    self.iso_2022_jp_output = true;
                    return if output {
                        Outcome::new(Error, R::EscapeAfterEscape)
                    } else {
                        Outcome::new(Continue, R::EscapeAccepted)
                    };
                }
                // 8. If byte is end-of-queue, restore leading; otherwise restore « leading, byte ».
                let restore = if item.is_end() { 1 } else { 2 };
                // 9. Set output to false, state to output state, return error.
                self.iso_2022_jp_output = false;
                self.iso_2022_jp_decoder_state = self.iso_2022_jp_decoder_output_state;
                Outcome::restoring(Error, restore, R::BadEscape)
            }
        }
    }

    /// The state right after a complete, recognised escape sequence (ESC ( B, ESC ( J,
    /// ESC ( I, ESC $ @, ESC $ B): 0x1B is never consumed as data, so such a sequence always
    /// takes effect, and afterwards the state no longer depends on what came before.
    pub fn state_after_escape(seq: [u8; 3]) -> Option<Iso2022JpDecoder> {
        let state = match seq {
            [0x1B, 0x28, 0x42] => DecoderState::Ascii,
            [0x1B, 0x28, 0x4A] => DecoderState::Roman,
            [0x1B, 0x28, 0x49] => DecoderState::Katakana,
            [0x1B, 0x24, 0x40] | [0x1B, 0x24, 0x42] => DecoderState::LeadingByte,
            _ => return None,
        };
        Some(Iso2022JpDecoder {
            iso_2022_jp_decoder_state: state,
            iso_2022_jp_decoder_output_state: state,
            iso_2022_jp_lead: 0,
            iso_2022_jp_output: true,
        })
    }

    pub fn explain(
        rule: DecoderRule,
        before: &Iso2022JpDecoder,
        item: Item,
        outcome: &Outcome,
        after: &Iso2022JpDecoder,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let state = before.iso_2022_jp_decoder_state.name();
        let cp = outcome.result.code_points().first().copied().unwrap_or(0);
        match rule {
            EscapeByte => format!("{state} state, byte 0x1B (ESC): decoder state = escape start, continue"),
            EscapeInTrail => "trailing byte state, byte 0x1B (ESC): the character is cut; decoder state = escape start, return error".into(),
            End => format!("{state} state, end-of-queue: return finished"),
            Ascii => format!("ASCII state, byte 0x{byte:02X}: output = false, return U+{byte:04X}"),
            RomanYen => "Roman state, byte 0x5C: return U+00A5 (¥)".into(),
            RomanOverline => "Roman state, byte 0x7E: return U+203E (‾)".into(),
            Roman => format!("Roman state, byte 0x{byte:02X}: return U+{byte:04X}"),
            Katakana => format!("katakana state, byte 0x{byte:02X}: 0xFF61 − 0x21 + byte = U+{cp:04X}"),
            Lead => format!("leading byte state, byte 0x{byte:02X}: ISO-2022-JP lead = 0x{byte:02X}, decoder state = trailing byte"),
            Trail | TrailUnmapped => {
                let p = (before.iso_2022_jp_lead as u32 - 0x21) * 94 + byte as u32 - 0x21;
                let tail =
                    if rule == Trail { format!("→ index jis0208 → U+{cp:04X}") } else { "has no code point in index jis0208: return error".into() };
                format!(
                    "pointer = (0x{:02X} − 0x21) × 94 + 0x{byte:02X} − 0x21 = {p} {tail}; decoder state = leading byte",
                    before.iso_2022_jp_lead
                )
            }
            EndInTrail => "trailing byte state, end-of-queue: decoder state = leading byte, return error".into(),
            BadTrail => format!("trailing byte state, byte 0x{byte:02X} is not 0x21 to 0x7E: decoder state = leading byte, return error"),
            Invalid => format!("{state} state, byte 0x{byte:02X} is not allowed here: output = false, return error"),
            EscapeLead => format!("escape start, byte 0x{byte:02X} ('{}'): lead = 0x{byte:02X}, decoder state = escape", byte as char),
            BadEscapeStart => format!(
                "escape start, {} is not '$' or '(': {}output = false, back to the output state {}, return error",
                describe(item),
                if item.is_end() { "" } else { "restore the byte, " },
                after.iso_2022_jp_decoder_state.name()
            ),
            EscapeAccepted | EscapeAfterEscape => {
                let seq = format!("ESC {} {}", before.iso_2022_jp_lead as char, byte as char);
                let tail = if rule == EscapeAccepted {
                    "output was false: continue".to_string()
                } else {
                    "output was already true (two escape sequences in a row with nothing between): return error".to_string()
                };
                format!("{seq} selects {} state: decoder state and output state = {}, output = true; {tail}", after.iso_2022_jp_decoder_state.name(), after.iso_2022_jp_decoder_state.name())
            }
            BadEscape => format!(
                "ESC 0x{:02X} then {} is not a recognised escape sequence: restore {}, output = false, back to {} state, return error",
                before.iso_2022_jp_lead,
                describe(item),
                if item.is_end() { "the lead".to_string() } else { format!("0x{:02X} 0x{byte:02X}", before.iso_2022_jp_lead) },
                after.iso_2022_jp_decoder_state.name()
            ),
        }
    }
}

fn describe(item: Item) -> String {
    match item {
        Item::Byte(b) => format!("byte 0x{b:02X}"),
        Item::EndOfQueue => "end-of-queue".into(),
    }
}

/// ISO-2022-JP encoder state: ASCII, Roman or jis0208.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EncoderState {
    Ascii,
    Roman,
    Jis0208,
}

impl EncoderState {
    pub fn name(self) -> &'static str {
        match self {
            EncoderState::Ascii => "ASCII",
            EncoderState::Roman => "Roman",
            EncoderState::Jis0208 => "jis0208",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Iso2022JpEncoder {
    pub iso_2022_jp_encoder_state: EncoderState,
}

impl Default for Iso2022JpEncoder {
    fn default() -> Self {
        Iso2022JpEncoder {
            iso_2022_jp_encoder_state: EncoderState::Ascii,
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        EndReset,
        End,
        Control,
        Ascii,
        Roman,
        SwitchToAscii,
        SwitchToRoman,
        UnmappedSwitchToAscii,
        Unmapped,
        SwitchToJis0208,
        TwoByte,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        use EncoderRule::*;
        match self {
            EndReset => "iso-2022-jp-encode-end-reset",
            End => "iso-2022-jp-encode-end",
            Control => "iso-2022-jp-encode-control",
            Ascii => "iso-2022-jp-encode-ascii",
            Roman => "iso-2022-jp-encode-roman",
            SwitchToAscii => "iso-2022-jp-encode-switch-ascii",
            SwitchToRoman => "iso-2022-jp-encode-switch-roman",
            UnmappedSwitchToAscii => "iso-2022-jp-encode-unmapped-switch-ascii",
            Unmapped => "iso-2022-jp-encode-unmapped",
            SwitchToJis0208 => "iso-2022-jp-encode-switch-jis0208",
            TwoByte => "iso-2022-jp-encode-two-byte",
        }
    }
    pub fn step(self) -> &'static str {
        use EncoderRule::*;
        match self {
            EndReset => "1",
            End => "2",
            Control => "3",
            Ascii => "4",
            Roman => "5",
            SwitchToAscii => "6",
            SwitchToRoman => "7",
            UnmappedSwitchToAscii => "8–11.1",
            Unmapped => "8–11.2",
            SwitchToJis0208 => "8–10, 12",
            TwoByte => "8–10, 13–15",
        }
    }
}

const ESC_ASCII: [u8; 3] = [0x1B, 0x28, 0x42];
const ESC_ROMAN: [u8; 3] = [0x1B, 0x28, 0x4A];
const ESC_JIS0208: [u8; 3] = [0x1B, 0x24, 0x42];

impl Iso2022JpEncoder {
    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome {
        use EncoderRule as R;
        use EncoderState as S;
        let state = self.iso_2022_jp_encoder_state;
        let restoring = |rule: EncoderRule, bytes: &[u8]| EncodeOutcome {
            result: EncodeResult::bytes(bytes),
            restore: true,
            rule: rule.into(),
        };
        let mut cp = match item {
            CodePointItem::EndOfQueue => {
                // 1. End-of-queue and state is not ASCII: set state to ASCII, return ESC ( B.
                if state != S::Ascii {
                    self.iso_2022_jp_encoder_state = S::Ascii;
                    return EncodeOutcome::new(EncodeResult::bytes(&ESC_ASCII), R::EndReset);
                }
                // 2. End-of-queue and state is ASCII: return finished.
                return EncodeOutcome::new(EncodeResult::Finished, R::End);
            }
            CodePointItem::CodePoint(cp) => cp,
        };
        // 3. State ASCII or Roman and code point U+000E, U+000F or U+001B: error with U+FFFD.
        if (state == S::Ascii || state == S::Roman) && matches!(cp, 0x0E | 0x0F | 0x1B) {
            return EncodeOutcome::new(EncodeResult::Error(0xFFFD), R::Control);
        }
        // 4. State ASCII and an ASCII code point: return a byte whose value is code point.
        if state == S::Ascii && cp < 0x80 {
            return EncodeOutcome::new(EncodeResult::bytes(&[cp as u8]), R::Ascii);
        }
        // 5. State Roman and an ASCII code point other than U+005C and U+007E, or U+00A5 or U+203E.
        if state == S::Roman
            && ((cp < 0x80 && cp != 0x5C && cp != 0x7E) || cp == 0xA5 || cp == 0x203E)
        {
            let b = match cp {
                0xA5 => 0x5C,
                0x203E => 0x7E,
                _ => cp as u8,
            };
            return EncodeOutcome::new(EncodeResult::bytes(&[b]), R::Roman);
        }
        // 6. An ASCII code point and state is not ASCII: restore code point, state ASCII, ESC ( B.
        if cp < 0x80 && state != S::Ascii {
            self.iso_2022_jp_encoder_state = S::Ascii;
            return restoring(R::SwitchToAscii, &ESC_ASCII);
        }
        // 7. U+00A5 or U+203E and state is not Roman: restore, state Roman, ESC ( J.
        if (cp == 0xA5 || cp == 0x203E) && state != S::Roman {
            self.iso_2022_jp_encoder_state = S::Roman;
            return restoring(R::SwitchToRoman, &ESC_ROMAN);
        }
        // 8. If code point is U+2212, set it to U+FF0D.
        if cp == 0x2212 {
            cp = 0xFF0D;
        }
        // 9. Half-width katakana U+FF61 to U+FF9F: index ISO-2022-JP katakana code point.
        if (0xFF61..=0xFF9F).contains(&cp) {
            cp = tables::index_code_point(
                &tables::INDEX_ISO_2022_JP_KATAKANA,
                (cp - 0xFF61) as usize,
            )
            .unwrap_or(cp);
        }
        // 10. Let pointer be the index pointer for code point in index jis0208.
        let Some(pointer) = tables::index_pointer(&tables::POINTER_JIS0208, cp) else {
            // 11.1 If state is jis0208: restore code point, state ASCII, return ESC ( B.
            if state == S::Jis0208 {
                self.iso_2022_jp_encoder_state = S::Ascii;
                return restoring(R::UnmappedSwitchToAscii, &ESC_ASCII);
            }
            // 11.2 Return error with code point.
            return EncodeOutcome::new(EncodeResult::Error(cp), R::Unmapped);
        };
        // 12. State is not jis0208: restore code point, state jis0208, return ESC $ B.
        if state != S::Jis0208 {
            self.iso_2022_jp_encoder_state = S::Jis0208;
            return restoring(R::SwitchToJis0208, &ESC_JIS0208);
        }
        // 13–15. leading = pointer / 94 + 0x21, trailing = pointer % 94 + 0x21.
        EncodeOutcome::new(
            EncodeResult::bytes(&[(pointer / 94 + 0x21) as u8, (pointer % 94 + 0x21) as u8]),
            R::TwoByte,
        )
    }

    pub fn explain(
        rule: EncoderRule,
        before: &Iso2022JpEncoder,
        item: CodePointItem,
        outcome: &EncodeOutcome,
    ) -> String {
        use EncoderRule::*;
        let state = before.iso_2022_jp_encoder_state.name();
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => 0,
        };
        let hex = hex_bytes(outcome.result.output());
        // Steps 8–9 set U+2212 to U+FF0D and half-width katakana to its full-width form first.
        let mut c = if cp == 0x2212 { 0xFF0D } else { cp };
        if (0xFF61..=0xFF9F).contains(&c) {
            c = tables::index_code_point(
                &tables::INDEX_ISO_2022_JP_KATAKANA,
                (c - 0xFF61) as usize,
            )
            .unwrap_or(c);
        }
        let set = if c != cp {
            format!(" (U+{cp:04X} is set to U+{c:04X})")
        } else {
            String::new()
        };
        match rule {
            EndReset => format!("end-of-queue in {state} state: switch back to ASCII with ESC ( B ({hex}) — every ISO-2022-JP output ends in ASCII"),
            End => "end-of-queue in ASCII state: return finished".into(),
            Control => format!("U+{cp:04X} (SO, SI or ESC) could forge escape sequences: return error with U+FFFD, not the code point"),
            Ascii => format!("ASCII state, U+{cp:04X}: return byte 0x{cp:02X}"),
            Roman => format!("Roman state, U+{cp:04X}: return {hex}"),
            SwitchToAscii => format!("U+{cp:04X} needs ASCII state but the state is {state}: restore U+{cp:04X} to the queue, state = ASCII, return ESC ( B ({hex})"),
            SwitchToRoman => format!("U+{cp:04X} needs Roman state: restore it to the queue, state = Roman, return ESC ( J ({hex})"),
            UnmappedSwitchToAscii => format!("U+{c:04X}{set} is not in index jis0208 and the state is jis0208: restore U+{cp:04X}, state = ASCII, return ESC ( B first"),
            Unmapped => format!("U+{c:04X}{set} is not in index jis0208: return error with U+{c:04X}"),
            SwitchToJis0208 => format!("U+{c:04X}{set} is in index jis0208 but the state is {state}: restore U+{cp:04X}, state = jis0208, return ESC $ B ({hex})"),
            TwoByte => {
                let p = tables::index_pointer(&tables::POINTER_JIS0208, c).unwrap_or(0);
                format!("index pointer for U+{c:04X} in index jis0208 = {p}{set}: lead = {p} / 94 + 0x21 = 0x{:02X}, trail = {p} % 94 + 0x21 = 0x{:02X} → {hex}", p / 94 + 0x21, p % 94 + 0x21)
            }
        }
    }
}
