//! Repair: find the chain of "encode with A, decode with B" steps (up to three) that turns
//! mojibake back into the text it was meant to be, over every pair of the standard's encodings
//! (and isomorphic decode), and apply it where it makes the text more plausible.
//!
//! The text is cut at ASCII whitespace into words; a chain whose decoders keep ASCII works on
//! each word alone (no character of a multi-byte encoding has a whitespace byte), so
//! 1. one chain is tried on the whole text first: every word that holds a non-ASCII character
//!    must encode and decode cleanly, and the words together must become less odd;
//! 2. then each word still odd on its own is tried alone, with a stricter margin: where only
//!    parts of a text are damaged, those parts are repaired and the rest is left.
//!
//! Text that is already right comes back unchanged: a chain is taken only when what it makes
//! is clearly less odd ([`super::plausible`]) than what there was.

use super::codec::Codec;
use super::plausible::oddness;
use crate::encoding::{Encoding, Family};
use std::collections::HashMap;

/// The most steps a chain has.
pub const MAX_STEPS: usize = 3;
/// How many chains of each length are extended by one more step.
const BEAM: usize = 3;
/// What each step costs a candidate (a shorter story wins a tie).
const STEP_COST: f32 = 0.3;
/// What a step through a decoder that accepts any byte costs: it proves nothing by decoding
/// without errors.
const UNCHECKED_COST: f32 = 1.5;
/// How much less odd the whole text must get.
const WHOLE_MARGIN: f32 = 1.0;
/// How much less odd a single word must get (and how odd it must be to be tried at all).
const WORD_MARGIN: f32 = 1.5;
/// Words of the whole text looked at before a chain is tried on all of them.
const SAMPLE_WORDS: usize = 48;
/// The evidence of a character UTF-8 joined from several, per symbol joined…
const COLLAPSE_SYMBOL: f32 = 0.9;
/// …and per letter joined.
const COLLAPSE_LETTER: f32 = 0.2;
/// The share of that evidence the other decoders that check their bytes (the CJK ones) give.
const COLLAPSE_OTHER: f32 = 0.5;
/// Scores closer than this are a tie.
const TIE: f32 = 0.01;
/// How many whole-text chains are each tried as a plan.
const PLANS: usize = 4;
/// How odd a word must be for its runs to be tried on their own.
const WORD_TRY: f32 = 1.0;
/// The most oddness per non-ASCII character a repair may leave.
const STILL_ODD: f32 = 0.8;
/// The same after a legacy decoder.
const STILL_ODD_LEGACY: f32 = 0.3;
/// The evidence of each C1 control isomorphic → windows-1252 gives its meaning.
const C1_FIXED: f32 = 1.5;
/// What each character a step adds by splitting others costs.
const SPLIT: f32 = 0.5;
/// What each ASCII character a step makes out of non-ASCII ones costs.
const MADE_ASCII: f32 = 1.0;
/// The evidence of each character UTF-8 decodes from a multi-byte encoder's bytes.
const COLLAPSE_CJK: f32 = 0.6;
/// What a step through a CJK decoder costs: they accept most pairs of high bytes.
const CJK_COST: f32 = 1.0;

/// One step: encode the text with `encode`, decode the bytes with `decode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub encode: Codec,
    pub decode: Codec,
}

impl Step {
    /// How many bytes the step's decoder read for `c` (its encoder's bytes for it).
    fn decode_len(&self, c: char) -> usize {
        let mut buf = [0u8; 4];
        self.decode
            .encode(c.encode_utf8(&mut buf))
            .map_or(1, |b| b.len().max(1))
    }

    /// The step in words.
    pub fn describe(&self) -> String {
        format!("encode as {} → decode as {}", self.encode, self.decode)
    }
}

/// A chain tried on some text, and how it came out.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub steps: Vec<Step>,
    pub text: String,
    pub oddness: f32,
    /// Oddness plus what the steps cost: what candidates are ranked by.
    pub score: f32,
}

/// A chain that was tried and not taken, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Alternative {
    pub steps: Vec<Step>,
    pub text: String,
    pub score: f32,
    pub why: String,
}

/// A part of the input that was repaired.
#[derive(Clone, Debug, PartialEq)]
pub struct Span {
    /// Byte range in the input.
    pub start: usize,
    pub end: usize,
    /// Byte range of its repair in the output.
    pub out_start: usize,
    pub out_end: usize,
    pub before: String,
    pub after: String,
    pub steps: Vec<Step>,
    pub oddness_before: f32,
    pub oddness_after: f32,
    /// What the chain's clean decodes prove: the characters they joined from several.
    pub evidence: f32,
}

/// What `repair` found.
#[derive(Clone, Debug, PartialEq)]
pub struct Repair {
    pub input: String,
    pub text: String,
    /// The chain applied to the whole text, if one was.
    pub steps: Vec<Step>,
    /// Every part that changed, each with its own chain (the whole text's chain, then any
    /// word repaired alone).
    pub spans: Vec<Span>,
    /// Chains tried on the whole text and not taken, best first.
    pub alternatives: Vec<Alternative>,
    pub oddness_before: f32,
    pub oddness_after: f32,
}

impl Repair {
    pub fn changed(&self) -> bool {
        self.text != self.input
    }
}

/// The order candidates are tried in, which is also the order ties are broken in: the
/// encodings mojibake comes from most often first.
const USUAL: [Encoding; 19] = [
    Encoding::Utf8,
    Encoding::Windows1252,
    Encoding::Windows1251,
    Encoding::Windows1250,
    Encoding::Macintosh,
    Encoding::Koi8R,
    Encoding::Ibm866,
    Encoding::Iso8859_2,
    Encoding::Windows1253,
    Encoding::Windows1254,
    Encoding::Windows1255,
    Encoding::Windows1256,
    Encoding::Windows1257,
    Encoding::Windows1258,
    Encoding::ShiftJis,
    Encoding::Gbk,
    Encoding::Big5,
    Encoding::EucKr,
    Encoding::EucJp,
];

fn usual_order() -> impl Iterator<Item = Encoding> {
    USUAL
        .into_iter()
        .chain(Encoding::ALL.into_iter().filter(|e| !USUAL.contains(e)))
}

/// The decoders a wrong reading may have used (their encoders undo it). gb18030's encoder
/// reaches every code point with four-byte sequences of digits, which no wrong reading made:
/// GBK stands for its two-byte part. ISO-2022-JP's bytes are ASCII: its text, read wrongly,
/// shows escapes, and is repaired by decoding, not by encoding.
pub fn wrong_decoders() -> Vec<Codec> {
    let mut v: Vec<Codec> = usual_order()
        .filter(|e| e.has_encoder() && !matches!(e, Encoding::Gb18030 | Encoding::Iso2022Jp))
        .map(Codec::Encoding)
        .collect();
    v.insert(2, Codec::Isomorphic);
    v
}

/// The decoders the bytes may really have been meant for.
pub fn right_decoders() -> Vec<Codec> {
    usual_order()
        .filter(|e| !matches!(e, Encoding::Replacement | Encoding::XUserDefined))
        .map(Codec::Encoding)
        .collect()
}

/// Whether a decoder is a legacy one (not UTF-8 or UTF-16).
fn is_legacy(c: Codec) -> bool {
    !matches!(c, Codec::Encoding(e) if e.is_unicode())
}

/// Whether a decoder accepts any byte sequence (single-byte ones, isomorphic): a clean decode
/// there is no evidence.
fn accepts_anything(c: Codec) -> bool {
    match c {
        Codec::Isomorphic => true,
        Codec::Encoding(e) => matches!(e.family(), Family::SingleByte(_)),
    }
}

/// Apply one step to `text`, or None where it does not encode or decode cleanly.
pub fn apply(step: Step, text: &str) -> Option<String> {
    let bytes = step.encode.encode(text)?;
    step.decode.decode(&bytes)
}

/// The words of `text` (cut at ASCII whitespace) with their byte ranges.
fn words(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, b) in text.bytes().enumerate() {
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
    out
}

/// Step costs of a chain.
fn chain_cost(steps: &[Step]) -> f32 {
    steps
        .iter()
        .map(|s| {
            STEP_COST
                + prior(s.encode)
                + match s.decode {
                    c if accepts_anything(c) => UNCHECKED_COST,
                    Codec::Encoding(Encoding::Utf8) => 0.0,
                    Codec::Encoding(e) if !e.is_unicode() => CJK_COST,
                    _ => 0.0,
                }
        })
        .sum()
}

/// How unlikely a decoder is to have been the wrong one: windows-1252 (what browsers fall back
/// to) and isomorphic decode (what many libraries do) are the usual culprits.
fn prior(wrong: Codec) -> f32 {
    match wrong {
        Codec::Isomorphic | Codec::Encoding(Encoding::Windows1252) => 0.0,
        // Mac OS Roman puts symbols where UTF-8's lead bytes are: a symbol pair of real text
        // (`√π`, `∆°`) reads as a character too easily.
        Codec::Encoding(Encoding::Macintosh) => 0.8,
        Codec::Encoding(e) if USUAL[..8].contains(&e) => 0.3,
        _ => 0.6,
    }
}

/// Non-ASCII characters of a text: (letters and spaces, everything else).
fn non_ascii(text: &str) -> (usize, usize) {
    let mut n = (0, 0);
    for c in text.chars().filter(|c| !c.is_ascii()) {
        if c.is_alphabetic() || c == '\u{A0}' {
            n.0 += 1;
        } else {
            n.1 += 1;
        }
    }
    n
}

/// The evidence a clean decode gives: characters that a decoder with rules (UTF-8 above all)
/// joined from several. Random text in a single-byte encoding seldom makes valid UTF-8 out of
/// a letter and the symbols, quotes or controls after it; a letter joined with letters (or a
/// no-break space) is weaker evidence, since legacy code pages put letters at those bytes too.
fn collapse_bonus(step: Step, before: &str, after: &str) -> f32 {
    let joined = joined_evidence(step, before, after);
    // ASCII in mojibake stays ASCII: a step that makes ASCII out of other characters tells a
    // story real mojibake seldom has.
    let ascii = |t: &str| t.bytes().filter(u8::is_ascii).count();
    let made_ascii = ascii(after).saturating_sub(ascii(before)) as f32;
    let evidence = match step.decode {
        Codec::Encoding(Encoding::Utf8) => joined,
        c if accepts_anything(c) => 0.0,
        _ => COLLAPSE_OTHER * joined,
    };
    // A step that splits characters into more (one Han character into two Thai ones) makes
    // mojibake more often than it undoes it.
    let split = non_ascii_count(after).saturating_sub(non_ascii_count(before)) as f32;
    // C1 controls that windows-1252 gives their meaning (`\u{93}` → “): the confusion of
    // ISO-8859-1 with windows-1252, evidence by itself.
    let c1 = |t: &str| {
        t.chars()
            .filter(|c| ('\u{80}'..='\u{9F}').contains(c))
            .count()
    };
    let c1_fixed = if step.encode == Codec::Isomorphic
        && step.decode == Codec::Encoding(Encoding::Windows1252)
    {
        c1(before).saturating_sub(c1(after)) as f32
    } else {
        0.0
    };
    evidence - MADE_ASCII * made_ascii - SPLIT * split + C1_FIXED * c1_fixed
}

fn non_ascii_count(text: &str) -> usize {
    text.chars().filter(|c| !c.is_ascii()).count()
}

/// The evidence of the characters a decode joined: for each character made of several
/// bytes, what the characters after its first were in the text before (a symbol or a control
/// is strong evidence, a letter or a no-break space weak). Exact when the step's encoder has a
/// byte per character (single-byte, isomorphic); counted from the totals otherwise.
fn joined_evidence(step: Step, before: &str, after: &str) -> f32 {
    let weigh = |c: char| {
        if c.is_alphabetic() || c == '\u{A0}' {
            COLLAPSE_LETTER
        } else {
            COLLAPSE_SYMBOL
        }
    };
    if accepts_anything(step.encode) || step.encode == Codec::Encoding(Encoding::XUserDefined) {
        let mut input = before.chars();
        let mut total = 0.0;
        for c in after.chars() {
            // The decoder's bytes for `c`: one per character of `before`.
            let n = if step.decode == Codec::Encoding(Encoding::Utf8) {
                c.len_utf8()
            } else {
                step.decode_len(c)
            };
            let _ = input.next();
            for _ in 1..n {
                if let Some(b) = input.next() {
                    total += weigh(b);
                }
            }
        }
        return total;
    }
    // A multi-byte encoder's characters are two bytes each: what UTF-8 made of them, every
    // character of it a sequence that checks, is the evidence.
    if step.decode == Codec::Encoding(Encoding::Utf8) {
        return COLLAPSE_CJK * after.chars().filter(|c| !c.is_ascii()).count() as f32;
    }
    let (lb, sb) = non_ascii(before);
    let (la, sa) = non_ascii(after);
    let joined = (lb + sb).saturating_sub(la + sa);
    let symbols = joined.min(sb.saturating_sub(sa));
    COLLAPSE_SYMBOL * symbols as f32 + COLLAPSE_LETTER * (joined - symbols) as f32
}

/// Whether a step could be the undoing of a wrong reading at all (cheap checks first).
fn worth_trying(step: Step, bytes: &[u8]) -> bool {
    if step.encode == step.decode {
        return false;
    }
    // Text read as UTF-8 by mistake came from bytes that are not UTF-8: they left U+FFFD
    // behind, unless the bytes were ASCII (UTF-16 with NULs, ISO-2022-JP with escapes).
    if step.encode == Codec::Encoding(Encoding::Utf8) && step.decode.ascii_compatible() {
        return false;
    }
    match step.decode {
        Codec::Encoding(e) => match e.family() {
            // ISO-2022-JP bytes read as text show their escapes.
            Family::Iso2022Jp => bytes.contains(&0x1B),
            // UTF-16 read as an ASCII-compatible encoding shows NULs between letters.
            Family::Utf16 { .. } => {
                bytes.len() % 2 == 0 && bytes.iter().filter(|&&b| b == 0).count() * 4 >= bytes.len()
            }
            // A text whose bytes are ASCII reads the same in any ASCII-compatible decoder.
            _ => step.encode.ascii_compatible() && !bytes.is_ascii(),
        },
        Codec::Isomorphic => !bytes.is_ascii(),
    }
}

/// A candidate's score: its oddness, what its steps cost, less the evidence of its decodes.
struct Scored {
    steps: Vec<Step>,
    text: String,
    bonus: f32,
}

/// Every one-step extension of `from`.
fn one_step(from: &Scored, out: &mut Vec<Scored>) {
    let text = from.text.as_str();
    for encode in wrong_decoders() {
        let Some(bytes) = encode.encode(text) else {
            continue;
        };
        for decode in right_decoders() {
            let step = Step { encode, decode };
            if !worth_trying(step, &bytes) {
                continue;
            }
            let Some(t) = decode.decode(&bytes) else {
                continue;
            };
            if t == text {
                continue;
            }
            // At most one step decodes with a legacy decoder: stories of two wrong legacy
            // readings in a row are too rare to outweigh how many texts they fit.
            if is_legacy(decode) && from.steps.iter().any(|s| is_legacy(s.decode)) {
                continue;
            }
            let mut steps = from.steps.clone();
            steps.push(step);
            out.push(Scored {
                bonus: from.bonus + collapse_bonus(step, text, &t),
                steps,
                text: t,
            });
        }
    }
}

/// Candidates of up to three steps for `text`, best first, one per resulting text (the
/// shortest chain's).
pub fn candidates(text: &str) -> Vec<Candidate> {
    let mut all: Vec<Candidate> = Vec::new();
    let mut frontier = vec![Scored {
        steps: vec![],
        text: text.to_string(),
        bonus: 0.0,
    }];
    for _ in 0..MAX_STEPS {
        let mut next = Vec::new();
        for c in &frontier {
            one_step(c, &mut next);
        }
        let mut scored: Vec<(Candidate, Scored)> = next
            .into_iter()
            .map(|s| {
                let o = oddness(&s.text).total;
                let c = Candidate {
                    score: o + chain_cost(&s.steps) - s.bonus,
                    oddness: o,
                    steps: s.steps.clone(),
                    text: s.text.clone(),
                };
                (c, s)
            })
            .collect();
        scored.sort_by(|a, b| a.0.score.total_cmp(&b.0.score));
        frontier = Vec::new();
        for (c, s) in scored {
            if frontier.len() < BEAM && c.text != text {
                frontier.push(s);
            }
            all.push(c);
        }
        if frontier.is_empty() {
            break;
        }
    }
    all.sort_by(|a, b| a.score.total_cmp(&b.score));
    let mut seen = std::collections::HashSet::new();
    all.retain(|c| c.text != text && seen.insert(c.text.clone()));
    all
}

/// Whether a chain has evidence enough for what it changes: one whose decoders all accept any
/// byte proves nothing by decoding cleanly, so it must change at least three characters (one
/// stray C1 control or one odd letter is no story).
fn enough_evidence(steps: &[Step], before: &str, after: &str) -> bool {
    // Garbage turned into other garbage is no repair: what comes out must read as text.
    // A legacy decoder's output has no validity behind it, so it must read cleanly.
    let (letters, others) = non_ascii(after);
    let limit = if steps.iter().any(|s| is_legacy(s.decode)) {
        STILL_ODD_LEGACY
    } else {
        STILL_ODD
    };
    if oddness(after).total > limit * (letters + others).max(2) as f32 {
        return false;
    }
    if !steps.iter().all(|s| accepts_anything(s.decode)) {
        return true;
    }
    // C1 controls read as windows-1252, the characters they were meant as: the classic
    // confusion of ISO-8859-1 with windows-1252, evidence by itself.
    let c1_fix = [Step {
        encode: Codec::Isomorphic,
        decode: Codec::Encoding(Encoding::Windows1252),
    }];
    if steps == c1_fix && before.chars().any(|c| ('\u{80}'..='\u{9F}').contains(&c)) {
        return true;
    }
    let differing = before
        .chars()
        .zip(after.chars())
        .filter(|(a, b)| a != b)
        .count();
    let longer = before.chars().count().abs_diff(after.chars().count());
    differing + longer >= 3
}

/// Apply every step of a chain to `text`.
pub fn apply_chain(steps: &[Step], text: &str) -> Option<String> {
    let mut t = text.to_string();
    for &s in steps {
        t = apply(s, &t)?;
    }
    Some(t)
}

/// The score of a chain applied to a whole text (oddness, step costs, evidence).
fn score_chain(steps: &[Step], input: &str) -> Option<(String, f32, f32)> {
    let mut t = input.to_string();
    let mut bonus = 0.0;
    for &s in steps {
        let next = apply(s, &t)?;
        bonus += collapse_bonus(s, &t, &next);
        t = next;
    }
    let o = oddness(&t).total;
    let score = o + chain_cost(steps) - bonus;
    Some((t, o, score))
}

/// Repair `input` (see the module).
///
/// ```
/// use mojiscope::mojibake::repair::repair;
/// let r = repair("cafÃ© au lait, donâ€™t");
/// assert_eq!(r.text, "café au lait, don’t");
/// assert_eq!(r.steps[0].describe(), "encode as windows-1252 → decode as UTF-8");
/// // Text that is fine comes back unchanged.
/// assert!(!repair("SÃO PAULO").changed());
/// ```
pub fn repair(input: &str) -> Repair {
    let before = oddness(input).total;
    let suspicious = !input.is_ascii() || input.bytes().any(|b| b == 0x1B || b == 0);
    let (accepted, mut alternatives) = if suspicious {
        whole_text(input, before)
    } else {
        (Vec::new(), Vec::new())
    };
    // Each chain the whole text takes is a plan, and so is taking none; the words still odd
    // are repaired alone in each, and the plan whose result is least odd wins. (A chain that
    // fits every word, between two single-byte encodings, can stand in the way of the UTF-8
    // repair of most of them.)
    // In a tie, one chain for the whole text is the simpler story: it comes first.
    let mut plans: Vec<(f32, Plan)> = accepted
        .into_iter()
        .map(Some)
        .chain(std::iter::once(None))
        .map(|whole| {
            let plan = plan(input, before, whole);
            (plan.score, plan)
        })
        .collect();
    plans.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut plans = plans.into_iter().map(|(_, p)| p);
    let best = plans.next().unwrap_or_else(|| plan(input, before, None));
    let others: Vec<Alternative> = plans
        .filter(|p| !p.steps.is_empty())
        .map(|p| Alternative {
            why: if p.score - best.score < TIE {
                format!(
                    "a tie: the bytes decode as cleanly this way ({:.1}); the chain taken comes first in the order of the usual encodings",
                    p.score
                )
            } else {
                format!(
                    "with the words still odd repaired too, odder than the chain taken ({:.1} against {:.1})",
                    p.score, best.score
                )
            },
            steps: p.steps,
            text: p.text,
            score: p.score,
        })
        .collect();
    alternatives.splice(0..0, others);
    alternatives.truncate(8);
    Repair {
        oddness_after: oddness(&best.text).total,
        input: input.to_string(),
        text: best.text,
        steps: best.steps,
        spans: best.spans,
        alternatives,
        oddness_before: before,
    }
}

/// A way to repair a text: a chain for the whole text (or none), then the words still odd.
struct Plan {
    text: String,
    steps: Vec<Step>,
    spans: Vec<Span>,
    score: f32,
}

fn plan(input: &str, before: f32, whole: Option<Candidate>) -> Plan {
    let (stage1, steps, whole_evidence) = match whole {
        Some(c) => {
            let evidence = c.oddness + chain_cost(&c.steps) - c.score;
            (c.text, c.steps, evidence)
        }
        None => (input.to_string(), Vec::new(), 0.0),
    };
    let keeps_words = steps.iter().all(|s| s.decode.ascii_compatible());
    let mut spans = Vec::new();
    let text = if !keeps_words {
        // The chain changed the words themselves (UTF-16, ISO-2022-JP): one span.
        spans.push(Span {
            start: 0,
            end: input.len(),
            out_start: 0,
            out_end: stage1.len(),
            before: input.to_string(),
            after: stage1.clone(),
            steps: steps.clone(),
            oddness_before: before,
            oddness_after: oddness(&stage1).total,
            evidence: whole_evidence,
        });
        stage1
    } else {
        repair_words(input, &stage1, &steps, &mut spans)
    };
    let mut chains: Vec<&[Step]> = spans
        .iter()
        .map(|s| &s.steps[steps.len().min(s.steps.len())..])
        .filter(|c| !c.is_empty())
        .collect();
    chains.sort_by_key(|c| format!("{c:?}"));
    chains.dedup();
    // Evidence of the word repairs (the whole chain's spans carry the whole chain's).
    let word_evidence: f32 = spans
        .iter()
        .filter(|s| s.steps.len() > steps.len() || steps.is_empty())
        .map(|s| s.evidence)
        .sum();
    let score = oddness(&text).total + chain_cost(&steps) - whole_evidence
        + chains.iter().map(|c| chain_cost(c)).sum::<f32>()
        - word_evidence;
    Plan {
        text,
        steps,
        spans,
        score,
    }
}

/// The best chain for the whole text, if one is taken, and the ones not taken.
fn whole_text(input: &str, before: f32) -> (Vec<Candidate>, Vec<Alternative>) {
    // Chains are found on a sample of the words that hold non-ASCII (joined by spaces, which
    // every chain that keeps ASCII keeps), then tried on the whole text.
    let sample: String = words(input)
        .into_iter()
        .map(|(s, e)| &input[s..e])
        .filter(|w| !w.is_ascii() || w.bytes().any(|b| b == 0x1B || b == 0))
        .take(SAMPLE_WORDS)
        .collect::<Vec<_>>()
        .join(" ");
    let sample_before = oddness(&sample).total;
    let mut ranked: Vec<Candidate> = Vec::new();
    let mut alternatives = Vec::new();
    let not_better = |score: f32, than: f32| {
        format!("not clearly better than the text as it is ({score:.1} against {than:.1})")
    };
    let sample_is_all = sample.len() + 64 >= input.len();
    for c in candidates(&sample) {
        let keeps_ascii = c.steps.iter().all(|s| s.decode.ascii_compatible());
        let sample_only = keeps_ascii || sample_is_all;
        if (sample_only && c.score >= sample_before - WHOLE_MARGIN) || ranked.len() >= 6 {
            if alternatives.len() < 8 {
                alternatives.push(Alternative {
                    why: not_better(c.score, sample_before),
                    steps: c.steps,
                    text: c.text,
                    score: c.score,
                });
            }
            continue;
        }
        match score_chain(&c.steps, input) {
            Some((text, oddness, score)) => ranked.push(Candidate {
                steps: c.steps,
                text,
                oddness,
                score,
            }),
            None => {
                if alternatives.len() < 8 {
                    alternatives.push(Alternative {
                        why: "another part of the text does not encode or decode cleanly with it"
                            .to_string(),
                        steps: c.steps,
                        text: c.text,
                        score: c.score,
                    });
                }
            }
        }
    }
    ranked.sort_by(|a, b| a.score.total_cmp(&b.score));
    let mut taken: Vec<Candidate> = Vec::new();
    let mut lower = Vec::new();
    for c in ranked {
        let evidence = enough_evidence(&c.steps, input, &c.text);
        if taken.len() < PLANS && c.score < before - WHOLE_MARGIN && evidence {
            taken.push(c);
            continue;
        }
        let why = if !evidence {
            "too little evidence: a chain of decoders that accept any byte must change three characters or more, and leave text that reads as text".to_string()
        } else if taken.len() >= PLANS {
            format!("odder than the chains tried ({:.1})", c.score)
        } else {
            not_better(c.score, before)
        };
        lower.push(Alternative {
            steps: c.steps,
            text: c.text,
            score: c.score,
            why,
        });
    }
    lower.extend(alternatives);
    lower.truncate(8);
    (taken, lower)
}

/// Stage two: each word of `stage1` (the input, or the whole text's repair of it) that is
/// still odd has its runs of non-ASCII characters repaired alone. Fills `spans` with every
/// part that changed, by its place in the input and in the output.
fn repair_words(input: &str, stage1: &str, chain: &[Step], spans: &mut Vec<Span>) -> String {
    let legacy_used = chain.iter().any(|s| is_legacy(s.decode));
    let wi = words(input);
    let ws = words(stage1);
    let mut out = String::with_capacity(stage1.len());
    let mut memo: HashMap<&str, Vec<Piece>> = HashMap::new();
    let mut last = 0;
    for (n, &(s, e)) in ws.iter().enumerate() {
        out.push_str(&stage1[last..s]);
        last = e;
        let word = &stage1[s..e];
        let (is, ie) = wi.get(n).copied().unwrap_or((0, 0));
        let original = &input[is..ie];
        let pieces = memo
            .entry(word)
            .or_insert_with(|| repair_runs(word, legacy_used))
            .clone();
        let out_start = out.len();
        let mut at = 0;
        let mut repaired = String::new();
        for p in &pieces {
            repaired.push_str(&word[at..p.start]);
            repaired.push_str(&p.after);
            at = p.end;
        }
        repaired.push_str(&word[at..]);
        out.push_str(&repaired);
        if original != word {
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
                before: original.to_string(),
                after: repaired.clone(),
                steps,
                oddness_before: oddness(original).total,
                oddness_after: oddness(&repaired).total,
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
    out
}

/// A run of a word repaired on its own.
#[derive(Clone, Debug)]
struct Piece {
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
fn runs(word: &str) -> Vec<(usize, usize)> {
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
fn repair_runs(word: &str, legacy_used: bool) -> Vec<Piece> {
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
            if let Some(mut p) = repair_run(&current, s, e, legacy_used) {
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
fn repair_run(word: &str, s: usize, e: usize, legacy_used: bool) -> Option<Piece> {
    let before = oddness(word);
    let run = &word[s..e];
    let mut bounds = vec![(s, e)];
    let first = run.chars().next()?;
    let last = run.chars().next_back()?;
    let edge = |c: char| c.is_ascii() || super::script::kind(c) == super::script::Kind::Typographic;
    if edge(first) && run.len() > first.len_utf8() {
        bounds.push((s + first.len_utf8(), e));
    }
    if edge(last) && run.len() > last.len_utf8() {
        bounds.push((s, e - last.len_utf8()));
    }
    let mut best: Option<(f32, Piece)> = None;
    for (s, e) in bounds {
        for c in candidates(&word[s..e]).into_iter().take(12) {
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
