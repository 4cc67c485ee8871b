//! Repair: find the chain of "encode with A, decode with B" steps (up to three) that turns
//! mojibake back into the text it was meant to be, and apply it where it makes the text more
//! plausible.
//!
//! 0. Lines of UTF-8 read as windows-1252 or by isomorphic decode, the commonest damage by far,
//!    are decided at a glance (`glance.rs`), where the model is sure and no other reading rivals
//!    theirs; the steps below weigh the other lines.
//! 1. The local pass (`local.rs`, `units.rs`): UTF-8 read by a code page (every single-byte
//!    encoding of the standard, isomorphic decode, the DOS code pages 437, 850 and 852),
//!    surrogates written one by one (CESU-8), C1 controls that were windows-1252's characters,
//!    bytes lost on the way
//!    (a U+FFFD, a `?`, a no-break space that became a space). It puts back, token by token,
//!    what the bytes that are left determine, and leaves tokens that read as text alone. It is
//!    linear in the text: this is what mojibake almost always is.
//! 2. Where the text is still odd after that, whole-text chains (`search.rs`): one chain tried
//!    on the whole text (windows-1251 read as KOI8-R, Shift_JIS read as windows-1252, UTF-16
//!    read as a code page, UTF-8 read as GBK, …), found on a sample of the words, each a plan
//!    with the local pass after it; the plan whose result is least odd wins.
//!
//! Text that is already right comes back unchanged: a chain is taken only when what it makes
//! is clearly less odd ([`super::plausible`]) than what there was. Among chains that make the
//! same text, the shortest is taken, then the usual culprit.
//!
//! 3. Then each line the search changed is decided on its own (`segments.rs`): its readings (as
//!    it is, the search's, each chain found applied to the line alone) are weighed by how
//!    likely real text is to read so and how often text is damaged so (`story.rs`), and a
//!    line's repair is made only where it is as sure as asked ([`Options::min_confidence`]); a
//!    file with several damages gets each line its own chain, and a line that reads as text
//!    is left alone.

mod again;
mod culprits;
mod decide;
mod dropped;
mod explain;
mod glance;
mod halves;
mod leads;
mod local;
mod memo;
mod plan;
mod search;
mod segments;
mod story;
mod stray;
mod stream;
mod tokens;
mod units;
mod whole;

pub use culprits::holds_misread_utf8;
pub use explain::{explain, explain_span, Group, StepOnBytes};
pub use search::{
    apply, apply_chain, candidates, classic_steps, right_decoders, wrong_decoders, Search,
    MAX_STEPS,
};
use segments::Evidence;
pub use segments::{Proposal, Unsure, MIN_CONFIDENCE};
pub use stream::{Streamer, WholeTextNeeded};
pub use tokens::safe_cut;

use super::codec::Codec;
use super::plausible::{oddness, Oddness, REPLACEMENT};
use crate::i18n::{words, Lang};
use plan::{plan, Plan};
use whole::{still_odd, whole_text, worth_whole};

/// Texts at least this long are not weighed as a whole (only the parts a repair changes are:
/// a figure for a whole long text says nothing its parts do not, and costs as much as the
/// repair).
const LONG: usize = 64 << 10;

/// Texts shorter than this, in bytes (a word, a field, a few lines), have each line the search
/// leaves read as the classic accidents between code pages too (`segments.rs`): a word in a code
/// page read as another of its alphabet looks too little odd for the search to propose anything.
const SHORT: usize = 4 << 10;

/// How many alternatives a repair lists.
const ALTERNATIVES: usize = 6;
/// Scores closer than this are a tie.
const TIE: f32 = 0.01;

/// One step: encode the text with `encode`, decode the bytes with `decode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
    pub fn describe(&self, lang: Lang) -> String {
        words!(
            lang,
            "repair-step",
            encode = self.encode.to_string(),
            decode = self.decode.to_string()
        )
    }
}

/// A chain in words: its steps, one after the other.
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::repair::parse_chains;
/// use mojiscope::mojibake::repair::describe_chain;
/// let chain = &parse_chains("windows-1252:UTF-8,windows-1252:UTF-8").unwrap()[0];
/// assert_eq!(
///     describe_chain(chain, Lang::En),
///     "encode as windows-1252 → decode as UTF-8, then encode as windows-1252 → decode as UTF-8"
/// );
/// ```
pub fn describe_chain(steps: &[Step], lang: Lang) -> String {
    steps
        .iter()
        .map(|s| s.describe(lang))
        .reduce(|chain, step| words!(lang, "repair-chain-then", chain = chain, step = step))
        .unwrap_or_default()
}

/// A chain tried on some text, and how it came out.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub steps: Vec<Step>,
    pub text: String,
    pub oddness: f32,
    /// What of `oddness` is how badly its letters fit a language.
    pub language: f32,
    /// What its letters cost in that language before any slack ([`crate::mojibake::plausible::Oddness::strain`]).
    pub strain: f32,
    /// Oddness plus what the steps cost: what candidates are ranked by.
    pub score: f32,
}

/// A chain that was tried and not taken, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Alternative {
    pub steps: Vec<Step>,
    pub text: String,
    pub score: f32,
    pub why: NotTaken,
}

/// Why a chain tried was not taken.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NotTaken {
    /// What it makes does not read as text either, with the words still odd repaired too.
    StillOdd,
    /// The bytes decode as cleanly this way; the chain taken comes first in the usual order.
    Tie,
    /// With the words still odd repaired too, odder than the chain taken.
    OdderThanTaken { score: f32, taken: f32 },
    /// Decoders that accept any byte, and fewer than three characters changed.
    TooLittleEvidence,
    /// It changes nothing but words of box drawing, a table's as often as a DOS code page's.
    OnlyDrawings,
    /// Not clearly better than the text as it is.
    NotBetter { score: f32, than: f32 },
    /// Another part of the text does not encode or decode cleanly with it.
    OtherPartFails,
    /// Odder than the chains tried.
    OdderThanTried { score: f32 },
}

impl NotTaken {
    /// Why, in a sentence.
    ///
    /// ```
    /// use mojiscope::i18n::Lang;
    /// use mojiscope::mojibake::repair::NotTaken;
    /// let why = NotTaken::NotBetter { score: 3.25, than: 1.0 };
    /// assert_eq!(
    ///     why.words(Lang::En),
    ///     "not clearly better than the text as it is (3.2 against 1.0, with how the letters fit a language)"
    /// );
    /// ```
    pub fn words(&self, lang: Lang) -> String {
        let f = |x: f32| crate::i18n::decimal(lang, x as f64, 1);
        match *self {
            NotTaken::StillOdd => words!(lang, "repair-not-taken-still-odd"),
            NotTaken::Tie => words!(lang, "repair-not-taken-tie"),
            NotTaken::OdderThanTaken { score, taken } => words!(
                lang,
                "repair-not-taken-odder-than-taken",
                score = f(score),
                taken = f(taken)
            ),
            NotTaken::TooLittleEvidence => words!(lang, "repair-not-taken-too-little-evidence"),
            NotTaken::OnlyDrawings => words!(lang, "repair-not-taken-only-drawings"),
            NotTaken::NotBetter { score, than } => words!(
                lang,
                "repair-not-taken-not-better",
                score = f(score),
                than = f(than)
            ),
            NotTaken::OtherPartFails => words!(lang, "repair-not-taken-other-part"),
            NotTaken::OdderThanTried { score } => {
                words!(lang, "repair-not-taken-odder-than-tried", score = f(score))
            }
        }
    }
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
    /// What the chain's clean decodes prove: the characters they joined from several.
    pub evidence: f32,
    /// How odd it was and is, where the repair weighed it to decide (see [`Span::oddness`]).
    weighed: Option<Weighed>,
    /// The U+FFFD its repair left where bytes were lost.
    lost: u32,
    /// How likely its part's repair is to be right (0 to 1): see [`Options::min_confidence`].
    pub confidence: f32,
    /// How many of `steps` were a chain applied to its whole part (a line, or the whole text)
    /// before the part's own: what a command line that reproduces the repair lists apart.
    whole_steps: usize,
}

impl Span {
    /// How odd the part was and is: as the repair weighed it, or weighed now (a part a
    /// chain's units explained was taken without weighing). A U+FFFD left where a byte was
    /// lost counts as the loss it stands for, not as an error.
    ///
    /// ```
    /// use mojiscope::mojibake::repair::repair;
    /// let r = repair("naÃ¯ve cafÃ©");
    /// let o = r.spans[0].oddness();
    /// assert!(o.before > o.after);
    /// ```
    pub fn oddness(&self) -> Weighed {
        self.weighed.unwrap_or_else(|| Weighed {
            before: oddness(&self.before).total,
            after: oddness(&self.after).total - (REPLACEMENT - decide::LOST) * self.lost as f32,
        })
    }
}

/// How odd a text, or a part of it, was before a repair and is after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighed {
    pub before: f32,
    pub after: f32,
}

/// What `repair` found.
#[derive(Clone, Debug, PartialEq)]
pub struct Repair {
    pub input: String,
    pub text: String,
    /// The chain applied to the whole text, if one was (`whole`), or the one chain every part
    /// took.
    pub steps: Vec<Step>,
    /// Whether `steps` was applied to the whole text before the parts were repaired (by the
    /// search, or as the chain of parts read so, where it makes the text from all of it).
    pub whole: bool,
    /// Every part that changed, each with its own chain (the whole text's chain, then any
    /// word repaired alone).
    pub spans: Vec<Span>,
    /// Chains tried on the whole text and not taken, best first.
    pub alternatives: Vec<Alternative>,
    /// How odd the whole text was and is; None for a long text (LONG bytes and more), which is
    /// not weighed as a whole: its parts are, one by one ([`Span::oddness`]).
    pub oddness: Option<Weighed>,
    /// The parts left as they are because no repair of them was sure enough, with the readings
    /// they might be.
    pub unsure: Vec<Unsure>,
    /// The least confidence a part's repair needed to be made ([`Options::min_confidence`]).
    pub min_confidence: f32,
}

/// How a repair is asked for: which chains it may take, and how sure a part's repair must be
/// for it to be made.
#[derive(Clone, Copy, Debug)]
pub struct Options<'a> {
    pub search: Search<'a>,
    /// The least confidence (0 to 1) a part's repair needs to be made; a part below it is left
    /// as it is and listed in [`Repair::unsure`]. Of the repairs made with 0.9 or more, nine in
    /// ten are right on text the model was not tuned on (the README's table).
    pub min_confidence: f32,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options {
            search: Search::All,
            min_confidence: MIN_CONFIDENCE,
        }
    }
}

impl<'a> Options<'a> {
    /// The default confidence, with the chains `search` allows.
    pub fn search(search: Search<'a>) -> Options<'a> {
        Options {
            search,
            ..Options::default()
        }
    }
}

impl Repair {
    pub fn changed(&self) -> bool {
        self.text != self.input
    }

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
        self.whole || segments::makes_all(&self.steps, &self.input, &self.text)
    }

    /// The distinct chains it took: each part's chain for its whole part (a line, or the whole
    /// text), then each word's own. `repair_with` with `Search::Only` of these gives the same
    /// text again.
    ///
    /// ```
    /// use mojiscope::mojibake::repair::{repair, repair_with, Search};
    /// let r = repair("Ïðèâåò, ìèð! Êàê äåëà? and cafÃ©");
    /// assert_eq!(r.chains().len(), 2);
    /// assert_eq!(repair_with(&r.input, Search::Only(&r.chains())).text, r.text);
    /// ```
    pub fn chains(&self) -> Vec<Vec<Step>> {
        let mut out: Vec<Vec<Step>> = Vec::new();
        // (Each part's chain for its whole part first, then its own after it.)
        for s in &self.spans {
            let (whole, own) = s.steps.split_at(s.whole_steps.min(s.steps.len()));
            for c in [whole, own] {
                if !c.is_empty() && !out.iter().any(|x| x == c) {
                    out.push(c.to_vec());
                }
            }
        }
        out
    }
}

/// The words of `text` (cut at ASCII whitespace and C0 controls) with their byte ranges.
pub(super) fn words(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, b) in text.bytes().enumerate() {
        // (Any C0 control ends a word: a NUL, a Java string's end or its padding, is no
        // letter of one.)
        let space = b <= b' ';
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

/// Repair `input` (see the module).
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::mojibake::repair::repair;
/// let r = repair("cafÃ© au lait, donâ€™t");
/// assert_eq!(r.text, "café au lait, don’t");
/// assert_eq!(r.steps[0].describe(Lang::En), "encode as windows-1252 → decode as UTF-8");
/// // Text that is fine comes back unchanged.
/// assert!(!repair("SÃO PAULO").changed());
/// ```
pub fn repair(input: &str) -> Repair {
    repair_with(input, Search::All)
}

/// [`repair`] taking only the chains `search` allows: `Search::Only` reproduces a repair from
/// the chains it printed (what `mojiscope repair --chain` does).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::codec::Codec;
/// use mojiscope::mojibake::repair::{repair_with, Search, Step};
/// let chain = vec![Step { encode: Codec::Encoding(Encoding::Windows1252), decode: Codec::Encoding(Encoding::Utf8) }];
/// let r = repair_with("naÃ¯ve", Search::Only(&[chain]));
/// assert_eq!(r.text, "naïve");
/// ```
pub fn repair_with(input: &str, search: Search) -> Repair {
    repair_opts(input, Options::search(search))
}

/// [`repair`] as `options` ask.
pub fn repair_opts(input: &str, options: Options) -> Repair {
    repair_watched(input, options, &|_, _| true).unwrap_or_else(|| unchanged(input))
}

/// The text as it is: what a repair that was stopped gives.
fn unchanged(input: &str) -> Repair {
    let o = (input.len() < LONG).then(|| oddness(input).total);
    Repair {
        input: input.to_string(),
        text: input.to_string(),
        steps: Vec::new(),
        whole: false,
        spans: Vec::new(),
        alternatives: Vec::new(),
        oddness: o.map(|o| Weighed {
            before: o,
            after: o,
        }),
        unsure: Vec::new(),
        min_confidence: MIN_CONFIDENCE,
    }
}

/// [`repair_opts`], telling `watch` how far it got (words done, words to do) as it goes; None
/// when `watch` returns false (the repair was cancelled).
pub fn repair_watched(
    input: &str,
    options: Options,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Repair> {
    let (search, min) = (options.search, options.min_confidence);
    glanced_first(
        input,
        search,
        min,
        &mut Evidence::default(),
        &mut |text, _, evidence| {
            let r = searched(text, watch)?;
            Some(segments::decide(text, r, search, min, evidence))
        },
    )
}

/// What the glance decides for `line` alone (None: it leaves the line to the search): what the
/// lines decided at a glance are tested against the search with.
#[doc(hidden)]
pub fn glance_line(line: &str) -> Option<String> {
    glance::line(line)
}

/// The repair the search alone makes, every line weighed by it in full (none decided at a
/// glance): what the lines decided at a glance are tested against.
#[doc(hidden)]
pub fn repair_searched(input: &str, options: Options) -> Repair {
    let (search, min) = (options.search, options.min_confidence);
    let r = searched(input, &|_, _| true).unwrap_or_else(|| unchanged(input));
    segments::decide(input, r, search, min, &mut Evidence::default())
}

/// What repairs the lines not decided at a glance: given their text, the chain of each word the
/// lines decided changed, and what earlier text told of its chains.
type RestRepair<'a> = dyn FnMut(&str, &[Vec<Step>], &mut Evidence) -> Option<Repair> + 'a;

/// The lines of `input` decided at a glance (`glance.rs`), and `rest` (told the chains of each
/// word they changed) for the others, put together; `rest` alone on the whole input where there
/// is no such line, or where its repair of the others changed their line breaks.
fn glanced_first(
    input: &str,
    search: Search,
    min: f32,
    evidence: &mut Evidence,
    rest: &mut RestRepair,
) -> Option<Repair> {
    if let Some(g) = glance::glance(input, search, min) {
        let mut told = evidence.clone();
        g.tell(&mut told);
        let chains: Vec<Vec<Step>> = g.chains().collect();
        let r = rest(g.rest(), &chains, &mut told)?;
        if let Some(merged) = g.merge(r) {
            *evidence = told;
            return Some(merged);
        }
    }
    rest(input, &[], evidence)
}

/// What the search over the whole text proposes (before it is decided part by part). It
/// proposes among every chain whatever the repair may take: the chains given (`--chain`) are
/// a rule for the decision, so a repair reproduced from its chains weighs the very parts the
/// first weighed, and takes the readings it took.
fn searched(input: &str, watch: &dyn Fn(usize, usize) -> bool) -> Option<Repair> {
    let search = Search::All;
    let mut memo = memo::Memo::default();
    // How odd the input is (a long one is not weighed as a whole: see LONG).
    let before = (input.len() < LONG).then(|| oddness(input));
    let local = plan(input, None, search, None, &mut memo, watch)?;
    let local = plan::with_sibling(input, local, search, &mut memo, watch)?;
    let mut r = search_once(input, before, search, Some(local), &mut memo, watch)?;
    // Settle on a repair its own chains reproduce: the command line it prints (`--chain`)
    // searches only those chains, and a word may pick another of them than it did among all.
    // The chains only ever shrink, so this ends.
    for _ in 0..4 {
        let chains = r.chains();
        // (Where the text's chain and every word the model weighed come out the same with
        // only these chains, so does the rest.)
        if chains.is_empty() || local::same_again(input, Search::Only(&chains), &mut memo) {
            break;
        }
        let mut again = search_once(input, before, Search::Only(&chains), None, &mut memo, watch)?;
        let same = {
            let (mut a, mut b) = (again.chains(), chains.clone());
            a.sort();
            b.sort();
            a == b
        };
        // The alternatives of the whole search are the ones worth showing.
        let text = again.text.clone();
        again.alternatives = std::mem::take(&mut r.alternatives);
        again.alternatives.retain(|a| a.text != text);
        r = again;
        if same {
            break;
        }
    }
    Some(r)
}

/// One search for the best repair (see the module). `before`: how odd the input is, where it
/// was weighed as a whole.
fn search_once(
    input: &str,
    before: Option<Oddness>,
    search: Search,
    local: Option<Plan>,
    memo: &mut memo::Memo,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Repair> {
    // The local pass alone is the first plan (given, where it was made already); whole-text
    // chains are plans where the text is still odd after it (and only where one is found is
    // the local plan weighed over the whole text).
    let local = match local {
        Some(p) => p,
        None => plan(input, None, search, None, memo, watch)?,
    };
    let mut plans = vec![local];
    let mut alternatives = Vec::new();
    if let Some(worth) = worth_whole(input, &plans[0].text) {
        let (accepted, lower) = whole_text(input, search, worth);
        alternatives = lower;
        // (Weighed over the whole text where there are other plans to weigh it against.)
        if !accepted.is_empty() {
            plans[0].weigh();
        }
        let count = accepted.len();
        for (i, whole) in accepted.into_iter().enumerate() {
            let tick = |done: usize, total: usize| {
                watch(total + i * total + done, (count + 1) * total.max(1))
            };
            plans.push(plan(input, Some(whole), search, None, memo, &tick)?);
        }
        // (Where whole-text chains were searched, they are searched again in full: what the
        // local passes over their texts found tells nothing of the input's.)
        memo.last = None;
    }
    if let Some((local, wholes)) = plans.split_first_mut() {
        if !wholes.is_empty() {
            wholes.iter_mut().for_each(|p| p.evidence_as(local));
        }
    }
    // Best first; in a tie the local pass (one step per part) is the shorter story.
    let mut order: Vec<usize> = (0..plans.len()).collect();
    order.sort_by(|&a, &b| plans[a].score.total_cmp(&plans[b].score).then(a.cmp(&b)));
    if let Some(i) = order.iter().position(|&p| p == 0) {
        if plans[0].text == plans[order[0]].text {
            order.remove(i);
            order.insert(0, 0);
        }
    }
    let mut taken: Vec<Option<Plan>> = plans.into_iter().map(Some).collect();
    let mut plans = order.into_iter().filter_map(|i| taken[i].take());
    let best = plans.next()?;
    let others: Vec<Alternative> = plans
        .filter(|p| p.whole)
        .map(|p| Alternative {
            why: if !p.score.is_finite() {
                NotTaken::StillOdd
            } else if p.score - best.score < TIE {
                NotTaken::Tie
            } else {
                NotTaken::OdderThanTaken {
                    score: p.score,
                    taken: best.score,
                }
            },
            steps: p.steps,
            text: p.text,
            score: finite(p.score),
        })
        .collect();
    alternatives.splice(0..0, others);
    // Not worth showing: the chain taken with a step added (it would undo good text), and a
    // text shown already.
    let mut seen = std::collections::HashSet::new();
    alternatives.retain(|a| {
        let extends = !best.steps.is_empty()
            && a.steps.len() > best.steps.len()
            && a.steps.starts_with(&best.steps);
        !extends && a.text != best.text && seen.insert(a.text.clone())
    });
    alternatives.truncate(ALTERNATIVES);
    // How odd the result is: weighed over the whole text, or the parts' gains taken off (a
    // long text is not weighed as a whole).
    let oddness = before.map(|b| {
        let after = best.odd.unwrap_or_else(|| {
            let gains = best.spans.iter().map(|s| {
                let o = s.oddness();
                o.before - o.after
            });
            b.total - gains.sum::<f32>()
        });
        Weighed {
            before: b.total,
            after: after.max(0.0),
        }
    });
    // One chain for every part is the chain of the whole text.
    let whole = best.whole;
    let mut steps = best.steps;
    if steps.is_empty() {
        if let Some(first) = best.spans.first() {
            if best.spans.iter().all(|s| s.steps == first.steps) {
                steps = first.steps.clone();
            }
        }
    }
    Some(Repair {
        input: input.to_string(),
        text: best.text,
        steps,
        whole,
        spans: best.spans,
        alternatives,
        oddness,
        unsure: Vec::new(),
        min_confidence: MIN_CONFIDENCE,
    })
}

/// A score as it is shown: finite (a chain whose result does not read as text is scored as
/// far above the others as a number goes).
fn finite(score: f32) -> f32 {
    if score.is_finite() {
        score
    } else {
        f32::MAX
    }
}
