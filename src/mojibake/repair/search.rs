//! The search for chains: which encoders and decoders are tried, in which order, what each
//! step costs, and the evidence a clean decode gives.

use super::types::{Candidate, Step};
use crate::encoding::{get_encoding, Encoding, Family};
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::oddness_in_language;
use crate::script::Script;
use std::sync::OnceLock;

/// The most steps a chain has.
pub const MAX_STEPS: usize = 3;

/// How many chains of each length are extended by one more step.
pub(super) const BEAM: usize = 3;

/// What each step costs a candidate (a shorter story wins a tie).
pub(super) const STEP_COST: f32 = 0.3;

/// What a step through a decoder that accepts any byte costs: it proves nothing by decoding
/// without errors.
pub(super) const UNCHECKED_COST: f32 = 1.5;

/// The evidence of a character UTF-8 joined from several, per symbol joined…
pub(super) const COLLAPSE_SYMBOL: f32 = 0.9;

/// …and per letter joined.
pub(super) const COLLAPSE_LETTER: f32 = 0.2;

/// The share of that evidence the other decoders that check their bytes (the CJK ones) give.
pub(super) const COLLAPSE_OTHER: f32 = 0.5;

/// The evidence of each C1 control isomorphic → windows-1252 gives its meaning.
pub(super) const C1_FIXED: f32 = 1.5;

/// What a CJK decoder's output costs without the script its language always writes.
pub(super) const UNEXPECTED_SCRIPT: f32 = 1.5;
/// What each character a step adds by splitting others costs.
pub(super) const SPLIT: f32 = 0.5;

/// What each ASCII character a step makes out of non-ASCII ones costs.
pub(super) const MADE_ASCII: f32 = 1.0;

/// The evidence of each character UTF-8 decodes from a multi-byte encoder's bytes.
pub(super) const COLLAPSE_CJK: f32 = 0.6;

/// What a step through a CJK decoder costs: they accept most pairs of high bytes.
pub(super) const CJK_COST: f32 = 1.0;

/// The order candidates are tried in, which is also the order ties are broken in: the
/// encodings mojibake comes from most often first.
pub(super) const USUAL: [Encoding; 19] = [
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

pub(super) fn usual_order() -> impl Iterator<Item = Encoding> {
    USUAL
        .into_iter()
        .chain(Encoding::ALL.into_iter().filter(|e| !USUAL.contains(e)))
}

/// The decoders a wrong reading may have used (their encoders undo it). gb18030's encoder
/// reaches every code point with four-byte sequences of digits, which no wrong reading made:
/// GBK stands for its two-byte part. ISO-2022-JP's bytes are ASCII: its text, read wrongly,
/// shows escapes, and is repaired by decoding, not by encoding.
pub fn wrong_decoders() -> &'static [Codec] {
    static ALL: OnceLock<Vec<Codec>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut v: Vec<Codec> = usual_order()
            .filter(|e| e.has_encoder() && !matches!(e, Encoding::Gb18030 | Encoding::Iso2022Jp))
            .map(Codec::Encoding)
            .collect();
        v.insert(2, Codec::Isomorphic);
        v
    })
}

/// The decoders the bytes may really have been meant for.
pub fn right_decoders() -> &'static [Codec] {
    static ALL: OnceLock<Vec<Codec>> = OnceLock::new();
    ALL.get_or_init(|| {
        usual_order()
            .filter(|e| !matches!(e, Encoding::Replacement | Encoding::XUserDefined))
            .map(Codec::Encoding)
            .collect()
    })
}

/// Whether a decoder is a legacy one (not UTF-8 or UTF-16).
pub(super) fn is_legacy(c: Codec) -> bool {
    !matches!(c, Codec::Cesu8) && !matches!(c, Codec::Encoding(e) if e.is_unicode())
}

/// Apply one step to `text`, or None where it does not encode or decode cleanly.
pub fn apply(step: Step, text: &str) -> Option<String> {
    let bytes = step.encode.encode(text)?;
    step.decode.decode(&bytes)
}

/// A text's bytes in each encoder asked for them, each made once (the readings of the classic
/// accidents encode with few encoders, windows-1252 most).
pub(super) struct Encodings<'a> {
    text: &'a str,
    made: Vec<(Codec, Option<Vec<u8>>)>,
}

impl<'a> Encodings<'a> {
    pub(super) fn new(text: &'a str) -> Encodings<'a> {
        Encodings {
            text,
            made: Vec::new(),
        }
    }

    /// The text's bytes in `encode`, or None where it does not encode cleanly.
    pub(super) fn bytes(&mut self, encode: Codec) -> Option<&[u8]> {
        let at = match self.made.iter().position(|m| m.0 == encode) {
            Some(at) => at,
            None => {
                self.made.push((encode, encode.encode(self.text)));
                self.made.len() - 1
            }
        };
        self.made[at].1.as_deref()
    }

    /// [`apply`]: `step` on the text.
    pub(super) fn apply(&mut self, step: Step) -> Option<String> {
        step.decode.decode(self.bytes(step.encode)?)
    }
}

/// Step costs of a chain.
pub(super) fn chain_cost(steps: &[Step]) -> f32 {
    steps
        .iter()
        .map(|s| {
            STEP_COST
                + prior(s.encode)
                + match s.decode {
                    _ if steps.len() == 1 && classic_accident(*s) => CLASSIC_COST,
                    c if c.accepts_any_bytes() => UNCHECKED_COST,
                    Codec::Encoding(Encoding::Utf8) => 0.0,
                    Codec::Encoding(e) if !e.is_unicode() => CJK_COST,
                    _ => 0.0,
                }
        })
        .sum()
}

/// What a step between code pages costs where it undoes one of the classic accidents of the
/// legacy web and mail: a national Windows or Mac code page read as windows-1252 (the Western
/// default of browsers and mailers), and Russian's two code pages read one as the other.
pub(super) const CLASSIC_COST: f32 = 0.8;

/// What a chain of one classic accident is spared ([`chain_cost`]) that it is not when more
/// steps follow it (a classic accident, then UTF-8 read wrongly, is no classic story).
pub(super) fn classic_discount(steps: &[Step]) -> f32 {
    match steps {
        [s] if classic_accident(*s) => UNCHECKED_COST - CLASSIC_COST,
        _ => 0.0,
    }
}

/// Whether `step` undoes one of the classic accidents between code pages.
pub(super) fn classic_accident(step: Step) -> bool {
    classic_steps().any(|s| s == step)
}

/// How unlikely a decoder is to have been the wrong one: windows-1252 (what browsers fall back
/// to) and isomorphic decode (what many libraries do) are the usual culprits.
pub(super) fn prior(wrong: Codec) -> f32 {
    match wrong {
        Codec::Isomorphic | Codec::Encoding(Encoding::Windows1252) => 0.0,
        // Mac OS Roman puts symbols where UTF-8's lead bytes are: a symbol pair of real text
        // (`√π`, `∆°`) reads as a character too easily.
        Codec::Encoding(Encoding::Macintosh) => 0.8,
        // (Mac OS Cyrillic has Mac OS Roman's symbols, and is much the rarer culprit.)
        Codec::Encoding(Encoding::XMacCyrillic) => 1.0,
        Codec::Dos(_) | Codec::Cesu8 => 0.6,
        Codec::Encoding(e) if USUAL[..8].contains(&e) => 0.3,
        _ => 0.6,
    }
}

/// Non-ASCII characters of a text: (letters and spaces, everything else).
pub(super) fn non_ascii(text: &str) -> (usize, usize) {
    let mut n = (0, 0);
    for c in text.chars().filter(|c| !c.is_ascii()) {
        if crate::script::alphabetic(c) || c == '\u{A0}' {
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
pub(super) fn collapse_bonus(step: Step, before: &str, after: &str) -> f32 {
    collapse_bonus_of(step, before, Counts::of(before), after)
}

/// What [`collapse_bonus`] counts of a text's characters (counted once for a text every
/// decoder reads).
#[derive(Clone, Copy)]
pub(super) struct Counts {
    ascii: usize,
    non_ascii: usize,
    /// C1 controls.
    c1: usize,
}

impl Counts {
    pub(super) fn of(text: &str) -> Counts {
        let mut n = Counts {
            ascii: 0,
            non_ascii: 0,
            c1: 0,
        };
        for c in text.chars() {
            if c.is_ascii() {
                n.ascii += 1;
            } else {
                n.non_ascii += 1;
                n.c1 += usize::from(('\u{80}'..='\u{9F}').contains(&c));
            }
        }
        n
    }
}

/// [`collapse_bonus`], given what the text before holds.
pub(super) fn collapse_bonus_of(step: Step, before: &str, b: Counts, after: &str) -> f32 {
    let a = Counts::of(after);
    let evidence = match step.decode {
        Codec::Encoding(Encoding::Utf8) => joined_evidence(step, before, after),
        c if c.accepts_any_bytes() => 0.0,
        _ => COLLAPSE_OTHER * joined_evidence(step, before, after),
    };
    // ASCII in mojibake stays ASCII: a step that makes ASCII out of other characters tells a
    // story real mojibake seldom has.
    let made_ascii = a.ascii.saturating_sub(b.ascii) as f32;
    // A step that splits characters into more (one Han character into two Thai ones) makes
    // mojibake more often than it undoes it.
    let split = a.non_ascii.saturating_sub(b.non_ascii) as f32;
    // C1 controls that windows-1252 gives their meaning (`\u{93}` → “): the confusion of
    // ISO-8859-1 with windows-1252, evidence by itself.
    let c1_fixed = if step.encode == Codec::Isomorphic
        && step.decode == Codec::Encoding(Encoding::Windows1252)
    {
        b.c1.saturating_sub(a.c1) as f32
    } else {
        0.0
    };
    evidence - MADE_ASCII * made_ascii - SPLIT * split + C1_FIXED * c1_fixed
        - unexpected_script(step.decode, after)
        - FOREIGN_LETTER * foreign_letters(step, before, after) as f32
}

/// What a CJK decoder's output costs when it lacks the script its language always writes:
/// Japanese text has kana, Korean text Hangul (more of it than Han: hanja are a few words of
/// a Korean text at most), Chinese text its commonest characters. Three random Han characters
/// are what wrong bytes make of anything.
fn unexpected_script(decode: Codec, after: &str) -> f32 {
    use crate::script::{script, Script};
    let Codec::Encoding(e) = decode else {
        return 0.0;
    };
    let has = |want: Script| after.chars().any(|c| script(c) == want);
    let count = |want: Script| after.chars().filter(|&c| script(c) == want).count();
    let lacking = match e {
        Encoding::ShiftJis | Encoding::EucJp | Encoding::Iso2022Jp => !has(Script::Kana),
        Encoding::EucKr => {
            let hangul = count(Script::Hangul);
            hangul == 0 || hangul < count(Script::Han)
        }
        Encoding::Gbk | Encoding::Gb18030 | Encoding::Big5 => {
            !crate::mojibake::plausible::has_common_han(after)
        }
        _ => false,
    };
    if lacking && !after.is_ascii() {
        UNEXPECTED_SCRIPT
    } else {
        0.0
    }
}

/// The evidence of the characters a decode joined: for each character made of several
/// bytes, what the characters after its first were in the text before (a symbol or a control
/// is strong evidence, a letter or a no-break space weak). Exact when the step's encoder has a
/// byte per character (single-byte, isomorphic); counted from the totals otherwise.
pub(super) fn joined_evidence(step: Step, before: &str, after: &str) -> f32 {
    let weigh = |c: char| {
        if crate::script::alphabetic(c) || c == '\u{A0}' {
            COLLAPSE_LETTER
        } else {
            COLLAPSE_SYMBOL
        }
    };
    if step.encode.accepts_any_bytes() || step.encode == Codec::Encoding(Encoding::XUserDefined) {
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
pub(super) fn worth_trying(step: Step, bytes: &[u8]) -> bool {
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
                bytes.len().is_multiple_of(2)
                    && bytes.iter().filter(|&&b| b == 0).count() * 4 >= bytes.len()
            }
            // A text whose bytes are ASCII reads the same in any ASCII-compatible decoder.
            _ => step.encode.ascii_compatible() && !bytes.is_ascii(),
        },
        Codec::Isomorphic | Codec::Dos(_) | Codec::Cesu8 => !bytes.is_ascii(),
    }
}

/// A candidate's score: its oddness, what its steps cost, less the evidence of its decodes.
pub(super) struct Scored {
    steps: Vec<Step>,
    text: String,
    bonus: f32,
}

/// Every one-step extension of `from`.
pub(super) fn one_step(from: &Scored, out: &mut Vec<Scored>) {
    let text = from.text.as_str();
    let counts = Counts::of(text);
    for &encode in wrong_decoders() {
        let Some(bytes) = encode.encode(text) else {
            continue;
        };
        for &decode in right_decoders() {
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
                bonus: from.bonus + collapse_bonus_of(step, text, counts, &t),
                steps,
                text: t,
            });
        }
    }
}

/// Candidates of up to three steps for `text`, best first, one per resulting text (the
/// shortest chain's).
pub fn candidates(text: &str) -> Vec<Candidate> {
    candidates_of(text, MAX_STEPS)
}

/// Candidates of up to `most` steps for `text` (see [`candidates`]).
fn candidates_of(text: &str, most: usize) -> Vec<Candidate> {
    let mut all: Vec<Candidate> = Vec::new();
    let mut frontier = vec![Scored {
        steps: vec![],
        text: text.to_string(),
        bonus: 0.0,
    }];
    for _ in 0..most {
        let mut next = Vec::new();
        for c in &frontier {
            one_step(c, &mut next);
        }
        // The chains extended are the best as first steps of longer ones: a classic accident
        // is spared its cost only as the whole story.
        let mut scored: Vec<(f32, f32, Candidate)> = next
            .into_iter()
            .map(|s| {
                let o = oddness_in_language(&s.text);
                let score = o.total + chain_cost(&s.steps) - s.bonus;
                let key = score + classic_discount(&s.steps);
                let c = Candidate {
                    score,
                    oddness: o.total,
                    language: o.language,
                    strain: o.strain,
                    steps: s.steps,
                    text: s.text,
                };
                (key, s.bonus, c)
            })
            .collect();
        scored.sort_by(|a, b| a.0.total_cmp(&b.0));
        // (And the best chain whose last step decodes UTF-8, the commonest story, which may
        // look odder than code pages' readings halfway: `ЕЎ` before `š`.)
        let utf8 = |c: &Candidate| {
            c.steps.last().map(|s| s.decode) == Some(Codec::Encoding(Encoding::Utf8))
        };
        let mut with_utf8 = scored
            .iter()
            .take(BEAM)
            .any(|(_, _, c)| utf8(c) && c.text != text);
        frontier = Vec::new();
        for (_, bonus, c) in scored {
            let extra = !with_utf8 && utf8(&c);
            if (frontier.len() < BEAM || extra) && c.text != text {
                with_utf8 |= extra;
                frontier.push(Scored {
                    steps: c.steps.clone(),
                    text: c.text.clone(),
                    bonus,
                });
            }
            all.push(c);
        }
        if frontier.is_empty() {
            break;
        }
    }
    shortest_per_text(all, text)
}

/// One candidate per resulting text, best first: of the chains that make the same text, the
/// shortest (the true story), then the usual culprit (the order the search tried them in),
/// ranked where the best of them ranked.
fn shortest_per_text(mut all: Vec<Candidate>, text: &str) -> Vec<Candidate> {
    all.sort_by(|a, b| a.score.total_cmp(&b.score));
    let mut first: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    let mut out: Vec<Candidate> = Vec::new();
    for c in all {
        if c.text == text {
            continue;
        }
        match first.get(&c.text) {
            Some(&i) => {
                if c.steps.len() < out[i].steps.len() {
                    let score = out[i].score;
                    out[i] = Candidate { score, ..c };
                }
            }
            None => {
                first.insert(c.text.clone(), out.len());
                out.push(c);
            }
        }
    }
    out
}

/// Which chains a repair may take: any it finds, or only the ones given (to reproduce a
/// repair from its command line).
#[derive(Clone, Copy, Debug, Default)]
pub enum Search<'a> {
    #[default]
    All,
    Only(&'a [Vec<Step>]),
}

impl Search<'_> {
    /// The classic accidents between code pages this search allows, each undone on `text`,
    /// best first.
    pub(super) fn classic(&self, text: &str) -> Vec<Candidate> {
        let mut out: Vec<Candidate> = classic_steps()
            .map(|s| vec![s])
            .filter(|c| match self {
                Search::All => true,
                Search::Only(chains) => chains.contains(c),
            })
            .filter_map(|steps| score_chain(&steps, text))
            .filter(|c| c.text != text)
            .collect();
        out.sort_by(|a, b| a.score.total_cmp(&b.score));
        out
    }

    /// The candidates of one step for `text`, best first.
    pub(super) fn one_step(&self, text: &str) -> Vec<Candidate> {
        let mut out = match self {
            Search::All => candidates_of(text, 1),
            Search::Only(_) => self.candidates(text),
        };
        out.retain(|c| c.steps.len() == 1);
        out
    }

    /// The candidates for `text`, best first.
    pub(super) fn candidates(&self, text: &str) -> Vec<Candidate> {
        match self {
            Search::All => candidates(text),
            Search::Only(chains) => {
                let mut out: Vec<Candidate> = chains
                    .iter()
                    .filter_map(|steps| score_chain(steps, text))
                    .filter(|c| c.text != text)
                    .collect();
                out.sort_by(|a, b| a.score.total_cmp(&b.score));
                out
            }
        }
    }
}

/// A classic accident between code pages (`assets/accidents.tsv`): the step that undoes it,
/// and for a code page of Latin letters, the accented letters of the languages it was written
/// for (lower case).
struct Accident {
    step: Step,
    letters: Option<String>,
}

fn accidents() -> &'static [Accident] {
    static TABLE: OnceLock<Vec<Accident>> = OnceLock::new();
    TABLE.get_or_init(|| {
        include_str!("../../../assets/accidents.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| {
                let mut cols = l.split('\t');
                let (read, written) = (cols.next()?, cols.next()?);
                let letters = cols.next().map(|langs| {
                    langs
                        .split(';')
                        .filter_map(|name| {
                            crate::script::alphabets()
                                .iter()
                                .find(|a| a.language == name.trim())
                        })
                        .map(|a| a.letters)
                        .collect::<String>()
                });
                Some(Accident {
                    step: Step {
                        encode: Codec::Encoding(get_encoding(read).ok()?),
                        decode: Codec::Encoding(get_encoding(written).ok()?),
                    },
                    letters,
                })
            })
            .collect()
    })
}

/// The steps that undo a classic accident between code pages (`assets/accidents.tsv`: the
/// text was read with the step's encoder, written in its decoder's encoding), in the table's
/// order.
pub fn classic_steps() -> impl Iterator<Item = Step> {
    accidents().iter().map(|a| a.step)
}

/// What undoing a classic accident costs for each accented Latin letter it makes that no
/// language its code page was written for writes ([`foreign_letters`]).
pub(super) const FOREIGN_LETTER: f32 = 1.0;

/// How many accented Latin letters `step` made of `before` (giving `after`) that no language
/// its code page was written for writes, where it undoes a classic accident whose languages
/// the table names: windows-1257 has `æ` and `ø`, which no Baltic language writes, and a
/// Danish `¿delagde` is `ødelagde` through Mac OS Roman, not `ædelagde` through windows-1257.
pub(super) fn foreign_letters(step: Step, before: &str, after: &str) -> usize {
    let Some(letters) = accidents()
        .iter()
        .find(|a| a.step == step)
        .and_then(|a| a.letters.as_deref())
    else {
        return 0;
    };
    before
        .chars()
        .zip(after.chars())
        .filter(|&(b, a)| b != a && !a.is_ascii() && crate::script::script(a) == Script::Latin)
        .filter(|&(_, a)| a.is_alphabetic())
        .filter(|&(_, a)| {
            !a.to_lowercase()
                .all(|l| l.is_ascii() || letters.contains(l))
        })
        .count()
}

/// A chain applied to `text`, scored (its oddness, what its steps cost, less the evidence of
/// its decodes); None where a step does not encode or decode cleanly.
pub(super) fn score_chain(steps: &[Step], text: &str) -> Option<Candidate> {
    let mut t = text.to_string();
    let mut bonus = 0.0;
    for &s in steps {
        let next = apply(s, &t)?;
        bonus += collapse_bonus(s, &t, &next);
        t = next;
    }
    let o = oddness_in_language(&t);
    Some(Candidate {
        score: o.total + chain_cost(steps) - bonus,
        oddness: o.total,
        language: o.language,
        strain: o.strain,
        steps: steps.to_vec(),
        text: t,
    })
}

/// Apply every step of a chain to `text`.
pub fn apply_chain(steps: &[Step], text: &str) -> Option<String> {
    let mut t = text.to_string();
    for &s in steps {
        t = apply(s, &t)?;
    }
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_classic_accident_of_the_table_is_two_encodings_of_the_standard() {
        let lines = include_str!("../../../assets/accidents.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .count();
        assert_eq!(classic_steps().count(), lines);
        let koi8_as_1251 = Step {
            encode: Codec::Encoding(Encoding::Koi8R),
            decode: Codec::Encoding(Encoding::Windows1251),
        };
        assert!(classic_accident(koi8_as_1251));
        let latin1_as_1250 = Step {
            encode: Codec::Encoding(Encoding::Iso8859_2),
            decode: Codec::Encoding(Encoding::Windows1250),
        };
        assert!(!classic_accident(latin1_as_1250));
    }

    #[test]
    fn a_letter_no_language_of_the_code_page_writes_is_counted() {
        let as_1252 = |written| Step {
            encode: Codec::Encoding(Encoding::Windows1252),
            decode: Codec::Encoding(written),
        };
        let baltic = as_1252(Encoding::Windows1257);
        assert_eq!(
            foreign_letters(baltic, "¿delagde ¯l Øl", "ædelagde Æl Ųl"),
            2
        );
        assert_eq!(foreign_letters(baltic, "ðis þodis", "šis žodis"), 0);
        assert_eq!(foreign_letters(baltic, "Ðis", "Šis"), 0);
        // (Mac OS Roman was written for every Western language: the table names none.)
        let mac = as_1252(Encoding::Macintosh);
        assert_eq!(foreign_letters(mac, "¿delagde", "ødelagde"), 0);
    }
}
