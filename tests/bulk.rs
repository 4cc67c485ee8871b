//! The bulk path (encoding_rs over valid stretches, the spec handler over the rest) against the
//! spec handler alone: the same errors, classes, offsets, located records, blocks and
//! checkpoints in the scan, the same text in decode, the same first error in fatal mode, for
//! every encoding, whatever the block sizes.

use crate::common;

use common::{noise, rs};
use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
use mojiscope::encoding::run::{SpanTracker, StepSink, StreamDecoder};
use mojiscope::encoding::{DecodeResult, Encoding, Item, Outcome};
use mojiscope::report::text::decode_stream_with;
use mojiscope::source::MemSource;
use mojiscope::trace::bulk::BulkSink;
use mojiscope::trace::fatal::{first_fatal_error, FirstError};
use mojiscope::trace::feed_source_bulk;
use mojiscope::trace::scan::{scan, Collect, ScanOptions};
use proptest::prelude::*;

/// Text in many scripts, so that every encoding has characters it maps and characters it
/// does not (those become `&#N;`, as a form would send them).
const TEXT: &str =
    "Grüße, 世界! Привет, мир. こんにちは、カタカナ。안녕하세요. Γειά σου. שלום. مرحبا. \
    สวัสดี. naïve café — “quotes” ‘and’ ½ ¥100 € 繁體中文測試 简体中文 ﾊﾝｶｸ 😀\r\n";

/// About `size` bytes of valid text in `encoding`.
fn text_in(encoding: Encoding, size: usize) -> Vec<u8> {
    let (bytes, _, _) = rs(encoding).encode(TEXT);
    let mut out = Vec::with_capacity(size + bytes.len());
    while out.len() < size {
        out.extend_from_slice(&bytes);
    }
    out
}

/// The inputs each encoding is tried on: valid text over several blocks, the same with bytes
/// of noise spread through it (some at block boundaries), noise alone, text with no byte
/// that resets a multi-byte decoder for longer than a block, noise then text, and text with an
/// error every 100 bytes.
fn inputs(encoding: Encoding) -> Vec<(&'static str, Vec<u8>)> {
    let text = text_in(encoding, 200_000);
    let mut damaged = text.clone();
    for (k, at) in [5usize, 65_535, 65_536, 70_001, 131_071, 150_000, 199_990]
        .iter()
        .enumerate()
    {
        let at = (*at).min(damaged.len() - 3);
        damaged[at..at + 3].copy_from_slice(&noise(k as u64, 3));
    }
    let mut long_run = Vec::new();
    // Pairs of high bytes: lead and trail in most multi-byte encodings, no resetting byte.
    while long_run.len() < 150_000 {
        long_run.extend_from_slice(&[0xB0, 0xA1]);
    }
    long_run.extend_from_slice(b"\nend");
    // Dense errors, then text: the spec handler takes longer runs while errors stay dense, and
    // the bulk path takes over again.
    let mut noise_then_text = noise(9, 20_000);
    noise_then_text.extend_from_slice(&text_in(encoding, 100_000));
    let mut every_100 = text_in(encoding, 150_000);
    for i in (99..every_100.len()).step_by(100) {
        every_100[i] = 0xFF;
    }
    vec![
        ("text", text),
        ("damaged text", damaged),
        ("noise", noise(7, 140_000)),
        ("a long run without a resetting byte", long_run),
        ("noise, then text", noise_then_text),
        ("an FF byte every 100 bytes", every_100),
    ]
}

fn plan(encoding: Encoding, op: DecodeOp, fatal: bool, bytes: &[u8]) -> Option<Plan> {
    let options = DecodeOptions {
        op,
        encoding,
        fatal,
        ignore_bom: false,
    };
    Plan::new(options, bytes).ok()
}

#[test]
fn scans_agree_with_the_spec_handler_alone() {
    for encoding in Encoding::ALL {
        for (name, bytes) in inputs(encoding) {
            let Some(plan) = plan(encoding, DecodeOp::Decode, false, &bytes) else {
                continue;
            };
            let src = MemSource::new(name, bytes);
            let run_listing = |bulk: bool, index: bool, records: u64| {
                let mut found = Collect::default();
                let options = ScanOptions {
                    records,
                    index,
                    bulk,
                };
                let report = scan(&src, &plan, options, &mut found).unwrap();
                (report, found.errors)
            };
            let run = |bulk: bool, index: bool| run_listing(bulk, index, u64::MAX);
            let (spec, spec_errors) = run(false, true);
            let (bulk, bulk_errors) = run(true, true);
            // Listing a few: the first of the same errors, and the same counts.
            let (few, few_errors) = run_listing(true, false, 3);
            let first: Vec<_> = spec_errors.iter().take(3).cloned().collect();
            assert_eq!(few_errors, first, "{encoding}, {name}, three listed");
            assert_eq!(
                few.by_class, spec.by_class,
                "{encoding}, {name}, three listed"
            );
            assert_eq!(few.first_error, spec.first_error, "{encoding}, {name}");
            // Without the index (the CLI's scan, in larger blocks): the same errors.
            let (flat, flat_errors) = run(true, false);
            assert_eq!(flat_errors, spec_errors, "{encoding}, {name}, no index");
            assert_eq!(flat.by_class, spec.by_class, "{encoding}, {name}, no index");
            assert_eq!(flat.blocks_with_errors, spec.blocks_with_errors);
            assert!(flat.index.checkpoints.is_empty() && flat.blocks.is_empty());
            let what = format!("{encoding}, {name}");
            assert_eq!(bulk.errors, spec.errors, "{what}");
            assert_eq!(bulk.by_class, spec.by_class, "{what}");
            assert_eq!(bulk_errors, spec_errors, "{what}");
            assert_eq!(bulk.first_error, spec.first_error, "{what}");
            assert_eq!(bulk.blocks, spec.blocks, "{what}");
            assert_eq!(bulk.blocks_with_errors, spec.blocks_with_errors, "{what}");
            assert_eq!(bulk.index, spec.index, "{what}");
            assert!(bulk.complete && spec.complete, "{what}");
        }
    }
}

#[test]
fn decoded_text_agrees_with_the_spec_handler_and_encoding_rs() {
    for encoding in Encoding::ALL {
        for (name, bytes) in inputs(encoding) {
            let Some(plan) = plan(encoding, DecodeOp::NoBom, false, &bytes) else {
                continue;
            };
            let src = MemSource::new(name, bytes.clone());
            let text = |bulk: bool| {
                let mut out = Vec::new();
                decode_stream_with(&src, &plan, &mut out, bulk).unwrap();
                String::from_utf8(out).unwrap()
            };
            let bulk = text(true);
            let (reference, _) = rs(encoding).decode_without_bom_handling(&bytes);
            assert!(
                bulk == reference,
                "{encoding}, {name}: differs from encoding_rs"
            );
            assert!(
                bulk == text(false),
                "{encoding}, {name}: differs from the spec handler"
            );
        }
    }
}

#[test]
fn fatal_runs_find_the_same_first_error() {
    for encoding in Encoding::ALL {
        for (name, bytes) in inputs(encoding) {
            let Some(plan) = plan(encoding, DecodeOp::TextDecoder, true, &bytes) else {
                continue;
            };
            let src = MemSource::new(name, bytes);
            let options = ScanOptions {
                records: 0,
                index: false,
                bulk: false,
            };
            let spec = scan(&src, &plan, options, &mut Collect::default()).unwrap();
            let found = first_fatal_error(&src, &plan, &mut |_| true).unwrap();
            let got = match found {
                FirstError::Found(e) => Some((e.offset, e.end, e.step_offset)),
                FirstError::Clean => None,
                other => panic!("{other:?}"),
            };
            let want = spec.first_error.map(|e| (e.offset, e.end, e.step_offset));
            assert_eq!(got, want, "{encoding}, {name}");
        }
    }
}

/// Collects the text and the errors of a run, from the steps the spec handler takes and the
/// stretches the bulk path takes.
#[derive(Default)]
struct Run {
    text: String,
    /// Bytes the bulk path decoded.
    bulk_bytes: u64,
    errors: Vec<(u64, Option<(u64, u64)>)>,
    span: SpanTracker,
}

impl StepSink for Run {
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        let span = self.span.step(offset, item, outcome);
        match outcome.result {
            DecodeResult::Emit(c) => self.text.extend(char::from_u32(c)),
            DecodeResult::Emit2([a, b]) => self
                .text
                .extend([a, b].map(char::from_u32).iter().flatten()),
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

    fn bulk(&mut self, from: u64, to: u64) {
        self.bulk_bytes += to - from;
    }

    fn resume_at(&mut self, at: u64) {
        self.span = SpanTracker::at(at);
    }
}

/// The bulk path does take valid text: all but the edges of each block.
#[test]
fn the_bulk_path_takes_valid_text() {
    for encoding in Encoding::ALL {
        let bytes = text_in(encoding, 300_000);
        let run = run_blocks(encoding, &bytes, &[65_536], true);
        let share = run.bulk_bytes as f64 / bytes.len() as f64;
        let stateful = matches!(
            encoding,
            Encoding::Utf16Be | Encoding::Utf16Le | Encoding::Iso2022Jp | Encoding::Replacement
        );
        if stateful {
            assert_eq!(run.bulk_bytes, 0, "{encoding}: the spec handler alone");
        } else {
            assert!(share > 0.95, "{encoding}: {share}");
        }
    }
}

fn run_blocks(encoding: Encoding, bytes: &[u8], sizes: &[usize], bulk: bool) -> Run {
    let src = MemSource::new("p", bytes.to_vec());
    let mut stream = StreamDecoder::new(mojiscope::encoding::Decoder::new(encoding), 0);
    let mut run = Run::default();
    let mut k = 0;
    feed_source_bulk(
        &src,
        encoding,
        &mut stream,
        &mut run,
        bulk,
        |_| {
            k += 1;
            sizes[k % sizes.len()]
        },
        |_, _| true,
    )
    .unwrap();
    run
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Any bytes (valid text with noise spliced in), any block sizes: the same text and the
    /// same errors, at the same offsets, with the same spans.
    #[test]
    fn any_blocks_give_the_spec_handlers_run(
        e in 0usize..40,
        cuts in proptest::collection::vec((0usize..3000, 0u64..1000, 1usize..6), 0..6),
        sizes in proptest::collection::vec(1usize..700, 1..5),
    ) {
        let encoding = Encoding::ALL[e];
        let mut bytes = text_in(encoding, 3000);
        for (at, seed, n) in cuts {
            let at = at.min(bytes.len());
            bytes.splice(at..at, noise(seed, n));
        }
        let bulk = run_blocks(encoding, &bytes, &sizes, true);
        let spec = run_blocks(encoding, &bytes, &sizes, false);
        prop_assert_eq!(&bulk.text, &spec.text);
        prop_assert_eq!(&bulk.errors, &spec.errors);
    }
}
