//! What kind of character a code point is, for the detector and the plausibility model: its
//! script, whether it is a letter, a mark, a symbol or a control, and how common it is; and the
//! alphabets of the languages written in Latin letters. How common a CJK character is comes
//! from the standard's own indexes: the legacy national sets put their most used characters
//! first (GB 2312 level 1, JIS X 0208 level 1, Big5's frequently used block, the 2,350
//! precomposed syllables of KS X 1001, of which Korean writes some 840), so a character outside
//! all of them is rare.

mod alphabets;
pub mod kept;
pub mod letters;
mod ranges;

pub use alphabets::{alphabets, mask as alphabet_mask, Alphabet};
use kept::Kept16;
pub use ranges::{script, Script};

impl Script {
    /// Whether letters of `self` and `other` meet inside one word of real text.
    pub fn mixes_with(self, other: Script) -> bool {
        let cjk = |s: Script| matches!(s, Script::Han | Script::Kana | Script::Hangul);
        // CJK text has no spaces: its words run into Latin ones (`はＳＪＩＳです`).
        self == other
            || (cjk(self)
                && cjk(other)
                && !matches!((self, other), (Script::Hangul, _) | (_, Script::Hangul)))
            || (cjk(self) && other == Script::Latin)
            || (self == Script::Latin && cjk(other))
    }

    /// Whether letters of the two meet inside one word of technical text (`IL2Rγc`, `β-actin`).
    pub fn meets_in_science(self, other: Script) -> bool {
        matches!(
            (self, other),
            (Script::Latin, Script::Greek) | (Script::Greek, Script::Latin)
        )
    }
}

/// What a character is, as the plausibility model sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An ASCII letter or digit.
    AsciiWord,
    /// ASCII punctuation and symbols.
    AsciiPunct,
    /// Spaces and line breaks (ASCII or not).
    Space,
    /// A letter outside ASCII, upper or lower case (or neither).
    Letter {
        script: Script,
        upper: bool,
        lower: bool,
    },
    /// A digit outside ASCII (superscripts and fractions are symbols).
    Digit,
    /// A combining mark.
    Mark,
    /// Punctuation that ordinary text uses: quotes, dashes, ellipsis, inverted marks.
    Typographic,
    /// Every other symbol or punctuation mark: ¤ ¦ ¨ ¯ ´ ¸ ± ƒ ‰ ™, box drawing, …
    Symbol,
    /// A C0 control other than tab, line feed, form feed and carriage return.
    Control,
    /// A C1 control (U+0080–U+009F): in text, almost always a windows-1252 byte decoded as
    /// ISO-8859-1.
    C1,
    /// U+FFFD REPLACEMENT CHARACTER.
    Replacement,
    /// Private use, noncharacters, code points of planes Unicode has assigned nothing in, and
    /// format characters other than the BOM.
    Odd,
}

/// How rare a letter is, 0 (ordinary) to 3 (almost never in running text).
pub fn rarity(c: char) -> u8 {
    let cp = c as u32;
    match cp {
        0..=0x17F => match c {
            // The kra and the n preceded by apostrophe (Icelandic and Faroese ð and þ are
            // ordinary letters of living languages).
            'ĸ' | 'ŉ' => 1,
            // The long s; letters of Maltese, Esperanto and Sami only.
            'ſ' => 2,
            'Ġ' | 'ġ' | 'Ħ' | 'ħ' | 'Ċ' | 'ċ' | 'Ĝ' | 'ĝ' | 'Ĥ' | 'ĥ' | 'Ĵ' | 'ĵ' | 'Ŝ' | 'ŝ'
            | 'Ŭ' | 'ŭ' | 'Ŀ' | 'ŀ' | 'Ŧ' | 'ŧ' | 'Ŋ' | 'ŋ' | 'Ĳ' | 'ĳ' => 1,
            _ => 0,
        },
        // Latin Extended-B: a few letters of living languages, the rest rare.
        0x180..=0x24F => match c {
            'Ơ' | 'ơ' | 'Ư' | 'ư' | 'Ș' | 'ș' | 'Ț' | 'ț' => 0,
            'ǎ' | 'ǐ' | 'ǒ' | 'ǔ' | 'Ǎ' | 'Ǐ' | 'Ǒ' | 'Ǔ' => 1,
            'ƒ' => 2,
            _ => 2,
        },
        // IPA and spacing modifier letters.
        0x250..=0x2FF => 3,
        // Greek and Coptic: the Coptic letters and archaic ones are rare, and so are the two
        // vowels with both diaeresis and accent (ΐ ΰ).
        0x390 | 0x3B0 => 2,
        0x370..=0x3FF => u8::from(!(0x386..=0x3CE).contains(&cp)) * 2,
        // Cyrillic: the letters of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and
        // Macedonian are ordinary; historic and extended letters are rare.
        // Macedonian's own letters are rarer than Serbian's.
        0x403 | 0x405 | 0x40C | 0x453 | 0x455 | 0x45C => 1,
        0x400..=0x45F => 0,
        0x460..=0x52F => 2,
        // Arabic letters no Arabic code page has (Kashmiri's yeh, the later kehehs and yehs).
        0x620 | 0x63B..=0x63F => 2,
        // Yiddish's ligatures of Hebrew letters.
        0x5F0..=0x5F2 => 2,
        // Syriac, Thaana, NKo, Samaritan and Mandaic: living scripts, but what a code page's
        // pair of letters read as UTF-8 makes far more often than text written in them.
        0x700..=0x74F | 0x780..=0x89F => 3,
        // Latin Extended Additional: Vietnamese and Welsh letters.
        0x1E00..=0x1EFF => u8::from(!(0x1EA0..=0x1EF9).contains(&cp)),
        // CJK: as common as the national sets say.
        0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0xF900..=0xFAFF => han_rarity(cp),
        0xAC00..=0xD7A3 => han_rarity(cp),
        // Thai letters and signs that went out of use.
        0xE03 | 0xE05 | 0xE4F | 0xE5A | 0xE5B => 3,
        // Half-width katakana: a Shift_JIS or EUC-JP reading of stray bytes far more often
        // than real text.
        0xFF61..=0xFF9F => 2,
        // Compatibility jamo and letters of scripts outside any legacy encoding.
        0x3130..=0x318F => 2,
        0x10000.. => 2,
        _ => 0,
    }
}

/// Rarity of a Han character or Hangul syllable from the national sets (see the module; the
/// table is built with the program, by `build/han_rarity.rs`).
fn han_rarity(cp: u32) -> u8 {
    static TABLE: &[u8; 0x10000] = include_bytes!(concat!(env!("OUT_DIR"), "/han_rarity.bin"));
    TABLE.get(cp as usize).copied().unwrap_or(3)
}

include!(concat!(env!("OUT_DIR"), "/alphabetic.rs"));

/// Whether `c` is alphabetic, as [`char::is_alphabetic`] says, from a table of bits for the
/// Basic Multilingual Plane (built with the program).
///
/// ```
/// use mojiscope::script::alphabetic;
/// assert!(alphabetic('é') && alphabetic('ж') && alphabetic('的') && !alphabetic('€'));
/// ```
#[inline]
pub fn alphabetic(c: char) -> bool {
    let cp = c as usize;
    match ALPHABETIC.get(cp / 64) {
        Some(bits) => bits & 1 << (cp % 64) != 0,
        None => c.is_alphabetic(),
    }
}

/// The script a letter outside ASCII brings into a word, if it brings one: none for what is no
/// such letter, nor for a spacing modifier letter (U+02B0–U+02FF: Uzbek's and Hawaiian's `ʻ`,
/// Ukrainian's `ʼ`), which is written among the letters of any script.
///
/// ```
/// use mojiscope::script::{letter_script, Script};
/// assert_eq!(letter_script('ж'), Some(Script::Cyrillic));
/// assert_eq!(letter_script('ʻ'), None);
/// assert_eq!(letter_script('€'), None);
/// ```
pub fn letter_script(c: char) -> Option<Script> {
    match kind(c) {
        _ if ('\u{2B0}'..='\u{2FF}').contains(&c) => None,
        Kind::Letter { script, .. } => Some(script),
        _ => None,
    }
}

/// What `c` is (each code point of the Basic Multilingual Plane, where text spends its time,
/// worked out the first time text holds it and kept).
pub fn kind(c: char) -> Kind {
    static KINDS: Kept16 = Kept16::new();
    if c.is_ascii() {
        return ascii_kind(c);
    }
    Kind::unpack(KINDS.get(c, |c| kind_of(c).pack()))
}

impl Kind {
    /// The kind in 16 bits, never 0: its variant, a letter's script and case, and bit 15 set.
    pub(crate) fn pack(self) -> u16 {
        let (variant, more) = match self {
            Kind::AsciiWord => (0, 0),
            Kind::AsciiPunct => (1, 0),
            Kind::Space => (2, 0),
            Kind::Letter {
                script,
                upper,
                lower,
            } => (
                3,
                script as u16 | u16::from(upper) << 4 | u16::from(lower) << 5,
            ),
            Kind::Digit => (4, 0),
            Kind::Mark => (5, 0),
            Kind::Typographic => (6, 0),
            Kind::Symbol => (7, 0),
            Kind::Control => (8, 0),
            Kind::C1 => (9, 0),
            Kind::Replacement => (10, 0),
            Kind::Odd => (11, 0),
        };
        1 << 15 | more << 4 | variant
    }

    /// The kind [`Kind::pack`] made `packed` of.
    pub(crate) fn unpack(packed: u16) -> Kind {
        let more = packed >> 4;
        match packed & 0xF {
            0 => Kind::AsciiWord,
            1 => Kind::AsciiPunct,
            2 => Kind::Space,
            3 => Kind::Letter {
                script: Script::ALL[usize::from(more & 0xF)],
                upper: more & 1 << 4 != 0,
                lower: more & 1 << 5 != 0,
            },
            4 => Kind::Digit,
            5 => Kind::Mark,
            6 => Kind::Typographic,
            7 => Kind::Symbol,
            8 => Kind::Control,
            9 => Kind::C1,
            10 => Kind::Replacement,
            _ => Kind::Odd,
        }
    }
}

/// What an ASCII character is.
#[inline]
fn ascii_kind(c: char) -> Kind {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => Kind::AsciiWord,
        '\t' | '\n' | '\x0C' | '\r' | ' ' => Kind::Space,
        '\0'..='\x1F' | '\x7F' => Kind::Control,
        _ => Kind::AsciiPunct,
    }
}

fn kind_of(c: char) -> Kind {
    let cp = c as u32;
    if c.is_ascii() {
        return ascii_kind(c);
    }
    match cp {
        0x80..=0x9F => return Kind::C1,
        0xFFFD => return Kind::Replacement,
        0xA0 | 0x2000..=0x200A | 0x2028 | 0x2029 | 0x202F | 0x205F | 0x3000 => return Kind::Space,
        0x300..=0x36F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F => {
            return Kind::Mark
        }
        // (And planes 4 to 13, where Unicode has assigned nothing.)
        0xE000..=0xF8FF | 0x40000..=0xDFFFF | 0xF0000.. | 0xFDD0..=0xFDEF => return Kind::Odd,
        _ => {}
    }
    if (cp & 0xFFFE) == 0xFFFE {
        return Kind::Odd;
    }
    // Points and vowel signs of Hebrew, Arabic and Thai combine with their letters (Unicode
    // calls many of them alphabetic).
    if matches!(
        cp,
        0x591..=0x5BD | 0x5BF | 0x5C1 | 0x5C2 | 0x5C4 | 0x5C5 | 0x5C7 | 0x610..=0x61A
            | 0x64B..=0x65F | 0x670 | 0x6D6..=0x6DC | 0x6DF..=0x6E4 | 0x6E7 | 0x6E8
            | 0x6EA..=0x6ED | 0xE31 | 0xE34..=0xE3A | 0xE47..=0xE4E
    ) {
        return Kind::Mark;
    }
    if matches!(
        script(c),
        Script::Indic | Script::Thai | Script::Hebrew | Script::Arabic
    ) && !c.is_alphabetic()
        && !c.is_numeric()
    {
        return if matches!(script(c), Script::Indic) {
            Kind::Mark
        } else {
            Kind::Typographic
        };
    }
    if c.is_alphabetic() {
        // Latin-1's ª º µ are letters to Unicode but symbols in text.
        if matches!(c, 'ª' | 'º' | 'µ') {
            return Kind::Symbol;
        }
        return Kind::Letter {
            script: script(c),
            upper: c.is_uppercase(),
            lower: c.is_lowercase(),
        };
    }
    if c.is_numeric() {
        return if matches!(cp, 0x660..=0x669 | 0x6F0..=0x6F9 | 0x966..=0x96F | 0xFF10..=0xFF19) {
            Kind::Digit
        } else {
            Kind::Symbol
        };
    }
    match c {
        '‘' | '’' | '“' | '”' | '„' | '«' | '»' | '‹' | '›' | '–' | '—' | '‐' | '‑' | '…' | '¡'
        | '¿' | '·' | '•' | '′' | '″' | '、' | '。' | '「' | '」' | '『' | '』' | '・' | '（'
        | '）' | '，' | '：' | '！' | '？' | '《' | '》' | '〈' | '〉' | '【' | '】' | 'ー'
        | '～' | '\u{FEFF}' | '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{200E}' | '\u{200F}'
        | '\u{00AD}' => Kind::Typographic,
        _ => Kind::Symbol,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_national_sets_rank_han_characters() {
        // 的 (GB 2312 level 1), 丂 (GBK only), 한 (KS X 1001), 똠 (not in KS X 1001).
        assert_eq!(rarity('的'), 0);
        assert_eq!(rarity('丂'), 3);
        assert_eq!(rarity('한'), 0);
        assert_eq!(rarity('똠'), 2);
        // 亍 is in GB 2312 level 2 and in no other set's common level.
        assert_eq!(rarity('亍'), 1);
    }

    #[test]
    fn hangul_syllables_korean_does_not_write_are_rare() {
        // All in KS X 1001; `에`, `소`, `켓` are written in every Korean text, `풩` and `뮐`
        // are what Cyrillic read as EUC-KR makes (`ЧЕТУЙС`, `풩쩠뮐`).
        for common in ['에', '소', '켓', '을'] {
            assert_eq!(rarity(common), 0, "{common}");
        }
        for rare in ['풩', '쩠', '뮐'] {
            assert_eq!(rarity(rare), 1, "{rare}");
        }
    }

    #[test]
    fn alphabetic_is_what_unicode_says() {
        for c in (0..0x11000).filter_map(char::from_u32) {
            assert_eq!(alphabetic(c), c.is_alphabetic(), "{:04X}", c as u32);
        }
    }

    #[test]
    fn every_kind_kept_is_the_kind() {
        for (i, s) in Script::ALL.iter().enumerate() {
            assert_eq!(*s as usize, i);
        }
        for c in (0..0x11000).filter_map(char::from_u32) {
            // (The first time works it out; the second reads what was kept.)
            assert_eq!(kind(c), kind_of(c), "{:04X}", c as u32);
            assert_eq!(kind(c), kind_of(c), "{:04X}", c as u32);
        }
    }

    #[test]
    fn kinds() {
        assert_eq!(
            kind('é'),
            Kind::Letter {
                script: Script::Latin,
                upper: false,
                lower: true
            }
        );
        assert_eq!(
            kind('Ж'),
            Kind::Letter {
                script: Script::Cyrillic,
                upper: true,
                lower: false
            }
        );
        assert_eq!(kind('\u{93}'), Kind::C1);
        assert_eq!(kind('¤'), Kind::Symbol);
        assert_eq!(kind('’'), Kind::Typographic);
        assert_eq!(kind('\u{301}'), Kind::Mark);
        assert_eq!(kind('\u{E000}'), Kind::Odd);
        // (Planes 4 to 13 hold nothing; plane 3 holds Han.)
        assert_eq!(kind('\u{73FE0}'), Kind::Odd);
        assert!(matches!(kind('\u{30000}'), Kind::Letter { .. }));
        assert_eq!(kind('\u{A0}'), Kind::Space);
        assert_eq!(kind('µ'), Kind::Symbol);
        assert!(Script::Han.mixes_with(Script::Kana));
        assert!(!Script::Latin.mixes_with(Script::Cyrillic));
    }
}
