//! The local pass of a repair: each token (text between spaces) that holds units of UTF-8 read
//! by a code page ([`super::units`]) takes the chain that makes it least odd, when that is
//! clearly less odd than it was; the rest of the text is left as it is.
//!
//! A chain here is one to three steps "encode with a culprit → decode as UTF-8 (or CESU-8)",
//! each putting back the units the culprit has in the token (damage done twice is undone
//! twice), and "encode isomorphic → decode as windows-1252" for C1 controls, which are
//! windows-1252's characters read by isomorphic decode. Every token is looked at once, with
//! the few characters after it, and the same token is decided once: the pass is linear in the
//! text, and its memory is bounded by the longest line.

use super::search::{chain_cost, Search};
use super::units::{apply, candidates_in, chars_of, culprits, has_ed, units_of, Target, Unit};
use super::Step;
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::oddness;
use crate::mojibake::script::{kind, script, Kind, Script};
use std::collections::{BTreeMap, HashMap};

/// How much less odd a token must get.
const MARGIN: f32 = 1.0;

/// How odd a U+FFFD standing for a lost byte is counted (a U+FFFD otherwise weighs 6): the
/// byte was lost before the repair, which only says so.
const LOST: f32 = 1.0;
const REPLACEMENT: f32 = 6.0;

/// The evidence of each C1 control that windows-1252 gives its meaning.
const C1_FIXED: f32 = 1.5;

/// Chains kept at each length while longer ones are tried.
const BEAM: usize = 3;

/// The longest chain.
const MAX_STEPS: usize = 3;

/// Tokens longer than this (a line without spaces) are cut into pieces of about this size,
/// between characters that cannot be inside a unit.
const PIECE: usize = 256;

/// A token the pass repaired.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Fix {
    /// Byte range in the text.
    pub start: usize,
    pub end: usize,
    pub after: String,
    pub steps: Vec<Step>,
    pub oddness_before: f32,
    pub oddness_after: f32,
    pub evidence: f32,
}

/// Tokens decided alone before the text's chain is settled.
const SETTLE: usize = 256;

/// The fixes of `text`, in order; None when `watch` (bytes done, bytes in all) says stop.
///
/// Tokens are decided alone until the text's chain is settled (the chain that explains most of
/// the first SETTLE tokens with units, or of all of them in a shorter text); the tokens decided
/// before are decided again with it preferred, and every later token takes it at once where it
/// explains every character outside ASCII, or is decided with it preferred.
///
/// `settled` is the text's chain when an earlier part of the text settled it (a long text
/// repaired piece by piece): every token is then decided with it at once.
pub(super) fn fixes(
    text: &str,
    search: Search,
    settled_chain: Option<Option<&[Step]>>,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<Fix>> {
    let toks = tokens(text);
    let mut chars = Vec::new();
    let mut decided: Vec<Option<Decision>> = Vec::with_capacity(toks.len());
    let mut memo: HashMap<&str, Judged> = HashMap::new();
    // What each chain gains over the tokens decided alone, and on how many.
    let mut gains: BTreeMap<Vec<Step>, (f32, usize)> = BTreeMap::new();
    let (mut alone, mut judged) = (0, 0);
    let mut prefer: Option<Vec<Step>> = settled_chain.flatten().map(<[Step]>::to_vec);
    let mut settled = settled_chain.is_some();
    // Progress every 64 KiB of text.
    let mut ticks = 0;
    let mut tick = |at: usize| {
        if at >> 16 > ticks {
            ticks = at >> 16;
            return watch(at, text.len());
        }
        true
    };
    for &(start, end) in &toks {
        if !tick(start) {
            return None;
        }
        let token = &text[start..end];
        if token.is_ascii() {
            decided.push(None);
            continue;
        }
        if memo.len() > 1 << 16 {
            memo.clear();
        }
        if settled {
            let p = prefer.as_deref();
            let fast = p.and_then(|p| on_chain(token, p, &mut chars));
            let d = fast.or_else(|| {
                memo.entry(token)
                    .or_insert_with(|| decide(token, search, p, &mut chars))
                    .best
                    .clone()
            });
            decided.push(d);
            continue;
        }
        alone += 1;
        let j = memo
            .entry(token)
            .or_insert_with(|| decide(token, search, None, &mut chars));
        judged += usize::from(!j.gains.is_empty());
        for (chain, gain) in &j.gains {
            let e = gains.entry(chain.clone()).or_default();
            e.0 += gain;
            e.1 += 1;
        }
        decided.push(j.best.clone());
        if judged >= SETTLE {
            prefer = text_chain(&gains);
            settled = true;
            memo.clear();
        }
    }
    if !settled {
        prefer = text_chain(&gains);
        memo.clear();
    }
    // The tokens decided alone, again with the text's chain preferred.
    if let Some(prefer) = &prefer {
        let mut again: HashMap<&str, Option<Decision>> = HashMap::new();
        for (i, &(start, end)) in toks.iter().enumerate().take(decided.len()) {
            if alone == 0 {
                break;
            }
            let token = &text[start..end];
            if token.is_ascii() {
                continue;
            }
            alone -= 1;
            decided[i] = again
                .entry(token)
                .or_insert_with(|| decide(token, search, Some(prefer), &mut chars).best)
                .clone();
        }
    }
    // A token the repair would move into a script none of its neighbours write, a letter or
    // two of it among words of another (`“×”` is not `“ה` in English text), stays.
    for i in 0..decided.len() {
        let Some(d) = &decided[i] else { continue };
        let Some(new) = new_script(&text[toks[i].0..toks[i].1], &d.text) else {
            continue;
        };
        // (A letter of it beside a Latin letter, inside a word, is science: `IL2RγcKO`.)
        let chars: Vec<char> = d.text.chars().collect();
        let inside = chars.iter().enumerate().any(|(n, &c)| {
            script(c) == new
                && c.is_alphabetic()
                && [n.checked_sub(1), Some(n + 1)]
                    .into_iter()
                    .flatten()
                    .any(|m| chars.get(m).is_some_and(char::is_ascii_alphabetic))
        });
        if inside {
            continue;
        }
        let near = |j: usize| {
            decided[j]
                .as_ref()
                .map_or(&text[toks[j].0..toks[j].1], |d| d.text.as_str())
        };
        if stray(new, i, toks.len(), near) {
            decided[i] = None;
        }
    }
    // One character's pair in a text whose typography is right UTF-8 (`Bremer/Mccoy –
    // DrÃ¥ber`): the text is most likely right, the pair meant; it stays.
    let mut repaired = decided.iter().enumerate().filter(|(_, d)| d.is_some());
    if let (Some((i, Some(d))), None) = (repaired.next(), repaired.next()) {
        let before = &text[toks[i].0..toks[i].1];
        let non_ascii = |t: &str| t.chars().filter(|c| !c.is_ascii()).count();
        let one_pair = non_ascii(before) == non_ascii(&d.text) + 1 && d.steps.len() == 1;
        // (Typography the repair leaves as it is, in the token or outside it.)
        let typography = text.chars().any(|c| {
            ('\u{2010}'..='\u{205E}').contains(&c) && (!before.contains(c) || d.text.contains(c))
        });
        if one_pair && typography {
            decided[i] = None;
        }
    }
    let out = toks
        .into_iter()
        .zip(decided)
        .filter_map(|((start, end), d)| {
            d.map(|d| Fix {
                start,
                end,
                after: d.text,
                steps: d.steps,
                oddness_before: d.before,
                oddness_after: d.after,
                evidence: d.evidence,
            })
        })
        .collect();
    Some(out)
}

/// The script a repair brings into a token of one letter outside ASCII, if it does: a script
/// the token had no letter of, that is not Latin.
pub(super) fn new_script(before: &str, after: &str) -> Option<Script> {
    let letter_script = |c: char| match kind(c) {
        Kind::Letter { script, .. } => Some(script),
        _ => None,
    };
    let mut letters = after.chars().filter_map(letter_script);
    let new = letters.next()?;
    if letters.next().is_some() {
        return None;
    }
    let had = before.chars().any(|c| letter_script(c) == Some(new));
    // CJK runs into Latin words in real text (`EUC-KR은`).
    let cjk = matches!(new, Script::Han | Script::Kana | Script::Hangul);
    (new != Script::Latin && !cjk && !had).then_some(new)
}

/// Whether `new`, the script a repair brings into token `i` of `n`, is stray: the nearest
/// tokens with letters on each side (three at most away, as `word` gives them) write another.
pub(super) fn stray<'a>(new: Script, i: usize, n: usize, word: impl Fn(usize) -> &'a str) -> bool {
    let first_script = |w: &str| w.chars().find(|c| c.is_alphabetic()).map(script);
    let side = |dir: isize| {
        (1..=3)
            .filter_map(|k| i.checked_add_signed(dir * k))
            .filter(|&j| j < n)
            .find_map(|j| first_script(word(j)))
    };
    let sides = [side(-1), side(1)];
    sides.iter().any(Option::is_some) && sides.iter().flatten().all(|&s| s != new)
}

/// The text's chain: the one that explains the most tokens, then gains most over them, when
/// that is clearly a gain (the usual culprit in a tie). A sibling code page explains fewer of
/// the tokens the true culprit damaged.
fn text_chain(gains: &BTreeMap<Vec<Step>, (f32, usize)>) -> Option<Vec<Step>> {
    let rank = |c: &[Step]| {
        let codecs = &culprits().codecs;
        c.iter()
            .map(|s| {
                codecs
                    .iter()
                    .position(|&k| k == s.encode)
                    .unwrap_or(codecs.len())
            })
            .collect::<Vec<_>>()
    };
    gains
        .iter()
        .filter(|(_, (gain, _))| *gain >= MARGIN)
        .max_by(|a, b| {
            (a.1 .1)
                .cmp(&b.1 .1)
                .then((a.1 .0).total_cmp(&b.1 .0))
                .then_with(|| rank(b.0).cmp(&rank(a.0)))
        })
        .map(|(c, _)| c.clone())
}

/// `token` repaired by the text's chain `chain` at once, where the chain's units explain every
/// character of it outside ASCII and what they make is letters and symbols (no controls, no
/// code point text does not use): the common case, decided without weighing.
fn on_chain(token: &str, chain: &[Step], chars: &mut Vec<(usize, char)>) -> Option<Decision> {
    let t = culprits();
    let mut text = token.to_string();
    let mut evidence = 0.0;
    let mut units = Vec::new();
    for (n, step) in chain.iter().enumerate() {
        let k = t.codecs.iter().position(|&c| c == step.encode)?;
        let target = match step.decode {
            Codec::Encoding(Encoding::Utf8) => Target::Utf8,
            Codec::Cesu8 => Target::Cesu8,
            _ => return None,
        };
        chars_of(&text, chars);
        units.clear();
        units_of(chars, text.len(), k, target, &mut units);
        if units.is_empty() || (n > 0 && units.iter().any(|u| u.lost > 0)) {
            return None;
        }
        if n == 0 {
            // Every character outside ASCII inside a unit.
            let mut at = 0;
            for u in &units {
                if !text[at..u.start].is_ascii() {
                    return None;
                }
                at = u.end;
            }
            if !text[at..].is_ascii() {
                return None;
            }
        }
        evidence += units.iter().map(|u| u.evidence).sum::<f32>();
        text = apply(&text, &units);
    }
    let clean = text
        .chars()
        .all(|c| !matches!(kind(c), Kind::C1 | Kind::Control | Kind::Odd));
    if !clean {
        return None;
    }
    Some(Decision {
        before: oddness(token).total,
        after: oddness(&text).total,
        text,
        steps: chain.to_vec(),
        evidence,
    })
}

/// The tokens of `text`: runs between ASCII whitespace, joined where a space stands for a
/// no-break space inside a unit (`Å veices`, `â € `), and cut where a run is too long.
fn tokens(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, &b) in bytes.iter().enumerate() {
        let space = matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0C');
        match (space, start) {
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
    // Two tokens with one or two spaces between, where a unit of a Latin-1 reading takes the
    // first space as a lost no-break space (`Å veices`, `â € `): joined, so the units decide.
    let mut joined: Vec<(usize, usize)> = Vec::with_capacity(out.len());
    let mut chars = Vec::new();
    for (s, e) in out {
        if let Some(last) = joined.last_mut() {
            let gap = &text[last.1..s];
            let lead_near_end = text[last.0..last.1].chars().rev().take(3).any(lead_like);
            if (gap == " " || gap == "  ") && lead_near_end && last.1 - last.0 < PIECE {
                // The last three characters, the gap and the next token's first three.
                let from = text[last.0..last.1]
                    .char_indices()
                    .rev()
                    .nth(2)
                    .map_or(last.0, |(i, _)| last.0 + i);
                let to = text[s..e].char_indices().nth(3).map_or(e, |(i, _)| s + i);
                if a0_across(&text[from..to], last.1 - from, &mut chars) {
                    last.1 = e;
                    continue;
                }
            }
        }
        joined.push((s, e));
    }
    let mut cut = Vec::with_capacity(joined.len());
    for (s, e) in joined {
        cut_long(text, s, e, &mut cut);
    }
    cut
}

/// Whether a unit of a Latin-1 reading (or of any reading, for the text's own chain: decided
/// later) in `window` takes the space at byte `gap` as a lost no-break space.
fn a0_across(window: &str, gap: usize, chars: &mut Vec<(usize, char)>) -> bool {
    chars_of(window, chars);
    let mask = candidates_in(chars);
    let t = culprits();
    let mut units = Vec::new();
    (0..t.codecs.len())
        .filter(|k| mask & (1 << k) != 0)
        .any(|k| {
            units.clear();
            units_of(chars, window.len(), k, Target::Utf8, &mut units);
            units.iter().any(|u| u.a0 && u.start < gap && u.end > gap)
        })
}

/// Whether `c` is a lead byte in some culprit.
fn lead_like(c: char) -> bool {
    (c as u32) >= 0xA0 && culprits().lead_mask(c) != 0
}

/// Cut the token [s, e) into pieces of about PIECE bytes, before a character that is ASCII
/// or a lead in no culprit (so no unit is cut).
fn cut_long(text: &str, s: usize, e: usize, out: &mut Vec<(usize, usize)>) {
    let mut from = s;
    while e - from > 2 * PIECE {
        let mut at = from + PIECE;
        while !text.is_char_boundary(at) {
            at += 1;
        }
        let mut end = e.min(at + PIECE);
        while !text.is_char_boundary(end) {
            end += 1;
        }
        let window = &text[at..end];
        // (U+FFFD and `?` may stand for a lost continuation.) Failing that, before a lead
        // of windows-1252, the usual culprit: a lead starts a unit, never continues one.
        let free =
            |c: char| !lead_like(c) && culprits().cont_mask(c) == 0 && c != '\u{FFFD}' && c != '?';
        let w1252_lead = |c: char| culprits().byte(0, c).is_some_and(|b| b >= 0xC2);
        let cut = window
            .char_indices()
            .find(|&(_, c)| free(c))
            .or_else(|| window.char_indices().find(|&(_, c)| w1252_lead(c)))
            .map_or(at, |(i, _)| at + i);
        out.push((from, cut));
        from = cut;
    }
    out.push((from, e));
}

/// The last place in `text` where it may be cut in two without cutting a unit: after a line
/// break or a space, or before a character no culprit continues a unit with (a lead of
/// windows-1252 failing that); None in text without one (its last KiB searched).
pub fn safe_cut(text: &str) -> Option<usize> {
    let tail = text.len().saturating_sub(1 << 10);
    let mut from = tail;
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let window = &text[from..];
    let free =
        |c: char| !lead_like(c) && culprits().cont_mask(c) == 0 && c != '\u{FFFD}' && c != '?';
    let w1252_lead = |c: char| culprits().byte(0, c).is_some_and(|b| b >= 0xC2);
    if let Some(i) = window.rfind(['\n', ' ']) {
        return Some(from + i + 1);
    }
    window
        .char_indices()
        .rev()
        .find(|&(_, c)| free(c))
        .or_else(|| window.char_indices().rev().find(|&(_, c)| w1252_lead(c)))
        .map(|(i, _)| from + i)
        .filter(|&i| i > 0)
}

/// What a token becomes.
#[derive(Clone, Debug)]
struct Decision {
    text: String,
    steps: Vec<Step>,
    before: f32,
    after: f32,
    evidence: f32,
}

/// A chain tried on a token.
#[derive(Clone, Debug)]
struct Tried {
    steps: Vec<Step>,
    text: String,
    evidence: f32,
    /// U+FFFD that stand for lost bytes.
    lost: u32,
    /// How odd the text is, a U+FFFD for a lost byte counted as LOST.
    odd: f32,
    score: f32,
    /// The order it was made in (the culprits' order, step by step).
    order: u64,
}

/// The windows-1252 step for C1 controls.
fn c1_step() -> Step {
    Step {
        encode: Codec::Isomorphic,
        decode: Codec::Encoding(Encoding::Windows1252),
    }
}

fn is_c1(c: char) -> bool {
    ('\u{80}'..='\u{9F}').contains(&c)
}

/// The best chain for `token`, if it is clearly less odd. `prefer` is the chain most of the
/// text took: a token that also fits it takes it when it is no odder for it (one letter of the
/// text's damage, `Å‘` for `ő`, is too little to tell by itself), and before other chains
/// that make it about as plausible.
fn decide(
    token: &str,
    search: Search,
    prefer: Option<&[Step]>,
    chars: &mut Vec<(usize, char)>,
) -> Judged {
    chars_of(token, chars);
    if candidates_in(chars) == 0 && !token.chars().any(is_c1) {
        return Judged::default();
    }
    let before = oddness(token).total;
    let mut frontier = vec![Tried {
        steps: Vec::new(),
        text: token.to_string(),
        evidence: 0.0,
        lost: 0,
        odd: before,
        score: before,
        order: 0,
    }];
    let mut all: Vec<Tried> = Vec::new();
    for _ in 0..MAX_STEPS {
        let mut next = Vec::new();
        for node in &frontier {
            // Text a step made that reads as text is not read again: a longer chain is a
            // longer story.
            // (The text's chain is followed as far as it goes.)
            let prefer_step = prefer
                .filter(|p| p.len() > node.steps.len() && p.starts_with(&node.steps))
                .map(|p| p[node.steps.len()]);
            if node.steps.is_empty() || node.odd > 0.0 || prefer_step.is_some() {
                extend(node, search, prefer_step, chars, &mut next);
            }
        }
        if next.is_empty() {
            break;
        }
        let mut ranked: Vec<&Tried> = next.iter().collect();
        ranked.sort_by(|a, b| a.score.total_cmp(&b.score));
        frontier = ranked.into_iter().take(BEAM).cloned().collect();
        all.extend(next);
    }
    if let Search::Only(chains) = search {
        all.retain(|t| chains.contains(&t.steps));
    }
    // What each chain gains on the token (the text's chain is chosen by these).
    let mut gains: Vec<(Vec<Step>, f32)> = Vec::new();
    for t in &all {
        let gain = before - t.score;
        if gain > 0.0 && !still_odd(&t.text, t.odd) && !gains.iter().any(|g| g.0 == t.steps) {
            gains.push((t.steps.clone(), gain));
        }
    }
    let preferred = |t: &Tried| prefer.is_some_and(|p| p == t.steps.as_slice());
    let rank = |t: &Tried| t.score - if preferred(t) { PREFER } else { 0.0 };
    let Some(best) = all.iter().min_by(|a, b| rank(a).total_cmp(&rank(b))) else {
        return Judged::default();
    };
    // The text's chain is taken where it makes the token no odder than its evidence and the
    // text's other tokens account for; any other chain must gain the margin.
    let margin = if preferred(best) { -PREFER } else { MARGIN };
    if best.score >= before - margin || still_odd(&best.text, best.odd) {
        return Judged { best: None, gains };
    }
    // Among the chains that make the same text, the shortest, then the usual culprit (the
    // order they were tried in).
    let chosen = all
        .iter()
        .filter(|t| t.text == best.text)
        .min_by_key(|t| (t.steps.len(), !preferred(t), t.order))
        .unwrap_or(best);
    let best = Decision {
        after: oddness(&chosen.text).total,
        text: chosen.text.clone(),
        steps: chosen.steps.clone(),
        before,
        evidence: chosen.evidence,
    };
    Judged {
        best: Some(best),
        gains,
    }
}

/// A token judged: the chain it takes, if any, and what every chain that would make it less
/// odd gains.
#[derive(Clone, Debug, Default)]
struct Judged {
    best: Option<Decision>,
    gains: Vec<(Vec<Step>, f32)>,
}

/// What taking the text's chain is worth against another about as plausible.
const PREFER: f32 = 1.0;

/// Whether a token is still odd after a chain: garbage turned into other garbage is no
/// repair.
fn still_odd(text: &str, odd: f32) -> bool {
    let n = text.chars().filter(|c| !c.is_ascii()).count().max(2);
    odd > 0.8 * n as f32
}

/// Every one-step extension of `node`.
fn extend(
    node: &Tried,
    search: Search,
    prefer_step: Option<Step>,
    chars: &mut Vec<(usize, char)>,
    out: &mut Vec<Tried>,
) {
    let t = culprits();
    let text = node.text.as_str();
    chars_of(text, chars);
    let depth = node.steps.len();
    // The steps the chains allowed have at this place.
    let allowed = |step: Step| match search {
        Search::All => true,
        Search::Only(chains) => chains
            .iter()
            .any(|c| c.len() > depth && c[..depth] == node.steps[..] && c[depth] == step),
    };
    let mask = candidates_in(chars);
    let mut units: Vec<Unit> = Vec::new();
    for k in 0..t.codecs.len() {
        if mask & (1 << k) == 0 {
            continue;
        }
        // (CESU-8 only where the culprit reads a surrogate half's lead.)
        let targets: &[Target] = if has_ed(chars, k) {
            &[Target::Utf8, Target::Cesu8]
        } else {
            &[Target::Utf8]
        };
        for &target in targets {
            let decode = match target {
                Target::Utf8 => Codec::Encoding(Encoding::Utf8),
                Target::Cesu8 => Codec::Cesu8,
            };
            let step = Step {
                encode: t.codecs[k],
                decode,
            };
            if !allowed(step) {
                continue;
            }
            units.clear();
            units_of(chars, text.len(), k, target, &mut units);
            // Bytes are lost by the last wrong reading, the first one undone; a U+FFFD it
            // left may stand for a character of the reading before (`â€\u{9D}` lost, `”`
            // was 94). A no-break space lost is taken from the Latin-1 readings, which lose it
            // most, or from the text's own chain.
            let latin1 = matches!(
                step.encode,
                Codec::Isomorphic | Codec::Encoding(Encoding::Windows1252)
            );
            let on_prefer = prefer_step == Some(step);
            // (There, only the same reading done twice: `рп�` read again by another code page
            // is no character's bytes.)
            let same_culprit = node.steps.last().is_some_and(|s| s.encode == step.encode);
            // A dropped byte is taken only from the text's own chain, beside a whole unit of
            // it (`ÑÑ‚` is `�т`).
            let beside: Vec<bool> = (0..units.len())
                .map(|n| {
                    let whole = |m: usize| units.get(m).is_some_and(|w| w.lost == 0);
                    (whole(n + 1) && units[n + 1].start == units[n].end)
                        || (n > 0 && whole(n - 1) && units[n - 1].end == units[n].start)
                })
                .collect();
            let mut n = 0;
            units.retain(|u| {
                n += 1;
                (!u.dropped || (depth == 0 && on_prefer && beside[n - 1]))
                    && (!u.a0 || (depth == 0 && (latin1 || on_prefer)))
                    && (depth == 0
                        || u.lost == 0
                        || (!text[u.start..u.end].contains('?') && same_culprit))
            });
            if units.is_empty() || (target == Target::Cesu8 && !units.iter().any(|u| u.cesu)) {
                continue;
            }
            let after = apply(text, &units);
            let evidence: f32 = units.iter().map(|u| u.evidence).sum();
            let lost = units.iter().filter(|u| u.out == '\u{FFFD}').count() as u32;
            let t = scored(
                node,
                step,
                after,
                evidence,
                lost,
                (k * 2 + target as usize) as u32,
            );
            if less_odd(&t, node) || (on_prefer && t.odd <= node.odd) {
                out.push(t);
            }
        }
    }
    if text.chars().any(is_c1) && allowed(c1_step()) {
        let mut c1 = 0;
        let after: String = text
            .chars()
            .map(|c| {
                if is_c1(c) {
                    let fixed = Codec::Encoding(Encoding::Windows1252)
                        .decode(&[c as u8])
                        .and_then(|s| s.chars().next())
                        .filter(|&f| f != c);
                    c1 += fixed.is_some() as u32;
                    fixed.unwrap_or(c)
                } else {
                    c
                }
            })
            .collect();
        if c1 > 0 {
            let t = scored(node, c1_step(), after, C1_FIXED * c1 as f32, 0, 255);
            if less_odd(&t, node) || (prefer_step == Some(c1_step()) && t.odd <= node.odd) {
                out.push(t);
            }
        }
    }
}

/// Whether step `t` is worth its place after `node`: the first step must make the text no
/// odder (its evidence may carry it), every later one less odd.
fn less_odd(t: &Tried, node: &Tried) -> bool {
    if node.steps.is_empty() {
        t.odd <= node.odd
    } else {
        t.odd < node.odd
    }
}

/// `node` taken one step further to `text`: `lost` units of the step stood for lost bytes. The
/// U+FFFD of lost bytes count as LOST each, as many as the text still holds (a later step may
/// join one into another character's loss).
fn scored(node: &Tried, step: Step, text: String, evidence: f32, lost: u32, k: u32) -> Tried {
    let mut steps = node.steps.clone();
    steps.push(step);
    let evidence = node.evidence + evidence;
    let lost = (node.lost + lost).min(text.matches('\u{FFFD}').count() as u32);
    let odd = oddness(&text).total - (REPLACEMENT - LOST) * lost as f32;
    Tried {
        score: odd + chain_cost(&steps) - evidence,
        order: node.order * 256 + k as u64,
        steps,
        text,
        evidence,
        lost,
        odd,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(text: &str) -> String {
        let fixes = fixes(text, Search::All, None, &|_, _| true).unwrap();
        let mut out = String::new();
        let mut at = 0;
        for f in fixes {
            out.push_str(&text[at..f.start]);
            out.push_str(&f.after);
            at = f.end;
        }
        out.push_str(&text[at..]);
        out
    }

    #[test]
    fn tokens_join_where_a_space_may_be_a_byte_and_cut_long_runs() {
        let t = tokens("Å veices ok  x");
        assert_eq!(t, [(0, 9), (10, 12), (14, 15)]);
        let long = "Ã©".repeat(1000);
        let pieces = tokens(&long);
        assert!(pieces.len() > 3);
        assert!(pieces.iter().all(|&(s, e)| e - s <= 2 * PIECE + 8));
        assert_eq!(fixed(&long), "é".repeat(1000));
    }

    #[test]
    fn damaged_tokens_are_repaired_and_fine_ones_left() {
        assert_eq!(fixed("cafÃ© au lait, donâ€™t"), "café au lait, don’t");
        assert_eq!(fixed("SÃO PAULO"), "SÃO PAULO");
        assert_eq!(fixed("hin\u{93}: Monaco"), "hin“: Monaco");
        assert_eq!(fixed("Iggy Pop (nÃƒÂ© Jim"), "Iggy Pop (né Jim");
    }
}
