//! The search over the whole text: whether it is worth one (the text still odd after the local
//! pass, or its letters fitting no language), the chains found on a sample of its words and
//! tried on all of them, and whether what a chain makes is believed.

use super::search::apply_chain;
use super::search::{self, score_chain, Search};
use super::types::{words, Alternative, Candidate, NotTaken, Step};
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::{
    drawing, oddness, oddness_in_language, table, Oddness, REPLACEMENT,
};
use crate::script::{script, Script};

/// How much less odd the whole text must get.
const WHOLE_MARGIN: f32 = 1.0;

/// Words of the whole text looked at before a chain is tried on all of them.
const SAMPLE_WORDS: usize = 48;

/// Words of the sample in all, per word outside ASCII.
const SAMPLE_ASCII: usize = 4;

/// The most of one word the sample takes.
const SAMPLE_WORD_BYTES: usize = 192;

/// How many whole-text chains are each tried as a plan.
const PLANS: usize = 4;

/// The most oddness per non-ASCII character a repair may leave.
const STILL_ODD: f32 = 0.8;

/// The same after a legacy decoder.
const STILL_ODD_LEGACY: f32 = 0.3;

/// Whether what a whole-text chain made is still odd: garbage turned into other garbage is no
/// repair. A legacy decoder's output has no validity behind it, so it must read cleanly.
pub(super) fn still_odd(steps: &[Step], after: &str) -> bool {
    let (letters, others) = search::non_ascii(after);
    let limit = if steps.iter().any(|s| search::is_legacy(s.decode)) {
        STILL_ODD_LEGACY
    } else {
        STILL_ODD
    };
    oddness(after).total > limit * (letters + others).max(2) as f32
}

/// How much less odd than the text a chain of decoders that accept any byte must make it when
/// it changes fewer than three characters (beyond the margin every chain must gain).
const FEW_CHANGES_GAIN: f32 = 1.0;

/// Why a chain of decoders that accept any byte changes too little to be believed, if so:
/// fewer than three characters, and what it makes not clearly less odd (`nieprawid³owy` is
/// one character, and no real word).
pub(super) fn changes_gap(
    steps: &[Step],
    before: &str,
    after: &str,
    gain: f32,
) -> Option<NotTaken> {
    if !steps.iter().all(|s| s.decode.accepts_any_bytes()) {
        return None;
    }
    // C1 controls read as windows-1252, the characters they were meant as: the classic
    // confusion of ISO-8859-1 with windows-1252, evidence by itself.
    let c1_fix = [Step {
        encode: Codec::Isomorphic,
        decode: Codec::Encoding(Encoding::Windows1252),
    }];
    if steps == c1_fix && before.chars().any(|c| ('\u{80}'..='\u{9F}').contains(&c)) {
        return None;
    }
    let differing = before
        .chars()
        .zip(after.chars())
        .filter(|(a, b)| a != b)
        .count();
    let longer = before.chars().count().abs_diff(after.chars().count());
    (differing + longer < 3 && gain < WHOLE_MARGIN + FEW_CHANGES_GAIN)
        .then_some(NotTaken::TooLittleEvidence)
}

/// Whether every word a chain changed is a drawing that tells no damage: a table's
/// ([`table`]), or one whose reading is a letter or two (`├╢` for `ö`), which a table's box
/// drawing makes by chance as often as letters read as a DOS code page do. A longer word of
/// box drawing with few lines is letters (`╨▓╨║╨░╨╖╨░╨╜╨╛` is `вказано`).
pub(super) fn only_drawings(before: &str, after: &str) -> bool {
    let (a, b) = (words(before), words(after));
    a.len() == b.len()
        && a.iter()
            .zip(&b)
            .map(|(&(s, e), &(s2, e2))| (&before[s..e], &after[s2..e2]))
            .all(|(x, y)| x == y || (drawing(x) && (table(x) || y.chars().count() < 3)))
}

/// Words of the locally repaired text looked at to decide whether whole-text chains are worth
/// a search.
const LOOK_AT: usize = 64;

/// Whether the text is still odd after the local pass, in its first words that are not ASCII,
/// or it holds escapes or NULs (ISO-2022-JP, UTF-16).
pub(super) fn worth_whole(input: &str, local: &str) -> Option<Worth> {
    if escapes(input) {
        return Some(Worth::Every);
    }
    let (sample, wide, scanned) = sample_of(local);
    let odd = odd_sample(&sample);
    // Or its letters fit no language (Turkish read as windows-1252: `Karýþýk sanal`): then
    // the classic accidents between code pages are tried. (In a long text only where the
    // local pass changed few of those words: where it repaired many, the damage was UTF-8 read
    // by a code page, and text in several languages is no sign of more.)
    let untouched = || {
        let changed = input
            .split(SEPS)
            .zip(local.split(SEPS))
            .take(scanned)
            .filter(|(a, b)| a != b)
            .count();
        input.len() <= SHORT || changed * UNTOUCHED <= wide
    };
    if odd {
        Some(Worth::Every)
    } else if wide > 0 && untouched() {
        if oddness_in_language(&sample.join(" ")).language >= WORD_TRY {
            Some(Worth::Classic)
        } else {
            (input.len() <= FEW_WORDS && local == input).then_some(Worth::Short)
        }
    } else {
        None
    }
}

/// Whether every chain is worth a search over the whole text ([`worth_whole`] would say
/// [`Worth::Every`]), told without weighing how its letters fit a language.
pub(super) fn worth_every(input: &str, local: &str) -> bool {
    escapes(input) || odd_sample(&sample_of(local).0)
}

/// Whether `input` holds escapes or NULs (ISO-2022-JP, UTF-16).
fn escapes(input: &str) -> bool {
    input.bytes().any(|b| b == 0x1B || b == 0)
}

/// What words part.
const SEPS: [char; 5] = [' ', '\t', '\n', '\r', '\x0C'];

/// The words of the locally repaired text looked at ([`sample_words`]).
fn sample_of(local: &str) -> (Vec<&str>, usize, usize) {
    sample_words(local.split(SEPS), |w| !w.is_ascii(), LOOK_AT)
}

/// Whether a word of `sample` with a character outside ASCII is odd. (A U+FFFD left where a
/// byte was lost is no sign of another reading.)
fn odd_sample(sample: &[&str]) -> bool {
    sample
        .iter()
        .filter(|w| !w.is_ascii())
        .map(|w| oddness(w))
        .any(|o| o.total - REPLACEMENT * o.replacements as f32 >= WORD_TRY)
}

/// The first `most` words of `words` that `keep` takes, with a few of the others among them
/// (up to SAMPLE_ASCII per word taken: words of ASCII tell the language the others are weighed
/// in); and how many words were taken, and read.
fn sample_words<'a>(
    words: impl Iterator<Item = &'a str>,
    keep: impl Fn(&str) -> bool,
    most: usize,
) -> (Vec<&'a str>, usize, usize) {
    let (mut picked, mut kept, mut read) = (Vec::new(), 0, 0);
    for w in words {
        read += 1;
        let k = keep(w);
        kept += usize::from(k);
        if k || picked.len() < (kept + 1) * SAMPLE_ASCII {
            picked.push(w);
        }
        if kept >= most || picked.len() >= most * SAMPLE_ASCII {
            break;
        }
    }
    (picked, kept, read)
}

/// Which chains a search of the whole text tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Worth {
    /// Every chain.
    Every,
    /// The classic accidents between code pages alone: what only the letters' fit to a
    /// language tells (and makes worth taking by itself).
    Classic,
    /// The same, on a short text that reads well as it is: a reading no better than the text
    /// is not listed (it would only be noise beside text that is fine).
    Short,
}

/// A text this long or shorter (a sentence, a field, a file name) that the local pass left as
/// it is, is searched for the classic accidents however well its letters fit: one swapped
/// letter among a few words (`Mšchten Sie fortfahren?`) is told by the words it makes, not by
/// the letters it leaves.
const FEW_WORDS: usize = 1 << 10;

/// A text this long or shorter is searched for classic accidents whatever the local pass did.
const SHORT: usize = 16 << 10;

/// In a longer one, the local pass changed few words of the sample: at most one in this many
/// of those outside ASCII.
const UNTOUCHED: usize = 4;

/// How odd a word must be for whole-text chains to be tried.
const WORD_TRY: f32 = 1.0;

/// How much better than the text a classic accident undone fits the text's language, where
/// that is evidence by itself however few characters it changes: it makes the words and
/// letters of the text's language (`Alla paket Šr` → `är`). Weighed too by what the letters
/// cost before any slack, where both readings read as the language: `HŠmtning` and `Hämtning`
/// both pass as Swedish, which writes `š` in names, and only one is its usual spelling.
/// (Letters stay letters: a reading that makes a sign of one, `Ã` → `√`, fits the language
/// only by leaving it out.) `text` is what the chain was tried on, `before` how odd it is.
fn fits(before: &Oddness, text: &str, c: &Candidate) -> Option<f32> {
    // (Or UTF-8 read by one code page: `Ali Ĺľelite` is `želite` through windows-1250, whose
    // `Ĺ` and `ľ` are letters of Slovak.)
    let utf8 = matches!(c.steps.as_slice(), [s] if s.decode == Codec::Encoding(Encoding::Utf8)
        && super::units::culprits().codecs.contains(&s.encode));
    let classic = accident(c) || utf8;
    let gain = (before.language - c.language).max(before.strain - c.strain);
    // (Character for character; UTF-8's reading joins a unit's characters into one, and each
    // it makes must be a letter: `Āø` is no `¸`.)
    let unlettered = || {
        if utf8 {
            let had: std::collections::HashSet<char> = text.chars().collect();
            return c
                .text
                .chars()
                .any(|b| !b.is_ascii() && !had.contains(&b) && !b.is_alphabetic());
        }
        text.chars()
            .zip(c.text.chars())
            .any(|(a, b)| a != b && a.is_alphabetic() && !b.is_alphabetic())
    };
    (classic && gain >= WHOLE_MARGIN + FEW_CHANGES_GAIN && !unlettered()).then_some(gain)
}

/// Whether every word a reading changed is one letter moved into another script (`Ã  %s:Â`
/// into Arabic's `أ  %s:آ`): a text in a code page read as another makes words of that
/// script, not letters alone among the words of the text's. (Asked of the classic accidents
/// between code pages: UTF-8 read as GBK is a Han character for each Latin letter, `S茫o`.)
fn lone_letters_moved(text: &str, after: &str) -> bool {
    let mut changed = false;
    for (a, b) in text
        .split_ascii_whitespace()
        .zip(after.split_ascii_whitespace())
    {
        if a == b {
            continue;
        }
        changed = true;
        // (Letters of a script: not `ˆ`, a modifier letter Mac OS Roman writes for `à`.)
        let letter = |c: &char| !c.is_ascii() && c.is_alphabetic() && script(*c) != Script::Other;
        let from = a.chars().find(letter).map(script);
        let mut to = b.chars().filter(letter);
        let first = to.next().map(script);
        if from.is_none() || first.is_none() || first == from || to.next().is_some() {
            return false;
        }
    }
    changed
}

/// Whether `c` is one classic accident between code pages undone.
fn accident(c: &Candidate) -> bool {
    matches!(c.steps.as_slice(), [s] if search::classic_accident(*s))
}

/// Whether reading `c` of `text` is clearly less odd than the text (`before`): by the margin,
/// where it is `classic` or gains without the letters' fit to a language; or, where it fits
/// the language (`fit`, [`fits`]), by that gain against what else it adds. (Never where a
/// classic accident only moves lone letters into another script: [`lone_letters_moved`].)
fn less_odd(before: &Oddness, text: &str, c: &Candidate, classic: bool, fit: Option<f32>) -> bool {
    if accident(c) && lone_letters_moved(text, &c.text) {
        return false;
    }
    let without_language = c.score - c.language < before.total - before.language - WHOLE_MARGIN;
    let margin = c.score < before.total - WHOLE_MARGIN && (classic || without_language);
    margin
        || fit.is_some_and(|gain| {
            c.score - c.language < before.total - before.language + gain - WHOLE_MARGIN
        })
}

/// The best chain for the whole text, if one is taken, and the ones not taken.
pub(super) fn whole_text(
    input: &str,
    search: Search,
    worth: Worth,
) -> (Vec<Candidate>, Vec<Alternative>) {
    // Readings of the whole text are ranked with how their letters fit a language (the text
    // as it is weighed so once a chain is tried on all of it).
    let weighed = std::cell::OnceCell::new();
    let weigh_input = || *weighed.get_or_init(|| oddness_in_language(input));
    // Chains are found on a sample of the words that hold non-ASCII (joined by spaces, which
    // every chain that keeps ASCII keeps), then tried on the whole text.
    // (A word without end, a line without spaces, is sampled by its start: up to after an
    // ASCII character near its end where it has one, since no encoding's character goes on
    // after an ASCII byte (Shift_JIS, GBK, Big5 and EUC-KR lead with bytes above 7F), and a
    // start cut inside a double-byte character reads as no text in the right encoding.)
    fn start_of(w: &str) -> &str {
        if w.len() <= SAMPLE_WORD_BYTES {
            return w;
        }
        let mut end = SAMPLE_WORD_BYTES;
        while !w.is_char_boundary(end) {
            end -= 1;
        }
        let near = end.saturating_sub(SAMPLE_WORD_BYTES / 4);
        match w.as_bytes()[near..end].iter().rposition(u8::is_ascii) {
            Some(i) => &w[..near + i + 1],
            None => &w[..end],
        }
    }
    let (picked, ..) = sample_words(
        words(input)
            .into_iter()
            .map(|(s, e)| start_of(&input[s..e])),
        |w| !w.is_ascii() || w.bytes().any(|b| b == 0x1B || b == 0),
        SAMPLE_WORDS,
    );
    let sample = picked.join(" ");
    let sample_before = oddness_in_language(&sample);
    let mut ranked: Vec<Candidate> = Vec::new();
    let mut alternatives = Vec::new();
    let not_better = |score: f32, than: f32| NotTaken::NotBetter { score, than };
    let sample_is_all = sample.len() + 64 >= input.len();
    // What an alternative shows: the whole text where that is cheap, else the words tried.
    let shown = |steps: &[Step], sample_text: String| {
        (input.len() <= 64 << 10)
            .then(|| apply_chain(steps, input))
            .flatten()
            .unwrap_or(sample_text)
    };
    let candidates = match worth {
        Worth::Every => search.candidates(&sample),
        Worth::Classic | Worth::Short => search.classic(&sample),
    };
    for c in candidates {
        let keeps_ascii = c.steps.iter().all(|s| s.decode.ascii_compatible());
        let sample_only = keeps_ascii || sample_is_all;
        let clearly = || {
            let fit = fits(&sample_before, &sample, &c);
            less_odd(&sample_before, &sample, &c, true, fit)
        };
        if (sample_only && !clearly()) || ranked.len() >= 6 {
            if alternatives.len() < 8 {
                alternatives.push(Alternative {
                    why: not_better(c.score, sample_before.total),
                    text: shown(&c.steps, c.text),
                    steps: c.steps,
                    score: c.score,
                });
            }
            continue;
        }
        match score_chain(&c.steps, input) {
            Some(full) => ranked.push(full),
            None => {
                if alternatives.len() < 8 {
                    alternatives.push(Alternative {
                        why: NotTaken::OtherPartFails,
                        steps: c.steps,
                        text: c.text,
                        score: c.score,
                    });
                }
            }
        }
    }
    ranked.sort_by(|a, b| a.score.total_cmp(&b.score));
    let mut taken: Vec<Candidate> = Vec::new();
    let mut lower = Vec::new();
    for mut c in ranked {
        // Whether what it makes reads as text is judged on each plan's result, once the
        // words it leaves odd are repaired too (a chain between code pages can leave the
        // words that are UTF-8 mojibake for the word pass).
        let before = weigh_input();
        // How badly letters fit a language ranks readings; it makes a chain worth taking by
        // itself only where the chain undoes a classic accident (`Ōsaka` is no damage).
        let classic = accident(&c);
        let fit = fits(&before, input, &c);
        let gap = (fit.is_none())
            .then(|| changes_gap(&c.steps, input, &c.text, before.total - c.score))
            .flatten()
            .or_else(|| only_drawings(input, &c.text).then_some(NotTaken::OnlyDrawings));
        let better = less_odd(&before, input, &c, classic, fit);
        if taken.len() < PLANS && better && gap.is_none() {
            // (Where the reading passes as a language and it only swaps letters for letters
            // of the same case, in words long enough to tell (not `lõ`, Estonian or a cut
            // `lő`), how much less its letters cost is its evidence too: the plans are weighed
            // by how the letters fit, and `priklausomybës` passes as well as `priklausomybės`.
            // Or a capital for a small letter before a small one: Mac OS Roman's `é` and `ä`
            // are windows-1252's `Ž` and `Š`, and `l'Žchange` and `eine Šltere` pass as well
            // as `l'échange` and `eine ältere`.)
            let swaps = || {
                let same = |a: char, b: char, next: Option<char>| {
                    a == b
                        || (a.is_alphabetic()
                            && b.is_alphabetic()
                            && (a.is_lowercase() == b.is_lowercase()
                                || (a.is_uppercase()
                                    && b.is_lowercase()
                                    && next.is_some_and(char::is_lowercase))))
                };
                let long = |w: &str| w.chars().filter(|c| c.is_alphabetic()).count() >= 4;
                let swapped = |a: &str, b: &str| {
                    let nexts = a.chars().skip(1).map(Some).chain([None]);
                    a.chars()
                        .zip(b.chars())
                        .zip(nexts)
                        .all(|((x, y), next)| same(x, y, next))
                };
                input
                    .split_whitespace()
                    .zip(c.text.split_whitespace())
                    .all(|(a, b)| a == b || (long(a) && swapped(a, b)))
            };
            if fit.is_some() && c.language <= 0.0 && swaps() {
                c.score -= (before.strain - c.strain - WHOLE_MARGIN - FEW_CHANGES_GAIN).max(0.0);
            }
            taken.push(c);
            continue;
        }
        let why = if let Some(gap) = gap {
            gap
        } else if taken.len() >= PLANS {
            NotTaken::OdderThanTried { score: c.score }
        } else {
            not_better(c.score, before.total)
        };
        lower.push(Alternative {
            steps: c.steps,
            text: c.text,
            score: c.score,
            why,
        });
    }
    lower.extend(alternatives);
    if worth == Worth::Short {
        let before = weigh_input().total;
        lower.retain(|a| a.score < before);
    }
    lower.truncate(8);
    (taken, lower)
}
