//! The scan: one pass over a whole file that counts errors by class, records the first errors
//! exactly, an error count per 64 KiB block (an index the GUI jumps through), and checkpoints of
//! the decoder state for windowed traces of stateful encodings.
//!
//! UTF-8 runs on an automaton generated from the spec handler, skipping valid stretches with
//! the standard library's validator; every other family runs its spec handler.

use super::utf8_dfa::Utf8Dfa;
use super::window::{Checkpoint, RunIndex};
use crate::encoding::errors::{utf8_pattern, ErrorClass, Pattern};
use crate::encoding::ops::Plan;
use crate::encoding::run::{SpanTracker, StepSink, StreamDecoder, MAX_RESTORE};
use crate::encoding::{Decoder, Encoding, Family, Item, Outcome};
use crate::source::{read_range, ByteSource, SourceError};
use std::collections::BTreeMap;

/// Bytes per block of the error index and distance between checkpoints.
pub const BLOCK: u64 = 64 * 1024;

/// One error, located exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorRecord {
    /// First byte the U+FFFD stands for.
    pub offset: u64,
    /// One past the last byte it stands for (equal to `offset` for an error at the end).
    pub end: u64,
    /// Offset of the handler call that returned the error.
    pub step_offset: u64,
    pub class: ErrorClass,
    pub pattern: Option<Pattern>,
}

/// Options of a scan.
#[derive(Clone, Copy, Debug)]
pub struct ScanOptions {
    /// How many errors to record exactly (the rest are counted).
    pub max_first_errors: usize,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            max_first_errors: 1000,
        }
    }
}

/// What a scan found.
#[derive(Clone, Debug, Default)]
pub struct ScanReport {
    /// The file's length.
    pub bytes: u64,
    /// Where the decoder's stream starts (after a BOM).
    pub stream_start: u64,
    /// Errors found (in fatal mode the run stops at the first; this still counts all).
    pub errors: u64,
    pub by_class: BTreeMap<ErrorClass, u64>,
    pub first_errors: Vec<ErrorRecord>,
    /// Errors per block, by the offset of the handler call that returned them.
    pub blocks: Vec<u32>,
    pub index: RunIndex,
    /// Bytes of the file the scan got through.
    pub scanned: u64,
    /// False if the scan was cancelled.
    pub complete: bool,
}

impl ScanReport {
    /// The block holding `offset`.
    pub fn block_of(offset: u64) -> usize {
        (offset / BLOCK) as usize
    }

    /// The first block at or after `from_block` with errors.
    pub fn next_block_with_errors(&self, from_block: usize) -> Option<usize> {
        (from_block..self.blocks.len()).find(|&b| self.blocks[b] > 0)
    }

    /// The last block at or before `from_block` with errors.
    pub fn prev_block_with_errors(&self, from_block: usize) -> Option<usize> {
        (0..=from_block.min(self.blocks.len().saturating_sub(1)))
            .rev()
            .find(|&b| self.blocks.get(b).is_some_and(|&n| n > 0))
    }
}

/// Progress report: the report so far (`scanned` of `bytes` done, the errors, first errors and
/// checkpoints found); return false to cancel.
pub type Progress<'a> = &'a mut dyn FnMut(&ScanReport) -> bool;

/// Scan the whole run planned by `plan`.
pub fn scan(
    src: &dyn ByteSource,
    plan: &Plan,
    options: ScanOptions,
    progress: Progress,
) -> Result<ScanReport, SourceError> {
    let len = src.len();
    let start = (plan.skip as u64).min(len);
    let mut report = ScanReport {
        bytes: len,
        stream_start: start,
        blocks: vec![0; (len / BLOCK + 1) as usize],
        ..ScanReport::default()
    };
    if plan.encoding.family() == Family::Utf8 {
        scan_utf8(src, plan, options, progress, &mut report)?;
    } else {
        scan_generic(src, plan, options, progress, &mut report)?;
    }
    report.index.first_error = report.first_errors.first().map(|e| e.step_offset);
    report.index.first_error_known = report.complete || !report.first_errors.is_empty();
    report.index.clear_until = report.scanned.saturating_sub(MAX_RESTORE as u64);
    Ok(report)
}

/// The exact part: runs the spec handler, records errors and checkpoints.
struct ExactSink<'a> {
    report: &'a mut ScanReport,
    max_first: usize,
    span: SpanTracker,
}

impl StepSink for ExactSink<'_> {
    const TRACE: bool = true;

    fn step(&mut self, _: u64, _: Item, _: &Outcome) -> bool {
        unreachable!()
    }

    #[inline]
    fn traced_step(
        &mut self,
        offset: u64,
        item: Item,
        outcome: &Outcome,
        before: Decoder,
        _after: Decoder,
    ) -> bool {
        let span = self.span.step(offset, item, outcome);
        if outcome.result.is_error() {
            let class = ErrorClass::of(&before, item, outcome);
            let r = &mut *self.report;
            r.errors += 1;
            *r.by_class.entry(class).or_insert(0) += 1;
            let block = ((offset / BLOCK) as usize).min(r.blocks.len() - 1);
            r.blocks[block] += 1;
            if r.first_errors.len() < self.max_first {
                let (offset_start, end) = span.unwrap_or((offset, offset));
                r.first_errors.push(ErrorRecord {
                    offset: offset_start,
                    end,
                    step_offset: offset,
                    class,
                    pattern: None,
                });
            }
        }
        true
    }
}

fn scan_generic(
    src: &dyn ByteSource,
    plan: &Plan,
    options: ScanOptions,
    progress: Progress,
    report: &mut ScanReport,
) -> Result<(), SourceError> {
    let len = src.len();
    let start = report.stream_start;
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut sink = ExactSink {
        report,
        max_first: options.max_first_errors,
        span: SpanTracker::at(start),
    };
    // Blocks are aligned to the file's offsets, so the first may be short; each starts with a
    // checkpoint of the exact state.
    let checkpoint = |sink: &mut ExactSink, decoder: Decoder, offset: u64| {
        let span_start = sink.span.start;
        sink.report.index.checkpoints.push(Checkpoint {
            offset,
            decoder,
            span_start,
        });
    };
    checkpoint(&mut sink, stream.decoder, start);
    let mut cancelled = false;
    super::feed_source(
        src,
        &mut stream,
        &mut sink,
        |pos| (((pos / BLOCK) + 1) * BLOCK - pos) as usize,
        |sink, stream| {
            sink.report.scanned = stream.offset;
            checkpoint(sink, stream.decoder, stream.offset);
            if !progress(sink.report) {
                cancelled = true;
                return false;
            }
            true
        },
    )?;
    if cancelled {
        sink.report.complete = false;
        return Ok(());
    }
    sink.report.scanned = len;
    sink.report.complete = true;
    progress(sink.report);
    Ok(())
}

fn scan_utf8(
    src: &dyn ByteSource,
    plan: &Plan,
    options: ScanOptions,
    progress: Progress,
    report: &mut ScanReport,
) -> Result<(), SourceError> {
    let dfa = Utf8Dfa::get();
    let len = src.len();
    let start = report.stream_start;
    // Exact records come from re-tracing blocks that have errors, in replacement mode.
    let mut exact_plan = plan.clone();
    exact_plan.mode = crate::encoding::run::ErrorMode::Replacement;
    let memory = src.as_slice();
    let mut buf = if memory.is_some() {
        Vec::new()
    } else {
        vec![0u8; BLOCK as usize]
    };
    let mut pos = start;
    let mut state = 0u8;
    let mut counts = [0u64; 32];
    while pos < len {
        let block_end = (((pos / BLOCK) + 1) * BLOCK).min(len);
        let bytes: &[u8] = match memory {
            Some(all) => &all[pos as usize..block_end as usize],
            None => {
                let n = src.read_at(pos, &mut buf[..(block_end - pos) as usize])?;
                &buf[..n]
            }
        };
        let last = block_end == len;
        let before = counts;
        state = dfa.run_block(state, bytes, &mut counts);
        let mut delta = [0u64; 32];
        for k in 0..32 {
            delta[k] = counts[k] - before[k];
        }
        let mut errors = dfa.errors(&delta);
        if last && state != 0 {
            // End-of-queue inside a sequence.
            errors += 1;
            *report.by_class.entry(ErrorClass::CutByEnd).or_insert(0) += 1;
        }
        report.blocks[(pos / BLOCK) as usize] += errors as u32;
        report.errors += errors;
        if errors > 0 && report.first_errors.len() < options.max_first_errors {
            let found = errors_in_range(src, &exact_plan, pos, block_end - pos, None)?;
            let room = options.max_first_errors - report.first_errors.len();
            report.first_errors.extend(found.into_iter().take(room));
        }
        pos = block_end;
        report.scanned = pos;
        if !last && !progress(report) {
            report.complete = false;
            finish_class_counts(dfa, &counts, report);
            return Ok(());
        }
    }
    finish_class_counts(dfa, &counts, report);
    report.scanned = len;
    report.complete = true;
    progress(report);
    Ok(())
}

fn finish_class_counts(dfa: &Utf8Dfa, counts: &[u64; 32], report: &mut ScanReport) {
    for (event, &n) in dfa.events.iter().zip(counts.iter()) {
        for &class in event {
            if n > 0 {
                *report.by_class.entry(class).or_insert(0) += n;
            }
        }
    }
}

/// The errors of a byte range, located exactly through a windowed trace (for the GUI's error
/// list of blocks past the recorded first errors).
pub fn errors_in_range(
    src: &dyn ByteSource,
    plan: &Plan,
    from: u64,
    len: u64,
    index: Option<&RunIndex>,
) -> Result<Vec<ErrorRecord>, SourceError> {
    let mut out = Vec::new();
    super::window::trace_window(src, plan, from, len, index, |step: &super::step::Step| {
        if let (Some(class), Some((offset, end))) = (step.error_class(), step.span) {
            out.push(ErrorRecord {
                offset,
                end,
                step_offset: step.offset,
                class,
                pattern: None,
            });
        }
        true
    })?;
    if plan.encoding == Encoding::Utf8 {
        for e in out.iter_mut() {
            let lo = e.offset.saturating_sub(32);
            let window = read_range(src, lo, 96)?;
            e.pattern = utf8_pattern(&window, (e.offset - lo) as usize);
        }
    }
    Ok(out)
}
