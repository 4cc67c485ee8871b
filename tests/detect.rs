//! Detection on real pages (`../shared/corpus/mojibake/detect/`: 244 pages in 24 encodings,
//! each listed with every encoding that gives the same text): the decision a browser makes
//! (BOM, <meta>, XML declaration, then the detector) with our detector must be right on at
//! least 95% of the files, and never less often than chardetng alone, per encoding.

use crate::common;

use mojiscope::decide::contexts::context;
use mojiscope::decide::{decide, Decision, Inputs};
use mojiscope::detect::{detect, Detection};
use mojiscope::i18n::Lang;
use std::collections::BTreeMap;

/// The detector, and the decision of an HTML page under `tld` that asks it.
fn as_a_browser(bytes: &[u8], tld: Option<&str>) -> (Detection, Decision) {
    let detection = detect(bytes, tld);
    let inputs = Inputs {
        tld: tld.map(str::to_string),
        detected: Some(detection.choice),
        ..Inputs::default()
    };
    let d = decide(bytes, context("html").unwrap(), &inputs, Lang::En);
    (detection, d)
}

#[test]
fn detection_on_real_pages_beats_chardetng_alone() {
    if !common::have_corpus() {
        return;
    }
    let manifest = common::corpus_json("mojibake/detect/manifest.json");
    let dir = common::corpus().join("mojibake/detect");
    // Per expected encoding: (files, ours right, chardetng right).
    let mut table: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    for f in manifest["files"].as_array().unwrap() {
        let path = f["path"].as_str().unwrap();
        let bytes = std::fs::read(dir.join(path)).unwrap();
        let tld = f["tld"].as_str();
        let equivalent: Vec<&str> = f["equivalent"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        let (detection, d) = as_a_browser(&bytes, tld);
        let row = table
            .entry(f["expected"].as_str().unwrap().to_string())
            .or_default();
        row.0 += 1;
        if equivalent.contains(&d.encoding.name()) {
            row.1 += 1;
        } else {
            wrong.push(format!("{path}: {} by {:?}", d.encoding, d.decided_by));
        }
        if equivalent.contains(&detection.chardetng.name()) {
            row.2 += 1;
        }
    }
    let total: usize = table.values().map(|r| r.0).sum();
    let ours: usize = table.values().map(|r| r.1).sum();
    let theirs: usize = table.values().map(|r| r.2).sum();
    let mut report =
        "| encoding | files | mojiscope detect | chardetng alone |\n| --- | --- | --- | --- |\n"
            .to_string();
    for (e, (n, o, t)) in &table {
        report.push_str(&format!("| {e} | {n} | {o} | {t} |\n"));
    }
    report.push_str(&format!(
        "| all | {total} | {ours} ({:.1}%) | {theirs} ({:.1}%) |\n",
        ours as f64 * 100.0 / total as f64,
        theirs as f64 * 100.0 / total as f64
    ));
    println!("{report}\nwrong:\n{}", wrong.join("\n"));
    assert_eq!(total, 244);
    assert!(
        ours * 100 >= total * 95,
        "{ours}/{total}\n{report}\n{}",
        wrong.join("\n")
    );
    for (e, (_, o, t)) in &table {
        assert!(o >= t, "{e}: {o} right, chardetng alone {t}\n{report}");
    }
}

/// The language of a sample, as the top-level domain of a page in it (none for Chinese, which
/// is written in GBK under .cn and in Big5 under .tw).
fn tld_for_language(language: Option<&str>) -> Option<&'static str> {
    Some(match language? {
        "ja" => "jp",
        "ko" => "kr",
        "ru" => "ru",
        "bg" => "bg",
        "el" => "gr",
        "he" => "il",
        "tr" => "tr",
        "th" => "th",
        "ar" => "sa",
        "cs" => "cz",
        "pl" => "pl",
        "hu" => "hu",
        "et" => "ee",
        "lv" => "lv",
        "ro" => "ro",
        "fr" => "fr",
        "de" => "de",
        "vi" => "vn",
        _ => return None,
    })
}

/// Every sample decides the text its manifest records (with the sample's language as its
/// domain), and chardetng alone is never right more often.
#[test]
fn detection_on_the_legacy_samples_agrees_with_their_manifest() {
    if !common::have_corpus() {
        return;
    }
    use sha2::{Digest, Sha256};
    let manifest = common::corpus_json("samples/manifest.json");
    let root = common::corpus();
    let (mut files, mut ours, mut theirs) = (0, 0, 0);
    let mut wrong = Vec::new();
    for f in manifest["files"].as_array().unwrap() {
        let path = f["file"].as_str().unwrap();
        let bytes = std::fs::read(root.join(path)).unwrap();
        // The replacement encoding's sample (ISO-2022-KR) has no text to detect.
        let Some(expected) = f["textdecoder_output_sha256"].as_str() else {
            continue;
        };
        let tld = tld_for_language(f["upstream_language"].as_str());
        let text_sha = |e: mojiscope::encoding::Encoding| {
            let (text, _, _) = e.reference().decode(&bytes);
            format!("{:x}", Sha256::digest(text.as_bytes()))
        };
        let (detection, d) = as_a_browser(&bytes, tld);
        files += 1;
        if text_sha(d.encoding) == expected {
            ours += 1;
        } else {
            wrong.push(format!(
                "{path}: {} ({:?}), expected {}",
                d.encoding, d.decided_by, f["whatwg_encoding"]
            ));
        }
        if text_sha(detection.chardetng) == expected {
            theirs += 1;
        }
    }
    println!(
        "samples: {ours}/{files} right, chardetng alone {theirs}\n{}",
        wrong.join("\n")
    );
    assert!(
        ours >= theirs,
        "{ours} against chardetng's {theirs}\n{}",
        wrong.join("\n")
    );
    assert_eq!(
        ours,
        files,
        "every sample as its manifest says:\n{}",
        wrong.join("\n")
    );
}
