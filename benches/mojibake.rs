//! Speed of the mojibake toolkit, with encoding_rs in the same run as the yardstick.
//!
//! - repair/mojibake-1MB: repair of 1 MB of UTF-8 text read as windows-1252 (words in French,
//!   Russian, Japanese, German, Spanish, Portuguese and English); beside it, encoding_rs
//!   encoding and decoding the same text once (the floor of any repair by a chain).
//! - repair/fine-1MB: repair of 1 MB of text that is fine (nothing to do; must be cheap).
//! - compare/16MiB: the comparison of the default set of eleven encodings over 16 MiB, against
//!   encoding_rs decoding the same bytes with each of the eleven.
//! - diff/…: the known-good text beside its mojibake (every word UTF-8 read as windows-1252),
//!   1 MB and 8 MB (linear: the ratio of the two is the ratio of the sizes), against
//!   encoding_rs decoding both files once (the floor of any comparison); and 1 MiB of random
//!   bytes beside 1 MiB of other random bytes (no line alike: a binary file beside another).
//! - ftfy/…: beside ftfy's `fix_encoding`, timed in the same run through `python3` (skipped in
//!   one line where python3 or ftfy is missing: `pip install ftfy`): 1 MB of distinct real
//!   sentences in 35 languages (the translations Debian ships, read from their catalogues as
//!   the repair test does), every second one UTF-8 read as windows-1252 by Python's cp1252
//!   (lossy: it refuses 81 8D 8F 90 9D); and the same sentences with nothing to repair. ftfy
//!   repairs line by line, as it is meant to be called; mojiscope the whole text at once.

/// The program's allocator (src/main.rs), so that what is measured is what runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mojiscope::mojibake::compare::{compare, DEFAULT_SET};
use mojiscope::mojibake::repair::repair;
use mojiscope::source::MemSource;
use std::hint::black_box;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[path = "../tests/common/catalogues.rs"]
mod catalogues;

/// What python3 prints for `script` (with `args`) given `input` on stdin; None (with the reason
/// printed once) where python3 or ftfy is missing.
fn python(script: &str, args: &[&str], input: &str) -> Option<String> {
    let mut child = Command::new("python3")
        .args(["-c", script])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    if !out.status.success() {
        println!(
            "ftfy benchmark skipped: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .last()
                .unwrap_or("python3 failed")
        );
        return None;
    }
    String::from_utf8(out.stdout).ok()
}

/// Every second line UTF-8 read by Python's cp1252 (a refused byte becomes U+FFFD).
const DAMAGE: &str = "import sys\nlines = sys.stdin.read().split('\\n')\n\
    out = [l.encode('utf-8').decode('cp1252', errors='replace') if i % 2 else l for i, l in enumerate(lines)]\n\
    sys.stdout.write('\\n'.join(out))";

/// How long each side runs for the ratio lines, in seconds, and the fewest runs; the best and
/// the median run are compared (a run on a shared machine is now and then slowed by something
/// else, never sped up). The same budget for both: ftfy gets as much time as we do.
const BUDGET: f64 = 2.0;
const RUNS: usize = 5;

/// ftfy's fix_encoding on each line: its best and its median run within BUDGET (at least RUNS
/// runs), in seconds.
const FTFY: &str = "import sys, time, ftfy\nlines = sys.stdin.read().split('\\n')\n\
    budget, runs = float(sys.argv[1]), int(sys.argv[2])\ntimes, start = [], time.perf_counter()\n\
    while len(times) < runs or time.perf_counter() - start < budget:\n    t = time.perf_counter()\n    \
    for l in lines: ftfy.fix_encoding(l)\n    times.append(time.perf_counter() - t)\n\
    times.sort()\nprint(times[0], times[len(times) // 2])";

/// The best and the median of `times`.
fn best_and_median(mut times: Vec<f64>) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[0], times[times.len() / 2])
}

/// Repair beside ftfy, both timed in this run.
fn beside_ftfy(c: &mut Criterion) {
    let Some(fine) = catalogues::megabyte() else {
        println!(
            "ftfy benchmark skipped: the gettext catalogues are missing (see tests/repair_real.rs)"
        );
        return;
    };
    let Some(mixed) = python(DAMAGE, &[], &fine) else {
        return;
    };
    let mut g = c.benchmark_group("ftfy");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    for (name, text) in [("half-damaged-1MB", &mixed), ("fine-1MB", &fine)] {
        let Some(ftfy) =
            python(FTFY, &[&BUDGET.to_string(), &RUNS.to_string()], text).and_then(|t| {
                let mut it = t.split_whitespace().map(|n| n.parse::<f64>().ok());
                Some((it.next()??, it.next()??))
            })
        else {
            return;
        };
        // Ours, timed the same way within the same budget, after one run that fills the
        // tables (ftfy's are filled when it is imported, before its timing), for the ratios
        // printed beside criterion's figures.
        black_box(repair(text));
        let (start, mut times) = (Instant::now(), Vec::new());
        while times.len() < RUNS || start.elapsed().as_secs_f64() < BUDGET {
            let t = Instant::now();
            black_box(repair(text));
            times.push(t.elapsed().as_secs_f64());
        }
        let ours = best_and_median(times);
        let mb = text.len() as f64 / 1e6;
        for (what, ours, ftfy) in [("best", ours.0, ftfy.0), ("median", ours.1, ftfy.1)] {
            println!(
                "ftfy/{name}: {mb:.2} MB, {what} run: mojiscope {:.1} ms ({:.1} MB/s), ftfy fix_encoding {:.1} ms ({:.1} MB/s): {:.1}x ftfy's speed",
                ours * 1e3,
                mb / ours,
                ftfy * 1e3,
                mb / ftfy,
                ftfy / ours
            );
        }
        g.throughput(Throughput::Bytes(text.len() as u64));
        g.bench_function(name, |b| b.iter(|| black_box(repair(text))));
    }
    g.finish();
}

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

/// diff of a good text and its mojibake, at two sizes.
fn beside_good(c: &mut Criterion) {
    use mojiscope::encoding::Encoding;
    use mojiscope::mojibake::diff::{diff, Sides};
    let mut g = c.benchmark_group("diff");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    for mb in [1usize, 8] {
        let good = fine_text(mb << 20);
        let (broken, _, _) = encoding_rs::WINDOWS_1252.decode(good.as_bytes());
        let (gs, bs) = (
            MemSource::new("good", good.as_bytes()),
            MemSource::new("broken", broken.as_bytes()),
        );
        let sides = Sides {
            good: &gs,
            good_encoding: Encoding::Utf8,
            broken: &bs,
            broken_encoding: Encoding::Utf8,
        };
        g.throughput(Throughput::Bytes((good.len() + broken.len()) as u64));
        g.bench_function(format!("{mb}MB"), |b| {
            b.iter(|| black_box(diff(&sides, &mut |_, _| true).unwrap()))
        });
        g.bench_function(format!("{mb}MB-encoding_rs-decode"), |b| {
            b.iter(|| {
                let a = encoding_rs::UTF_8
                    .decode_without_bom_handling(good.as_bytes())
                    .0
                    .len();
                let b = encoding_rs::UTF_8
                    .decode_without_bom_handling(broken.as_bytes())
                    .0
                    .len();
                black_box(a + b)
            })
        });
    }
    // Bytes that are not text on both sides, unrelated (no line the same): what a binary
    // file beside another costs, against the 1 MB of text above.
    let noise = |seed: u64| {
        let mut x = seed;
        (0..1usize << 20)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect::<Vec<u8>>()
    };
    let (a, b) = (noise(0x9E37_79B9_7F4A_7C15), noise(0xD1B5_4A32_D192_ED03));
    let (sa, sb) = (
        MemSource::new("good", a.as_slice()),
        MemSource::new("broken", b.as_slice()),
    );
    let sides = Sides {
        good: &sa,
        good_encoding: Encoding::Utf8,
        broken: &sb,
        broken_encoding: Encoding::Utf8,
    };
    g.throughput(Throughput::Bytes((a.len() + b.len()) as u64));
    g.bench_function("random-1MB-beside-other-random", |bch| {
        bch.iter(|| black_box(diff(&sides, &mut |_, _| true).unwrap()))
    });
    g.finish();
}

criterion_group! {
    name = mojibake;
    config = Criterion::default();
    targets = benches, beside_ftfy, beside_good
}
criterion_main!(mojibake);
