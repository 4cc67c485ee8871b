//! What a repair keeps from one pass over a text to the next: the text cut into tokens, the
//! tokens in which no step puts anything back (read by every thread of a pass, added to after
//! it), and what a pass with every chain allowed found, for the search again with fewer.

use super::decide::Decided;
use super::search::Search;
use super::tokens::tokens_on;
use super::types::Step;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;

/// What a repair keeps from one pass over a text to the next (a repair settles its chains by
/// searching the text again, and a long text is repaired piece by piece): the text's tokens,
/// and what its tokens gave.
#[derive(Default)]
pub(super) struct Memo {
    /// The last text cut into tokens, its tokens, and which of them hold a character outside
    /// ASCII.
    text: String,
    tokens: Arc<Vec<(usize, usize)>>,
    wide: Arc<Vec<usize>>,
    pub known: Known,
    /// The last pass over the text (with every chain allowed), where it was the only one.
    pub last: Option<Pass>,
    /// The threads tokens are decided on; None: as many as the machine has, for a long text.
    pub threads: Option<usize>,
}

impl Memo {
    /// The tokens of `text`, and the indexes of those outside ASCII (the same text's again
    /// when it is searched again).
    pub fn tokens(&mut self, text: &str) -> Cut {
        if self.text != text {
            let (toks, wide) = tokens_on(text, self.threads_for(text));
            self.wide = Arc::new(wide);
            self.tokens = Arc::new(toks);
            self.text = text.to_string();
            self.last = None;
        }
        (self.tokens.clone(), self.wide.clone())
    }

    /// The threads the tokens of `text` are cut and decided on: as many as the machine has
    /// (up to MAX_THREADS) for a long text, unless `threads` says.
    pub fn threads_for(&self, text: &str) -> usize {
        self.threads
            .unwrap_or(if text.len() >= PARALLEL {
                std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
            } else {
                1
            })
            .max(1)
    }

    /// What the last pass over `text` found, if the last pass was over it (and with every
    /// chain allowed); taken, so it is asked once.
    pub fn last_over(&mut self, text: &str) -> Option<Pass> {
        let last = self.last.take();
        last.filter(|_| self.text == text)
    }
}

/// Texts at least this long are cut and decided on several threads.
const PARALLEL: usize = 64 << 10;

/// The most threads a text is decided on.
const MAX_THREADS: usize = 4;

/// A text cut into tokens: their byte ranges, and the indexes of those outside ASCII.
pub(super) type Cut = (Arc<Vec<(usize, usize)>>, Arc<Vec<usize>>);

/// What a pass over a text with every chain allowed found, for a pass again with fewer.
pub(super) struct Pass {
    /// The text's chain it settled on.
    pub prefer: Option<Vec<Step>>,
    /// The tokens the model weighed (those the text's chain took at once, those no culprit
    /// has a unit in, and those in which no step puts anything back, are decided the same with
    /// fewer chains), and what each became.
    pub weighed: Vec<(Box<str>, Decided)>,
}

/// What tokens gave in earlier passes (a text repeats its words, and a pass repeats the one
/// before with fewer chains), read by every thread of a pass and added to after it.
#[derive(Default)]
pub(super) struct Known {
    /// Tokens in which no step puts anything back, by the first step of the chain preferred
    /// (found where every chain was allowed: with fewer, there is still none).
    barren: HashMap<Option<Step>, HashSet<Box<str>>>,
}

/// What one thread found in a pass, for [`Known`].
#[derive(Default)]
pub(super) struct Learned {
    barren: Vec<(Option<Step>, Box<str>)>,
}

/// The most tokens a memo keeps.
pub(super) const MEMO: usize = 1 << 15;

/// The most tokens what earlier passes found keeps, of each kind.
const KNOWN: usize = 1 << 17;

impl Known {
    /// Whether an earlier pass found no step that puts anything back in `token`, with a chain
    /// that starts with `first` preferred.
    pub fn barren(&self, first: Option<Step>, token: &str) -> bool {
        self.barren.get(&first).is_some_and(|s| s.contains(token))
    }

    /// Keep what a thread found.
    pub fn learn(&mut self, learned: Learned) {
        for (first, token) in learned.barren {
            let set = self.barren.entry(first).or_default();
            if set.len() >= KNOWN {
                set.clear();
            }
            set.insert(token);
        }
    }
}

impl Learned {
    /// Keep that no step puts anything back in `token` (decided with `search`, `first`
    /// preferred).
    pub fn barren(&mut self, search: Search, first: Option<Step>, token: &str) {
        if matches!(search, Search::All) {
            self.barren.push((first, token.into()));
        }
    }
}
