//! `mojiscope trace --json` (and the window's trace export): JSON Lines, a `trace` line, a
//! `sniff` line, one `step` line per decoder handler call, and an `end` line: a trace without
//! it was cut short (an I/O error, a file that changed, a closed pipe, a cancelled export).

use super::state::State;
use crate::encoding::ops::Plan;
use crate::i18n::Lang;
use crate::report::ops::{error_mode_name, op_name};
use crate::trace::Step;
use schemars::JsonSchema;
use serde::Serialize;

/// One line of a trace.
#[derive(Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TraceLine<'a> {
    Trace(TraceHeader<'a>),
    Sniff(SniffLine<'a>),
    Step(StepLine<'a>),
    End(TraceEnd),
}

/// The last line: the trace is whole.
#[derive(Serialize, JsonSchema)]
pub struct TraceEnd {
    /// Step lines written.
    pub steps: u64,
    /// Fatal mode: the byte offset of the handler call that returned error, where the run
    /// stopped.
    pub fatal_stop: Option<u64>,
}

/// What runs, over which bytes.
#[derive(Serialize, JsonSchema)]
pub struct TraceHeader<'a> {
    /// The encoding whose decoder runs (a BOM may have chosen it).
    pub encoding: &'a str,
    /// The encoding the label named.
    pub label_encoding: &'a str,
    /// The decode operation.
    pub op: &'a str,
    /// "replacement" or "fatal".
    pub error_mode: &'a str,
    /// The first byte traced.
    pub from: u64,
    /// How many bytes are traced.
    pub len: u64,
    /// The input's size in bytes.
    pub bytes: u64,
    /// Where the decoder's stream starts (after a BOM that was sniffed and skipped).
    pub stream_start: u64,
}

impl<'a> TraceHeader<'a> {
    pub fn new(plan: &'a Plan, from: u64, len: u64, size: u64) -> TraceHeader<'a> {
        TraceHeader {
            encoding: plan.encoding.name(),
            label_encoding: plan.options.encoding.name(),
            op: op_name(plan.options.op),
            error_mode: error_mode_name(plan.mode),
            from,
            len,
            bytes: size,
            stream_start: plan.skip as u64,
        }
    }
}

/// BOM sniffing of the input's start.
#[derive(Serialize, JsonSchema)]
pub struct SniffLine<'a> {
    /// The encoding of the BOM found, or null.
    pub bom: Option<&'a str>,
    pub bom_length: u64,
    /// A signature the standard does not sniff (UTF-32, UTF-7, …), or null.
    pub other_signature: Option<&'a str>,
    /// The bytes BOM sniffing read.
    pub buffer: &'a [u8],
    /// The bytes it put back to be decoded.
    pub restored: &'a [u8],
    /// Whether the operation used the BOM (skipped it and decoded with its encoding).
    pub bom_used: bool,
}

impl<'a> SniffLine<'a> {
    pub fn new(plan: &'a Plan) -> SniffLine<'a> {
        let s = &plan.sniff;
        SniffLine {
            bom: s.bom_name(),
            bom_length: s.bom_length as u64,
            other_signature: s.other_signature.map(|g| g.name),
            buffer: &s.buffer,
            restored: s.restored(),
            bom_used: plan.skip > 0,
        }
    }
}

/// One handler call.
#[derive(Serialize, JsonSchema)]
pub struct StepLine<'a> {
    /// The offset of the byte handled (for end-of-queue: the stream's length).
    pub offset: u64,
    /// The byte handled; null for end-of-queue.
    pub byte: Option<u8>,
    pub state_before: State,
    pub state_after: State,
    /// "continue", "emit", "error" or "finished".
    pub result: &'a str,
    pub code_points: &'a [u32],
    /// The bytes the handler put back to be read again (null: end-of-queue put back).
    pub restored: &'a [Option<u8>],
    /// The rule that applied (a stable id).
    pub rule: &'a str,
    /// The class of an error step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_class: Option<&'a str>,
    /// For a step that emits or errors: the bytes behind its output, [start, end).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span: Option<[u64; 2]>,
    /// The step of the standard, as "UTF-8 decoder, step 3 (0xC2–0xDF)".
    pub spec: String,
    pub explanation: String,
}

impl<'a> StepLine<'a> {
    pub fn new(step: &'a Step, restored: &'a [Option<u8>]) -> StepLine<'a> {
        StepLine {
            offset: step.offset,
            byte: step.byte(),
            state_before: State(step.before.fields()),
            state_after: State(step.after.fields()),
            result: step.result().word(),
            code_points: step.outcome.result.code_points(),
            restored,
            rule: step.outcome.rule.id(),
            error_class: step.error_class().map(|c| c.id()),
            span: step.span.map(|(s, e)| [s, e]),
            spec: step.citation(crate::i18n::Lang::En),
            explanation: step.explanation(Lang::En),
        }
    }
}
