//! A repair that would move a token into a script none of its neighbours write (`“×”` into
//! `“ה` in English text, a lone `Ã` into `Г` among French words): a letter of another script
//! alone among words of one is no story; the token stays.

use crate::mojibake::script::{kind, script, Kind, Script};

/// The script a repair brings into a token of one letter outside ASCII, if it does: a script
/// the token had no letter of, that is not Latin.
pub(super) fn new_script(before: &str, after: &str) -> Option<Script> {
    let letter_script = |c: char| match kind(c) {
        Kind::Letter { script, .. } => Some(script),
        _ => None,
    };
    let mut letters = after.chars().filter_map(letter_script);
    let new = letters.next()?;
    if letters.next().is_some() {
        return None;
    }
    let had = before.chars().any(|c| letter_script(c) == Some(new));
    // CJK runs into Latin words in real text (`EUC-KR은`).
    let cjk = matches!(new, Script::Han | Script::Kana | Script::Hangul);
    (new != Script::Latin && !cjk && !had).then_some(new)
}

/// Whether `new`, the script a repair brings into token `i` of `n`, is stray: the nearest
/// tokens with letters on each side (three at most away, as `word` gives them) write another.
pub(super) fn stray<'a>(new: Script, i: usize, n: usize, word: impl Fn(usize) -> &'a str) -> bool {
    let first_script = |w: &str| w.chars().find(|c| c.is_alphabetic()).map(script);
    let side = |dir: isize| {
        (1..=3)
            .filter_map(|k| i.checked_add_signed(dir * k))
            .filter(|&j| j < n)
            .find_map(|j| first_script(word(j)))
    };
    let sides = [side(-1), side(1)];
    sides.iter().any(Option::is_some) && sides.iter().flatten().all(|&s| s != new)
}
