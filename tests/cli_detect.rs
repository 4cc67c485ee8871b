//! `mojiscope detect`: the JSON contract, every context listed and usable, the inputs a user
//! gives (header, override, environment, domain), and bad input as a one-line reason.

use crate::common;

use common::cli::*;
use serde_json::Value;

fn detect_json(args: &[&str], input: &[u8]) -> Value {
    let mut all = vec!["detect", "--json"];
    all.extend_from_slice(args);
    all.push("-");
    let out = run_stdin(&all, input);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    checked_one("detect", &out.stdout)
}

#[test]
fn the_json_names_the_encoding_what_decided_it_and_each_step() {
    let page = b"<meta charset=windows-1251><p>\xcf\xf0\xe8\xe2\xe5\xf2</p>";
    let r = detect_json(&[], page);
    assert_eq!(r["context"], "html");
    assert_eq!(r["encoding"], "windows-1251");
    assert_eq!(r["decided_by"], "prescan");
    assert_eq!(r["confidence"], "tentative");
    assert_eq!(r["prescan"], "windows-1251");
    assert_eq!(r["operation"]["op"], "decode");
    assert_eq!(r["operation"]["encoding"], "windows-1251");
    assert_eq!(r["operation"]["error_mode"], "replacement");
    let steps = r["steps"].as_array().unwrap();
    let deciding: Vec<&Value> = steps.iter().filter(|s| s["outcome"] == "decides").collect();
    assert_eq!(deciding.len(), 1);
    assert_eq!(deciding[0]["range"], serde_json::json!([0, 27]));
    assert!(r["detector"]["candidates"].as_array().unwrap().len() >= 2);
    assert_eq!(r["detector"]["chardetng"], "windows-1251");
    // The header beats the <meta>; the override beats the header; a BOM beats them all.
    let r = detect_json(&["--content-type", "text/html; charset=koi8-r"], page);
    assert_eq!(
        (r["encoding"].as_str(), r["decided_by"].as_str()),
        (Some("KOI8-R"), Some("http"))
    );
    let r = detect_json(
        &[
            "--content-type",
            "text/html; charset=koi8-r",
            "--override",
            "big5",
        ],
        page,
    );
    assert_eq!(r["decided_by"], "override");
    let bom = [b"\xef\xbb\xbf".as_slice(), page].concat();
    let r = detect_json(&["--override", "big5"], &bom);
    assert_eq!(
        (r["encoding"].as_str(), r["decided_by"].as_str()),
        (Some("UTF-8"), Some("bom"))
    );
}

#[test]
fn without_declarations_the_detector_then_the_domain_decide() {
    let text = "Съешь же ещё этих мягких французских булок, да выпей чаю. ".repeat(3);
    let (koi8, _, _) = encoding_rs::KOI8_R.encode(&text);
    let r = detect_json(&["--tld", "ru"], &koi8);
    assert_eq!(r["decided_by"], "detector");
    assert!(
        matches!(r["encoding"].as_str(), Some("KOI8-R" | "KOI8-U")),
        "{}",
        r["encoding"]
    );
    assert_eq!(r["detector"]["tld"], "ru");
    assert_eq!(r["detector"]["tld_may_affect_guess"], true);
    // Pure ASCII: the detector's guess on too little; the parent document decides before it.
    let r = detect_json(&["--environment", "euc-kr"], b"<p>hello</p>");
    assert_eq!(r["decided_by"], "environment");
    assert_eq!(r["detector"]["too_little"], true);
}

#[test]
fn a_page_from_the_network_is_not_guessed_utf8() {
    let page = "<p>Grüße aus Köln, schöne Straße, süße Äpfel</p>".repeat(3);
    let local = detect_json(&["--tld", "de"], page.as_bytes());
    assert_eq!(local["encoding"], "UTF-8");
    assert_eq!(local["detector"]["utf8_allowed"], true);
    let web = detect_json(&["--tld", "de", "--from-network"], page.as_bytes());
    assert_eq!(web["encoding"], "windows-1252");
    assert_eq!(web["decided_by"], "detector");
    assert_eq!(web["detector"]["utf8_allowed"], false);
}

/// A page in UTF-16 without a BOM: no browser's detector answers UTF-16, so the page's
/// decision is chardetng's guess, while the detector's evidence and the file's verdict say
/// what the bytes read as.
#[test]
fn a_browser_does_not_guess_utf16() {
    let page: Vec<u8> = "<!doctype html><p>Grüße aus München, a page in UTF-16.</p>"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let d = detect_json(&[], &page);
    assert_eq!(d["decided_by"], "detector");
    assert_eq!(d["encoding"], d["detector"]["chardetng"], "{d}");
    assert_ne!(d["encoding"], "UTF-16LE");
    assert_eq!(d["detector"]["choice"], "UTF-16LE", "{d}");
    assert_eq!(d["file_verdict"]["encoding"], "UTF-16LE");
}

#[test]
fn every_context_is_listed_and_decides() {
    let out = run(&["detect", "--list-contexts", "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let lines = checked("detect-contexts", &out.stdout);
    assert_eq!(lines.len(), mojiscope::decide::contexts::CONTEXTS.len());
    for c in &lines {
        let id = c["context"].as_str().unwrap();
        let r = detect_json(&["--context", id], b"\xef\xbb\xbfplain");
        assert_eq!(r["context"], id);
        assert_eq!(r["operation"]["op"], c["op"], "{id}");
        let expected = if c["op"] == "decode" {
            "bom"
        } else {
            "default"
        };
        assert_eq!(r["decided_by"], expected, "{id}");
    }
    let text = String::from_utf8(run(&["detect", "--list-contexts"]).stdout).unwrap();
    assert!(
        text.lines().any(|l| l.starts_with("css-from-document ")),
        "{text}"
    );
}

#[test]
fn bad_input_is_a_one_line_reason() {
    for (args, reason) in [
        (
            vec!["detect", "--context", "nope", "-"],
            "invalid value 'nope' for '--context <NAME>'",
        ),
        (vec!["detect", "--override", "klingon", "-"], "--override"),
        (vec!["detect", "--environment", "", "-"], "--environment"),
        (
            vec!["detect", "--content-type", "text", "-"],
            "does not parse as a MIME type",
        ),
        (vec!["detect", "--tld", "co.ü", "-"], "--tld"),
        (
            vec!["detect"],
            "required arguments were not provided: <FILE>",
        ),
        (
            vec!["detect", "--list-contexts", "-"],
            "'--list-contexts' cannot be used with '[FILE]'",
        ),
    ] {
        let out = run_stdin(&args, b"x");
        let err = assert_failure(&out, 2);
        assert!(err.contains(reason), "{args:?}: {err}");
    }
    let err = assert_failure(&run(&["detect", "/no/such/file"]), 2);
    assert!(err.contains("/no/such/file"), "{err}");
}
