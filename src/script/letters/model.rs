//! The letters' model as `build.rs` makes it from `assets/letters/`: each script's letters and
//! languages, and what each letter costs after each other in each language. The files beside
//! this one read it; `letters.rs` weighs text with them.

use super::shape::MAX_CP;
use super::shape::SCRIPTS;
use crate::script::Script;

/// The model, built from `assets/letters/` by `build.rs`, and the table of words.
pub(super) mod files {
    use crate::script::letters::model::{Alphabet, Language, Model};
    use crate::script::Script;
    include!(concat!(env!("OUT_DIR"), "/letter_files.rs"));
}

/// One language: how its letters follow one another.
pub struct Language {
    /// Its code (`fr`, `sr-latin`), the file's name.
    pub code: &'static str,
    /// Its name in English.
    pub name: &'static str,
    pub script: Script,
    /// The cost in bits of letter b after letter a, at a * n + b.
    pub(super) cost: &'static [u8],
    /// What the steps into and out of each letter cost on average in its own text.
    pub(super) expect: &'static [f32],
    /// What each letter costs, in bits, by how often the language writes it.
    pub(super) unigram: &'static [u8],
}

/// The letters of one script: their indexes, and its languages.
pub(super) struct Alphabet {
    pub(super) n: usize,
    pub(super) ascii: &'static [bool],
    pub(super) languages: &'static [Language],
    /// The script's letters, sorted: the letter at index i + 2.
    pub(super) letters: &'static [char],
    /// For each of `files::LETTER_FILES`, its language's place among the alphabet's (None:
    /// another alphabet's), for the table of words ([`words`]).
    pub(super) place: &'static [Option<u16>],
    /// The cost in bits of letter b after letter a in the language that writes it likeliest
    /// (the least of `cost` over the languages), at a * n + b; empty where it has none.
    pub(super) least: &'static [u8],
    /// What each letter costs in each of `languages` by how often it writes it (their
    /// `unigram`), the languages side by side: at letter * languages + language.
    pub(super) unigrams: &'static [u8],
}

pub(super) struct Model {
    /// For each code point below MAX_CP: the script's place in SCRIPTS (high byte, 0xFF none)
    /// and the letter's index.
    pub(super) index: &'static [(u8, u16); MAX_CP as usize],
    pub(super) scripts: &'static [Alphabet; SCRIPTS.len()],
}

#[inline]
pub(super) fn model() -> &'static Model {
    &files::MODEL
}

/// End a word of alphabet `slot` (its place in SCRIPTS) whose letters are the last of `seq`:
/// where its last letter was a capital sigma after another of its letters (`sigma`), that is
/// the final sigma, as Unicode's Final_Sigma puts it in small letters (`ΗΜΕΡΕΣ` is `ημερες`,
/// and no Greek word ends in `σ`).
pub(super) fn end_word(seq: &mut [u16], slot: usize, sigma: bool) {
    if !sigma {
        return;
    }
    let (final_slot, i) = model().index['ς' as usize];
    if let (true, Some(last)) = (usize::from(final_slot) == slot, seq.last_mut()) {
        *last = i;
    }
}

/// Every language the model knows.
///
/// ```
/// use mojiscope::script::letters::languages;
/// assert!(languages().any(|l| l.code == "tr" && l.name == "Turkish"));
/// ```
pub fn languages() -> impl Iterator<Item = &'static Language> {
    model().scripts.iter().flat_map(|s| s.languages.iter())
}
