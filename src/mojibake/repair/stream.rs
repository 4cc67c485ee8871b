//! A text too long to hold, repaired piece by piece (whole lines at a time): the first piece
//! is repaired as any text is, and settles the story for the rest — the chain applied to the
//! whole text, if one was, and the chain the local pass prefers. Every later piece follows
//! them, so memory stays that of one piece and time stays linear, however long the text.

use super::local;
use super::options::Options;
use super::plan::{assemble, keep_strays};
use super::run::{glanced_first, searched};
use super::search::{apply_chain, Search};
use super::segments::{decide, Evidence};
use super::types::{words, Repair, Span, Step};

/// What the first piece settled.
#[derive(Clone, Debug)]
struct Settled {
    /// The chain applied to the whole text first (none: the local pass alone).
    whole: Vec<Step>,
    /// The chain most parts took.
    prefer: Option<Vec<Step>>,
}

/// Repairs a long text piece by piece.
///
/// ```
/// use mojiscope::mojibake::repair::{Options, Streamer};
/// let mut s = Streamer::new(Options::default());
/// let first = s.piece("cafÃ© au lait\n", &|_, _| true).unwrap().unwrap();
/// let next = s.piece("donâ€™t stop\n", &|_, _| true).unwrap().unwrap();
/// assert_eq!(first.text + &next.text, "café au lait\ndon’t stop\n");
/// ```
pub struct Streamer<'a> {
    options: Options<'a>,
    settled: Option<Settled>,
    memo: super::memo::Memo,
    evidence: Evidence,
}

impl<'a> Streamer<'a> {
    pub fn new(options: Options<'a>) -> Streamer<'a> {
        Streamer {
            options,
            settled: None,
            memo: super::memo::Memo::default(),
            evidence: Evidence::default(),
        }
    }

    /// Repair the next piece (whole lines of the text, in order). Ok(None) when `watch` says
    /// stop; an error where the first piece's story cannot be told piece by piece (a chain
    /// that changes the words themselves, as UTF-16 or ISO-2022-JP read as a code page).
    pub fn piece(
        &mut self,
        text: &str,
        watch: &dyn Fn(usize, usize) -> bool,
    ) -> Result<Option<Repair>, WholeTextNeeded> {
        let (search, min) = (self.options.search, self.options.min_confidence);
        let Streamer {
            settled,
            memo,
            evidence,
            ..
        } = self;
        // (Where the lines decided at a glance do not fit back with the rest and the search
        // takes the whole piece, the first piece is settled again from all of it.)
        let first = settled.is_none();
        let mut whole_needed = false;
        let r = glanced_first(
            text,
            search,
            min,
            evidence,
            &mut |text, glanced, evidence| {
                let r = match settled {
                    Some(s) if !first => follow(text, s, memo, watch)?,
                    _ => {
                        let r = searched(text, watch)?;
                        if r.whole && !r.steps.iter().all(|s| s.decode.ascii_compatible()) {
                            whole_needed = true;
                            return None;
                        }
                        *settled = Some(settle(&r, glanced));
                        r
                    }
                };
                Some(decide(text, r, search, min, evidence))
            },
        );
        match r {
            _ if whole_needed => Err(WholeTextNeeded),
            r => Ok(r),
        }
    }
}

/// What the first piece's search settles for the rest: its whole-text chain, and the chain most
/// of its parts took (`glanced`: the chain of each word changed by a line decided at a glance).
fn settle(r: &Repair, glanced: &[Vec<Step>]) -> Settled {
    let own = |s: &Span| s.steps[if r.whole { r.steps.len() } else { 0 }..].to_vec();
    let mut counts: Vec<(Vec<Step>, usize)> = Vec::new();
    let chains = r.spans.iter().map(own).chain(glanced.iter().cloned());
    for c in chains.filter(|c| !c.is_empty()) {
        match counts.iter_mut().find(|(x, _)| *x == c) {
            Some(e) => e.1 += 1,
            None => counts.push((c, 1)),
        }
    }
    let prefer = counts
        .iter()
        .rev()
        .max_by_key(|(_, n)| *n)
        .map(|(c, _)| c.clone());
    Settled {
        whole: if r.whole { r.steps.clone() } else { Vec::new() },
        prefer,
    }
}

/// A later piece, repaired as the first one settled.
fn follow(
    text: &str,
    settled: &Settled,
    memo: &mut super::memo::Memo,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Repair> {
    // The whole text's chain, word by word where the piece as a whole does not take it.
    let stage1 = if settled.whole.is_empty() {
        text.to_string()
    } else {
        let whole = apply_chain(&settled.whole, text).unwrap_or_else(|| {
            let mut out = String::with_capacity(text.len());
            let mut at = 0;
            for (s, e) in words(text) {
                out.push_str(&text[at..s]);
                let word = &text[s..e];
                out.push_str(&apply_chain(&settled.whole, word).unwrap_or_else(|| word.into()));
                at = e;
            }
            out.push_str(&text[at..]);
            out
        });
        keep_strays(text, &whole)
    };
    let fixes = local::fixes(
        &stage1,
        Search::All,
        Some(settled.prefer.as_deref()),
        memo,
        watch,
    )?;
    let mut spans = Vec::new();
    let out = assemble(text, &stage1, &settled.whole, fixes, &mut spans);
    Some(Repair {
        input: text.to_string(),
        text: out,
        steps: settled.whole.clone(),
        whole: !settled.whole.is_empty(),
        spans,
        alternatives: Vec::new(),
        weighed: super::types::Weighing::No,
        unsure: Vec::new(),
        min_confidence: super::types::MIN_CONFIDENCE,
    })
}

/// Why a text cannot be repaired piece by piece: its repair changes the words themselves
/// (UTF-16 or ISO-2022-JP read as a code page), which needs the whole text at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WholeTextNeeded;

impl WholeTextNeeded {
    /// Why, in words, in `lang`.
    pub fn words(self, lang: crate::i18n::Lang) -> String {
        crate::i18n::tr(lang, "repair-whole-text-needed").into_owned()
    }
}

impl std::fmt::Display for WholeTextNeeded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(crate::i18n::Lang::En))
    }
}
