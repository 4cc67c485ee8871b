//! A decoder instance of any encoding. The decoder *is* its state: every family's struct holds
//! exactly the standard's variables, so a copy of a `Decoder` is a snapshot for the stepper.

use super::big5::Big5Decoder;
use super::euc_jp::EucJpDecoder;
use super::euc_kr::EucKrDecoder;
use super::gb18030::Gb18030Decoder;
use super::handler::Item;
use super::iso_2022_jp::Iso2022JpDecoder;
use super::names::{Encoding, Family};
use super::replacement::ReplacementDecoder;
use super::rules::{Outcome, Rule, SpecRef};
use super::shift_jis::ShiftJisDecoder;
use super::single_byte::SingleByteDecoder;
use super::utf16::Utf16Decoder;
use super::utf8::Utf8Decoder;
use super::x_user_defined::XUserDefinedDecoder;
use crate::i18n::{words, Lang};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decoder {
    Utf8(Utf8Decoder),
    Utf16(Utf16Decoder),
    SingleByte(SingleByteDecoder),
    Gb18030(Gb18030Decoder),
    Big5(Big5Decoder),
    EucJp(EucJpDecoder),
    Iso2022Jp(Iso2022JpDecoder),
    ShiftJis(ShiftJisDecoder),
    EucKr(EucKrDecoder),
    Replacement(ReplacementDecoder),
    XUserDefined(XUserDefinedDecoder),
}

/// A decoder family's handler, for loops that are generic over the concrete type.
pub trait Handler: Copy {
    fn handle(&mut self, item: Item) -> Outcome;
    fn wrap(self) -> Decoder;

    /// Whether the decoder holds no pending input (see [`Decoder::is_initial`]).
    #[inline(always)]
    fn is_initial(self) -> bool {
        self.wrap().is_initial()
    }
}

macro_rules! handlers {
    ($($variant:ident($ty:ty)),* $(,)?) => {
        $(impl Handler for $ty {
            #[inline(always)]
            fn handle(&mut self, item: Item) -> Outcome { <$ty>::handle(self, item).widen() }
            #[inline(always)]
            fn wrap(self) -> Decoder { Decoder::$variant(self) }
        })*
    };
}

handlers!(
    Utf8(Utf8Decoder),
    Utf16(Utf16Decoder),
    SingleByte(SingleByteDecoder),
    Gb18030(Gb18030Decoder),
    Big5(Big5Decoder),
    EucJp(EucJpDecoder),
    Iso2022Jp(Iso2022JpDecoder),
    ShiftJis(ShiftJisDecoder),
    EucKr(EucKrDecoder),
    Replacement(ReplacementDecoder),
    XUserDefined(XUserDefinedDecoder),
);

/// Run `$body` with `$d` bound to the concrete decoder inside `$dec` (a `&mut Decoder`).
#[macro_export]
#[doc(hidden)]
macro_rules! with_handler {
    ($dec:expr, $d:ident => $body:expr) => {
        match $dec {
            $crate::encoding::Decoder::Utf8($d) => $body,
            $crate::encoding::Decoder::Utf16($d) => $body,
            $crate::encoding::Decoder::SingleByte($d) => $body,
            $crate::encoding::Decoder::Gb18030($d) => $body,
            $crate::encoding::Decoder::Big5($d) => $body,
            $crate::encoding::Decoder::EucJp($d) => $body,
            $crate::encoding::Decoder::Iso2022Jp($d) => $body,
            $crate::encoding::Decoder::ShiftJis($d) => $body,
            $crate::encoding::Decoder::EucKr($d) => $body,
            $crate::encoding::Decoder::Replacement($d) => $body,
            $crate::encoding::Decoder::XUserDefined($d) => $body,
        }
    };
}

/// A state variable's value, for JSON and the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldValue {
    Null,
    Byte(u8),
    /// A code point or code unit (shown in hex).
    CodePoint(u32),
    Count(u8),
    /// A number the handler computes (an index pointer, a quotient), in base ten.
    Number(u32),
    Bool(bool),
    Name(&'static str),
}

impl std::fmt::Display for FieldValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FieldValue::Null => f.write_str("null"),
            FieldValue::Byte(b) => write!(f, "0x{b:02X}"),
            FieldValue::CodePoint(c) => write!(f, "0x{c:X}"),
            FieldValue::Count(n) => write!(f, "{n}"),
            FieldValue::Number(n) => write!(f, "{n}"),
            FieldValue::Bool(b) => write!(f, "{b}"),
            FieldValue::Name(n) => f.write_str(n),
        }
    }
}

/// A named state variable: the name is the standard's, in snake case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub value: FieldValue,
}

const fn field(name: &'static str, value: FieldValue) -> Field {
    Field { name, value }
}

impl Decoder {
    /// A new decoder instance for `encoding`.
    pub fn new(encoding: Encoding) -> Decoder {
        match encoding.family() {
            Family::Utf8 => Decoder::Utf8(Utf8Decoder::new()),
            Family::Utf16 { big_endian } => Decoder::Utf16(Utf16Decoder::new(big_endian)),
            Family::SingleByte(i) => Decoder::SingleByte(SingleByteDecoder::new(i)),
            Family::Gb18030 { .. } => Decoder::Gb18030(Gb18030Decoder::default()),
            Family::Big5 => Decoder::Big5(Big5Decoder::default()),
            Family::EucJp => Decoder::EucJp(EucJpDecoder::default()),
            Family::Iso2022Jp => Decoder::Iso2022Jp(Iso2022JpDecoder::default()),
            Family::ShiftJis => Decoder::ShiftJis(ShiftJisDecoder::default()),
            Family::EucKr => Decoder::EucKr(EucKrDecoder::default()),
            Family::Replacement => Decoder::Replacement(ReplacementDecoder::default()),
            Family::XUserDefined => Decoder::XUserDefined(XUserDefinedDecoder),
        }
    }

    /// The decoder algorithm in the standard.
    pub fn spec(&self) -> SpecRef {
        match self {
            Decoder::Utf8(_) => super::utf8::DECODER,
            Decoder::Utf16(_) => super::utf16::DECODER,
            Decoder::SingleByte(_) => super::single_byte::DECODER,
            Decoder::Gb18030(_) => super::gb18030::DECODER,
            Decoder::Big5(_) => super::big5::DECODER,
            Decoder::EucJp(_) => super::euc_jp::DECODER,
            Decoder::Iso2022Jp(_) => super::iso_2022_jp::DECODER,
            Decoder::ShiftJis(_) => super::shift_jis::DECODER,
            Decoder::EucKr(_) => super::euc_kr::DECODER,
            Decoder::Replacement(_) => super::replacement::DECODER,
            Decoder::XUserDefined(_) => super::x_user_defined::DECODER,
        }
    }

    /// "UTF-8 decoder", "shared UTF-16 decoder", …
    pub fn algorithm_name(&self) -> &'static str {
        self.spec().algorithm
    }

    /// The decoder's handler, given an item.
    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome {
        with_handler!(self, d => d.handle(item).widen())
    }

    /// The state variables, named as the standard names them (snake case, with the encoding's
    /// prefix). Single-byte and x-user-defined decoders have none.
    pub fn fields(&self) -> Vec<Field> {
        use FieldValue::*;
        match self {
            Decoder::Utf8(d) => vec![
                field("utf8_code_point", CodePoint(d.utf8_code_point)),
                field("utf8_bytes_seen", Count(d.utf8_bytes_seen)),
                field("utf8_bytes_needed", Count(d.utf8_bytes_needed)),
                field("utf8_lower_boundary", Byte(d.utf8_lower_boundary)),
                field("utf8_upper_boundary", Byte(d.utf8_upper_boundary)),
            ],
            Decoder::Utf16(d) => vec![
                field(
                    "utf16_leading_byte",
                    d.utf16_leading_byte.map_or(Null, Byte),
                ),
                field(
                    "utf16_leading_surrogate",
                    d.utf16_leading_surrogate
                        .map_or(Null, |s| CodePoint(s as u32)),
                ),
            ],
            Decoder::SingleByte(_) | Decoder::XUserDefined(_) => vec![],
            Decoder::Gb18030(d) => vec![
                field("gb18030_first", Byte(d.gb18030_first)),
                field("gb18030_second", Byte(d.gb18030_second)),
                field("gb18030_third", Byte(d.gb18030_third)),
            ],
            Decoder::Big5(d) => vec![field("big5_lead", Byte(d.big5_lead))],
            Decoder::EucJp(d) => vec![
                field("euc_jp_jis0212", Bool(d.euc_jp_jis0212)),
                field("euc_jp_lead", Byte(d.euc_jp_lead)),
            ],
            Decoder::Iso2022Jp(d) => vec![
                field(
                    "iso_2022_jp_decoder_state",
                    Name(d.iso_2022_jp_decoder_state.name()),
                ),
                field(
                    "iso_2022_jp_decoder_output_state",
                    Name(d.iso_2022_jp_decoder_output_state.name()),
                ),
                field("iso_2022_jp_lead", Byte(d.iso_2022_jp_lead)),
                field("iso_2022_jp_output", Bool(d.iso_2022_jp_output)),
            ],
            Decoder::ShiftJis(d) => vec![field("shift_jis_lead", Byte(d.shift_jis_lead))],
            Decoder::EucKr(d) => vec![field("euc_kr_lead", Byte(d.euc_kr_lead))],
            Decoder::Replacement(d) => vec![field(
                "replacement_error_returned",
                Bool(d.replacement_error_returned),
            )],
        }
    }

    /// Whether the decoder holds no pending input (its state is as when it was created).
    #[inline]
    pub fn is_initial(&self) -> bool {
        match self {
            Decoder::Utf8(d) => d.is_initial(),
            Decoder::Utf16(d) => d.is_initial(),
            Decoder::SingleByte(_) | Decoder::XUserDefined(_) => true,
            Decoder::Gb18030(d) => *d == Gb18030Decoder::default(),
            Decoder::Big5(d) => d.big5_lead == 0,
            Decoder::EucJp(d) => *d == EucJpDecoder::default(),
            Decoder::Iso2022Jp(d) => *d == Iso2022JpDecoder::default(),
            Decoder::ShiftJis(d) => d.shift_jis_lead == 0,
            Decoder::EucKr(d) => d.euc_kr_lead == 0,
            Decoder::Replacement(d) => !d.replacement_error_returned,
        }
    }

    /// The step in words, in `lang`, with the values of this step (pointer arithmetic,
    /// boundaries, code points): the message `explain-<rule id>`.
    pub fn explain(
        lang: Lang,
        before: &Decoder,
        item: Item,
        outcome: &Outcome,
        after: &Decoder,
    ) -> String {
        match (outcome.rule, before, after) {
            (Rule::Utf8(r), Decoder::Utf8(b), Decoder::Utf8(a)) => {
                Utf8Decoder::explain(lang, r, b, item, outcome, a)
            }
            (Rule::Utf16(r), Decoder::Utf16(b), _) => {
                Utf16Decoder::explain(lang, r, b, item, outcome)
            }
            (Rule::SingleByte(r), Decoder::SingleByte(b), _) => b.explain(lang, r, item, outcome),
            (Rule::Gb18030(r), Decoder::Gb18030(b), _) => {
                Gb18030Decoder::explain(lang, r, b, item, outcome)
            }
            (Rule::Big5(r), Decoder::Big5(b), _) => Big5Decoder::explain(lang, r, b, item, outcome),
            (Rule::EucJp(r), Decoder::EucJp(b), _) => {
                EucJpDecoder::explain(lang, r, b, item, outcome)
            }
            (Rule::Iso2022Jp(r), Decoder::Iso2022Jp(b), Decoder::Iso2022Jp(a)) => {
                Iso2022JpDecoder::explain(lang, r, b, item, outcome, a)
            }
            (Rule::ShiftJis(r), Decoder::ShiftJis(b), _) => {
                ShiftJisDecoder::explain(lang, r, b, item, outcome)
            }
            (Rule::EucKr(r), Decoder::EucKr(b), _) => {
                EucKrDecoder::explain(lang, r, b, item, outcome)
            }
            (Rule::Replacement(r), _, _) => ReplacementDecoder::explain(lang, r),
            (Rule::XUserDefined(r), _, _) => XUserDefinedDecoder::explain(lang, r, item),
            // A rule with another family's decoder: not a step a run makes.
            (rule, _, _) => words!(
                lang,
                "explain-other-rule",
                rule = rule.id(),
                citation = rule.citation(lang)
            ),
        }
    }
}
