//! The model's view of one character, looked up once: its kind, how rare it is, its script if
//! it is a letter, and the classes the model's rules ask about, as bits. A table keeps them,
//! each code point's the first time text holds it (the model is the hot path of a repair; the
//! rules test bits instead of ranges and lists).

use crate::script::kept::Kept;
use crate::script::{kind, rarity, script, Kind, Script};

/// A character as the model sees it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ch {
    pub c: char,
    pub k: Kind,
    /// [`crate::script::rarity`] (letters only).
    pub rare: u8,
    /// The script of a letter (ASCII letters are Latin).
    pub letter: Option<Script>,
    /// The classes of [`is`] it belongs to.
    pub f: u32,
}

/// The classes, one bit each.
pub(super) mod is {
    /// A letter, ASCII or not; in upper case; in lower case.
    pub const LETTER: u32 = 1;
    pub const UPPER: u32 = 1 << 1;
    pub const LOWER: u32 = 1 << 2;
    /// A letter outside ASCII of the Latin script.
    pub const ACCENTED: u32 = 1 << 3;
    /// A letter of Latin, Greek or Cyrillic.
    pub const CASED: u32 = 1 << 4;
    pub const CYRILLIC: u32 = 1 << 5;
    /// A Han, kana or Hangul letter.
    pub const CJK: u32 = 1 << 6;
    /// A full-width CJK letter (not half-width katakana); half-width katakana.
    pub const FULL: u32 = 1 << 7;
    pub const HALF: u32 = 1 << 8;
    /// Box drawing, block elements and geometric shapes.
    pub const BOX: u32 = 1 << 9;
    /// A Thai consonant; a Hebrew letter.
    pub const THAI: u32 = 1 << 10;
    pub const HEBREW: u32 = 1 << 11;
    /// A direction or joining mark, or punctuation of the Hebrew, Arabic, Thai or Indic
    /// blocks.
    pub const FOREIGN: u32 = 1 << 12;
    /// œ Œ Ÿ ƒ; a character of Latin-1's upper half from À (what they are odd after).
    pub const AFTER_ACCENT: u32 = 1 << 13;
    pub const LATIN1_LETTERS: u32 = 1 << 14;
    /// An opening low quote.
    pub const LOW_QUOTE: u32 = 1 << 15;
    /// A vowel with a Pinyin tone mark; one that looks like one (either accent).
    pub const TONED: u32 = 1 << 16;
    pub const TONE_LIKE: u32 = 1 << 17;
    /// ¹ ² ³.
    pub const SUPERSCRIPT: u32 = 1 << 18;
    /// Punctuation odd between two letters; a symbol that ends words.
    pub const ODD_INSIDE: u32 = 1 << 19;
    pub const TRAILING: u32 = 1 << 20;
    /// A combining mark of the extended and supplementary blocks.
    pub const RARE_MARK: u32 = 1 << 21;
    /// A character of the Han script; of kana or Hangul (letter or not).
    pub const HAN: u32 = 1 << 22;
    pub const KANA_HANGUL: u32 = 1 << 23;
    /// What a pair of neighbours is weighed for beyond their letters' scripts and cases.
    pub const PAIR: u32 =
        FOREIGN | AFTER_ACCENT | LOW_QUOTE | TONED | TONE_LIKE | HALF | SUPERSCRIPT;
}

/// What the model keeps of a code point.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Info {
    k: Kind,
    rare: u8,
    letter: Option<Script>,
    f: u32,
}

impl Info {
    /// The info in 64 bits, never 0: the classes (24 bits), the rarity, the letter's script
    /// and the kind.
    fn pack(self) -> u64 {
        let letter = self.letter.map_or(0, |s| s as u64 + 1);
        u64::from(self.f)
            | u64::from(self.rare) << 24
            | letter << 32
            | u64::from(self.k.pack()) << 36
    }

    fn unpack(packed: u64) -> Info {
        let letter = (packed >> 32 & 0xF) as usize;
        Info {
            f: (packed & 0xFF_FFFF) as u32,
            rare: (packed >> 24) as u8,
            letter: letter.checked_sub(1).map(|s| Script::ALL[s]),
            k: Kind::unpack((packed >> 36) as u16),
        }
    }
}

/// `c` as the model sees it (each code point of the Basic Multilingual Plane worked out the
/// first time text holds it, and kept).
#[inline]
pub(super) fn ch(c: char) -> Ch {
    static INFOS: Kept = Kept::new();
    let i = Info::unpack(INFOS.get(c, |c| info(c).pack()));
    Ch {
        c,
        k: i.k,
        rare: i.rare,
        letter: i.letter,
        f: i.f,
    }
}

/// What the model's rules ask about `c`.
fn info(c: char) -> Info {
    let k = kind(c);
    let letter = match k {
        Kind::Letter { script, .. } => Some(script),
        Kind::AsciiWord if c.is_ascii_alphabetic() => Some(Script::Latin),
        _ => None,
    };
    let mut f = 0;
    let mut set = |bit: u32, on: bool| {
        if on {
            f |= bit;
        }
    };
    let (upper, lower) = match k {
        Kind::Letter { upper, lower, .. } => (upper, lower),
        Kind::AsciiWord => (c.is_ascii_uppercase(), c.is_ascii_lowercase()),
        _ => (false, false),
    };
    set(is::LETTER, letter.is_some());
    set(is::UPPER, upper);
    set(is::LOWER, lower);
    let non_ascii_letter = |s: Script| matches!(k, Kind::Letter { script, .. } if script == s);
    set(is::ACCENTED, non_ascii_letter(Script::Latin));
    set(
        is::CASED,
        letter.is_some_and(|s| matches!(s, Script::Latin | Script::Greek | Script::Cyrillic)),
    );
    set(is::CYRILLIC, non_ascii_letter(Script::Cyrillic));
    let cjk = matches!(
        k,
        Kind::Letter {
            script: Script::Han | Script::Kana | Script::Hangul,
            ..
        }
    );
    let half = ('\u{FF61}'..='\u{FF9F}').contains(&c);
    set(is::CJK, cjk);
    set(is::FULL, cjk && !half);
    set(is::HALF, half);
    set(is::BOX, box_drawing(c));
    let s = script(c);
    set(is::HAN, s == Script::Han);
    set(is::KANA_HANGUL, matches!(s, Script::Kana | Script::Hangul));
    set(is::THAI, ('\u{E01}'..='\u{E2E}').contains(&c));
    set(is::HEBREW, ('\u{5D0}'..='\u{5EA}').contains(&c));
    let foreign = matches!(c, '\u{200C}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || (matches!(k, Kind::Typographic | Kind::Symbol)
            && c != '\u{FEFF}'
            && matches!(
                s,
                Script::Hebrew | Script::Arabic | Script::Thai | Script::Indic
            ));
    set(is::FOREIGN, foreign);
    set(is::AFTER_ACCENT, matches!(c, 'œ' | 'Œ' | 'Ÿ' | 'ƒ'));
    set(is::LATIN1_LETTERS, matches!(c, 'À'..='ÿ'));
    set(is::LOW_QUOTE, matches!(c, '„' | '‚'));
    let toned = matches!(
        c,
        'ā' | 'ǎ' | 'ē' | 'ě' | 'ī' | 'ǐ' | 'ō' | 'ǒ' | 'ū' | 'ǔ' | 'ǖ' | 'ǘ' | 'ǚ' | 'ǜ'
    );
    set(is::TONED, toned);
    set(
        is::TONE_LIKE,
        toned || matches!(c, 'á' | 'à' | 'é' | 'è' | 'í' | 'ì' | 'ó' | 'ò' | 'ú' | 'ù'),
    );
    set(is::SUPERSCRIPT, matches!(c, '¹' | '²' | '³'));
    set(is::ODD_INSIDE, odd_inside(c));
    set(is::TRAILING, trailing_symbol(c));
    set(
        is::RARE_MARK,
        matches!(c as u32, 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF),
    );
    Info {
        k,
        rare: if letter.is_some() { rarity(c) } else { 0 },
        letter,
        f,
    }
}

#[inline]
pub(super) fn box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{25FF}').contains(&c)
}

/// Symbols that end words in real text (`NESTLÉ®`, `m²`, `10°`). (Not a currency's: after a
/// letter, `Ă£` is `ã` read as windows-1258.)
#[inline]
pub(super) fn trailing_symbol(c: char) -> bool {
    matches!(c, '™' | '®' | '©' | '°' | '²' | '³' | '¹' | 'ª' | 'º' | '%')
}

/// Punctuation that is odd between two letters (an apostrophe or a hyphen is not).
#[inline]
pub(super) fn odd_inside(c: char) -> bool {
    matches!(
        c,
        '‘' | '‚'
            | '“'
            | '”'
            | '„'
            | '«'
            | '»'
            | '‹'
            | '›'
            | '–'
            | '—'
            | '…'
            | '•'
            | '¡'
            | '¿'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table says what the lookups it was built from say, for every code point, the first
    /// time and after.
    #[test]
    fn the_table_agrees_with_the_lookups() {
        for c in (0..0x11000u32).filter_map(char::from_u32) {
            let cp = c as u32;
            assert_eq!(Info::unpack(info(c).pack()), info(c), "{cp:X}");
            let first = ch(c);
            let x = ch(c);
            assert_eq!((first.k, first.f, first.rare), (x.k, x.f, x.rare));
            assert_eq!(x.k, kind(c), "{cp:X}");
            assert_eq!(x.f & is::BOX != 0, box_drawing(c), "{cp:X}");
            if x.letter.is_some() {
                assert_eq!(x.rare, rarity(c), "{cp:X}");
            }
        }
    }
}
