//! Repair on text it was never tuned on: real lines from sources the project never used while
//! it set the repair's numbers (`tests/other_text.py`: translated manual pages, fortune
//! cookies, Debian's books, glibc's locales, the shared corpus's legacy files and web pages;
//! no gettext catalogue), damaged as `tests/repair_real.rs` damages its sentences (the same
//! classes, encoding_rs and Python's codecs), then repaired.
//!
//! What it says of the repair, printed as a table (docs/repair.md's figures come from it):
//! - how many damaged lines come back exactly, all of them and those under ten characters;
//! - what the misses became: left as they were, or rewritten, and rewritten into a script
//!   neither the text nor its damage holds;
//! - whether the confidence means what it says: of the repairs given 0.9 or more, the share
//!   that is right;
//! - that no line that is fine changes.
//!
//! The lines come from Debian packages (`.ci/run` installs them; `tests/other_text.py` lists
//! them) and the shared corpus; where they are missing the test says so in one line and is
//! skipped (required under CI=true).
//!
//! `REPAIR_HELDOUT_TEXT=validation` damages and judges, the same way, translations of the
//! catalogues the language model never counted (`assets/letters/count.py` leaves them out)
//! that no test tuned the repair on: those after the first that `repair_real.rs` takes. A
//! change of the model is tried there, every miss printed, before these lines are looked at;
//! nothing is asserted. `REPAIR_HELDOUT_TEXT=PATH` does the same with the lines of a JSON file
//! written as `tests/other_text.py` writes its own (text of yet another source to look at).

use super::repair_real::{
    changed, family, legacy, misread, par_map, percent, python, rust_cases, short_fields,
    short_words, Case, Family,
};
use crate::common;
use mojiscope::mojibake::repair::repair;
use mojiscope::script::{script, Script};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashSet};
use std::process::Command;

/// The languages judged, with their families (those repair_real knows, and a few more the
/// sources bring).
const LANGS: &[&str] = &[
    "fr", "de", "es", "pt", "it", "ca", "da", "sv", "nb", "is", "nl", "fi", "id", "eo", "ga", "pl",
    "cs", "sk", "hu", "ro", "hr", "sl", "lt", "lv", "et", "ru", "uk", "bg", "sr", "mk", "be", "el",
    "tr", "he", "ar", "fa", "vi", "th", "ja", "zh_CN", "zh_TW", "ko",
];

fn family_of(lang: &str) -> Family {
    match lang {
        "mk" | "be" => Family::Cyrillic,
        _ => family(lang),
    }
}

/// Lines taken from each (language, source), and from each language at most.
const PER_SOURCE: usize = 15;
const PER_LANG: usize = 60;

/// The least shares, in percent: the figures when this was written (2026-12-02: 98.8 % of
/// 9,229 damaged lines, 90.7 % of 248 under ten characters; 2026-12-01: 98.5 % and 87.9 %;
/// 2026-11-30: 97.3 % and 81.9 %;
/// 97.2 % and 80.6 % before a word with no letter outside ASCII was read as the classic
/// accidents; 96.4 % and 66.1 % before short texts were read line by line as the classic
/// accidents), less a point or two. The goals are 99 % and 97 %: raise them as the repair gets
/// there.
const DAMAGED_FLOOR: f64 = 97.5;
const SHORT_FLOOR: f64 = 88.0;
/// The most misses rewritten into a script neither the text nor its damage holds (7 when
/// this was written, 2026-12-01; 9 before a word left in two scripts counted as stray, 11
/// before the changes to the glance of 2026-11-29; the goal is none).
const CROSS_MOST: usize = 7;
/// The most misses rewritten at all, rather than left as they were, with a margin of two (52
/// when this was written, 2026-12-02 in the evening; 59 in the afternoon; 60 at noon; 62 on
/// 2026-12-01 at night, 63 before a word UTF-8 in its own script's code page counted odd, 97
/// before the changes to lost no-break spaces and to words a line's chain completes; the goal
/// is none but the best partial repair of lossy damage).
const REWRITTEN_MOST: usize = 54;
/// The most fine texts changed (3 when this was written, 2026-12-02, the goal none; 5 before
/// each language listed 10,000 words: four lists of rare kanji from a Shift_JIS test file read
/// as Shift_JIS text taken for EUC-KR, common hanja costing less, and the Czech `Minulý rok`
/// made Turkish `Minulı rok`).
const FINE_CHANGED_MOST: usize = 3;

/// The scripts of a text's letters outside ASCII.
fn scripts(t: &str) -> Vec<Script> {
    let mut v: Vec<Script> = t
        .chars()
        .filter(|c| c.is_alphabetic() && !c.is_ascii())
        .map(script)
        .collect();
    v.sort_by_key(|s| *s as u8);
    v.dedup();
    v
}

/// What tests/other_text.py writes: its lines as JSON; None where it cannot run.
fn other_text() -> Option<Vec<u8>> {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/other_text.py");
    let out = Command::new("python3").arg(script).output().ok()?;
    out.status.success().then_some(out.stdout)
}

/// The lines of `other_text.py`'s JSON: (language, source, text), in the languages judged.
fn lines_of(json: &[u8]) -> Option<Vec<(&'static str, String, String)>> {
    let v: Value = serde_json::from_slice(json).ok()?;
    let lines = v["texts"]
        .as_array()?
        .iter()
        .filter_map(|t| {
            let lang = LANGS.iter().find(|&&l| Some(l) == t["lang"].as_str())?;
            Some((
                *lang,
                t["source"].as_str()?.to_string(),
                t["text"].as_str()?.to_string(),
            ))
        })
        .collect();
    Some(lines)
}

/// The validation text (see the module): (language, catalogue, text).
fn validation_text() -> Vec<(&'static str, String, String)> {
    use crate::common::catalogues::{path, sentences, CATALOGUES};
    let mut out = Vec::new();
    for &lang in LANGS {
        for domain in ["apt", "coreutils", "glib20", "Linux-PAM"] {
            let Some(mut texts) = std::fs::read(path(lang, domain))
                .ok()
                .and_then(|d| sentences(&d, 400))
            else {
                continue;
            };
            if CATALOGUES.iter().any(|c| (c.0, c.1) == (lang, domain)) {
                texts.drain(..super::repair_real::SAMPLE.min(texts.len()));
            }
            out.extend(texts.into_iter().map(|t| (lang, domain.to_string(), t)));
        }
    }
    out
}

#[test]
fn text_from_other_sources_comes_back_and_the_confidence_says_how_sure() {
    let started = std::time::Instant::now();
    let asked = std::env::var("REPAIR_HELDOUT_TEXT").ok();
    let validation = asked.is_some();
    let lines = match asked.as_deref() {
        Some("validation") => Some(validation_text()),
        Some(path) => lines_of(&std::fs::read(path).unwrap_or_default()),
        None => other_text().and_then(|json| lines_of(&json)),
    };
    let Some(lines) = lines.filter(|l| l.len() > 1000) else {
        let line = "repair_heldout: tests/other_text.py found too little text; install the \
                    Debian packages it lists (.ci/run does) and python3";
        assert!(!common::on_ci(), "{line}");
        println!("{line} (skipped)");
        return;
    };
    // The lines of each language: a few from each source, those with a letter outside ASCII.
    let mut by_lang: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut per_source: BTreeMap<(&str, &str), usize> = BTreeMap::new();
    for (lang, source, text) in &lines {
        let taken = per_source.entry((lang, source)).or_default();
        let mine = by_lang.entry(lang).or_default();
        let foreign = text.chars().any(|c| c.is_alphabetic() && !c.is_ascii());
        if foreign && *taken < PER_SOURCE && mine.len() < PER_LANG && text.chars().count() >= 20 {
            *taken += 1;
            mine.push(text.clone());
        }
    }
    let mut cases: Vec<Case> = Vec::new();
    let mut items = Vec::new();
    let mut fine: Vec<String> = Vec::new();
    for (&lang, texts) in &by_lang {
        let family = family_of(lang);
        cases.extend(rust_cases(lang, family, texts));
        // (And one word of a line damaged, the rest of the line fine: a word pasted from
        // elsewhere. The fine words beside it must stay.)
        let culprit = family.culprits()[0];
        for t in texts {
            let words: Vec<&str> = t.split(' ').collect();
            let Some(k) = words.iter().position(|w| !w.is_ascii()) else {
                continue;
            };
            let others = words.iter().skip(k + 1).any(|w| !w.is_ascii());
            if let (true, Some(m)) = (others, misread(words[k], culprit)) {
                let mut broken = words.clone();
                broken[k] = &m;
                cases.push(Case {
                    lang,
                    class: format!("one word of a line as {}", culprit.name()),
                    broken: broken.join(" "),
                    expected: t.clone(),
                });
            }
        }
        // (And a word in the language's legacy code page read as another: a name, a field.)
        for (from, with) in family.legacy(lang) {
            for w in short_words(texts) {
                if let Some(broken) = legacy(&w, from, with) {
                    cases.push(Case {
                        lang,
                        class: format!("short: word in {} as {}", from.name(), with.name()),
                        broken,
                        expected: w,
                    });
                }
            }
        }
        for t in texts {
            items.push(json!({"lang": lang, "text": t, "codecs": family.python()}));
        }
        fine.extend(texts.iter().cloned());
        fine.extend(short_words(texts));
        fine.extend(short_fields(texts));
    }
    let answer = python(&json!({"items": items, "extra": [], "fine": []}));
    let answer = answer.unwrap_or_else(|| json!({"cases": []}));
    for c in answer["cases"].as_array().unwrap() {
        let text = |k: &str| c[k].as_str().unwrap().to_string();
        let Some(&lang) = LANGS.iter().find(|&&l| Some(l) == c["lang"].as_str()) else {
            continue;
        };
        cases.push(Case {
            lang,
            class: text("class"),
            broken: text("broken"),
            expected: text("expected"),
        });
    }
    // A text two classes make alike counts once.
    let mut seen = HashSet::new();
    cases.retain(|c| c.broken != c.expected && seen.insert(c.broken.clone()));
    let got = par_map(&cases, |c| {
        let r = repair(&c.broken);
        let confidence = r.spans.iter().map(|s| s.confidence).fold(1.0f32, f32::min);
        (r.text, confidence)
    });
    let fine_changed = changed(&fine);

    // Per class: cases, restored, left as they were, rewritten, rewritten into another script.
    let mut table: BTreeMap<String, [usize; 5]> = BTreeMap::new();
    // Of the repairs made, by confidence: made, right.
    const BINS: [(&str, f32); 4] = [
        ("0.99 or more", 0.99),
        ("0.95 to 0.99", 0.95),
        ("0.9 to 0.95", 0.9),
        ("below 0.9", 0.0),
    ];
    let mut bins = [[0usize; 2]; BINS.len()];
    let mut misses: Vec<String> = Vec::new();
    for (c, (out, confidence)) in cases.iter().zip(&got) {
        let short = c.expected.chars().count() < 10;
        let rows = [
            Some(c.class.clone()),
            Some("all damaged lines".to_string()),
            short.then(|| "under ten characters".to_string()),
        ];
        let right = *out == c.expected;
        let kept = *out == c.broken;
        let cross = !right
            && !kept
            && scripts(out)
                .iter()
                .any(|s| !scripts(&c.expected).contains(s) && !scripts(&c.broken).contains(s));
        for row in rows.into_iter().flatten() {
            let r = table.entry(row).or_default();
            r[0] += 1;
            r[1] += usize::from(right);
            r[2] += usize::from(kept);
            r[3] += usize::from(!right && !kept);
            r[4] += usize::from(cross);
        }
        if !kept {
            let b = BINS.iter().position(|b| *confidence >= b.1).unwrap_or(3);
            bins[b][0] += 1;
            bins[b][1] += usize::from(right);
        }
        if !right && (!kept || validation) && (misses.len() < 20 || validation) {
            misses.push(format!(
                "  [{}] {} {:?} -> {:?} (want {:?})",
                c.lang, c.class, c.broken, out, c.expected
            ));
        }
    }
    println!(
        "repair_heldout: {} languages, {} lines, {} damaged cases, {} fine texts",
        by_lang.len(),
        items.len(),
        cases.len(),
        fine.len()
    );
    println!(
        "{:36} {:>6} {:>9} {:>6} {:>9} {:>7}",
        "class", "cases", "restored", "left", "rewritten", "script"
    );
    for (class, r) in &table {
        println!(
            "{class:36} {:>6} {:>8.1}% {:>6} {:>9} {:>7}",
            r[0],
            percent(r[1], r[0]),
            r[2],
            r[3],
            r[4]
        );
    }
    println!("confidence of the repairs made: made, right");
    for ((name, _), b) in BINS.iter().zip(bins) {
        println!(
            "  {name:14} {:>6} {:>6} {:>6.1}%",
            b[0],
            b[1],
            percent(b[1], b[0])
        );
    }
    println!(
        "fine texts changed: {} of {}",
        fine_changed.len(),
        fine.len()
    );
    for m in &misses {
        println!("{m}");
    }
    println!("repair_heldout: {:.1}s", started.elapsed().as_secs_f64());
    if validation {
        for f in &fine_changed {
            println!("  fine text changed: {f:?} -> {:?}", repair(f).text);
        }
        return;
    }

    assert!(fine_changed.len() <= FINE_CHANGED_MOST, "{fine_changed:#?}");
    let all = table["all damaged lines"];
    assert!(percent(all[1], all[0]) >= DAMAGED_FLOOR, "{all:?}");
    let short = table["under ten characters"];
    assert!(percent(short[1], short[0]) >= SHORT_FLOOR, "{short:?}");
    assert!(
        all[4] <= CROSS_MOST,
        "{} rewritten into another script",
        all[4]
    );
    assert!(all[3] <= REWRITTEN_MOST, "{} rewritten", all[3]);
    // Of the repairs given 0.9 or more, at least 90 % are right.
    let sure: [usize; 2] = [
        bins[..3].iter().map(|b| b[0]).sum(),
        bins[..3].iter().map(|b| b[1]).sum(),
    ];
    assert!(sure[1] * 10 >= sure[0] * 9, "{sure:?}");
}
