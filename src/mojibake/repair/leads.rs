//! Whether a lead of windows-1252 standing alone (`Ä`, `×`) is a letter where it stands, or a
//! lead whose byte Python's cp1252 dropped: what the line around it reads as, and where in a
//! word it stands.

use super::culprits::REFUSED;
use super::units::culprits;
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::script::letters::{Language, Letters};
use rustc_hash::FxHashMap as HashMap;

/// What is known of the line around a lead: the accented letters the repair made of it (how
/// many of each), and the language its letters fit best in each script they are of.
#[derive(Default, Clone)]
pub(super) struct Around {
    pub(super) accented: HashMap<char, usize>,
    pub(super) languages: Vec<&'static Language>,
}

/// Add the characters of `text` to `letters`, a letter as a letter and anything else as a
/// word's edge; one of `leave` (in small letters) as an edge too.
pub(super) fn push_letters(letters: &mut Letters, text: &str, leave: &[char]) {
    for c in text.chars() {
        let small = c.to_lowercase().next().unwrap_or(c);
        if c.is_alphabetic() && !leave.contains(&small) {
            letters.push(c);
        } else {
            letters.edge();
        }
    }
    letters.edge();
}

/// Whether `lead` stands in `piece` right before a sign that is a continuation byte in
/// windows-1252 (`á»` in `giá»`: E1 BB, `ờ` without its 9D): a letter of the line's alphabet
/// is followed by no such sign; a lead cut short is.
pub(super) fn before_continuation(piece: &str, lead: char) -> bool {
    let t = culprits();
    let windows_1252 = Codec::Encoding(Encoding::Windows1252);
    let Some(k) = t.codecs.iter().position(|&c| c == windows_1252) else {
        return false;
    };
    let mut chars = piece.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        if c == lead
            && next.is_some_and(|n| {
                !n.is_alphabetic() && t.byte(k, n).is_some_and(|b| (0x80..=0xBF).contains(&b))
            })
        {
            return true;
        }
    }
    false
}

/// Whether a capital `lead` stands inside a word in small letters in `piece`: two small
/// letters before it, or one on each side (`mogoÄe`, `vtiÄa`, `OdpoveÄ`; not `ÈpÈZ`, Big5's
/// bytes). No alphabet writes a capital there; a lead whose byte was dropped is.
pub(super) fn inside_small_word(piece: &str, lead: char) -> bool {
    if !lead.is_uppercase() {
        return false;
    }
    let (mut before2, mut before) = (false, false);
    let mut chars = piece.chars().peekable();
    while let Some(c) = chars.next() {
        let after = chars.peek().is_some_and(|n| n.is_lowercase());
        if c == lead && before && (before2 || after) {
            return true;
        }
        (before2, before) = (before, c.is_lowercase());
    }
    false
}

/// Whether `lead` is a small letter that starts a UTF-8 sequence of three or four bytes (`à`
/// to `ô`, E0 to F4, as windows-1252 reads them) standing in a word of Latin letters, small
/// but for a capital first (`naïve`, `Noël`, `décès`, `så`, `activer/désactiver`): to be a
/// lead whose bytes were dropped it would have lost two or three of them at once, and the word
/// reads as a word. Mojibake of a character puts a sign or a capital beside its lead (`Ã©`,
/// `â€™`, `ä¸­`, `%sâ€`): beside the word is ASCII or nothing. A no-break space beside it may
/// be the continuation A0 of a lead (`ì\u{A0}ìž` in Korean), and there the word is one only
/// where a language of the line (`around`) writes its letters (French writes one before `;`:
/// `remplacé\u{A0};`); so is a word of that letter alone (Italian `è`).
pub(super) fn in_a_word_of_its_own(piece: &str, lead: char, around: &Around) -> bool {
    use crate::script::{script, Script};
    if !('\u{E0}'..='\u{F4}').contains(&lead) {
        return false;
    }
    // (Each word of letters, and what stands beside it.)
    let chars: Vec<char> = piece.chars().collect();
    let mut start = 0;
    while start < chars.len() {
        let end = (start..chars.len())
            .find(|&i| !chars[i].is_alphabetic())
            .unwrap_or(chars.len());
        let word = &chars[start..end];
        let beside = [
            start.checked_sub(1).and_then(|i| chars.get(i)),
            chars.get(end),
        ];
        let latin = word.iter().enumerate().all(|(i, &c)| {
            script(c) == Script::Latin && (c.is_lowercase() || (i == 0 && c.is_uppercase()))
        });
        let spoken = || (around.languages.iter()).any(|l| word.iter().all(|&c| l.writes(c)));
        let ascii = beside.iter().all(|c| c.is_none_or(char::is_ascii));
        let spaced = beside
            .iter()
            .all(|c| c.is_none_or(|c| c.is_ascii() || c.is_whitespace()));
        let own = if ascii {
            word.len() >= 2 || spoken()
        } else {
            spaced && word.len() >= 2 && spoken()
        };
        if word.contains(&lead) && latin && own {
            return true;
        }
        start = end + 1;
    }
    false
}

/// Whether a capital `lead` of windows-1252 (C2 to DF) starts a word of `piece` in small
/// letters that is no language's, where a letter it makes with a byte Python's cp1252 drops
/// makes one of a language's most frequent words (`Äas`: `čas` is C4 8D, Slovak, Czech and
/// Slovenian for time; `Ãndice` is `Índice`, C3 8D). `Äpfel` and `Ärger` stay: no such
/// letter makes a word of them.
pub(super) fn starts_a_listed_word(piece: &str, lead: char) -> bool {
    use crate::script::letters::listed;
    let Ok(byte) = u8::try_from(lead as u32) else {
        return false;
    };
    if !lead.is_uppercase() || !(0xC2..=0xDF).contains(&byte) {
        return false;
    }
    let mut prev = None;
    for (at, c) in piece.char_indices() {
        let start = prev.is_none_or(|p: char| !p.is_alphabetic());
        prev = Some(c);
        if c != lead || !start {
            continue;
        }
        let rest = &piece[at + c.len_utf8()..];
        let end = rest
            .find(|c: char| !c.is_alphabetic())
            .unwrap_or(rest.len());
        let rest = &rest[..end];
        if rest.is_empty() || !rest.chars().all(char::is_lowercase) {
            continue;
        }
        let word = |first: char| format!("{first}{rest}");
        if listed(&word(lead)) {
            continue;
        }
        let made = REFUSED.iter().filter_map(|&r| {
            let code = (u32::from(byte & 0x1F) << 6) | u32::from(r & 0x3F);
            char::from_u32(code)
        });
        if made.map(word).any(|w| listed(&w)) {
            return true;
        }
    }
    false
}

/// Whether `c` is a letter of an alphabet that fits as many of the accented letters of `line`
/// (how many of each) as any does, and the language the line reads as writes it.
pub(super) fn in_alphabet_of(c: char, around: &Around) -> bool {
    use crate::script::{alphabets, script, Alphabet};
    let line = &around.accented;
    if !c.is_alphabetic() || line.values().all(|&n| n == 0) {
        return false;
    }
    if around
        .languages
        .iter()
        .any(|l| l.script == script(c) && !l.writes(c))
    {
        return false;
    }
    let fit = |a: &Alphabet| {
        line.iter()
            .filter(|&(&l, _)| a.contains(l))
            .map(|(_, &n)| n)
            .sum::<usize>()
    };
    // (None fits a line of Cyrillic or Hebrew: `Ñ` among Russian words is no letter of it.)
    let most = alphabets().iter().map(fit).max().unwrap_or(0);
    if most == 0 {
        return false;
    }
    let c = c.to_lowercase().next().unwrap_or(c);
    alphabets().iter().any(|a| fit(a) == most && a.contains(c))
}

/// What the words around the space at byte `gap` of `bytes` (a token's bytes in windows-1252)
/// tell, where the word before it ends in a lead one byte short (its last byte: no alphabet
/// whose words are listed is written in sequences of three): `true` where a letter
/// the lead may have been, its byte dropped (one of [`REFUSED`]), ends a word the line's
/// language (of `languages`, one per script) lists among its most frequent, and the letter a
/// lost no-break space makes there (A0), glued to the next word, makes none (`×œ×§×¨×•× ×œ` is
/// `לקרו� ל`, Hebrew's `לקרוא`, not `לקרונל`); `false` where the reverse; `None` where
/// neither or both do, or the word is short (`ש�` may be `שם`, and tells little) or longer
/// than any listed word. With it, what the word told saves ([`Language::saves`]).
pub(super) fn gap_tells(bytes: &[u8], gap: usize, languages: &[&Language]) -> Option<(bool, f32)> {
    use crate::script::script;
    let mut start = gap;
    while start > 0 && (0x80..0xC0).contains(&bytes[start - 1]) {
        start -= 1;
    }
    let lead = start.checked_sub(1)?;
    let need = match bytes[lead] {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    if gap - lead + 1 != need {
        return None;
    }
    let letter = |last: u8| {
        let mut seq = bytes[lead..gap].to_vec();
        seq.push(last);
        let c = std::str::from_utf8(&seq).ok()?.chars().next()?;
        c.is_alphabetic().then_some(c)
    };
    // (The words on either side, read as far as a listed word may reach.)
    let from = lead.saturating_sub(REACH);
    let before = String::from_utf8_lossy(&bytes[from..lead]);
    let at = before
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic())
        .last()?
        .0;
    if at == 0 && from > 0 {
        return None;
    }
    let stem = &before[at..];
    if stem.chars().count() < SHORT {
        return None;
    }
    let after = String::from_utf8_lossy(&bytes[gap + 1..bytes.len().min(gap + 1 + REACH)]);
    let tail: String = after.chars().take_while(|c| c.is_alphabetic()).collect();
    let saves = |c: char, word: &str| {
        languages
            .iter()
            .filter(|l| l.script == script(c))
            .find_map(|l| l.saves(word))
    };
    let dropped = REFUSED
        .iter()
        .filter_map(|&b| letter(b))
        .find_map(|c| saves(c, &format!("{stem}{c}")));
    let glued = letter(0xA0).and_then(|c| saves(c, &format!("{stem}{c}{tail}")));
    match (dropped, glued) {
        (Some(bits), None) => Some((true, bits)),
        (None, Some(bits)) => Some((false, bits)),
        _ => None,
    }
}

/// The letters a word before a lead needs for [`gap_tells`] to weigh it.
const SHORT: usize = 2;

/// How many bytes of a word [`gap_tells`] reads on either side of the gap: a word longer is
/// listed nowhere (the longest listed is 42 bytes).
const REACH: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::letters::languages;

    fn line_in(code: &str) -> Around {
        Around {
            languages: languages().filter(|l| l.code == code).collect(),
            ..Around::default()
        }
    }

    #[test]
    fn a_small_letter_that_leads_three_bytes_is_a_letter_in_a_word_of_its_own() {
        let (fr, it, none) = (line_in("fr"), line_in("it"), Around::default());
        // (Among signs of ASCII; mojibake beside it is no word.)
        assert!(in_a_word_of_its_own("activer/désactiver", 'é', &none));
        assert!(!in_a_word_of_its_own("%sâ€", 'â', &fr));
        // (A letter alone: where the line's language writes it.)
        assert!(in_a_word_of_its_own("è", 'è', &it));
        assert!(!in_a_word_of_its_own("è", 'è', &none));
        // (Beside a no-break space: a word the line's language writes, not a lead and its
        // continuation A0 in a Korean line, which writes no Latin.)
        assert!(in_a_word_of_its_own("remplacé\u{A0};", 'é', &fr));
        assert!(!in_a_word_of_its_own("remplacé\u{A0};", 'é', &none));
        assert!(!in_a_word_of_its_own("ì\u{A0}ìž", 'ì', &none));
    }
}
