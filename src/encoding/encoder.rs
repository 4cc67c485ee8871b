//! An encoder instance of any encoding that has one.

use super::big5::Big5Encoder;
use super::decoder::{Field, FieldValue};
use super::euc_jp::EucJpEncoder;
use super::euc_kr::EucKrEncoder;
use super::gb18030::Gb18030Encoder;
use super::handler::CodePointItem;
use super::iso_2022_jp::Iso2022JpEncoder;
use super::names::{Encoding, Family};
use super::rules::{EncodeOutcome, Rule};
use super::shift_jis::ShiftJisEncoder;
use super::single_byte::SingleByteEncoder;
use super::utf8::Utf8Encoder;
use super::x_user_defined::XUserDefinedEncoder;
use crate::i18n::{words, Lang};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoder {
    Utf8(Utf8Encoder),
    SingleByte(SingleByteEncoder),
    Gb18030(Gb18030Encoder),
    Big5(Big5Encoder),
    EucJp(EucJpEncoder),
    Iso2022Jp(Iso2022JpEncoder),
    ShiftJis(ShiftJisEncoder),
    EucKr(EucKrEncoder),
    XUserDefined(XUserDefinedEncoder),
}

impl Encoder {
    /// A new encoder for `encoding`, or None for replacement, UTF-16BE and UTF-16LE, which have
    /// no encoder (callers use `Encoding::output_encoding` first).
    pub fn new(encoding: Encoding) -> Option<Encoder> {
        Some(match encoding.family() {
            Family::Utf8 => Encoder::Utf8(Utf8Encoder),
            Family::SingleByte(i) => Encoder::SingleByte(SingleByteEncoder::new(i)),
            Family::Gb18030 { gbk } => Encoder::Gb18030(Gb18030Encoder { is_gbk: gbk }),
            Family::Big5 => Encoder::Big5(Big5Encoder),
            Family::EucJp => Encoder::EucJp(EucJpEncoder),
            Family::Iso2022Jp => Encoder::Iso2022Jp(Iso2022JpEncoder::default()),
            Family::ShiftJis => Encoder::ShiftJis(ShiftJisEncoder),
            Family::EucKr => Encoder::EucKr(EucKrEncoder),
            Family::XUserDefined => Encoder::XUserDefined(XUserDefinedEncoder),
            Family::Utf16 { .. } | Family::Replacement => return None,
        })
    }

    /// The standard's algorithm this encoder runs ("Shift_JIS encoder") and its anchor.
    pub fn spec(&self) -> super::spec_ref::SpecRef {
        match self {
            Encoder::Utf8(_) => super::utf8::ENCODER,
            Encoder::SingleByte(_) => super::single_byte::ENCODER,
            Encoder::Gb18030(_) => super::gb18030::ENCODER,
            Encoder::Big5(_) => super::big5::ENCODER,
            Encoder::EucJp(_) => super::euc_jp::ENCODER,
            Encoder::Iso2022Jp(_) => super::iso_2022_jp::ENCODER,
            Encoder::ShiftJis(_) => super::shift_jis::ENCODER,
            Encoder::EucKr(_) => super::euc_kr::ENCODER,
            Encoder::XUserDefined(_) => super::x_user_defined::ENCODER,
        }
    }

    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome {
        match self {
            Encoder::Utf8(e) => e.handle(item).widen(),
            Encoder::SingleByte(e) => e.handle(item).widen(),
            Encoder::Gb18030(e) => e.handle(item).widen(),
            Encoder::Big5(e) => e.handle(item).widen(),
            Encoder::EucJp(e) => e.handle(item).widen(),
            Encoder::Iso2022Jp(e) => e.handle(item).widen(),
            Encoder::ShiftJis(e) => e.handle(item).widen(),
            Encoder::EucKr(e) => e.handle(item).widen(),
            Encoder::XUserDefined(e) => e.handle(item).widen(),
        }
    }

    /// Encoder state variables: only the ISO-2022-JP encoder has one (gb18030's "is GBK" is a
    /// fixed property of the instance).
    pub fn fields(&self) -> Vec<Field> {
        match self {
            Encoder::Iso2022Jp(e) => {
                vec![Field {
                    name: "iso_2022_jp_encoder_state",
                    value: FieldValue::Name(e.iso_2022_jp_encoder_state.name()),
                }]
            }
            _ => vec![],
        }
    }

    /// The step in words, in `lang`, with the values of this step: the message
    /// `explain-<rule id>`.
    pub fn explain(
        lang: Lang,
        before: &Encoder,
        item: CodePointItem,
        outcome: &EncodeOutcome,
    ) -> String {
        match (outcome.rule, before) {
            (Rule::Utf8Encoder(r), _) => Utf8Encoder::explain(lang, r, item, outcome),
            (Rule::SingleByteEncoder(r), Encoder::SingleByte(e)) => {
                e.explain(lang, r, item, outcome)
            }
            (Rule::Gb18030Encoder(r), Encoder::Gb18030(e)) => e.explain(lang, r, item, outcome),
            (Rule::Big5Encoder(r), _) => Big5Encoder::explain(lang, r, item, outcome),
            (Rule::EucJpEncoder(r), _) => EucJpEncoder::explain(lang, r, item, outcome),
            (Rule::Iso2022JpEncoder(r), Encoder::Iso2022Jp(e)) => {
                Iso2022JpEncoder::explain(lang, r, e, item, outcome)
            }
            (Rule::ShiftJisEncoder(r), _) => ShiftJisEncoder::explain(lang, r, item, outcome),
            (Rule::EucKrEncoder(r), _) => EucKrEncoder::explain(lang, r, item, outcome),
            (Rule::XUserDefinedEncoder(r), _) => XUserDefinedEncoder::explain(lang, r, item),
            // A rule with another family's encoder: not a step a run makes.
            (rule, _) => words!(
                lang,
                "explain-other-rule",
                rule = rule.id(),
                citation = rule.citation(lang)
            ),
        }
    }
}
