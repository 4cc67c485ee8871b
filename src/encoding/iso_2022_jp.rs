//! ISO-2022-JP (§ 12.2): a stateful decoder switched by escape sequences, and its encoder.

use super::handler::hex_bytes;
use super::handler::{CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

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

    /// The state's key in the message `explain-iso-2022-jp-state` (its name in words).
    pub fn key(self) -> &'static str {
        match self {
            DecoderState::Ascii => "ascii",
            DecoderState::Roman => "roman",
            DecoderState::Katakana => "katakana",
            DecoderState::LeadingByte => "leading-byte",
            DecoderState::TrailingByte => "trailing-byte",
            DecoderState::EscapeStart => "escape-start",
            DecoderState::Escape => "escape",
        }
    }

    pub const ALL: [DecoderState; 7] = [
        DecoderState::Ascii,
        DecoderState::Roman,
        DecoderState::Katakana,
        DecoderState::LeadingByte,
        DecoderState::TrailingByte,
        DecoderState::EscapeStart,
        DecoderState::Escape,
    ];
}

/// A decoder or encoder state's name (as [`DecoderState::name`] and [`EncoderState::name`]
/// write it) in words in `lang`, for the state table; None for any other name.
///
/// ```
/// use mojiscope::encoding::iso_2022_jp::state_words;
/// use mojiscope::i18n::Lang;
/// assert_eq!(state_words(Lang::En, "escape start").as_deref(), Some("escape start"));
/// assert_eq!(state_words(Lang::Ja, "jis0208").as_deref(), Some("jis0208"));
/// assert_eq!(state_words(Lang::En, "null"), None);
/// ```
pub fn state_words(lang: Lang, name: &str) -> Option<String> {
    let key = DecoderState::ALL
        .iter()
        .find(|s| s.name() == name)
        .map(|s| s.key())
        .or_else(|| {
            EncoderState::ALL
                .iter()
                .find(|s| s.name() == name)
                .map(|s| s.key())
        })?;
    Some(words!(lang, "explain-iso-2022-jp-state", state = key))
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
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
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

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values. A state's name comes from the message `explain-iso-2022-jp-state`, given
    /// `state`.
    pub fn explain(
        lang: Lang,
        rule: DecoderRule,
        before: &Iso2022JpDecoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
        after: &Iso2022JpDecoder,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let b = || format!("0x{byte:02X}");
        let state = before.iso_2022_jp_decoder_state.key();
        let next = after.iso_2022_jp_decoder_state.key();
        let code_point = || {
            let cp = outcome.result.code_points().first().copied().unwrap_or(0);
            format!("U+{cp:04X}")
        };
        let lead = before.iso_2022_jp_lead;
        // At end-of-queue there is no byte to name or restore.
        let end = if item.is_end() { "yes" } else { "no" };
        match rule {
            EscapeByte => words!(lang, "explain-iso-2022-jp-escape-byte", state = state),
            EscapeInTrail => words!(lang, "explain-iso-2022-jp-escape-in-trail"),
            End => words!(lang, "explain-iso-2022-jp-end", state = state),
            Ascii => words!(
                lang,
                "explain-iso-2022-jp-ascii",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            RomanYen => words!(lang, "explain-iso-2022-jp-roman-yen"),
            RomanOverline => words!(lang, "explain-iso-2022-jp-roman-overline"),
            Roman => words!(
                lang,
                "explain-iso-2022-jp-roman",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            Katakana => words!(
                lang,
                "explain-iso-2022-jp-katakana",
                byte = b(),
                code_point = code_point()
            ),
            Lead => words!(lang, "explain-iso-2022-jp-lead", byte = b()),
            Trail => words!(
                lang,
                "explain-iso-2022-jp-trail",
                lead = format!("0x{lead:02X}"),
                byte = b(),
                pointer = (lead as u32 - 0x21) * 94 + byte as u32 - 0x21,
                code_point = code_point()
            ),
            TrailUnmapped => words!(
                lang,
                "explain-iso-2022-jp-trail-unmapped",
                lead = format!("0x{lead:02X}"),
                byte = b(),
                pointer = (lead as u32 - 0x21) * 94 + byte as u32 - 0x21
            ),
            EndInTrail => words!(lang, "explain-iso-2022-jp-end-in-trail"),
            BadTrail => words!(lang, "explain-iso-2022-jp-bad-trail", byte = b()),
            Invalid => words!(
                lang,
                "explain-iso-2022-jp-invalid",
                state = state,
                byte = b()
            ),
            EscapeLead => words!(
                lang,
                "explain-iso-2022-jp-escape-lead",
                byte = b(),
                // 0x24 or 0x28: the rule fires for no other byte.
                char = if byte == b'$' { "$" } else { "(" }
            ),
            BadEscapeStart => words!(
                lang,
                "explain-iso-2022-jp-bad-escape-start",
                end = end,
                byte = b(),
                state = next
            ),
            EscapeAccepted | EscapeAfterEscape => {
                let id = if rule == EscapeAccepted {
                    "explain-iso-2022-jp-escape-accepted"
                } else {
                    "explain-iso-2022-jp-escape-after-escape"
                };
                words!(
                    lang,
                    id,
                    sequence = format!("ESC {} {}", lead as char, byte as char),
                    state = next
                )
            }
            BadEscape => words!(
                lang,
                "explain-iso-2022-jp-bad-escape",
                end = end,
                lead = format!("0x{lead:02X}"),
                byte = b(),
                state = next
            ),
        }
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

    /// The state's key in the message `explain-iso-2022-jp-state` (its name in words).
    pub fn key(self) -> &'static str {
        match self {
            EncoderState::Ascii => "ascii",
            EncoderState::Roman => "roman",
            EncoderState::Jis0208 => "jis0208",
        }
    }

    pub const ALL: [EncoderState; 3] = [
        EncoderState::Ascii,
        EncoderState::Roman,
        EncoderState::Jis0208,
    ];
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
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        use EncoderRule as R;
        use EncoderState as S;
        let state = self.iso_2022_jp_encoder_state;
        let restoring = |rule: EncoderRule, bytes: &[u8]| EncodeOutcome {
            result: EncodeResult::bytes(bytes),
            restore: true,
            rule,
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

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: EncoderRule,
        before: &Iso2022JpEncoder,
        item: CodePointItem,
        outcome: &EncodeOutcome<impl Copy>,
    ) -> String {
        use EncoderRule::*;
        let state = before.iso_2022_jp_encoder_state.key();
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => 0,
        };
        let hex = || hex_bytes(outcome.result.output());
        // Steps 8–9 set U+2212 to U+FF0D and half-width katakana to its full-width form first.
        let mut c = if cp == 0x2212 { 0xFF0D } else { cp };
        if (0xFF61..=0xFF9F).contains(&c) {
            c = tables::index_code_point(
                &tables::INDEX_ISO_2022_JP_KATAKANA,
                (c - 0xFF61) as usize,
            )
            .unwrap_or(c);
        }
        let set = if c != cp { "yes" } else { "no" };
        let original = || format!("U+{cp:04X}");
        let code_point = || format!("U+{c:04X}");
        match rule {
            EndReset => words!(
                lang,
                "explain-iso-2022-jp-encode-end-reset",
                encoding = "ISO-2022-JP",
                state = state,
                bytes = hex()
            ),
            End => words!(lang, "explain-iso-2022-jp-encode-end"),
            Control => words!(
                lang,
                "explain-iso-2022-jp-encode-control",
                code_point = original()
            ),
            Ascii => words!(
                lang,
                "explain-iso-2022-jp-encode-ascii",
                code_point = original(),
                byte = format!("0x{cp:02X}")
            ),
            Roman => words!(
                lang,
                "explain-iso-2022-jp-encode-roman",
                code_point = original(),
                bytes = hex()
            ),
            SwitchToAscii => words!(
                lang,
                "explain-iso-2022-jp-encode-switch-ascii",
                code_point = original(),
                state = state,
                bytes = hex()
            ),
            SwitchToRoman => words!(
                lang,
                "explain-iso-2022-jp-encode-switch-roman",
                code_point = original(),
                bytes = hex()
            ),
            UnmappedSwitchToAscii => words!(
                lang,
                "explain-iso-2022-jp-encode-unmapped-switch-ascii",
                code_point = code_point(),
                set = set,
                original = original()
            ),
            Unmapped => words!(
                lang,
                "explain-iso-2022-jp-encode-unmapped",
                code_point = code_point(),
                set = set,
                original = original()
            ),
            SwitchToJis0208 => words!(
                lang,
                "explain-iso-2022-jp-encode-switch-jis0208",
                code_point = code_point(),
                set = set,
                original = original(),
                state = state,
                bytes = hex()
            ),
            TwoByte => {
                let p = tables::index_pointer(&tables::POINTER_JIS0208, c).unwrap_or(0);
                words!(
                    lang,
                    "explain-iso-2022-jp-encode-two-byte",
                    code_point = code_point(),
                    pointer = p,
                    set = set,
                    original = original(),
                    lead = format!("0x{:02X}", p / 94 + 0x21),
                    trail = format!("0x{:02X}", p % 94 + 0x21),
                    bytes = hex()
                )
            }
        }
    }
}
