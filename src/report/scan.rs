//! The records of `mojiscope scan --json` (the Python package's `scan` returns the same): what
//! is known before the scan, each located error, and the counts after it.

use super::file_verdict;
use super::ops::op_name;
use super::records::scan::{ErrorLine, ScanHead, ScanSummary};
use super::verdict::{utf8_verdict, Tally};
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::i18n::Lang;
use crate::trace::scan::{ErrorRecord, ScanReport, BLOCK};
use crate::verdict::Verdict;

/// What is known before the scan of `len` bytes: the encoding, the operation, the file's
/// verdict on its first bytes (`sample`).
pub fn head<'a>(len: u64, plan: &'a Plan, verdict: &Verdict, sample: &[u8]) -> ScanHead<'a> {
    ScanHead {
        bytes: len,
        encoding: plan.encoding.name(),
        label_encoding: plan.options.encoding.name(),
        op: op_name(plan.options.op),
        bom: plan.sniff.bom_name(),
        stream_start: (plan.skip as u64).min(len),
        fatal_mode: plan.mode == ErrorMode::Fatal,
        block_size: BLOCK,
        file_verdict: file_verdict::record(verdict, sample),
    }
}

/// One located error, with its first bytes (`bytes`: at most 16 of them).
pub fn error(e: &ErrorRecord, bytes: Vec<u8>) -> ErrorLine<'static> {
    ErrorLine {
        offset: e.offset,
        length: e.end - e.offset,
        class: e.class.id(),
        description: e.class.description(Lang::En).into_owned(),
        step_offset: e.step_offset,
        bytes,
        pattern: e.pattern.as_ref().map(|p| p.id()),
        pattern_description: e.pattern.as_ref().map(|p| p.description(Lang::En)),
    }
}

/// The counts after the scan, what they say of a guess of UTF-8 (`tally`: what the located
/// errors add up to), and the file's verdict where the whole file changes it.
pub struct Summary {
    /// What the errors say of the guess of UTF-8 (a complete UTF-8 scan), if anything.
    pub utf8: Option<super::verdict::Verdict>,
    /// The file's verdict told what the whole file holds, where that changes it.
    pub heard: Option<Verdict>,
}

impl Summary {
    pub fn new(plan: &Plan, r: &ScanReport, tally: &Tally, verdict: &Verdict) -> Summary {
        let reads_as = verdict.text_reads_as();
        let utf8 =
            utf8_verdict(plan.encoding, r.bytes, r.errors, tally, reads_as).filter(|_| r.complete);
        let mut heard = verdict.clone();
        let changed = r.complete && heard.heard_scan(plan.encoding, r.errors);
        Summary {
            utf8,
            heard: changed.then_some(heard),
        }
    }

    /// The summary as its record (`sample`: the file's first bytes, as the verdict read them).
    pub fn record(&self, r: &ScanReport, sample: &[u8]) -> ScanSummary<'static> {
        ScanSummary {
            errors: r.errors,
            by_class: r.by_class.iter().map(|(c, n)| (c.id(), *n)).collect(),
            first_error_offset: r.first_error.map(|e| e.offset),
            listed: r.records,
            blocks_with_errors: r.blocks_with_errors,
            complete: r.complete,
            try_encoding: self
                .utf8
                .as_ref()
                .and_then(|v| v.try_encoding)
                .map(|e| e.name()),
            verdict: self.utf8.as_ref().map(|v| v.text(Lang::En)),
            whole_file_verdict: self.heard.as_ref().map(|v| file_verdict::record(v, sample)),
        }
    }
}
