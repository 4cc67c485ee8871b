//! The UTF-8 scan: an automaton generated from the spec handler counts the errors of each block
//! (skipping valid stretches with encoding_rs's validator, four interleaved chains where errors
//! are dense); blocks with errors are traced again, exactly, when their errors are to be
//! located.

use super::scan_report::{ErrorRecord, ScanObserver, ScanOptions, ScanReport, BLOCK};
use super::utf8_dfa::Utf8Dfa;
use super::window::RunIndex;
use crate::encoding::error_classes::{utf8_pattern, ErrorClass};
use crate::encoding::ops::Plan;
use crate::encoding::Encoding;
use crate::source::{read_range, ByteSource, SourceError};

pub(crate) fn scan_utf8(
    src: &dyn ByteSource,
    plan: &Plan,
    options: ScanOptions,
    observer: &mut dyn ScanObserver,
    report: &mut ScanReport,
) -> Result<(), SourceError> {
    let dfa = Utf8Dfa::get();
    let len = src.len();
    let start = report.stream_start;
    // Exact records come from tracing blocks that have errors again, in replacement mode.
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
        // (Where the block starts between characters, what comes before its first error is
        // valid UTF-8, and its errors are traced from there.)
        let valid = match state {
            0 => std::str::from_utf8(bytes)
                .err()
                .map_or(0, |e| e.valid_up_to()),
            _ => 0,
        } as u64;
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
        if errors > 0 {
            report.errors += errors;
            report.count_block(pos, errors);
            if report.records < options.records || report.first_error.is_none() {
                // (Only the errors still to be listed are located, and at least the first.)
                let room = options.records.saturating_sub(report.records);
                let most = room.clamp(1, usize::MAX as u64) as usize;
                let from = pos + valid;
                let found = errors_in_range(src, &exact_plan, from, block_end - from, None, most)?;
                if let Some(first) = found.first() {
                    report.first_error.get_or_insert(*first);
                }
                for e in found.iter().take(room.min(usize::MAX as u64) as usize) {
                    report.records += 1;
                    observer.record(e);
                }
            }
        }
        pos = block_end;
        report.scanned = pos;
        if !last && !observer.progress(report) {
            report.complete = false;
            finish_class_counts(dfa, &counts, report);
            return Ok(());
        }
    }
    finish_class_counts(dfa, &counts, report);
    report.scanned = len;
    report.complete = true;
    observer.progress(report);
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

/// The first `most` errors of a byte range, located exactly through a windowed trace (for the
/// blocks of a UTF-8 scan, and the GUI's jumps to the next error).
pub fn errors_in_range(
    src: &dyn ByteSource,
    plan: &Plan,
    from: u64,
    len: u64,
    index: Option<&RunIndex>,
    most: usize,
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
        out.len() < most
    })?;
    if plan.encoding == Encoding::Utf8 {
        // (The bytes around the errors read once, where they are few enough to hold: a
        // pattern looks 32 bytes back and 64 on.)
        let (Some(first), Some(last)) = (out.first(), out.last()) else {
            return Ok(out);
        };
        let lo = first.offset.saturating_sub(32);
        let span = last.offset + 64 - lo;
        let held = match span <= 1 << 24 {
            true => Some(read_range(src, lo, span as usize)?),
            false => None,
        };
        for e in out.iter_mut() {
            e.pattern = match &held {
                Some(bytes) => {
                    // (The same 96 bytes a read of its own gives.)
                    let start = e.offset.saturating_sub(32).saturating_sub(lo) as usize;
                    let window = &bytes[start..(start + 96).min(bytes.len())];
                    utf8_pattern(window, (e.offset - lo) as usize - start)
                }
                None => {
                    let lo = e.offset.saturating_sub(32);
                    let window = read_range(src, lo, 96)?;
                    utf8_pattern(&window, (e.offset - lo) as usize)
                }
            };
        }
    }
    Ok(out)
}
