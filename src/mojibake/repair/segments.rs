//! Repair part by part: each line is decided on its own, so a file that gathered text from
//! several places gets each part its own chain, and a part that reads as text is left alone.
//!
//! The search over the whole text proposes; this decides. For each line the search changed,
//! the readings are the line as it is, what the search made of it, and each chain the search
//! found (one wrong reading, as the whole text's or among the chains it did not take), the
//! classic accidents between code pages and UTF-8 read as windows-1252, applied to the line
//! alone. Each reading costs what its text costs as real text
//! ([`crate::script::letters::likely::cost`]) plus what its story costs ([`super::story`]);
//! the cheapest wins, and how much cheaper it is than the others says how sure it is (a
//! probability). A repair below the confidence asked for is not made: the line stays as it is,
//! and its readings are listed ([`Unsure`]). A line of a long text the search left as it is
//! stays so; in a short text (a word, a field, a few lines) such a line is read as the classic
//! accidents too, where they keep its alphabets and make text that is not odd, and the line as
//! it is saves what the search's reading saves: a word in a code page read as another of its
//! alphabet (`prŽcŽdemment`) looks too little odd for the search to propose anything.
//!
//! The chains given (`Search::Only`, `--chain`) are a rule for the decision, not for the
//! search's proposal: a repair reproduced from the chains it took weighs the parts it weighed.
//!
//! The whole text's chains are evidence, not a rule: a chain that repaired other lines of the
//! text for sure costs a line less ([`Evidence`]), so a short line in a file of the same damage
//! is repaired as its neighbours were.

use super::again::{pages as pages_of, read_again};
use super::plan::keep_strays;
use super::search::{apply_chain, classic_steps, Search};
use super::story::{
    chain_bits, lost_bits, search_saving, story_bits, temperature, unasked_per_letter,
    unasked_per_sign, unasked_saving,
};
use super::types::{
    clean, words, NotTaken, Proposal, Repair, Span, Step, Unsure, Weighed, Weighing, LONG,
    MIN_CONFIDENCE, SHORT,
};
use super::whole::{only_drawings, still_odd};
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::oddness;
use crate::script::letters::likely::cost_below;
use crate::script::letters::listed;
use crate::script::{letter_script, Script};

/// How likely a reading not taken must be for the part to be listed as unsure.
const SHOWN: f32 = 0.15;

/// The most readings listed for an unsure part, besides the part as it is.
const LISTED: usize = 4;

/// A reading of a part.
#[derive(Clone, Debug)]
struct Reading {
    text: String,
    /// The chains that make it (none: the part as it is).
    chains: Vec<Vec<Step>>,
    /// Where it came from: the search's own, or one chain applied to the part.
    from: From,
    /// What it costs, in bits: its text, and what its story costs beyond its chains' kinds
    /// (see [`Evidence::bits`] for those).
    bits: f32,
    /// Whether the search allows its chains.
    allowed: bool,
    /// The search's reading completed by its own chains ([`completed`]): its spans.
    spans: Option<Vec<Span>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum From {
    AsIs,
    Search,
    Chain,
}

/// What earlier text told of its chains: how many parts each repaired for sure (a long text
/// is decided piece by piece, and each piece is told what the pieces before it found).
#[derive(Clone, Debug, Default)]
pub(super) struct Evidence {
    sure: Vec<(Vec<Step>, u32)>,
}

impl Evidence {
    /// What chain `c`'s story costs a part of this text: less for each part it repaired for
    /// sure, down to a bit.
    pub(super) fn bits(&self, chains: &[Vec<Step>]) -> f32 {
        chains
            .iter()
            .map(|c| {
                let k = self.sure.iter().find(|(x, _)| x == c).map_or(0, |e| e.1);
                (chain_bits(c) - (1.0 + k as f32).log2()).max(1.0f32.min(chain_bits(c)))
            })
            .sum()
    }

    /// The chain that repaired the most parts for sure, if any did.
    fn most(&self) -> Option<&Vec<Step>> {
        let best = self.sure.iter().filter(|e| e.1 > 0).max_by_key(|e| e.1)?;
        Some(&best.0)
    }

    /// Whether a chain that repaired earlier text for sure changes `text`.
    fn changes(&self, text: &str) -> bool {
        !text.is_ascii()
            && self
                .sure
                .iter()
                .any(|(c, k)| *k > 0 && apply_chain(c, text).is_some_and(|t| t != text))
    }

    fn remove(&mut self, chains: &[Vec<Step>]) {
        for c in chains {
            if let Some(e) = self.sure.iter_mut().find(|(x, _)| x == c) {
                e.1 = e.1.saturating_sub(1);
            }
        }
    }

    pub(super) fn add(&mut self, chains: &[Vec<Step>]) {
        for c in chains {
            match self.sure.iter_mut().find(|(x, _)| x == c) {
                Some(e) => e.1 += 1,
                None => self.sure.push((c.clone(), 1)),
            }
        }
    }
}

/// A part of the input: its byte range (without its line break), and what was decided.
struct Part {
    start: usize,
    end: usize,
    readings: Vec<Reading>,
    /// The search's spans in it.
    spans: std::ops::Range<usize>,
}

/// Decide `engine` (the search's repair of `input`) part by part (see the module): the
/// repair made, with each span's confidence and the parts left unsure.
pub(super) fn decide(
    input: &str,
    engine: Repair,
    search: Search,
    min: f32,
    evidence: &mut Evidence,
) -> Repair {
    // (A chain that changed the words themselves, UTF-16 or ISO-2022-JP, was read as one
    // text: it is one part.)
    let cross = engine
        .spans
        .iter()
        .any(|s| input[s.start..s.end].contains('\n'));
    let bounds = if cross {
        vec![(0, input.len())]
    } else {
        lines(input)
    };
    // The chains the whole text's search found, tried on every line that may hold damage.
    let mut found: Vec<Vec<Step>> = Vec::new();
    let offer = |c: &[Step], found: &mut Vec<Vec<Step>>| {
        if !c.is_empty() && !found.iter().any(|x| x == c) {
            found.push(c.to_vec());
        }
    };
    if engine.whole {
        offer(&engine.steps, &mut found);
    }
    // (Not a chain whose text does not read as text, or that only turns a table's box drawing
    // into letters.)
    // (Nor a longer story than one wrong reading: the search weighed those as it found them.)
    // (A line the search left is read as each chain of one wrong reading it proposed for the
    // whole text, a chain whose text was still odd there among them: in a file of two
    // damages and a fine line, the whole text's reading is odd where this line's need not be.
    // Not where the line is the whole text: the search weighed it so.)
    let mut proposed = Vec::new();
    for a in &engine.alternatives {
        if bounds.len() > 1 && a.steps.len() == 1 && !matches!(a.why, NotTaken::OnlyDrawings) {
            offer(&a.steps, &mut proposed);
        }
        if a.steps.len() == 1 && !matches!(a.why, NotTaken::StillOdd | NotTaken::OnlyDrawings) {
            offer(&a.steps, &mut found);
        }
    }
    if let Search::Only(chains) = search {
        for c in chains {
            offer(c, &mut found);
        }
    }
    // (And the sibling of a DOS code page the search read a part as: cp437 and cp850 read
    // most bytes alike, and where they part only the letters tell which it was.)
    let dos = engine.spans.iter().map(|s| &s.steps).chain([&engine.steps]);
    for sibling in dos.filter_map(|c| super::plan::dos_sibling(c)) {
        offer(&sibling, &mut found);
    }
    // (And UTF-8 read as windows-1252 or by isomorphic decode, the commonest damage: a line
    // whose every word the search repaired through another chain first may be only that.)
    for encode in [Codec::Encoding(Encoding::Windows1252), Codec::Isomorphic] {
        let decode = Codec::Encoding(Encoding::Utf8);
        offer(&[Step { encode, decode }], &mut found);
    }
    // (And the classic accidents between code pages: these alone are read into a part the
    // search did not propose to change, where its letters look little odder than words. The
    // search weighs UTF-8's joined bytes as these cannot, and found none there.)
    let mut classic = Vec::new();
    for s in classic_steps() {
        offer(&[s], &mut classic);
        offer(&[s], &mut found);
    }
    for (c, _) in evidence.sure.iter().filter(|e| e.1 > 0) {
        offer(c, &mut found);
    }
    let allowed = |chains: &[Vec<Step>]| match search {
        Search::All => true,
        Search::Only(only) => chains.iter().all(|c| only.contains(c)),
    };
    let text_chain = evidence.most();
    let mut pages = None;
    // (The scripts the whole text writes, once asked.)
    let written = std::cell::OnceCell::new();
    let mut parts = Vec::new();
    let mut at = 0;
    for (start, end) in bounds {
        let first = at;
        while at < engine.spans.len() && engine.spans[at].start < end {
            at += 1;
        }
        let spans = first..at;
        let text = &input[start..end];
        // (A part of a long text the search left as it is stays so, the chains given or not:
        // the readings weigh what it proposed. Not where the chains earlier text repaired for
        // sure, the lines decided at a glance among them, would change it: then those are
        // weighed, as the whole text's chain is. In a short text, a word, a field or a few
        // lines, every line is weighed: the search proposes only where the text looks odd,
        // and a word in a code page read as another of the same alphabet, `prŽcŽdemment`,
        // looks little odder than a word; the readings are weighed as the search's are.)
        let unasked = spans.is_empty() && !evidence.changes(text);
        if unasked && (input.len() >= SHORT || text.is_ascii()) {
            continue;
        }
        // (Where the search left the part as it is, that is its reading: every other reading
        // pays for what the search would have seen of it, [`unasked_bits`], as the search's
        // reading saves what it proposes.)
        let mut readings = vec![Reading {
            text: text.to_string(),
            chains: Vec::new(),
            from: From::AsIs,
            bits: 0.0,
            allowed: true,
            spans: None,
        }];
        let mine = &engine.spans[spans.clone()];
        if !mine.is_empty() {
            let prefix = if engine.whole { &engine.steps[..] } else { &[] };
            let (t, chains) = searched(input, start, end, mine, prefix);
            // (Where its own chains read more of the line, the letters tell whether they
            // should: the search weighs a word alone, and `ë‘”` alone looks like a letter and
            // two quotes.)
            let (t, chains, spans) = match completed(input, start, end, mine, &t) {
                Some((more, spans)) => {
                    let c = searched(input, start, end, &spans, prefix).1;
                    (more, c, Some(spans))
                }
                None => (t, chains, None),
            };
            let saving = searched_saving(text, &t, mine);
            readings.push(Reading {
                allowed: allowed(&chains),
                text: t,
                chains,
                from: From::Search,
                bits: -saving,
                spans,
            });
        }
        // Where the search changed the line by a chain for the whole text, the chains of one
        // wrong reading a search of the line alone finds are read too: what fits the whole
        // text may not be what fits this line (`¼Ò½º` beside a Cyrillic line is Korean, which
        // the whole text cannot be).
        let by_whole = mine.iter().any(|s| s.whole_steps > 0);
        let own: Vec<Vec<Step>> = if by_whole {
            search
                .one_step(text)
                .into_iter()
                .filter(|c| !found.contains(&c.steps))
                .take(OWN)
                .map(|c| c.steps)
                .collect()
        } else {
            Vec::new()
        };
        {
            let tried = if unasked { &classic } else { &found };
            let more = if unasked { &proposed } else { &own };
            for c in tried.iter().chain(more) {
                // (A word the chain would move into a script none of its neighbours write
                // stays as it is: the chain is not its story.)
                let Some(t) = apply_chain(c, text).map(|t| keep_strays(text, &t)) else {
                    continue;
                };
                // (A part the search did not propose to change is read only as alphabets the
                // text writes, in this line or another, or as a chain the search proposed,
                // into text that is not odd, as the search takes a chain for a whole text, and
                // that no code page read again: where the search saw no damage, a reading into
                // a script the text never writes, garbage made other garbage, a table's box
                // drawing made signs, or a reading that is itself UTF-8 misread, `merkwĂĽrdig`,
                // is no story. A fine Russian line supports Cyrillic for `Ïðèâåò` beside it,
                // which the search's chain for the whole text cannot read; a word the reading
                // spells, `файл` for `ôàéë`, supports its own script; and the letters of ASCII
                // are Latin, so Spanish in Mac OS Roman read as windows-1252, `r‡pidamente`, is
                // read as `rápidamente`, and the letters tell it from English's `it’s`.)
                let around = || written.get_or_init(|| written_scripts(input));
                if unasked
                    && ((!proposed.contains(c) && moves_beyond(around(), &t) && !spelled(text, &t))
                        || still_odd(c, &t)
                        || only_drawings(text, &t)
                        || misread_words(text, &t, &mut pages))
                {
                    continue;
                }
                // (Where the search saw no damage, that is evidence against every reading that
                // changes the part: the more letters it changes, the more the search would
                // have seen.)
                let unseen = if unasked { unasked_bits(text, &t) } else { 0.0 };
                // (Of two stories that make the same text, the cheaper is told, and one the
                // repair may take before one it may not.)
                if let Some(r) = readings.iter_mut().find(|r| r.text == t) {
                    let ours = chain_bits(c);
                    let theirs: f32 = r.chains.iter().map(|x| chain_bits(x)).sum();
                    let mine = allowed(std::slice::from_ref(c));
                    if r.from != From::AsIs && mine && (ours < theirs || !r.allowed) {
                        r.chains = vec![c.clone()];
                        r.from = From::Chain;
                        r.allowed = true;
                        // (The search proposed this text: its saving stays.)
                        r.bits = story_bits(c, text) - ours - search_saving() + unseen;
                    }
                    continue;
                }
                // (The chain most of the text's parts took for sure is read as the whole
                // text's chain is: as the search's.)
                let ours = text_chain == Some(c);
                let saving = if ours { search_saving() } else { 0.0 };
                let chains = vec![c.clone()];
                readings.push(Reading {
                    allowed: allowed(&chains),
                    bits: story_bits(c, text) - chain_bits(c) - saving + unseen,
                    text: t,
                    chains,
                    from: From::Chain,
                    spans: None,
                });
            }
        }
        // (What each text costs, once: the story is added as the evidence stands. A reading
        // that costs more than an allowed one by far more than the evidence can make up for is
        // let go: its odds are too small to show in any figure. The search's reading is costed
        // first, as the likeliest; the part as it is, let go so, stays with no odds at all.)
        let mut best = f32::INFINITY;
        let far = FAR * temperature();
        let mut order: Vec<usize> = (0..readings.len()).collect();
        if readings.len() > 1 && readings[1].from == From::Search && readings[1].allowed {
            order.swap(0, 1);
        }
        let mut gone = vec![false; readings.len()];
        for (k, &i) in order.iter().enumerate() {
            let r = &mut readings[i];
            let story = r.bits + unexplained(text, r);
            let most = if k == 0 {
                f32::INFINITY
            } else {
                best + far - story
            };
            match text_bits(&r.text, most) {
                Some(bits) => r.bits = story + bits,
                None if i == 0 => r.bits = f32::INFINITY,
                None => {
                    gone[i] = true;
                    continue;
                }
            }
            if r.allowed {
                best = best.min(r.bits + Evidence::default().bits(&r.chains));
            }
        }
        let mut i = 0;
        readings.retain(|_| {
            i += 1;
            !gone[i - 1]
        });
        parts.push(Part {
            start,
            end,
            readings,
            spans,
        });
    }
    // First the parts alone; then again with what the sure ones told of the text's chains
    // (each part told what the others found, not what it found itself).
    let mut chosen: Vec<Choice> = parts.iter().map(|p| choose(p, evidence, min)).collect();
    let before = evidence.sure.clone();
    fn own<'a>(p: &'a Part, c: &Choice, min: f32) -> &'a [Vec<Step>] {
        match c.reading != 0 && c.confidence >= min {
            true => &p.readings[c.reading].chains,
            false => &[],
        }
    }
    for (p, c) in parts.iter().zip(&chosen) {
        evidence.add(own(p, c, min));
    }
    if evidence.sure != before {
        chosen = parts
            .iter()
            .zip(&chosen)
            .map(|(p, c)| {
                let mut others = evidence.clone();
                others.remove(own(p, c, min));
                choose(p, &others, min)
            })
            .collect();
    }
    let mut r = assemble(input, engine, parts, chosen);
    r.min_confidence = min;
    r
}

/// What was decided for a part: the reading taken (its index; 0 is the part as it is), its
/// confidence, and how likely each reading is.
struct Choice {
    reading: usize,
    confidence: f32,
    probs: Vec<f32>,
}

/// The reading taken for a part, told what `evidence` says of the text's chains.
fn choose(p: &Part, evidence: &Evidence, min: f32) -> Choice {
    let probs = likelihoods(p, evidence);
    // The likeliest reading the search allows; the part as it is unless it is sure enough.
    let best = (0..p.readings.len())
        .filter(|&i| p.readings[i].allowed)
        .max_by(|&a, &b| probs[a].total_cmp(&probs[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    let confidence = probs[best];
    let reading = if best != 0 && confidence < min {
        0
    } else {
        best
    };
    Choice {
        reading,
        confidence,
        probs,
    }
}

/// How likely each reading of a part is (they add up to 1).
fn likelihoods(p: &Part, evidence: &Evidence) -> Vec<f32> {
    let t = temperature();
    let bits: Vec<f32> = p
        .readings
        .iter()
        .map(|r| r.bits + evidence.bits(&r.chains))
        .collect();
    let least = bits.iter().copied().fold(f32::INFINITY, f32::min);
    let odds: Vec<f32> = bits.iter().map(|b| (-(b - least) / t).exp2()).collect();
    let sum: f32 = odds.iter().sum();
    odds.iter().map(|o| o / sum).collect()
}

/// The search's reading of the part `start..end`, from its `spans` there: its text and its
/// chains (the whole text's chain `prefix` once, then each part's own after it).
fn searched(
    input: &str,
    start: usize,
    end: usize,
    spans: &[Span],
    prefix: &[Step],
) -> (String, Vec<Vec<Step>>) {
    let mut out = String::with_capacity(end - start);
    let mut at = start;
    let mut chains: Vec<Vec<Step>> = Vec::new();
    for s in spans {
        out.push_str(&input[at..s.start]);
        out.push_str(&s.after);
        at = s.end;
        let (whole, own) = match s.steps.strip_prefix(prefix) {
            Some(own) if !prefix.is_empty() => (Some(prefix), own),
            _ => (None, &s.steps[..]),
        };
        for c in whole.into_iter().chain([own]) {
            if !c.is_empty() && !chains.iter().any(|x| x == c) {
                chains.push(c.to_vec());
            }
        }
    }
    out.push_str(&input[at..end]);
    (out, chains)
}

/// The search's reading `searched` of the line `start..end` (its `spans` there) completed by
/// its own chains of one wrong reading of UTF-8, where that reads likelier as text by more
/// than the stories added: each word it left that such a chain reads cleanly (`ë‘”` among
/// Korean words it repaired is `둔`; alone it looked like a letter and two quotes), and each
/// part it repaired that the same chain reads cleanly again (damage done twice and undone
/// once: `Ã«` is `ë`). The completed text and its spans; None where nothing completes it.
fn completed(
    input: &str,
    start: usize,
    end: usize,
    spans: &[Span],
    searched: &str,
) -> Option<(String, Vec<Span>)> {
    let read = |c: &[Step], t: &str| apply_chain(c, t).filter(|r| r != t && r.chars().all(clean));
    // (Chains that read UTF-8 only: bytes that decode as UTF-8 by chance are few, so a clean
    // reading is evidence; a code page reads any bytes.)
    let utf8 =
        |s: &&Span| s.steps.len() == 1 && s.steps[0].decode == Codec::Encoding(Encoding::Utf8);
    let mut chains: Vec<&[Step]> = Vec::new();
    for s in spans.iter().filter(utf8) {
        if !chains.contains(&&s.steps[..]) {
            chains.push(&s.steps);
        }
    }
    if chains.is_empty() {
        return None;
    }
    let mut out: Vec<Span> = Vec::with_capacity(spans.len());
    let mut stories = 0.0;
    let line = &input[start..end];
    let mut next = spans.iter().peekable();
    for (ws, we) in words(line).into_iter().map(|(s, e)| (start + s, start + e)) {
        // (The search's parts up to this word, each read again where it reads cleanly.)
        while let Some(s) = next.next_if(|s| s.start < we) {
            let again = utf8(&s).then(|| read(&s.steps, &s.after)).flatten();
            match again {
                Some(after) => {
                    stories += chain_bits(&s.steps);
                    let mut steps = s.steps.clone();
                    steps.extend_from_slice(&s.steps);
                    out.push(Span {
                        after,
                        steps,
                        ..s.clone()
                    });
                }
                None => out.push(s.clone()),
            }
        }
        let word = &input[ws..we];
        let inside = spans.iter().any(|s| s.start < we && s.end > ws);
        if inside || word.is_ascii() {
            continue;
        }
        if let Some((c, after)) = chains.iter().find_map(|c| Some((c, read(c, word)?))) {
            out.push(Span {
                start: ws,
                end: we,
                out_start: 0,
                out_end: 0,
                before: word.to_string(),
                after,
                steps: c.to_vec(),
                evidence: 0.0,
                weighed: None,
                lost: 0,
                confidence: 0.0,
                whole_steps: 0,
            });
        }
    }
    out.extend(next.cloned());
    out.sort_by_key(|s| s.start);
    let mut text = String::with_capacity(line.len());
    let mut at = start;
    for s in &out {
        text.push_str(&input[at..s.start]);
        text.push_str(&s.after);
        at = s.end;
    }
    text.push_str(&input[at..end]);
    if text == searched || keep_strays(searched, &text) != text {
        return None;
    }
    let was = text_bits(searched, f32::INFINITY)?;
    let now = text_bits(&text, was - stories)?;
    (now + stories < was).then_some((text, out))
}

/// What the search's reading `t` of a part (`text`, where it proposed `spans`) saves beside
/// its cost ([`search_saving`]): the search weighs what letters cannot, which bytes a chain
/// joined and which were lost. Where it joined none and saw nothing odd in the part, before or
/// after (a word in a code page read as another of the same alphabet looks no odder than a
/// word), it took the reading for how its letters read, and that the reading's cost counts
/// already: its saving is no more than what the letters gain (a fine `seperti é.` is no
/// `seperti È.` for the 2.6 bits Mac OS Roman's `È` reads better in Indonesian). (Joined bytes
/// are looked at first: a span its units explained was never weighed, and is weighed only where
/// it joined none.)
fn searched_saving(text: &str, t: &str, spans: &[Span]) -> f32 {
    let saw = spans.iter().any(|s| {
        s.evidence > 0.0 || {
            let o = s.oddness();
            o.before > 0.0 || o.after > 0.0
        }
    });
    if saw {
        return search_saving();
    }
    let gain = match (text_bits(text, f32::INFINITY), text_bits(t, f32::INFINITY)) {
        (Some(as_is), Some(read)) => as_is - read,
        _ => 0.0,
    };
    gain.clamp(0.0, search_saving())
}

/// What a reading's text costs: as real text, each U+FFFD a character that was there and was
/// lost (what it was cannot be weighed, and a reading that says so is no odder for it than one
/// that invents it). None where it costs more than `most` bits.
pub(super) fn text_bits(text: &str, most: f32) -> Option<f32> {
    let lost = text.matches('\u{FFFD}').count();
    if lost == 0 {
        return cost_below(text, most).map(|c| c.bits);
    }
    let lost = lost as f32 * lost_bits();
    cost_below(&text.replace('\u{FFFD}', ""), most - lost).map(|c| c.bits + lost)
}

/// How much more than an allowed reading a reading may cost before it is let go, in units of
/// the temperature: odds of 2^-40 change no confidence shown.
const FAR: f32 = 40.0;

/// The most chains a search of one line alone adds to its readings.
const OWN: usize = 8;

/// What a reading of a part the search proposed nothing for costs beyond its story: that the
/// search saw no damage there is evidence against it ([`unasked_saving`]), but only as much as
/// the search could have seen. A letter read as another letter (`urèit` for `určit`: a word
/// in a code page read as another of its alphabet) looks no odder than a letter, and costs
/// [`unasked_per_letter`] each, up to the whole saving: one such letter is little to see, ten
/// (`РСФСР и СССР` read as KOI8-R) would have looked odd. A sign the reading makes a letter, or
/// a letter it makes a sign (`€ur` for `Äur`, `pressioná-la` for `pression·-la`), the search
/// saw, and left: [`unasked_per_sign`] each; but a sign between two letters (`ge‘xporteerd`)
/// it saw odd and could not take alone, and costs what a letter does. A reading of another
/// length pays the whole saving.
fn unasked_bits(before: &str, after: &str) -> f32 {
    let whole = unasked_saving();
    let (b, a): (Vec<char>, Vec<char>) = (before.chars().collect(), after.chars().collect());
    if b.len() != a.len() {
        return whole;
    }
    // (`hab’a` is `había` in Mac OS Roman read as windows-1252; `€uro` starts with a sign
    // where signs stand.)
    let letter = |i: Option<usize>| i.and_then(|i| b.get(i)).is_some_and(|c| c.is_alphabetic());
    let bits: f32 = (0..b.len())
        .filter(|&i| b[i] != a[i])
        .map(|i| {
            let inside = letter(i.checked_sub(1)) && letter(Some(i + 1));
            match (b[i].is_alphabetic() && a[i].is_alphabetic()) || inside {
                true => unasked_per_letter(),
                false => unasked_per_sign(),
            }
        })
        .sum();
    bits.min(whole)
}

/// What the words a reading leaves as they are cost its story where its chain for the whole
/// line would have changed them: a line written in one code page and read as another is read so
/// whole, and each word the reading keeps from the chain is one more story to tell, as dear as the
/// chain's (Danish `Sidste ændring af adgangskode (ÅÅÅÅ-MM-DD)` read as Thai text in windows-874
/// would make `ændring` Thai too).
fn unexplained(before: &str, r: &Reading) -> f32 {
    let Some(chain) = r
        .chains
        .first()
        .filter(|c| r.from != From::AsIs && !c.is_empty())
    else {
        return 0.0;
    };
    let (wb, wa) = (words(before), words(&r.text));
    if wb.len() != wa.len() {
        return 0.0;
    }
    let kept = wb
        .iter()
        .zip(&wa)
        .filter(|&(&(bs, be), &(as_, ae))| before[bs..be] == r.text[as_..ae])
        .filter(|&(&(bs, be), _)| {
            let word = &before[bs..be];
            !word.is_ascii() && apply_chain(chain, word).is_some_and(|t| t != word)
        })
        .count();
    kept as f32 * chain_bits(chain)
}

/// Keep of `alternatives` the chains not taken: not one that makes the repaired `text`, nor one
/// a part took (`spans`), nor one an unsure part lists.
pub(super) fn keep_not_taken(
    alternatives: &mut Vec<super::types::Alternative>,
    text: &str,
    spans: &[Span],
    unsure: &[Unsure],
) {
    let listed = |a: &super::types::Alternative| {
        unsure
            .iter()
            .any(|u| u.readings.iter().any(|p| p.steps == a.steps))
    };
    alternatives
        .retain(|a| a.text != text && !spans.iter().any(|s| s.steps == a.steps) && !listed(a));
}

/// Whether a word of `after` that is not as in `before` reads again as UTF-8 read by a code
/// page, in its own alphabets ([`read_again`]: `merkwĂĽrdig` is `merkwürdig`, and `уже` no
/// Han character; `pages`: the code pages, once asked for).
fn misread_words(before: &str, after: &str, pages: &mut Option<Vec<Codec>>) -> bool {
    let pages = pages.get_or_insert_with(pages_of);
    let again = |a: &str| read_again(a, pages, |t| !moves_script(a, t));
    let (wb, wa) = (words(before), words(after));
    if wb.len() != wa.len() {
        return again(after);
    }
    wb.iter()
        .zip(&wa)
        .map(|(&(bs, be), &(s, e))| (&before[bs..be], &after[s..e]))
        .any(|(b, a)| a != b && again(a))
}

/// Whether `after` has a letter of a script no letter of `before` is in.
fn moves_script(before: &str, after: &str) -> bool {
    moves_beyond(&scripts(before), after)
}

/// Whether every word a reading of `before` changes becomes one a language lists among its
/// most frequent (`файл` for `ôàéë`): the reading's own words support it.
fn spelled(before: &str, after: &str) -> bool {
    let changed = words_changed(before, after);
    !changed.is_empty()
        && changed.iter().all(|&(_, (s, e))| {
            let word = after[s..e].trim_matches(|c: char| !c.is_alphabetic());
            listed(word)
        })
}

/// Whether `after` has a letter of a script none of `had` is.
fn moves_beyond(had: &[Script], after: &str) -> bool {
    scripts(after).iter().any(|s| !had.contains(s))
}

/// The scripts `t` writes: those of its letters, and Latin where it has a letter of ASCII.
fn written_scripts(t: &str) -> Vec<Script> {
    let mut s = scripts(t);
    if !s.contains(&Script::Latin) && t.bytes().any(|b| b.is_ascii_alphabetic()) {
        s.push(Script::Latin);
    }
    s
}

/// The scripts of the letters of `t`, each once.
fn scripts(t: &str) -> Vec<Script> {
    let mut v: Vec<Script> = t.chars().filter_map(letter_script).collect();
    v.sort_unstable_by_key(|s| *s as u8);
    v.dedup();
    v
}

/// Whether `chain`, the one chain every repaired part took, was in effect applied to the whole
/// text: it makes `text` from all of `input` (not where it would change a line that reads as
/// text without it).
pub(super) fn makes_all(chain: &[Step], input: &str, text: &str) -> bool {
    !chain.is_empty() && apply_chain(chain, input).is_some_and(|t| t == text)
}

/// The lines of `input`, each without its line break (`\r\n` or `\n`).
pub(super) fn lines(input: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for nl in memchr::memchr_iter(b'\n', input.as_bytes()) {
        let end = if nl > start && input.as_bytes()[nl - 1] == b'\r' {
            nl - 1
        } else {
            nl
        };
        out.push((start, end));
        start = nl + 1;
    }
    if start < input.len() {
        out.push((start, input.len()));
    }
    out
}

/// The repair the decisions make: the input with each part's reading, the spans with their
/// confidence, and the parts left unsure.
fn assemble(input: &str, engine: Repair, parts: Vec<Part>, chosen: Vec<Choice>) -> Repair {
    let mut text = String::with_capacity(input.len());
    let mut spans: Vec<Span> = Vec::new();
    let mut unsure = Vec::new();
    let mut at = 0;
    let mut chain_parts = 0;
    for (p, choice) in parts.iter().zip(chosen) {
        let (r, confidence, probs) = (choice.reading, choice.confidence, choice.probs);
        text.push_str(&input[at..p.start]);
        at = p.start;
        let out_start = text.len();
        let reading = &p.readings[r];
        match reading.from {
            From::AsIs => text.push_str(&input[p.start..p.end]),
            From::Search => {
                let own = reading.spans.as_deref();
                for s in own.unwrap_or(&engine.spans[p.spans.clone()]) {
                    text.push_str(&input[at..s.start]);
                    let out = text.len();
                    text.push_str(&s.after);
                    spans.push(Span {
                        out_start: out,
                        out_end: text.len(),
                        confidence,
                        ..s.clone()
                    });
                    at = s.end;
                }
                text.push_str(&input[at..p.end]);
            }
            From::Chain => {
                chain_parts += 1;
                text.push_str(&reading.text);
                changed_words(input, p, reading, out_start, confidence, &mut spans);
            }
        }
        at = p.end;
        if r == 0 {
            let likely = (1..p.readings.len()).any(|i| probs[i] >= SHOWN);
            if likely {
                let mut order: Vec<usize> = (0..p.readings.len()).collect();
                order.sort_by(|&a, &b| probs[b].total_cmp(&probs[a]));
                // (The part as it is is always among them.)
                order.truncate(LISTED);
                if !order.contains(&0) {
                    order.push(0);
                }
                unsure.push(Unsure {
                    start: p.start,
                    end: p.end,
                    out_start,
                    text: input[p.start..p.end].to_string(),
                    readings: order
                        .into_iter()
                        .map(|i| Proposal {
                            text: p.readings[i].text.clone(),
                            steps: p.readings[i].chains.first().cloned().unwrap_or_default(),
                            confidence: probs[i],
                        })
                        .collect(),
                });
            }
        }
    }
    text.push_str(&input[at..]);
    // The whole text's chain, where every part repaired starts with it (the search's, or one
    // chain every part took); else one chain every part took alone.
    let starts = |c: &[Step]| !c.is_empty() && spans.iter().all(|s| s.steps.starts_with(c));
    let (steps, whole) = if engine.whole && starts(&engine.steps) {
        (engine.steps.clone(), true)
    } else {
        let first = spans.first().map(|s| s.steps.clone()).unwrap_or_default();
        let same = spans.iter().all(|s| s.steps == first);
        match same {
            true => {
                let whole = chain_parts > 0 && makes_all(&first, input, &text);
                (first, whole)
            }
            false => (Vec::new(), false),
        }
    };
    let weighed = match engine.weighed {
        Weighing::Weighed(o) => Weighing::Weighed(Weighed {
            before: o.before,
            after: if text == engine.text || input.len() >= LONG {
                o.after
            } else {
                oddness(&text).total
            },
        }),
        other => other,
    };
    let mut alternatives = engine.alternatives;
    keep_not_taken(&mut alternatives, &text, &spans, &unsure);
    // (Where nothing was repaired, no chain was taken for one to tie with or be odder than.)
    if text == input {
        alternatives.retain(|a| !matches!(a.why, NotTaken::Tie | NotTaken::OdderThanTaken { .. }));
    }
    Repair {
        input: input.to_string(),
        text,
        steps,
        whole,
        spans,
        alternatives,
        weighed,
        unsure,
        min_confidence: MIN_CONFIDENCE,
    }
}

/// The spans of a part one chain repaired: each word it changed (or the whole part, where it
/// changed how many words there are).
fn changed_words(
    input: &str,
    p: &Part,
    reading: &Reading,
    out_start: usize,
    confidence: f32,
    spans: &mut Vec<Span>,
) {
    let steps = reading.chains.first().cloned().unwrap_or_default();
    let before = &input[p.start..p.end];
    let at = (p.start, out_start);
    spans.extend(word_spans(before, &reading.text, &steps, at, confidence));
}

/// The spans of `before` that `steps`, applied to all of it, changed to make `after`: each
/// word it changed, or the whole of it where it changed how many words there are. `at`: where
/// `before` starts in the input and `after` in the output.
pub(super) fn word_spans(
    before: &str,
    after: &str,
    steps: &[Step],
    at: (usize, usize),
    confidence: f32,
) -> Vec<Span> {
    let span = |(s, e): (usize, usize), (os, oe): (usize, usize)| Span {
        start: at.0 + s,
        end: at.0 + e,
        out_start: at.1 + os,
        out_end: at.1 + oe,
        before: before[s..e].to_string(),
        after: after[os..oe].to_string(),
        steps: steps.to_vec(),
        evidence: 0.0,
        weighed: None,
        lost: 0,
        confidence,
        whole_steps: steps.len(),
    };
    words_changed(before, after)
        .into_iter()
        .map(|(b, a)| span(b, a))
        .collect()
}

/// The words of `before` a chain changed to make `after`, and what each became (their ranges):
/// each word it changed, or the whole of each where it changed how many words there are.
pub(super) fn words_changed(before: &str, after: &str) -> Vec<(Range, Range)> {
    let (wb, wa) = (words(before), words(after));
    if wb.len() != wa.len() {
        return vec![((0, before.len()), (0, after.len()))];
    }
    wb.into_iter()
        .zip(wa)
        .filter(|(b, a)| before[b.0..b.1] != after[a.0..a.1])
        .collect()
}

/// Where a piece of a text starts and ends (bytes).
type Range = (usize, usize);
impl Repair {
    /// Whether `steps` is the text's one chain for all of it: applied to the whole text, or
    /// the one chain every part took, making the text from all of the input (not where it
    /// would change a line that reads as text without it).
    ///
    /// ```
    /// use mojiscope::mojibake::repair::repair;
    /// assert!(repair("naÃ¯ve").one_chain_for_all());
    /// assert!(!repair("Ïðèâåò, êîëëåãè!\nGrüße aus München\n").one_chain_for_all());
    /// ```
    pub fn one_chain_for_all(&self) -> bool {
        self.whole || makes_all(&self.steps, &self.input, &self.text)
    }
}
