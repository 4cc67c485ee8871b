//! The scan: one pass over a whole file that counts errors by class, locates the first errors
//! exactly (handing each to an observer as it is found, so that none has to be kept), and, when
//! asked, keeps an index for windowed traces: an error count per 64 KiB block (what the GUI
//! jumps through) and a checkpoint of the decoder state at every block boundary.
//!
//! UTF-8 runs on an automaton generated from the spec handler, skipping valid stretches with
//! encoding_rs's validator (`scan_utf8.rs`); the single-byte and multi-byte encodings skip
//! valid stretches with encoding_rs (`bulk.rs`) and run the spec handler over the rest; UTF-16,
//! ISO-2022-JP and replacement run their spec handler. Memory stays flat whatever the file:
//! without the index, a scan keeps counts and nothing per error or per block.

use super::bulk::BulkSink;
use super::window::Checkpoint;
use crate::encoding::error_classes::ErrorClass;
use crate::encoding::ops::Plan;
use crate::encoding::run::{SpanTracker, StepSink, StreamDecoder, MAX_RESTORE};
use crate::encoding::{Decoder, Family, Item, Outcome};
use crate::source::{ByteSource, SourceError};

pub use super::scan_report::{
    Collect, ErrorRecord, Ignore, ScanObserver, ScanOptions, ScanReport, BLOCK,
};
pub use super::scan_utf8::errors_in_range;

/// Scan the whole run planned by `plan`.
///
/// ```
/// use mojiscope::encoding::ops::{DecodeOptions, Plan};
/// use mojiscope::source::MemSource;
/// use mojiscope::trace::scan::{scan, Collect, ScanOptions};
/// let bytes = b"caf\xE9 \xC0\x80 ok".to_vec();
/// let plan = Plan::new(DecodeOptions::default(), &bytes).unwrap();
/// let mut found = Collect::default();
/// let report = scan(&MemSource::new("x", bytes), &plan, ScanOptions::default(), &mut found).unwrap();
/// assert_eq!(report.errors, 3); // E9 cut by a space; C0 and 80 each
/// assert_eq!(found.errors.iter().map(|e| e.offset).collect::<Vec<_>>(), [3, 5, 6]);
/// assert_eq!(report.first_error, Some(found.errors[0]));
/// ```
pub fn scan(
    src: &dyn ByteSource,
    plan: &Plan,
    options: ScanOptions,
    observer: &mut dyn ScanObserver,
) -> Result<ScanReport, SourceError> {
    let len = src.len();
    let start = (plan.skip as u64).min(len);
    let mut report = ScanReport {
        bytes: len,
        stream_start: start,
        blocks: if options.index {
            vec![0; (len / BLOCK + 1) as usize]
        } else {
            Vec::new()
        },
        ..ScanReport::default()
    };
    if plan.encoding.family() == Family::Utf8 {
        super::scan_utf8::scan_utf8(src, plan, options, observer, &mut report)?;
    } else {
        scan_generic(src, plan, options, observer, &mut report)?;
    }
    report.index.first_error = report.first_error.map(|e| e.step_offset);
    report.index.first_error_known = report.complete || report.first_error.is_some();
    report.index.clear_until = report.scanned.saturating_sub(MAX_RESTORE as u64);
    Ok(report)
}

/// The exact part: runs the spec handler, counts and locates errors.
struct ExactSink<'a> {
    report: &'a mut ScanReport,
    observer: &'a mut dyn ScanObserver,
    records: u64,
    span: SpanTracker,
    /// Errors per class (by `ErrorClass::ALL`'s order) not yet added to the report: a map
    /// entry per error costs more than the rest of an error's work.
    tally: [u64; ErrorClass::ALL.len()],
}

impl ExactSink<'_> {
    /// Add the tallied errors to the report's counts by class.
    fn settle(&mut self) {
        for (class, n) in ErrorClass::ALL.iter().zip(&mut self.tally) {
            if *n > 0 {
                *self.report.by_class.entry(*class).or_insert(0) += *n;
                *n = 0;
            }
        }
    }
}

impl StepSink for ExactSink<'_> {
    const TRACE: bool = true;

    fn step(&mut self, _: u64, _: Item, _: &Outcome) -> bool {
        unreachable!()
    }

    #[inline(always)]
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
            self.error(offset, item, outcome, &before, span);
        }
        true
    }
}

impl ExactSink<'_> {
    /// An error at the handler call at `offset` (inlined: where errors are dense, a call per
    /// error costs more than the extra code in the per-step path, counted with callgrind).
    #[inline(always)]
    fn error(
        &mut self,
        offset: u64,
        item: Item,
        outcome: &Outcome,
        before: &Decoder,
        span: Option<(u64, u64)>,
    ) {
        let class = ErrorClass::of(before, item, outcome);
        self.report.errors += 1;
        self.tally[class as usize] += 1;
        self.report.count_block(offset, 1);
        let want = self.report.records < self.records;
        if want || self.report.first_error.is_none() {
            let (start, end) = span.unwrap_or((offset, offset));
            let record = ErrorRecord {
                offset: start,
                end,
                step_offset: offset,
                class,
                pattern: None,
            };
            self.report.first_error.get_or_insert(record);
            if want {
                self.report.records += 1;
                self.observer.record(&record);
            }
        }
    }
}

impl BulkSink for ExactSink<'_> {
    fn bulk(&mut self, _: u64, _: u64) {}

    fn resume_at(&mut self, at: u64) {
        self.span = SpanTracker::at(at);
    }
}

fn scan_generic(
    src: &dyn ByteSource,
    plan: &Plan,
    options: ScanOptions,
    observer: &mut dyn ScanObserver,
    report: &mut ScanReport,
) -> Result<(), SourceError> {
    let len = src.len();
    let start = report.stream_start;
    let mut stream = StreamDecoder::new(plan.decoder(), start);
    let mut sink = ExactSink {
        report,
        observer,
        records: options.records,
        span: SpanTracker::at(start),
        tally: Default::default(),
    };
    // Blocks are aligned to the file's offsets, so the first may be short; each starts with a
    // checkpoint of the exact state.
    let checkpoint = |sink: &mut ExactSink, decoder: Decoder, offset: u64| {
        if options.index {
            let span_start = sink.span.start;
            sink.report.index.checkpoints.push(Checkpoint {
                offset,
                decoder,
                span_start,
            });
        }
    };
    checkpoint(&mut sink, stream.decoder, start);
    let mut cancelled = false;
    super::feed::feed_source_bulk(
        src,
        plan.encoding,
        &mut stream,
        &mut sink,
        options.bulk,
        // Without the index nothing is needed at each 64 KiB boundary: larger blocks leave the
        // spec handler fewer block ends to run over.
        |pos| {
            let step = if options.index { BLOCK } else { 16 * BLOCK };
            (((pos / step) + 1) * step - pos) as usize
        },
        |sink, stream| {
            sink.settle();
            sink.report.scanned = stream.offset;
            checkpoint(sink, stream.decoder, stream.offset);
            if !sink.observer.progress(sink.report) {
                cancelled = true;
                return false;
            }
            true
        },
    )?;
    sink.settle();
    if cancelled {
        sink.report.complete = false;
        return Ok(());
    }
    sink.report.scanned = len;
    sink.report.complete = true;
    sink.observer.progress(sink.report);
    Ok(())
}
