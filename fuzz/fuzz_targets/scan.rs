//! The scan against the full trace (every error, its class, offset and span), and the bulk
//! path (encoding_rs over valid stretches) against the spec handler alone, for any input and
//! any block sizes.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use mojiscope::encoding::ops::Plan;
use mojiscope::encoding::run::{ErrorMode, SpanTracker, StepSink, StreamDecoder};
use mojiscope::encoding::{DecodeResult, Item, Outcome};
use mojiscope::source::MemSource;
use mojiscope::trace::bulk::BulkSink;
use mojiscope::trace::scan::{scan, Collect, ScanOptions};
use mojiscope::trace::{feed_source_bulk, trace_all, Step};

/// Text and errors of a run, from both the spec handler's steps and the bulk stretches.
#[derive(Default, PartialEq, Debug)]
struct Run {
    text: String,
    errors: Vec<(u64, Option<(u64, u64)>)>,
    span: SpanTracker,
}

impl StepSink for Run {
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        let span = self.span.step(offset, item, outcome);
        match outcome.result {
            DecodeResult::Emit(c) => self.text.extend(char::from_u32(c)),
            DecodeResult::Emit2([a, b]) => {
                self.text.extend(char::from_u32(a));
                self.text.extend(char::from_u32(b));
            }
            DecodeResult::Error => {
                self.text.push('\u{FFFD}');
                self.errors.push((offset, span));
            }
            _ => {}
        }
        true
    }
}

impl BulkSink for Run {
    fn text_out(&mut self) -> Option<&mut String> {
        Some(&mut self.text)
    }
    fn bulk(&mut self, _: u64, _: u64) {}
    fn resume_at(&mut self, at: u64) {
        self.span = SpanTracker::at(at);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((options, rest)) = common::options_and_input(data) else {
        return;
    };
    let [block, bytes @ ..] = rest else { return };
    let Ok(plan) = Plan::new(options, bytes) else {
        return;
    };
    let src = MemSource::new("f", bytes.to_vec());
    // The scan's errors are the full trace's (in replacement mode: a fatal run stops at its
    // first error, the scan counts them all).
    let mut replacement = plan.clone();
    replacement.mode = ErrorMode::Replacement;
    let mut errors = Vec::new();
    trace_all(&src, &replacement, |s: &Step| {
        if s.is_error() {
            errors.push((s.offset, s.span));
        }
        true
    })
    .unwrap();
    let mut found = Collect::default();
    let options = ScanOptions {
        records: u64::MAX,
        index: true,
        bulk: true,
    };
    let report = scan(&src, &plan, options, &mut found).unwrap();
    assert_eq!(report.errors, errors.len() as u64);
    let located: Vec<_> = found
        .errors
        .iter()
        .map(|e| (e.step_offset, Some((e.offset, e.end))))
        .collect();
    assert_eq!(located, errors);
    let spec = scan(
        &src,
        &plan,
        ScanOptions {
            bulk: false,
            ..options
        },
        &mut Collect::default(),
    )
    .unwrap();
    assert_eq!(report.index, spec.index);
    assert_eq!(report.by_class, spec.by_class);
    // The bulk path with blocks of any size runs as the spec handler does.
    let run = |bulk: bool| {
        let mut stream = StreamDecoder::new(plan.decoder(), plan.skip as u64);
        let mut run = Run::default();
        run.span = SpanTracker::at(plan.skip as u64);
        let size = (*block as usize).max(1);
        feed_source_bulk(
            &src,
            plan.encoding,
            &mut stream,
            &mut run,
            bulk,
            |_| size,
            |_, _| true,
        )
        .unwrap();
        run
    };
    assert_eq!(run(true), run(false));
});
