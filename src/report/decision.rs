//! A decision and the detector's evidence as the command line prints them (a line a step,
//! the deciding one marked) and as JSON; the window shows the same sentences.

use super::ops::op_name;
use super::records::detect::{
    CandidateRecord, ContextRecord, DecisionRecord, DetectorRecord, OperationRecord, StepRecord,
};
use super::records::line;
use crate::decide::contexts::{BomHandling, Context, CONTEXTS};
use crate::decide::{Decision, Outcome};
use crate::detect::Detection;
use crate::encoding::{DecodeOp, Encoding};
use crate::i18n::{words, Lang};
use crate::verdict::Verdict;

/// How the context decodes once the encoding is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operation {
    pub op: DecodeOp,
    pub encoding: Encoding,
    pub fatal: bool,
    pub ignore_bom: bool,
}

impl Operation {
    pub fn of(ctx: &Context, decision: &Decision) -> Operation {
        Operation {
            op: ctx.op,
            encoding: decision.encoding,
            fatal: ctx.fatal,
            ignore_bom: ctx.bom == BomHandling::Keep && ctx.op == DecodeOp::TextDecoder,
        }
    }

    /// The operation as this tool runs it: "UTF-8 decode" in fatal mode (a media fragment) is
    /// TextDecoder("utf-8", {fatal: true}), which does the same.
    pub fn runnable(&self) -> Operation {
        match (self.op, self.fatal) {
            (DecodeOp::Utf8Decode, true) => Operation {
                op: DecodeOp::TextDecoder,
                encoding: Encoding::Utf8,
                ..*self
            },
            _ => *self,
        }
    }

    /// "decode with Shift_JIS; BOM sniffing: a BOM wins over every label; errors become
    /// U+FFFD; streaming", in `lang`.
    pub fn describe(&self, ctx: &Context, lang: Lang) -> String {
        words!(
            lang,
            "decision-operation",
            op = self.op.title(lang),
            encoding = self.encoding.name(),
            bom = ctx.bom.words(lang),
            mode = crate::decide::error_mode_words(self.fatal, lang),
            streaming = if ctx.streaming { "yes" } else { "no" }
        )
    }
}

/// The mark of a step's outcome in the human output.
fn mark(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Decides => "=>",
        Outcome::Nothing => "  ",
        Outcome::Skipped => " -",
        Outcome::Note => " *",
    }
}

fn outcome_id(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Decides => "decides",
        Outcome::Nothing => "nothing",
        Outcome::Skipped => "skipped",
        Outcome::Note => "note",
    }
}

/// The decision as lines: the context, each step (`=>` the deciding one, `-` skipped, `*` a
/// note beside the decision), the outcome and the operation, then the detector.
pub fn text(ctx: &Context, d: &Decision, detection: Option<&Detection>) -> String {
    let lang = Lang::En;
    let mut out = format!("context:   {} ({})\n", ctx.name(lang), ctx.spec(lang));
    for s in &d.steps {
        let range = s.range.as_ref().map_or(String::new(), |r| {
            format!(" [bytes {}..{}]", r.start, r.end)
        });
        out.push_str(&format!(
            "{} {}{range}: {} ({})\n",
            mark(s.outcome),
            s.check,
            s.result,
            s.spec
        ));
    }
    out.push_str(&format!(
        "encoding:  {}, decided by {} ({}), confidence {}\n",
        d.encoding,
        d.decided_by.words(lang),
        d.decided_by.id(),
        d.confidence.name()
    ));
    out.push_str(&format!(
        "decodes:   {}\n",
        Operation::of(ctx, d).describe(ctx, lang)
    ));
    if let Some(det) = detection {
        out.push_str(&detector_text(det, uses_detector(ctx)));
    }
    out
}

/// Whether the context's decision asks the detector (HTML documents and text files do).
pub fn uses_detector(ctx: &Context) -> bool {
    matches!(
        ctx.sniffing,
        crate::decide::contexts::Sniffing::Html | crate::decide::contexts::Sniffing::PlainText
    )
}

/// The detector's guess, our choice and the evidence for each candidate; `used`: whether the
/// context asks the detector at all.
pub fn detector_text(det: &Detection, used: bool) -> String {
    let lang = Lang::En;
    let tld = match &det.tld {
        Some(t) if det.tld_may_affect_guess => format!(" (with .{t}, which can change its guess)"),
        Some(t) => format!(" (with .{t}, which does not change its guess)"),
        None => String::new(),
    };
    let unused = if used {
        ""
    } else {
        " (this context does not ask it)"
    };
    let origin = if det.from_network {
        "a page from the network: UTF-8 not guessed"
    } else {
        "a local file: UTF-8 may be guessed"
    };
    let mut out = format!(
        "detector:  {}{unused}: {}; chardetng said {}{tld} ({origin}); {} of {} bytes examined are non-ASCII\n",
        det.choice,
        det.why.words(lang),
        det.chardetng,
        det.non_ascii,
        det.sample
    );
    for e in &det.evidence {
        out.push_str(&format!(
            "  {:<15} {}\n",
            e.encoding.name(),
            e.verdict(lang)
        ));
    }
    out
}

/// The decision as one JSON object.
pub fn json<'a>(
    ctx: &'a Context,
    d: &Decision,
    detection: Option<&Detection>,
    verdict: Option<&Verdict>,
    sample: &[u8],
    causes: &'a [crate::cause::Found],
) -> String {
    line(&record(ctx, d, detection, verdict, sample, causes))
}

/// The record [`json`] writes (the Python package hands it over as a dict).
pub fn record<'a>(
    ctx: &'a Context,
    d: &'a Decision,
    detection: Option<&'a Detection>,
    verdict: Option<&Verdict>,
    sample: &[u8],
    causes: &'a [crate::cause::Found],
) -> DecisionRecord<'a> {
    let op = Operation::of(ctx, d);
    DecisionRecord {
        context: ctx.id,
        encoding: d.encoding.name(),
        decided_by: d.decided_by.id(),
        confidence: d.confidence.name(),
        prescan: d.prescan.map(|e| e.name()),
        operation: OperationRecord {
            op: op_name(op.op),
            encoding: op.encoding.name(),
            fatal: op.fatal,
            ignore_bom: op.ignore_bom,
            bom: bom_id(ctx.bom),
            streaming: ctx.streaming,
            error_mode: if op.fatal { "fatal" } else { "replacement" },
        },
        steps: d
            .steps
            .iter()
            .map(|s| StepRecord {
                check: &s.check,
                range: s.range.as_ref().map(|r| [r.start as u64, r.end as u64]),
                result: &s.result,
                outcome: outcome_id(s.outcome),
                spec: &s.spec,
            })
            .collect(),
        detector: detection.map(detector_record),
        file_verdict: verdict.map(|v| super::file_verdict::record(v, sample)),
        causes: super::records::cause::records(causes),
    }
}

/// What `mojiscope detect` finds in `sample`, the input's first bytes (`whole`: all of it):
/// the context's decision, the detector's guess with its evidence, and the causes the file's
/// verdict points to. `name`: the input's path (None for standard input or bytes in memory).
pub struct Detected {
    pub decision: Decision,
    pub detection: Detection,
    pub causes: Vec<crate::cause::Found>,
}

impl Detected {
    pub fn new(
        sample: &[u8],
        whole: bool,
        ctx: &Context,
        mut inputs: crate::decide::Inputs,
        from_network: bool,
        verdict: &Verdict,
        name: Option<&[u8]>,
    ) -> Detected {
        let detection =
            crate::detect::detect_as(sample, whole, inputs.tld.as_deref(), from_network);
        if uses_detector(ctx) {
            inputs.detected = Some(detection.browser_guess());
        }
        Detected {
            decision: crate::decide::decide(sample, ctx, &inputs, Lang::En),
            detection,
            causes: crate::cause::of_verdict(name, sample, verdict),
        }
    }
}

fn bom_id(b: BomHandling) -> &'static str {
    match b {
        BomHandling::Sniff => "sniff",
        BomHandling::StripUtf8 => "strip-utf-8",
        BomHandling::StripOwn => "strip-own",
        BomHandling::Keep => "keep",
    }
}

fn detector_record(det: &Detection) -> DetectorRecord<'_> {
    DetectorRecord {
        chardetng: det.chardetng.name(),
        tld: det.tld.as_deref(),
        tld_may_affect_guess: det.tld_may_affect_guess,
        utf8_allowed: !det.from_network,
        sample_bytes: det.sample as u64,
        non_ascii_bytes: det.non_ascii as u64,
        too_little: det.too_little(),
        choice: det.choice.name(),
        why: det.why.words(Lang::En),
        candidates: det
            .evidence
            .iter()
            .map(|e| CandidateRecord {
                encoding: e.encoding.name(),
                first_error: e.first_error.map(|x| x as u64),
                replacements: e.replacements as u64,
                c1_controls: e.c1_controls as u64,
                words: e.words as u64,
                mixed_script_words: e.mixed_script_words as u64,
                glued_symbols: e.glued_symbols as u64,
                latin_fit_per_mille: e.latin_fit,
                cyrillic_plausibility: e.cyrillic_plausibility,
                text_bits: e.bits,
                verdict: e.verdict(Lang::En),
            })
            .collect(),
    }
}

/// The contexts table, one line a context (`detect --list-contexts`).
pub fn contexts_text() -> String {
    let mut out = String::new();
    for c in CONTEXTS {
        out.push_str(&format!(
            "{:<24} {}: {}, {}{}; {}\n",
            c.id,
            c.name(Lang::En),
            c.op.spec_name(),
            bom_id(c.bom),
            if c.streaming { ", streaming" } else { "" },
            if c.fatal { "fatal" } else { "replacement" }
        ));
    }
    out
}

/// The contexts table as JSON Lines.
pub fn contexts_json() -> String {
    CONTEXTS
        .iter()
        .map(|c| {
            line(&ContextRecord {
                context: c.id,
                name: &c.name(Lang::En),
                spec: &c.spec(Lang::En),
                op: op_name(c.op),
                bom: bom_id(c.bom),
                streaming: c.streaming,
                error_mode: if c.fatal { "fatal" } else { "replacement" },
                default: c.default,
            }) + "\n"
        })
        .collect()
}
