//! Repair against ftfy's published test cases (../shared/corpus/mojibake/ftfy.json, used as
//! data only: no ftfy code is used or ported).
//!
//! A positive case concerns encoding repair when its damage is the standard's encodings at
//! work: every word that differs between the case's input and its expected text is reached
//! from the input word by some chain the whole-text search tries (see `reachable`). The other
//! positive cases need more than a strict decoder (a no-break space that became a space, bytes
//! lost to U+FFFD or `?`, code page 437, UTF-8 of surrogates, quotes made straight) and are
//! counted apart; all count in the total. Negative cases (text that is fine) must all come back unchanged, but for the ones
//! listed in `DISAGREE`, with why.

use crate::common;

use mojiscope::mojibake::repair::{candidates, repair};

/// Negative cases where mojiscope repairs, and why that is the better answer.
const DISAGREE: &[(&str, &str)] = &[(
    "ftfy-negative-002",
    "`Bremer/Mccoy – DrÃ¥ber` comes back as `Dråber`: ftfy's own label says the word was UTF-8 \
     read as Latin-1 (Danish `dråber`, drops), which is what the repair says; ftfy keeps it for \
     safety. The rule that kept it (one pair beside right typography stays) also kept \
     `skriv Ã¶ver ”%s”` broken, and 30 lines of the validation split with one word damaged",
)];

/// Whether every word that differs is reached by a chain the search tries.
fn reachable(original: &str, expected: &str) -> bool {
    let a: Vec<&str> = original.split(' ').collect();
    let b: Vec<&str> = expected.split(' ').collect();
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(&b).filter(|(x, y)| x != y).all(|(x, y)| {
        // A word, or a run of it: some candidate turns x into y, or a part of x into the
        // matching part of y.
        candidates(x).iter().any(|c| c.text == *y)
            || (1..x.len()).filter(|&i| x.is_char_boundary(i)).any(|i| {
                let (head, tail) = x.split_at(i);
                (y.starts_with(head) && candidates(tail).iter().any(|c| y[head.len()..] == c.text))
                    || (y.ends_with(tail)
                        && y.len() >= tail.len()
                        && candidates(head)
                            .iter()
                            .any(|c| y[..y.len() - tail.len()] == c.text))
            })
    })
}

/// Text read from standard input as UTF-8, as `mojiscope repair -` reads it.
const STDIN: mojiscope::report::repair::Input = mojiscope::report::repair::Input {
    path: b"-",
    encoding: mojiscope::encoding::Encoding::Utf8,
    modified: &[],
};

#[test]
fn ftfy_cases_of_encoding_repair_come_back_and_fine_text_stays() {
    if !common::have_corpus() {
        return;
    }
    let data = common::corpus_json("mojibake/ftfy.json");
    let cases = data["cases"].as_array().unwrap();
    let (mut in_scope, mut in_scope_ok, mut other, mut other_ok) = (0, 0, 0, 0);
    let (mut negatives, mut negatives_ok) = (0, 0);
    let mut failures = Vec::new();
    for case in cases {
        let original = case["original"].as_str().unwrap();
        let expected = case["expected"].as_str().unwrap();
        let id = case["id"].as_str().unwrap();
        let r = repair(original);
        let ok = r.text == expected;
        // Its JSON is JSON (no `inf`, no splicing), and says what the repair says.
        let j: serde_json::Value = serde_json::from_str(&mojiscope::report::repair::json(
            &r,
            &r.text,
            &[],
            STDIN,
            &[],
        ))
        .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(j["text"].as_str(), Some(r.text.as_str()), "{id}");
        assert_eq!(
            j["spans"].as_array().map(Vec::len),
            Some(r.spans.len()),
            "{id}"
        );
        if expected == original {
            negatives += 1;
            negatives_ok += ok as u32;
            assert_eq!(r.changed(), !ok);
            if !ok && !DISAGREE.iter().any(|(d, _)| *d == id) {
                failures.push(format!(
                    "{id}: fine text changed: {original:?} → {:?}",
                    r.text
                ));
            }
        } else if reachable(original, expected) {
            in_scope += 1;
            in_scope_ok += ok as u32;
            if !ok {
                failures.push(format!(
                    "{id}: {original:?} → {:?}, expected {expected:?}",
                    r.text
                ));
            }
        } else {
            other += 1;
            other_ok += ok as u32;
        }
    }
    let all_ok = in_scope_ok + other_ok + negatives_ok;
    println!(
        "ftfy cases: {all_ok}/{} as ftfy expects them (ftfy itself: 151); encoding repair \
         {in_scope_ok}/{in_scope}, other fixes {other_ok}/{other}, fine text unchanged \
         {negatives_ok}/{negatives}",
        cases.len()
    );
    for f in &failures {
        println!("  {f}");
    }
    // Every fine text stays but the disagreements; the encoding repairs mostly come back.
    assert!(
        failures.iter().all(|f| !f.contains("fine text changed")),
        "{failures:#?}"
    );
    assert_eq!(negatives_ok as usize, negatives - DISAGREE.len());
    // Lossy damage, CESU-8 and the DOS code pages count here too (98 before they were known;
    // ftfy itself makes 151; 154 before letters were weighed against languages, 156 before a
    // reading whose only U+FFFD are lost bytes counted as repaired; the disagreements count as
    // the repair says).
    let agreed = all_ok as usize + DISAGREE.len();
    assert!(agreed >= 157, "{all_ok}: {failures:#?}");
    assert!(
        in_scope_ok * 100 >= in_scope * 85,
        "{in_scope_ok}/{in_scope}: {failures:#?}"
    );
}
