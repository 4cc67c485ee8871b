//! A repair that would move a token into a script none of its neighbours write (`“×”` into
//! `“ה` in English text, a lone `Ã` into `Г` among French words): a letter of another script
//! alone among words of one is no story; the token stays.

use crate::script::{letter_script, script, Script};

/// The script a repair brings into a token, if it does: a script the token had no letter of,
/// neither Latin nor CJK nor of no script, where it is the token's one letter outside ASCII
/// (`“ה`), or stands beside letters of another script, those of ASCII among them (`vypínaΔ`,
/// `vypГnaД`: a Czech word whose `č` lost a byte, read through a Greek or a Cyrillic code page).
/// A token whose letters outside ASCII all move into one script and that has none in ASCII
/// (`Привет`) brings none here: that is the repair of a word.
pub(super) fn new_script(before: &str, after: &str) -> Option<Script> {
    let cjk = |s: Script| matches!(s, Script::Han | Script::Kana | Script::Hangul);
    let had = |s: Script| before.chars().any(|c| letter_script(c) == Some(s));
    // CJK runs into Latin words in real text (`EUC-KR은`); and a letter of no alphabet the
    // model knows is no script's (`ə`, Azerbaijani's schwa, is in the block of IPA).
    let brought = |s: Script| !matches!(s, Script::Latin | Script::Other) && !cjk(s) && !had(s);
    let mut letters = after.chars().filter_map(letter_script);
    let first = letters.next()?;
    if letters.next().is_none() {
        return brought(first).then_some(first);
    }
    let mut scripts = after.chars().filter_map(letter_script);
    let new = scripts.clone().find(|&s| brought(s))?;
    let latin = after.chars().any(|c| c.is_ascii_alphabetic());
    (latin || scripts.any(|s| s != new && !cjk(s))).then_some(new)
}

/// Whether `new`, the script a repair brings into token `i` of `n`, is stray: the nearest
/// tokens with letters on each side (three at most away, as `word` gives them) write another,
/// and most of those tokens do.
/// A repair that joined a character's bytes (`Ð¸` is `и`) has evidence of its own: it is
/// stray only where none of the three tokens on each side writes `new` (`„forward“ и
/// „backward“ се` is Serbian). A letter after `%` or `\` is a format's or an escape's, not a
/// word's.
pub(super) fn stray<'a>(
    new: Script,
    joined: bool,
    i: usize,
    n: usize,
    word: impl Fn(usize) -> &'a str,
) -> bool {
    // The scripts of the nearest tokens with letters, three at most on each side, nearest
    // first (each token asked once).
    let side = |dir: isize| {
        let mut found = [None; 3];
        let scripts = (1..=3)
            .filter_map(|k| i.checked_add_signed(dir * k))
            .filter(|&j| j < n)
            .filter_map(|j| first_script(word(j)));
        for (slot, s) in found.iter_mut().zip(scripts) {
            *slot = Some(s);
        }
        found
    };
    let (before, after) = (side(-1), side(1));
    let near = || before.iter().chain(&after).flatten();
    if joined && near().any(|&s| s == new) {
        return false;
    }
    let sides = [before[0], after[0]];
    // (Unless most of those tokens write it: a word of another script at the start of a
    // line in `new`, `Ç cache äåí åßíáé` is `Η cache δεν είναι`.)
    let ours = near().filter(|&&s| s == new).count();
    let all = near().count();
    sides.iter().any(Option::is_some)
        && sides.iter().flatten().all(|&s| s != new)
        && ours * 2 <= all
}

/// The script of `word`'s first letter that follows no `%` or `\` (a format's or an escape's).
fn first_script(word: &str) -> Option<Script> {
    let mut prev = ' ';
    for c in word.chars() {
        if c.is_alphabetic() && !matches!(prev, '%' | '\\') {
            return Some(script(c));
        }
        prev = c;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_modifier_letter_brings_no_script() {
        // Uzbek's `oʻ` (U+02BB) from UTF-8 read as windows-1252: no script of its own.
        assert_eq!(new_script("boÊ»lmadi", "boʻlmadi"), None);
        // A lone `Ã` among Russian words made `Г`: Cyrillic brought in.
        assert_eq!(new_script("Ã", "Г"), Some(Script::Cyrillic));
        // A Greek letter beside Czech ones: Greek brought in. A word all in Cyrillic: none.
        assert_eq!(new_script("vypÃ\u{AD}naÄ", "vypínaΔ"), Some(Script::Greek));
        assert_eq!(new_script("Ïðèâåò", "Привет"), None);
        // Beside letters of ASCII too: Czech read through windows-1251.
        assert_eq!(
            new_script("vypÃ\u{AD}naÄ", "vypГ\u{AD}naД"),
            Some(Script::Cyrillic)
        );
        // Azerbaijani's `ə` (U+0259) is in the block of IPA, a letter of no code page's
        // alphabet: none brought in, alone or beside `ı`.
        assert_eq!(new_script("rÉ™smi", "rəsmi"), None);
        assert_eq!(new_script("mÉ™'lumatÄ±na", "mə'lumatına"), None);
    }
}
