//! The counts of a candidate's evidence, taken in one pass over its characters as they are
//! decoded (no buffer of them is kept): U+FFFD and C1 controls, words and the words that mix
//! scripts, symbols glued to letters, how well accented Latin letters fit one alphabet, and how
//! plausible the Cyrillic words are. Each measure is defined on [`super::evidence::Evidence`].

use super::char_facts::{Facts, Script};
use crate::script::alphabet_mask;

/// The counts so far (see the module); [`Tally::push`] each character, then read them.
#[derive(Clone, Debug, Default)]
pub(super) struct Tally {
    pub replacements: usize,
    pub c1_controls: usize,
    pub words: usize,
    pub mixed_script_words: usize,
    pub glued_symbols: usize,
    cyrillic: i64,
    /// Accented Latin letters, and how many of them each alphabet holds.
    latin_letters: usize,
    latin_held: [usize; 32],
    /// Whether there was a character before, and whether it was a letter or a space.
    started: bool,
    after_letter: bool,
    after_space: bool,
    /// Whether the character before is a symbol not yet counted as glued (it counts if this
    /// one is a letter).
    symbol_waiting: bool,
    /// Whether the character before is a symbol that would be a capital read in the wrong
    /// encoding, if this one starts a lower-case Cyrillic word of common letters.
    capital_waiting: bool,
    /// The open word (run of letters): its length (0: none is open), the script of its first
    /// letter that has one (7: none yet), and what holds of it ([`WORD_MIXED`] and the rest).
    word_len: usize,
    word_script: u8,
    word: u8,
}

/// What holds of the open word: its letters are of two scripts; one is Cyrillic; all are
/// common Cyrillic letters; all are capitals; all after the first are lower case.
const WORD_MIXED: u8 = 1;
const WORD_CYRILLIC: u8 = 2;
const WORD_COMMON: u8 = 4;
const WORD_UPPER: u8 = 8;
const WORD_REST_LOWER: u8 = 16;

/// The script number of no script ([`Script::Other`]).
const NO_SCRIPT: u8 = Script::Other as u8;

impl Tally {
    /// Count the next character `c` of the text, with its facts `f`.
    #[inline(always)]
    pub fn push(&mut self, c: char, f: Facts) {
        if f.counted_alone() {
            self.alone(c, f);
        }
        let letter = f.alphabetic();
        if letter {
            self.glued_symbols += usize::from(self.symbol_waiting);
            if self.capital_waiting && f.common_cyrillic_lower() {
                self.cyrillic -= 2;
            }
            self.letter(f);
        } else {
            if self.word_len > 0 {
                self.close_word();
            }
            if f.glued_symbol() {
                self.glued_symbols += usize::from(self.after_letter);
            }
            // (`¡Hola` and `¿Qué` are Spanish; `Ã¡` is not.)
            self.symbol_waiting = f.glued_symbol() && !f.opening() && !self.after_letter;
            // (A symbol after a space or at the start, before a lower-case Cyrillic word.)
            self.capital_waiting = f.capital_symbol() && (!self.started || self.after_space);
        }
        self.started = true;
        self.after_letter = letter;
        self.after_space = f.whitespace();
    }

    /// What only some characters are counted for: U+FFFD, C1 controls, accented letters.
    #[inline(always)]
    fn alone(&mut self, c: char, f: Facts) {
        self.replacements += usize::from(f.replacement());
        self.c1_controls += usize::from(f.c1());
        if f.latin() {
            match f.latin_mask() {
                Some(mask) => self.hold(mask),
                None => c.to_lowercase().for_each(|l| self.hold(alphabet_mask(l))),
            }
        }
    }

    fn hold(&mut self, mut mask: u32) {
        self.latin_letters += 1;
        while mask != 0 {
            self.latin_held[mask.trailing_zeros() as usize] += 1;
            mask &= mask - 1;
        }
    }

    #[inline(always)]
    fn letter(&mut self, f: Facts) {
        let script = f.script_number();
        let cyrillic = script == Script::Cyrillic as u8;
        let mut holds = (u8::from(cyrillic) * WORD_CYRILLIC)
            | (u8::from(f.common_cyrillic()) * WORD_COMMON)
            | (u8::from(f.upper()) * WORD_UPPER);
        if self.word_len == 0 {
            self.word_script = script;
            self.word = holds | WORD_REST_LOWER;
        } else {
            holds |= u8::from(f.lower()) * WORD_REST_LOWER;
            if self.word_script == NO_SCRIPT {
                self.word_script = script;
            } else if script != NO_SCRIPT && script != self.word_script {
                self.word |= WORD_MIXED;
            }
            // (Cyrillic if any letter is; common, capitals and lower case if all are.)
            let all = WORD_COMMON | WORD_UPPER | WORD_REST_LOWER;
            self.word = (self.word & (holds | !all)) | (holds & WORD_CYRILLIC);
        }
        self.word_len += 1;
        self.symbol_waiting = false;
        self.capital_waiting = false;
    }

    fn close_word(&mut self) {
        let (len, w) = (self.word_len, self.word);
        self.word_len = 0;
        if len < 2 {
            return;
        }
        if self.word_script != NO_SCRIPT {
            self.words += 1;
            self.mixed_script_words += usize::from(w & WORD_MIXED != 0);
        }
        if w & WORD_CYRILLIC != 0 {
            let common = w & WORD_COMMON != 0;
            let case = w & (WORD_REST_LOWER | WORD_UPPER) != 0;
            self.cyrillic += if common && case { 1 } else { -2 };
        }
    }

    /// The counts, once the text has ended.
    pub fn finish(mut self) -> Tally {
        self.close_word();
        self
    }

    /// How well the accented Latin letters fit the one alphabet they fit best, per mille (0:
    /// fewer than six, too few to tell).
    pub fn latin_fit(&self) -> u32 {
        if self.latin_letters < 6 {
            return 0;
        }
        let best = self.latin_held.iter().copied().max().unwrap_or(0);
        (best * 1000 / self.latin_letters) as u32
    }

    /// Cyrillic words in a plausible case of common letters, +1 each; words with a rare letter
    /// or a capital inside, −2; a symbol glued to the front of a lower-case word, −2.
    pub fn cyrillic_plausibility(&self) -> i64 {
        self.cyrillic
    }
}
