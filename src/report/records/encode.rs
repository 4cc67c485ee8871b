//! `mojiscope encode --json`: JSON Lines, an `encode` line, one `step` line per encoder
//! handler call, and an `end` line: an output without it was cut short.

use super::state::State;
use crate::encoding::encode_run::{EncodeStep, Origin};
use crate::encoding::EncodeResult;
use crate::i18n::Lang;
use crate::report::encode_step::html_reference;
use schemars::JsonSchema;
use serde::Serialize;

/// One line of an encode run (built to be written at once: the size of a step line does not
/// matter).
#[allow(clippy::large_enum_variant)]
#[derive(Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EncodeLine<'a> {
    Encode(EncodeHead<'a>),
    Step(EncodeStepLine<'a>),
    End(EncodeEnd),
}

/// The last line: the run is whole.
#[derive(Serialize, JsonSchema)]
pub struct EncodeEnd {
    /// Characters the encoding has no bytes for, written as `&#N;`.
    pub references: u64,
}

/// The encoder that runs.
#[derive(Serialize, JsonSchema)]
pub struct EncodeHead<'a> {
    /// The encoding whose encoder runs (replacement, UTF-16BE and UTF-16LE encode as UTF-8).
    pub encoding: &'a str,
    /// The encoding asked for.
    pub requested: &'a str,
    /// "html" (what the encoder cannot encode becomes `&#N;`) or, for `trace --encode
    /// --fatal`, "fatal" (the run stops there).
    pub error_mode: &'a str,
}

/// One handler call.
#[derive(Serialize, JsonSchema)]
pub struct EncodeStepLine<'a> {
    /// The code point handled; null for end-of-queue.
    pub code_point: Option<u32>,
    /// "continue", "emit" (bytes), "error" or "finished".
    pub result: &'a str,
    /// The bytes the handler returned.
    pub bytes: &'a [u8],
    /// The byte offset in the input of the character handled (for the characters of a `&#N;`,
    /// of the character it stands for); null for end-of-queue.
    pub offset: Option<u64>,
    /// Whether the code point is one of a `&#N;` that error mode html inserted.
    pub html: bool,
    /// For an error: the code point the encoding cannot encode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_code_point: Option<u32>,
    /// The `&#N;` error mode html writes for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html_reference: Option<String>,
    /// The code points the handler put back to be read again.
    pub restored: Vec<u32>,
    pub state_before: State,
    pub state_after: State,
    /// The variables the handler set on its way, by the standard's names (`pointer`, `lead`,
    /// `trail`, `offset`, Shift_JIS's `lead_offset`, gb18030's `byte1`…`byte4`, UTF-8's
    /// `count`; `code_point` when the handler replaced it).
    pub variables: State,
    /// The rule that applied (a stable id).
    pub rule: &'a str,
    /// The step of the standard.
    pub spec: String,
    /// What happened, with this step's values.
    pub explanation: String,
}

impl<'a> EncodeStepLine<'a> {
    pub fn new(step: &'a EncodeStep) -> EncodeStepLine<'a> {
        let code_point = step.code_point();
        let (offset, html) = match step.origin {
            Origin::Input(off) => (Some(off), false),
            Origin::Html { for_offset } => (Some(for_offset), true),
            Origin::End => (None, false),
        };
        let error = match step.outcome.result {
            EncodeResult::Error(cp) => Some(cp),
            _ => None,
        };
        EncodeStepLine {
            code_point,
            result: step.outcome.result.word(),
            bytes: step.outcome.result.output(),
            offset,
            html,
            error_code_point: error,
            html_reference: error.map(html_reference),
            restored: step
                .outcome
                .restore
                .then_some(code_point)
                .flatten()
                .into_iter()
                .collect(),
            state_before: State(step.before.fields()),
            state_after: State(step.after.fields()),
            variables: State(step.before.work(step.item).fields),
            rule: step.outcome.rule.id(),
            spec: step.outcome.rule.citation(crate::i18n::Lang::En),
            explanation: step.explanation(Lang::En),
        }
    }
}
