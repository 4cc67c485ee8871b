//! A windowed trace is exactly the full run's steps for that window, for every decoder's
//! handler, with and without the scan's checkpoints.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use mojiscope::encoding::ops::Plan;
use mojiscope::source::MemSource;
use mojiscope::trace::scan::{scan, Ignore, ScanOptions};
use mojiscope::trace::{collect_window, trace_all, Step};

fuzz_target!(|data: &[u8]| {
    let Some((options, rest)) = common::options_and_input(data) else {
        return;
    };
    let [a, b, bytes @ ..] = rest else { return };
    let src = MemSource::new("f", bytes.to_vec());
    let Ok(plan) = Plan::new(options, bytes) else {
        return;
    };
    let mut all = Vec::new();
    trace_all(&src, &plan, |s: &Step| {
        all.push(*s);
        true
    })
    .unwrap();
    let total = bytes.len() as u64;
    let from = (*a as u64).min(total);
    let len = (*b as u64).min(total - from);
    let end = from + len;
    let expected: Vec<Step> = all
        .iter()
        .filter(|s| {
            if s.item.is_end() {
                end == total
            } else {
                s.offset >= from && s.offset < end
            }
        })
        .copied()
        .collect();
    assert_eq!(
        collect_window(&src, &plan, from, len, None).unwrap(),
        expected
    );
    let report = scan(&src, &plan, ScanOptions::default(), &mut Ignore).unwrap();
    let indexed = collect_window(&src, &plan, from, len, Some(&report.index)).unwrap();
    assert_eq!(indexed, expected);
});
