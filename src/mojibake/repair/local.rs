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
use super::stray::{new_script, stray};
use super::tokens::tokens;
use super::units::{
    apply, candidates_in, chars_of, culprits, has_ed, keep_dropped_beside_whole, units_of, Target,
    Unit,
};
use super::Step;
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::{oddness, REPLACEMENT};
use crate::mojibake::script::{kind, rarity, script, Kind};
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;

/// How much less odd a token must get.
const MARGIN: f32 = 1.0;

/// How odd a U+FFFD standing for a lost byte is counted (the model weighs a U+FFFD
/// REPLACEMENT): the byte was lost before the repair, which only says so.
const LOST: f32 = 1.0;

/// The evidence of each C1 control that windows-1252 gives its meaning.
const C1_FIXED: f32 = 1.5;

/// Chains kept at each length while longer ones are tried.
const BEAM: usize = 3;

/// The longest chain.
const MAX_STEPS: usize = 3;

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

/// The text's chain explains at least one in this many of its tokens outside ASCII.
const SHARE: usize = 10;

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
    memo_on_chain: &mut Memo,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<Fix>> {
    let toks = memo_on_chain.tokens(text);
    let mut chars = Vec::new();
    let mut decided: Vec<Option<Decision>> = Vec::with_capacity(toks.len());
    let mut memo: HashMap<&str, Judged> = HashMap::default();
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
            let fast = p.and_then(|p| memo_on_chain.on_chain(token, p, &mut chars));
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
            prefer = text_chain(&gains, alone);
            settled = true;
            memo.clear();
        }
    }
    if !settled {
        prefer = text_chain(&gains, alone);
        memo.clear();
    }
    // The tokens decided alone, again with the text's chain preferred.
    if let Some(prefer) = &prefer {
        let mut again: HashMap<&str, Option<Decision>> = HashMap::default();
        for (i, &(start, end)) in toks.iter().enumerate() {
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
        if stray(new, d.evidence > 0.0, i, toks.len(), near) {
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

/// The text's chain: the one that explains the most tokens, then gains most over them, when
/// that is clearly a gain (the usual culprit in a tie), and it explains at least one in SHARE
/// of the `looked_at` tokens outside ASCII (a few words of fine Cyrillic that IBM866 reads as
/// Devanagari are no damage of the text). A sibling code page explains fewer of the tokens the
/// true culprit damaged.
fn text_chain(gains: &BTreeMap<Vec<Step>, (f32, usize)>, looked_at: usize) -> Option<Vec<Step>> {
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
        .filter(|(_, &(gain, n))| gain >= MARGIN && n * SHARE >= looked_at)
        .max_by(|a, b| {
            (a.1 .1)
                .cmp(&b.1 .1)
                .then((a.1 .0).total_cmp(&b.1 .0))
                .then_with(|| rank(b.0).cmp(&rank(a.0)))
        })
        .map(|(c, _)| c.clone())
}

/// What [`on_chain`] gave for tokens with one chain, kept from one pass over a text to the
/// next (a repair settles its chains by searching the text again) and for the words a text
/// repeats.
#[derive(Default)]
pub(super) struct Memo {
    chain: Vec<Step>,
    fast: HashMap<Box<str>, Option<Decision>>,
    /// The last text cut into tokens, and its tokens.
    text: String,
    tokens: Vec<(usize, usize)>,
}

/// The most tokens a memo keeps.
const MEMO: usize = 1 << 15;

impl Memo {
    /// The tokens of `text` (the same text's again when it is searched again).
    fn tokens(&mut self, text: &str) -> Vec<(usize, usize)> {
        if self.text != text {
            self.tokens = tokens(text);
            self.text = text.to_string();
        }
        self.tokens.clone()
    }

    fn on_chain(
        &mut self,
        token: &str,
        chain: &[Step],
        chars: &mut Vec<(usize, char)>,
    ) -> Option<Decision> {
        if self.chain != chain || self.fast.len() >= MEMO {
            self.chain = chain.to_vec();
            self.fast.clear();
        }
        if let Some(d) = self.fast.get(token) {
            return d.clone();
        }
        let d = on_chain(token, chain, chars);
        self.fast.insert(token.into(), d.clone());
        d
    }
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
        keep_dropped_beside_whole(&mut units);
        // (A space taken for a lost no-break space is weighed: `clé «` is no `cl頫`.)
        if units.is_empty() || units.iter().any(|u| u.a0 || (n > 0 && u.lost > 0)) {
            return None;
        }
        // A character the model calls rare (`Ʌ` from `É…`) is weighed, not taken at once.
        if units
            .iter()
            .any(|u| u.out != '\u{FFFD}' && rarity(u.out) > 0)
        {
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
    let lost = units.iter().filter(|u| u.lost > 0).count() as f32;
    Some(Decision {
        before: oddness(token).total,
        after: oddness(&text).total - (REPLACEMENT - LOST) * lost,
        text,
        steps: chain.to_vec(),
        evidence,
    })
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
    // The first steps, found before the token is weighed: most tokens of text that is fine
    // have none, and are done without weighing.
    let prefer_first = prefer.and_then(|p| p.first().copied());
    let first = moves(token, &[], search, prefer_first, chars);
    if first.is_empty() {
        return Judged::default();
    }
    let before = oddness(token).total;
    let root = Tried {
        steps: Vec::new(),
        text: token.to_string(),
        evidence: 0.0,
        lost: 0,
        odd: before,
        score: before,
        order: 0,
    };
    let mut next = Vec::new();
    extend_with(&root, first, prefer_first, &mut next);
    let mut all: Vec<Tried> = Vec::new();
    for depth in 1..=MAX_STEPS {
        if next.is_empty() {
            break;
        }
        let mut ranked: Vec<&Tried> = next.iter().collect();
        ranked.sort_by(|a, b| a.score.total_cmp(&b.score));
        let frontier: Vec<Tried> = ranked.into_iter().take(BEAM).cloned().collect();
        all.append(&mut next);
        if depth == MAX_STEPS {
            break;
        }
        for node in &frontier {
            // Text a step made that reads as text is not read again: a longer chain is a
            // longer story.
            // (The text's chain is followed as far as it goes.)
            let prefer_step = prefer
                .filter(|p| p.len() > node.steps.len() && p.starts_with(&node.steps))
                .map(|p| p[node.steps.len()]);
            if node.odd > 0.0 || prefer_step.is_some() {
                let found = moves(&node.text, &node.steps, search, prefer_step, chars);
                extend_with(node, found, prefer_step, &mut next);
            }
        }
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
    // (A U+FFFD for a lost byte counts as LOST: the loss came before the repair.)
    let best = Decision {
        after: chosen.odd,
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

/// One step that puts back units in a text: what it makes, before it is weighed.
struct Move {
    step: Step,
    text: String,
    evidence: f32,
    /// Units that stand for lost bytes.
    lost: u32,
    /// Its place in the order steps are tried in.
    k: u32,
}

/// Every step that puts back something in `text` (which `steps` made): units of a culprit
/// read as UTF-8 or CESU-8, or C1 controls read as windows-1252.
fn moves(
    text: &str,
    steps: &[Step],
    search: Search,
    prefer_step: Option<Step>,
    chars: &mut Vec<(usize, char)>,
) -> Vec<Move> {
    let t = culprits();
    chars_of(text, chars);
    let depth = steps.len();
    let mut out = Vec::new();
    // The steps the chains allowed have at this place.
    let allowed = |step: Step| match search {
        Search::All => true,
        Search::Only(chains) => chains
            .iter()
            .any(|c| c.len() > depth && c[..depth] == steps[..] && c[depth] == step),
    };
    let mask = candidates_in(chars);
    let mut units: Vec<Unit> = Vec::new();
    for k in 0..t.codecs.len() {
        if mask & (1 << k) == 0 {
            continue;
        }
        // (CESU-8 only where the culprit reads a surrogate half's lead.)
        let targets: &[Target] = if has_ed(chars, k) || !matches!(search, Search::All) {
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
            let same_culprit = steps.last().is_some_and(|s| s.encode == step.encode);
            // A dropped byte is taken only from the text's own chain, beside a whole unit of
            // it.
            if depth == 0 && on_prefer {
                keep_dropped_beside_whole(&mut units);
            }
            units.retain(|u| {
                (!u.dropped || (depth == 0 && on_prefer))
                    && (!u.a0 || (depth == 0 && (latin1 || on_prefer)))
                    && (depth == 0
                        || u.lost == 0
                        || (!text[u.start..u.end].contains('?') && same_culprit))
            });
            // (Searching, CESU-8 is tried where it joins a pair: elsewhere it reads as UTF-8
            // does. A chain the user gives is taken as given.)
            let searching = matches!(search, Search::All);
            let no_pair = target == Target::Cesu8 && !units.iter().any(|u| u.cesu);
            if units.is_empty() || (searching && no_pair) {
                continue;
            }
            out.push(Move {
                step,
                text: apply(text, &units),
                evidence: units.iter().map(|u| u.evidence).sum(),
                lost: units.iter().filter(|u| u.out == '\u{FFFD}').count() as u32,
                k: (k * 2 + target as usize) as u32,
            });
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
            out.push(Move {
                step: c1_step(),
                text: after,
                evidence: C1_FIXED * c1 as f32,
                lost: 0,
                k: 255,
            });
        }
    }
    out
}

/// `node` taken one step further by each of `moves`, where the step is worth its place.
fn extend_with(node: &Tried, moves: Vec<Move>, prefer_step: Option<Step>, out: &mut Vec<Tried>) {
    for m in moves {
        let on_prefer = prefer_step == Some(m.step);
        let t = scored(node, m.step, m.text, m.evidence, m.lost, m.k);
        if less_odd(&t, node) || (on_prefer && t.odd <= node.odd) {
            out.push(t);
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
        let fixes = fixes(text, Search::All, None, &mut Memo::default(), &|_, _| true).unwrap();
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
    fn damaged_tokens_are_repaired_and_fine_ones_left() {
        assert_eq!(fixed("cafÃ© au lait, donâ€™t"), "café au lait, don’t");
        assert_eq!(fixed("SÃO PAULO"), "SÃO PAULO");
        assert_eq!(fixed("hin\u{93}: Monaco"), "hin“: Monaco");
        assert_eq!(fixed("Iggy Pop (nÃƒÂ© Jim"), "Iggy Pop (né Jim");
    }
}
