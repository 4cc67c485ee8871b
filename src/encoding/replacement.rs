//! The replacement encoding (§ 14.1): one error for any non-empty input, then finished. It
//! stands behind labels such as iso-2022-kr and hz-gb-2312 so that content in those encodings
//! cannot be misread as something harmful.

use super::handler::{DecodeResult, Item, Outcome};
use super::spec_ref::SpecRef;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("replacement decoder", "replacement-decoder");

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ReplacementDecoder {
    /// replacement error returned (initially false).
    pub replacement_error_returned: bool,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        End,
        FirstByte,
        AfterError,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        match self {
            DecoderRule::End => "replacement-end",
            DecoderRule::FirstByte => "replacement-error",
            DecoderRule::AfterError => "replacement-finished",
        }
    }
    pub fn step(self) -> &'static str {
        match self {
            DecoderRule::End => "1",
            DecoderRule::FirstByte => "2",
            DecoderRule::AfterError => "3",
        }
    }
}

impl ReplacementDecoder {
    #[inline]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        // 1. If byte is end-of-queue, return finished.
        if item.is_end() {
            return Outcome::new(DecodeResult::Finished, DecoderRule::End);
        }
        // 2. If replacement error returned is false, set it to true and return error.
        if !self.replacement_error_returned {
            self.replacement_error_returned = true;
            return Outcome::new(DecodeResult::Error, DecoderRule::FirstByte);
        }
        // 3. Return finished.
        Outcome::new(DecodeResult::Finished, DecoderRule::AfterError)
    }

    /// The step in words (the message `explain-<rule id>` in `lang`).
    pub fn explain(lang: Lang, rule: DecoderRule) -> String {
        match rule {
            DecoderRule::End => words!(lang, "explain-replacement-end"),
            DecoderRule::FirstByte => words!(lang, "explain-replacement-error"),
            DecoderRule::AfterError => words!(lang, "explain-replacement-finished"),
        }
    }
}
