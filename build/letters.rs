//! The letters' model (`src/script/letters.rs`) built from `assets/letters/<language>.tsv` when
//! the program is built, written as Rust statics: nothing is parsed or allocated when it starts.
//!
//! For each script of SCRIPTS, its letters (every letter of the script some language of it
//! writes, sorted: the letter at index i + 2, after EDGE and UNKNOWN), and for each of its
//! languages the cost of each pair of letters (one file of n × n bytes in OUT_DIR), what the
//! steps into and out of each letter cost on average in its own text, and what each letter
//! costs by how often the language writes it (also as one table, the languages side by side
//! for each letter); and what each pair costs in the language it costs least in. And for each code point below MAX_CP, its script's place in SCRIPTS (0xFF
//! none) and its letter's index (either case of a letter is the letter).

use crate::script::{script, Script};
use crate::shape::{EDGE, FOREIGN, MAX_CP, SCRIPTS, UNKNOWN};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// One file's rows: (letter, [(follower, bits)], bits of any other follower, average cost of
/// the step into the letter). The row of `=` is how often each letter is written at all.
type Rows = Vec<(char, Vec<(char, u8)>, u8, Option<f32>)>;

/// What the two steps around a letter the language does not write cost in its own text (none:
/// this is what a letter of that rarity would cost).
const FOREIGN_EXPECT: f32 = 10.0;

/// The letter of the row that gives how often each letter is written.
const LETTERS_ROW: char = '=';

/// One language's file read: its code, its name in English, its rows, its place among the
/// files (which the table of words names it by).
struct File {
    code: String,
    name: String,
    rows: Rows,
    place: usize,
}

/// The model's statics for `files` (the `.tsv` files, sorted), as Rust source, the pair costs
/// written beside it in `out_dir`.
pub fn model(files: &[(String, String)], out_dir: &Path) -> String {
    let files: Vec<File> = files
        .iter()
        .enumerate()
        .map(|(place, (code, text))| {
            let (name, rows) = parse(text);
            File {
                code: code.clone(),
                name,
                rows,
                place,
            }
        })
        .collect();
    let mut index = vec![(0xFFu8, 0u16); MAX_CP as usize];
    let mut out = String::new();
    out.push_str("pub(super) static MODEL: Model = Model {\n    index: &INDEX,\n");
    out.push_str("    scripts: &[\n");
    for (slot, &s) in SCRIPTS.iter().enumerate() {
        let mine: Vec<&File> = files
            .iter()
            .filter(|f| script_of(&f.rows) == Some(s))
            .collect();
        // The letters: every letter of the script some language of it writes.
        let mut letters: Vec<char> = mine
            .iter()
            .flat_map(|f| f.rows.iter().map(|r| r.0))
            .filter(|&c| c != ' ' && c != LETTERS_ROW && (c as u32) < MAX_CP && script(c) == s)
            .collect();
        letters.sort_unstable();
        letters.dedup();
        let n = letters.len() + 2;
        let of = |c: char| letter_index(&letters, c);
        // Either case of a letter is the letter; a letter of the script no language writes is
        // UNKNOWN.
        for cp in 0..MAX_CP {
            let Some(c) = char::from_u32(cp) else {
                continue;
            };
            if script(c) != s || !(c.is_alphabetic() || of(c).is_some()) {
                continue;
            }
            // (`İ` is `i` and a combining dot in lower case: the letter is `i`.)
            let mut lower = c.to_lowercase();
            let l = match (lower.next(), lower.next(), lower.next()) {
                (Some(l), None, _) => l,
                (Some(l), Some('\u{307}'), None) => l,
                _ => c,
            };
            index[cp as usize] = (slot as u8, of(l).unwrap_or(UNKNOWN));
        }
        let mut ascii = vec![false; n];
        for (i, c) in letters.iter().enumerate() {
            ascii[i + 2] = c.is_ascii();
        }
        let mut place = vec![None; files.len()];
        for (i, f) in mine.iter().enumerate() {
            place[f.place] = Some(i as u16);
        }
        writeln!(out, "        Alphabet {{\n            n: {n},").unwrap();
        writeln!(out, "            ascii: &{ascii:?},").unwrap();
        writeln!(out, "            letters: &{letters:?},").unwrap();
        writeln!(out, "            place: &{place:?},").unwrap();
        // (What each pair costs in the language it costs least in: no text of the script's
        // languages costs less.)
        let mut least = vec![u8::MAX; if mine.is_empty() { 0 } else { n * n }];
        // (And what each letter costs in each language, the languages side by side.)
        let mut unigrams = vec![0u8; n * mine.len()];
        out.push_str("            languages: &[\n");
        for (k, f) in mine.iter().enumerate() {
            let (cost, expect, unigram) = language(&f.rows, n, &of);
            for (l, &c) in least.iter_mut().zip(&cost) {
                *l = (*l).min(c);
            }
            for (x, &u) in unigram.iter().enumerate() {
                unigrams[x * mine.len() + k] = u;
            }
            let path = out_dir.join(format!("letters-{}.cost", f.code));
            fs::write(&path, cost).unwrap();
            assert!(expect.iter().all(|x| x.is_finite()), "{}: expect", f.code);
            writeln!(
                out,
                "                Language {{\n                    code: {:?},\n                    \
                 name: {:?},\n                    script: Script::{s:?},\n                    \
                 cost: include_bytes!({:?}),\n                    expect: &{expect:?},\n                    \
                 unigram: &{unigram:?},\n                }},",
                f.code,
                f.name,
                path.display().to_string()
            )
            .unwrap();
        }
        out.push_str("            ],\n");
        let path = out_dir.join(format!("letters-{slot}.least"));
        fs::write(&path, least).unwrap();
        let by_letter = out_dir.join(format!("letters-{slot}.unigrams"));
        fs::write(&by_letter, unigrams).unwrap();
        writeln!(
            out,
            "            least: include_bytes!({:?}),\n            unigrams: include_bytes!({:?}),\n        }},",
            path.display().to_string(),
            by_letter.display().to_string()
        )
        .unwrap();
    }
    out.push_str("    ],\n};\n\n");
    writeln!(
        out,
        "static INDEX: [(u8, u16); {}] = {index:?};",
        MAX_CP as usize
    )
    .unwrap();
    out
}

/// A language file's name (its first comment, up to a parenthesis) and rows.
fn parse(text: &str) -> (String, Rows) {
    let mut name = String::new();
    let mut rows = Vec::new();
    let letter = |s: &str| {
        let c = s.chars().next()?;
        Some(if c == '_' { ' ' } else { c })
    };
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix('#') {
            if name.is_empty() {
                name = comment.split('(').next().unwrap_or("").trim().to_string();
            }
            continue;
        }
        let Some((a, cells)) = line.split_once('\t') else {
            continue;
        };
        let Some(a) = letter(a) else { continue };
        let (mut row, mut rest, mut into) = (Vec::new(), FOREIGN, None);
        for cell in cells.split(' ') {
            let mut cs = cell.chars();
            let Some(first) = cs.next() else { continue };
            let number = cs.as_str();
            match first {
                '*' => rest = number.parse().unwrap_or(FOREIGN),
                '~' => into = number.parse().ok(),
                _ => {
                    if let (Some(b), Ok(bits)) = (letter(cell), number.parse()) {
                        row.push((b, bits));
                    }
                }
            }
        }
        rows.push((a, row, rest, into));
    }
    (name, rows)
}

/// A file's script: the one most of its letters are written in.
fn script_of(rows: &Rows) -> Option<Script> {
    SCRIPTS.into_iter().max_by_key(|&s| {
        rows.iter()
            .filter(|r| r.0 != ' ' && r.0 != LETTERS_ROW && script(r.0) == s)
            .count()
    })
}

/// The index of `c` among `letters` (a script's letters, sorted), after EDGE and UNKNOWN; a
/// space is EDGE.
fn letter_index(letters: &[char], c: char) -> Option<u16> {
    if c == ' ' {
        return Some(EDGE);
    }
    letters.binary_search(&c).ok().map(|i| i as u16 + 2)
}

/// A language from its file's rows, over its script's `n` letters (`of`: a letter's index):
/// the cost of letter b after letter a at a * n + b, what the steps into and out of each letter
/// cost on average in its own text, and what each letter costs by how often it is written.
fn language(
    rows: &Rows,
    n: usize,
    of: &dyn Fn(char) -> Option<u16>,
) -> (Vec<u8>, Vec<f32>, Vec<u8>) {
    let mut cost = vec![FOREIGN; n * n];
    let mut expect = vec![FOREIGN_EXPECT; n];
    let mut unigram = vec![FOREIGN; n];
    let mut writes = vec![false; n];
    writes[EDGE as usize] = true;
    for (a, ..) in rows {
        if let Some(i) = of(*a) {
            writes[i as usize] = true;
        }
    }
    for (a, row, rest, into) in rows {
        if *a == LETTERS_ROW {
            for (i, w) in writes.iter().enumerate() {
                if *w {
                    unigram[i] = *rest;
                }
            }
            for &(b, bits) in row {
                if let Some(b) = of(b) {
                    unigram[b as usize] = bits;
                }
            }
            continue;
        }
        let Some(a) = of(*a) else { continue };
        let a = a as usize;
        // A letter it writes after `a`, unlisted, costs `rest`; one it does not, FOREIGN.
        for (b, w) in writes.iter().enumerate() {
            if *w {
                cost[a * n + b] = *rest;
            }
        }
        // What the step out of `a` costs on average: listed followers at their own odds, the
        // rest at `rest`.
        let mut listed = 0.0f32;
        let mut out = 0.0f32;
        for &(b, bits) in row {
            if let Some(b) = of(b) {
                cost[a * n + b as usize] = bits;
                let p = (-(bits as f32)).exp2();
                listed += p;
                out += p * bits as f32;
            }
        }
        out += (1.0 - listed).max(0.0) * *rest as f32;
        if let Some(into) = into {
            expect[a] = into + out;
        }
    }
    (cost, expect, unigram)
}
