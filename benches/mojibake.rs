//! Speed of the mojibake toolkit, with encoding_rs in the same run as the yardstick.
//!
//! - repair/mojibake-1MB: repair of 1 MB of UTF-8 text read as windows-1252 (words in French,
//!   Russian, Japanese, German, Spanish, Portuguese and English); beside it, encoding_rs
//!   encoding and decoding the same text once (the floor of any repair by a chain).
//! - repair/fine-1MB: repair of 1 MB of text that is fine (nothing to do; must be cheap).
//! - compare/16MiB: the comparison of the default set of eleven encodings over 16 MiB, against
//!   encoding_rs decoding the same bytes with each of the eleven.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mojiscope::mojibake::compare::{compare, DEFAULT_SET};
use mojiscope::mojibake::repair::repair;
use mojiscope::source::MemSource;
use std::hint::black_box;
use std::time::Duration;

/// About `size` bytes of text of the words of several languages, in a fixed order.
fn fine_text(size: usize) -> String {
    const WORDS: [&str; 24] = [
        "café",
        "crème",
        "brûlée",
        "naïve",
        "déjà",
        "voilà",
        "Привет",
        "мир",
        "日本語",
        "テキスト",
        "Größe",
        "señor",
        "coração",
        "the",
        "and",
        "of",
        "to",
        "in",
        "text",
        "file",
        "bytes",
        "encoding",
        "is",
        "a",
    ];
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut out = String::with_capacity(size + 16);
    while out.len() < size {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        out.push_str(WORDS[(x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 59) as usize % WORDS.len()]);
        out.push(' ');
    }
    out
}

fn benches(c: &mut Criterion) {
    let fine = fine_text(1 << 20);
    let (broken, _, _) = encoding_rs::WINDOWS_1252.decode(fine.as_bytes());
    let broken = broken.into_owned();
    let mut g = c.benchmark_group("repair");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.throughput(Throughput::Bytes(broken.len() as u64));
    g.bench_function("mojibake-1MB", |b| b.iter(|| black_box(repair(&broken))));
    g.bench_function("mojibake-1MB-encoding_rs-round-trip", |b| {
        b.iter(|| {
            let (bytes, _, _) = encoding_rs::WINDOWS_1252.encode(&broken);
            black_box(
                encoding_rs::UTF_8
                    .decode_without_bom_handling(&bytes)
                    .0
                    .len(),
            )
        })
    });
    g.throughput(Throughput::Bytes(fine.len() as u64));
    g.bench_function("fine-1MB", |b| b.iter(|| black_box(repair(&fine))));
    g.finish();

    let mut bytes = Vec::with_capacity(16 << 20);
    while bytes.len() < 16 << 20 {
        bytes.extend_from_slice(fine.as_bytes());
    }
    bytes.truncate(16 << 20);
    let src = MemSource::new("bench", bytes.clone());
    let mut g = c.benchmark_group("compare");
    g.sample_size(10).measurement_time(Duration::from_secs(30));
    g.throughput(Throughput::Bytes(bytes.len() as u64));
    g.bench_function("16MiB-default-set", |b| {
        b.iter(|| black_box(compare(&src, &DEFAULT_SET, |_| true).unwrap()))
    });
    g.bench_function("16MiB-default-set-encoding_rs-decode", |b| {
        b.iter(|| {
            for e in DEFAULT_SET {
                let (text, _) = e.reference().decode_without_bom_handling(&bytes);
                black_box(text.len());
            }
        })
    });
    g.finish();
}

criterion_group! {
    name = mojibake;
    config = Criterion::default();
    targets = benches
}
criterion_main!(mojibake);
