//! Rules: which step of which handler produced a result. Each decoder and encoder module
//! defines its own rule enum (with a stable id and the spec step); `Rule` gathers them.

pub use super::spec_ref::SpecRef;
use super::{
    big5, euc_jp, euc_kr, gb18030, iso_2022_jp, replacement, shift_jis, single_byte, utf16, utf8,
    x_user_defined,
};
use crate::i18n::{words, Lang};

/// A decoder handler call's outcome with its rule among all the rules: what traces, the
/// stepper and the scan hold.
pub type Outcome = super::handler::Outcome<Rule>;

/// An encoder handler call's outcome with its rule among all the rules.
pub type EncodeOutcome = super::handler::EncodeOutcome<Rule>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    Utf8(utf8::DecoderRule),
    Utf8Encoder(utf8::EncoderRule),
    Utf16(utf16::Rule),
    SingleByte(single_byte::DecoderRule),
    SingleByteEncoder(single_byte::EncoderRule),
    Gb18030(gb18030::DecoderRule),
    Gb18030Encoder(gb18030::EncoderRule),
    Big5(big5::DecoderRule),
    Big5Encoder(big5::EncoderRule),
    EucJp(euc_jp::DecoderRule),
    EucJpEncoder(euc_jp::EncoderRule),
    Iso2022Jp(iso_2022_jp::DecoderRule),
    Iso2022JpEncoder(iso_2022_jp::EncoderRule),
    ShiftJis(shift_jis::DecoderRule),
    ShiftJisEncoder(shift_jis::EncoderRule),
    EucKr(euc_kr::DecoderRule),
    EucKrEncoder(euc_kr::EncoderRule),
    Replacement(replacement::DecoderRule),
    XUserDefined(x_user_defined::DecoderRule),
    XUserDefinedEncoder(x_user_defined::EncoderRule),
}

macro_rules! rule_from {
    ($($variant:ident($ty:ty)),* $(,)?) => {
        $(impl From<$ty> for Rule {
            #[inline]
            fn from(r: $ty) -> Rule { Rule::$variant(r) }
        })*
        impl Rule {
            /// Stable identifier, e.g. "utf8-out-of-range".
            pub fn id(&self) -> &'static str {
                match self { $(Rule::$variant(r) => r.id(),)* }
            }
            /// The step(s) of the handler algorithm, e.g. "4" or "3 (0xE0–0xEF)".
            pub fn step(&self) -> &'static str {
                match self { $(Rule::$variant(r) => r.step(),)* }
            }
            /// Every rule of every decoder and encoder handler.
            pub fn all() -> Vec<Rule> {
                let mut all = Vec::new();
                $(all.extend(<$ty>::ALL.iter().map(|&r| Rule::$variant(r)));)*
                all
            }
        }
    };
}

rule_from!(
    Utf8(utf8::DecoderRule),
    Utf8Encoder(utf8::EncoderRule),
    Utf16(utf16::Rule),
    SingleByte(single_byte::DecoderRule),
    SingleByteEncoder(single_byte::EncoderRule),
    Gb18030(gb18030::DecoderRule),
    Gb18030Encoder(gb18030::EncoderRule),
    Big5(big5::DecoderRule),
    Big5Encoder(big5::EncoderRule),
    EucJp(euc_jp::DecoderRule),
    EucJpEncoder(euc_jp::EncoderRule),
    Iso2022Jp(iso_2022_jp::DecoderRule),
    Iso2022JpEncoder(iso_2022_jp::EncoderRule),
    ShiftJis(shift_jis::DecoderRule),
    ShiftJisEncoder(shift_jis::EncoderRule),
    EucKr(euc_kr::DecoderRule),
    EucKrEncoder(euc_kr::EncoderRule),
    Replacement(replacement::DecoderRule),
    XUserDefined(x_user_defined::DecoderRule),
    XUserDefinedEncoder(x_user_defined::EncoderRule),
);

impl Rule {
    /// The algorithm the rule belongs to.
    pub fn spec(&self) -> SpecRef {
        match self {
            Rule::Utf8(_) => utf8::DECODER,
            Rule::Utf8Encoder(_) => utf8::ENCODER,
            Rule::Utf16(_) => utf16::DECODER,
            Rule::SingleByte(_) => single_byte::DECODER,
            Rule::SingleByteEncoder(_) => single_byte::ENCODER,
            Rule::Gb18030(_) => gb18030::DECODER,
            Rule::Gb18030Encoder(_) => gb18030::ENCODER,
            Rule::Big5(_) => big5::DECODER,
            Rule::Big5Encoder(_) => big5::ENCODER,
            Rule::EucJp(_) => euc_jp::DECODER,
            Rule::EucJpEncoder(_) => euc_jp::ENCODER,
            Rule::Iso2022Jp(_) => iso_2022_jp::DECODER,
            Rule::Iso2022JpEncoder(_) => iso_2022_jp::ENCODER,
            Rule::ShiftJis(_) => shift_jis::DECODER,
            Rule::ShiftJisEncoder(_) => shift_jis::ENCODER,
            Rule::EucKr(_) => euc_kr::DECODER,
            Rule::EucKrEncoder(_) => euc_kr::ENCODER,
            Rule::Replacement(_) => replacement::DECODER,
            Rule::XUserDefined(_) => x_user_defined::DECODER,
            Rule::XUserDefinedEncoder(_) => x_user_defined::ENCODER,
        }
    }

    /// "UTF-8 decoder, step 4": the algorithm as the standard names it and the step, in
    /// `lang` (a step in words, "3 (otherwise)", is translated by its rule's id).
    pub fn citation(&self, lang: Lang) -> String {
        words!(
            lang,
            "explain-citation",
            algorithm = self.spec().algorithm,
            rule = self.id(),
            step = self.step()
        )
    }

    /// Whether the rule is an encoder's.
    pub fn is_encoder(&self) -> bool {
        matches!(
            self,
            Rule::Utf8Encoder(_)
                | Rule::SingleByteEncoder(_)
                | Rule::Gb18030Encoder(_)
                | Rule::Big5Encoder(_)
                | Rule::EucJpEncoder(_)
                | Rule::Iso2022JpEncoder(_)
                | Rule::ShiftJisEncoder(_)
                | Rule::EucKrEncoder(_)
                | Rule::XUserDefinedEncoder(_)
        )
    }

    /// Whether a step with this rule ends a unit of input that produces no output of its own
    /// (an ISO-2022-JP escape sequence that switched state).
    pub fn ends_silent_unit(&self) -> bool {
        matches!(
            self,
            Rule::Iso2022Jp(iso_2022_jp::DecoderRule::EscapeAccepted)
        )
    }
}
