//! The shared corpus through the library: web-platform-tests vectors, the "How many
//! REPLACEMENT CHARACTERs?" cases, Markus Kuhn's UTF-8 files and 78 real files in legacy
//! encodings. Data lives in ../shared/corpus (see SOURCES.md there).

use crate::common;

use common::{corpus, corpus_json, sha256_hex, unhex};
use mojiscope::encoding::ops::{self, RangeError, TextDecoder};
use mojiscope::encoding::{get_encoding, Encoding};
use serde_json::Value;

/// What a vector's API call produces: the output per decode() call, or the error it throws.
#[derive(Debug, PartialEq)]
enum Outcome {
    Text(Vec<String>),
    Throws(&'static str),
}

fn run_textdecoder(v: &Value, stream_api: bool) -> Outcome {
    let label = v["encoding"].as_str().unwrap();
    let fatal = v["fatal"].as_bool().unwrap();
    let ignore_bom = v["ignoreBOM"].as_bool().unwrap();
    let mut td = match TextDecoder::new(label, fatal, ignore_bom) {
        Ok(td) => td,
        Err(RangeError::UnknownLabel(_) | RangeError::Replacement) => {
            return Outcome::Throws("RangeError")
        }
    };
    if let Some(expected) = v.get("expected_encoding") {
        assert_eq!(
            td.encoding_name(),
            expected.as_str().unwrap(),
            "{}",
            v["name"]
        );
    }
    let input = unhex(v["input_hex"].as_str().unwrap());
    let chunks: Vec<usize> = match v.get("chunks") {
        Some(c) => c
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap() as usize)
            .collect(),
        None => vec![input.len()],
    };
    let mut outputs = Vec::new();
    let mut pos = 0;
    for (i, &len) in chunks.iter().enumerate() {
        let last = i + 1 == chunks.len();
        let piece = &input[pos..pos + len];
        pos += len;
        // TextDecoderStream streams every chunk and flushes on close; TextDecoder's last
        // chunk is the final (stream: false) call.
        let stream = stream_api || !last;
        match td.decode(Some(piece), stream) {
            Ok(s) => outputs.push(s),
            Err(_) => return Outcome::Throws("TypeError"),
        }
    }
    if stream_api {
        match td.decode(None, false) {
            Ok(s) => outputs.push(s),
            Err(_) => return Outcome::Throws("TypeError"),
        }
    }
    Outcome::Text(outputs)
}

fn run_vector(v: &Value) -> Outcome {
    match v["api"].as_str().unwrap() {
        "TextDecoder" => run_textdecoder(v, false),
        "TextDecoderStream" => run_textdecoder(v, true),
        "decode" => {
            let encoding = get_encoding(v["encoding"].as_str().unwrap())
                .expect("decode vectors use valid labels");
            Outcome::Text(vec![
                ops::decode(&unhex(v["input_hex"].as_str().unwrap()), encoding).text,
            ])
        }
        api => panic!("unknown api {api}"),
    }
}

#[test]
fn every_wpt_vector_passes() {
    if !common::have_corpus() {
        return;
    }
    let data = corpus_json("wpt-derived/cases.json");
    let vectors = data["vectors"].as_array().unwrap();
    assert_eq!(vectors.len(), 620);
    let mut passed = 0;
    for v in vectors {
        let name = v["name"].as_str().unwrap();
        if let Some(calls) = v.get("calls") {
            // One decoder instance, several decode() calls.
            let mut td = TextDecoder::new(
                v["encoding"].as_str().unwrap(),
                v["fatal"].as_bool().unwrap(),
                v["ignoreBOM"].as_bool().unwrap(),
            )
            .unwrap();
            for call in calls.as_array().unwrap() {
                let input = unhex(call["input_hex"].as_str().unwrap());
                let got = td.decode(Some(&input), call["stream"].as_bool().unwrap());
                match call.get("throws") {
                    Some(_) => assert!(got.is_err(), "{name}: expected a TypeError"),
                    None => assert_eq!(got.unwrap(), call["expected"].as_str().unwrap(), "{name}"),
                }
            }
            passed += 1;
            continue;
        }
        let got = run_vector(v);
        if v.get("throws").is_some() {
            let error = v["error"].as_str().unwrap();
            assert_eq!(
                got,
                Outcome::Throws(if error == "RangeError" {
                    "RangeError"
                } else {
                    "TypeError"
                }),
                "{name}"
            );
        } else {
            let expected = v["expected"].as_str().unwrap();
            let Outcome::Text(outputs) = got else {
                panic!("{name}: threw {got:?}")
            };
            assert_eq!(outputs.concat(), expected, "{name}");
            if let Some(chunks) = v.get("expected_chunks") {
                let mut expected_chunks: Vec<&str> = chunks
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap())
                    .collect();
                let mut outputs = outputs.clone();
                if v["api"] == "TextDecoderStream" {
                    expected_chunks.retain(|c| !c.is_empty());
                    outputs.retain(|c| !c.is_empty());
                }
                assert_eq!(outputs, expected_chunks, "{name}: output per call");
            }
        }
        passed += 1;
    }
    assert_eq!(passed, 620);
}

#[test]
fn broken_utf8_cases_pass() {
    if !common::have_corpus() {
        return;
    }
    let data = corpus_json("utf8/broken-utf8-cases.json");
    let cases = data["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 66);
    for c in cases {
        let name = format!("{} / {}", c["section"], c["name"]);
        let input = unhex(c["input_hex"].as_str().unwrap());
        let text = ops::utf8_decode_without_bom(&input);
        assert_eq!(text, c["expected_output"].as_str().unwrap(), "{name}");
        assert_eq!(
            text.matches('\u{FFFD}').count() as u64,
            c["expected_replacement_count"].as_u64().unwrap(),
            "{name}"
        );
        let mut td = TextDecoder::new("utf-8", true, false).unwrap();
        assert_eq!(
            td.decode(Some(&input), false).is_err(),
            c["fatal_throws"].as_bool().unwrap(),
            "{name}"
        );
    }
}

#[test]
fn kuhn_utf8_test_decodes_to_the_recorded_hash() {
    if !common::have_corpus() {
        return;
    }
    let expected = corpus_json("utf8/expected.json");
    for (file, facts) in expected["files"].as_object().unwrap() {
        let bytes = std::fs::read(corpus().join("utf8").join(file)).unwrap();
        assert_eq!(
            sha256_hex(&bytes),
            facts["sha256"].as_str().unwrap(),
            "{file} itself"
        );
        let mut td = TextDecoder::new("utf-8", false, false).unwrap();
        let text = td.decode(Some(&bytes), false).unwrap();
        assert_eq!(
            sha256_hex(text.as_bytes()),
            facts["decoded_sha256"].as_str().unwrap(),
            "{file}"
        );
        assert_eq!(
            text.matches('\u{FFFD}').count() as u64,
            facts["replacement_count"].as_u64().unwrap(),
            "{file}"
        );
        assert_eq!(
            text.chars().count() as u64,
            facts["code_points"].as_u64().unwrap(),
            "{file}"
        );
        assert_eq!(
            text.encode_utf16().count() as u64,
            facts["utf16_code_units"].as_u64().unwrap(),
            "{file}"
        );
        let mut fatal = TextDecoder::new("utf-8", true, false).unwrap();
        assert_eq!(
            fatal.decode(Some(&bytes), false).is_err(),
            facts["fatal_throws"].as_bool().unwrap(),
            "{file}"
        );
        if let Some(decoded_file) = facts.get("decoded_file").and_then(|f| f.as_str()) {
            let recorded = std::fs::read(corpus().join("utf8").join(decoded_file)).unwrap();
            assert!(
                recorded == text.as_bytes(),
                "{file}: differs from {decoded_file}"
            );
        }
        for line in facts
            .get("lines")
            .and_then(|l| l.as_array())
            .into_iter()
            .flatten()
        {
            let input = unhex(line["input_hex"].as_str().unwrap());
            let out = ops::utf8_decode_without_bom(&input);
            assert_eq!(
                out,
                line["expected"].as_str().unwrap(),
                "{file} line {}",
                line["line"]
            );
            assert_eq!(
                out.matches('\u{FFFD}').count() as u64,
                line["replacement_count"].as_u64().unwrap()
            );
        }
    }
}

#[test]
fn every_sample_decodes_to_the_recorded_hash() {
    if !common::have_corpus() {
        return;
    }
    let manifest = corpus_json("samples/manifest.json");
    let files = manifest["files"].as_array().unwrap();
    assert_eq!(files.len(), 78);
    let mut texts = std::collections::HashMap::new();
    for f in files {
        let rel = f["file"].as_str().unwrap();
        let bytes = std::fs::read(corpus().join(rel)).unwrap();
        assert_eq!(
            sha256_hex(&bytes),
            f["sha256"].as_str().unwrap(),
            "{rel} itself"
        );
        let label = f["whatwg_label"].as_str().unwrap();
        let encoding = get_encoding(label).unwrap();
        assert_eq!(
            encoding.name(),
            f["whatwg_encoding"].as_str().unwrap(),
            "{rel}"
        );
        // new TextDecoder(label).decode(file); the replacement encoding is refused by
        // TextDecoder, so those samples record the spec's decode() instead.
        let text = match TextDecoder::new(label, false, false) {
            Ok(mut td) => td.decode(Some(&bytes), false).unwrap(),
            Err(_) => {
                assert_eq!(encoding, Encoding::Replacement);
                assert!(
                    f["textdecoder"].as_str().unwrap().starts_with("RangeError"),
                    "{rel}"
                );
                let text = ops::decode(&bytes, encoding).text;
                assert_eq!(text, f["decode_output"].as_str().unwrap(), "{rel}");
                continue;
            }
        };
        assert_eq!(
            sha256_hex(text.as_bytes()),
            f["textdecoder_output_sha256"].as_str().unwrap(),
            "{rel} ({label})"
        );
        assert_eq!(
            text.matches('\u{FFFD}').count() as u64,
            f["replacement_count"].as_u64().unwrap(),
            "{rel}"
        );
        assert_eq!(
            text.chars().count() as u64,
            f["code_points"].as_u64().unwrap(),
            "{rel}"
        );
        texts.insert(rel.to_string(), text);
    }
    for group in manifest["same_text_groups"].as_array().unwrap() {
        let group: Vec<&str> = group
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g.as_str().unwrap())
            .collect();
        for pair in group.windows(2) {
            assert_eq!(texts[pair[0]], texts[pair[1]], "{} vs {}", pair[0], pair[1]);
        }
    }
}

/// The index tables built from assets/ are the corpus's WHATWG index files, entry by entry.
#[test]
fn tables_match_the_index_files() {
    if !common::have_corpus() {
        return;
    }
    use mojiscope::encoding::tables::*;
    let read = |name: &str| -> Vec<(u32, u32)> {
        std::fs::read_to_string(corpus().join("whatwg").join(name))
            .unwrap()
            .lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| {
                let mut it = l.split('\t');
                let p = it.next().unwrap().trim().parse().unwrap();
                let c = u32::from_str_radix(it.next().unwrap().trim().trim_start_matches("0x"), 16)
                    .unwrap();
                (p, c)
            })
            .collect()
    };
    let check16 = |name: &str, table: &[u16]| {
        let entries = read(name);
        let mut seen = 0;
        for (p, c) in &entries {
            assert_eq!(table[*p as usize] as u32, *c, "{name} pointer {p}");
        }
        for (p, &c) in table.iter().enumerate() {
            if c != 0 {
                seen += 1;
                assert!(
                    entries.iter().any(|&(q, _)| q as usize == p),
                    "{name}: extra pointer {p}"
                );
            }
        }
        assert_eq!(seen, entries.len(), "{name}");
    };
    check16("index-jis0208.txt", &INDEX_JIS0208);
    check16("index-jis0212.txt", &INDEX_JIS0212);
    check16("index-euc-kr.txt", &INDEX_EUC_KR);
    check16("index-gb18030.txt", &INDEX_GB18030);
    check16(
        "index-iso-2022-jp-katakana.txt",
        &INDEX_ISO_2022_JP_KATAKANA,
    );
    for (i, name) in SINGLE_BYTE_NAMES.iter().enumerate() {
        let file = if *name == "ISO-8859-8-I" {
            "index-iso-8859-8.txt".to_string()
        } else {
            format!("index-{}.txt", name.to_ascii_lowercase())
        };
        check16(&file, &SINGLE_BYTE_DECODE[i]);
    }
    let big5 = read("index-big5.txt");
    for (p, c) in &big5 {
        assert_eq!(INDEX_BIG5[*p as usize], *c);
    }
    assert_eq!(INDEX_BIG5.iter().filter(|&&c| c != 0).count(), big5.len());
    assert_eq!(
        INDEX_GB18030_RANGES.to_vec(),
        read("index-gb18030-ranges.txt")
    );
    // The encoder tables hold the first pointer per code point (index pointer).
    let mut first = std::collections::HashMap::new();
    for (p, c) in read("index-jis0208.txt") {
        first.entry(c).or_insert(p);
    }
    for (c, p) in first {
        assert_eq!(index_pointer(&POINTER_JIS0208, c), Some(p), "U+{c:04X}");
    }
    // And every asset the build reads is byte-identical to the corpus's copy (the corpus may
    // hold more files than the build needs).
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/whatwg");
    let mut compared = 0;
    for entry in std::fs::read_dir(&assets).unwrap() {
        let ours = entry.unwrap().path();
        let theirs = corpus().join("whatwg").join(ours.file_name().unwrap());
        assert_eq!(
            std::fs::read(&ours).unwrap(),
            std::fs::read(&theirs).unwrap_or_else(|e| panic!("{}: {e}", theirs.display())),
            "{}",
            ours.display()
        );
        compared += 1;
    }
    assert!(
        compared >= 36,
        "the index files, encodings.json and the licence"
    );
}
