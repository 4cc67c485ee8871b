//! `mojiscope detect --json`: one object, the decision step by step and the detector's
//! evidence; `detect --list-contexts --json`: JSON Lines, a context a line.

use schemars::JsonSchema;
use serde::Serialize;

/// Which encoding the context picks, and why.
#[derive(Serialize, JsonSchema)]
pub struct DecisionRecord<'a> {
    /// The context's id (`detect --list-contexts`).
    pub context: &'a str,
    /// The encoding picked.
    pub encoding: &'a str,
    /// What picked it (a BOM, the header, a meta element, the detector, …).
    pub decided_by: &'a str,
    /// How sure that is.
    pub confidence: &'a str,
    /// The HTML prescan's own result (after its corrections), when the prescan ran.
    pub prescan: Option<&'a str>,
    /// How the context then decodes.
    pub operation: OperationRecord<'a>,
    /// Every check, in the standard's order, up to the one that decided.
    pub steps: Vec<StepRecord<'a>>,
    /// The detector's guess and its evidence, or null.
    pub detector: Option<DetectorRecord<'a>>,
    /// Which decoding to open the file with, and why (from its first 64 KiB), or null.
    pub file_verdict: Option<super::verdict::VerdictRecord>,
    /// Where in a pipeline the file's encoding or damage likely comes from, and the fixes;
    /// most likely first (empty: none known).
    pub causes: Vec<super::cause::CauseRecord<'a>>,
}

/// How a context decodes once the encoding is chosen.
#[derive(Serialize, JsonSchema)]
pub struct OperationRecord<'a> {
    pub op: &'a str,
    pub encoding: &'a str,
    pub fatal: bool,
    pub ignore_bom: bool,
    /// What the context does with a BOM: "sniff", "strip-utf-8", "strip-own" or "keep".
    pub bom: &'a str,
    pub streaming: bool,
    /// "replacement" or "fatal".
    pub error_mode: &'a str,
}

/// One check of the decision.
#[derive(Serialize, JsonSchema)]
pub struct StepRecord<'a> {
    pub check: &'a str,
    /// The bytes it looked at, [start, end), or null.
    pub range: Option<[u64; 2]>,
    pub result: &'a str,
    /// "decides", "passes", "note", …
    pub outcome: &'a str,
    /// Where the standard says so.
    pub spec: &'a str,
}

/// The detector's guess, and the evidence for each candidate.
#[derive(Serialize, JsonSchema)]
pub struct DetectorRecord<'a> {
    /// chardetng's guess.
    pub chardetng: &'a str,
    pub tld: Option<&'a str>,
    pub tld_may_affect_guess: bool,
    pub utf8_allowed: bool,
    pub sample_bytes: u64,
    pub non_ascii_bytes: u64,
    pub too_little: bool,
    /// The encoding the detector picks.
    pub choice: &'a str,
    /// Why.
    pub why: String,
    pub candidates: Vec<CandidateRecord<'a>>,
}

/// What one candidate encoding makes of the sample.
#[derive(Serialize, JsonSchema)]
pub struct CandidateRecord<'a> {
    pub encoding: &'a str,
    pub first_error: Option<u64>,
    pub replacements: u64,
    /// C1 controls: bytes that are characters in another encoding.
    pub c1_controls: u64,
    pub words: u64,
    pub mixed_script_words: u64,
    pub glued_symbols: u64,
    /// How well the accented letters fit one language, per mille.
    pub latin_fit_per_mille: u32,
    pub cyrillic_plausibility: i64,
    /// What its reading costs as real text by the letters' model, in bits (lower is
    /// likelier); null where the model did not weigh it to the end.
    pub text_bits: Option<u32>,
    pub verdict: String,
}

/// One context of `detect --list-contexts --json`.
#[derive(Serialize, JsonSchema)]
pub struct ContextRecord<'a> {
    pub context: &'a str,
    pub name: &'a str,
    pub spec: &'a str,
    pub op: &'a str,
    pub bom: &'a str,
    pub streaming: bool,
    pub error_mode: &'a str,
    /// The encoding when nothing else decides.
    pub default: &'a str,
}
