//! The model's rules over letters side by side: what two neighbours say (`pair`), the
//! shapes words of a script take (Cyrillic, Thai), and runs of signs glued together.

use super::chars::{is, Ch};
use super::weight;
use crate::script::{script, Kind, Script};

/// The oddness of two neighbours inside a word; `at_end`: `c` ends the word (or only ASCII
/// punctuation follows).
#[inline]
pub(super) fn pair(p: &Ch, c: &Ch, at_end: bool) -> f32 {
    // (Every rule below needs a character outside ASCII: ASCII has no symbols, marks or
    // digits of other scripts, and its letters are all Latin.)
    if p.c.is_ascii() && c.c.is_ascii() {
        return 0.0;
    }
    let (pf, cf) = (p.f, c.f);
    let both = |a: u32, b: u32| pf & a != 0 && cf & b != 0;
    // (The rules of rarer characters, skipped at once for most pairs.)
    let special = (pf | cf) & is::PAIR != 0;
    let mut cost = 0.0;
    // A mark of another script's writing beside a letter of an alphabet with capitals
    // (`Kar\u{200E}\u{200F}k`, `Normal๛s`): what a Hebrew, Arabic or Thai code page makes of
    // Latin text's bytes. (Those scripts' own letters beside Latin ones are weighed below.)
    if special && (both(is::CASED, is::FOREIGN) || both(is::FOREIGN, is::CASED)) {
        cost += weight::SCRIPTS;
    }
    if matches!(c.k, Kind::Symbol) && pf & is::LETTER != 0 && !(at_end && cf & is::TRAILING != 0) {
        cost += weight::GLUED_AFTER;
    }
    if special && both(is::LATIN1_LETTERS, is::AFTER_ACCENT) {
        cost += weight::AFTER_ACCENT;
    }
    // An opening low quote right after a letter.
    if special && both(is::LETTER, is::LOW_QUOTE) {
        cost += weight::GLUED_AFTER;
    }
    // Two vowels with Pinyin tone marks side by side: a syllable carries one.
    if special
        && !p.c.is_ascii()
        && !c.c.is_ascii()
        && (both(is::TONED, is::TONE_LIKE) || both(is::TONE_LIKE, is::TONED))
    {
        cost += weight::TWO_TONES;
    }
    // A half-width katakana next to full-width letters: Shift_JIS or EUC-JP reading a stray
    // byte; real text writes half-width katakana in runs of their own.
    if special && (both(is::FULL, is::HALF) || both(is::HALF, is::FULL)) {
        cost += weight::HALF_WIDTH;
    }
    if matches!(p.k, Kind::Symbol) && cf & is::LETTER != 0 {
        cost += weight::GLUED_BEFORE;
    }
    // A superscript digit inside a word (`uda³o`, `kandyduj¹cej`: Polish read as
    // windows-1252); after a letter at its end it is a unit or a note (`m²`, `km³`).
    if special
        && ((both(is::LETTER, is::SUPERSCRIPT) && !at_end) || both(is::SUPERSCRIPT, is::LETTER))
    {
        cost += weight::GLUED_AFTER;
    }
    // A digit of one script glued to a letter of another (`уста५`: IBM866 reading Cyrillic
    // makes Devanagari digits; Hindi writes them beside Devanagari letters).
    let digit_beside = |d: &Ch, l: &Ch| {
        matches!(d.k, Kind::Digit)
            && l.letter.is_some_and(|ls| {
                let ds = script(d.c);
                !matches!(ds, Script::Other | Script::Latin) && ds != ls
            })
    };
    if digit_beside(c, p) || digit_beside(p, c) {
        cost += weight::SCRIPTS;
    }
    if let (Some(a), Some(b)) = (p.letter, c.letter) {
        if a.meets_in_science(b) {
            cost += weight::SCRIPTS_SCIENCE;
        } else if !a.mixes_with(b) {
            cost += weight::SCRIPTS;
        }
        // An accented capital, then an accented small letter (`Ãœ`, `Äú`, `Ãš`): the start of
        // a word in no language. (Latvian `Šī`, Czech `Číst`, Polish `Łódź` start so: the
        // letters' model tells which starts a language writes.)
        let (capital, small) = (is::ACCENTED | is::UPPER, is::ACCENTED | is::LOWER);
        if pf & capital == capital && cf & small == small && !written_start(p.c, c.c) {
            cost += weight::UPPER_LOWER;
        }
        if both(is::LOWER, is::UPPER) && !(p.c.is_ascii() && c.c.is_ascii()) {
            cost += weight::CASE;
        }
    }
    cost
}

/// Whether some language starts words with `a` then `b` once in 2^[`WRITTEN_START`] words at
/// least, by the letters' model (`Šī`, `Čí`, `Łó`, `Öğ` are 9 to 13 bits; UTF-8 read as
/// windows-1252 makes `Ãœ`, `Ãš`, `Åš` at 21 to 24, or letters no language pairs).
fn written_start(a: char, b: char) -> bool {
    crate::script::letters::start_bits(a, b).is_some_and(|bits| bits <= WRITTEN_START)
}

/// In bits: see [`written_start`].
const WRITTEN_START: f32 = 16.0;

/// How a Cyrillic word breaks the shape of Slavic words: a soft sign, hard sign or ы first; no
/// vowel in three letters or more; five consonants in a row (KOI8-R read as windows-1251 makes
/// such words, in capitals). Bulgarian's ъ is a vowel (`към`, `път`, `сървър`); Russian writes
/// it only before one, so a word with ъ has a vowel either way.
pub(super) fn cyrillic_shape(chars: &[Ch]) -> f32 {
    let cyrillic = |x: &Ch| x.f & is::CYRILLIC != 0;
    // Only words whose letters are all Cyrillic, two or more.
    let mut n = 0;
    for x in chars {
        if cyrillic(x) {
            n += 1;
        } else if x.f & is::LETTER != 0 {
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
            .filter(|x| cyrillic(x))
            .map(|x| x.c.to_lowercase().next().unwrap_or(x.c))
    };
    let vowel = |c: char| "аеёиоуыэюяіїєўъ".contains(c);
    let sign = |c: char| c == 'ь';
    let mut cost = 0.0;
    if matches!(letters().next(), Some('ь' | 'ъ' | 'ы')) {
        cost += weight::CYRILLIC_SHAPE;
    }
    // Short words in capitals may be abbreviations (СССР, РСФСР).
    let abbreviation = n <= 5 && chars.iter().all(|x| !x.c.is_lowercase());
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
pub(super) fn thai_shape(chars: &[Ch]) -> f32 {
    let mut cost = 0.0;
    let mut run = 0;
    for x in chars {
        if x.f & is::THAI != 0 {
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
pub(super) fn hebrew_shape(chars: &[Ch]) -> f32 {
    let last = |c: char| matches!(c, 'ך' | 'ם' | 'ן' | 'ף' | 'ץ');
    chars
        .windows(2)
        .filter(|w| last(w[0].c) && w[1].f & is::HEBREW != 0)
        .count() as f32
        * weight::HEBREW_SHAPE
}

/// Whether the character at `i` follows an elision, a letter and an apostrophe (`C'`, `l’`).
pub(super) fn elided(chars: &[Ch], i: usize) -> bool {
    i > 1 && matches!(chars[i - 1].c, '\'' | '’') && chars[i - 2].f & is::LETTER != 0
}

/// Whether the character at `i` starts the word, and after one more character outside ASCII
/// the word goes on in small ASCII letters (`├║nicos`, `─Źas`, `├«nnoite`). Not a vertical
/// line, a table's cell (`│école│`), nor one followed by a horizontal line, a tree of names
/// (`├─cron`, `└─sshd`): no DOS code page reads a lead byte as the one or a continuation byte
/// as the other.
pub(super) fn box_starts_word(chars: &[Ch], i: usize) -> bool {
    let horizontal = |c: char| {
        matches!(
            c,
            '─' | '━'
                | '═'
                | '┬'
                | '┴'
                | '┼'
                | '╤'
                | '╥'
                | '╦'
                | '╧'
                | '╨'
                | '╩'
                | '╪'
                | '╫'
                | '╬'
        )
    };
    i == 0
        && chars.len() >= 3
        && !matches!(chars[0].c, '│' | '┃' | '║')
        && !chars[1].c.is_ascii()
        && !horizontal(chars[1].c)
        && chars[2..].iter().take(2).all(|x| x.c.is_ascii_lowercase())
}

/// The signs past the second in each run of different signs outside ASCII glued together
/// (`–∞–Ω`), or past the third where all are punctuation (`«·„”«`): what Mac OS Roman makes
/// of Cyrillic or Arabic read as windows-1252 or UTF-8. Real text glues two or three marks
/// (`…»`, `«…»`), repeats one (`———`, `•••`), writes emoji and CJK punctuation in runs (above
/// U+2600), and draws tables; none of those count.
pub(super) fn sign_runs(chars: &[Ch]) -> u32 {
    let sign = |x: &Ch| {
        matches!(x.k, Kind::Typographic | Kind::Symbol)
            && ('\u{A0}'..'\u{2600}').contains(&x.c)
            && x.f & is::BOX == 0
    };
    // (The run so far: its different signs, and whether one is a symbol.)
    let (mut run, mut symbol, mut extra) = (0u32, false, 0u32);
    let end = |run: u32, symbol: bool| run.saturating_sub(if symbol { 2 } else { 3 });
    for (i, x) in chars.iter().enumerate() {
        if !sign(x) {
            extra += end(run, symbol);
            (run, symbol) = (0, false);
        } else if i == 0 || chars[i - 1].c != x.c {
            run += 1;
            symbol |= matches!(x.k, Kind::Symbol);
        }
    }
    extra + end(run, symbol)
}

/// Whether a word (`word`, its characters `chars`) is its own script's UTF-8 read in the code
/// page of that script (`Рё` is `и`'s bytes D0 B8 in windows-1251, `ΞΏ` is `ο` in
/// windows-1253, `Ĺľelite` is `želite` in windows-1250): every byte of it in that code page a
/// part of a character of UTF-8, and the characters letters of the same script. A word of real
/// text is not: its letters' bytes there stand alone, one after another.
pub(super) fn utf8_in_its_code_page(word: &str, chars: &[Ch]) -> bool {
    // (Its first character outside ASCII is a lead byte there, and what follows it a
    // continuation byte: outside ASCII too.)
    let Some(first) = chars.iter().position(|x| !x.c.is_ascii()) else {
        return false;
    };
    if chars.get(first + 1).is_none_or(|x| x.c.is_ascii()) {
        return false;
    }
    let Some(own) = chars
        .iter()
        .find_map(|x| x.letter.filter(|_| !x.c.is_ascii()))
    else {
        return false;
    };
    // (A Latin word with a symbol glued on is a word and a symbol, `NICIODATĂ™`: in
    // windows-1250 its last two bytes are `Ù`'s. What UTF-8 misreads there are letters and
    // the punctuation of text, `Ĺľ`, `Ä“` for `ē`, `KÄ…` for `Ką`.)
    if own == Script::Latin && chars.iter().any(|x| matches!(x.k, Kind::Symbol)) {
        return false;
    }
    let page = match own {
        Script::Cyrillic => encoding_rs::WINDOWS_1251,
        Script::Greek => encoding_rs::WINDOWS_1253,
        Script::Arabic => encoding_rs::WINDOWS_1256,
        Script::Hebrew => encoding_rs::WINDOWS_1255,
        Script::Latin => encoding_rs::WINDOWS_1250,
        _ => return false,
    };
    // (Into a buffer on the stack: a code page writes a character in one byte, and words are
    // short; a longer one is no such misreading of one word.)
    let mut bytes = [0u8; 64];
    if word.len() > bytes.len() {
        return false;
    }
    let mut encoder = page.new_encoder();
    let (result, _, written) = encoder.encode_from_utf8_without_replacement(word, &mut bytes, true);
    if result != encoding_rs::EncoderResult::InputEmpty {
        return false;
    }
    let Ok(read) = std::str::from_utf8(&bytes[..written]) else {
        return false;
    };
    read != word
        && read
            .chars()
            .filter(|c| !c.is_ascii())
            .all(|c| c.is_alphabetic() && script(c) == own)
}
