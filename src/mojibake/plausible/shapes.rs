//! The model's rules over letters side by side: what two neighbours say (`pair`), and the
//! shapes words of a script take (Cyrillic, Thai).

use super::{is_letter, is_lower, is_upper, letter_script, trailing_symbol, weight};
use crate::script::{script, Kind, Script};

/// The oddness of two neighbours inside a word; `at_end`: `c` ends the word (or only ASCII
/// punctuation follows).
pub(super) fn pair(p: char, pk: Kind, c: char, k: Kind, at_end: bool) -> f32 {
    // (Every rule below needs a character outside ASCII: ASCII has no symbols, marks or
    // digits of other scripts, and its letters are all Latin.)
    if p.is_ascii() && c.is_ascii() {
        return 0.0;
    }
    let mut cost = 0.0;
    // A mark of another script's writing beside a letter of an alphabet with capitals
    // (`Kar\u{200E}\u{200F}k`, `Normal๛s`): what a Hebrew, Arabic or Thai code page makes of
    // Latin text's bytes. (Those scripts' own letters beside Latin ones are weighed below.)
    if (foreign_mark(c, k) && cased_letter(p, pk)) || (foreign_mark(p, pk) && cased_letter(c, k)) {
        cost += weight::SCRIPTS;
    }
    if matches!(k, Kind::Symbol) && is_letter(p, pk) && !(at_end && trailing_symbol(c)) {
        cost += weight::GLUED_AFTER;
    }
    if matches!(c, 'œ' | 'Œ' | 'Ÿ' | 'ƒ') && matches!(p, 'À'..='ÿ') {
        cost += weight::AFTER_ACCENT;
    }
    // An opening low quote right after a letter.
    if matches!(c, '„' | '‚') && is_letter(p, pk) {
        cost += weight::GLUED_AFTER;
    }
    // Two vowels with Pinyin tone marks side by side: a syllable carries one.
    let toned = |x: char| {
        matches!(
            x,
            'ā' | 'ǎ' | 'ē' | 'ě' | 'ī' | 'ǐ' | 'ō' | 'ǒ' | 'ū' | 'ǔ' | 'ǖ' | 'ǘ' | 'ǚ' | 'ǜ'
        )
    };
    let tone_like = |x: char| {
        toned(x) || matches!(x, 'á' | 'à' | 'é' | 'è' | 'í' | 'ì' | 'ó' | 'ò' | 'ú' | 'ù')
    };
    if !p.is_ascii() && !c.is_ascii() && ((toned(p) && tone_like(c)) || (tone_like(p) && toned(c)))
    {
        cost += weight::TWO_TONES;
    }
    // A half-width katakana next to full-width letters: Shift_JIS or EUC-JP reading a stray
    // byte; real text writes half-width katakana in runs of their own.
    let half = |x: char| ('\u{FF61}'..='\u{FF9F}').contains(&x);
    let full = |x: char, xk: Kind| {
        matches!(
            xk,
            Kind::Letter {
                script: Script::Han | Script::Kana | Script::Hangul,
                ..
            }
        ) && !half(x)
    };
    if (half(c) && full(p, pk)) || (half(p) && full(c, k)) {
        cost += weight::HALF_WIDTH;
    }
    if matches!(pk, Kind::Symbol) && is_letter(c, k) {
        cost += weight::GLUED_BEFORE;
    }
    // A superscript digit inside a word (`uda³o`, `kandyduj¹cej`: Polish read as
    // windows-1252); after a letter at its end it is a unit or a note (`m²`, `km³`).
    let superscript = |x: char| matches!(x, '¹' | '²' | '³');
    if (superscript(c) && is_letter(p, pk) && !at_end) || (superscript(p) && is_letter(c, k)) {
        cost += weight::GLUED_AFTER;
    }
    // A digit of one script glued to a letter of another (`уста५`: IBM866 reading Cyrillic
    // makes Devanagari digits; Hindi writes them beside Devanagari letters).
    let digit_beside = |d: char, dk: Kind, l: char, lk: Kind| {
        matches!(dk, Kind::Digit)
            && letter_script(l, lk).is_some_and(|ls| {
                let ds = script(d);
                !matches!(ds, Script::Other | Script::Latin) && ds != ls
            })
    };
    if digit_beside(c, k, p, pk) || digit_beside(p, pk, c, k) {
        cost += weight::SCRIPTS;
    }
    if let (Some(a), Some(b)) = (letter_script(p, pk), letter_script(c, k)) {
        if a.meets_in_science(b) {
            cost += weight::SCRIPTS_SCIENCE;
        } else if !a.mixes_with(b) {
            cost += weight::SCRIPTS;
        }
        // An accented capital, then an accented small letter (`Ãœ`, `Äú`, `Ãƒ`): the start of
        // a word in no language.
        let accented = |x: char, k: Kind| {
            !x.is_ascii()
                && matches!(
                    k,
                    Kind::Letter {
                        script: Script::Latin,
                        ..
                    }
                )
        };
        if accented(p, pk) && accented(c, k) && is_upper(p, pk) && is_lower(c, k) {
            cost += weight::UPPER_LOWER;
        }
        let lower_then_upper = is_lower(p, pk) && is_upper(c, k);
        if lower_then_upper && !(p.is_ascii() && c.is_ascii()) {
            cost += weight::CASE;
        }
    }
    cost
}

/// How a Cyrillic word breaks the shape of Slavic words: a soft sign, hard sign or ы first; no
/// vowel in three letters or more; five consonants in a row (KOI8-R read as windows-1251 makes
/// such words, in capitals).
pub(super) fn cyrillic_shape(chars: &[(char, Kind)]) -> f32 {
    let cyrillic = |k: Kind| {
        matches!(
            k,
            Kind::Letter {
                script: Script::Cyrillic,
                ..
            }
        )
    };
    // Only words whose letters are all Cyrillic, two or more.
    let mut n = 0;
    for &(c, k) in chars {
        if cyrillic(k) {
            n += 1;
        } else if is_letter(c, k) {
            return 0.0;
        }
    }
    if n < 2 {
        return 0.0;
    }
    // (Every Cyrillic capital has one small letter.)
    let letters = || {
        chars
            .iter()
            .filter(|&&(_, k)| cyrillic(k))
            .map(|&(c, _)| c.to_lowercase().next().unwrap_or(c))
    };
    let vowel = |c: char| {
        matches!(
            c,
            'а' | 'е' | 'ё' | 'и' | 'о' | 'у' | 'ы' | 'э' | 'ю' | 'я' | 'і' | 'ї' | 'є' | 'ў'
        )
    };
    let sign = |c: char| matches!(c, 'ь' | 'ъ');
    let mut cost = 0.0;
    if matches!(letters().next(), Some('ь' | 'ъ' | 'ы')) {
        cost += weight::CYRILLIC_SHAPE;
    }
    // Short words in capitals may be abbreviations (СССР, РСФСР).
    let abbreviation = n <= 5 && chars.iter().all(|(c, _)| !c.is_lowercase());
    if n >= 3 && !abbreviation && !letters().any(vowel) {
        cost += weight::CYRILLIC_SHAPE;
    }
    let mut run = 0;
    for c in letters() {
        if vowel(c) || sign(c) {
            run = 0;
        } else {
            run += 1;
            if run == 5 && !abbreviation {
                cost += weight::CYRILLIC_SHAPE;
            }
        }
    }
    cost
}

/// Thai consonants four or more in a row with no vowel sign among them: Thai writes a vowel
/// (or a sign) in nearly every syllable.
pub(super) fn thai_shape(chars: &[(char, Kind)]) -> f32 {
    let mut cost = 0.0;
    let mut run = 0;
    for &(c, _) in chars {
        if ('\u{E01}'..='\u{E2E}').contains(&c) {
            run += 1;
            if run == 4 {
                cost += weight::THAI_SHAPE;
            }
        } else {
            run = 0;
        }
    }
    cost
}

/// Hebrew's final letters (ך ם ן ף ץ) inside a word, before another Hebrew letter: they end
/// words, so windows-1252 text read as windows-1255, or Cyrillic read so, puts them where no
/// Hebrew word has them.
pub(super) fn hebrew_shape(chars: &[(char, Kind)]) -> f32 {
    let hebrew = |c: char| ('\u{5D0}'..='\u{5EA}').contains(&c);
    let last = |c: char| matches!(c, 'ך' | 'ם' | 'ן' | 'ף' | 'ץ');
    chars
        .windows(2)
        .filter(|w| last(w[0].0) && hebrew(w[1].0))
        .count() as f32
        * weight::HEBREW_SHAPE
}

/// A letter of Latin, Greek or Cyrillic.
fn cased_letter(c: char, k: Kind) -> bool {
    letter_script(c, k)
        .is_some_and(|s| matches!(s, Script::Latin | Script::Greek | Script::Cyrillic))
}

/// A direction or joining mark, or punctuation of the Hebrew, Arabic, Thai or Indic blocks:
/// none of them belongs inside a Latin, Greek or Cyrillic word.
fn foreign_mark(c: char, k: Kind) -> bool {
    matches!(c, '\u{200C}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || (matches!(k, Kind::Typographic | Kind::Symbol)
            && c != '\u{FEFF}'
            && matches!(
                script(c),
                Script::Hebrew | Script::Arabic | Script::Thai | Script::Indic
            ))
}
