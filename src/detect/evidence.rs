//! What the bytes look like under one encoding: whether they decode without errors (and where
//! the first error is), how many U+FFFD and C1 controls the text has, how many words mix
//! scripts, and how plausible its Cyrillic words are. chardetng gives a guess and no reasons;
//! this is the evidence shown beside it, for every candidate.

use crate::encoding::Encoding;
use crate::i18n::{words, Lang};
use crate::script::{alphabet_mask, alphabetic};

/// The evidence for one candidate encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evidence {
    pub encoding: Encoding,
    /// Byte offset of the first error, or None when the sample decodes without one.
    pub first_error: Option<usize>,
    /// U+FFFD in the decoded text (errors, or U+FFFD written as such).
    pub replacements: usize,
    /// U+0080–U+009F: control codes no text uses; bytes that mean a character elsewhere.
    pub c1_controls: usize,
    /// Words (runs of letters) mixing letters of two scripts, as mojibake does ("ÐŸÑ€Ð¸").
    pub mixed_script_words: usize,
    /// Words of two letters or more, with letters of some script.
    pub words: usize,
    /// Symbols glued to letters ("½uvre", "©koda", "Ã©"): what another encoding's letters
    /// look like (apostrophes, quotes and dashes do not count).
    pub glued_symbols: usize,
    /// For Latin text with accented letters: how well they fit one language's alphabet, per
    /// mille (1000: every accented letter is one language's; 0: too few to tell). A Czech text
    /// read in a sibling encoding has Polish or Slovak letters in Czech words.
    pub latin_fit: u32,
    /// For Cyrillic text: well-formed words minus broken ones (a symbol or a rare letter where
    /// a capital should be, as windows-1251 reads x-mac-cyrillic's capitals).
    pub cyrillic_plausibility: i64,
}

thread_local! {
    /// The characters of the text whose evidence is being gathered, each with whether it is
    /// alphabetic (asked of each several times).
    static CHARS: std::cell::RefCell<Vec<(char, bool)>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Evidence {
    /// The evidence for `bytes` decoded as `encoding` (without BOM handling).
    pub fn gather(bytes: &[u8], encoding: Encoding) -> Evidence {
        let rs = encoding.reference();
        let first_error = first_error(bytes, rs);
        let (text, _) = rs.decode_without_bom_handling(bytes);
        // (The characters once, in a buffer each candidate's evidence uses again: a sample's
        // worth of fresh memory per candidate costs more than the looking.)
        CHARS.with_borrow_mut(|chars| {
            chars.clear();
            chars.extend(text.chars().map(|c| (c, alphabetic(c))));
            let replacements = chars.iter().filter(|&&(c, _)| c == '\u{FFFD}').count();
            let c1_controls = chars
                .iter()
                .filter(|&&(c, _)| ('\u{80}'..='\u{9F}').contains(&c))
                .count();
            let (words, mixed_script_words) = words(chars);
            Evidence {
                encoding,
                first_error,
                replacements,
                c1_controls,
                mixed_script_words,
                words,
                glued_symbols: glued_symbols(chars),
                latin_fit: latin_fit(chars),
                cyrillic_plausibility: cyrillic_plausibility(chars),
            }
        })
    }

    /// The evidence in a sentence in `lang`: "decodes without errors; 3 C1 controls".
    pub fn verdict(&self, lang: Lang) -> String {
        let mut parts = Vec::new();
        match self.first_error {
            None => parts.push(words!(lang, "detect-evidence-no-errors")),
            Some(at) => parts.push(words!(
                lang,
                "detect-evidence-first-error",
                offset = at,
                n = self.replacements
            )),
        }
        if self.c1_controls > 0 {
            parts.push(words!(lang, "detect-evidence-c1", n = self.c1_controls));
        }
        if self.mixed_script_words > 0 {
            parts.push(words!(
                lang,
                "detect-evidence-mixed-scripts",
                n = self.mixed_script_words,
                words = self.words
            ));
        }
        if self.glued_symbols > 0 {
            parts.push(words!(
                lang,
                "detect-evidence-glued",
                n = self.glued_symbols
            ));
        }
        if self.latin_fit > 0 && self.latin_fit < 1000 {
            parts.push(words!(
                lang,
                "detect-evidence-latin-fit",
                fit = self.latin_fit
            ));
        }
        if self.cyrillic_plausibility != 0 {
            parts.push(words!(
                lang,
                "detect-evidence-cyrillic",
                score = format!("{:+}", self.cyrillic_plausibility)
            ));
        }
        parts.join(&words!(lang, "detect-evidence-separator"))
    }
}

/// The offset of the first byte `rs` cannot decode, if any.
fn first_error(bytes: &[u8], rs: &'static encoding_rs::Encoding) -> Option<usize> {
    let mut decoder = rs.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(bytes.len().min(1 << 16) * 3 + 16);
    let mut pos = 0;
    loop {
        let (result, read) =
            decoder.decode_to_string_without_replacement(&bytes[pos..], &mut out, true);
        pos += read;
        match result {
            encoding_rs::DecoderResult::InputEmpty => return None,
            encoding_rs::DecoderResult::OutputFull => {
                out.clear();
                out.reserve(1 << 16);
            }
            encoding_rs::DecoderResult::Malformed(bad, extra) => {
                return Some(pos - bad as usize - extra as usize);
            }
        }
    }
}

/// The script of a letter, coarsely: Japanese mixes kanji and kana, so CJK is one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
    Hebrew,
    Arabic,
    Thai,
    Cjk,
    Other,
}

fn script(c: char) -> Script {
    use crate::script::{script as fine, Script as S};
    match fine(c) {
        S::Latin => Script::Latin,
        S::Greek => Script::Greek,
        S::Cyrillic => Script::Cyrillic,
        S::Hebrew => Script::Hebrew,
        S::Arabic => Script::Arabic,
        S::Thai => Script::Thai,
        S::Han | S::Kana | S::Hangul => Script::Cjk,
        S::Armenian | S::Indic | S::Other => Script::Other,
    }
}

/// Words of two letters or more, and how many of them mix scripts (`chars`: each character
/// and whether it is alphabetic).
fn words(chars: &[(char, bool)]) -> (usize, usize) {
    let (mut words, mut mixed) = (0, 0);
    for word in chars.split(|&(_, alphabetic)| !alphabetic) {
        let mut scripts = word
            .iter()
            .map(|&(c, _)| script(c))
            .filter(|&s| s != Script::Other);
        let Some(first) = scripts.next() else {
            continue;
        };
        if word.len() < 2 {
            continue;
        }
        words += 1;
        if scripts.any(|s| s != first) {
            mixed += 1;
        }
    }
    (words, mixed)
}

/// How well the text's accented Latin letters fit the one alphabet they fit best, per mille.
fn latin_fit(chars: &[(char, bool)]) -> u32 {
    let mut letters = 0usize;
    let mut held = [0usize; 32];
    let mut hold = |mut m: u32, letters: &mut usize| {
        *letters += 1;
        while m != 0 {
            held[m.trailing_zeros() as usize] += 1;
            m &= m - 1;
        }
    };
    for &(c, alphabetic) in chars {
        if c.is_ascii() || !alphabetic {
            continue;
        }
        match latin_letter(c) {
            LatinLetter::No => {}
            LatinLetter::Lower(mask) => hold(mask, &mut letters),
            LatinLetter::Longer => c
                .to_lowercase()
                .for_each(|l| hold(alphabet_mask(l), &mut letters)),
        }
    }
    if letters < 6 {
        return 0;
    }
    let best = held.iter().copied().max().unwrap_or(0);
    (best * 1000 / letters) as u32
}

/// What [`latin_fit`] makes of an alphabetic character.
enum LatinLetter {
    /// No letter of the Latin script.
    No,
    /// A Latin letter whose lower case is one character: the alphabets that hold it.
    Lower(u32),
    /// A Latin letter whose lower case is longer (`İ`).
    Longer,
}

/// What `c` (alphabetic) is to [`latin_fit`], kept for each code point below U+2000 (where
/// the Latin letters code pages make lie) the first time text holds it.
fn latin_letter(c: char) -> LatinLetter {
    use std::sync::atomic::{AtomicU32, Ordering};
    static KNOWN: [AtomicU32; 0x2000] = [const { AtomicU32::new(0) }; 0x2000];
    // (Kept as the mask with bit 31 set, or NO or LONGER; the alphabets are fewer than 30.)
    const KEPT: u32 = 1 << 31;
    const NO: u32 = KEPT | 1 << 30;
    const LONGER: u32 = KEPT | 1 << 29;
    let work = || {
        if script(c) != Script::Latin {
            return LatinLetter::No;
        }
        let mut lower = c.to_lowercase();
        match (lower.next(), lower.next()) {
            (Some(l), None) => LatinLetter::Lower(alphabet_mask(l)),
            _ => LatinLetter::Longer,
        }
    };
    let Some(known) = KNOWN.get(c as usize) else {
        return work();
    };
    match known.load(Ordering::Relaxed) {
        0 => {
            let answer = work();
            let kept = match answer {
                LatinLetter::No => NO,
                LatinLetter::Longer => LONGER,
                LatinLetter::Lower(mask) => KEPT | mask,
            };
            known.store(kept, Ordering::Relaxed);
            answer
        }
        NO => LatinLetter::No,
        LONGER => LatinLetter::Longer,
        kept => LatinLetter::Lower(kept & !KEPT),
    }
}

/// The punctuation scripts write next to their letters: Japanese and Chinese (、。「」・ and
/// the full-width forms), Arabic, Hebrew, Armenian, Devanagari, Thai, Ethiopic.
fn script_punctuation(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' | '\u{30FB}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF01}'..='\u{FF0F}'
        | '\u{FF1A}'..='\u{FF20}' | '\u{FF3B}'..='\u{FF40}' | '\u{FF5B}'..='\u{FF65}'
        | '\u{060C}' | '\u{061B}' | '\u{061F}' | '\u{06D4}' | '\u{05BE}' | '\u{05F3}' | '\u{05F4}'
        | '\u{055A}'..='\u{055F}' | '\u{0589}' | '\u{0964}' | '\u{0965}' | '\u{0E2F}'
        | '\u{0E5A}' | '\u{0E5B}' | '\u{1361}'..='\u{1368}')
}

/// Non-ASCII symbols next to a letter, but not the punctuation words carry (’ ‘ “ ” – — …,
/// and the punctuation of other scripts).
fn glued_symbols(chars: &[(char, bool)]) -> usize {
    let word_punctuation = |c: char| "’‘“”„‚–—…·«»‹›′″".contains(c) || script_punctuation(c);
    (0..chars.len())
        .filter(|&i| {
            let (c, alphabetic) = chars[i];
            // Superscripts and fractions count: ¹ and ½ are where ISO-8859-4 has š and
            // ISO-8859-15 has œ.
            let symbol = !c.is_ascii()
                && !alphabetic
                && !c.is_whitespace()
                && !word_punctuation(c)
                && !('\u{80}'..='\u{9F}').contains(&c);
            let letter = |j: Option<usize>| j.and_then(|j| chars.get(j)).is_some_and(|n| n.1);
            symbol && (letter(i.checked_sub(1)) || letter(Some(i + 1)))
        })
        .count()
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

/// Cyrillic words in a plausible case (lower, Capitalised, UPPER) of common letters count +1;
/// words with a rare letter or a capital inside count −2, and so does a symbol glued to the
/// front of a lower-case word (where x-mac-cyrillic's capital became a windows-1251 symbol).
fn cyrillic_plausibility(chars: &[(char, bool)]) -> i64 {
    let mut score = 0;
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].1 {
            // A symbol directly before a lower-case Cyrillic word, after a space or at the
            // start: a capital read in the wrong encoding.
            let glued = chars.get(i + 1).is_some_and(|&(n, _)| {
                script(n) == Script::Cyrillic && n.is_lowercase() && common_cyrillic(n)
            });
            let before_ok = i == 0 || chars[i - 1].0.is_whitespace();
            let c = chars[i].0;
            let symbol = !c.is_whitespace() && !c.is_ascii() && !c.is_numeric();
            if glued && before_ok && symbol {
                score -= 2;
            }
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].1 {
            i += 1;
        }
        let word = &chars[start..i];
        if word.len() < 2 || !word.iter().any(|&(c, _)| script(c) == Script::Cyrillic) {
            continue;
        }
        let common = word.iter().all(|&(c, _)| common_cyrillic(c));
        let rest_lower = word[1..].iter().all(|c| c.0.is_lowercase());
        let all_upper = word.iter().all(|c| c.0.is_uppercase());
        if common && (rest_lower || all_upper) {
            score += 1;
        } else {
            score -= 2;
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(text: &str) -> Vec<(char, bool)> {
        text.chars().map(|c| (c, c.is_alphabetic())).collect()
    }

    #[test]
    fn a_latin_letter_kept_is_what_it_is() {
        // (The masks leave the top bits for the table's marks.)
        assert!(crate::script::alphabets().len() < 29);
        let plain = |c: char| match latin_letter(c) {
            LatinLetter::No => None,
            LatinLetter::Lower(mask) => Some(vec![mask]),
            LatinLetter::Longer => Some(c.to_lowercase().map(alphabet_mask).collect()),
        };
        for c in (0..0x2100)
            .filter_map(char::from_u32)
            .filter(|&c| alphabetic(c))
        {
            let want = (script(c) == Script::Latin)
                .then(|| c.to_lowercase().map(alphabet_mask).collect::<Vec<u32>>());
            assert_eq!(plain(c), want, "{c}");
            assert_eq!(plain(c), want, "{c}");
        }
    }

    #[test]
    fn mojibake_mixes_scripts() {
        assert_eq!(words(&chars("Привет мир")), (2, 0));
        // UTF-8 Cyrillic read as windows-1252: Latin letters and symbols.
        let (w, mixed) = words(&chars("ÐŸÑ€Ð¸Ð²ÐµÑ‚"));
        assert!(w >= 1 && mixed == 0, "{w} {mixed}");
        assert_eq!(words(&chars("Москваmoscow")), (1, 1));
    }

    #[test]
    fn cyrillic_capitals_read_in_the_wrong_encoding_score_low() {
        let good = cyrillic_plausibility(&chars("Москва и Санкт-Петербург"));
        let mac_as_1251 = cyrillic_plausibility(&chars("Њосква и ‘анкт-ЏетербургЉ"));
        assert!(good > 0 && mac_as_1251 < 0, "{good} {mac_as_1251}");
    }

    #[test]
    fn accented_letters_fit_one_alphabet_or_several() {
        // Czech read as Czech, and as windows-1250 reads ISO-8859-2 (š → ą, ž → ľ).
        assert_eq!(
            latin_fit(&chars("příliš žluťoučký kůň úpěl ďábelské ódy")),
            1000
        );
        assert!(latin_fit(&chars("přílią ľluťoučký kůň úpěl ďábelské ódy")) < 1000);
        // Too few accented letters to tell.
        assert_eq!(latin_fit(&chars("café")), 0);
        // A superscript or a fraction glued to a word counts as a symbol ("c½ur").
        assert_eq!(glued_symbols(&chars("c½ur et ¹ seul")), 1);
        assert_eq!(glued_symbols(&chars("it’s “quoted” – fine")), 0);
    }

    #[test]
    fn japanese_punctuation_is_not_a_glued_symbol() {
        let text = "「こんにちは」と彼は言った。日本語、テキスト！（本当に）";
        let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(text);
        let right = Evidence::gather(&sjis, Encoding::ShiftJis);
        assert_eq!(right.glued_symbols, 0, "{}", right.verdict(Lang::En));
        assert_eq!(right.verdict(Lang::En), "decodes without errors");
        // The same bytes read as windows-1252 still show their glued symbols.
        assert!(Evidence::gather(&sjis, Encoding::Windows1252).glued_symbols > 0);
        let arabic = Evidence::gather("مرحبا، كيف حالك؟".as_bytes(), Encoding::Utf8);
        assert_eq!(arabic.glued_symbols, 0);
    }

    #[test]
    fn first_errors_and_controls() {
        let e = Evidence::gather(b"ok \xFF ok", Encoding::Utf8);
        assert_eq!((e.first_error, e.replacements), (Some(3), 1));
        let e = Evidence::gather(b"ok \x81 ok", Encoding::Windows1252);
        assert_eq!((e.first_error, e.c1_controls), (None, 1));
        assert!(
            e.verdict(Lang::En).contains("1 C1 control "),
            "{}",
            e.verdict(Lang::En)
        );
    }
}
