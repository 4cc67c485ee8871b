//! The command line as scripts use it: the JSON formats of trace, scan, sniff and encode, and
//! the exit statuses with their one-line reasons. (The corpus through the CLI: `cli_corpus.rs`.)

use crate::common;

use common::cli::{assert_failure, bin, checked, checked_one, run, run_stdin, scan_record, stderr};
use common::unhex;
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

fn temp_file(bytes: &[u8]) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("mojiscope-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("in-{}", N.fetch_add(1, Ordering::SeqCst)));
    std::fs::write(&path, bytes).unwrap();
    path
}

/// A trace's JSON Lines, checked against the schema.
fn json_lines(o: &Output) -> Vec<Value> {
    checked("trace", &o.stdout)
}

fn step_lines(lines: &[Value]) -> Vec<&Value> {
    lines.iter().filter(|l| l["kind"] == "step").collect()
}

#[test]
fn trace_json_names_the_spec_variables() {
    // E2 82 41: a 3-byte sequence cut by 'A', which is restored and handled again.
    let path = temp_file(&[0xE2, 0x82, 0x41]);
    let out = run(&["trace", "--json", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines = json_lines(&out);
    let steps = step_lines(&lines);
    let offsets: Vec<u64> = steps
        .iter()
        .map(|s| s["offset"].as_u64().unwrap())
        .collect();
    assert_eq!(
        offsets,
        [0, 1, 2, 2, 3],
        "the restored byte appears again at its own offset"
    );
    assert_eq!(steps[2]["result"], "error");
    assert_eq!(steps[2]["restored"], serde_json::json!([0x41]));
    assert_eq!(steps[2]["rule"], "utf8-out-of-range");
    assert_eq!(steps[3]["code_points"], serde_json::json!([0x41]));
    assert!(steps[4]["byte"].is_null());
    assert_eq!(steps[4]["result"], "finished");
    let after_lead = &steps[0]["state_after"];
    assert_eq!(after_lead["utf8_bytes_needed"], 2);
    assert_eq!(after_lead["utf8_code_point"], 2);
    assert_eq!(after_lead["utf8_bytes_seen"], 0);
    assert_eq!(after_lead["utf8_lower_boundary"], 0x80);
    assert_eq!(after_lead["utf8_upper_boundary"], 0xBF);
    for s in &steps {
        assert!(s["rule"].as_str().unwrap().starts_with("utf8-"));
        assert!(s["explanation"].as_str().unwrap().len() > 10);
    }
    // UTF-16: a leading surrogate followed by a non-trailing code unit restores both bytes.
    let path = temp_file(&[0x3D, 0xD8, 0x41, 0x00]);
    let out = run(&[
        "trace",
        "--json",
        "--encoding",
        "utf-16le",
        path.to_str().unwrap(),
    ]);
    let lines = json_lines(&out);
    let steps = step_lines(&lines);
    let offsets: Vec<u64> = steps
        .iter()
        .map(|s| s["offset"].as_u64().unwrap())
        .collect();
    assert_eq!(offsets, [0, 1, 2, 3, 2, 3, 4]);
    assert_eq!(steps[1]["state_after"]["utf16_leading_surrogate"], 0xD83D);
    assert!(steps[0]["state_before"]["utf16_leading_byte"].is_null());
    assert_eq!(steps[0]["state_after"]["utf16_leading_byte"], 0x3D);
    assert_eq!(steps[3]["restored"], serde_json::json!([0x41, 0x00]));
    assert_eq!(steps[5]["code_points"], serde_json::json!([0x41]));
    // End-of-queue with bytes needed: only bytes needed changes.
    let path = temp_file(&[0xF0, 0x9F, 0x98]);
    let out = run(&["trace", "--json", path.to_str().unwrap()]);
    let lines = json_lines(&out);
    let steps = step_lines(&lines);
    let eoq = steps
        .iter()
        .find(|s| s["byte"].is_null() && s["result"] == "error")
        .unwrap();
    assert_eq!(eoq["state_after"]["utf8_bytes_needed"], 0);
    assert_eq!(eoq["state_after"]["utf8_bytes_seen"], 2);
    assert_eq!(
        eoq["state_after"]["utf8_code_point"],
        eoq["state_before"]["utf8_code_point"]
    );
}

#[test]
fn trace_windows_and_ranges() {
    let bytes = "aé€😀".as_bytes().to_vec();
    let path = temp_file(&bytes);
    let p = path.to_str().unwrap();
    let all = json_lines(&run(&["trace", "--json", p]));
    let window = json_lines(&run(&["trace", "--json", "--from", "3", "--len", "4", p]));
    let expect: Vec<&Value> = step_lines(&all)
        .into_iter()
        .filter(|s| (3..7).contains(&s["offset"].as_u64().unwrap_or(99)))
        .collect();
    assert_eq!(step_lines(&window), expect);
    // A range past the end is exit 2.
    assert_failure(&run(&["trace", "--from", "11", p]), 2);
    assert_failure(&run(&["trace", "--from", "5", "--len", "6", p]), 2);
    // The readable table names the rule and explains it.
    let table = String::from_utf8(run(&["trace", p]).stdout).unwrap();
    assert!(table.contains("utf8-lead-4"), "{table}");
    assert!(table.contains("UTF-8 decoder, step"), "{table}");
}

#[test]
fn scan_json_counts_and_locates_errors() {
    let mut bytes = b"ok ".to_vec();
    bytes.extend([0xC0, 0x80]); // Java's modified UTF-8 NUL
    bytes.extend(b" then ");
    bytes.extend([0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]); // CESU-8 for U+1F600
    bytes.extend([0xE2, 0x82]); // cut by the end
    let path = temp_file(&bytes);
    let out = run(&["scan", "--json", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let r = scan_record(&out.stdout);
    assert_eq!(r["bytes"], bytes.len() as u64);
    assert_eq!(r["errors"], 2 + 6 + 1);
    let first = r["first_errors"].as_array().unwrap();
    assert_eq!(first[0]["offset"], 3);
    assert_eq!(first[0]["class"], "never_starts_sequence");
    assert_eq!(first[0]["pattern"], "java_modified_utf8_nul");
    assert_eq!(first[2]["offset"], 11);
    assert_eq!(first[2]["class"], "surrogate");
    assert_eq!(first[2]["pattern"], "cesu8_surrogate_pair");
    assert!(first[2]["pattern_description"]
        .as_str()
        .unwrap()
        .contains("U+1F600"));
    let last = first.last().unwrap();
    assert_eq!(last["class"], "cut_by_end");
    assert_eq!(last["offset"], 17);
    assert_eq!(r["by_class"]["unexpected_continuation"], 5);
    // What the file reads as is its verdict's, however many errors are listed: UTF-8 whose
    // errors have UTF-8's shape (a UTF-8 writer's mistakes), nothing else to try.
    assert_eq!(r["file_verdict"]["encoding"], "UTF-8");
    assert_eq!(r["file_verdict"]["reason"], "mostly-utf-8");
    assert_eq!(r["try_encoding"], serde_json::Value::Null);
    for max in ["0", "3", "100"] {
        let out = run(&[
            "scan",
            "--json",
            "--max-errors",
            max,
            path.to_str().unwrap(),
        ]);
        let again = scan_record(&out.stdout);
        assert_eq!(
            again["try_encoding"], r["try_encoding"],
            "--max-errors {max}"
        );
        // (Its words count bytes where every error is listed, else the errors.)
        let said = again["verdict"].as_str().unwrap();
        assert!(
            said.starts_with("Most of the file is valid UTF-8"),
            "{said}"
        );
    }
    assert!(r["verdict"]
        .as_str()
        .unwrap()
        .starts_with("Most of the file is valid UTF-8"));
}

#[test]
fn scan_json_gives_the_verdict_and_sniff_json_the_content() {
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode("Привет, мир! Как дела? Всё хорошо.");
    let out = run(&["scan", "--json", temp_file(&cp1251).to_str().unwrap()]);
    let r = scan_record(&out.stdout);
    assert_eq!(r["try_encoding"], "windows-1251");
    let mut csv = "id,name\n".repeat(10).into_bytes();
    csv.extend(b"1,it\x92s\n");
    let out = run(&["scan", "--json", temp_file(&csv).to_str().unwrap()]);
    let r = scan_record(&out.stdout);
    assert_eq!(
        r["verdict"],
        "Most of the file is valid UTF-8; this one byte is not."
    );
    // Not UTF-8 at all: no verdict.
    let out = run(&[
        "scan",
        "--json",
        "--encoding",
        "shift_jis",
        temp_file(&csv).to_str().unwrap(),
    ]);
    let r = scan_record(&out.stdout);
    assert_eq!(r["verdict"], Value::Null);
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    let out = run(&["sniff", "--json", temp_file(png).to_str().unwrap()]);
    let r = checked_one("sniff", &out.stdout);
    assert_eq!(
        r["content"],
        "binary: PNG image (magic bytes 89 50 4E 47 0D 0A 1A 0A)"
    );
    let out = run(&["sniff", "--json", temp_file(b"plain").to_str().unwrap()]);
    let r = checked_one("sniff", &out.stdout);
    assert_eq!(r["content"], Value::Null);
}

#[test]
fn sniff_reports_boms_and_ignored_signatures() {
    let cases: [(&[u8], Value, u64, Value); 6] = [
        (&[0xEF, 0xBB, 0xBF, 0x41], "UTF-8".into(), 3, Value::Null),
        (&[0xFE, 0xFF, 0x00, 0x41], "UTF-16BE".into(), 2, Value::Null),
        (&[0xFF, 0xFE, 0x41, 0x00], "UTF-16LE".into(), 2, Value::Null),
        (
            &[0xFF, 0xFE, 0x00, 0x00],
            "UTF-16LE".into(),
            2,
            "UTF-32LE".into(),
        ),
        (&[0x00, 0x00, 0xFE, 0xFF], Value::Null, 0, "UTF-32BE".into()),
        (
            &[0x2B, 0x2F, 0x76, 0x38, 0x41],
            Value::Null,
            0,
            "UTF-7".into(),
        ),
    ];
    for (bytes, bom, len, sig) in cases {
        let out = run_stdin(
            &["sniff", "--json", "--encoding", "windows-1252", "-"],
            bytes,
        );
        let r = checked_one("sniff", &out.stdout);
        assert_eq!(r["bom"], bom, "{bytes:02X?}");
        assert_eq!(r["bom_length"], len);
        assert_eq!(r["other_signature"], sig);
        assert_eq!(r["bom_overrides_label"], !bom.is_null());
    }
    let r = checked_one(
        "sniff",
        &run_stdin(
            &["sniff", "--json", "-"],
            &[0xFF, 0xFE, 0x00, 0x00, 0x41, 0, 0, 0],
        )
        .stdout,
    );
    assert_eq!(
        r["first_characters"][0], 0,
        "UTF-32LE read as UTF-16LE starts with U+0000"
    );
    assert_eq!(r["restored"], serde_json::json!([0]));
    for sig in ["F7644C", "DD736673", "0EFEFF", "FBEE28", "84319533"] {
        let r = checked_one(
            "sniff",
            &run_stdin(&["sniff", "--json", "-"], &unhex(sig)).stdout,
        );
        assert!(r["other_signature"].is_string(), "{sig}");
        assert!(r["bom"].is_null());
    }
}

#[test]
fn encode_with_html_references() {
    let path = temp_file("a字😀¥".as_bytes());
    let p = path.to_str().unwrap();
    let out = run(&["encode", "--encoding", "shift_jis", p]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout, b"a\x8e\x9a&#128512;\\");
    let out = run(&["encode", "--encoding", "iso-2022-jp", "--json", p]);
    let lines = checked("encode", &out.stdout);
    let steps = step_lines(&lines);
    let error = steps.iter().find(|s| s["result"] == "error").unwrap();
    assert_eq!(error["code_point"], 0x1F600);
    assert_eq!(error["html_reference"], "&#128512;");
    assert_eq!(error["offset"], 4);
    let html: String = steps
        .iter()
        .filter(|s| s["html"] == true)
        .map(|s| char::from_u32(s["code_point"].as_u64().unwrap() as u32).unwrap())
        .collect();
    assert_eq!(html, "&#128512;");
    assert!(steps.last().unwrap()["code_point"].is_null());
    let bytes: Vec<u8> = steps
        .iter()
        .flat_map(|s| {
            s["bytes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| b.as_u64().unwrap() as u8)
        })
        .collect();
    let binary = run(&["encode", "--encoding", "iso-2022-jp", p]).stdout;
    assert_eq!(bytes, binary);
    assert_eq!(
        binary,
        encoding_rs::ISO_2022_JP.encode("a字😀¥").0.into_owned()
    );
    // No encoder: say so and use UTF-8.
    let out = run(&["encode", "--encoding", "utf-16le", p]);
    assert_eq!(out.stdout, "a字😀¥".as_bytes());
    assert!(stderr(&out).contains("UTF-8"));
}

#[test]
fn bad_arguments_and_inputs_exit_2_with_one_line() {
    let good = temp_file(b"abc");
    let g = good.to_str().unwrap();
    assert_failure(&run(&["decode", "--encoding", "utf-9", g]), 2);
    assert_failure(&run(&["decode", "--op", "nope", g]), 2);
    assert_failure(&run(&["decode", "--fatal", g]), 2);
    assert_failure(&run(&["decode", "--bogus", g]), 2);
    assert_failure(&run(&["decode"]), 2);
    assert_failure(&run(&["decode", g, g]), 2);
    assert_failure(
        &run(&["decode", "--op", "textdecoder", "--chunks", "2,x", g]),
        2,
    );
    assert_failure(
        &run(&["decode", "--op", "textdecoder", "--chunks", "2,5", g]),
        2,
    );
    assert_failure(
        &run(&[
            "decode",
            "--op",
            "textdecoder",
            "--encoding",
            "iso-2022-kr",
            g,
        ]),
        2,
    );
    let missing = assert_failure(&run(&["scan", "/nonexistent/file"]), 2);
    assert!(missing.contains("no such file"), "{missing}");
    let dir = assert_failure(&run(&["trace", std::env::temp_dir().to_str().unwrap()]), 2);
    assert!(dir.contains("directory"), "{dir}");
    assert_failure(&run(&["trace", "--from", "x", g]), 2);
    assert_failure(&run(&["--frobnicate"]), 2);
    // The window's options are checked before any window opens, as the commands check theirs.
    assert_failure(&run(&["--encoding", "utf-9", g]), 2);
    assert_failure(&run(&["--op", "nope", g]), 2);
    assert_failure(&run(&["--fatal", g]), 2);
    assert_failure(&run(&[g, g]), 2);
    let huge = assert_failure(
        &run(&[
            "--op",
            "textdecoder",
            "--chunks",
            "18446744073709551615,1",
            g,
        ]),
        2,
    );
    assert!(huge.contains("add up to more than"), "{huge}");
    let huge = assert_failure(
        &run(&[
            "decode",
            "--op",
            "textdecoder",
            "--chunks",
            "18446744073709551615,18446744073709551615",
            g,
        ]),
        2,
    );
    assert!(huge.contains("add up to more than"), "{huge}");
    // Empty input is fine everywhere.
    let empty = temp_file(b"");
    let e = empty.to_str().unwrap();
    for cmd in [
        &["decode"][..],
        &["encode"],
        &["sniff"],
        &["trace"],
        &["scan"],
        &["trace", "--json"],
    ] {
        let mut args = cmd.to_vec();
        args.push(e);
        assert_eq!(run(&args).status.code(), Some(0), "{args:?}");
    }
}

#[test]
fn fatal_errors_exit_1_and_name_the_offset() {
    let path = temp_file(b"abc\xE2\x82xyz");
    let out = run(&[
        "decode",
        "--op",
        "utf8-decode-without-bom-or-fail",
        path.to_str().unwrap(),
    ]);
    let err = assert_failure(&out, 1);
    assert!(err.contains("byte offset 3"), "{err}");
    assert!(err.contains("E2 82"), "{err}");
    assert!(out.stdout.is_empty());
    let out = run(&[
        "decode",
        "--op",
        "textdecoder",
        "--fatal",
        "--chunks",
        "4",
        path.to_str().unwrap(),
    ]);
    assert_failure(&out, 1);
    assert!(out.stdout.is_empty());
    // The trace of a fatal run stops at the error.
    let out = run(&[
        "trace",
        "--json",
        "--op",
        "textdecoder",
        "--fatal",
        path.to_str().unwrap(),
    ]);
    assert_failure(&out, 1);
    let lines = json_lines(&out);
    assert_eq!(step_lines(&lines).last().unwrap()["result"], "error");
}

#[test]
fn closed_pipes_do_not_panic() {
    let big = temp_file(&"x".repeat(4 << 20).into_bytes());
    let mut child = bin()
        .args(["trace", big.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
}

/// Arbitrary bytes through every command and many encodings: exit 0 (or 1 for fatal modes),
/// never a panic.
#[test]
fn arbitrary_input_never_panics() {
    let mut x: u64 = 0x2545F4914F6CDD1D;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for round in 0..12 {
        let len = (next() % 3000) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        let path = temp_file(&bytes);
        let p = path.to_str().unwrap();
        let label = [
            "utf-8",
            "utf-16be",
            "shift_jis",
            "gb18030",
            "iso-2022-jp",
            "big5",
            "euc-kr",
            "euc-jp",
            "koi8-r",
            "x-user-defined",
            "replacement",
            "utf-16le",
        ][round];
        for args in [
            vec!["decode", "--encoding", label, p],
            vec![
                "decode",
                "--op",
                "textdecoder",
                "--fatal",
                "--chunks",
                "7,1,13",
                "--encoding",
                label,
                p,
            ],
            vec!["encode", "--encoding", label, p],
            vec!["encode", "--json", "--encoding", label, p],
            vec!["sniff", "--json", "--encoding", label, p],
            vec!["trace", "--json", "--encoding", label, "--from", "0", p],
            vec!["trace", "--encoding", label, "--op", "no-bom", p],
            vec!["scan", "--json", "--encoding", label, p],
        ] {
            let out = run(&args);
            let err = stderr(&out);
            assert!(!err.contains("panicked"), "{args:?}: {err}");
            let fatal_ok = args.contains(&"--fatal") || label == "replacement";
            match out.status.code() {
                Some(0) => {}
                Some(1) | Some(2) if fatal_ok => {}
                other => panic!("{args:?}: exit {other:?}: {err}"),
            }
        }
    }
}

/// `sniff --operations --json`: every operation behind every BOM, each cell naming its decoder
/// and what became of the BOM, checked against the schema.
#[test]
fn sniff_operations_says_what_each_operation_does_with_each_bom() {
    let out = run_stdin(
        &["sniff", "--operations", "--json", "-"],
        b"\xff\xfeH\x00i\x00",
    );
    assert!(out.status.success());
    let record = checked_one("sniff", &out.stdout);
    let rows = record["operations"].as_array().unwrap();
    assert_eq!(rows.len(), 7);
    let cell = |r: usize, c: usize| &rows[r]["cells"][c];
    // The bytes after the input's own UTF-16LE BOM: "Hi" in UTF-16LE.
    assert_eq!(cell(0, 3)["decoder"], "UTF-16LE");
    assert_eq!(cell(0, 3)["bom"], "consumed");
    assert_eq!(cell(0, 3)["text"], "Hi");
    assert_eq!(
        cell(0, 0)["decoder"],
        "UTF-8",
        "no BOM: decode uses the label"
    );
    assert_eq!(cell(3, 1)["bom"], "kept");
    assert_eq!(cell(4, 2)["bom"], "failed");
    assert_eq!(rows[6]["ignore_bom"], true);
    assert_eq!(
        cell(0, 4)["prefix_bytes"],
        serde_json::json!([0xFF, 0xFE, 0, 0])
    );
}

/// Errors past the first MiB the verdict reads: `scan` ends with the verdict the whole file
/// gives (UTF-8 with errors), as the window states it once its scan ends; the JSON summary
/// carries it as `whole_file_verdict`.
#[test]
fn scan_ends_with_the_verdict_of_the_whole_file() {
    let mut bytes = "Grüße aus München, 世界, Привет.\n"
        .repeat(40_000)
        .into_bytes();
    let at = bytes.len() - 100;
    bytes[at] = 0xFF;
    let path = temp_file(&bytes);
    let out = run(&["scan", path.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("reads as: UTF-8: every byte is part of valid UTF-8."),
        "{text}"
    );
    assert!(
        text.trim_end().ends_with(
            "reads as, the whole file scanned: UTF-8 with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors."
        ),
        "{text}"
    );
    let out = run(&["scan", "--json", path.to_str().unwrap()]);
    let summary: serde_json::Value = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .find(|r: &serde_json::Value| r["kind"] == "summary")
        .unwrap();
    assert_eq!(summary["whole_file_verdict"]["reason"], "mostly-utf-8");
    // A file the verdict read whole changes nothing.
    let short = temp_file(b"ok \xFF ok");
    let out = run(&["scan", short.to_str().unwrap()]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("the whole file read"));
}

/// A lone word that is neither a command nor a file, where no display is: "no such file or
/// command", not "no display" (the window that would have said so cannot open).
#[cfg(feature = "gui")]
#[test]
fn a_missing_file_without_a_display_is_named_as_missing() {
    let out = bin()
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .arg("bogus-command")
        .output()
        .unwrap();
    let err = assert_failure(&out, 2);
    assert!(
        err.contains("\"bogus-command\": no such file or command"),
        "{err}"
    );
    // A file that is there: the window's own reason.
    let out = bin()
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .arg("Cargo.toml")
        .output()
        .unwrap();
    assert!(assert_failure(&out, 2).contains("no display"));
}
