//! Whether a lead of windows-1252 standing alone (`Ä`, `×`) is a letter where it stands, or a
//! lead whose byte Python's cp1252 dropped: what the line around it reads as, and where in a
//! word it stands.

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
        let made = [0x81, 0x8D, 0x8F, 0x90, 0x9D].iter().filter_map(|&r| {
            let code = (u32::from(byte & 0x1F) << 6) | (r & 0x3F);
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
            .filter(|(&l, _)| a.contains(l))
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
