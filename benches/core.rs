//! Speed of the core against encoding_rs in the same run.
//!
//! - scan/utf8-text: the scan on valid UTF-8 text vs encoding_rs decoding it (goal ≥ 0.8×).
//! - scan/utf8-random: the scan on random bytes vs encoding_rs counting the same errors with
//!   decode_to_string_without_replacement (goal ≥ 10×).
//! - trace: every handler call of a whole file recorded as steps (goal ≥ 100 MB/s); and the
//!   JSON Lines `trace --json` writes for 1 MiB of text (the cost of the lines themselves).
//! - window: a 4 KiB window at the end of a 4 GiB sparse file vs the same window in a 4 KiB
//!   file (the cost does not grow with the offset).
//! - legacy/…: decode (the CLI's streamed decode) and scan of 64 MiB of real text in each
//!   single-byte and multi-byte family, against encoding_rs decoding the same bytes (goal ≥ 0.8×).

/// The program's allocator (src/main.rs), so that what is measured is what runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
use mojiscope::encoding::Encoding;
use mojiscope::report::step::{write_trace, TraceFormat};
use mojiscope::report::text::decode_stream;
use mojiscope::source::{ByteSource, FileSource, MemSource};
use mojiscope::trace::scan::{scan, Ignore, ScanOptions};
use mojiscope::trace::{trace_all, trace_window, Step};
use std::hint::black_box;
use std::time::Duration;

const SIZE: usize = 16 << 20;

fn text_utf8() -> Vec<u8> {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus/utf8/UTF-8-demo.txt");
    let sample = std::fs::read(corpus)
        .unwrap_or_else(|_| "Grüße, 世界! Привет, мир. ".repeat(100).into_bytes());
    let mut out = Vec::with_capacity(SIZE);
    while out.len() < SIZE {
        out.extend_from_slice(&sample);
    }
    out
}

fn random_bytes(n: usize) -> Vec<u8> {
    // xorshift64*: fixed seed, reproducible.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..n)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8
        })
        .collect()
}

/// A scan as `mojiscope scan` runs it (no index for the window).
const CLI_SCAN: ScanOptions = ScanOptions {
    records: 100,
    index: false,
    bulk: true,
};

fn plan_for(encoding: Encoding, bytes: &[u8]) -> Plan {
    Plan::new(
        DecodeOptions {
            encoding,
            ..Default::default()
        },
        bytes,
    )
    .unwrap()
}

fn encoding_rs_count_errors(bytes: &[u8], out: &mut [u8]) -> u64 {
    count_errors(encoding_rs::UTF_8, bytes, out)
}

/// encoding_rs finding every error (a malformed sequence) in `bytes`, its text into `out`.
fn count_errors(rs: &'static encoding_rs::Encoding, bytes: &[u8], out: &mut [u8]) -> u64 {
    let mut decoder = rs.new_decoder_without_bom_handling();
    let mut errors = 0;
    let mut src = bytes;
    loop {
        let (result, read, _written) = decoder.decode_to_utf8_without_replacement(src, out, true);
        src = &src[read..];
        match result {
            encoding_rs::DecoderResult::InputEmpty => return errors,
            encoding_rs::DecoderResult::OutputFull => {}
            encoding_rs::DecoderResult::Malformed(_, _) => errors += 1,
        }
    }
}

fn bench_scan_utf8(c: &mut Criterion) {
    let text = text_utf8();
    let random = random_bytes(SIZE);
    let mut g = c.benchmark_group("scan/utf8-text");
    g.throughput(Throughput::Bytes(text.len() as u64));
    let src = MemSource::new("text", text.clone());
    let plan = plan_for(Encoding::Utf8, &text);
    g.bench_function("mojiscope scan", |b| {
        b.iter(|| {
            black_box(
                scan(&src, &plan, ScanOptions::default(), &mut Ignore)
                    .unwrap()
                    .errors,
            )
        })
    });
    g.bench_function("encoding_rs decode", |b| {
        b.iter(|| {
            black_box(
                encoding_rs::UTF_8
                    .decode_without_bom_handling(&text)
                    .0
                    .len(),
            )
        })
    });
    g.finish();

    let mut g = c.benchmark_group("scan/utf8-random");
    g.throughput(Throughput::Bytes(random.len() as u64));
    let src = MemSource::new("random", random.clone());
    let plan = plan_for(Encoding::Utf8, &random);
    g.bench_function("mojiscope scan", |b| {
        b.iter(|| {
            black_box(
                scan(&src, &plan, ScanOptions::default(), &mut Ignore)
                    .unwrap()
                    .errors,
            )
        })
    });
    let mut out = vec![0u8; 64 << 10];
    g.bench_function("encoding_rs count errors", |b| {
        b.iter(|| black_box(encoding_rs_count_errors(&random, &mut out)))
    });
    g.finish();
}

fn bench_trace(c: &mut Criterion) {
    let text = text_utf8();
    let text = &text[..8 << 20];
    let src = MemSource::new("text", text.to_vec());
    let plan = plan_for(Encoding::Utf8, text);
    let mut g = c.benchmark_group("trace");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("whole file, utf-8", |b| {
        b.iter(|| {
            let mut n = 0u64;
            trace_all(&src, &plan, |s: &Step| {
                n += s.offset & 1;
                true
            })
            .unwrap();
            black_box(n)
        })
    });
    // The trace as `mojiscope trace --json` writes it (JSON Lines, one line a handler call),
    // over 1 MiB of text, to a sink: the cost of the lines themselves.
    let mib = &text[..1 << 20];
    let src = MemSource::new("text", mib.to_vec());
    g.throughput(Throughput::Bytes(mib.len() as u64));
    g.bench_function("json lines, 1 MiB utf-8", |b| {
        b.iter(|| {
            let mut out = std::io::sink();
            let w = write_trace(
                &src,
                &plan,
                (0, mib.len() as u64),
                None,
                TraceFormat::JsonLines,
                &mut out,
                &mut |_| true,
            )
            .unwrap();
            black_box(w.steps)
        })
    });
    g.finish();
}

fn bench_window(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("mojiscope-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let big = dir.join("sparse-4g.txt");
    let small = dir.join("small-4k.txt");
    let tail = "末尾のテキスト — the end of a very large file. "
        .repeat(120)
        .into_bytes();
    let tail = &tail[..4096];
    {
        use std::io::{Seek, SeekFrom, Write};
        let mut f = std::fs::File::create(&big).unwrap();
        f.set_len(4 << 30).unwrap();
        f.seek(SeekFrom::Start((4 << 30) - 4096)).unwrap();
        f.write_all(tail).unwrap();
        std::fs::write(&small, tail).unwrap();
    }
    let big_src = FileSource::open(&big).unwrap();
    let small_src = FileSource::open(&small).unwrap();
    let plan = plan_for(Encoding::Utf8, b"");
    let mut g = c.benchmark_group("window");
    g.throughput(Throughput::Bytes(4096));
    for (name, src) in [
        ("4 KiB at the end of 4 GiB", &big_src),
        ("4 KiB file", &small_src),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let from = src.len() - 4096;
                let mut n = 0u64;
                trace_window(src, &plan, from, 4096, None, |_: &Step| {
                    n += 1;
                    true
                })
                .unwrap();
                black_box(n)
            })
        });
    }
    g.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

/// 64 MiB of real text in `encoding`: the corpus's samples of it, one after the other, over
/// and over (or encoding_rs's encoding of a multilingual text if the corpus has none).
fn legacy_text(encoding: Encoding) -> Vec<u8> {
    const LEGACY_SIZE: usize = 64 << 20;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus/samples")
        .join(encoding.name().to_ascii_lowercase());
    let mut sample = Vec::new();
    let mut files: Vec<_> = walk(&dir);
    files.sort();
    for f in files {
        sample.extend(std::fs::read(f).unwrap_or_default());
    }
    if sample.is_empty() {
        let rs = encoding_rs::Encoding::for_label(encoding.name().as_bytes()).unwrap();
        sample = rs
            .encode("Grüße, 世界! Привет, мир. 日本語 ")
            .0
            .into_owned();
    }
    let mut out = Vec::with_capacity(LEGACY_SIZE + sample.len());
    while out.len() < LEGACY_SIZE {
        out.extend_from_slice(&sample);
    }
    out
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

/// Each legacy family: decode (the CLI's streamed decode) and scan, against encoding_rs
/// decoding the same bytes (goal for both: ≥ 0.8×).
fn bench_legacy(c: &mut Criterion) {
    for encoding in [
        Encoding::Windows1252,
        Encoding::Windows1251,
        Encoding::ShiftJis,
        Encoding::Gb18030,
        Encoding::Big5,
        Encoding::EucJp,
        Encoding::EucKr,
    ] {
        let bytes = legacy_text(encoding);
        let rs = encoding_rs::Encoding::for_label(encoding.name().as_bytes()).unwrap();
        let plan = Plan::new(
            DecodeOptions {
                encoding,
                op: DecodeOp::NoBom,
                ..Default::default()
            },
            &bytes,
        )
        .unwrap();
        let src = MemSource::new("legacy", bytes.clone());
        let mut g = c.benchmark_group(format!("legacy/{}", encoding.name()));
        g.throughput(Throughput::Bytes(bytes.len() as u64));
        // encoding_rs at its fastest: its streaming decoder into a buffer already large enough.
        let mut text = String::with_capacity(bytes.len() * 3);
        g.bench_function(BenchmarkId::new("decode", "encoding_rs"), |b| {
            b.iter(|| {
                text.clear();
                let mut decoder = rs.new_decoder_without_bom_handling();
                let _ = decoder.decode_to_string(&bytes, &mut text, true);
                black_box(text.len())
            })
        });
        // The text is made in memory block by block and handed to the writer, as `mojiscope
        // decode` hands it to stdout; the writer here keeps nothing.
        g.bench_function(BenchmarkId::new("decode", "mojiscope"), |b| {
            b.iter(|| {
                decode_stream(&src, &plan, &mut std::io::sink()).unwrap();
                black_box(&src);
            })
        });
        let options = CLI_SCAN;
        g.bench_function(BenchmarkId::new("scan", "mojiscope"), |b| {
            b.iter(|| black_box(scan(&src, &plan, options, &mut Ignore).unwrap().errors))
        });
        g.finish();
    }
}

/// The multi-byte families' scans on bytes full of errors, what a binary file or a wrong guess
/// gives them: random bytes, and text with an error (an FF byte) every 100 bytes, against
/// encoding_rs finding the same errors (goal: within 1.25x).
fn bench_legacy_errors(c: &mut Criterion) {
    for encoding in [
        Encoding::ShiftJis,
        Encoding::Gb18030,
        Encoding::Big5,
        Encoding::EucKr,
        Encoding::EucJp,
    ] {
        let mut every_100 = legacy_text(encoding);
        every_100.truncate(SIZE);
        for i in (99..every_100.len()).step_by(100) {
            every_100[i] = 0xFF;
        }
        let rs = encoding_rs::Encoding::for_label(encoding.name().as_bytes()).unwrap();
        for (input, bytes) in [
            ("random", random_bytes(SIZE)),
            ("error every 100 bytes", every_100),
        ] {
            let plan = plan_for(encoding, &bytes);
            let src = MemSource::new("errors", bytes.clone());
            let mut g = c.benchmark_group(format!("errors/{}/{input}", encoding.name()));
            g.throughput(Throughput::Bytes(bytes.len() as u64));
            let mut out = vec![0u8; 64 << 10];
            g.bench_function("encoding_rs count errors", |b| {
                b.iter(|| black_box(count_errors(rs, &bytes, &mut out)))
            });
            let options = CLI_SCAN;
            g.bench_function("mojiscope scan", |b| {
                b.iter(|| black_box(scan(&src, &plan, options, &mut Ignore).unwrap().errors))
            });
            g.finish();
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_secs(1));
    targets = bench_scan_utf8, bench_trace, bench_window, bench_legacy, bench_legacy_errors
}
criterion_main!(benches);
