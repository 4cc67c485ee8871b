//! Properties of traces: a windowed trace is exactly the full run's steps for that window;
//! the scan's errors are the errors of the full trace; restored bytes are handled again.

use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
use mojiscope::encoding::{DecodeResult, Encoding};
use mojiscope::source::MemSource;
use mojiscope::trace::scan::{scan, Collect, Ignore, ScanOptions};
use mojiscope::trace::{collect_window, trace_all, Step};
use proptest::prelude::*;
use std::collections::BTreeMap;

fn full(src: &MemSource, plan: &Plan) -> Vec<Step> {
    let mut steps = Vec::new();
    trace_all(src, plan, |s: &Step| {
        steps.push(*s);
        true
    })
    .unwrap();
    steps
}

fn expected_window(all: &[Step], from: u64, len: u64, total: u64) -> Vec<Step> {
    let end = (from + len).min(total);
    all.iter()
        .filter(|s| {
            if s.item.is_end() {
                end == total
            } else {
                s.offset >= from && s.offset < end
            }
        })
        .copied()
        .collect()
}

fn alphabet() -> Vec<u8> {
    vec![
        0x00, 0x0A, 0x1B, 0x24, 0x28, 0x40, 0x42, 0x4A, 0x20, 0x30, 0x39, 0x41, 0x5C, 0x7E, 0x80,
        0x81, 0x82, 0x8E, 0x8F, 0x9F, 0xA1, 0xA4, 0xBF, 0xC0, 0xC2, 0xD8, 0xDC, 0xDF, 0xE0, 0xE3,
        0xED, 0xEF, 0xF0, 0xF4, 0xFE, 0xFF, 0xBB,
    ]
}

fn options_strategy() -> impl Strategy<Value = DecodeOptions> {
    (
        prop::sample::select(Encoding::ALL.to_vec()),
        prop::sample::select(DecodeOp::ALL.to_vec()),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(encoding, op, fatal, ignore_bom)| {
            let encoding = if op == DecodeOp::TextDecoder && encoding == Encoding::Replacement {
                Encoding::Utf8
            } else {
                encoding
            };
            DecodeOptions {
                op,
                encoding,
                fatal,
                ignore_bom,
            }
        })
}

fn bytes_strategy() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..80),
        prop::collection::vec(prop::sample::select(alphabet()), 0..80),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn windowed_traces_equal_the_full_run(options in options_strategy(), bytes in bytes_strategy(), from in 0u64..90, len in 0u64..40) {
        let src = MemSource::new("t", bytes.clone());
        let plan = Plan::new(options, &bytes).unwrap();
        let all = full(&src, &plan);
        let total = bytes.len() as u64;
        let from = from.min(total);
        let len = len.min(total - from);
        let window = collect_window(&src, &plan, from, len, None).unwrap();
        prop_assert_eq!(&window, &expected_window(&all, from, len, total), "{:?} from {} len {}", options, from, len);
        // With the scan's checkpoints too.
        let report = scan(&src, &plan, ScanOptions::default(), &mut Ignore).unwrap();
        let window = collect_window(&src, &plan, from, len, Some(&report.index)).unwrap();
        prop_assert_eq!(&window, &expected_window(&all, from, len, total));
    }

    #[test]
    fn scan_finds_the_errors_of_the_full_trace(options in options_strategy(), bytes in bytes_strategy(), max_first in 0usize..4) {
        let src = MemSource::new("t", bytes.clone());
        let mut plan = Plan::new(options, &bytes).unwrap();
        // The scan counts every error; compare with the replacement-mode trace.
        plan.mode = mojiscope::encoding::run::ErrorMode::Replacement;
        let all = full(&src, &plan);
        let errors: Vec<&Step> = all.iter().filter(|s| s.is_error()).collect();
        let mut by_class = BTreeMap::new();
        for e in &errors {
            *by_class.entry(e.error_class().unwrap()).or_insert(0u64) += 1;
        }
        let mut found = Collect::default();
        let report = scan(&src, &plan, ScanOptions { records: max_first as u64, ..ScanOptions::default() }, &mut found).unwrap();
        prop_assert_eq!(report.errors, errors.len() as u64);
        prop_assert_eq!(&report.by_class, &by_class);
        prop_assert_eq!(report.blocks.iter().map(|&b| b as u64).sum::<u64>(), errors.len() as u64);
        prop_assert_eq!(found.errors.len(), errors.len().min(max_first));
        prop_assert_eq!(report.first_error.map(|e| e.step_offset), errors.first().map(|s| s.offset));
        for (rec, step) in found.errors.iter().zip(errors.iter()) {
            prop_assert_eq!(rec.step_offset, step.offset);
            prop_assert_eq!(Some((rec.offset, rec.end)), step.span);
            prop_assert_eq!(Some(rec.class), step.error_class());
        }
        prop_assert!(report.complete);
    }

    #[test]
    fn restored_bytes_are_handled_again_in_order(options in options_strategy(), bytes in bytes_strategy()) {
        let src = MemSource::new("t", bytes.clone());
        let plan = Plan::new(options, &bytes).unwrap();
        let all = full(&src, &plan);
        for (i, s) in all.iter().enumerate() {
            let restored = s.restored_range();
            if restored.is_empty() || i + 1 >= all.len() {
                continue;
            }
            // The next steps read the restored bytes, in order, before anything else.
            for (k, off) in restored.clone().enumerate() {
                if let Some(next) = all.get(i + 1 + k) {
                    prop_assert_eq!(next.offset, off);
                    prop_assert_eq!(next.item.byte(), Some(bytes[off as usize]));
                }
            }
        }
        // The output of the trace is the output of the operation.
        if let Ok(decoded) = mojiscope::encoding::ops::run_plan(&plan, &bytes) {
            let mut text = String::new();
            for s in &all {
                match s.result() {
                    DecodeResult::Emit(c) => text.push(char::from_u32(c).unwrap()),
                    DecodeResult::Emit2([a, b]) => { text.push(char::from_u32(a).unwrap()); text.push(char::from_u32(b).unwrap()); }
                    DecodeResult::Error => text.push('\u{FFFD}'),
                    _ => {}
                }
            }
            if plan.strip_bom && text.starts_with('\u{FEFF}') { text.remove(0); }
            prop_assert_eq!(text, decoded.text);
        }
    }
}

/// Stateful encodings without a resetting byte for longer than the lookbehind need the scan's
/// checkpoints; a window far into such a file still equals the full run.
#[test]
fn windows_far_into_stateful_files_use_checkpoints() {
    for (encoding, unit) in [
        (Encoding::ShiftJis, &[0x82u8, 0xA0, 0x88, 0x9F, 0xE0][..]),
        (Encoding::Gb18030, &[0x81, 0x82, 0xFE, 0x84, 0x85][..]),
        (Encoding::Big5, &[0xA4, 0xA4, 0xA5, 0xFE, 0x81][..]),
        (Encoding::EucKr, &[0xB0, 0xA1, 0xC8, 0xFE, 0x81][..]),
        (Encoding::EucJp, &[0xA4, 0xA2, 0x8E, 0x8F, 0xB0][..]),
        (
            Encoding::Iso2022Jp,
            &[0x30, 0x21, 0x1B, 0x24, 0x42, 0x7E][..],
        ),
    ] {
        let mut bytes = Vec::new();
        while bytes.len() < 200_000 {
            bytes.extend_from_slice(unit);
        }
        let src = MemSource::new("t", bytes.clone());
        let plan = Plan::new(
            DecodeOptions {
                encoding,
                ..Default::default()
            },
            &bytes,
        )
        .unwrap();
        let all = full(&src, &plan);
        let report = scan(&src, &plan, ScanOptions::default(), &mut Ignore).unwrap();
        assert!(report.index.checkpoints.len() >= 3, "{encoding}");
        for from in [70_001u64, 131_072, 150_003, 199_990] {
            let window = collect_window(&src, &plan, from, 64, Some(&report.index)).unwrap();
            assert_eq!(
                window,
                expected_window(&all, from, 64, bytes.len() as u64),
                "{encoding} at {from}"
            );
            let info = mojiscope::trace::trace_window(
                &src,
                &plan,
                from,
                64,
                Some(&report.index),
                |_: &Step| true,
            )
            .unwrap();
            assert!(
                info.bytes_run < 70_000,
                "{encoding}: window at {from} ran {} bytes",
                info.bytes_run
            );
        }
    }
}

/// A window far into a UTF-8 file costs the window, not the offset.
#[test]
fn utf8_windows_resynchronise_locally() {
    let text = "日本語テキストと ASCII、そして壊れたバイト\u{FFFD}。".repeat(20_000);
    let mut bytes = text.into_bytes();
    bytes[500_000] = 0xFF;
    let src = MemSource::new("t", bytes.clone());
    let plan = Plan::new(DecodeOptions::default(), &bytes).unwrap();
    let info =
        mojiscope::trace::trace_window(&src, &plan, 499_990, 32, None, |_: &Step| true).unwrap();
    assert!(
        info.sync_offset >= 499_987 && info.bytes_run < 64,
        "{info:?}"
    );
    let all = full(&src, &plan);
    assert_eq!(
        collect_window(&src, &plan, 499_990, 32, None).unwrap(),
        expected_window(&all, 499_990, 32, bytes.len() as u64)
    );
}

/// Large inputs take the scan's fast paths (bulk validation, four interleaved automaton
/// chains per block, re-tracing of blocks with errors); they must count what the trace counts.
#[test]
fn scan_of_large_inputs_matches_the_trace() {
    let mut x: u64 = 88172645463325252;
    let mut random = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let noise: Vec<u8> = (0..300_000).map(|_| random() as u8).collect();
    let mut text = "Grüße — 日本語 — Привет 😀 ".repeat(12_000).into_bytes();
    for _ in 0..40 {
        let at = (random() as usize) % text.len();
        text[at] = random() as u8;
    }
    let mut tail_cut = text.clone();
    tail_cut.extend([0xF0, 0x9F]);
    for (name, bytes) in [
        ("random", noise),
        ("text with errors", text),
        ("cut at the end", tail_cut),
    ] {
        let src = MemSource::new("t", bytes.clone());
        let plan = Plan::new(DecodeOptions::default(), &bytes).unwrap();
        let all = full(&src, &plan);
        let errors: Vec<&Step> = all.iter().filter(|s| s.is_error()).collect();
        let mut by_class = BTreeMap::new();
        for e in &errors {
            *by_class.entry(e.error_class().unwrap()).or_insert(0u64) += 1;
        }
        let mut found = Collect::default();
        let options = ScanOptions {
            records: 50,
            ..ScanOptions::default()
        };
        let report = scan(&src, &plan, options, &mut found).unwrap();
        assert_eq!(report.errors, errors.len() as u64, "{name}");
        assert_eq!(report.by_class, by_class, "{name}");
        assert_eq!(found.errors.len(), errors.len().min(50), "{name}");
        let distinct_blocks = errors
            .iter()
            .map(|e| e.offset / mojiscope::trace::scan::BLOCK)
            .collect::<std::collections::BTreeSet<_>>()
            .len();
        assert_eq!(report.blocks_with_errors, distinct_blocks as u64, "{name}");
        for (rec, step) in found.errors.iter().zip(errors.iter()) {
            assert_eq!(
                (rec.step_offset, Some((rec.offset, rec.end))),
                (step.offset, step.span),
                "{name}"
            );
        }
        // Per block, by the offset of the erroring handler call.
        let mut blocks = vec![0u32; report.blocks.len()];
        for e in &errors {
            blocks[(e.offset / mojiscope::trace::scan::BLOCK) as usize] += 1;
        }
        assert_eq!(report.blocks, blocks, "{name}");
        // The same through a file (positioned reads instead of the in-memory slice).
        let path = std::env::temp_dir().join(format!(
            "mojiscope-scan-{}-{}",
            std::process::id(),
            name.len()
        ));
        std::fs::write(&path, &bytes).unwrap();
        let file = mojiscope::source::FileSource::open(&path).unwrap();
        let from_file = scan(&file, &plan, options, &mut Ignore).unwrap();
        assert_eq!(
            (from_file.errors, &from_file.by_class),
            (report.errors, &report.by_class),
            "{name}"
        );
        std::fs::remove_file(&path).unwrap();
    }
}

/// UTF-16 restarts a window at the previous code unit. When that unit is the trailing half of a
/// pair, the fresh run errs on it where the full run does not; in fatal mode that error must not
/// stop the window (found by the property test above).
#[test]
fn fatal_utf16_windows_after_a_surrogate_pair() {
    for (encoding, pair) in [
        (Encoding::Utf16Le, [0x3D, 0xD8, 0x00, 0xDE]),
        (Encoding::Utf16Be, [0xD8, 0x3D, 0xDE, 0x00]),
    ] {
        let a = if encoding == Encoding::Utf16Le {
            [0x41, 0x00]
        } else {
            [0x00, 0x41]
        };
        let bytes: Vec<u8> = [&a[..], &pair, &a].concat();
        let src = MemSource::new("t", bytes.clone());
        let options = DecodeOptions {
            op: DecodeOp::TextDecoder,
            encoding,
            fatal: true,
            ignore_bom: false,
        };
        let plan = Plan::new(options, &bytes).unwrap();
        let all = full(&src, &plan);
        assert!(
            all.iter().all(|s| !s.is_error()),
            "{encoding}: no error in the full run"
        );
        let total = bytes.len() as u64;
        for from in 0..=total {
            for len in 0..=(total - from) {
                let window = collect_window(&src, &plan, from, len, None).unwrap();
                assert_eq!(
                    window,
                    expected_window(&all, from, len, total),
                    "{encoding} from {from} len {len}"
                );
            }
        }
    }
}
