//! The human-readable output of `trace` (and `trace --encode`), `sniff`, `scan`, `encode`, `detect`, `compare` and `repair`, compared whole with the
//! files in `tests/golden/` (as hexyl tests its rendering): a change to a column, a word or a
//! line shows up here. `UPDATE_GOLDEN=1 cargo test --test tests golden::` rewrites the files after a
//! deliberate change; review the diff before committing it.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// (name, arguments, standard input)
const CASES: &[(&str, &[&str], &[u8])] = &[
    (
        "trace-utf8-zi-and-a-cut",
        &["trace", "-"],
        b"\xe5\xad\x97\xe2\x82",
    ),
    (
        "trace-utf8-surrogate-restored",
        &["trace", "-"],
        b"a\xed\xa0\x80b",
    ),
    (
        "trace-shift-jis-pointer",
        &["trace", "--encoding", "shift_jis", "-"],
        b"\x8e\x9a\x82",
    ),
    (
        "trace-gb18030-four-bytes-and-a-restore",
        &["trace", "--encoding", "gb18030", "-"],
        b"\x81\x30\x81\x30\x81\x30\x41",
    ),
    (
        "trace-iso-2022-jp-escapes",
        &["trace", "--encoding", "iso-2022-jp", "-"],
        b"\x1b$B\x30\x21\x1b(Bz",
    ),
    (
        "trace-utf16le-lone-surrogate",
        &["trace", "--encoding", "utf-16le", "--op", "no-bom", "-"],
        b"\x3d\xd8\x41\x00",
    ),
    (
        "sniff-utf32le-read-as-utf16le",
        &["sniff", "-"],
        b"\xff\xfe\x00\x00U\x00\x00\x00T\x00\x00\x00",
    ),
    (
        "sniff-utf8-bom-beats-the-label",
        &["sniff", "--encoding", "windows-1252", "-"],
        b"\xef\xbb\xbfcaf\xc3\xa9",
    ),
    ("sniff-no-bom", &["sniff", "-"], b"plain"),
    (
        "sniff-operations-behind-each-bom",
        &["sniff", "--operations", "--encoding", "windows-1252", "-"],
        b"\xef\xbb\xbfcaf\xc3\xa9",
    ),
    (
        "sniff-an-elf-executable",
        &["sniff", "-"],
        b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0\x01\0\0\0",
    ),
    (
        "scan-utf8-patterns",
        &["scan", "-"],
        b"ok \xc0\x80 cesu \xed\xa0\xbd\xed\xb8\x80 5-byte \xf8\x88\x80\x80\x80 cut \xe2\x82",
    ),
    (
        "scan-utf8-csv-with-windows-1252-punctuation",
        &["scan", "-"],
        b"id,name,note\n1,Zo\xc3\xab,caf\xc3\xa9 cr\xc3\xa8me\n2,Ann,it\x92s 5\x80 off\n3,Bob,ok\n4,Cy,\xe2\x82\xac and more text to make the file long enough\n",
    ),
    (
        "scan-utf8-cyrillic-in-windows-1251",
        &["scan", "-"],
        b"\xcf\xf0\xe8\xe2\xe5\xf2, \xec\xe8\xf0!",
    ),
    (
        "detect-html-a-comment-hides-one-meta-another-has-no-charset",
        &["detect", "--tld", "jp", "-"],
        b"<!-- <meta charset=big5> --><meta name=viewport content=width><meta http-equiv=Content-Type content='text/html; charset=shift_jis'><title>\x93\xfa\x96\x7b\x8c\xea</title>",
    ),
    (
        "detect-css-charset-and-the-header",
        &["detect", "--context", "css-from-document", "--environment", "euc-jp", "--content-type", "text/css", "-"],
        b"@charset \"koi8-r\"; body { font-family: \"\xf2\xc1\xda\" }",
    ),
    (
        "detect-fetch-json-is-always-utf-8",
        &["detect", "--context", "fetch-json", "-"],
        b"\xef\xbb\xbf{\"a\": \"\xc3\xa9\"}",
    ),
    (
        "scan-shift-jis",
        &["scan", "--encoding", "shift_jis", "-"],
        b"\x8e\x9a ok \x81\x20 \xa0 \x82",
    ),
    (
        "scan-fatal",
        &["scan", "--op", "utf8-decode-without-bom-or-fail", "-"],
        b"fine \xff then \xfe",
    ),
    ("scan-clean", &["scan", "-"], b"nothing wrong here\n"),
    (
        "encode-shift-jis-html",
        &["encode", "--encoding", "shift_jis", "-"],
        "naïve — 字 😀 ¥".as_bytes(),
    ),
    (
        "encode-iso-2022-jp-html",
        &["encode", "--encoding", "iso-2022-jp", "-"],
        "a字ｶ😀".as_bytes(),
    ),
    (
        "trace-encode-iso-2022-jp-states",
        &["trace", "--encode", "--encoding", "iso-2022-jp", "-"],
        "a¥字−ｱb".as_bytes(),
    ),
    (
        "trace-encode-gb18030-four-bytes",
        &["trace", "--encode", "--encoding", "gb18030", "-"],
        "€😀\u{E7C7}\u{E5E5}".as_bytes(),
    ),
    (
        "trace-encode-shift-jis-html-reference",
        &["trace", "--encode", "--encoding", "shift_jis", "--from", "3", "-"],
        "字−😀".as_bytes(),
    ),
    (
        "compare-the-utf8-bom-in-four-code-pages",
        &["compare", "--encodings", "windows-1252,koi8-r,windows-1251,ibm866,utf-8", "-"],
        b"\xef\xbb\xbfHi",
    ),
    (
        "compare-default-set",
        &["compare", "--len", "12", "-"],
        "café 日本".as_bytes(),
    ),
    (
        "compare-only-the-clean-rows",
        &["compare", "--clean", "--encodings", "all", "--len", "4", "-"],
        b"\x82\xa0\x82\xa2",
    ),
    (
        "repair-utf8-read-as-windows-1252",
        &["repair", "-"],
        "cafÃ© au lait, donâ€™t".as_bytes(),
    ),
    (
        "repair-windows-1251-read-as-windows-1252",
        &["repair", "-"],
        "Ïðèâåò, ìèð! Êàê äåëà?".as_bytes(),
    ),
    (
        "repair-fine-text-stays",
        &["repair", "-"],
        "SÃO PAULO, « l’été »".as_bytes(),
    ),
    (
        "repair-references-resolved",
        &["repair", "--resolve-references", "-"],
        b"&#26085;&#26412;&#35486; and &#x1F600;",
    ),
];

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

#[test]
fn human_output_matches_the_golden_files() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    for (name, args, input) in CASES {
        let mut child = Command::new(env!("CARGO_BIN_EXE_mojiscope"))
            .args(*args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let out = child.wait_with_output().unwrap();
        // stdout, then what went to stderr and the exit status: all of it is the output.
        let mut got = out.stdout.clone();
        if !out.stderr.is_empty() || !out.status.success() {
            got.extend_from_slice(b"--- stderr, exit ");
            got.extend_from_slice(out.status.code().unwrap_or(-1).to_string().as_bytes());
            got.extend_from_slice(b"\n");
            got.extend_from_slice(&out.stderr);
        }
        let path = golden_dir().join(format!("{name}.txt"));
        if update {
            std::fs::create_dir_all(golden_dir()).unwrap();
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read(&path).unwrap_or_default();
        if got != want {
            failures.push(format!(
                "{name}: output differs from {}\n--- got:\n{}\n--- want:\n{}",
                path.display(),
                String::from_utf8_lossy(&got),
                String::from_utf8_lossy(&want)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every golden file has its case (none is left over from a removed one).
#[test]
fn every_golden_file_has_a_case() {
    for entry in std::fs::read_dir(golden_dir()).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let stem = name.trim_end_matches(".txt");
        assert!(CASES.iter().any(|(n, _, _)| *n == stem), "{name}");
    }
}
