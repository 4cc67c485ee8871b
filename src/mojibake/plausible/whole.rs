//! What the model weighs over a whole text rather than word by word: Han characters none of
//! which is common, accented letters outside the text's alphabet, lone capitals between words,
//! and (where asked) the letters for how well they fit a language. Counted as the words are
//! weighed, in the same pass.

use super::chars::{is, Ch};
use super::weight;
use crate::script::letters::Letters;
use crate::script::{alphabet_mask, script, Kind, Script};
use std::sync::OnceLock;

/// What the words of a text hold, for the measures over the whole of it.
#[derive(Default)]
pub(super) struct Whole {
    han: usize,
    common: usize,
    /// Kana and Hangul.
    kana: usize,
    /// Accented Latin letters, and how many of them each alphabet of
    /// [`alphabets`](crate::script::alphabets) has.
    letters: usize,
    alphabets: [usize; 32],
    /// Where the words are that are one character outside ASCII, a capital or CJK (what
    /// [`lone_capitals`] weighs), by their byte offsets in the text.
    pub one_char: Vec<usize>,
    /// Where the word being weighed starts in the text.
    pub at: usize,
    pub nbsp: bool,
    /// `ï¿½`: U+FFFD's bytes read as windows-1252.
    pub disguised: usize,
    /// The letters of the words, for how well they fit a language.
    pub language: Letters,
    /// How many words there are.
    pub words: usize,
    /// Whether the letters are weighed against a language at all.
    pub weigh_language: bool,
    /// The letters of the words taken for abbreviations (a space between words), and how
    /// many words; and whether a word outside ASCII has a small letter.
    held: Vec<char>,
    held_words: usize,
    small: bool,
}

/// How many words in capitals, with none in small letters, are words, not abbreviations
/// ([`Whole::letters`]).
const HELD_WORDS: usize = 3;

/// The most letters of a word in capitals that is taken for an abbreviation.
const ABBREVIATION: usize = 5;

/// Whether a word is an abbreviation: a few letters, all capitals. (A capital alone is a
/// word, `È stata`, `À propos`.)
fn abbreviation(chars: &[Ch]) -> bool {
    let letters = chars
        .iter()
        .filter(|x| matches!(x.k, Kind::Letter { .. } | Kind::AsciiWord))
        .count();
    chars.len() > 1 && letters <= ABBREVIATION && chars.iter().all(|x| !x.c.is_lowercase())
}

/// Whether a word is code, markup or a path (`pam_*_item()`, `<schema`, `id='%s'>`,
/// `/usr/share`): no language's, and its letters no words (`()ý` is no Vietnamese `ý`).
fn code(word: &str) -> bool {
    word.contains(['_', '*', '\\', '<', '>', '='])
        || word.contains("()")
        || word.contains("://")
        || word.starts_with('/')
}

/// Whether the sign at `i` of a word stands where a letter belongs (`s˜col`, `bin¾re`,
/// `tidsudl¿b`, `construcci—n`: letters a Mac code page wrote, read as windows-1252): a symbol
/// or an inverted mark between two letters of ASCII, or a dash, quote or ellipsis between a
/// few letters and a piece of one or two (prose glues a dash between words, `said—quietly`,
/// `I—I`). (Beside a letter outside ASCII it is UTF-8's mojibake more often, `DrÃ¥ber`, which
/// other marks weigh.) Starting a word, one of the signs Mac OS Roman's capitals and `æ`, `á`,
/// `â` are in windows-1252 (`€nderung`, `†berlaufen`, `¯nsker`, `¾ndret`) before three letters
/// or more (not a quote, a dash or an ellipsis: prose starts words with them).
fn stray(chars: &[Ch], i: usize, letter: &dyn Fn(usize) -> bool) -> bool {
    let ascii = |j: usize| chars.get(j).is_some_and(|x| x.c.is_ascii_alphabetic());
    let c = chars[i];
    if i == 0 && matches!(c.c, '€' | '†' | '¯' | '¾' | '‡' | '‰' | '¿') {
        return (1..4).all(|j| chars.get(j).is_some_and(|x| x.c.is_ascii_lowercase()));
    }
    if c.c == '—'
        && i >= 4
        && (0..i).all(ascii)
        && chars[i - 1].c.is_ascii_lowercase()
        && chars[i + 1..]
            .iter()
            .all(|x| matches!(x.c, '.' | ',' | ';' | ':' | '!' | '?' | ')'))
    {
        return true;
    }
    if i == 0 || !ascii(i - 1) || !ascii(i + 1) {
        return false;
    }
    if c.k == Kind::Symbol || matches!(c.c, '¿' | '¡' | '•') {
        return true;
    }
    let before = (0..i).rev().take_while(|&j| letter(j)).count();
    let after = (i + 1..chars.len()).take_while(|&j| letter(j)).count();
    // (Not the em dash: English prose glues it before a short word, `Phew—we`, `examples—a`,
    // as Mac OS Roman's `ó` read as windows-1252 sits in `conversaci—n`; the letters tell.)
    c.f & is::ODD_INSIDE != 0 && c.c != '—' && before >= 3 && after <= 2
}

impl Whole {
    /// Count a word outside ASCII (its characters and their kinds).
    pub fn count(&mut self, word: &str, at: usize, chars: &[Ch]) {
        self.words += 1;
        // (A short word in capitals is an abbreviation, spelt as no word is: `СССР`; held
        // until the text shows a word in small letters beside it.)
        if self.weigh_language && !code(word) {
            let held = abbreviation(chars);
            if !held {
                let letter = |i: usize| {
                    chars.get(i).is_some_and(|x| match x.k {
                        Kind::Letter { .. } => true,
                        Kind::AsciiWord => x.c.is_ascii_alphabetic(),
                        _ => false,
                    })
                };
                for (i, &Ch { c, k, .. }) in chars.iter().enumerate() {
                    match k {
                        Kind::Letter { .. } | Kind::Mark => {
                            self.small |= c.is_lowercase();
                            self.language.push(c);
                        }
                        Kind::AsciiWord if c.is_ascii_alphabetic() => self.language.push(c),
                        Kind::Symbol | Kind::Typographic if stray(chars, i, &letter) => {
                            self.language.stray()
                        }
                        _ => self.language.edge(),
                    }
                }
            } else if !chars.iter().any(|x| script(x.c) == Script::Latin) {
                // (Latin letters in capitals are left out: `SÃO`, `Â«` are mojibake's own
                // pieces more often than words.)
                for &Ch { c, k, .. } in chars {
                    let letter = matches!(k, Kind::Letter { .. } | Kind::Mark);
                    self.held.push(if letter { c } else { ' ' });
                }
                self.held.push(' ');
                self.held_words += 1;
            }
        }
        self.language.edge();
        let mut disguised = false;
        for &Ch { c, f, .. } in chars {
            let cp = c as u32;
            if cp < 0xA0 {
                continue;
            }
            // (Kana, Hangul and Han all lie above U+1100.)
            if cp >= 0x1100 {
                if f & is::KANA_HANGUL != 0 {
                    self.kana += 1;
                } else if f & is::HAN != 0 {
                    self.han += 1;
                    self.common += common_han(c) as usize;
                }
            } else if let Some(mut mask) = alphabets_of(c) {
                self.letters += 1;
                while mask != 0 {
                    self.alphabets[mask.trailing_zeros() as usize] += 1;
                    mask &= mask - 1;
                }
            }
            self.nbsp |= c == '\u{A0}';
            disguised |= c == 'ï';
        }
        if let [x] = chars
            && (x.c.is_uppercase() || x.f & (is::HAN | is::KANA_HANGUL) != 0)
        {
            self.one_char.push(at);
        }
        if disguised {
            self.disguised += word.matches("ï¿½").count();
        }
    }

    /// The letters of a text, for how well they fit a language: where every word outside
    /// ASCII is a short one in capitals, and there are HELD_WORDS or more of them, they are no
    /// abbreviations but words in capitals (KOI8-R's capitals where Hebrew was written:
    /// `ТЬИХ ТЯЕЛ ДЕРАЬ ЮЛ`), and weighed.
    pub fn letters(&mut self) -> &Letters {
        if !self.small && self.held_words >= HELD_WORDS {
            for c in std::mem::take(&mut self.held) {
                match c {
                    ' ' => self.language.edge(),
                    c => self.language.push(c),
                }
            }
        }
        &self.language
    }

    /// Count a word of ASCII: its letters tell the language of the text.
    pub fn ascii_word(&mut self, word: &str) {
        self.words += 1;
        if code(word) {
            self.language.edge();
            return;
        }
        for b in word.bytes() {
            if b.is_ascii_alphabetic() {
                self.language.push(b as char);
            } else {
                self.language.edge();
            }
        }
        self.language.edge();
    }

    /// Han characters with next to no kana or Hangul, fewer than half of them among those
    /// Chinese and Japanese write most: CJK text read in the wrong CJK encoding (Korean read as
    /// GBK, Big5 read as GBK) looks like this.
    pub fn han_oddness(&self) -> f32 {
        if self.han >= 4 && self.common * 2 < self.han && self.kana * 10 < self.han {
            weight::UNCOMMON_HAN * self.han as f32
        } else {
            0.0
        }
    }

    /// The accented Latin letters of a text outside the one alphabet that holds most of them
    /// (`Árvíztûrõ`: û and õ are no Hungarian letters, ű and ő are), when there are three or
    /// more.
    pub fn alphabet_misfits(&self) -> f32 {
        if self.letters < 2 {
            return 0.0;
        }
        let best = self.alphabets.iter().copied().max().unwrap_or(0);
        let per = if self.letters < 3 {
            weight::MISFIT_FEW
        } else {
            weight::MISFIT
        };
        per * (self.letters - best) as f32
    }
}

/// Words that are one accented capital, after a word that ends in a small letter (no full
/// stop between): `Paulo Ê uma` is `Paulo é uma` read with the wrong code page; and one CJK
/// character as a word between Latin words (`Paulo 茅 uma`). `at`: where the words of one
/// such character are, in order (the words between spaces and line breaks the model weighed;
/// here a word is what stands between two spaces).
pub(super) fn lone_capitals(text: &str, at: &[usize]) -> f32 {
    let bytes = text.as_bytes();
    // The word between spaces around byte `i`, or that ends right before the space at `i`.
    let word_at = |i: usize| {
        let start = bytes[..i]
            .iter()
            .rposition(|&b| b == b' ')
            .map_or(0, |s| s + 1);
        let end = bytes[i..]
            .iter()
            .position(|&b| b == b' ')
            .map_or(text.len(), |e| i + e);
        &text[start..end]
    };
    let latin = |w: &str| w.bytes().any(|b| b.is_ascii_alphabetic());
    let mut cost = 0.0;
    for &i in at {
        let w = word_at(i);
        let mut chars = w.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            continue;
        };
        // (Its neighbours: the words before and after its spaces, where there are.)
        let start = i;
        let end = i + w.len();
        let prev = (start > 0).then(|| &text[..start - 1]).map(|t| {
            let from = t.bytes().rposition(|b| b == b' ').map_or(0, |s| s + 1);
            &t[from..]
        });
        let next = (end < text.len()).then(|| &text[end + 1..]).map(|t| {
            let to = t.bytes().position(|b| b == b' ').unwrap_or(t.len());
            &t[..to]
        });
        let prev_lower =
            prev.is_some_and(|p| p.chars().next_back().is_some_and(char::is_lowercase));
        if prev_lower && !c.is_ascii() && c.is_uppercase() {
            cost += weight::LONE_CAPITAL;
        }
        let cjk = matches!(script(c), Script::Han | Script::Kana | Script::Hangul);
        if cjk && prev.is_some_and(latin) && next.is_some_and(latin) {
            cost += weight::LONE_CAPITAL;
        }
    }
    cost
}

/// For an accented Latin letter (either case; not the Vietnamese block, whose letters fit
/// Vietnamese only), the alphabets of [`alphabets`](crate::script::alphabets) that have it, as
/// bits; None for any other character.
pub(super) fn alphabets_of(c: char) -> Option<u32> {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    let cp = c as usize;
    if !(0xC0..0x250).contains(&cp) {
        return None;
    }
    let table = TABLE.get_or_init(|| {
        (0xC0u32..0x250)
            .map(|cp| {
                let Some(c) = char::from_u32(cp) else {
                    return u32::MAX;
                };
                let lower: Vec<char> = c.to_lowercase().collect();
                if !c.is_alphabetic() || lower.len() != 1 {
                    return u32::MAX;
                }
                alphabet_mask(lower[0])
            })
            .collect()
    });
    // u32::MAX marks what is no letter (× ÷, and the like).
    Some(table[cp - 0xC0]).filter(|&m| m != u32::MAX)
}

/// The Han characters Chinese and Japanese translations write most, most frequent first
/// (assets/letters/zh-ja.han, counted by count.py): real text is mostly made of them.
const HAN_WRITTEN: &str = include_str!("../../../assets/letters/zh-ja.han");

/// Characters that a Chinese text of any length is full of (function words, the commonest
/// nouns and verbs, in simplified and traditional forms): a CJK decoder's output without one
/// is no Chinese. (The translations' commonest characters are their trade's, `件` and `除`,
/// which wrong bytes make as often.)
const COMMON_HAN: &str = "的一是不了在人有我他这這个個们們中来來上大为為和国國地到以说說时時要就出会會可也你对對生能而子那得于於着著下自之年过過发發后後作里裡用道行所然家种種事成方多经經么麼去法学學如都同现現当當没沒动動面起看定天分还還进進好小部其些主样樣理心她本前开開但因只从從想实實日月文中新";

/// Whether a text holds one of the Han characters every Chinese text is full of.
///
/// ```
/// use mojiscope::mojibake::plausible::has_common_han;
/// assert!(has_common_han("这是我的"));
/// assert!(!has_common_han("厥奄"));
/// ```
pub fn has_common_han(text: &str) -> bool {
    static SET: OnceLock<Vec<char>> = OnceLock::new();
    let set = SET.get_or_init(|| sorted(COMMON_HAN.chars()));
    text.chars().any(|c| among(set, c))
}

/// Whether `c` is one of the Han characters of [`HAN_WRITTEN`].
fn common_han(c: char) -> bool {
    static SET: OnceLock<Vec<char>> = OnceLock::new();
    let set = SET.get_or_init(|| {
        let listed = HAN_WRITTEN.lines().filter(|l| !l.starts_with('#'));
        sorted(listed.filter_map(|l| l.chars().next()))
    });
    among(set, c)
}

/// `chars`, sorted, each once.
fn sorted(chars: impl Iterator<Item = char>) -> Vec<char> {
    let mut v: Vec<char> = chars.collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Whether `c` is a Han character of the sorted `set`.
fn among(set: &[char], c: char) -> bool {
    script(c) == Script::Han && set.binary_search(&c).is_ok()
}

#[cfg(test)]
mod tests {
    use super::code;
    use crate::mojibake::plausible::oddness_in_language;

    #[test]
    fn a_word_of_code_tells_no_language() {
        for w in [
            "pam_*_item()ý",
            "/usr/share/locale",
            "http://example.org/ä",
            "a\\b",
        ] {
            assert!(code(w), "{w}");
        }
        for w in ["apt-get(8)", "l'option", "Server/Proxy", "(socket)", "«ý»"] {
            assert!(!code(w), "{w}");
        }
        // `ý` glued to code is no Vietnamese word saving bits for this reading of Hebrew.
        assert!(oddness_in_language("ТЬИХ ТЯЕЛ ДЕРАЬ ЮЛ to pam_*_item()ý").language >= 0.0);
    }

    #[test]
    fn words_in_capitals_with_none_in_small_letters_are_no_abbreviations() {
        // KOI8-R's capitals where Hebrew was written are weighed; `СССР` beside `и` is not.
        assert!(oddness_in_language("ТЬИХ ТЯЕЛ ДЕРАЬ ЮЛ").language > 1.0);
        assert_eq!(oddness_in_language("РСФСР и СССР").language, 0.0);
        assert_eq!(oddness_in_language("СССР и США").language, 0.0);
    }
}
