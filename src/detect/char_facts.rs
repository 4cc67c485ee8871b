//! What the detector's evidence asks of a character — whether it is alphabetic, its script,
//! its case, whether it is a common Cyrillic letter, a digit, a space, punctuation words carry,
//! a C1 control, and the alphabets its lower case is in — worked out once for each code point of
//! the Basic Multilingual Plane the first time text holds it, and kept. Six candidate encodings
//! of a 64 KiB sample ask a million times; Unicode's tables answer each far slower than a bit.

use crate::script::kept::Kept;
use crate::script::{alphabet_mask, alphabetic, script as fine, Script as S};

/// The script of a letter, coarsely: Japanese mixes kanji and kana, so CJK is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Script {
    Latin,
    Greek,
    Cyrillic,
    Hebrew,
    Arabic,
    Thai,
    Cjk,
    Other,
}

/// (The scripts by number, for the measures the one pass is tested against.)
#[cfg(test)]
const SCRIPTS: [Script; 8] = [
    Script::Latin,
    Script::Greek,
    Script::Cyrillic,
    Script::Hebrew,
    Script::Arabic,
    Script::Thai,
    Script::Cjk,
    Script::Other,
];

fn script_of(c: char) -> Script {
    match fine(c) {
        S::Latin => Script::Latin,
        S::Greek => Script::Greek,
        S::Cyrillic => Script::Cyrillic,
        S::Hebrew => Script::Hebrew,
        S::Arabic => Script::Arabic,
        S::Thai => Script::Thai,
        S::Han | S::Kana | S::Hangul => Script::Cjk,
        _ => Script::Other,
    }
}

/// A character's facts, as bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Facts(u64);

// The facts' bits: the alphabets (below 29), then flags, then the script.
const MASK: u64 = (1 << 29) - 1;
const LATIN_LETTER: u64 = 1 << 29;
const LONGER_LOWER: u64 = 1 << 30;
const ALPHABETIC: u64 = 1 << 32;
const UPPER: u64 = 1 << 33;
const LOWER: u64 = 1 << 34;
const COMMON_CYRILLIC: u64 = 1 << 35;
const NUMERIC: u64 = 1 << 36;
const WHITESPACE: u64 = 1 << 37;
const WORD_PUNCTUATION: u64 = 1 << 38;
const C1: u64 = 1 << 39;
const SCRIPT_AT: u32 = 40;
// (What the evidence's one pass asks of each character, worked out with the rest: see the
// methods.)
const GLUED_SYMBOL: u64 = 1 << 43;
const CAPITAL_SYMBOL: u64 = 1 << 44;
const COMMON_CYRILLIC_LOWER: u64 = 1 << 45;
const REPLACEMENT: u64 = 1 << 46;
const OPENING: u64 = 1 << 47;
const KNOWN: u64 = 1 << 63;

impl Facts {
    /// The facts of `c`.
    pub fn of(c: char) -> Facts {
        static FACTS: Kept = Kept::new();
        Facts(FACTS.get(c, |c| Facts::work_out(c).0))
    }

    /// The facts of `c`, worked out afresh and not kept (for a table of its own, as a
    /// single-byte encoding's 256 characters are: kept, they would take a page of memory for
    /// each block of code points they are in).
    pub fn work_out(c: char) -> Facts {
        let script = script_of(c);
        let mut bits = KNOWN | (script as u64) << SCRIPT_AT;
        let mut set = |bit: u64, on: bool| {
            if on {
                bits |= bit;
            }
        };
        let alpha = alphabetic(c);
        set(ALPHABETIC, alpha);
        set(UPPER, c.is_uppercase());
        set(LOWER, c.is_lowercase());
        set(COMMON_CYRILLIC, common_cyrillic(c));
        set(NUMERIC, c.is_numeric());
        set(WHITESPACE, c.is_whitespace());
        set(WORD_PUNCTUATION, word_punctuation(c));
        let c1 = ('\u{80}'..='\u{9F}').contains(&c);
        set(C1, c1);
        let (space, ascii) = (c.is_whitespace(), c.is_ascii());
        set(
            GLUED_SYMBOL,
            !ascii && !alpha && !space && !word_punctuation(c) && !c1,
        );
        set(
            CAPITAL_SYMBOL,
            !ascii && !alpha && !space && !c.is_numeric(),
        );
        set(
            COMMON_CYRILLIC_LOWER,
            script == Script::Cyrillic && c.is_lowercase() && common_cyrillic(c),
        );
        set(REPLACEMENT, c == '\u{FFFD}');
        set(OPENING, matches!(c, '¡' | '¿'));
        if alpha && !c.is_ascii() && script == Script::Latin {
            bits |= LATIN_LETTER;
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.next()) {
                (Some(l), None) => bits |= u64::from(alphabet_mask(l)) & MASK,
                _ => bits |= LONGER_LOWER,
            }
        }
        Facts(bits)
    }

    pub fn alphabetic(self) -> bool {
        self.0 & ALPHABETIC != 0
    }
    pub fn upper(self) -> bool {
        self.0 & UPPER != 0
    }
    pub fn lower(self) -> bool {
        self.0 & LOWER != 0
    }
    /// A letter of the Russian, Ukrainian, Belarusian or Bulgarian alphabet.
    pub fn common_cyrillic(self) -> bool {
        self.0 & COMMON_CYRILLIC != 0
    }
    #[cfg(test)]
    pub fn numeric(self) -> bool {
        self.0 & NUMERIC != 0
    }
    pub fn whitespace(self) -> bool {
        self.0 & WHITESPACE != 0
    }
    #[cfg(test)]
    /// Punctuation words carry (’ ‘ “ ” – — …, and the punctuation of other scripts).
    pub fn word_punctuation(self) -> bool {
        self.0 & WORD_PUNCTUATION != 0
    }
    pub fn c1(self) -> bool {
        self.0 & C1 != 0
    }
    #[cfg(test)]
    pub fn script(self) -> Script {
        SCRIPTS[(self.0 >> SCRIPT_AT & 7) as usize]
    }
    /// For an accented Latin letter ([`Facts::latin`]): the alphabets that hold its lower case,
    /// or None where its lower case is longer than a letter (`İ`).
    pub fn latin_mask(self) -> Option<u32> {
        (self.0 & LONGER_LOWER == 0).then_some((self.0 & MASK) as u32)
    }
    /// An accented Latin letter.
    pub fn latin(self) -> bool {
        self.0 & LATIN_LETTER != 0
    }
    /// A symbol that counts where it is glued to a letter: not ASCII, a letter, a space, a C1
    /// control or punctuation words carry. Superscripts and fractions count: ¹ and ½ are
    /// where ISO-8859-4 has š and ISO-8859-15 has œ.
    pub fn glued_symbol(self) -> bool {
        self.0 & GLUED_SYMBOL != 0
    }
    /// Punctuation that opens a clause in front of its first word (Spanish `¡` and `¿`): glued
    /// to the letter after it is how it is written, glued to a letter before it is not.
    pub fn opening(self) -> bool {
        self.0 & OPENING != 0
    }
    /// A symbol that stands where a capital read in the wrong encoding would, before a
    /// lower-case Cyrillic word: not ASCII, a letter, a space or a digit.
    pub fn capital_symbol(self) -> bool {
        self.0 & CAPITAL_SYMBOL != 0
    }
    /// A lower-case letter of the Russian, Ukrainian, Belarusian or Bulgarian alphabet.
    pub fn common_cyrillic_lower(self) -> bool {
        self.0 & COMMON_CYRILLIC_LOWER != 0
    }
    /// Whether the character is U+FFFD, a C1 control or an accented Latin letter: what only
    /// some characters are counted for.
    pub fn counted_alone(self) -> bool {
        self.0 & (REPLACEMENT | C1 | LATIN_LETTER) != 0
    }
    /// U+FFFD.
    pub fn replacement(self) -> bool {
        self.0 & REPLACEMENT != 0
    }
    /// The script's number (as [`Facts::script`]; [`Script::Other`] is 7).
    pub fn script_number(self) -> u8 {
        (self.0 >> SCRIPT_AT & 7) as u8
    }
}

/// Letters of the Russian, Ukrainian, Belarusian and Bulgarian alphabets.
fn common_cyrillic(c: char) -> bool {
    matches!(
        c as u32,
        0x410
            ..=0x44F
                | 0x401
                | 0x451
                | 0x404
                | 0x406
                | 0x407
                | 0x454
                | 0x456
                | 0x457
                | 0x490
                | 0x491
                | 0x40E
                | 0x45E
    )
}

/// The punctuation words carry (’ ‘ “ ” – — …) and the punctuation scripts write next to their
/// letters: Japanese and Chinese (、。「」・ and the full-width forms), Arabic, Hebrew, Armenian,
/// Devanagari, Thai, Ethiopic.
fn word_punctuation(c: char) -> bool {
    "’‘“”„‚–—…·«»‹›′″".contains(c)
        || matches!(c,
        '\u{3000}'..='\u{303F}' | '\u{30FB}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF01}'..='\u{FF0F}'
        | '\u{FF1A}'..='\u{FF20}' | '\u{FF3B}'..='\u{FF40}' | '\u{FF5B}'..='\u{FF65}'
        | '\u{060C}' | '\u{061B}' | '\u{061F}' | '\u{06D4}' | '\u{05BE}' | '\u{05F3}' | '\u{05F4}'
        | '\u{055A}'..='\u{055F}' | '\u{0589}' | '\u{0964}' | '\u{0965}' | '\u{0E2F}'
        | '\u{0E5A}' | '\u{0E5B}' | '\u{1361}'..='\u{1368}')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is kept is what is worked out, the first time and after.
    #[test]
    fn the_facts_kept_are_the_facts() {
        for c in (0..0x11000).filter_map(char::from_u32) {
            let f = Facts::work_out(c);
            assert_eq!(Facts::of(c), f, "{:04X}", c as u32);
            assert_eq!(Facts::of(c), f, "{:04X}", c as u32);
            assert_eq!(f.alphabetic(), c.is_alphabetic());
            assert_eq!(f.script(), script_of(c));
            if f.latin() {
                let masks: Vec<u32> = c.to_lowercase().map(alphabet_mask).collect();
                match f.latin_mask() {
                    Some(m) => assert_eq!(masks, vec![m], "{c}"),
                    None => assert!(masks.len() > 1, "{c}"),
                }
            }
        }
        // (The masks leave the bits above them for the flags.)
        assert!(crate::script::alphabets().len() < 29);
    }
}
