//! HTML's prescan against html5lib-tests' encoding suite and the cases the current standard
//! adds (`../shared/corpus/mojibake/html5lib-encoding.json`): every case's `prescan_expected`
//! (the current standard's prescan of the first 1024 bytes; null when it finds nothing).

use crate::common;

use mojiscope::decide::prescan::prescan;

#[test]
fn base64_decodes() {
    assert_eq!(common::base64("TWFu"), b"Man");
    assert_eq!(common::base64("TWE="), b"Ma");
    assert_eq!(common::base64("TQ=="), b"M");
}

#[test]
fn every_html5lib_case_prescans_as_the_standard_says() {
    if !common::have_corpus() {
        return;
    }
    let suite = common::corpus_json("mojibake/html5lib-encoding.json");
    let cases = suite["cases"].as_array().unwrap();
    assert!(cases.len() > 100);
    let mut wrong = Vec::new();
    let mut must_pass = 0;
    for case in cases {
        let bytes = common::base64(case["data_b64"].as_str().unwrap());
        let expected = case["prescan_expected"].as_str();
        let got = prescan(&bytes).encoding.map(|e| e.name());
        if case["must_pass"].as_bool() == Some(true) {
            must_pass += 1;
        }
        if got != expected {
            wrong.push(format!("{}: {got:?}, expected {expected:?}", case["id"]));
        }
    }
    assert!(must_pass >= 98);
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
