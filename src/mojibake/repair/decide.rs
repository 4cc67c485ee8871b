//! How one token is decided: every chain of one to three steps that puts back its units,
//! weighed by the plausibility model ([`decide`]); or, once the text's chain is settled, that
//! chain taken at once where it explains the whole token ([`on_chain`], kept in a
//! [`super::memo::Known`]).

use super::search::{chain_cost, Search};
use super::types::LOST;
use super::types::{Step, Weighed};
use super::units::{
    apply, candidates_in, candidates_of, chars_of, culprits, has_ed, keep_dropped_beside_whole,
    latin1_mask, units_dropping_at_gaps, units_of, Target, Unit,
};
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::{drawing, oddness, oddness_at_least, REPLACEMENT};
use crate::script::{kind, rarity, Kind};
use std::sync::Arc;

/// How much less odd a token must get.
pub(super) const MARGIN: f32 = 1.0;

/// The evidence of each C1 control that windows-1252 gives its meaning.
const C1_FIXED: f32 = 1.5;

/// Chains kept at each length while longer ones are tried.
const BEAM: usize = 3;

/// The longest chain.
const MAX_STEPS: usize = 3;

/// `token` repaired by the text's chain `chain` at once, where the chain's units explain every
/// character of it outside ASCII and what they make is letters and symbols (no controls, no
/// code point text does not use): the common case, decided without weighing.
///
/// `drops` tells where a unit whose byte was dropped is taken ([`Drops`]).
pub(super) fn on_chain(
    token: &str,
    chain: &[Step],
    chars: &mut Vec<(usize, char)>,
    drops: Drops,
) -> Option<Decision> {
    let t = culprits();
    if !may_start(token, chain) {
        return None;
    }
    let mut text = token.to_string();
    let mut evidence = 0.0;
    let mut units = Vec::new();
    let mut dropped = false;
    for (n, step) in chain.iter().enumerate() {
        let k = t.codecs.iter().position(|&c| c == step.encode)?;
        let target = match step.decode {
            Codec::Encoding(Encoding::Utf8) => Target::Utf8,
            Codec::Cesu8 => Target::Cesu8,
            _ => return None,
        };
        chars_of(&text, chars);
        units.clear();
        units_where(chars, text.len(), k, target, drops, &mut units);
        if drops != Drops::BesideWhole && !units.iter().any(|u| u.dropped) {
            return None;
        }
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
        dropped |= units.iter().any(|u| u.dropped);
        text = apply(&text, &units);
    }
    let clean = text
        .chars()
        .all(|c| !matches!(kind(c), Kind::C1 | Kind::Control | Kind::Odd));
    if !clean {
        return None;
    }
    // (Not weighed: the chain's units explain the token. A span weighs it where asked.)
    Some(Decision {
        weighed: None,
        lost: units.iter().filter(|u| u.lost > 0).count() as u32,
        explained: !dropped,
        text,
        steps: chain.to_vec(),
        evidence,
    })
}

/// Where [`on_chain`] takes a unit whose byte was dropped (Python's cp1252 with
/// errors='ignore').
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Drops {
    /// Beside a whole unit only (`ÑÑ‚` is `�т`).
    BesideWhole,
    /// Also alone, and one must be among the units: where the line around the token was
    /// repaired by the same chain, a lead standing alone (`Äas`) had its byte dropped.
    Alone,
    /// The same, and a lead before a space or the end lost its byte too (not a no-break
    /// space): where the line dropped bytes elsewhere.
    AloneAtGaps,
}

/// The units of culprit `k` in `chars` (of a text `len` bytes long) for `target`, with the
/// leads whose bytes were dropped taken where `drops` says.
pub(super) fn units_where(
    chars: &[(usize, char)],
    len: usize,
    k: usize,
    target: Target,
    drops: Drops,
    out: &mut Vec<Unit>,
) {
    if drops == Drops::AloneAtGaps && target == Target::Utf8 {
        units_dropping_at_gaps(chars, len, k, out);
    } else {
        units_of(chars, len, k, target, out);
    }
    if drops == Drops::BesideWhole {
        keep_dropped_beside_whole(out);
    }
}

/// Whether the text's chain `chain` may explain `token` at all ([`on_chain`]): every character
/// outside ASCII is in a unit, so the first starts one, a lead of the chain's first culprit.
/// Most tokens of text that is fine are told so at once.
pub(super) fn may_start(token: &str, chain: &[Step]) -> bool {
    let t = culprits();
    let Some(first) = chain.first() else {
        return false;
    };
    let Some(k) = t.codecs.iter().position(|&c| c == first.encode) else {
        return false;
    };
    token
        .chars()
        .find(|c| !c.is_ascii())
        .is_some_and(|lead| t.lead_mask(lead) & (1 << k) != 0)
}

/// What a token became, where it changed (shared: a text repeats its words).
pub(super) type Decided = Option<Arc<Decision>>;

/// What a token becomes.
#[derive(Clone, Debug)]
pub(super) struct Decision {
    pub text: String,
    pub steps: Vec<Step>,
    /// How odd the token was and is, where it was weighed to decide.
    pub weighed: Option<Weighed>,
    /// The U+FFFD it holds where bytes were lost.
    pub lost: u32,
    /// Whether the chain's units explained every character of the token outside ASCII, with
    /// every byte there or standing as a U+FFFD or `?` ([`on_chain`]): none was dropped.
    pub explained: bool,
    pub evidence: f32,
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
pub(super) fn decide(
    token: &str,
    search: Search,
    prefer: Option<&[Step]>,
    chars: &mut Vec<(usize, char)>,
) -> Judged {
    if !worth_deciding(token, prefer) {
        return Judged::default();
    }
    let drawing = drawing(token);
    chars_of(token, chars);
    let prefer_first = prefer.and_then(|p| p.first().copied());
    // The first steps, found before the token is weighed: most tokens of text that is fine
    // have none, and are done without weighing.
    let first = moves(token, &[], search, prefer_first, chars);
    if first.is_empty() {
        return Judged::barren();
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
    extend_with(&root, first, prefer, &mut next);
    let mut all: Vec<Tried> = Vec::new();
    for depth in 1..=MAX_STEPS {
        if next.is_empty() {
            break;
        }
        let mut ranked: Vec<&Tried> = next.iter().collect();
        ranked.sort_by(|a, b| a.score.total_cmp(&b.score));
        // (The text's chain is followed as far as it goes, whatever its rank on the way.)
        let on_prefer = |t: &Tried| prefer.is_some_and(|p| p.starts_with(&t.steps));
        let frontier: Vec<Tried> = ranked
            .iter()
            .enumerate()
            .filter(|&(n, t)| n < BEAM || on_prefer(t))
            .map(|(_, t)| (*t).clone())
            .collect();
        all.append(&mut next);
        if depth == MAX_STEPS {
            break;
        }
        for node in &frontier {
            // Text a step made that reads as text is not read again: a longer chain is a
            // longer story.
            let prefer_step = prefer
                .filter(|p| p.len() > node.steps.len() && p.starts_with(&node.steps))
                .map(|p| p[node.steps.len()]);
            if node.odd > 0.0 || prefer_step.is_some() {
                let found = moves(&node.text, &node.steps, search, prefer_step, chars);
                extend_with(node, found, prefer, &mut next);
            }
        }
    }
    if let Search::Only(chains) = search {
        all.retain(|t| chains.contains(&t.steps));
    }
    if drawing {
        all.retain(|t| prefer.is_some_and(|p| p == t.steps.as_slice()));
    }
    // What each chain gains on the token (the text's chain is chosen by these).
    let mut gains: Vec<(Vec<Step>, f32)> = Vec::new();
    for t in &all {
        let gain = before - t.score;
        if gain > 0.0 && !still_odd(&t.text, t.odd, t.lost) && !gains.iter().any(|g| g.0 == t.steps)
        {
            gains.push((t.steps.clone(), gain));
        }
    }
    let preferred = |t: &Tried| prefer.is_some_and(|p| p == t.steps.as_slice());
    let rank = |t: &Tried| t.score - if preferred(t) { PREFER } else { 0.0 };
    let Some(best) = all.iter().min_by(|a, b| rank(a).total_cmp(&rank(b))) else {
        return Judged {
            weighed: true,
            ..Judged::default()
        };
    };
    // The text's chain is taken where it makes the token no odder than its evidence and the
    // text's other tokens account for; any other chain must gain the margin.
    let margin = if preferred(best) { -PREFER } else { MARGIN };
    if best.score >= before - margin || still_odd(&best.text, best.odd, best.lost) {
        return Judged {
            best: None,
            gains,
            barren: false,
            weighed: true,
        };
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
        weighed: Some(Weighed {
            before,
            after: chosen.odd,
        }),
        lost: chosen.lost,
        explained: false,
        text: chosen.text.clone(),
        steps: chosen.steps.clone(),
        evidence: chosen.evidence,
    };
    Judged {
        best: Some(Arc::new(best)),
        gains,
        barren: false,
        weighed: true,
    }
}

/// Whether [`decide`] has anything to weigh in `token` (with the text's chain `prefer`), told
/// at once from its characters: a step has a unit to put back in it, or a C1 control to read
/// as windows-1252. Most tokens of text that is fine have neither, and are not worth keeping
/// in a memo either.
pub(super) fn worth_deciding(token: &str, prefer: Option<&[Step]>) -> bool {
    // A drawing (`├╢`, `╠╡`) is a table's, or letters read as a DOS code page (`╨║╨╛╨┤`):
    // only the text's chain, settled on words that are not drawings, repairs it.
    if prefer.is_none() && drawing(token) {
        return false;
    }
    let prefer_first = prefer.and_then(|p| p.first().copied());
    candidates_of(token.chars(), gap_culprits(0, prefer_first)) != 0 || token.chars().any(is_c1)
}

/// A token judged: the chain it takes, if any, and what every chain that would make it less
/// odd gains.
#[derive(Clone, Debug, Default)]
pub(super) struct Judged {
    pub best: Decided,
    pub gains: Vec<(Vec<Step>, f32)>,
    /// Whether no step puts anything back in it.
    pub barren: bool,
    /// Whether the model weighed it (where no culprit has a unit in it, it did not).
    pub weighed: bool,
}

impl Judged {
    /// A token in which no step puts anything back.
    fn barren() -> Judged {
        Judged {
            barren: true,
            ..Judged::default()
        }
    }
}

/// What taking the text's chain is worth against another about as plausible.
const PREFER: f32 = 1.0;

/// Whether a token is still odd after a chain: garbage turned into other garbage is no
/// repair. (The U+FFFD of `lost` bytes are weighed LOST each by `odd`, and are no garbage:
/// `�%s�` for `â€�%sâ€�` is the best there is.)
fn still_odd(text: &str, odd: f32, lost: u32) -> bool {
    let n = text.chars().filter(|c| !c.is_ascii()).count().max(2);
    odd - LOST * lost as f32 > 0.8 * n as f32
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
    let mask = candidates_in(chars, gap_culprits(depth, prefer_step));
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
            } else if depth == 0 && prefer_step.is_none() && refuses(step) && some_drop(&units) {
                // Before the text has a chain, Python's reading is tried too, where every word
                // lost a byte (`ÑƒÐ´Ð°Ð»Ð¾ÑÑŒ` is `удало�ь`): else no word tells the chain.
                let mut dropping = units.clone();
                keep_dropped_beside_whole(&mut dropping);
                dropping.retain(|u| !u.a0);
                // (More whole units than lost ones: a line of windows-1251 read as
                // windows-1252, `ïîñòî¼è`, is leads alone, no UTF-8 that lost a byte here and
                // there. Or more units than leads alone, the whole ones mostly letters:
                // Japanese loses the 81 of most kana, and each lead keeps its continuation,
                // `ã—` for `し`, between kanji that came back whole; a lead with one left among
                // whole signs is text read wrong thrice and lowercased, `ã†â€™ãƒâ€`.)
                let lost = dropping.iter().filter(|u| u.lost > 0).count();
                let alone = dropping
                    .iter()
                    .filter(|u| u.lost > 0 && text[u.start..u.end].chars().nth(1).is_none())
                    .count();
                let (whole, letters) = dropping
                    .iter()
                    .filter(|u| u.lost == 0)
                    .fold((0, 0), |(w, l), u| {
                        (w + 1, l + usize::from(u.out.is_alphabetic()))
                    });
                let kept = dropping.len() > 2 * lost
                    || (dropping.len() > 2 * alone && 2 * letters > whole);
                if lost > 0 && kept {
                    out.push(Move {
                        step,
                        text: apply(text, &dropping),
                        evidence: dropping.iter().map(|u| u.evidence).sum(),
                        lost: lost as u32,
                        k: (k * 2 + target as usize) as u32,
                    });
                }
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
            if units.is_empty() || (searching && no_pair) || a0_among_fine(text, &units) {
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

/// Whether every unit of `units` takes a space for a lost no-break space, and `text` holds
/// characters outside ASCII that no unit reads: then the reading explains a space, not the
/// token's letters. Text the culprit damaged is units all through; `قطع کردن` is Persian
/// that is fine, whose `ع ` alone would read through windows-1256 as `ڠ`.
fn a0_among_fine(text: &str, units: &[Unit]) -> bool {
    if !units.iter().all(|u| u.a0) {
        return false;
    }
    let mut at = 0;
    for u in units {
        if !text[at..u.start].is_ascii() {
            return true;
        }
        at = u.end;
    }
    !text[at..].is_ascii()
}

/// Whether `step` undoes UTF-8 read by windows-1252, which Python's codec refuses five bytes
/// of (and drops, with errors='ignore').
pub(super) fn refuses(step: Step) -> bool {
    step.encode == Codec::Encoding(Encoding::Windows1252)
        && step.decode == Codec::Encoding(Encoding::Utf8)
}

/// Whether `units` hold a unit whose byte was dropped and two whole ones at least (what a
/// reading with drops needs to be worth trying, told before it is made: fine text has many
/// leads before a letter, and few whole units beside them).
fn some_drop(units: &[Unit]) -> bool {
    units.iter().filter(|u| u.lost == 0).nth(1).is_some() && units.iter().any(|u| u.dropped)
}

/// The culprits a step at `depth` takes a lead before a space or the end from (see
/// [`moves`]): a lost no-break space from the Latin-1 readings or the text's own chain, a
/// dropped byte from the text's own chain; only as the first step.
fn gap_culprits(depth: usize, prefer_step: Option<Step>) -> u64 {
    if depth > 0 {
        return 0;
    }
    let t = culprits();
    let own = prefer_step
        .and_then(|p| t.codecs.iter().position(|&c| c == p.encode))
        .map_or(0, |k| 1 << k);
    latin1_mask() | own
}

/// `node` taken one step further by each of `moves`, where the step is worth its place: a
/// step of the text's chain that is not its last always is (damage done twice reads oddest
/// half undone: `Рґела` between `Ð\u{A0}Ò‘Ð\u{A0}ÂµÐ\u{A0}Â»Ð\u{A0}Â°` and `дела`).
fn extend_with(node: &Tried, moves: Vec<Move>, prefer: Option<&[Step]>, out: &mut Vec<Tried>) {
    let depth = node.steps.len();
    let prefer = prefer.filter(|p| p.len() > depth && p.starts_with(&node.steps));
    for m in moves {
        let on_prefer = prefer.is_some_and(|p| p[depth] == m.step);
        let halfway = on_prefer && prefer.is_some_and(|p| p.len() > depth + 1);
        // (A step off the text's chain whose text is odder than the node's at a glance is not
        // worth its place, and is not weighed.)
        if !on_prefer {
            let lost = (node.lost + m.lost).min(m.text.matches('\u{FFFD}').count() as u32);
            let least = oddness_at_least(&m.text) - (REPLACEMENT - LOST) * lost as f32;
            if least > node.odd + SLACK {
                continue;
            }
        }
        let t = scored(node, m.step, m.text, m.evidence, m.lost, m.k);
        if less_odd(&t, node) || halfway || (on_prefer && t.odd <= node.odd) {
            out.push(t);
        }
    }
}

/// What a lower bound of a text's oddness is kept below the oddness it is compared with by
/// (the two are sums of the same weights in another order).
const SLACK: f32 = 0.01;

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
