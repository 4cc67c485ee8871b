//! Helpers shared by the integration tests: encoding_rs as the reference, and the corpus.
#![allow(dead_code)]

pub mod catalogues;
pub mod cli;
#[cfg(feature = "gui")]
pub mod english;
pub mod file_table;
#[cfg(feature = "gui")]
pub mod gui;
pub mod tools;
pub mod words;

use mojiscope::encoding::Encoding;
use std::path::PathBuf;

/// Reproducible noise: `n` bytes of xorshift from `seed`.
pub fn noise(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The encoding_rs encoding with the same name.
pub fn rs(e: Encoding) -> &'static encoding_rs::Encoding {
    encoding_rs::Encoding::for_label(e.name().as_bytes())
        .unwrap_or_else(|| panic!("encoding_rs lacks {}", e.name()))
}

/// encoding_rs streaming decode over `chunks` (a decoder with or without BOM removal).
/// Returns None on a malformed sequence in fatal mode, with the byte span of the first error.
pub fn rs_stream(
    e: Encoding,
    bytes: &[u8],
    cuts: &[usize],
    remove_bom: bool,
    fatal: bool,
) -> Result<String, (u64, u64)> {
    let enc = rs(e);
    let mut decoder = if remove_bom {
        enc.new_decoder_with_bom_removal()
    } else {
        enc.new_decoder_without_bom_handling()
    };
    let mut out = String::new();
    let mut pieces: Vec<&[u8]> = Vec::new();
    let mut pos = 0;
    for &c in cuts {
        let end = c.clamp(pos, bytes.len());
        pieces.push(&bytes[pos..end]);
        pos = end;
    }
    pieces.push(&bytes[pos..]);
    let mut total_read: u64 = 0;
    let n = pieces.len();
    for (i, piece) in pieces.into_iter().enumerate() {
        let last = i + 1 == n;
        let mut src = piece;
        loop {
            let need = decoder.max_utf8_buffer_length(src.len()).unwrap() + 16;
            out.reserve(need);
            if fatal {
                let (result, read) =
                    decoder.decode_to_string_without_replacement(src, &mut out, last);
                total_read += read as u64;
                src = &src[read..];
                match result {
                    encoding_rs::DecoderResult::InputEmpty => break,
                    encoding_rs::DecoderResult::OutputFull => continue,
                    encoding_rs::DecoderResult::Malformed(bad, extra) => {
                        let end = total_read - extra as u64;
                        return Err((end - bad as u64, end));
                    }
                }
            } else {
                let (result, read, _) = decoder.decode_to_string(src, &mut out, last);
                total_read += read as u64;
                src = &src[read..];
                match result {
                    encoding_rs::CoderResult::InputEmpty => break,
                    encoding_rs::CoderResult::OutputFull => continue,
                }
            }
        }
    }
    Ok(out)
}

/// Where the shared corpus lives (`../shared/corpus`, or $MOJISCOPE_CORPUS).
pub fn corpus() -> PathBuf {
    let dir = corpus_dir();
    assert!(
        dir.join("SOURCES.md").exists(),
        "the shared test corpus is missing at {} (set MOJISCOPE_CORPUS)",
        dir.display()
    );
    dir
}

fn corpus_dir() -> PathBuf {
    std::env::var_os("MOJISCOPE_CORPUS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus"))
}

/// CI=true: what a test needs and is missing fails it instead of skipping it.
pub fn on_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Whether the shared test corpus is there. Where it is not (a fresh clone on its own), the
/// test that asked is skipped with one line on stderr saying so; under CI=true it fails.
pub fn have_corpus() -> bool {
    let dir = corpus_dir();
    if dir.join("SOURCES.md").exists() {
        return true;
    }
    let test = std::thread::current()
        .name()
        .unwrap_or("a test")
        .to_string();
    let line = format!(
        "{test}: skipped, the shared test corpus is not at {} (set MOJISCOPE_CORPUS to where it is)",
        dir.display()
    );
    assert!(!on_ci(), "{line}");
    // (Straight to stderr: the test harness keeps what a passing test prints to itself.)
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
    false
}

pub fn corpus_json(rel: &str) -> serde_json::Value {
    let path = corpus().join(rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

pub fn unhex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Standard base64 (the corpus stores the cases' bytes so).
pub fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    digits
        .chunks(4)
        .flat_map(|q| {
            let n = q.iter().fold(0u32, |acc, &d| acc << 6 | d as u32) << (6 * (4 - q.len()));
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            bytes[..q.len().saturating_sub(1)].to_vec()
        })
        .collect()
}

/// Strings drawn from ranges where encoders differ: ASCII controls, Latin-1, CJK, Hangul,
/// half-width katakana, private use (incl. U+E5E5, the gb18030 side table, x-user-defined),
/// specials (U+2212, U+00A5, U+203E, U+20AC) and astral code points.
pub fn encoder_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let ranges = prop_oneof![
        0x00u32..0x80,
        Just(0x0E),
        Just(0x1B),
        Just(0x5C),
        Just(0x7E),
        0x80u32..0x100,
        0x100u32..0x800,
        0x2000u32..0x2300,
        Just(0x2212),
        Just(0x00A5),
        Just(0x203E),
        Just(0x20AC),
        0x3000u32..0x3100,
        0x4E00u32..0x9FFF,
        0xAC00u32..0xD7A4,
        0xE000u32..0xE900,
        Just(0xE5E5),
        Just(0xE7C7),
        0xF780u32..0xF800,
        0xFE30u32..0xFFFE,
        0xFF61u32..0xFFA0,
        0x10000u32..0x10100,
        0x1F600u32..0x1F650,
        0x20000u32..0x2A6DF,
    ];
    prop::collection::vec(ranges, 0..24)
        .prop_map(|cps| cps.into_iter().filter_map(char::from_u32).collect())
}
