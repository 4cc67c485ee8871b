//! The corpus through the command line: the web-platform-tests vectors, the broken UTF-8 cases,
//! Markus Kuhn's stress test and the legacy samples through `mojiscope decode`.

use crate::common;

use common::cli::{assert_failure, run, run_stdin, scan_record, stderr};
use common::{corpus, corpus_json, sha256_hex, unhex};
use serde_json::Value;

#[test]
fn wpt_vectors_through_the_cli() {
    if !common::have_corpus() {
        return;
    }
    let data = corpus_json("wpt-derived/cases.json");
    let mut checked = 0;
    for v in data["vectors"].as_array().unwrap() {
        let name = v["name"].as_str().unwrap();
        let label = v["encoding"].as_str().unwrap();
        let api = v["api"].as_str().unwrap();
        if label.contains('\0') {
            // No command line can carry U+0000; tests/corpus.rs checks this label (a RangeError).
            assert_eq!(v["error"], "RangeError");
            checked += 1;
            continue;
        }
        let mut args = vec!["decode".to_string(), "--encoding".into(), label.to_string()];
        if api != "decode" {
            args.extend(["--op".into(), "textdecoder".into()]);
            if v["fatal"].as_bool().unwrap() {
                args.push("--fatal".into());
            }
            if v["ignoreBOM"].as_bool().unwrap() {
                args.push("--ignore-bom".into());
            }
        }
        // Independent decode() calls (each with stream: false) are independent runs.
        // (input, stream-call chunk sizes, expected output, throws)
        type Call<'a> = (Vec<u8>, Vec<usize>, Option<&'a Value>, bool);
        let calls: Vec<Call> = match v.get("calls") {
            Some(calls) => calls
                .as_array()
                .unwrap()
                .iter()
                .map(|c| {
                    (
                        unhex(c["input_hex"].as_str().unwrap()),
                        vec![],
                        c.get("expected"),
                        c.get("throws").is_some(),
                    )
                })
                .collect(),
            None => {
                let chunks: Vec<usize> = v
                    .get("chunks")
                    .map(|c| {
                        c.as_array()
                            .unwrap()
                            .iter()
                            .map(|n| n.as_u64().unwrap() as usize)
                            .collect()
                    })
                    .unwrap_or_default();
                // --chunks are the stream: true calls; the rest is the final call. A
                // TextDecoderStream streams every chunk and flushes on close.
                let streamed = match (api, chunks.len()) {
                    (_, 0) => vec![],
                    ("TextDecoderStream", _) => chunks.clone(),
                    _ => chunks[..chunks.len() - 1].to_vec(),
                };
                vec![(
                    unhex(v["input_hex"].as_str().unwrap()),
                    streamed,
                    v.get("expected"),
                    v.get("throws").is_some(),
                )]
            }
        };
        for (input, chunks, expected, throws) in calls {
            let mut args = args.clone();
            if !chunks.is_empty() {
                let list: Vec<String> = chunks.iter().map(|c| c.to_string()).collect();
                args.extend(["--chunks".into(), list.join(",")]);
            }
            args.push("-".into());
            let argv: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
            let out = run_stdin(&argv, &input);
            if throws {
                let code = if v["error"] == "RangeError" { 2 } else { 1 };
                assert_failure(&out, code);
                assert!(
                    out.stdout.is_empty(),
                    "{name}: output despite a fatal error"
                );
            } else {
                assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(&out));
                assert_eq!(
                    String::from_utf8(out.stdout).unwrap(),
                    expected.unwrap().as_str().unwrap(),
                    "{name}"
                );
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 620);
}

#[test]
fn broken_utf8_cases_through_the_cli() {
    if !common::have_corpus() {
        return;
    }
    let data = corpus_json("utf8/broken-utf8-cases.json");
    for c in data["cases"].as_array().unwrap() {
        let input = unhex(c["input_hex"].as_str().unwrap());
        let out = run_stdin(&["decode", "--op", "utf8-decode-without-bom", "-"], &input);
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            c["expected_output"].as_str().unwrap(),
            "{}",
            c["name"]
        );
        let fatal = run_stdin(
            &["decode", "--op", "utf8-decode-without-bom-or-fail", "-"],
            &input,
        );
        assert_eq!(
            fatal.status.code() == Some(1),
            c["fatal_throws"].as_bool().unwrap(),
            "{}",
            c["name"]
        );
        let scan = scan_record(&run_stdin(&["scan", "--json", "-"], &input).stdout);
        assert_eq!(
            scan["errors"].as_u64().unwrap(),
            c["expected_replacement_count"].as_u64().unwrap(),
            "{}",
            c["name"]
        );
    }
}

#[test]
fn kuhn_and_samples_through_the_cli() {
    if !common::have_corpus() {
        return;
    }
    let expected = corpus_json("utf8/expected.json");
    let facts = &expected["files"]["UTF-8-test.txt"];
    let path = corpus().join("utf8/UTF-8-test.txt");
    let out = run(&["decode", "--op", "textdecoder", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        sha256_hex(&out.stdout),
        facts["decoded_sha256"].as_str().unwrap()
    );
    let fatal = run(&[
        "decode",
        "--op",
        "textdecoder",
        "--fatal",
        path.to_str().unwrap(),
    ]);
    let err = assert_failure(&fatal, 1);
    assert!(err.contains("byte offset "), "{err}");
    assert!(fatal.stdout.is_empty());

    let manifest = corpus_json("samples/manifest.json");
    for f in manifest["files"].as_array().unwrap() {
        let rel = f["file"].as_str().unwrap();
        let path = corpus().join(rel);
        let label = f["whatwg_label"].as_str().unwrap();
        let out = run(&[
            "decode",
            "--op",
            "textdecoder",
            "--encoding",
            label,
            path.to_str().unwrap(),
        ]);
        match f.get("textdecoder_output_sha256") {
            Some(hash) => {
                assert_eq!(out.status.code(), Some(0), "{rel}: {}", stderr(&out));
                assert_eq!(sha256_hex(&out.stdout), hash.as_str().unwrap(), "{rel}");
            }
            None => {
                // replacement: TextDecoder refuses it; the spec's decode gives one U+FFFD.
                assert_failure(&out, 2);
                let out = run(&["decode", "--encoding", label, path.to_str().unwrap()]);
                assert_eq!(
                    String::from_utf8(out.stdout).unwrap(),
                    f["decode_output"].as_str().unwrap()
                );
            }
        }
    }
}
