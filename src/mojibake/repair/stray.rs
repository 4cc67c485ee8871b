//! A repair that would move a token into a script none of its neighbours write (`“×”` into
//! `“ה` in English text, a lone `Ã` into `Г` among French words): a letter of another script
//! alone among words of one is no story; the token stays.

use crate::script::{kind, letter_script, script, Kind, Script};

/// The script a repair brings into a token, if it does: a script the token had no letter of,
/// neither Latin nor CJK nor of no script, where it is the token's one letter outside ASCII
/// (`“ה`), or stands beside letters of another script in a run of letters, those of ASCII
/// among them (`vypínaΔ`, `vypГnaД`: a Czech word whose `č` lost a byte, read through a Greek
/// or a Cyrillic code page), or is a run's one letter where the token writes another script
/// (`Г-la`). A token whose letters outside ASCII all move into one script and that has none in
/// ASCII (`Привет`) brings none here: that is the repair of a word; nor does one whose runs of
/// letters each keep to a script, joined by signs (`ascii-идентификатор`, `16-битное`,
/// `(Q)Выход`): a compound, a name and a word, an option and its value. Nor does a token that
/// held a C1 control, which no text writes.
pub(super) fn new_script(before: &str, after: &str) -> Option<Script> {
    // (A C1 control is no character of any text: a token that held one was misread for sure,
    // and its repair is the repair of a word, `CD Ñ\u{81} Ubuntu` is `CD с Ubuntu`.)
    if before.chars().any(|c| ('\u{80}'..='\u{9F}').contains(&c)) {
        return None;
    }
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
    let new = after
        .chars()
        .filter_map(letter_script)
        .find(|&s| brought(s))?;
    // (A letter of another script than `new`: of ASCII, or of an alphabet but CJK's.)
    let other =
        |c: char| c.is_ascii_alphabetic() || letter_script(c).is_some_and(|s| s != new && !cjk(s));
    // (None where it writes no other: the repair of a word, the commonest case by far.)
    if !after.chars().any(other) {
        return None;
    }
    runs(after)
        .any(|run| {
            let ours = run.chars().any(|c| letter_script(c) == Some(new));
            ours && (run.chars().any(other) || run.chars().count() == 1)
        })
        .then_some(new)
}

/// The runs of letters of `token`: letters, combining marks and the soft hyphen
/// (`vypГ\u{AD}naД` is one run), each ended by any other character.
fn runs(token: &str) -> impl Iterator<Item = &str> {
    token
        .split(|c: char| !(c.is_alphabetic() || c == '\u{AD}' || kind(c) == Kind::Mark))
        .filter(|r| !r.is_empty())
}

/// Whether `new`, the script a repair brings into token `i` of `n`, is stray: the nearest
/// tokens with letters on each side (three at most away, as `word` gives them) write another,
/// and most of those tokens do.
/// A repair that joined a character's bytes (`Ð¸` is `и`) has evidence of its own: it is
/// stray only where none of the three tokens on each side writes `new` (`„forward“ и
/// „backward“ се` is Serbian). A letter after `%` or `\` is a format's or an escape's, not a
/// word's.
/// Letters of ASCII (a name, a command, an option) are written in text of any script: where a
/// token of `i`'s sentence (`same_sentence`; [`SENTENCE`] tokens at most on each side, however
/// far) writes `new` and no other script outside ASCII, they tell nothing of the script around
/// `i` (`Свойства IBT и SHSTK`: `и` is Russian like `Свойства`, and so is `в` in `в ALTER
/// OPERATOR FAMILY нельзя`; `LIBRARY(библиотека) и NAME(програма)` is Bulgarian; but in `Как
/// дела? Le plat Ã emporter`, the French words are the sentence's).
pub(super) fn stray<'a>(
    new: Script,
    joined: bool,
    i: usize,
    n: usize,
    word: impl Fn(usize) -> &'a str,
    same_sentence: impl Fn(usize) -> bool,
) -> bool {
    let near_tokens = |dir: isize| {
        (1..=3)
            .filter_map(move |k| i.checked_add_signed(dir * k))
            .filter(move |&j| j < n)
    };
    // (The sentence's tokens, nearest first on each side, as far as it goes: SENTENCE at most.)
    let sentence = |dir: isize| {
        (1..=SENTENCE as isize)
            .map_while(move |k| i.checked_add_signed(dir * k).filter(|&j| j < n))
            .take_while(|&j| same_sentence(j))
    };
    let in_sentence = sentence(-1)
        .chain(sentence(1))
        .any(|j| writes_only(word(j), new));
    // The scripts of the nearest tokens with letters, three at most on each side, nearest
    // first (each token asked once).
    let side = |dir: isize| {
        let mut found = [None; 3];
        let scripts = near_tokens(dir).filter_map(|j| first_script(word(j), in_sentence));
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

/// How many tokens on each side of a stray one are looked at for a word of its sentence that
/// writes its script: a long sentence, and a bound on the work in a line without end.
const SENTENCE: usize = 40;

/// Whether tokens `a` and `b` of `text` (their places in it) stand in one sentence: in one
/// line, no sign that ends a sentence (`.` `!` `?` `…` before a space) between them.
pub(super) fn same_sentence(text: &str, a: (usize, usize), b: (usize, usize)) -> bool {
    let between = &text[a.0.min(b.0)..a.0.max(b.0)];
    !between.contains('\n')
        && !between
            .split(' ')
            .any(|w| w.ends_with(['.', '!', '?', '…']))
}

/// Whether `word` writes `script` and no other outside ASCII, each of its runs of letters in
/// one script (`vypГ\u{AD}naД`, a Czech word whose `č` lost a byte read as windows-1251, is
/// no Russian).
fn writes_only(word: &str, script: Script) -> bool {
    let mut ours = false;
    for run in runs(word) {
        let mut letters = run.chars().filter(|c| c.is_alphabetic());
        let all_ours = letters.clone().all(|c| letter_script(c) == Some(script));
        if letters.any(|c| !c.is_ascii()) {
            if !all_ours {
                return false;
            }
            ours = true;
        }
    }
    ours
}

/// The script of `word`'s first letter that follows no `%` or `\` (a format's or an
/// escape's), of its first letter outside ASCII where `past_ascii`.
fn first_script(word: &str, past_ascii: bool) -> Option<Script> {
    let mut prev = ' ';
    for c in word.chars() {
        if c.is_alphabetic() && !matches!(prev, '%' | '\\') && !(past_ascii && c.is_ascii()) {
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
    fn names_in_ascii_tell_against_a_script_only_where_their_sentence_writes_none_of_it() {
        // `è` made `и` between `IBT` and `SHSTK`, after `Свойства` in its line: Russian.
        let line = ["Свойства", "IBT", "и", "SHSTK"];
        let word = |j: usize| line[j];
        assert!(!stray(Script::Cyrillic, false, 2, 4, word, |_| true));
        // With `Свойства` in another sentence, the names around it are the sentence's words:
        // a Cyrillic letter alone among them is stray.
        assert!(stray(Script::Cyrillic, false, 2, 4, word, |j| j != 0));
        // As among words outside ASCII of another script, in its sentence or not.
        let french = ["Свойства", "déjà", "и", "été"];
        assert!(stray(
            Script::Cyrillic,
            false,
            2,
            4,
            |j| french[j],
            |_| true
        ));
        // A word of two scripts in one run of letters writes none: a Czech word read through
        // windows-1251 beside another is no Russian around it.
        let czech = ["vypГ\u{AD}naД", "VЕѕdy", "zobrazovat"];
        assert!(stray(Script::Cyrillic, false, 1, 3, |j| czech[j], |_| true));
    }

    #[test]
    fn a_sentence_ends_at_a_line_break_or_a_sign_before_a_space() {
        let text = "Как дела? Le plat Ã emporter\nВид: IBT и SHSTK";
        let at = |w: &str| {
            let i = text.find(w).unwrap();
            (i, i + w.len())
        };
        assert!(!same_sentence(text, at("дела?"), at("Ã")));
        assert!(same_sentence(text, at("Le"), at("emporter")));
        assert!(!same_sentence(text, at("emporter"), at("Вид:")));
        assert!(same_sentence(text, at("Вид:"), at("SHSTK")));
    }

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
        // Runs of letters joined by signs, each in one script, are a compound, a name and a
        // word: none brought in. A letter alone in its run beside Latin ones is brought.
        assert_eq!(new_script("16-Ð±Ð¸Ñ‚Ð½Ð¾Ðµ", "16-битное"), None);
        assert_eq!(new_script("ascii-Ð¸Ð´", "ascii-ид"), None);
        assert_eq!(new_script("(Q)ÐÑ", "(Q)Вы"), None);
        assert_eq!(new_script("Ã-la", "Г-la"), Some(Script::Cyrillic));
    }
}
