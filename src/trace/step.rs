//! A step: one decoder handler call, with everything the stepper shows.

use crate::encoding::error_classes::ErrorClass;
use crate::encoding::{DecodeResult, Decoder, Item, Outcome};
use crate::i18n::Lang;

/// One handler call of a decoder run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Stream offset of the byte handled (for end-of-queue: the stream's length).
    pub offset: u64,
    pub item: Item,
    pub before: Decoder,
    pub after: Decoder,
    pub outcome: Outcome,
    /// For a step that emits or errors: the bytes behind its output, [start, end).
    pub span: Option<(u64, u64)>,
}

impl Step {
    pub fn byte(&self) -> Option<u8> {
        self.item.byte()
    }

    pub fn result(&self) -> DecodeResult {
        self.outcome.result
    }

    pub fn is_error(&self) -> bool {
        self.outcome.result.is_error()
    }

    /// Where the next read happens after this step.
    pub fn next_offset(&self) -> u64 {
        self.offset + (!self.item.is_end()) as u64 - self.outcome.restore as u64
    }

    /// The offsets of the bytes this step restored to the stream (they are handled again).
    pub fn restored_range(&self) -> std::ops::Range<u64> {
        let next = self.next_offset();
        next..next + self.outcome.restore as u64
    }

    /// The class of the error, for error steps.
    pub fn error_class(&self) -> Option<ErrorClass> {
        self.is_error()
            .then(|| ErrorClass::of(&self.before, self.item, &self.outcome))
    }

    /// The step in words, in `lang`, with this step's values.
    pub fn explanation(&self, lang: Lang) -> String {
        Decoder::explain(lang, &self.before, self.item, &self.outcome, &self.after)
    }

    /// "UTF-8 decoder, step 4", in `lang`.
    pub fn citation(&self, lang: Lang) -> String {
        self.outcome.rule.citation(lang)
    }

    /// Names of the state fields whose value changed.
    pub fn changed_fields(&self) -> Vec<&'static str> {
        let before = self.before.fields();
        let after = self.after.fields();
        before
            .iter()
            .zip(after.iter())
            .filter(|(b, a)| b.value != a.value)
            .map(|(b, _)| b.name)
            .collect()
    }
}
