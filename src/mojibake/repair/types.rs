//! What a repair is made of and what it finds: its steps and chains, the parts it repaired
//! and those it left, the chains it did not take and why, and how odd the text was and is.
//! The files beside this one make them.

use crate::i18n::{words, Lang};
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::{oddness, REPLACEMENT};

/// How odd a U+FFFD standing for a lost byte is counted (the model weighs a U+FFFD
/// REPLACEMENT): the byte was lost before the repair, which only says so.
pub(super) const LOST: f32 = 1.0;

/// Texts at least this long are not weighed as a whole (only the parts a repair changes are:
/// a figure for a whole long text says nothing its parts do not, and costs as much as the
/// repair).
pub(super) const LONG: usize = 64 << 10;

/// Texts shorter than this, in bytes (a word, a field, a few lines), have each line the search
/// leaves read as the classic accidents between code pages too (`segments.rs`): a word in a code
/// page read as another of its alphabet looks too little odd for the search to propose anything.
pub(super) const SHORT: usize = 4 << 10;

/// How many alternatives a repair lists.
pub(super) const ALTERNATIVES: usize = 6;
/// Scores closer than this are a tie.
pub(super) const TIE: f32 = 0.01;

/// One step: encode the text with `encode`, decode the bytes with `decode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Step {
    pub encode: Codec,
    pub decode: Codec,
}

impl Step {
    /// How many bytes the step's decoder read for `c` (its encoder's bytes for it).
    #[inline]
    pub(super) fn decode_len(&self, c: char) -> usize {
        // (A character of ASCII is a byte in every decoder that keeps ASCII, and every
        // character one of a single-byte decoder: no encoder need say so.)
        if (c.is_ascii() && self.decode.ascii_compatible()) || self.decode.accepts_any_bytes() {
            return 1;
        }
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
    pub(super) weighed: Option<Weighed>,
    /// The U+FFFD its repair left where bytes were lost.
    pub(super) lost: u32,
    /// How likely its part's repair is to be right (0 to 1): see [`Options::min_confidence`](super::Options::min_confidence).
    pub confidence: f32,
    /// How many of `steps` were a chain applied to its whole part (a line, or the whole text)
    /// before the part's own: what a command line that reproduces the repair lists apart.
    pub(super) whole_steps: usize,
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
            after: oddness(&self.after).total - (REPLACEMENT - LOST) * self.lost as f32,
        })
    }
}

/// How odd a text, or a part of it, was before a repair and is after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighed {
    pub before: f32,
    pub after: f32,
}

/// How odd a repaired text was and is, as far as its repair knows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Weighing {
    /// As the search weighed it.
    Weighed(Weighed),
    /// Not weighed yet: weighed when asked (a text decided at a glance, or left as it is).
    Later,
    /// Not weighed as a whole: a long text, or a piece of one.
    No,
}

impl Weighing {
    /// Weighed when asked, where `input` is not long.
    pub(super) fn later(input: &str) -> Weighing {
        match input.len() < LONG {
            true => Weighing::Later,
            false => Weighing::No,
        }
    }
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
    /// How odd the whole text was and is, where the search weighed it (see
    /// [`Repair::oddness`]).
    pub(super) weighed: Weighing,
    /// The parts left as they are because no repair of them was sure enough, with the readings
    /// they might be.
    pub unsure: Vec<Unsure>,
    /// The least confidence a part's repair needed to be made ([`Options::min_confidence`](super::Options::min_confidence)).
    pub min_confidence: f32,
}

/// How sure a repair must be, by default, for it to be made.
pub const MIN_CONFIDENCE: f32 = 0.8;

/// A part left as it is for want of confidence, and the readings it might be.
#[derive(Clone, Debug, PartialEq)]
pub struct Unsure {
    /// Its byte range in the input (and, unchanged, in the output's text as the part it is).
    pub start: usize,
    pub end: usize,
    pub out_start: usize,
    pub text: String,
    /// The likeliest readings, likeliest first; the part as it is among them.
    pub readings: Vec<Proposal>,
}

/// A reading of a part: its text, its chain (empty: the part as it is), and how likely it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Proposal {
    pub text: String,
    pub steps: Vec<Step>,
    pub confidence: f32,
}

impl Repair {
    /// How odd the whole text was and is; None for a long text (LONG bytes and more), which is
    /// not weighed as a whole: its parts are, one by one ([`Span::oddness`]). A U+FFFD left
    /// where a byte was lost counts as the loss it stands for. (Weighed when asked where the
    /// repair did not weigh it: a caller that wants the text alone does not pay for it.)
    ///
    /// ```
    /// use mojiscope::mojibake::repair::repair;
    /// let o = repair("naÃ¯ve cafÃ©").oddness().unwrap();
    /// assert!(o.before > o.after);
    /// ```
    pub fn oddness(&self) -> Option<Weighed> {
        match self.weighed {
            Weighing::Weighed(w) => Some(w),
            Weighing::No => None,
            Weighing::Later => {
                let lost: u32 = self.spans.iter().map(|s| s.lost).sum();
                Some(Weighed {
                    before: oddness(&self.input).total,
                    after: oddness(&self.text).total - (REPLACEMENT - LOST) * lost as f32,
                })
            }
        }
    }

    pub fn changed(&self) -> bool {
        self.text != self.input
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
#[inline]
pub(super) fn words(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::with_capacity(text.len() / 4 + 1);
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

/// A score as it is shown: finite (a chain whose result does not read as text is scored as
/// far above the others as a number goes).
#[inline]
pub(super) fn finite(score: f32) -> f32 {
    if score.is_finite() {
        score
    } else {
        f32::MAX
    }
}

/// Whether a character may stand in a reading taken without a search: no control but a tab,
/// no U+FFFD.
pub(super) fn clean(c: char) -> bool {
    c == '\t' || !(c.is_control() || c == '\u{FFFD}')
}
