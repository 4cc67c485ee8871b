//! Stage two of a repair: the words still odd after the whole text's chain (or with none),
//! each run of non-ASCII characters tried alone, judged in its word.

use super::search::{chain_cost, is_legacy, Search};
use super::{enough_evidence, words, Span, Step};
use crate::mojibake::plausible::oddness;
use crate::mojibake::script::{kind, script, Kind, Script};
use std::collections::HashMap;

/// How much less odd a single word must get (and how odd it must be to be tried at all).
pub(super) const WORD_MARGIN: f32 = 1.5;

/// How odd a word must be for its runs to be tried on their own.
pub(super) const WORD_TRY: f32 = 1.0;

/// Stage two: each word of `stage1` (the input, or the whole text's repair of it) that is
/// still odd has its runs of non-ASCII characters repaired alone. Fills `spans` with every
/// part that changed, by its place in the input and in the output.
pub(super) fn repair_words(
    input: &str,
    stage1: &str,
    chain: &[Step],
    search: Search,
    spans: &mut Vec<Span>,
    tick: &dyn Fn(usize, usize) -> bool,
) -> Option<String> {
    let legacy_used = chain.iter().any(|s| is_legacy(s.decode));
    let wi = words(input);
    let ws = words(stage1);
    let mut memo: HashMap<&str, Vec<Piece>> = HashMap::new();
    // Each word: its pieces repaired alone, and the word they make.
    let mut done: Vec<(Vec<Piece>, String)> = Vec::with_capacity(ws.len());
    for (n, &(s, e)) in ws.iter().enumerate() {
        if n % 256 == 0 && !tick(n, ws.len()) {
            return None;
        }
        let word = &stage1[s..e];
        let pieces = memo
            .entry(word)
            .or_insert_with(|| repair_runs(word, legacy_used, search))
            .clone();
        let mut repaired = String::new();
        let mut at = 0;
        for p in &pieces {
            repaired.push_str(&word[at..p.start]);
            repaired.push_str(&p.after);
            at = p.end;
        }
        repaired.push_str(&word[at..]);
        done.push((pieces, repaired));
    }
    let original = |n: usize| wi.get(n).map_or("", |&(s, e)| &input[s..e]);
    // A word the whole text's chain moved into another script without making it less odd,
    // alone among words that keep the script it had (`Ã` → `Г` in French text): the chain is
    // not its story; it stays as it was.
    let keep: Vec<bool> = (0..done.len())
        .map(|n| {
            let before = original(n);
            let after = &done[n].1;
            before != &stage1[ws[n].0..ws[n].1]
                && oddness(after).total + WORD_MARGIN > oddness(before).total
                && stray(before, after, |k| done.get(k).map(|d| d.1.as_str()), n)
        })
        .collect();
    let mut out = String::with_capacity(stage1.len());
    let mut last = 0;
    for (n, &(s, e)) in ws.iter().enumerate() {
        out.push_str(&stage1[last..s]);
        last = e;
        let word = &stage1[s..e];
        let (is, ie) = wi.get(n).copied().unwrap_or((0, 0));
        let before = &input[is..ie];
        let (pieces, repaired) = std::mem::take(&mut done[n]);
        let out_start = out.len();
        if keep[n] {
            out.push_str(before);
            continue;
        }
        out.push_str(&repaired);
        if before != word {
            // Changed by the whole text's chain (and maybe more below).
            let mut steps = chain.to_vec();
            if let Some(p) = pieces.first() {
                steps.extend(p.steps.iter().copied());
            }
            spans.push(Span {
                start: is,
                end: ie,
                out_start,
                out_end: out.len(),
                before: before.to_string(),
                oddness_before: oddness(before).total,
                oddness_after: oddness(&repaired).total,
                after: repaired,
                steps,
                evidence: pieces.iter().map(|p| p.evidence).sum(),
            });
            continue;
        }
        // Only parts of the word changed: a span for each.
        let mut shift: isize = 0;
        for p in pieces {
            let o_start = (out_start as isize + p.start as isize + shift) as usize;
            shift += p.after.len() as isize - (p.end - p.start) as isize;
            spans.push(Span {
                start: is + p.start,
                end: is + p.end,
                out_start: o_start,
                out_end: o_start + p.after.len(),
                before: word[p.start..p.end].to_string(),
                after: p.after,
                steps: p.steps,
                oddness_before: p.oddness_before,
                oddness_after: p.oddness_after,
                evidence: p.evidence,
            });
        }
    }
    out.push_str(&stage1[last..]);
    Some(out)
}

/// The script most of a word's letters are in.
fn word_script(word: &str) -> Option<Script> {
    let mut counts: Vec<(Script, usize)> = Vec::new();
    for c in word.chars().filter(|c| c.is_alphabetic()) {
        let s = script(c);
        match counts.iter_mut().find(|(x, _)| *x == s) {
            Some(e) => e.1 += 1,
            None => counts.push((s, 1)),
        }
    }
    counts.into_iter().max_by_key(|e| e.1).map(|e| e.0)
}

/// Whether word `n`, `before` → `after`, left its script for one its neighbours (the nearest
/// words with letters, as repaired) do not use, while they use the one it had.
fn stray<'a>(before: &str, after: &str, word: impl Fn(usize) -> Option<&'a str>, n: usize) -> bool {
    let (Some(was), Some(now)) = (word_script(before), word_script(after)) else {
        return false;
    };
    if was == now {
        return false;
    }
    let near = |dir: isize| {
        (1..=3)
            .filter_map(|k| n.checked_add_signed(dir * k))
            .filter_map(&word)
            .find_map(word_script)
    };
    let sides = [near(-1), near(1)];
    sides.iter().any(Option::is_some) && sides.iter().flatten().all(|&s| s == was)
}

/// A run of a word repaired on its own.
#[derive(Clone, Debug)]
pub(super) struct Piece {
    /// Byte range in the word.
    start: usize,
    end: usize,
    after: String,
    steps: Vec<Step>,
    oddness_before: f32,
    oddness_after: f32,
    evidence: f32,
}

/// The runs of a word that may be mojibake: non-ASCII characters, with at most two ASCII
/// characters between them (a trail byte of a multi-byte encoding may be ASCII).
pub(super) fn runs(word: &str) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (i, c) in word.char_indices() {
        if c.is_ascii() && c != '\u{1B}' {
            continue;
        }
        let end = i + c.len_utf8();
        match out.last_mut() {
            Some(last) if i - last.1 <= 2 => last.1 = end,
            _ => out.push((i, end)),
        }
    }
    out
}

/// The runs of `word` that a chain makes clearly less odd, each with its repair. Two passes
/// right to left: a run is judged in the word as the other runs stand, so one run's mojibake
/// does not hide another's repair.
pub(super) fn repair_runs(word: &str, legacy_used: bool, search: Search) -> Vec<Piece> {
    let whole = oddness(word).total;
    if word.is_ascii() || whole < WORD_TRY {
        return Vec::new();
    }
    let spans = runs(word);
    let mut fixed: Vec<Option<Piece>> = vec![None; spans.len()];
    // The word with the repairs so far, and with piece `i` replaced by `text` (None: as is).
    let build = |fixed: &[Option<Piece>], skip: Option<usize>| -> (String, Vec<usize>) {
        let mut out = String::new();
        let mut at = 0;
        let mut starts = Vec::new();
        for (i, p) in fixed.iter().enumerate() {
            starts.push(out.len() + spans[i].0 - at);
            if let (Some(p), false) = (p, skip == Some(i)) {
                out.push_str(&word[at..p.start]);
                out.push_str(&p.after);
                at = p.end;
            }
        }
        out.push_str(&word[at..]);
        (out, starts)
    };
    for _pass in 0..2 {
        let mut changed = false;
        for i in (0..spans.len()).rev() {
            if fixed[i].is_some() {
                continue;
            }
            let (current, _) = build(&fixed, None);
            // Where run i sits in the current word: its offset moves by what the repairs
            // to its left changed.
            let shift: isize = fixed[..i]
                .iter()
                .flatten()
                .map(|p| p.after.len() as isize - (p.end - p.start) as isize)
                .sum();
            let s = (spans[i].0 as isize + shift) as usize;
            let e = (spans[i].1 as isize + shift) as usize;
            if let Some(mut p) = repair_run(&current, s, e, legacy_used, search) {
                p.start = (p.start as isize - shift) as usize;
                p.end = (p.end as isize - shift) as usize;
                fixed[i] = Some(p);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let _ = build;
    fixed.into_iter().flatten().collect()
}

/// The best repair of the run [s, e) of `word`, or of the run without a quote or a dash at
/// either end, judged by the whole word's oddness.
pub(super) fn repair_run(
    word: &str,
    s: usize,
    e: usize,
    legacy_used: bool,
    search: Search,
) -> Option<Piece> {
    let before = oddness(word);
    let run = &word[s..e];
    let mut bounds = vec![(s, e)];
    let first = run.chars().next()?;
    let last = run.chars().next_back()?;
    let edge = |c: char| c.is_ascii() || kind(c) == Kind::Typographic;
    if edge(first) && run.len() > first.len_utf8() {
        bounds.push((s + first.len_utf8(), e));
    }
    if edge(last) && run.len() > last.len_utf8() {
        bounds.push((s, e - last.len_utf8()));
    }
    let mut best: Option<(f32, Piece)> = None;
    for (s, e) in bounds {
        for c in search.candidates(&word[s..e]).into_iter().take(12) {
            if c.steps.iter().any(|st| !st.decode.ascii_compatible())
                || (legacy_used && c.steps.iter().any(|st| is_legacy(st.decode)))
            {
                continue;
            }
            let bonus = c.oddness + chain_cost(&c.steps) - c.score;
            let replaced = format!("{}{}{}", &word[..s], c.text, &word[e..]);
            let after = oddness(&replaced);
            let score = after.total + chain_cost(&c.steps) - bonus;
            let accepted = score < before.total - WORD_MARGIN
                && after.replacements <= before.replacements
                && enough_evidence(&c.steps, &word[s..e], &c.text);
            if accepted && best.as_ref().is_none_or(|(b, _)| score < *b) {
                best = Some((
                    score,
                    Piece {
                        start: s,
                        end: e,
                        after: c.text,
                        steps: c.steps,
                        oddness_before: before.total,
                        oddness_after: after.total,
                        evidence: bonus,
                    },
                ));
            }
        }
    }
    best.map(|(_, p)| p)
}
